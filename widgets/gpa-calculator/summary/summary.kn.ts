/** The summary, the cards, the working and the printed report in Kannada; SGPA, CGPA and GPA kept. */
import type { percentageTexts } from '#core/gpa/percentage-texts.ts';
import type { reportTexts } from '#core/gpa/report-texts.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { gpaWorkingTexts } from '#core/gpa/scales/gpa-working-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { cardTexts } from './card-texts';
import type { summaryTexts } from './summary-texts';

type RoundingMode = GradeScale['rounding']['mode'];

const ROUNDING: Record<RoundingMode, string> = {
  'half-away-from-zero': 'ಪೂರ್ಣಾಂಕಿಸಲಾಗಿದೆ',
  truncate: 'ಮೊಟಕುಗೊಳಿಸಲಾಗಿದೆ',
  up: 'ಮೇಲಕ್ಕೆ ಪೂರ್ಣಾಂಕಿಸಲಾಗಿದೆ',
};

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

export const summaryKannada = {
  'gpa-summary': {
    cumulative: 'ಸಂಚಿತ GPA',
    totalSubjs: 'ಒಟ್ಟು ವಿಷಯಗಳು',
    totalCredits: 'ಒಟ್ಟು ಕ್ರೆಡಿಟ್‌ಗಳು',
  },
  'gpa-cards': {
    trend: 'ಸೆಮಿಸ್ಟರ್‌ವಾರು ಪ್ರವೃತ್ತಿ',
    trendLabel: (semesters: number, cgpa: string) =>
      `${counted(semesters, 'ಸೆಮಿಸ್ಟರ್‌ನ', 'ಸೆಮಿಸ್ಟರ್‌ಗಳ')} SGPA ಸ್ತಂಭಗಳಾಗಿ ಮತ್ತು ಇಲ್ಲಿಯವರೆಗಿನ CGPA ರೇಖೆಯಾಗಿ, 0ರಿಂದ 10ರವರೆಗಿನ ಅಳತೆಯಲ್ಲಿ; ಈಗ CGPA ${cgpa}.`,
    sgpaOf: (semester: string, sgpa: string) => `${semester}: SGPA ${sgpa}`,
    cgpaAfter: (semester: string, cgpa: string) => `${semester} ನಂತರ CGPA: ${cgpa}`,
    semShort: 'ಸೆಮಿ. ',
    semTiny: 'ಸೆ.',
    trendTable: 'ಸೆಮಿಸ್ಟರ್‌ವಾರು SGPA ಮತ್ತು ಇಲ್ಲಿಯವರೆಗಿನ CGPA',
    toPercentage: 'CGPA ಶೇಕಡಾ ಪರಿವರ್ತನೆ',
    conversion: 'ಪರಿವರ್ತನೆ',
    multiplier: 'ಗುಣಕ',
    offset: 'ಆಫ್‌ಸೆಟ್ (ಮೊದಲು ಕಳೆಯಲಾಗುತ್ತದೆ)',
    disagree:
      'ಯಾವ ವಿಶ್ವವಿದ್ಯಾಲಯ ಯಾವ ಪರಿವರ್ತನೆಯನ್ನು ಬಳಸುತ್ತದೆ ಎಂಬ ಬಗ್ಗೆ ಮೂಲಗಳಲ್ಲಿ ಒಮ್ಮತವಿಲ್ಲ: ನಿಮ್ಮ ವಿಶ್ವವಿದ್ಯಾಲಯದ ನಿಯಮಗಳನ್ನು ಪರಿಶೀಲಿಸಿ.',
    noConversion: (scale: string) => `${scale} ಶೇಕಡಾಕ್ಕೆ ಯಾವುದೇ ಪರಿವರ್ತನೆ ನೀಡುವುದಿಲ್ಲ.`,
    outsideBands: (cgpa: string) => `CGPA ${cgpa} ಈ ಪರಿವರ್ತನೆಯ ವ್ಯಾಪ್ತಿಗಳ ಹೊರಗಿದೆ.`,
    rule: 'ನಿಯಮ:',
    classLabel: 'ಶ್ರೇಣಿ:',
    belowClass: (lowest: string, least: string) => `${lowest} (${least})ಕ್ಕಿಂತ ಕೆಳಗೆ`,
    fourPoint: '4-ಪಾಯಿಂಟ್ ಸ್ಕೇಲ್‌ನಲ್ಲಿ CGPA',
    abroad:
      'ವಿದೇಶದಲ್ಲಿ ಅರ್ಜಿ ಸಲ್ಲಿಸಲು. ಅಲ್ಲಿನ ವಿಶ್ವವಿದ್ಯಾಲಯಗಳು ಮತ್ತು ಮೌಲ್ಯಮಾಪಕರು ನಿಮ್ಮ ಗ್ರೇಡ್‌ಗಳನ್ನು ತಮ್ಮದೇ ಕೋಷ್ಟಕಗಳಿಂದ ಪರಿವರ್ತಿಸಬಹುದು: ಪ್ರತಿಯೊಬ್ಬರೂ ಏನನ್ನು ಕೇಳುತ್ತಾರೆ ಎಂಬುದನ್ನು ಪರಿಶೀಲಿಸಿ.',
  },
  'gpa-percentage': {
    custom: 'ಸ್ವಂತ ಪರಿವರ್ತನೆ',
    cgpaRange: 'CGPA 0ರಿಂದ 10ರವರೆಗಿನ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು',
    customNumbers: 'ಗುಣಕ ಮತ್ತು ಆಫ್‌ಸೆಟ್ ಸಂಖ್ಯೆಗಳಾಗಿರಬೇಕು',
    limitedTo: (formula: string, percentage: string) => `${formula}, ${percentage}%ಕ್ಕೆ ಸೀಮಿತ`,
    roundedUp: (rule: string) => `${rule}, ಮೇಲಕ್ಕೆ ಪೂರ್ಣಾಂಕಿತ`,
    forCgpa: (rule: string, from: string, to: string) => `CGPA ${from}–${to}ಕ್ಕೆ ${rule}`,
    proportional: (maximum: string) => `ಅನುಪಾತ: CGPA ÷ ${maximum} × 4`,
    noArrears:
      'ಈ ಶ್ರೇಣಿಗೆ ಎಂದಿಗೂ ಯಾವುದೇ ಬ್ಯಾಕ್‌ಲಾಗ್ ಇರಬಾರದು: SGPA ಆಗಿ ನಮೂದಿಸಿದ ಸೆಮಿಸ್ಟರ್‌ಗಳಲ್ಲಿ ಯಾವುದೇ ಬ್ಯಾಕ್‌ಲಾಗ್ ಇರಲಿಲ್ಲವೆಂದು ಪರಿಗಣಿಸಲಾಗಿದೆ.',
  },
  'gpa-working': {
    rounding: (mode: RoundingMode, places: number) =>
      `(${places} ದಶಮಾಂಶ ಸ್ಥಾನಗಳಿಗೆ ${ROUNDING[mode]})`,
    noCredits: (gpa: string) => `ಇನ್ನೂ ಯಾವುದೇ ಕ್ರೆಡಿಟ್ ಎಣಿಕೆಯಾಗಿಲ್ಲ, ಆದ್ದರಿಂದ ${gpa} ಇಲ್ಲ.`,
    capped: (cap: number, gpa: string, value: string) =>
      `ಸ್ಕೇಲ್ ಗರಿಷ್ಠ ${cap} ನೀಡುತ್ತದೆ, ಆದ್ದರಿಂದ ${gpa} = ${value}`,
    scaleBest: (best: number) =>
      `ಸ್ಕೇಲ್‌ನ ಗರಿಷ್ಠ ${best}, ಆದ್ದರಿಂದ SGPA ಮೌಲ್ಯವನ್ನು ${best} ಎಂದು ಎಣಿಸಲಾಗುತ್ತದೆ.`,
    pointsCredits: 'ಪಾಯಿಂಟ್‌ಗಳು × ಕ್ರೆಡಿಟ್‌ಗಳು',
    totalCredits: 'ಒಟ್ಟು ಕ್ರೆಡಿಟ್‌ಗಳು',
    totalPoints: 'ಒಟ್ಟು ಪಾಯಿಂಟ್‌ಗಳು × ಕ್ರೆಡಿಟ್‌ಗಳು',
    marksheet: (semester: string) => `${semester}: ಪಾಯಿಂಟ್‌ಗಳು × ಕ್ರೆಡಿಟ್‌ಗಳು`,
    gradePoints: 'ಗ್ರೇಡ್ (ಪಾಯಿಂಟ್‌ಗಳು)',
    untilCleared: 'ಉತ್ತೀರ್ಣವಾಗುವವರೆಗೆ ಎಣಿಸುವುದಿಲ್ಲ',
    notInGpa: 'GPA ಲೆಕ್ಕಕ್ಕೆ ಸೇರುವುದಿಲ್ಲ',
    retakeEvery:
      'ಮತ್ತೆ ತೆಗೆದುಕೊಂಡ ವಿಷಯದ ಪ್ರತಿಯೊಂದು ಪ್ರಯತ್ನವನ್ನೂ ಎಣಿಸಲಾಗುತ್ತದೆ, ಪ್ರತಿಯೊಂದನ್ನೂ ಅದರ ಕೊನೆಯ ಪ್ರಯತ್ನದ ಸೆಮಿಸ್ಟರ್‌ನಲ್ಲಿ.',
    retakeOnce:
      'ಮತ್ತೆ ತೆಗೆದುಕೊಂಡ ವಿಷಯವನ್ನು ಒಮ್ಮೆ ಮಾತ್ರ ಎಣಿಸಲಾಗುತ್ತದೆ, ಅದರ ಕೊನೆಯ ಪ್ರಯತ್ನದ ಸೆಮಿಸ್ಟರ್‌ನಲ್ಲಿ, ಅದು ಉತ್ತೀರ್ಣವಾದ ಪ್ರಯತ್ನದ ಗ್ರೇಡ್‌ನೊಂದಿಗೆ.',
    semesters: 'ಸೆಮಿಸ್ಟರ್‌ಗಳು: ಎಣಿಸಿದ ಕ್ರೆಡಿಟ್‌ಗಳು ಮತ್ತು ಪಾಯಿಂಟ್‌ಗಳು × ಕ್ರೆಡಿಟ್‌ಗಳು',
    meanCaption: 'ಮುದ್ರಿತ GPA ಮೌಲ್ಯಗಳು ಮತ್ತು ಅವುಗಳ ತೂಕ',
    part: 'ಭಾಗ',
    weight: 'ತೂಕ',
    noGpaYet: 'ಇನ್ನೂ GPA ಇಲ್ಲ',
    noCgpa: 'ಇನ್ನೂ ಯಾವುದೇ GPA ಎಣಿಕೆಯಾಗಿಲ್ಲ, ಆದ್ದರಿಂದ CGPA ಇಲ್ಲ.',
    lastOnly: (count: number) => `ಈ ಸ್ಕೇಲ್ ಕೊನೆಯ ${count} ಸೆಮಿಸ್ಟರ್‌ಗಳನ್ನು ಮಾತ್ರ ಎಣಿಸುತ್ತದೆ.`,
    meanOfSems: 'ಈ ಸ್ಕೇಲ್‌ನ CGPA, ಸೆಮಿಸ್ಟರ್‌ಗಳ ಮುದ್ರಿತ GPA ಮೌಲ್ಯಗಳ ಸರಾಸರಿ.',
    tooManyYears: (years: number) =>
      `ಈ ಸ್ಕೇಲ್ ${years} ವರ್ಷಗಳಿಗೆ ತೂಕ ನೀಡುತ್ತದೆ; ಇದಕ್ಕಿಂತ ದೀರ್ಘವಾದ ಕೋರ್ಸ್‌ಗೆ ಇಲ್ಲಿ CGPA ಇಲ್ಲ.`,
    byYears: (semesters: number) =>
      `ಈ ಸ್ಕೇಲ್ ಪ್ರತಿ ${semesters} ಸೆಮಿಸ್ಟರ್‌ಗಳನ್ನು ಒಂದು ವರ್ಷವೆಂದು ಪರಿಗಣಿಸಿ, ಪ್ರತಿ ವರ್ಷದ GPA ಮೌಲ್ಯಕ್ಕೆ ತೂಕ ನೀಡುತ್ತದೆ.`,
    year: (number: number) => `ವರ್ಷ ${number}`,
    percentage: 'ಶೇಕಡಾ',
    noRule: 'ಈ ಸ್ಕೇಲ್‌ನಲ್ಲಿ ಶೇಕಡಾ ಲೆಕ್ಕಹಾಕುವ ನಿಯಮವಿಲ್ಲ.',
    outsideBands: (cgpa: string) => `CGPA ${cgpa} ಈ ಸ್ಕೇಲ್‌ನ ಶೇಕಡಾ ನಿಯಮದ ಯಾವುದೇ ವ್ಯಾಪ್ತಿಯಲ್ಲಿ ಬರುವುದಿಲ್ಲ.`,
    beforeRound: (cgpa: string, exact: string) =>
      `ನಿಯಮವು ಪೂರ್ಣಾಂಕಿಸುವ ಮೊದಲಿನ CGPA ಮೌಲ್ಯವನ್ನು ಬಳಸುತ್ತದೆ: ${cgpa} = ${exact}`,
    roundedWhole: (percentage: string) => `ಶೇಕಡಾವನ್ನು ಮೇಲಕ್ಕೆ ಪೂರ್ಣ ಸಂಖ್ಯೆಗೆ ಪೂರ್ಣಾಂಕಿಸಲಾಗಿದೆ: ${percentage}`,
    limited: (percentage: string) => `ಶೇಕಡಾವನ್ನು 0–100ಕ್ಕೆ ಸೀಮಿತಗೊಳಿಸಲಾಗಿದೆ: ${percentage}`,
    classLine: (name: string, least: number) => `ಶ್ರೇಣಿ: ${name} (CGPA ${least} ಅಥವಾ ಹೆಚ್ಚು)`,
  },
  'gpa-report': {
    title: (profile: string) => `${profile} – GPA ವರದಿ`,
    generated: (date: string) => `GPA ವರದಿ, ${date}`,
    cumulative: 'ಸಂಚಿತ GPA',
    counts: (semesters: number, subjects: number, credits: number) =>
      `${counted(semesters, 'ಸೆಮಿಸ್ಟರ್', 'ಸೆಮಿಸ್ಟರ್‌ಗಳು')}, ${counted(subjects, 'ವಿಷಯ', 'ವಿಷಯಗಳು')}, ${counted(credits, 'ಕ್ರೆಡಿಟ್', 'ಕ್ರೆಡಿಟ್‌ಗಳು')}`,
    noSemesters: 'ಇನ್ನೂ ಯಾವುದೇ ಸೆಮಿಸ್ಟರ್ ಸೇರಿಸಿಲ್ಲ',
    noSubjects: 'ಇನ್ನೂ ಯಾವುದೇ ವಿಷಯ ಸೇರಿಸಿಲ್ಲ',
    grade: 'ಗ್ರೇಡ್',
    points: 'ಪಾಯಿಂಟ್‌ಗಳು',
    counted: 'ಎಣಿಸಲಾಗಿದೆ',
    scale: (scale: string) => `ಗ್ರೇಡ್ ಸ್ಕೇಲ್: ${scale}`,
    percentage: (percentage: string, rule: string) => `ಶೇಕಡಾ ${percentage}% (${rule})`,
    classOf: (name: string) => `ಶ್ರೇಣಿ: ${name}`,
    source: (title: string, url: string, read: string) =>
      `ಮೂಲ: ${title}, ${url} (${read}ರಂದು ಓದಲಾಗಿದೆ)`,
  },
} satisfies Translation<
  | typeof summaryTexts
  | typeof cardTexts
  | typeof percentageTexts
  | typeof gpaWorkingTexts
  | typeof reportTexts
>;
