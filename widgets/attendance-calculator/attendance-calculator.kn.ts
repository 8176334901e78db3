/**
 * The attendance calculator in Kannada: fetched when an element's language is Kannada. Words as
 * Karnataka's colleges print them on attendance notices: ಹಾಜರಾತಿ, ನಡೆದ ತರಗತಿಗಳು, ಮನ್ನಾ (condonation).
 */
import type {
  AttendanceProblem,
  CountField,
  PercentageField,
  SectionProblem,
} from '../../packages/core/src/attendance/problems';
import type { Standing } from '../../packages/core/src/attendance/sheet-outcome';
import type { RemainingSource } from '../../packages/core/src/attendance/sheet-types';
import { sharedKannada } from '../../packages/ui/src/language/kn';
import type { AttendanceTranslation } from './attendance-calculator.translation';

const STATES: Record<Standing['state'], string> = {
  safe: 'ಸುರಕ್ಷಿತ',
  reachable: 'ಹಾಜರಾತಿ ಕೊರತೆ',
  unreachable: 'ಈ ಸೆಮಿಸ್ಟರ್‌ನಲ್ಲಿ ಸಾಧ್ಯವಿಲ್ಲ',
  'no-classes': 'ಇನ್ನೂ ತರಗತಿಗಳಿಲ್ಲ',
};

const COUNT_LABELS: Record<CountField, string> = {
  held: 'ನಡೆದ ತರಗತಿಗಳು',
  attended: 'ಹಾಜರಾದ ತರಗತಿಗಳು',
  leave: 'ರಜೆ',
  remaining: 'ಮುಂದಿನ ತರಗತಿಗಳು',
  leaveLimit: 'ಪರಿಗಣಿಸುವ ರಜೆ',
};

const PERCENTAGE_LABELS: Record<PercentageField, string> = {
  required: 'ಅಗತ್ಯ ಹಾಜರಾತಿ',
  subjectRequired: 'ಅಗತ್ಯ %',
  condonation: 'ಪ್ರತಿ ಮನ್ನಾ ವ್ಯಾಪ್ತಿ',
};

const WEEKDAYS = ['ಸೋಮ', 'ಮಂಗಳ', 'ಬುಧ', 'ಗುರು', 'ಶುಕ್ರ', 'ಶನಿ', 'ಭಾನು'];

/** Each weekday's whole name, as a sentence says "Monday's classes". */
const WEEKDAYS_OF = [
  'ಸೋಮವಾರದ',
  'ಮಂಗಳವಾರದ',
  'ಬುಧವಾರದ',
  'ಗುರುವಾರದ',
  'ಶುಕ್ರವಾರದ',
  'ಶನಿವಾರದ',
  'ಭಾನುವಾರದ',
];

// A break is written with a dash: the holiday list reads 'to', 'से' or a dash between two dates,
// not Kannada's 'ರಿಂದ … ರವರೆಗೆ'.
const HOLIDAYS_HINT =
  'ರಜಾದಿನವನ್ನು 25/12/2026 ಎಂದು, ಮತ್ತು ದೀರ್ಘ ರಜೆಯನ್ನು 24/12/2026 – 1/1/2027 ಎಂದು ಬರೆಯಿರಿ.';

// Kannada puts a case on the noun of a count: '8 ತರಗತಿಗಳು', '8 ತರಗತಿಗಳಿಗೆ' (to 8 classes). `classes`
// and `subjects` say a count as a subject says it; a sentence that needs another case asks `inCase`.
type Case = 'accusative' | 'dative' | 'genitive';

const CASES: Record<string, Record<Case, string>> = {
  ತರಗತಿ: { accusative: 'ತರಗತಿಯನ್ನು', dative: 'ತರಗತಿಗೆ', genitive: 'ತರಗತಿಯ' },
  ತರಗತಿಗಳು: { accusative: 'ತರಗತಿಗಳನ್ನು', dative: 'ತರಗತಿಗಳಿಗೆ', genitive: 'ತರಗತಿಗಳ' },
  ವಿಷಯ: { accusative: 'ವಿಷಯವನ್ನು', dative: 'ವಿಷಯಕ್ಕೆ', genitive: 'ವಿಷಯದ' },
  ವಿಷಯಗಳು: { accusative: 'ವಿಷಯಗಳನ್ನು', dative: 'ವಿಷಯಗಳಿಗೆ', genitive: 'ವಿಷಯಗಳ' },
};

