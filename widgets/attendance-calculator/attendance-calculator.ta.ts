/**
 * The attendance calculator in Tamil: fetched when an element's language is Tamil. Words as
 * Tamil Nadu colleges print them on attendance notices: வருகைப் பதிவு, நடந்த வகுப்புகள், பருவம்
 * (semester), தளர்வு (condonation).
 */
import type {
  AttendanceProblem,
  CountField,
  PercentageField,
  SectionProblem,
} from '../../packages/core/src/attendance/problems';
import type { Standing } from '../../packages/core/src/attendance/sheet-outcome';
import type { RemainingSource } from '../../packages/core/src/attendance/sheet-types';
import { sharedTamil } from '../../packages/ui/src/language/ta';
import type { AttendanceTranslation } from './attendance-calculator.translation';

/** A count with its noun, one or many: '1 வகுப்பு', '8 வகுப்புகள்'. */
const counted = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

/**
 * A count this bundle wrote ('8 வகுப்புகள்', '1 பாடம்') with its noun in another case: the
 * sentences receive their counts as text, and Tamil marks the case on the noun.
 */
const inCase = (count: string, cases: Readonly<Record<string, string>>): string =>
  count.replace(/\S+$/, (noun) => cases[noun] ?? noun);

const CLASSES_IN = { வகுப்பு: 'வகுப்பில்', வகுப்புகள்: 'வகுப்புகளில்' };
const CLASSES_OBJECT = { வகுப்பு: 'வகுப்பைத்', வகுப்புகள்: 'வகுப்புகளைத்' };
const CLASSES_ALL = { வகுப்பு: 'வகுப்பையும்', வகுப்புகள்: 'வகுப்புகளையும்' };
const SUBJECTS_INSTEAD = { பாடம்: 'பாடத்துக்குப்', பாடங்கள்: 'பாடங்களுக்குப்' };
const SUBJECTS_OBJECT = { பாடம்: 'பாடத்தை', பாடங்கள்: 'பாடங்களை' };

const STATES: Record<Standing['state'], string> = {
  safe: 'பாதுகாப்பானது',
  reachable: 'வருகை குறைவு',
  unreachable: 'இந்தப் பருவத்தில் எட்ட முடியாது',
  'no-classes': 'இன்னும் வகுப்புகள் இல்லை',
};

const COUNT_LABELS: Record<CountField, string> = {
  held: 'நடந்த வகுப்புகள்',
  attended: 'கலந்துகொண்ட வகுப்புகள்',
  leave: 'விடுப்பு',
  remaining: 'இனி வரும் வகுப்புகள்',
  leaveLimit: 'கணக்கில் கொள்ளப்படும் விடுப்பு',
};

const PERCENTAGE_LABELS: Record<PercentageField, string> = {
  required: 'தேவையான வருகை',
  subjectRequired: 'தேவையான %',
  condonation: 'ஒவ்வொரு தளர்வு வரம்பு',
};

const WEEKDAYS = ['திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி', 'ஞாயிறு'];

// A break is written with a dash, which the holiday list reads in every language.
const HOLIDAYS_HINT =
  'விடுமுறையை 25/12/2026 என்றும், தொடர் விடுமுறையை 24/12/2026 – 1/1/2027 என்றும் எழுதவும்.';

