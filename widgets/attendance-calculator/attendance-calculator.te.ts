/**
 * The attendance calculator in Telugu: fetched when an element's language is Telugu. Words as
 * colleges print them on attendance notices: హాజరు, జరిగిన తరగతులు, మినహాయింపు (condonation).
 */
import type {
  AttendanceProblem,
  CountField,
  PercentageField,
  SectionProblem,
} from '../../packages/core/src/attendance/problems';
import type { Standing } from '../../packages/core/src/attendance/sheet-outcome';
import type { RemainingSource } from '../../packages/core/src/attendance/sheet-types';
import { sharedTelugu } from '../../packages/ui/src/language/te';
import type { AttendanceTranslation } from './attendance-calculator.translation';

const STATES: Record<Standing['state'], string> = {
  safe: 'సురక్షితం',
  reachable: 'హాజరు తక్కువ',
  unreachable: 'ఈ సెమిస్టర్‌లో సాధ్యం కాదు',
  'no-classes': 'ఇంకా తరగతులు లేవు',
};

const COUNT_LABELS: Record<CountField, string> = {
  held: 'జరిగిన తరగతులు',
  attended: 'హాజరైన తరగతులు',
  leave: 'మంజూరైన సెలవు',
  remaining: 'రాబోయే తరగతులు',
  leaveLimit: 'లెక్కించే సెలవు',
};

const PERCENTAGE_LABELS: Record<PercentageField, string> = {
  required: 'అవసరమైన హాజరు',
  subjectRequired: 'అవసరమైన %',
  condonation: 'ప్రతి మినహాయింపు పరిధి',
};

// Each day's short name; with 'వారం' after it, the day's full name (సోమవారం).
const WEEKDAYS = ['సోమ', 'మంగళ', 'బుధ', 'గురు', 'శుక్ర', 'శని', 'ఆది'];

// calendar.ts reads a break with 'to', 'से' or a dash between its dates: the dash is shown.
const HOLIDAYS_HINT = 'సెలవు దినాన్ని ఇలా రాయండి: 25/12/2026, వరుస సెలవులను ఇలా: 24/12/2026 – 1/1/2027.';

function problem(problem: AttendanceProblem): string {
  switch (problem.code) {
    case 'negative':
      return `‘${COUNT_LABELS[problem.field]}’ ఋణాత్మకం కాకూడదు.`;
    case 'notWhole':
      return `‘${COUNT_LABELS[problem.field]}’ తరగతుల సంఖ్య పూర్ణ సంఖ్య అయి ఉండాలి, ఉదా. 40.`;
    case 'notNumber':
      return `‘${COUNT_LABELS[problem.field]}’ సంఖ్య కాదు: అంకెలతో రాయండి, ఉదా. 40.`;
    case 'tooMany':
      return `‘${COUNT_LABELS[problem.field]}’ గరిష్ఠంగా ${problem.most} ఉండవచ్చు.`;
    case 'notPercentage':
      return `‘${PERCENTAGE_LABELS[problem.field]}’ 0 కంటే ఎక్కువ, 100 వరకు ఉండే శాతం కావాలి, గరిష్ఠంగా 2 దశాంశ స్థానాలతో, ఉదా. 75.`;
    case 'attendedOverHeld':
      return `హాజరైన తరగతులు (${problem.attended}) జరిగిన తరగతుల (${problem.held}) కంటే ఎక్కువ ఉండకూడదు.`;
    case 'leaveOverHeld':
      return `హాజరైన, సెలవులో ఉన్న తరగతులు కలిపి (${problem.together}) జరిగిన తరగతుల (${problem.held}) కంటే ఎక్కువ ఉండకూడదు.`;
    case 'timetableDay':
      return `${WEEKDAYS[problem.weekday]}వారం తరగతులు 0 నుండి ${problem.most} వరకు పూర్ణ సంఖ్యగా ఉండాలి.`;
    case 'needsLastDay':
      return 'టైమ్‌టేబుల్ ప్రకారం రాబోయే తరగతులను లెక్కించడానికి చివరి బోధనా దినాన్ని ఇవ్వండి.';
  }
}