const inCase = (count: string, wanted: Case) =>
  count.replace(/\S+$/u, (noun) => CASES[noun]?.[wanted] ?? noun);

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

function problem(problem: AttendanceProblem): string {
  switch (problem.code) {
    case 'negative':
      return `‘${COUNT_LABELS[problem.field]}’ ಋಣಾತ್ಮಕವಾಗಿರಬಾರದು.`;
    case 'notWhole':
      return `‘${COUNT_LABELS[problem.field]}’ ತರಗತಿಗಳ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು, ಉದಾಹರಣೆಗೆ 40.`;
    case 'notNumber':
      return `‘${COUNT_LABELS[problem.field]}’ ಸಂಖ್ಯೆಯಲ್ಲ: ಅಂಕಿಗಳಲ್ಲಿ ಬರೆಯಿರಿ, ಉದಾಹರಣೆಗೆ 40.`;
    case 'tooMany':
      return `‘${COUNT_LABELS[problem.field]}’ ಗರಿಷ್ಠ ${problem.most} ಆಗಿರಬಹುದು.`;
    case 'notPercentage':
      return `‘${PERCENTAGE_LABELS[problem.field]}’ 0ಕ್ಕಿಂತ ಹೆಚ್ಚಿನ ಮತ್ತು 100ರವರೆಗಿನ ಶೇಕಡಾ ಆಗಿರಬೇಕು, ಗರಿಷ್ಠ 2 ದಶಮಾಂಶ ಸ್ಥಾನಗಳೊಂದಿಗೆ, ಉದಾಹರಣೆಗೆ 75.`;
    case 'attendedOverHeld':
      return `ಹಾಜರಾದ ತರಗತಿಗಳು (${problem.attended}) ನಡೆದ ತರಗತಿಗಳಿಗಿಂತ (${problem.held}) ಹೆಚ್ಚಿರಬಾರದು.`;
    case 'leaveOverHeld':
      return `ಹಾಜರಾದ ಮತ್ತು ರಜೆಯ ತರಗತಿಗಳು ಸೇರಿ (${problem.together}) ನಡೆದ ತರಗತಿಗಳಿಗಿಂತ (${problem.held}) ಹೆಚ್ಚಿರಬಾರದು.`;
    case 'timetableDay':
      return `${WEEKDAYS_OF[problem.weekday]} ತರಗತಿಗಳು 0ರಿಂದ ${problem.most}ರವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು.`;
    case 'needsLastDay':
      return 'ವೇಳಾಪಟ್ಟಿಯಿಂದ ಮುಂದಿನ ತರಗತಿಗಳನ್ನು ಎಣಿಸಲು ಬೋಧನೆಯ ಕೊನೆಯ ದಿನವನ್ನು ನೀಡಿ.';
  }
}

function sectionProblem(problem: SectionProblem): string {
  switch (problem.code) {
    case 'bandNotBelow':
      return `ಮನ್ನಾ ವ್ಯಾಪ್ತಿ ಅಗತ್ಯ ಹಾಜರಾತಿಗಿಂತ (${problem.required} %) ಕೆಳಗೆ ಆರಂಭವಾಗುತ್ತದೆ: ${problem.band} ಅದಕ್ಕಿಂತ ಕೆಳಗಿಲ್ಲ.`;
    case 'lastDayNotDate':
      return 'ಬೋಧನೆಯ ಕೊನೆಯ ದಿನ ದಿನಾಂಕವಲ್ಲ: ಅದನ್ನು ಕ್ಯಾಲೆಂಡರ್‌ನಿಂದ ಆಯ್ಕೆಮಾಡಿ.';
    case 'lastDayTooFar':
      return `ಬೋಧನೆಯ ಕೊನೆಯ ದಿನ, ${problem.lastDay}, ಒಂದು ವರ್ಷಕ್ಕಿಂತಲೂ ಮುಂದಿದೆ: ವರ್ಷ ಸರಿಯಾಗಿದೆಯೇ?`;
    case 'holidaysTooLong':
      return `ರಜಾದಿನಗಳ ಪಟ್ಟಿ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ: ಗರಿಷ್ಠ ${problem.most} ಅಕ್ಷರಗಳು. ದೀರ್ಘ ರಜೆಯನ್ನು ಒಂದೇ ಅವಧಿಯಾಗಿ ಬರೆಯಿರಿ.`;
    case 'holidayNotDate':
      return `‘${problem.entry}’ ದಿನಾಂಕವಲ್ಲ. ${HOLIDAYS_HINT}`;
    case 'holidayBackwards':
      return `‘${problem.entry}’ ಆರಂಭವಾಗುವ ಮೊದಲೇ ಕೊನೆಗೊಳ್ಳುತ್ತದೆ.`;
    case 'holidayTooLong':
      return `‘${problem.entry}’ ಒಂದು ವರ್ಷಕ್ಕಿಂತ ಉದ್ದವಾಗಿದೆ: ಯಾವುದಾದರೂ ದಿನಾಂಕವನ್ನು ತಪ್ಪಾಗಿ ಬರೆಯಲಾಗಿದೆಯೇ?`;
  }
}