function problem(problem: AttendanceProblem): string {
  switch (problem.code) {
    case 'negative':
      return `‘${COUNT_LABELS[problem.field]}’ குறை எண்ணாக இருக்க முடியாது.`;
    case 'notWhole':
      return `‘${COUNT_LABELS[problem.field]}’ வகுப்புகளின் முழு எண்ணிக்கையாக இருக்க வேண்டும், எடுத்துக்காட்டாக 40.`;
    case 'notNumber':
      return `‘${COUNT_LABELS[problem.field]}’ ஓர் எண் அல்ல: இலக்கங்களில் எழுதவும், எடுத்துக்காட்டாக 40.`;
    case 'tooMany':
      return `‘${COUNT_LABELS[problem.field]}’ அதிகபட்சம் ${problem.most} ஆக இருக்கலாம்.`;
    case 'notPercentage':
      return `‘${PERCENTAGE_LABELS[problem.field]}’ 0-க்கு மேல், 100 வரையிலான சதவீதமாக, அதிகபட்சம் 2 தசம இடங்களுடன் இருக்க வேண்டும், எடுத்துக்காட்டாக 75.`;
    case 'attendedOverHeld':
      return `கலந்துகொண்ட வகுப்புகள் (${problem.attended}) நடந்த வகுப்புகளை (${problem.held}) விட அதிகமாக இருக்க முடியாது.`;
    case 'leaveOverHeld':
      return `கலந்துகொண்ட வகுப்புகளும் விடுப்பு வகுப்புகளும் சேர்ந்து (${problem.together}) நடந்த வகுப்புகளை (${problem.held}) விட அதிகமாக இருக்க முடியாது.`;
    case 'timetableDay':
      return `${WEEKDAYS[problem.weekday]} அன்று உள்ள வகுப்புகள் 0 முதல் ${problem.most} வரையிலான முழு எண்ணாக இருக்க வேண்டும்.`;
    case 'needsLastDay':
      return 'கால அட்டவணைப்படி இனி வரும் வகுப்புகளைக் கணக்கிட, கடைசி வகுப்பு நாளைக் கொடுக்கவும்.';
  }
}

function sectionProblem(problem: SectionProblem): string {
  switch (problem.code) {
    case 'bandNotBelow':
      return `தளர்வு வரம்பு தேவையான வருகைக்குக் (${problem.required} %) கீழே தொடங்க வேண்டும்: ${problem.band} அதற்குக் கீழே இல்லை.`;
    case 'lastDayNotDate':
      return 'கடைசி வகுப்பு நாள் ஒரு தேதி அல்ல: அதை நாள்காட்டியிலிருந்து தேர்ந்தெடுக்கவும்.';
    case 'lastDayTooFar':
      return `கடைசி வகுப்பு நாள், ${problem.lastDay}, ஓர் ஆண்டுக்கும் மேல் தொலைவில் உள்ளது: ஆண்டு சரியானதா?`;
    case 'holidaysTooLong':
      return `விடுமுறைப் பட்டியல் மிக நீளமாக உள்ளது: அதிகபட்சம் ${problem.most} எழுத்துகள். நீண்ட விடுமுறையை ஒரே காலவரம்பாக எழுதவும்.`;
    case 'holidayNotDate':
      return `‘${problem.entry}’ ஒரு தேதி அல்ல. ${HOLIDAYS_HINT}`;
    case 'holidayBackwards':
      return `‘${problem.entry}’ தொடங்குவதற்கு முன்பே முடிகிறது.`;
    case 'holidayTooLong':
      return `‘${problem.entry}’ ஓர் ஆண்டை விட நீளமானது: ஏதேனும் தேதி தவறாக உள்ளிடப்பட்டுள்ளதா?`;
  }
}

const SOURCES: Record<RemainingSource, string> = {
  none: 'திட்டமிடவில்லை',
  count: 'ஓர் எண்ணாக',
  timetable: 'கால அட்டவணையிலிருந்து',
};

