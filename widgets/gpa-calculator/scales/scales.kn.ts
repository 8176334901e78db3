/** The grade scales in Kannada: a scale's row, the list and a change, the editor, files, 4-point. */
import type {
  FourPointNote,
  fourPointTexts,
} from '../../../packages/core/src/gpa/scales/four-point-texts';
import type {
  GradeFlag,
  scaleEditorTexts,
} from '../../../packages/core/src/gpa/scales/scale-editor-texts';
import type { scaleFileTexts } from '../../../packages/core/src/gpa/scales/scale-file-texts';
import type { TextForm } from '../../../packages/core/src/gpa/scales/scale-problems';
import type { scaleTexts } from '../../../packages/core/src/gpa/scales/scale-texts';
import type {
  FailedSubjects,
  PercentageConversion,
  RepeatedSubjects,
  RoundingRule,
} from '../../../packages/core/src/gpa/scales/scale-types';
import type { Translation } from '../../../packages/core/src/i18n/texts';
import type { scaleChangeTexts } from './scale-change-texts';
import type { scaleReferenceTexts } from './scale-reference-texts';

const KINDS: Record<PercentageConversion['kind'], string> = {
  none: 'ಯಾವುದೂ ಇಲ್ಲ',
  linear: 'a × CGPA + b',
  piecewise: 'CGPA ವ್ಯಾಪ್ತಿಯ ಪ್ರಕಾರ',
};

const MODES: Record<RoundingRule['mode'], string> = {
  'half-away-from-zero': 'ಅರ್ಧದಲ್ಲಿ ಮೇಲಕ್ಕೆ ಪೂರ್ಣಾಂಕಿಸಿ',
  truncate: 'ಮುಂದಿನ ಅಂಕಿಗಳನ್ನು ಕೈಬಿಡಿ',
  up: 'ಮೇಲಕ್ಕೆ ಪೂರ್ಣಾಂಕಿಸಿ',
};

const FAILED: Record<FailedSubjects, string> = {
  counted: 'ಅವುಗಳ ಪಾಯಿಂಟ್‌ಗಳೊಂದಿಗೆ ಎಣಿಸಿ',
  'leave-out-until-cleared': 'ಉತ್ತೀರ್ಣವಾಗುವವರೆಗೆ ಎಣಿಸಬೇಡಿ',
};

const REPEATED: Record<RepeatedSubjects, string> = {
  'clearing-attempt': 'ಉತ್ತೀರ್ಣವಾದ ಪ್ರಯತ್ನ ಮಾತ್ರ',
  'every-attempt': 'ಪ್ರತಿಯೊಂದು ಪ್ರಯತ್ನ',
};

const FLAGS: Record<GradeFlag, string> = {
  countsInGpa: 'GPA ಲೆಕ್ಕದಲ್ಲಿ',
  earnsCredit: 'ಕ್ರೆಡಿಟ್',
  isFail: 'ಅನುತ್ತೀರ್ಣ',
  isTemporary: 'ತಾತ್ಕಾಲಿಕ',
};

const FORMS: Record<TextForm, string> = {
  id: 'ಇಂಗ್ಲಿಷ್ ಸಣ್ಣ ಅಕ್ಷರಗಳು, ಅಂಕಿಗಳು ಮತ್ತು ನಡುವೆ ‘-’ ಮಾತ್ರ ಹೊಂದಿರಬಹುದು',
  url: 'https:// ಅಥವಾ http:// ಎಂದು ಆರಂಭವಾಗಬೇಕು',
  date: 'ವರ್ಷ-ತಿಂಗಳು-ದಿನ ರೂಪದಲ್ಲಿರಬೇಕು (ಉದಾ. 2026-12-01)',
};

const FIELDS: Record<string, string> = {
  'percentage.a': 'ಶೇಕಡಾ ಗುಣಕ',
  'percentage.b': 'ಶೇಕಡಾ ಸೇರ್ಪಡೆ',
  'percentage.bands': 'ಶೇಕಡಾ ವ್ಯಾಪ್ತಿಗಳು',
  'rounding.places': 'ದಶಮಾಂಶ ಸ್ಥಾನಗಳು',
  'rounding.mode': 'ಪೂರ್ಣಾಂಕನ',
};