function sectionProblem(problem: SectionProblem): string {
  switch (problem.code) {
    case 'bandNotBelow':
      return `మినహాయింపు పరిధి అవసరమైన హాజరు (${problem.required} %) కంటే కింద మొదలవుతుంది: ${problem.band} దాని కంటే కింద లేదు.`;
    case 'lastDayNotDate':
      return 'చివరి బోధనా దినం తేదీ కాదు: దాన్ని క్యాలెండర్ నుండి ఎంచుకోండి.';
    case 'lastDayTooFar':
      return `చివరి బోధనా దినం, ${problem.lastDay}, ఒక సంవత్సరం కంటే ఎక్కువ దూరంలో ఉంది: సంవత్సరం సరైనదేనా?`;
    case 'holidaysTooLong':
      return `సెలవు దినాల జాబితా చాలా పొడవుగా ఉంది: గరిష్ఠంగా ${problem.most} అక్షరాలు. వరుస సెలవులను ఒకే పరిధిగా రాయండి.`;
    case 'holidayNotDate':
      return `‘${problem.entry}’ తేదీ కాదు. ${HOLIDAYS_HINT}`;
    case 'holidayBackwards':
      return `‘${problem.entry}’ మొదలయ్యే ముందే ముగుస్తుంది.`;
    case 'holidayTooLong':
      return `‘${problem.entry}’ ఒక సంవత్సరం కంటే ఎక్కువ: ఏదైనా తేదీ తప్పుగా రాశారా?`;
  }
}

const SOURCES: Record<RemainingSource, string> = {
  none: 'ప్రణాళిక లేదు',
  count: 'ఒక సంఖ్య',
  timetable: 'టైమ్‌టేబుల్ నుండి',
};