const SOURCES: Record<RemainingSource, string> = {
  none: 'ಯೋಜಿಸಿಲ್ಲ',
  count: 'ಒಂದು ಸಂಖ್ಯೆ',
  timetable: 'ವೇಳಾಪಟ್ಟಿಯಿಂದ',
};

export default {
  ...sharedKannada,
  attendance: {
    state: (state: Standing['state']) => STATES[state],
    result: (percentage: string, state: Standing['state']) => `${percentage}%, ${STATES[state]}`,
    classes: (count: number) => counted(count, 'ತರಗತಿ', 'ತರಗತಿಗಳು'),
    subjects: (count: number) => counted(count, 'ವಿಷಯ', 'ವಿಷಯಗಳು'),
    numberedSubject: (number: number) => `ವಿಷಯ ${number}`,
    requirement: (required: string, roundedFrom: string | null) =>
      `${required}%${roundedFrom === null ? '' : ` (ಪೂರ್ಣ ಶೇಕಡಾಕ್ಕೆ ಪೂರ್ಣಾಂಕಿಸುವುದರಿಂದ ${roundedFrom}%ರಿಂದಲೇ)`}`,
    atTheBar: (requirement: string) =>
      `ನೀವು ${requirement} ಅಥವಾ ಅದಕ್ಕಿಂತ ಮೇಲಿದ್ದೀರಿ, ಆದರೆ ಮುಂದಿನ ತರಗತಿಗೆ ಗೈರುಹಾಜರಾದರೆ ಅದಕ್ಕಿಂತ ಕೆಳಗೆ ಇಳಿಯುತ್ತೀರಿ.`,
    mayMiss: (classes: string, requirement: string) =>
      `ಮುಂದಿನ ${inCase(classes, 'dative')} ಸತತವಾಗಿ ಗೈರುಹಾಜರಾದರೂ ನೀವು ${requirement} ಅಥವಾ ಅದಕ್ಕಿಂತ ಮೇಲೆ ಇರುತ್ತೀರಿ.`,
    mustAttend: (classes: string, requirement: string) =>
      `${requirement} ತಲುಪಲು ಮುಂದಿನ ${inCase(classes, 'dative')} ಸತತವಾಗಿ ಹಾಜರಾಗಿ.`,
    needsEvery: (requirement: string) =>
      `${requirement} ತಲುಪಲು ಪ್ರತಿಯೊಂದು ತರಗತಿಗೂ ಹಾಜರಾಗಬೇಕು: ಒಂದು ತಪ್ಪಿದರೂ ಅದು ಸಾಧ್ಯವಿಲ್ಲ.`,
    band: (now: boolean, from: string, to: string) =>
      `${now ? 'ಈಗ ನೀವು' : 'ಆಗ ನೀವು'} ${from}%ರಿಂದ ${to}%ರವರೆಗಿನ ಮನ್ನಾ ವ್ಯಾಪ್ತಿಯಲ್ಲಿದ್ದೀರಿ: ಕಾಲೇಜು ಈ ಕೊರತೆಯನ್ನು ಮನ್ನಾ ಮಾಡಬಹುದು.`,
    belowAtBest: (toCome: string, best: string, requirement: string) =>
      `ಮುಂದಿನ ಎಲ್ಲಾ ${inCase(toCome, 'dative')} ಹಾಜರಾದರೂ ನಿಮ್ಮ ಹಾಜರಾತಿ ${best} ಆಗುತ್ತದೆ, ಅದು ${requirement} ತಲುಪುವುದಿಲ್ಲ.`,
    mayMissAll: (toCome: string, requirement: string) =>
      `ಮುಂದಿನ ಎಲ್ಲಾ ${inCase(toCome, 'dative')} ಗೈರುಹಾಜರಾದರೂ ನೀವು ${requirement} ಅಥವಾ ಅದಕ್ಕಿಂತ ಮೇಲೆ ಇರುತ್ತೀರಿ.`,
    mayMissSome: (toCome: string, canMiss: number, requirement: string, best: string) =>
      `ಮುಂದಿನ ${inCase(toCome, 'genitive')} ಪೈಕಿ ${counted(canMiss, 'ತರಗತಿಗೆ', 'ತರಗತಿಗಳಿಗೆ')} ಗೈರುಹಾಜರಾದರೂ ನೀವು ${requirement} ಅಥವಾ ಅದಕ್ಕಿಂತ ಮೇಲೆ ಇರುತ್ತೀರಿ (ಎಲ್ಲಕ್ಕೂ ಹಾಜರಾದರೆ ${best}).`,
    allSubjects: 'ಎಲ್ಲಾ ವಿಷಯಗಳು',
    weekday: (weekday: number) => WEEKDAYS[weekday]!,
    countLabel: (field: CountField) => COUNT_LABELS[field],
    percentageLabel: (field: PercentageField) => PERCENTAGE_LABELS[field],
    problem,
  },
  'attendance-form': {
    title: 'ಹಾಜರಾತಿ ಕ್ಯಾಲ್ಕುಲೇಟರ್',
    loading: 'ನಿಮ್ಮ ಖಾತೆಯಿಂದ ನಿಮ್ಮ ಹಾಜರಾತಿಯನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ…',
    fromLink:
      'ಈ ವಿಷಯಗಳು ಒಂದು ಲಿಂಕ್‌ನಿಂದ ಬಂದಿವೆ. ಈ ಸಾಧನದಲ್ಲಿ ಉಳಿಸಿರುವ ನಿಮ್ಮ ಸ್ವಂತ ವಿಷಯಗಳು, ನೀವು ಇವನ್ನು ಅವುಗಳ ಸ್ಥಾನದಲ್ಲಿ ಉಳಿಸುವವರೆಗೆ ಹಾಗೆಯೇ ಇರುತ್ತವೆ.',
    keepLinked: 'ಬದಲಿಗೆ ಇವನ್ನು ಉಳಿಸಿ',
    subjectsList: 'ವಿಷಯಗಳು',
    addSubject: 'ವಿಷಯ ಸೇರಿಸಿ',
    allTogether: 'ಎಲ್ಲಾ ವಿಷಯಗಳು ಒಟ್ಟಾಗಿ',
    fixedRules: (rules: string) => `ಈ ಸೈಟ್ ನಿಗದಿಪಡಿಸಿದ ನಿಯಮಗಳು: ${rules}.`,
    subject: 'ವಿಷಯ',
    remove: 'ತೆಗೆದುಹಾಕಿ',
    toCome: 'ಇನ್ನೂ ನಡೆಯಲಿರುವ ತರಗತಿಗಳು',
    source: (source: RemainingSource) => SOURCES[source],
    eachWeekday: 'ವಾರದ ಪ್ರತಿ ದಿನದ ತರಗತಿಗಳು',
    rules: (line: string) => `ಕಾಲೇಜಿನ ನಿಯಮಗಳು: ${line}`,
    requiredLine: (required: string) => `${required}% ಅಗತ್ಯ`,
    roundedLine: 'ಪೂರ್ಣ ಶೇಕಡಾಕ್ಕೆ ಪೂರ್ಣಾಂಕಿತ',
    condonationLine: (from: string) => `${from}%ರಿಂದ ಮನ್ನಾ`,
    leaveLine: (classes: string) => `${classes} ತರಗತಿಗಳವರೆಗಿನ ರಜೆಯನ್ನು ಪರಿಗಣಿಸಲಾಗುತ್ತದೆ`,
    perSubjectLine: 'ಪ್ರತಿ ವಿಷಯಕ್ಕೂ ತನ್ನದೇ ಮಿತಿ',
    overallLine: 'ಎಲ್ಲಾ ವಿಷಯಗಳನ್ನು ಒಟ್ಟಾಗಿಯೂ ಎಣಿಸಲಾಗುತ್ತದೆ',
    semester: (lastDay: string | null) =>
      `ಸೆಮಿಸ್ಟರ್ ಅಂತ್ಯ ಮತ್ತು ರಜಾದಿನಗಳು${lastDay === null ? '' : `: ${lastDay}ರವರೆಗೆ`}`,
    export: 'ರಫ್ತು ಮಾಡಿ',
    import: 'ಆಮದು ಮಾಡಿ',
    fileLabel: 'ಆಮದು ಮಾಡಬೇಕಾದ ಹಾಜರಾತಿ ಫೈಲ್',
    unreadableDevice:
      'ನೀವು ಉಳಿಸಿದ ಹಾಜರಾತಿಯನ್ನು ಓದಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಅದನ್ನು ಬ್ಯಾಕಪ್ ಆಗಿ ಇರಿಸಲಾಗಿದೆ ಮತ್ತು ಕ್ಯಾಲ್ಕುಲೇಟರ್ ಹೊಸದಾಗಿ ಆರಂಭವಾಗಿದೆ.',
    unreadableAccount:
      'ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಉಳಿಸಿದ ಹಾಜರಾತಿಯನ್ನು ಓದಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ, ಆದ್ದರಿಂದ ಅದನ್ನು ಹಾಗೆಯೇ ಬಿಡಲಾಗಿದೆ ಮತ್ತು ಇಲ್ಲಿಂದ ಅದರ ಮೇಲೆ ಏನನ್ನೂ ಉಳಿಸಲಾಗುವುದಿಲ್ಲ.',
    notLoaded: 'ನಿಮ್ಮ ಖಾತೆಯಿಂದ ನಿಮ್ಮ ಹಾಜರಾತಿಯನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಲು ಪುಟವನ್ನು ಮರುಲೋಡ್ ಮಾಡಿ.',
    notSavedDevice:
      'ಈ ಬ್ರೌಸರ್ ಕ್ಯಾಲ್ಕುಲೇಟರ್‌ಗೆ ಇಲ್ಲಿ ಉಳಿಸಲು ಅನುಮತಿಸುವುದಿಲ್ಲ: ನೀವು ಪುಟವನ್ನು ಬಿಡುವವರೆಗೆ ನಿಮ್ಮ ವಿಷಯಗಳು ಉಳಿದಿರುತ್ತವೆ.',
    notSavedAccount:
      'ನಿಮ್ಮ ಹಾಜರಾತಿಯನ್ನು ನಿಮ್ಮ ಖಾತೆಗೆ ಉಳಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಅದು ಈ ಪುಟದಲ್ಲೇ ಇದೆ; ನಿಮ್ಮ ಸಂಪರ್ಕವನ್ನು ಪರಿಶೀಲಿಸಿ.',
  },
  'attendance-import': {
    notASheet: 'ಈ ಫೈಲ್ ಕ್ಯಾಲ್ಕುಲೇಟರ್ ಓದಬಲ್ಲ ಹಾಜರಾತಿ ಶೀಟ್ ಅಲ್ಲ: ಕ್ಯಾಲ್ಕುಲೇಟರ್‌ನಿಂದ ರಫ್ತು ಮಾಡಿದ ಫೈಲ್ ಆಯ್ಕೆಮಾಡಿ.',
    imported: (subjects: string) => `${inCase(subjects, 'accusative')} ಆಮದು ಮಾಡಲಾಗಿದೆ.`,
    replaceAsk: (mine: string, theirs: string) =>
      `ನಿಮ್ಮ ${inCase(mine, 'genitive')} ಬದಲಿಗೆ ಫೈಲ್‌ನಲ್ಲಿರುವ ${inCase(theirs, 'accusative')} ಇರಿಸಬೇಕೆ?`,
    replace: 'ಬದಲಿಸಿ',
    keepMine: 'ನನ್ನವನ್ನೇ ಇರಿಸಿ',
  },
  'attendance-sections': {
    requiredField: 'ಅಗತ್ಯ ಹಾಜರಾತಿ (%)',
    compares: 'ಕಾಲೇಜು ಯಾವುದನ್ನು ಹೋಲಿಸುತ್ತದೆ',
    exact: 'ನಿಖರ ಶೇಕಡಾ (74.99% ಅನ್ನು 75%ಕ್ಕಿಂತ ಕಡಿಮೆ ಎಂದು ಪರಿಗಣಿಸಲಾಗುತ್ತದೆ)',
    whole: 'ಪೂರ್ಣ ಸಂಖ್ಯೆಗೆ ಪೂರ್ಣಾಂಕಿಸಿದ ಶೇಕಡಾ (74.5% ಅನ್ನು 75% ಎಂದು ಪರಿಗಣಿಸಲಾಗುತ್ತದೆ)',
    condonationField: 'ಮನ್ನಾ ವ್ಯಾಪ್ತಿಗಳು, ಇಲ್ಲಿಂದ (%)',
    leaveField: 'ಹಾಜರಾತಿಯೆಂದು ಪರಿಗಣಿಸುವ ರಜೆ (ತರಗತಿಗಳು)',
    none: 'ಯಾವುದೂ ಇಲ್ಲ',
    perSubject: 'ಪ್ರತಿ ವಿಷಯಕ್ಕೂ ತನ್ನದೇ ಅಗತ್ಯ ಹಾಜರಾತಿ ಇದೆ',
    overall: 'ಕಾಲೇಜು ಎಲ್ಲಾ ವಿಷಯಗಳನ್ನು ಒಟ್ಟಾಗಿಯೂ ಎಣಿಸುತ್ತದೆ',
    lastDay: 'ಬೋಧನೆಯ ಕೊನೆಯ ದಿನ',
    holidays: 'ರಜಾದಿನಗಳು',
    holidaysExample: '25/12/2026, 24/12/2026 – 1/1/2027',
    holidaysHint: HOLIDAYS_HINT,
    problem: sectionProblem,
  },
  'attendance-working': {
    countedAsAttended: (attended: number, leave: number, total: number) =>
      `ಹಾಜರಾತಿಯೆಂದು ಎಣಿಸಿದವು: ${attended} ಹಾಜರು + ${leave} ರಜೆ = ${total}`,
    heldAndCounted: (held: number, total: number) =>
      `ನಡೆದ ತರಗತಿಗಳು: ${held}, ಹಾಜರಾತಿಯೆಂದು ಎಣಿಸಿದವು: ${total}`,
    attendance: (line: string) => `ಹಾಜರಾತಿ = ${line}`,
    requiredRounded: (required: string, bar: string) =>
      `ಅಗತ್ಯ: ಪೂರ್ಣ ಶೇಕಡಾಕ್ಕೆ ಪೂರ್ಣಾಂಕಿಸಿದ ನಂತರ ${required}%, ಆದ್ದರಿಂದ ನಿಖರವಾಗಿ ಕನಿಷ್ಠ ${bar}%.`,
    requiredExact: (required: string, bar: string) =>
      `ಅಗತ್ಯ: ${required}%, ನಿಖರ ಹೋಲಿಕೆ: ${bar}% ಸಾಕು, ಅದಕ್ಕಿಂತ ಸ್ವಲ್ಪ ಕಡಿಮೆಯಾದರೂ ಕೊರತೆ.`,
    missingNext: (inequality: string) => `ಮುಂದಿನ m ತರಗತಿಗಳಿಗೆ ಸತತವಾಗಿ ಗೈರುಹಾಜರಾದರೆ: ${inequality},`,
    greatestM: (bound: string, m: number) =>
      `ಆದ್ದರಿಂದ m ≤ ${bound}, ಮತ್ತು m = ${m}, ಅತಿ ದೊಡ್ಡ ಪೂರ್ಣ ಸಂಖ್ಯೆ.`,
    missing: (classes: number) => `${counted(classes, 'ತರಗತಿಗೆ', 'ತರಗತಿಗಳಿಗೆ')} ಗೈರುಹಾಜರಾದರೆ`,
    noneHeld: 'ಇನ್ನೂ ಯಾವುದೇ ತರಗತಿ ನಡೆದಿಲ್ಲ.',
    onlyEvery: (attended: number, held: number) =>
      `${held}ರಲ್ಲಿ ${counted(attended, 'ತರಗತಿಗೆ', 'ತರಗತಿಗಳಿಗೆ')} ಹಾಜರು: ಪ್ರತಿಯೊಂದು ತರಗತಿಗೂ ಹಾಜರಾದರೆ ಮಾತ್ರ 100% ಸಿಗುತ್ತದೆ, ಆದ್ದರಿಂದ ಈಗ ಯಾವ ಸಂಖ್ಯೆಯೂ ಸಾಕಾಗುವುದಿಲ್ಲ.`,
    attendingNext: (inequality: string) => `ಮುಂದಿನ x ತರಗತಿಗಳಿಗೆ ಸತತವಾಗಿ ಹಾಜರಾದರೆ: ${inequality},`,
    leastX: (bound: string, x: number) => `ಆದ್ದರಿಂದ x ≥ ${bound}, ಮತ್ತು x = ${x}, ಅತಿ ಚಿಕ್ಕ ಪೂರ್ಣ ಸಂಖ್ಯೆ.`,
    attending: (classes: number) => `${counted(classes, 'ತರಗತಿಗೆ', 'ತರಗತಿಗಳಿಗೆ')} ಹಾಜರಾದರೆ`,
    attendingAll: (classes: number) => `ಎಲ್ಲಾ ${counted(classes, 'ತರಗತಿಗೆ', 'ತರಗತಿಗಳಿಗೆ')} ಹಾಜರಾದರೆ`,
    toComeCaption: (from: string, to: string, holidays: number, classesOnHolidays: number) =>
      `ಮುಂದಿನ ತರಗತಿಗಳು, ${from}ರಿಂದ ${to}ರವರೆಗೆ${
        holidays === 0
          ? ''
          : `, ${counted(holidays, 'ರಜಾದಿನದ', 'ರಜಾದಿನಗಳ')} ${counted(classesOnHolidays, 'ತರಗತಿಯನ್ನು', 'ತರಗತಿಗಳನ್ನು')} ಕಳೆದು`
      }`,
    day: 'ದಿನ',
    days: 'ದಿನಗಳ ಸಂಖ್ಯೆ',
    classesADay: 'ದಿನಕ್ಕೆ ತರಗತಿಗಳು',
    classes: 'ತರಗತಿಗಳು',
    toComeSum: (sum: string, total: number) => `ಮುಂದಿನ ತರಗತಿಗಳು = ${sum} = ${total}`,
    toCome: (total: number) => `ಮುಂದಿನ ತರಗತಿಗಳು: ${total}`,
    missingOfThem: (inequality: string) => `ಅವುಗಳಲ್ಲಿ k ತರಗತಿಗಳಿಗೆ ಗೈರುಹಾಜರಾದರೆ: ${inequality},`,
    greatestK: (bound: string, k: number, all: boolean) =>
      `ಆದ್ದರಿಂದ k ≤ ${bound}, ಮತ್ತು k = ${k}${all ? ', ಅಂದರೆ ಎಲ್ಲವೂ' : ', ಅತಿ ದೊಡ್ಡ ಪೂರ್ಣ ಸಂಖ್ಯೆ'}.`,
    allSubjectsTogether: 'ಎಲ್ಲಾ ವಿಷಯಗಳು ಒಟ್ಟಾಗಿ',
    overall: 'ಒಟ್ಟು',
    attendanceResult: 'ಹಾಜರಾತಿ',
    subjectsSafe: 'ಸುರಕ್ಷಿತ ವಿಷಯಗಳು',
    safeOf: (safe: number, subjects: number) => `${subjects}ರಲ್ಲಿ ${safe}`,
  },
} satisfies AttendanceTranslation;