export default {
  ...sharedTamil,
  attendance: {
    state: (state: Standing['state']) => STATES[state],
    result: (percentage: string, state: Standing['state']) => `${percentage}%, ${STATES[state]}`,
    classes: (count: number) => counted(count, 'வகுப்பு', 'வகுப்புகள்'),
    subjects: (count: number) => counted(count, 'பாடம்', 'பாடங்கள்'),
    numberedSubject: (number: number) => `பாடம் ${number}`,
    requirement: (required: string, roundedFrom: string | null) =>
      `${required}%${roundedFrom === null ? '' : ` (முழு சதவீதமாக முழுமையாக்கப்படுவதால், ${roundedFrom}% முதலே)`}`,
    atTheBar: (requirement: string) =>
      `நீங்கள் ${requirement} அல்லது அதற்கு மேல் உள்ளீர்கள், ஆனால் அடுத்த வகுப்பைத் தவறவிட்டால் அதற்குக் கீழே சென்றுவிடுவீர்கள்.`,
    mayMiss: (classes: string, requirement: string) =>
      `அடுத்த ${inCase(classes, CLASSES_OBJECT)} தொடர்ச்சியாகத் தவறவிட்டாலும், நீங்கள் ${requirement} அல்லது அதற்கு மேல் இருப்பீர்கள்.`,
    mustAttend: (classes: string, requirement: string) =>
      `${requirement} எட்ட, அடுத்த ${inCase(classes, CLASSES_IN)} தொடர்ச்சியாகக் கலந்துகொள்ளவும்.`,
    needsEvery: (requirement: string) =>
      `${requirement} எட்ட ஒவ்வொரு வகுப்பிலும் கலந்துகொள்ள வேண்டும்: ஒன்றைத் தவறவிட்டாலும் அதை எட்ட முடியாது.`,
    band: (now: boolean, from: string, to: string) =>
      `${now ? 'இப்போது நீங்கள்' : 'அப்போது நீங்கள்'} ${from}% முதல் ${to}% வரையிலான தளர்வு வரம்புக்குள் ${now ? 'உள்ளீர்கள்' : 'இருப்பீர்கள்'}: கல்லூரி வருகைக் குறைவுக்குத் தளர்வு அளிக்கக்கூடும்.`,
    belowAtBest: (toCome: string, best: string, requirement: string) =>
      `தேவை ${requirement}; இனி வரும் ${inCase(toCome, CLASSES_IN)} தவறாமல் கலந்துகொண்டாலும் நீங்கள் ${best} மட்டுமே அடைவீர்கள்.`,
    mayMissAll: (toCome: string, requirement: string) =>
      `இனி வரும் ${inCase(toCome, CLASSES_ALL)} தவறவிட்டாலும், நீங்கள் ${requirement} அல்லது அதற்கு மேல் இருப்பீர்கள்.`,
    mayMissSome: (toCome: string, canMiss: number, requirement: string, best: string) =>
      `இனி வரும் ${inCase(toCome, CLASSES_IN)} ${canMiss}-ஐத் தவறவிட்டாலும், நீங்கள் ${requirement} அல்லது அதற்கு மேல் இருப்பீர்கள் (அனைத்திலும் கலந்துகொண்டால் ${best}).`,
    allSubjects: 'அனைத்துப் பாடங்களும்',
    weekday: (weekday: number) => WEEKDAYS[weekday]!,
    countLabel: (field: CountField) => COUNT_LABELS[field],
    percentageLabel: (field: PercentageField) => PERCENTAGE_LABELS[field],
    problem,
  },
  'attendance-form': {
    title: 'வருகைப் பதிவு கணிப்பான்',
    loading: 'உங்கள் கணக்கிலிருந்து வருகைப் பதிவு ஏற்றப்படுகிறது…',
    fromLink:
      'இந்தப் பாடங்கள் ஓர் இணைப்பிலிருந்து வந்தவை. இந்தச் சாதனத்தில் சேமிக்கப்பட்ட உங்கள் சொந்தப் பாடங்கள், இவற்றை அவற்றின் இடத்தில் சேமிக்கும் வரை வைக்கப்பட்டிருக்கும்.',
    keepLinked: 'இவற்றையே சேமி',
    subjectsList: 'பாடங்கள்',
    addSubject: 'பாடத்தைச் சேர்',
    allTogether: 'அனைத்துப் பாடங்களும் சேர்த்து',
    fixedRules: (rules: string) => `இந்தத் தளம் நிர்ணயித்த விதிகள்: ${rules}.`,
    subject: 'பாடம்',
    remove: 'நீக்கு',
    toCome: 'இனி நடக்கவிருக்கும் வகுப்புகள்',
    source: (source: RemainingSource) => SOURCES[source],
    eachWeekday: 'ஒவ்வொரு கிழமையின் வகுப்புகள்',
    rules: (line: string) => `கல்லூரி விதிகள்: ${line}`,
    requiredLine: (required: string) => `${required}% தேவை`,
    roundedLine: 'முழு சதவீதமாக முழுமையாக்கல்',
    condonationLine: (from: string) => `${from}% முதல் தளர்வு`,
    leaveLine: (classes: string) =>
      `${classes} ${classes === '1' ? 'வகுப்பு' : 'வகுப்புகள்'} வரை விடுப்பு கணக்கில் கொள்ளப்படும்`,
    perSubjectLine: 'ஒவ்வொரு பாடத்துக்கும் தனி வரம்பு',
    overallLine: 'அனைத்துப் பாடங்களும் சேர்த்தும் கணக்கிடப்படும்',
    semester: (lastDay: string | null) =>
      `பருவ இறுதியும் விடுமுறைகளும்${lastDay === null ? '' : `: ${lastDay} வரை`}`,
    export: 'ஏற்றுமதி செய்',
    import: 'இறக்குமதி செய்',
    fileLabel: 'இறக்குமதி செய்ய வேண்டிய வருகைப் பதிவுக் கோப்பு',
    unreadableDevice:
      'சேமிக்கப்பட்ட உங்கள் வருகைப் பதிவைப் படிக்க முடியவில்லை. அது காப்புப் பிரதியாக வைக்கப்பட்டுள்ளது, கணிப்பான் புதிதாகத் தொடங்கியுள்ளது.',
    unreadableAccount:
      'உங்கள் கணக்கில் சேமிக்கப்பட்ட வருகைப் பதிவைப் படிக்க முடியவில்லை; எனவே அது அப்படியே விடப்பட்டுள்ளது, இங்கிருந்து அதன் மேல் எதுவும் சேமிக்கப்படாது.',
    notLoaded: 'உங்கள் கணக்கிலிருந்து வருகைப் பதிவை ஏற்ற முடியவில்லை. மீண்டும் முயல, பக்கத்தை மீண்டும் ஏற்றவும்.',
    notSavedDevice:
      'இந்த உலாவி கணிப்பானை இங்கே சேமிக்க அனுமதிக்கவில்லை: பக்கத்தை விட்டு வெளியேறும் வரை உங்கள் பாடங்கள் வைக்கப்பட்டிருக்கும்.',
    notSavedAccount:
      'உங்கள் வருகைப் பதிவை உங்கள் கணக்கில் சேமிக்க முடியவில்லை. அது இந்தப் பக்கத்தில் வைக்கப்பட்டுள்ளது; உங்கள் இணைய இணைப்பைச் சரிபார்க்கவும்.',
  },
  'attendance-import': {
    notASheet:
      'இந்தக் கோப்பு கணிப்பான் படிக்கக்கூடிய வருகைப் பதிவுத் தாள் அல்ல: கணிப்பான் ஏற்றுமதி செய்த கோப்பைத் தேர்ந்தெடுக்கவும்.',
    imported: (subjects: string) => `இறக்குமதி செய்யப்பட்டவை: ${subjects}.`,
    replaceAsk: (mine: string, theirs: string) =>
      `உங்கள் ${inCase(mine, SUBJECTS_INSTEAD)} பதிலாகக் கோப்பிலுள்ள ${inCase(theirs, SUBJECTS_OBJECT)} வைக்கவா?`,
    replace: 'மாற்று',
    keepMine: 'என்னுடையவற்றையே வை',
  },
  'attendance-sections': {
    requiredField: 'தேவையான வருகை (%)',
    compares: 'கல்லூரி எதை ஒப்பிடுகிறது',
    exact: 'துல்லியமான சதவீதம் (74.99% என்பது 75%-க்குக் குறைவு)',
    whole: 'முழு எண்ணாக முழுமையாக்கிய சதவீதம் (74.5% என்பது 75% ஆகக் கொள்ளப்படும்)',
    condonationField: 'தளர்வு வரம்புகள், இதிலிருந்து (%)',
    leaveField: 'கலந்துகொண்டதாகக் கணக்கிடப்படும் விடுப்பு (வகுப்புகள்)',
    none: 'எதுவுமில்லை',
    perSubject: 'ஒவ்வொரு பாடத்துக்கும் தனியான தேவையான வருகை உண்டு',
    overall: 'கல்லூரி அனைத்துப் பாடங்களையும் சேர்த்தும் கணக்கிடுகிறது',
    lastDay: 'கடைசி வகுப்பு நாள்',
    holidays: 'விடுமுறைகள்',
    holidaysExample: '25/12/2026, 24/12/2026 – 1/1/2027',
    holidaysHint: HOLIDAYS_HINT,
    problem: sectionProblem,
  },
  'attendance-working': {
    countedAsAttended: (attended: number, leave: number, total: number) =>
      `கலந்துகொண்டதாகக் கணக்கிடப்பட்டவை: ${attended} கலந்துகொண்டவை + ${leave} விடுப்பு = ${total}`,
    heldAndCounted: (held: number, total: number) =>
      `நடந்த வகுப்புகள்: ${held}, கலந்துகொண்டதாகக் கணக்கிடப்பட்டவை: ${total}`,
    attendance: (line: string) => `வருகை = ${line}`,
    requiredRounded: (required: string, bar: string) =>
      `தேவை: முழு சதவீதமாக முழுமையாக்கிய பின் ${required}%, எனவே துல்லியமாகக் குறைந்தது ${bar}%.`,
    requiredExact: (required: string, bar: string) =>
      `தேவை: ${required}%, துல்லியமான ஒப்பீடு: ${bar}% போதும், அதைவிடச் சற்றுக் குறைந்தாலும் வருகை குறைவு.`,
    missingNext: (inequality: string) => `அடுத்த m வகுப்புகளைத் தொடர்ச்சியாகத் தவறவிட்டால்: ${inequality},`,
    greatestM: (bound: string, m: number) =>
      `எனவே m ≤ ${bound}, ஆகவே m = ${m} (மிகப்பெரிய முழு எண்).`,
    missing: (classes: number) => `${counted(classes, 'வகுப்பைத்', 'வகுப்புகளைத்')} தவறவிட்டால்`,
    noneHeld: 'இதுவரை எந்த வகுப்பும் நடக்கவில்லை.',
    onlyEvery: (attended: number, held: number) =>
      `${counted(held, 'வகுப்பில்', 'வகுப்புகளில்')} ${attended}-இல் கலந்துகொண்டீர்கள்: ஒவ்வொரு வகுப்பிலும் கலந்துகொண்டால் மட்டுமே 100% எட்ட முடியும், எனவே இப்போது எந்த எண்ணிக்கையும் போதாது.`,
    attendingNext: (inequality: string) =>
      `அடுத்த x வகுப்புகளில் தொடர்ச்சியாகக் கலந்துகொண்டால்: ${inequality},`,
    leastX: (bound: string, x: number) => `எனவே x ≥ ${bound}, ஆகவே x = ${x} (மிகச்சிறிய முழு எண்).`,
    attending: (classes: number) => `${counted(classes, 'வகுப்பில்', 'வகுப்புகளில்')} கலந்துகொண்டால்`,
    attendingAll: (classes: number) =>
      `${classes === 1 ? '' : 'அனைத்து '}${counted(classes, 'வகுப்பிலும்', 'வகுப்புகளிலும்')} கலந்துகொண்டால்`,
    toComeCaption: (from: string, to: string, holidays: number, classesOnHolidays: number) =>
      `இனி வரும் வகுப்புகள், ${from} முதல் ${to} வரை${
        holidays === 0
          ? ''
          : `, ${counted(holidays, 'விடுமுறை நாளின்', 'விடுமுறை நாட்களின்')} ${counted(classesOnHolidays, 'வகுப்பு', 'வகுப்புகள்')} நீங்கலாக`
      }`,
    day: 'கிழமை',
    days: 'நாட்களின் எண்ணிக்கை',
    classesADay: 'நாளொன்றுக்கு வகுப்புகள்',
    classes: 'வகுப்புகள்',
    toComeSum: (sum: string, total: number) => `இனி வரும் வகுப்புகள் = ${sum} = ${total}`,
    toCome: (total: number) => `இனி வரும் வகுப்புகள்: ${total}`,
    missingOfThem: (inequality: string) => `அவற்றில் k வகுப்புகளைத் தவறவிட்டால்: ${inequality},`,
    greatestK: (bound: string, k: number, all: boolean) =>
      `எனவே k ≤ ${bound}, ஆகவே k = ${k}${all ? ' (அதாவது அனைத்தும்)' : ' (மிகப்பெரிய முழு எண்)'}.`,
    allSubjectsTogether: 'அனைத்துப் பாடங்களும் சேர்த்து',
    overall: 'மொத்தம்',
    attendanceResult: 'வருகை',
    subjectsSafe: 'பாதுகாப்பான பாடங்கள்',
    safeOf: (safe: number, subjects: number) => `${subjects}-இல் ${safe}`,
  },
} satisfies AttendanceTranslation;