// Counts stand before a verb as they are ('5 తరగతులు మానేసినా'): no case ending is joined to them.
export default {
  ...sharedTelugu,
  attendance: {
    state: (state: Standing['state']) => STATES[state],
    result: (percentage: string, state: Standing['state']) => `${percentage}%, ${STATES[state]}`,
    classes: (count: number) => `${count} ${count === 1 ? 'తరగతి' : 'తరగతులు'}`,
    subjects: (count: number) => `${count} ${count === 1 ? 'సబ్జెక్టు' : 'సబ్జెక్టులు'}`,
    numberedSubject: (number: number) => `సబ్జెక్టు ${number}`,
    requirement: (required: string, roundedFrom: string | null) =>
      `${required}%${roundedFrom === null ? '' : ` (పూర్ణ శాతానికి సవరిస్తారు, కాబట్టి ${roundedFrom}% నుండే)`}`,
    atTheBar: (requirement: string) =>
      `మీ హాజరు ${requirement} లేదా అంతకంటే ఎక్కువే ఉంది, కానీ తదుపరి తరగతి మానేస్తే దాని కంటే తగ్గిపోతుంది.`,
    mayMiss: (classes: string, requirement: string) =>
      `తదుపరి ${classes} వరుసగా మానేసినా మీ హాజరు ${requirement} లేదా అంతకంటే ఎక్కువే ఉంటుంది.`,
    mustAttend: (classes: string, requirement: string) =>
      `${requirement} చేరుకోవాలంటే తదుపరి ${classes} వరుసగా హాజరు కావాలి.`,
    needsEvery: (requirement: string) =>
      `${requirement} కోసం ప్రతి తరగతికీ హాజరు కావాలి: ఒక్కటి మానేసినా అది సాధ్యం కాదు.`,
    band: (now: boolean, from: string, to: string) =>
      `${now ? 'ఇప్పుడు మీరు' : 'అప్పుడు మీరు'} ${from}% నుండి ${to}% వరకు ఉన్న మినహాయింపు పరిధిలో ${now ? 'ఉన్నారు' : 'ఉంటారు'}: కళాశాల ఈ కొరతను మినహాయించవచ్చు.`,
    belowAtBest: (toCome: string, best: string, requirement: string) =>
      `రాబోయే మొత్తం ${toCome} హాజరైనా మీ హాజరు ${best} వద్దే ఆగుతుంది, ఇది ${requirement} కంటే తక్కువ.`,
    mayMissAll: (toCome: string, requirement: string) =>
      `రాబోయే ${toCome} మొత్తం మానేసినా మీ హాజరు ${requirement} లేదా అంతకంటే ఎక్కువే ఉంటుంది.`,
    mayMissSome: (toCome: string, canMiss: number, requirement: string, best: string) =>
      `రాబోయే ${toCome}: వీటిలో ${canMiss} మానేసినా మీ హాజరు ${requirement} లేదా అంతకంటే ఎక్కువే ఉంటుంది (అన్నింటికీ హాజరైతే ${best}).`,
    allSubjects: 'అన్ని సబ్జెక్టులు',
    weekday: (weekday: number) => WEEKDAYS[weekday]!,
    countLabel: (field: CountField) => COUNT_LABELS[field],
    percentageLabel: (field: PercentageField) => PERCENTAGE_LABELS[field],
    problem,
  },
  'attendance-form': {
    title: 'హాజరు కాలిక్యులేటర్',
    loading: 'మీ ఖాతా నుండి మీ హాజరు లోడ్ అవుతోంది…',
    fromLink:
      'ఈ సబ్జెక్టులు ఒక లింక్ నుండి వచ్చాయి. ఈ పరికరంలో సేవ్ చేసిన మీ సొంత సబ్జెక్టులు, మీరు వీటిని వాటి స్థానంలో సేవ్ చేసే వరకు అలాగే ఉంటాయి.',
    keepLinked: 'వీటిని సేవ్ చేయండి',
    subjectsList: 'సబ్జెక్టులు',
    addSubject: 'సబ్జెక్టును జోడించండి',
    allTogether: 'అన్ని సబ్జెక్టులు కలిపి',
    fixedRules: (rules: string) => `ఈ సైట్ నిర్ణయించిన నియమాలు: ${rules}.`,
    subject: 'సబ్జెక్టు',
    remove: 'తొలగించండి',
    toCome: 'ఇంకా జరగాల్సిన తరగతులు',
    source: (source: RemainingSource) => SOURCES[source],
    eachWeekday: 'వారంలో ఒక్కో రోజు తరగతులు',
    rules: (line: string) => `కళాశాల నియమాలు: ${line}`,
    requiredLine: (required: string) => `${required}% అవసరం`,
    roundedLine: 'పూర్ణ శాతానికి సవరిస్తారు',
    condonationLine: (from: string) => `${from}% నుండి మినహాయింపు`,
    leaveLine: (classes: string) => `${classes} తరగతుల వరకు సెలవు లెక్కిస్తారు`,
    perSubjectLine: 'ప్రతి సబ్జెక్టుకు దాని సొంత పరిమితి',
    overallLine: 'అన్ని సబ్జెక్టులు కలిపి కూడా లెక్కిస్తారు',
    semester: (lastDay: string | null) =>
      `సెమిస్టర్ ముగింపు, సెలవు దినాలు${lastDay === null ? '' : `: ${lastDay} వరకు`}`,
    export: 'ఎక్స్‌పోర్ట్ చేయండి',
    import: 'ఇంపోర్ట్ చేయండి',
    fileLabel: 'ఇంపోర్ట్ చేయాల్సిన హాజరు ఫైల్',
    unreadableDevice: 'సేవ్ చేసిన మీ హాజరును చదవలేకపోయాం. దాన్ని బ్యాకప్‌గా ఉంచాం, కాలిక్యులేటర్ కొత్తగా మొదలైంది.',
    unreadableAccount:
      'మీ ఖాతాలో సేవ్ చేసిన హాజరును చదవలేకపోయాం, కాబట్టి దాన్ని అలాగే వదిలేశాం; ఇక్కడి నుండి దానిపై ఏదీ సేవ్ చేయబడదు.',
    notLoaded: 'మీ ఖాతా నుండి మీ హాజరును లోడ్ చేయలేకపోయాం. మళ్లీ ప్రయత్నించడానికి పేజీని రీలోడ్ చేయండి.',
    notSavedDevice: 'ఈ బ్రౌజర్ కాలిక్యులేటర్‌ను ఇక్కడ సేవ్ చేయనివ్వదు: మీరు పేజీని వదిలి వెళ్లే వరకు మీ సబ్జెక్టులు ఉంటాయి.',
    notSavedAccount: 'మీ హాజరును మీ ఖాతాలో సేవ్ చేయలేకపోయాం. ఇది ఈ పేజీలో ఉంది; మీ కనెక్షన్‌ను తనిఖీ చేయండి.',
  },
  'attendance-import': {
    notASheet: 'ఈ ఫైల్ కాలిక్యులేటర్ చదవగలిగే హాజరు షీట్ కాదు: కాలిక్యులేటర్ నుండి ఎక్స్‌పోర్ట్ చేసిన ఫైల్‌ను ఎంచుకోండి.',
    imported: (subjects: string) => `ఇంపోర్ట్ పూర్తయింది: ${subjects}.`,
    replaceAsk: (mine: string, theirs: string) => `మీ ${mine} తీసివేసి, వాటి స్థానంలో ఫైల్‌లోని ${theirs} ఉంచాలా?`,
    replace: 'భర్తీ చేయండి',
    keepMine: 'నావే ఉంచండి',
  },
  'attendance-sections': {
    requiredField: 'అవసరమైన హాజరు (%)',
    compares: 'కళాశాల దేనితో పోలుస్తుంది',
    exact: 'కచ్చితమైన శాతం (74.99% అంటే 75% కంటే తక్కువ)',
    whole: 'పూర్ణ శాతానికి సవరించిన శాతం (74.5% ను 75% గా లెక్కిస్తారు)',
    condonationField: 'మినహాయింపు పరిధులు, ఇక్కడి నుండి (%)',
    leaveField: 'హాజరుగా లెక్కించే సెలవు (తరగతులు)',
    none: 'ఏమీ లేదు',
    perSubject: 'ప్రతి సబ్జెక్టుకు దాని సొంత అవసరమైన హాజరు ఉంది',
    overall: 'కళాశాల అన్ని సబ్జెక్టులను కలిపి కూడా లెక్కిస్తుంది',
    lastDay: 'చివరి బోధనా దినం',
    holidays: 'సెలవు దినాలు',
    holidaysExample: '25/12/2026, 24/12/2026 – 1/1/2027',
    holidaysHint: HOLIDAYS_HINT,
    problem: sectionProblem,
  },
  'attendance-working': {
    countedAsAttended: (attended: number, leave: number, total: number) =>
      `హాజరుగా లెక్కించినవి: ${attended} హాజరు + ${leave} సెలవు = ${total}`,
    heldAndCounted: (held: number, total: number) =>
      `జరిగిన తరగతులు: ${held}, హాజరుగా లెక్కించినవి: ${total}`,
    attendance: (line: string) => `హాజరు = ${line}`,
    requiredRounded: (required: string, bar: string) =>
      `అవసరం: పూర్ణ శాతానికి సవరించిన తర్వాత ${required}%, కాబట్టి కచ్చితంగా కనీసం ${bar}%.`,
    requiredExact: (required: string, bar: string) =>
      `అవసరం: ${required}%, కచ్చితంగా పోల్చి: ${bar}% సరిపోతుంది, దాని కంటే ఏ కొంచెం తక్కువైనా కొరతే.`,
    missingNext: (inequality: string) => `తదుపరి m తరగతులు వరుసగా మానేస్తే: ${inequality},`,
    greatestM: (bound: string, m: number) => `కాబట్టి m ≤ ${bound}, మరియు m = ${m}, అతి పెద్ద పూర్ణ సంఖ్య.`,
    missing: (classes: number) => `${classes} మానేస్తే`,
    noneHeld: 'ఇంకా ఏ తరగతీ జరగలేదు.',
    onlyEvery: (attended: number, held: number) =>
      `${held} తరగతులలో ${attended} హాజరు: ప్రతి తరగతికీ హాజరైతేనే 100% వస్తుంది, కాబట్టి ఇప్పుడు ఏ సంఖ్యా సరిపోదు.`,
    attendingNext: (inequality: string) => `తదుపరి x తరగతులకు వరుసగా హాజరైతే: ${inequality},`,
    leastX: (bound: string, x: number) => `కాబట్టి x ≥ ${bound}, మరియు x = ${x}, అతి చిన్న పూర్ణ సంఖ్య.`,
    attending: (classes: number) => `${classes}కి హాజరైతే`,
    attendingAll: (classes: number) => `మొత్తం ${classes}కీ హాజరైతే`,
    toComeCaption: (from: string, to: string, holidays: number, classesOnHolidays: number) =>
      `రాబోయే తరగతులు, ${from} నుండి ${to} వరకు${
        holidays === 0
          ? ''
          : `, ${holidays} ${holidays === 1 ? 'సెలవు దినంలోని' : 'సెలవు దినాల్లోని'} ${classesOnHolidays} ${classesOnHolidays === 1 ? 'తరగతి' : 'తరగతులు'} తీసివేసి`
      }`,
    day: 'రోజు',
    days: 'రోజుల సంఖ్య',
    classesADay: 'రోజుకు తరగతులు',
    classes: 'తరగతులు',
    toComeSum: (sum: string, total: number) => `రాబోయే తరగతులు = ${sum} = ${total}`,
    toCome: (total: number) => `రాబోయే తరగతులు: ${total}`,
    missingOfThem: (inequality: string) => `వాటిలో k మానేస్తే: ${inequality},`,
    greatestK: (bound: string, k: number, all: boolean) =>
      `కాబట్టి k ≤ ${bound}, మరియు k = ${k}${all ? ', అంటే అన్నీ' : ', అతి పెద్ద పూర్ణ సంఖ్య'}.`,
    allSubjectsTogether: 'అన్ని సబ్జెక్టులు కలిపి',
    overall: 'మొత్తం',
    attendanceResult: 'హాజరు',
    subjectsSafe: 'సురక్షిత సబ్జెక్టులు',
    safeOf: (safe: number, subjects: number) => `${subjects}లో ${safe}`,
  },
} satisfies AttendanceTranslation;