const PARTS: Record<string, string> = {
  id: 'ಐಡಿ',
  name: 'ಹೆಸರು',
  code: 'ಕೋಡ್',
  label: 'ಅರ್ಥ',
  points: 'ಪಾಯಿಂಟ್‌ಗಳು',
  marks: 'ಅಂಕಗಳು',
  minCgpa: 'ಕನಿಷ್ಠ CGPA',
  requiresNoArrears: 'ಎಂದಿಗೂ ಬ್ಯಾಕ್‌ಲಾಗ್ ಇಲ್ಲ',
  gpaCap: 'ಗರಿಷ್ಠ GPA',
  countsInGpa: 'GPA ಲೆಕ್ಕಕ್ಕೆ ಸೇರುವುದು',
  earnsCredit: 'ಕ್ರೆಡಿಟ್ ದೊರಕುವುದು',
  isFail: 'ಅನುತ್ತೀರ್ಣವಾಗಿರುವುದು',
  isTemporary: 'ತಾತ್ಕಾಲಿಕವಾಗಿರುವುದು',
  from: 'ಆರಂಭಿಕ CGPA',
  to: 'ಕೊನೆಯ CGPA',
  a: 'ಗುಣಕ',
  b: 'ಸೇರ್ಪಡೆ',
  title: 'ಶೀರ್ಷಿಕೆ',
  url: 'ವಿಳಾಸ',
  read: 'ಓದಿದ ದಿನಾಂಕ',
  grades: 'ಗ್ರೇಡ್‌ಗಳು',
  classes: 'ಶ್ರೇಣಿಗಳು',
  sources: 'ಮೂಲಗಳು',
  aggregation: 'CGPA ಲೆಕ್ಕಾಚಾರ',
  kind: 'ಪ್ರಕಾರ',
  semestersPerYear: 'ವರ್ಷದ ಸೆಮಿಸ್ಟರ್‌ಗಳು',
  weights: 'ತೂಕಗಳು',
  count: 'ಸೆಮಿಸ್ಟರ್‌ಗಳ ಸಂಖ್ಯೆ',
  failedSubjects: 'ಅನುತ್ತೀರ್ಣ ವಿಷಯಗಳು',
  repeatedSubjects: 'ಮತ್ತೆ ತೆಗೆದುಕೊಂಡ ವಿಷಯಗಳು',
  rounding: 'ಪೂರ್ಣಾಂಕನ',
  places: 'ದಶಮಾಂಶ ಸ್ಥಾನಗಳು',
  mode: 'ಪೂರ್ಣಾಂಕನದ ವಿಧಾನ',
  beforePercentage: 'ಶೇಕಡಾಕ್ಕೆ ಮೊದಲು ಪೂರ್ಣಾಂಕನ',
  percentage: 'ಶೇಕಡಾ',
  roundUpToInteger: 'ಪೂರ್ಣ ಶೇಕಡಾಕ್ಕೆ ಪೂರ್ಣಾಂಕನ',
  bands: 'ವ್ಯಾಪ್ತಿಗಳು',
  disputed: 'ಭಿನ್ನಾಭಿಪ್ರಾಯಗಳು',
  about: 'ವಿಷಯ',
  alternatives: 'ಪರ್ಯಾಯಗಳು',
  description: 'ವಿವರಣೆ',
};

