/** The planning in Kannada: Plan ahead, marks to grade and the marks tools, what-if and attempts. */
import type { planTexts } from '../../../packages/core/src/gpa/plan/plan-texts';
import type { marksToolsTexts } from '../../../packages/core/src/gpa/scales/end-semester-texts';
import type { marksTexts } from '../../../packages/core/src/gpa/scales/marks-texts';
import type { sgpaFormTexts } from '../../../packages/core/src/gpa/sgpa-form-texts';
import type { whatIfTexts } from '../../../packages/core/src/gpa/what-if-mode-texts';
import type { Translation } from '../../../packages/core/src/i18n/texts';
import type { quickSgpaTexts } from './quick-sgpa-texts';
import type { retakeTexts } from './retake-texts';

const inRemaining = (count: number) =>
  count === 1 ? 'ಉಳಿದ ಸೆಮಿಸ್ಟರ್‌ನಲ್ಲಿ' : `ಉಳಿದ ${count} ಸೆಮಿಸ್ಟರ್‌ಗಳಲ್ಲಿ ಪ್ರತಿಯೊಂದರಲ್ಲೂ`;

const outOf = (most: string | null) => (most === null ? '' : ` (${most}ಕ್ಕೆ)`);

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

export const planningKannada = {
  'gpa-plan': {
    heading: 'ಗುರಿ CGPA ತಲುಪಿ',
    noCgpa: 'ಇನ್ನೂ CGPA ಇಲ್ಲ: ಯೋಜನೆ ಉಳಿದ ಸೆಮಿಸ್ಟರ್‌ಗಳನ್ನು ಮಾತ್ರ ಎಣಿಸುತ್ತದೆ.',
    cgpaNow: (cgpa: string, semesters: number) =>
      `ಈಗ ನಿಮ್ಮ CGPA: ${cgpa}, ${counted(semesters, 'ಸೆಮಿಸ್ಟರ್', 'ಸೆಮಿಸ್ಟರ್‌ಗಳ')} ನಂತರ.`,
    target: 'ಗುರಿ CGPA',
    remaining: 'ಉಳಿದ ಸೆಮಿಸ್ಟರ್‌ಗಳು',
    creditsNote: (credits: string, mean: boolean) =>
      `ಪ್ರತಿ ಉಳಿದ ಸೆಮಿಸ್ಟರ್‌ನ ಕ್ರೆಡಿಟ್‌ಗಳು, ${credits}ರಿಂದ ಆರಂಭ${mean ? ', ಇದು ನೀವು ಪೂರ್ಣಗೊಳಿಸಿದ ಸೆಮಿಸ್ಟರ್‌ಗಳ ಸರಾಸರಿ' : ''}.`,
    credits: (semester: string) => `${semester} ಕ್ರೆಡಿಟ್‌ಗಳು`,
    prompt: 'ಪ್ರತಿ ಉಳಿದ ಸೆಮಿಸ್ಟರ್‌ನಲ್ಲಿ ಎಷ್ಟು ಬೇಕು ಎಂದು ನೋಡಲು ಗುರಿ CGPA ನಮೂದಿಸಿ.',
    reachable: (target: string, needed: string, remaining: number) =>
      `${target} ತಲುಪಲು ${inRemaining(remaining)} ಕನಿಷ್ಠ ${needed} SGPA ಗಳಿಸಿ.`,
    reached: (target: string, now: string) => `ಗುರಿ ${target} ಈಗಾಗಲೇ ತಲುಪಿದೆ: ನಿಮ್ಮ CGPA ${now}.`,
    canLower: (maximum: number, best: string) =>
      `ಉಳಿದ ಸೆಮಿಸ್ಟರ್‌ಗಳು ಇದನ್ನು ಇಳಿಸಬಹುದು: ಪ್ರತಿಯೊಂದರಲ್ಲೂ ${maximum} ಗಳಿಸಿದರೂ CGPA ${best} ಆಗುತ್ತದೆ.`,
    staysReached: 'ಉಳಿದ ಸೆಮಿಸ್ಟರ್‌ಗಳಲ್ಲಿ ನೀವು ಎಷ್ಟೇ ಗಳಿಸಿದರೂ ಗುರಿ ತಲುಪಿದಂತೆಯೇ ಇರುತ್ತದೆ.',
    toStay: (keep: string, remaining: number) =>
      `ಗುರಿಯಲ್ಲೇ ಉಳಿಯಲು ${inRemaining(remaining)} ಕನಿಷ್ಠ ${keep} SGPA ಗಳಿಸಿ.`,
    beyond: (target: string, maximum: number, remaining: number, best: string) =>
      `${target} ತಲುಪಲು ${inRemaining(remaining)} ${maximum}ಕ್ಕಿಂತ ಹೆಚ್ಚು ಬೇಕು, ಅದು ಈ ಸ್ಕೇಲ್‌ನ ಗರಿಷ್ಠ. ಈಗಲೂ ಸಾಧ್ಯವಿರುವ ಅತ್ಯುತ್ತಮ CGPA ${best}.`,
    equivalent: (target: string, equivalents: string) => `${target} CGPA ಎಂದರೆ ${equivalents}.`,
    targetBad: (maximum: number, places: number) =>
      `ಗುರಿ CGPA 0ಕ್ಕಿಂತ ಹೆಚ್ಚು ಮತ್ತು ಗರಿಷ್ಠ ${maximum} ಆಗಿರಬೇಕು, ${places === 0 ? 'ಪೂರ್ಣ ಸಂಖ್ಯೆಯಲ್ಲಿ' : `ಗರಿಷ್ಠ ${places} ದಶಮಾಂಶ ಸ್ಥಾನಗಳೊಂದಿಗೆ`}`,
    creditsBad: (semester: string, step: number, most: number) =>
      `${semester}: ಕ್ರೆಡಿಟ್‌ಗಳು ${step}ರಿಂದ ${most}ರವರೆಗೆ, ${step}ರ ಅಂತರದಲ್ಲಿ ಇರಬೇಕು`,
    countBad: (most: number) => `ಉಳಿದ ಸೆಮಿಸ್ಟರ್‌ಗಳು 1ರಿಂದ ${most}ರವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು`,
    semester: (number: number) => `ಸೆಮಿಸ್ಟರ್ ${number}`,
    tooManyYears: 'ಈ ಸ್ಕೇಲ್ ತೂಕ ನೀಡುವ ವರ್ಷಗಳಿಗಿಂತ ಯೋಜನೆಯಲ್ಲಿ ಹೆಚ್ಚು ಸೆಮಿಸ್ಟರ್‌ಗಳಿವೆ: ಕಡಿಮೆ ಸೆಮಿಸ್ಟರ್‌ಗಳಿಗೆ ಯೋಜಿಸಿ',
    equalWeight: 'ಈ ಸ್ಕೇಲ್‌ನಲ್ಲಿ ಪ್ರತಿ ಸೆಮಿಸ್ಟರ್ ಸಮಾನವಾಗಿ ಎಣಿಕೆಯಾಗುತ್ತದೆ, ಆದ್ದರಿಂದ ಕ್ರೆಡಿಟ್‌ಗಳು ಯೋಜನೆಯನ್ನು ಬದಲಿಸುವುದಿಲ್ಲ.',
    lastOnly: (count: number) =>
      `ಈ ಸ್ಕೇಲ್‌ನ CGPA ಕೊನೆಯ ${count} ಸೆಮಿಸ್ಟರ್‌ಗಳನ್ನು ಮಾತ್ರ ಎಣಿಸುತ್ತದೆ: ಇವೇ ನಿಮ್ಮ ಎಲ್ಲಾ ಉಳಿದ ಸೆಮಿಸ್ಟರ್‌ಗಳೆಂದು ಯೋಜನೆ ಪರಿಗಣಿಸುತ್ತದೆ.`,
    yearWeighted: (perYear: number) =>
      `ಈ ಸ್ಕೇಲ್ ${perYear} ಸೆಮಿಸ್ಟರ್‌ಗಳ ಪ್ರತಿ ವರ್ಷಕ್ಕೆ ಪ್ರತ್ಯೇಕ ತೂಕ ನೀಡುತ್ತದೆ: ಇವೇ ನಿಮ್ಮ ಎಲ್ಲಾ ಉಳಿದ ಸೆಮಿಸ್ಟರ್‌ಗಳೆಂದು ಯೋಜನೆ ಪರಿಗಣಿಸುತ್ತದೆ.`,
  },
  'gpa-marks': {
    heading: 'ಅಂಕಗಳಿಂದ ಗ್ರೇಡ್',
    noBands: 'ಈ ಸ್ಕೇಲ್‌ನ ಮೂಲ ಅಂಕಗಳ ವ್ಯಾಪ್ತಿಗಳನ್ನು ನೀಡುವುದಿಲ್ಲ.',
    marks: 'ಅಂಕಗಳು (100ಕ್ಕೆ)',
    neededFor: 'ಈ ಗ್ರೇಡ್‌ಗೆ ಬೇಕಾದ ಅಂಕಗಳು',
    inBand: (marks: number, code: string, label: string, min: number, max: number) =>
      `${marks} ಅಂಕಗಳು: ${code} (${label}), ${min}–${max}.`,
    below: (marks: number, code: string, label: string, passFrom: number) =>
      `${marks} ಅಂಕಗಳು: ${code} (${label}), ${passFrom}ಕ್ಕಿಂತ ಕಡಿಮೆ.`,
    noBand: (marks: number, codes: string) =>
      `ಈ ಸ್ಕೇಲ್‌ನ ಯಾವುದೇ ಅಂಕ ವ್ಯಾಪ್ತಿಯಲ್ಲಿ ${marks} ಬರುವುದಿಲ್ಲ: ಇದರ ಮೂಲ ${codes} ಗ್ರೇಡ್‌ಗಳಿಗೆ ಮಾತ್ರ ವ್ಯಾಪ್ತಿಗಳನ್ನು ನೀಡುತ್ತದೆ.`,
    needs: (code: string, min: number, max: number) =>
      `${code} ಗ್ರೇಡ್‌ಗೆ ಕನಿಷ್ಠ ${min} ಅಂಕಗಳು ಬೇಕು (${min}–${max}).`,
    problem: (most: number) => `ಅಂಕಗಳು 0ರಿಂದ ${most}ರವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು`,
  },
  'gpa-marks-tools': {
    heading: 'ಸೆಮಿಸ್ಟರ್ ಅಂತ್ಯದ ಪರೀಕ್ಷೆಯಲ್ಲಿ ಬೇಕಾದ ಅಂಕಗಳು',
    presetSplit: (internal: number, external: number) =>
      `ಅಂಕಗಳ ವಿಭಜನೆಯನ್ನು ನಿಮ್ಮ ವಿಶ್ವವಿದ್ಯಾಲಯದ ಪ್ರಕಾರ ತುಂಬಲಾಗಿದೆ: ${internal} ಆಂತರಿಕ + ${external} ಸೆಮಿಸ್ಟರ್ ಅಂತ್ಯ.`,
    enterSplit: 'ನಿಮ್ಮ ಕೋರ್ಸ್‌ನ ಅಂಕಗಳ ವಿಭಜನೆಯನ್ನು ನಮೂದಿಸಿ: ಅದು ನಿಮ್ಮ ಪಠ್ಯಕ್ರಮ ಅಥವಾ ಸ್ಕೀಮ್‌ನಲ್ಲಿ ಇರುತ್ತದೆ.',
    obtained: (most: string | null) => `ಪಡೆದ ಆಂತರಿಕ ಅಂಕಗಳು${outOf(most)}`,
    internal: 'ಆಂತರಿಕ ಗರಿಷ್ಠ ಅಂಕಗಳು',
    external: 'ಸೆಮಿಸ್ಟರ್ ಅಂತ್ಯದ ಗರಿಷ್ಠ ಅಂಕಗಳು',
    paper: 'ಪ್ರಶ್ನೆಪತ್ರಿಕೆ ಎಷ್ಟು ಅಂಕಗಳಿಗೆ (ಖಾಲಿ: ಅಷ್ಟೇ)',
    minimum: (most: string | null) => `ಪರೀಕ್ಷೆಯಲ್ಲಿ ಕನಿಷ್ಠ ಅಂಕಗಳು${outOf(most)}, ಇದ್ದರೆ`,
    prompt:
      'ಪ್ರತಿ ಗ್ರೇಡ್‌ಗೆ ಸೆಮಿಸ್ಟರ್ ಅಂತ್ಯದ ಪರೀಕ್ಷೆಯಲ್ಲಿ ಬೇಕಾದ ಅಂಕಗಳನ್ನು ನೋಡಲು ನಿಮ್ಮ ಆಂತರಿಕ ಅಂಕಗಳು ಮತ್ತು ವಿಭಜನೆಯನ್ನು ನಮೂದಿಸಿ.',
    internalBad: (most: number) => `ಆಂತರಿಕ ಗರಿಷ್ಠ ಅಂಕಗಳು 0ರಿಂದ ${most}ರವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು`,
    externalBad: (most: number) => `ಸೆಮಿಸ್ಟರ್ ಅಂತ್ಯದ ಗರಿಷ್ಠ ಅಂಕಗಳು 1ರಿಂದ ${most}ರವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು`,
    paperBad: (most: number) => `ಪ್ರಶ್ನೆಪತ್ರಿಕೆಯ ಅಂಕಗಳು 1ರಿಂದ ${most}ರವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು`,
    minimumBad: (most: number) =>
      `ಪರೀಕ್ಷೆಯ ಕನಿಷ್ಠ ಅಂಕಗಳು 0ರಿಂದ ${most}ರವರೆಗಿನ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು, ಗರಿಷ್ಠ 2 ದಶಮಾಂಶ ಸ್ಥಾನಗಳೊಂದಿಗೆ`,
    obtainedBad: (most: number) =>
      `ಆಂತರಿಕ ಅಂಕಗಳು 0ರಿಂದ ${most}ರವರೆಗಿನ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು, ಗರಿಷ್ಠ 2 ದಶಮಾಂಶ ಸ್ಥಾನಗಳೊಂದಿಗೆ`,
    secured: 'ನಿಮ್ಮ ಆಂತರಿಕ ಅಂಕಗಳಿಂದಲೇ ಈಗಾಗಲೇ ಖಚಿತವಾಗಿದೆ.',
    securedOnce: (marks: number, paper: number) =>
      `ಪರೀಕ್ಷೆಯ ಕನಿಷ್ಠ ಅಂಕಗಳನ್ನು ಗಳಿಸಿದರೆ, ನಿಮ್ಮ ಆಂತರಿಕ ಅಂಕಗಳಿಂದಲೇ ಖಚಿತ: ${paper}ಕ್ಕೆ ${marks}.`,
    atLeast: (marks: number, paper: number) => `ಸೆಮಿಸ್ಟರ್ ಅಂತ್ಯದ ಪರೀಕ್ಷೆಯಲ್ಲಿ ${paper}ಕ್ಕೆ ಕನಿಷ್ಠ ${marks}.`,
    atLeastMin: (marks: number, paper: number) =>
      `${paper}ಕ್ಕೆ ಕನಿಷ್ಠ ${marks}, ಇದು ಪರೀಕ್ಷೆಯಲ್ಲಿ ಉತ್ತೀರ್ಣರಾಗಲು ಬೇಕಾದ ಕನಿಷ್ಠ ಅಂಕ.`,
    unreachable: (paper: number, best: string, total: number, needed: string) =>
      `ಸಾಧ್ಯವಿಲ್ಲ: ${paper}ಕ್ಕೆ ಪೂರ್ತಿ ${paper} ಗಳಿಸಿದರೂ ${total}ಕ್ಕೆ ${best} ಆಗುತ್ತದೆ, ಆದರೆ ಇದಕ್ಕೆ ${needed} ಬೇಕು.`,
    bandNote: (total: number) =>
      `ಗ್ರೇಡ್‌ನ ವ್ಯಾಪ್ತಿ ಕೋರ್ಸ್‌ನ ಒಟ್ಟು ${total} ಅಂಕಗಳ ಶೇಕಡಾ, ಅದನ್ನು ಅದರ ಅತಿ ಕಡಿಮೆ ಪೂರ್ಣ ಶೇಕಡಾದಲ್ಲಿ ತಲುಪಲಾಗುತ್ತದೆ; ತೋರಿಸಿದ ಪ್ರತಿಯೊಂದು ಅಂಕವೂ ಅದನ್ನು ತಲುಪುವ ಅತಿ ಕಡಿಮೆ ಪೂರ್ಣ ಅಂಕ.`,
    totalNote:
      'ಒಟ್ಟು ಅಂಕಗಳನ್ನು ಇದ್ದಂತೆಯೇ ಹೋಲಿಸಲಾಗುತ್ತದೆ: ನಿಮ್ಮ ವಿಶ್ವವಿದ್ಯಾಲಯ ಒಟ್ಟು ಅಂಕಗಳನ್ನು ಮೇಲಕ್ಕೆ ಪೂರ್ಣಾಂಕಿಸುವುದಾದರೆ, ಒಂದು ಅಂಕ ಕಡಿಮೆಯಾದರೂ ಸಾಕಾಗಬಹುದು.',
    paperNote: (paper: number, external: number) =>
      `ಪ್ರಶ್ನೆಪತ್ರಿಕೆ ${paper} ಅಂಕಗಳಿಗೆ ಇದ್ದು ${external} ಅಂಕಗಳಿಗೆ ಎಣಿಕೆಯಾಗುತ್ತದೆ: ಬರೆದ ಅಂಕವನ್ನು × ${external} ÷ ${paper} ಎಂದು ಎಣಿಸಲಾಗುತ್ತದೆ, ಪೂರ್ಣಾಂಕಿಸದೆ.`,
    courseTotal: (internal: number, external: number, total: number) =>
      `ಕೋರ್ಸ್‌ನ ಒಟ್ಟು ಅಂಕಗಳು: ${internal} (ಆಂತರಿಕ) + ${external} (ಸೆಮಿಸ್ಟರ್ ಅಂತ್ಯ) = ${total} ಅಂಕಗಳು.`,
    yourInternal: (obtained: string, internal: number) =>
      `ನಿಮ್ಮ ಆಂತರಿಕ ಅಂಕಗಳು: ${internal}ಕ್ಕೆ ${obtained}.`,
    paperScaled: (paper: number, external: number) =>
      `ಪ್ರಶ್ನೆಪತ್ರಿಕೆ ${paper} ಅಂಕಗಳಿಗೆ ಇದ್ದು ${external} ಅಂಕಗಳಿಗೆ ಎಣಿಕೆಯಾಗುತ್ತದೆ: ಪ್ರಶ್ನೆಪತ್ರಿಕೆಯ ಅಂಕಗಳು = ಎಣಿಸಿದ ಅಂಕಗಳು × ${paper} ÷ ${external}.`,
    minScaled: (minimum: string, external: number, paper: number, onPaper: string, least: number) =>
      `ಪರೀಕ್ಷೆಯ ಕನಿಷ್ಠ: ${external}ಕ್ಕೆ ${minimum}, × ${paper} ÷ ${external} ${onPaper} ಪ್ರಶ್ನೆಪತ್ರಿಕೆಯಲ್ಲಿ; ಅತಿ ಕಡಿಮೆ ಪೂರ್ಣ ಅಂಕ: ${least}.`,
    minPlain: (minimum: string, external: number, least: number) =>
      `ಪರೀಕ್ಷೆಯ ಕನಿಷ್ಠ: ${external}ಕ್ಕೆ ${minimum}; ಅತಿ ಕಡಿಮೆ ಪೂರ್ಣ ಅಂಕ: ${least}.`,
    leastNote:
      "ಬೇಕಾದ ಪ್ರತಿಯೊಂದು ಅಂಕವೂ ನಿಖರ ಮೌಲ್ಯಕ್ಕೆ ಸಮ ಅಥವಾ ಅದಕ್ಕಿಂತ ಹೆಚ್ಚಿನ ಅತಿ ಕಡಿಮೆ ಪೂರ್ಣ ಅಂಕ ('≈' ಇರುವ ಮೌಲ್ಯಗಳನ್ನು ಓದಲು ಅನುಕೂಲವಾಗುವಂತೆ ಮಾತ್ರ 2 ದಶಮಾಂಶ ಸ್ಥಾನಗಳಿಗೆ ಪೂರ್ಣಾಂಕಿಸಲಾಗಿದೆ).",
    caption: 'ಸೆಮಿಸ್ಟರ್ ಅಂತ್ಯದ ಪರೀಕ್ಷೆಯಲ್ಲಿ ಬೇಕಾದ ಅಂಕಗಳು, ಗ್ರೇಡ್‌ವಾರು',
    gradeFrom: 'ಗ್ರೇಡ್ (ಕನಿಷ್ಠ)',
    totalNeeded: 'ಬೇಕಾದ ಒಟ್ಟು ಅಂಕಗಳು',
    fromExam: 'ಪರೀಕ್ಷೆಯಿಂದ',
    onPaper: (paper: number) => `ಪ್ರಶ್ನೆಪತ್ರಿಕೆಯಲ್ಲಿ (${paper}ಕ್ಕೆ)`,
    leastMark: (paper: number) => `ಅತಿ ಕಡಿಮೆ ಪೂರ್ಣ ಅಂಕ (${paper}ಕ್ಕೆ)`,
    percentOf: (min: number, total: number, value: string) => `${total}ರ ${min}% = ${value}`,
    alreadyHad: 'ಈಗಾಗಲೇ ಖಚಿತ',
    alreadyMin: (marks: number) => `ಈಗಾಗಲೇ ಖಚಿತ; ${marks} (ಕನಿಷ್ಠ)`,
    minCell: (marks: number) => `${marks} (ಕನಿಷ್ಠ)`,
    beyondCell: (paper: number) => `ಸಾಧ್ಯವಿಲ್ಲ (${paper}ಕ್ಕಿಂತ ಹೆಚ್ಚು)`,
    notReachable: 'ಸಾಧ್ಯವಿಲ್ಲ',
    outOf: (marks: number, paper: number) => `${paper}ಕ್ಕೆ ${marks}`,
    resultLabel: (code: string) => `${code} ಗ್ರೇಡ್‌ಗೆ ಸೆಮಿಸ್ಟರ್ ಅಂತ್ಯದ ಅಂಕಗಳು`,
  },
  'gpa-what-if': {
    keep: 'ಬದಲಾವಣೆಗಳನ್ನು ಇರಿಸಿ',
    discard: 'ತ್ಯಜಿಸಿ',
    note: 'ಇಲ್ಲಿ ಗ್ರೇಡ್‌ಗಳನ್ನು ಪ್ರಯತ್ನಿಸಿ ನೋಡಿ: ನೀವು ಬದಲಾವಣೆಗಳನ್ನು ಇರಿಸುವವರೆಗೆ ಏನನ್ನೂ ಉಳಿಸಲಾಗುವುದಿಲ್ಲ.',
    readOnlyNote: 'ಇಲ್ಲಿ ಗ್ರೇಡ್‌ಗಳನ್ನು ಪ್ರಯತ್ನಿಸಿ ನೋಡಿ: ನೀವು ಬದಲಿಸುವ ಯಾವುದನ್ನೂ ಉಳಿಸಲಾಗುವುದಿಲ್ಲ.',
    unkept:
      'ಸೆಮಿಸ್ಟರ್‌ನ SGPA ಮೌಲ್ಯವನ್ನು ಪ್ರಯತ್ನಿಸಿ ನೋಡಬಹುದು ಮಾತ್ರ, ಇರಿಸಲಾಗುವುದಿಲ್ಲ: ಉಳಿದ ಬದಲಾವಣೆಗಳನ್ನು ಇರಿಸಲು ಅದನ್ನು ಖಾಲಿ ಮಾಡಿ.',
    kept: '‘ಹೀಗಾದರೆ’ ಬದಲಾವಣೆಗಳನ್ನು ಉಳಿಸಲಾಗಿದೆ',
    saved: 'ಉಳಿಸಿದ್ದು',
    whatIf: 'ಹೀಗಾದರೆ',
    badge: 'ಪ್ರಯೋಗ',
    trySgpa: (semester: string) => `${semester}: SGPA ಪ್ರಯತ್ನಿಸಿ ನೋಡಿ`,
    clearsWith: (grade: string) => `${grade} ಗ್ರೇಡ್‌ನೊಂದಿಗೆ ಉತ್ತೀರ್ಣ`,
    undo: 'ರದ್ದುಗೊಳಿಸಿ',
    gradeOf: (subject: string) => `${subject} ವಿಷಯದ ಗ್ರೇಡ್`,
    clearLabel: (subject: string) => `${subject} ವಿಷಯವನ್ನು ಒಂದು ಗ್ರೇಡ್‌ನೊಂದಿಗೆ ಉತ್ತೀರ್ಣಗೊಳಿಸಿ`,
    clearWith: 'ಈ ಗ್ರೇಡ್‌ನೊಂದಿಗೆ ಉತ್ತೀರ್ಣ…',
    backlogs: 'ಬ್ಯಾಕ್‌ಲಾಗ್‌ಗಳು',
    backlogCount: (active: number, cleared: number) => `${active} ಬಾಕಿ, ${cleared} ಉತ್ತೀರ್ಣ`,
    noCredits: (semester: string) => `${semester}: SGPA ನೀಡಲು ಗ್ರೇಡ್ ಇರುವ ಯಾವುದೇ ಕ್ರೆಡಿಟ್‌ಗಳಿಲ್ಲ`,
  },
  'gpa-quick-sgpa': {
    title: (semester: string) => `${semester} SGPA`,
    hint: 'ಗ್ರೇಡ್ ಕಾರ್ಡ್‌ನಿಂದ: ಸೆಮಿಸ್ಟರನ್ನು ಅದರ SGPA × ಅದರ ಕ್ರೆಡಿಟ್‌ಗಳು ಎಂದು ಎಣಿಸಲಾಗುತ್ತದೆ.',
    sgpa: (maximum: number) => `SGPA (0ರಿಂದ ${maximum})`,
    sgpaEg: 'ಉದಾ. 8.25',
    creditsEg: 'ಉದಾ. 22',
    save: 'SGPA ಉಳಿಸಿ',
  },
  'gpa-sgpa-form': {
    fillBoth: 'ದಯವಿಟ್ಟು SGPA ಮತ್ತು ಕ್ರೆಡಿಟ್‌ಗಳು ಎರಡನ್ನೂ ನಮೂದಿಸಿ',
  },
  'gpa-retake': {
    title: (subject: string) => `${subject} ವಿಷಯದ ಮುಂದಿನ ಪ್ರಯತ್ನ`,
    takenIn: 'ಪರೀಕ್ಷೆ ಬರೆದ ಸೆಮಿಸ್ಟರ್',
    newSemester: (semester: string) => `ಹೊಸ ಸೆಮಿಸ್ಟರ್: ${semester}`,
    save: 'ಪ್ರಯತ್ನ ಉಳಿಸಿ',
  },
} satisfies Translation<
  | typeof planTexts
  | typeof marksTexts
  | typeof marksToolsTexts
  | typeof whatIfTexts
  | typeof quickSgpaTexts
  | typeof sgpaFormTexts
  | typeof retakeTexts
>;