function field(path: string): string {
  const whole = FIELDS[path];
  if (whole) return whole;
  return path
    .split('.')
    .map((part) => {
      const [, name = part, index] = /^([^[]+)\[(\d+)\]$/.exec(part) ?? [];
      const word = PARTS[name] ?? `‘${name}’`;
      return index === undefined ? word : `${word} ${Number(index) + 1}`;
    })
    .join(' › ');
}

const SPEC_MEANINGS: Record<string, string> = {
  Outstanding: 'ಅತ್ಯುತ್ತಮ',
  Excellent: 'ಉತ್ಕೃಷ್ಟ',
  'Very Good': 'ಬಹಳ ಉತ್ತಮ',
  Good: 'ಉತ್ತಮ',
  'Above Average': 'ಸರಾಸರಿಗಿಂತ ಮೇಲು',
  Average: 'ಸರಾಸರಿ',
  Pass: 'ಉತ್ತೀರ್ಣ',
  Fail: 'ಅನುತ್ತೀರ್ಣ',
  Backlog: 'ಬ್ಯಾಕ್‌ಲಾಗ್',
  Reappear: 'ಮರುಪರೀಕ್ಷೆ',
  Incomplete: 'ಅಪೂರ್ಣ',
};

const NOTES: Record<FourPointNote, string> = {
  everyAttempt:
    'ಪಟ್ಟಿಯಲ್ಲಿರುವ ಪ್ರತಿಯೊಂದು ಕೋರ್ಸ್ ಎಣಿಕೆಯಾಗುತ್ತದೆ, ಪ್ರತಿಯೊಂದು ಪ್ರಯತ್ನವೂ ಪ್ರತ್ಯೇಕ ಕೋರ್ಸ್ ಆಗಿ: ಕ್ಯಾಲ್ಕುಲೇಟರ್ ನಮೂದಿಸಿದ ಪ್ರತಿಯೊಂದು ಕೋರ್ಸನ್ನೂ ಪರಿವರ್ತಿಸುತ್ತದೆ, ಮತ್ತು ಇದರ ಮೂಲ ಮತ್ತೆ ತೆಗೆದುಕೊಂಡ ಕೋರ್ಸ್‌ಗಳ ಬಗ್ಗೆ ಏನನ್ನೂ ಹೇಳುವುದಿಲ್ಲ.',
  noPoints:
    'Diplomatiko, AB ಮತ್ತು BC ಗ್ರೇಡ್‌ಗಳಿಗೆ ಪಾಯಿಂಟ್‌ಗಳನ್ನು ಮುದ್ರಿಸುವುದಿಲ್ಲ: ಇವು Scholaro ಕ್ಯಾಲ್ಕುಲೇಟರ್‌ನವು, 3.5 ಮತ್ತು 2.5.',
};

export const scalesKannada = {
  'gpa-scale': {
    gradeScale: 'ಗ್ರೇಡ್ ಸ್ಕೇಲ್',
    change: 'ಬದಲಿಸಿ',
    edit: 'ಸಂಪಾದಿಸಿ',
    review: 'ಪರಿಶೀಲಿಸಿ',
    changeLabel: (scale: string) => `ಗ್ರೇಡ್ ಸ್ಕೇಲ್ ಬದಲಿಸಿ (${scale})`,
    editLabel: (scale: string) => `ಕಸ್ಟಮ್ ಗ್ರೇಡ್ ಸ್ಕೇಲ್ ಸಂಪಾದಿಸಿ (${scale})`,
    reviewLabel: (scale: string) => `${scale} ತಿದ್ದುಪಡಿಯನ್ನು ಪರಿಶೀಲಿಸಿ`,
    corrected: (scale: string) =>
      `ವಿಶ್ವವಿದ್ಯಾಲಯದ ಸ್ವಂತ ಮೂಲಗಳೊಂದಿಗೆ ಹೋಲಿಸಿ ${scale} ತಿದ್ದುಪಡಿ ಮಾಡಲಾಗಿದೆ. ನೀವು ತಿದ್ದುಪಡಿಯನ್ನು ಪರಿಶೀಲಿಸುವವರೆಗೆ ನಿಮ್ಮ ಅಂಕಿಅಂಶಗಳು ಇದ್ದಂತೆಯೇ ಇರುತ್ತವೆ.`,
    sources: 'ಮೂಲಗಳು',
    read: (day: string) => `(${day}ರಂದು ಓದಲಾಗಿದೆ)`,
    disagree: (about: string) => `ಮೂಲಗಳಲ್ಲಿ ಭಿನ್ನಾಭಿಪ್ರಾಯ: ${about}`,
    aboveBest: (semester: string, sgpa: number, scale: string, best: number) =>
      `${semester} SGPA ${sgpa}, ${scale} ಸ್ಕೇಲ್‌ನ ಗರಿಷ್ಠ ${best}ಕ್ಕಿಂತ ಹೆಚ್ಚಿದೆ: ಮೊದಲು ಆ ಸೆಮಿಸ್ಟರನ್ನು ಬದಲಿಸಿ ಅಥವಾ ಅಳಿಸಿ.`,
    grade: 'ಗ್ರೇಡ್',
    credits: 'ಕ್ರೆಡಿಟ್‌ಗಳು',
    points: 'ಪಾಯಿಂಟ್‌ಗಳು',
    meaning: 'ಅರ್ಥ',
    inMarks: (band: string) => `${band} ಅಂಕಗಳು`,
    notInGpa: 'GPA ಲೆಕ್ಕದಲ್ಲಿ ಇಲ್ಲ',
    percentage: 'ಶೇಕಡಾ',
    division: 'ಶ್ರೇಣಿ',
  },
  'gpa-scale-change': {
    intro: 'ನಿಮ್ಮ ವಿಶ್ವವಿದ್ಯಾಲಯದ ಸ್ಕೇಲ್ ಆಯ್ಕೆಮಾಡಿ: ಗ್ರೇಡ್‌ಗಳು, GPA, ಶೇಕಡಾ ಮತ್ತು ಶ್ರೇಣಿ ಅದರಂತೆಯೇ ಇರುತ್ತವೆ.',
    find: 'ನಿಮ್ಮ ವಿಶ್ವವಿದ್ಯಾಲಯವನ್ನು ಹುಡುಕಿ',
    findHint: 'ಹೆಸರು, ಸಂಕ್ಷಿಪ್ತ ರೂಪ ಅಥವಾ ನಗರ',
    count: (total: number) => `${total} ಸ್ಕೇಲ್‌ಗಳು`,
    found: (found: number, total: number) => `${total}ರಲ್ಲಿ ${found} ಸ್ಕೇಲ್‌ಗಳು`,
    noMatch: (query: string) =>
      `‘${query}’ ಎಂಬುದಕ್ಕೆ ಹೊಂದುವ ಯಾವುದೇ ಸ್ಕೇಲ್ ಇಲ್ಲ: ನಿಮ್ಮ ವಿಶ್ವವಿದ್ಯಾಲಯದ ಗ್ರೇಡ್‌ಗಳನ್ನು ನಮೂದಿಸಲು ಕಸ್ಟಮ್ ಸ್ಕೇಲ್ ಆಯ್ಕೆಮಾಡಿ.`,
    custom: 'ಕಸ್ಟಮ್ ಸ್ಕೇಲ್…',
    editCustom: (scale: string) => `ಕಸ್ಟಮ್ ಸ್ಕೇಲ್ ಸಂಪಾದಿಸಿ: ${scale}…`,
    cancel: 'ರದ್ದುಮಾಡಿ',
    changeTitle: 'ಗ್ರೇಡ್ ಸ್ಕೇಲ್ ಬದಲಿಸಿ',
    correctTitle: 'ತಿದ್ದುಪಡಿ ಮಾಡಿದ ಗ್ರೇಡ್ ಸ್ಕೇಲ್',
    changeScale: 'ಸ್ಕೇಲ್ ಬದಲಿಸಿ',
    useCorrect: 'ತಿದ್ದುಪಡಿ ಮಾಡಿದ ಸ್ಕೇಲ್ ಬಳಸಿ',
    fromTo: (from: string, to: string) => `${from} ಸ್ಕೇಲ್‌ನಿಂದ ${to} ಸ್ಕೇಲ್‌ಗೆ.`,
    allStay: (subjects: number) =>
      `ಎಲ್ಲಾ ${subjects} ವಿಷಯಗಳು ಉಳಿಯುತ್ತವೆ; ಅವುಗಳ ಗ್ರೇಡ್‌ಗಳು ಹೊಸ ಸ್ಕೇಲ್‌ಗೆ ಬದಲಾಗುತ್ತವೆ.`,
    noChanges: 'ಯಾವುದೇ ಗ್ರೇಡ್ ಬದಲಾಗುವುದಿಲ್ಲ.',
    changing: 'ಬದಲಾಗುವ ಗ್ರೇಡ್‌ಗಳು:',
    comingBack: (scale: string) =>
      `ಮತ್ತೆ ${scale} ಸ್ಕೇಲ್‌ಗೆ ಬದಲಿಸಿದರೆ, ನೀವು ನಡುವೆ ಸಂಪಾದಿಸದಿದ್ದರೆ ಪ್ರತಿಯೊಂದು ಗ್ರೇಡ್ ಮೊದಲಿನಂತೆಯೇ ಆಗುತ್ತದೆ.`,
    none: 'ಯಾವುದೂ ಇಲ್ಲ',
  },
  'gpa-scale-editor': {
    title: 'ಕಸ್ಟಮ್ ಗ್ರೇಡ್ ಸ್ಕೇಲ್',
    intro:
      'ನಿಮ್ಮ ವಿಶ್ವವಿದ್ಯಾಲಯದ ಗ್ರೇಡ್‌ಗಳು ಮತ್ತು ಪಾಯಿಂಟ್‌ಗಳು, ಶೇಕಡಾ ಸೂತ್ರ ಮತ್ತು ಶ್ರೇಣಿಗಳು. ಈ ಪ್ರೊಫೈಲನ್ನು ಈ ಸ್ಕೇಲ್‌ಗೆ ತರಲು ಉಳಿಸಿ; ರಫ್ತು ಮಾಡಿದರೆ ಇತರರು ಆಮದು ಮಾಡಿಕೊಳ್ಳಬಹುದಾದ ಫೈಲ್ ಸಿಗುತ್ತದೆ.',
    importFile: 'ಫೈಲ್ ಆಮದು ಮಾಡಿ',
    exportFile: 'ಫೈಲ್ ರಫ್ತು ಮಾಡಿ',
    imported: (scale: string) => `${scale} ಆಮದು ಮಾಡಲಾಗಿದೆ. ಅದನ್ನು ಪರಿಶೀಲಿಸಿ, ನಂತರ ಉಳಿಸಿ.`,
    fileLabel: 'ಆಮದು ಮಾಡಬೇಕಾದ ಗ್ರೇಡ್ ಸ್ಕೇಲ್ ಫೈಲ್',
    scaleName: 'ಸ್ಕೇಲ್ ಹೆಸರು',
    save: 'ಸ್ಕೇಲ್ ಉಳಿಸಿ',
    of: (field: string, row: string) => `${row}: ${field}`,
    remove: (row: string) => `${row} ತೆಗೆದುಹಾಕಿ`,
    atMost: (most: number) => `(ಗರಿಷ್ಠ ${most})`,
    fixThese: (count: number) => `ಉಳಿಸುವ ಮೊದಲು ${count === 1 ? 'ಇದನ್ನು' : 'ಇವುಗಳನ್ನು'} ಸರಿಪಡಿಸಿ:`,
    grades: 'ಗ್ರೇಡ್‌ಗಳು',
    gradesNote:
      'ಪಾಯಿಂಟ್‌ಗಳು ದಶಮಾಂಶದಲ್ಲಿರಬಹುದು (8.5). GPA ಲೆಕ್ಕದಲ್ಲಿ: GPA ಲೆಕ್ಕಕ್ಕೆ ಸೇರುತ್ತದೆ. ಕ್ರೆಡಿಟ್: ವಿಷಯದ ಕ್ರೆಡಿಟ್‌ಗಳನ್ನು ದೊರಕಿಸುತ್ತದೆ. ಅನುತ್ತೀರ್ಣ: ನಂತರದ ಪ್ರಯತ್ನದಲ್ಲಿ ಉತ್ತೀರ್ಣವಾಗುವವರೆಗೆ ಬ್ಯಾಕ್‌ಲಾಗ್. ತಾತ್ಕಾಲಿಕ: ಏನಾದರೂ ಆಗುವವರೆಗೆ ಇರುತ್ತದೆ (ಮರುಪರೀಕ್ಷೆ, ಅಪೂರ್ಣ).',
    code: 'ಕೋಡ್',
    marks: 'ಅಂಕಗಳು',
    marksHint: 'ಅಂಕಗಳು (ಐಚ್ಛಿಕ)',
    flags: 'ಲಕ್ಷಣಗಳು',
    flag: (flag: GradeFlag) => FLAGS[flag],
    gradeName: (number: number, code: string) => `ಗ್ರೇಡ್ ${number}${code ? ` (${code})` : ''}`,
    addGrade: 'ಗ್ರೇಡ್ ಸೇರಿಸಿ',
    formula: 'ಸೂತ್ರ',
    kind: (kind: PercentageConversion['kind']) => KINDS[kind],
    multiplier: 'a (ಗುಣಕ)',
    offset: 'b (ಸೇರ್ಪಡೆ)',
    fromCgpa: 'ಆರಂಭಿಕ CGPA',
    to: 'ಕೊನೆಯ',
    toCgpa: 'ಕೊನೆಯ CGPA',
    bandName: (number: number) => `ವ್ಯಾಪ್ತಿ ${number}`,
    addBand: 'ವ್ಯಾಪ್ತಿ ಸೇರಿಸಿ',
    roundUp: 'ಪೂರ್ಣ ಶೇಕಡಾಕ್ಕೆ ಮೇಲಕ್ಕೆ ಪೂರ್ಣಾಂಕಿಸಿ',
    classes: 'ಶ್ರೇಣಿಗಳು',
    classesNote: 'ಅತ್ಯುನ್ನತವಾದದ್ದು ಮೊದಲು: ವಿದ್ಯಾರ್ಥಿ ತಲುಪುವ ಕನಿಷ್ಠ CGPA ಇರುವ ಮೊದಲ ಶ್ರೇಣಿ ಅವರಿಗೆ ಸಿಗುತ್ತದೆ.',
    minCgpa: 'ಕನಿಷ್ಠ CGPA',
    name: 'ಹೆಸರು',
    minimumCgpa: 'ಕನಿಷ್ಠ CGPA',
    noArrears: 'ಎಂದಿಗೂ ಬ್ಯಾಕ್‌ಲಾಗ್ ಇಲ್ಲ',
    className: (number: number, name: string) => `ಶ್ರೇಣಿ ${number}${name ? ` (${name})` : ''}`,
    addClass: 'ಶ್ರೇಣಿ ಸೇರಿಸಿ',
    preview: 'ಮುನ್ನೋಟ',
    rule: (rule: string) => `ನಿಯಮ: ${rule}`,
    noPercentage: 'ಶೇಕಡಾ ಇಲ್ಲ',
    outsideBands: 'ಯಾವುದೇ ವ್ಯಾಪ್ತಿಯಲ್ಲಿ ಇಲ್ಲ',
    cgpaRules: 'CGPA ನಿಯಮಗಳು',
    creditWeight: 'CGPA: ವಿಷಯಗಳ ಮೇಲೆ, ಕ್ರೆಡಿಟ್‌ಗಳ ತೂಕದೊಂದಿಗೆ.',
    otherWay: (scale: string) =>
      `${scale} ತನ್ನ CGPA ಮೌಲ್ಯವನ್ನು ಬೇರೆ ರೀತಿಯಲ್ಲಿ ಲೆಕ್ಕಹಾಕುತ್ತದೆ, ಅದು ಕಸ್ಟಮ್ ಸ್ಕೇಲ್‌ನಲ್ಲಿ ಲಭ್ಯವಿಲ್ಲ.`,
    places: 'ದಶಮಾಂಶ ಸ್ಥಾನಗಳು',
    rounding: 'ಪೂರ್ಣಾಂಕನ',
    mode: (mode: RoundingRule['mode']) => MODES[mode],
    failedLabel: 'ಅನುತ್ತೀರ್ಣ ವಿಷಯಗಳು, ಉತ್ತೀರ್ಣವಾಗುವವರೆಗೆ',
    failed: (rule: FailedSubjects) => FAILED[rule],
    repeatLabel: 'ಮತ್ತೆ ತೆಗೆದುಕೊಂಡ ವಿಷಯದ ಎಣಿಕೆ',
    repeated: (rule: RepeatedSubjects) => REPEATED[rule],
    highest: 'ಗರಿಷ್ಠ GPA (ಐಚ್ಛಿಕ)',
    convert: 'ಪೂರ್ಣಾಂಕಿಸಿದ CGPA ಮೌಲ್ಯವನ್ನು ಶೇಕಡಾಕ್ಕೆ ಪರಿವರ್ತಿಸಿ',
    sources: 'ಮೂಲಗಳು (ಐಚ್ಛಿಕ)',
    sourcesNote: 'ಈ ನಿಯಮಗಳು ಎಲ್ಲಿಂದ ಬಂದಿವೆ, ಉದಾಹರಣೆಗೆ ನಿಮ್ಮ ವಿಶ್ವವಿದ್ಯಾಲಯದ ನಿಯಮಾವಳಿಗಳು.',
    sourceName: (number: number) => `ಮೂಲ ${number}`,
    sourceTitle: 'ಶೀರ್ಷಿಕೆ',
    address: 'ವೆಬ್ ವಿಳಾಸ',
    addressHint: 'ವೆಬ್ ವಿಳಾಸ',
    readOn: (day: string) => `${day}ರಂದು ಓದಲಾಗಿದೆ`,
    readToday: 'ಉಳಿಸಿದಾಗ, ಇಂದು ಓದಲಾಗಿದೆ',
    addSource: 'ಮೂಲ ಸೇರಿಸಿ',
    customName: (scale: string) => `${scale} (ಕಸ್ಟಮ್)`,
  },
  'gpa-scale-file': {
    notAFile: 'ಇದು CampusCalc ಗ್ರೇಡ್ ಸ್ಕೇಲ್ ಫೈಲ್ ಅಲ್ಲ',
    version: (version: string) => `ಗ್ರೇಡ್ ಸ್ಕೇಲ್ ಫೈಲ್‌ನ ಈ ಆವೃತ್ತಿ ಬೆಂಬಲಿತವಾಗಿಲ್ಲ: ${version}`,
    gradeRow: (number: number) => `ಗ್ರೇಡ್ ${number}`,
    classRow: (number: number) => `ಶ್ರೇಣಿ ${number}`,
    sourceRow: (number: number) => `ಮೂಲ ${number}`,
    bandRow: (number: number) => `ಶೇಕಡಾ ವ್ಯಾಪ್ತಿ ${number}`,
    disputeRow: (number: number) => `ಭಿನ್ನಾಭಿಪ್ರಾಯ ${number}`,
    field,
    wholeScale: 'ಸ್ಕೇಲ್',
    problem: (subject: string, fault: string) => `${subject} ${fault}`,
    notObject: 'ಆಬ್ಜೆಕ್ಟ್ ({ … }) ಆಗಿರಬೇಕು',
    emptyText: 'ಖಾಲಿ ಇರಬಾರದು',
    tooLong: (most: number) => `ಗರಿಷ್ಠ ${most} ಅಕ್ಷರಗಳಷ್ಟು ಇರಬಹುದು`,
    form: (form: TextForm) => FORMS[form],
    codeChars: '‘/’, ‘|’ ಅಥವಾ ಯಾವುದೇ ನಿಯಂತ್ರಣ ಅಕ್ಷರವನ್ನು ಹೊಂದಿರಬಾರದು',
    notFlag: 'true ಅಥವಾ false ಆಗಿರಬೇಕು',
    notNumber: 'ಒಂದು ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು',
    range: (min: number, max: number) => `${min}ರಿಂದ ${max}ರವರೆಗೆ ಇರಬೇಕು`,
    decimals: (most: number) => `ಗರಿಷ್ಠ ${most} ದಶಮಾಂಶ ಸ್ಥಾನಗಳನ್ನು ಹೊಂದಿರಬಹುದು`,
    notList: 'ಒಂದು ಪಟ್ಟಿಯಾಗಿರಬೇಕು',
    entries: (min: number, max: number) => `${min}ರಿಂದ ${max} ನಮೂದುಗಳನ್ನು ಹೊಂದಿರಬೇಕು`,
    oneOf: (options: readonly string[]) => `ಇವುಗಳಲ್ಲಿ ಒಂದಾಗಿರಬೇಕು: ${options.join(', ')}`,
    unknownField: 'ತಿಳಿದಿರುವ ಕ್ಷೇತ್ರವಲ್ಲ',
    bandBackwards: 'ತನ್ನ ಅಂತ್ಯಕ್ಕಿಂತ ಕೆಳಗೆ ಆರಂಭವಾಗಬೇಕು',
    bandGap: 'ಮುಂದಿನ ವ್ಯಾಪ್ತಿ ಆರಂಭವಾಗುವಲ್ಲೇ ಕೊನೆಗೊಳ್ಳಬೇಕು',
    repeats: (grade: string) => `‘${grade}’ ಅನ್ನು ಪುನರಾವರ್ತಿಸುತ್ತದೆ`,
    failAndCredit: 'ಅನುತ್ತೀರ್ಣವಾಗಿದ್ದೂ ಕ್ರೆಡಿಟ್ ದೊರಕಿಸುವಂತಿಲ್ಲ',
    classOrder: 'ತನ್ನ ಹಿಂದಿನ ಶ್ರೇಣಿಗಿಂತ ಹೆಚ್ಚಿರಬಾರದು (ಅತ್ಯುನ್ನತವಾದದ್ದು ಮೊದಲು)',
    marksBand: '90–100, ≥ 90 ಅಥವಾ < 40 ರೀತಿಯ ವ್ಯಾಪ್ತಿಯಾಗಿರಬೇಕು',
  },
  'gpa-scale-reference': {
    specMeaning: (meaning: string) => SPEC_MEANINGS[meaning] ?? meaning,
  },
  'gpa-four-point': {
    heading: 'ಕೋರ್ಸ್‌ವಾರು, ಮೌಲ್ಯಮಾಪನ ಸಂಸ್ಥೆಗಳ ಕೋಷ್ಟಕಗಳಿಂದ',
    howWorked: (method: string) => `${method} ಹೇಗೆ ಲೆಕ್ಕಹಾಕಲಾಗುತ್ತದೆ`,
    leftOut: (courses: string) => `GPA ಲೆಕ್ಕದಲ್ಲಿ ಇಲ್ಲ, ಕೈಬಿಡಲಾಗಿದೆ: ${courses}`,
    note: (note: FourPointNote) => NOTES[note],
    differ: 'ಈ ಗ್ರೇಡ್‌ಗಳ ಅಮೆರಿಕನ್ ಗ್ರೇಡ್ ಬಗ್ಗೆ ಮೌಲ್ಯಮಾಪನ ಸಂಸ್ಥೆಗಳಲ್ಲಿ ಒಮ್ಮತವಿಲ್ಲ:',
    notTenPoint: (scale: string, maximum: number) =>
      `ಇದರ ಕೋಷ್ಟಕ 10-ಪಾಯಿಂಟ್ ಗ್ರೇಡ್‌ಗಳನ್ನು ಪರಿವರ್ತಿಸುತ್ತದೆ; ${scale} ಸ್ಕೇಲ್‌ನಲ್ಲಿ ಗ್ರೇಡ್‌ಗಳು ${maximum}ರವರೆಗೆ ಇವೆ.`,
    onlySgpa: (semester: string) =>
      `${semester}: ಅದರ SGPA ಮಾತ್ರ ನಮೂದಾಗಿದೆ; ಕೋಷ್ಟಕಕ್ಕೆ ಪ್ರತಿಯೊಂದು ಕೋರ್ಸ್‌ನ ಗ್ರೇಡ್ ಬೇಕು.`,
    noRow: (grade: string) => `ಇದರ ಕೋಷ್ಟಕದಲ್ಲಿ ${grade} ಗ್ರೇಡ್‌ಗೆ ಅಮೆರಿಕನ್ ಗ್ರೇಡ್ ಇಲ್ಲ.`,
    caption: (method: string) => `${method}: ಪ್ರತಿಯೊಂದು ಕೋರ್ಸ್`,
    course: 'ಕೋರ್ಸ್',
    gradePoints: 'ಗ್ರೇಡ್ (ಪಾಯಿಂಟ್‌ಗಳು)',
    usGrade: 'ಅಮೆರಿಕನ್ ಗ್ರೇಡ್ (ಪಾಯಿಂಟ್‌ಗಳು)',
    product: 'ಪಾಯಿಂಟ್‌ಗಳು × ಕ್ರೆಡಿಟ್‌ಗಳು',
    pointsAdded: (sum: string) => `ಪಾಯಿಂಟ್‌ಗಳು × ಕ್ರೆಡಿಟ್‌ಗಳ ಮೊತ್ತ: ${sum}`,
    creditsAdded: (sum: string) => `ಕ್ರೆಡಿಟ್‌ಗಳ ಮೊತ್ತ: ${sum}`,
    about: (value: string, places: number) => `≈ ${value} (${places} ದಶಮಾಂಶ ಸ್ಥಾನಗಳಿಗೆ)`,
    rounded: (places: number, value: string) => `${places} ದಶಮಾಂಶ ಸ್ಥಾನಗಳಿಗೆ ಪೂರ್ಣಾಂಕಿಸಲಾಗಿದೆ: ${value}`,
    hasNoRow: 'ಕೋಷ್ಟಕದಲ್ಲಿ ಇದರ ಸಾಲು ಇಲ್ಲ',
    proportional: (value: string) => `ಅನುಪಾತದಿಂದ ${value}`,
  },
} satisfies Translation<
  | typeof scaleTexts
  | typeof scaleChangeTexts
  | typeof scaleEditorTexts
  | typeof scaleFileTexts
  | typeof fourPointTexts
  | typeof scaleReferenceTexts
>;
