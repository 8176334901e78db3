/**
 * The GPA calculator's grade scales in Telugu: the scale's row and sources, the list of scales and a
 * change of scale, the custom scale editor and a scale file, the 4-point conversions. University,
 * scale, method and source names stay as their owners write them (data), and an accessible name
 * leaves out what stands visibly beside its control, as the Hindi does.
 */
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
  none: 'ఏదీ లేదు',
  linear: 'a × CGPA + b',
  piecewise: 'CGPA పరిధి ప్రకారం',
};

const MODES: Record<RoundingRule['mode'], string> = {
  'half-away-from-zero': 'సగం అయితే పైకి సవరించండి',
  truncate: 'మిగతా అంకెలు వదిలేయండి',
  up: 'పైకి సవరించండి',
};

const FAILED: Record<FailedSubjects, string> = {
  counted: 'వాటి పాయింట్లతో లెక్కించండి',
  'leave-out-until-cleared': 'ఉత్తీర్ణమయ్యే వరకు లెక్కించవద్దు',
};

const REPEATED: Record<RepeatedSubjects, string> = {
  'clearing-attempt': 'ఉత్తీర్ణమైన ప్రయత్నం మాత్రమే',
  'every-attempt': 'ప్రతి ప్రయత్నం',
};

const FLAGS: Record<GradeFlag, string> = {
  countsInGpa: 'GPAలో',
  earnsCredit: 'క్రెడిట్',
  isFail: 'ఫెయిల్',
  isTemporary: 'తాత్కాలికం',
};

const FORMS: Record<TextForm, string> = {
  id: 'ఇంగ్లీష్ చిన్న అక్షరాలు, అంకెలు, మధ్యలో ‘-’ మాత్రమే కలిగి ఉండాలి',
  url: 'https:// లేదా http:// తో మొదలవ్వాలి',
  date: 'సంవత్సరం-నెల-రోజు రూపంలో ఉండాలి (ఉదా. 2026-12-01)',
};

const FIELDS: Record<string, string> = {
  'percentage.a': 'శాతం గుణకం',
  'percentage.b': 'శాతం కలిపే సంఖ్య',
  'percentage.bands': 'శాతం పరిధులు',
  'rounding.places': 'దశాంశ స్థానాలు',
  'rounding.mode': 'సవరణ',
};

const PARTS: Record<string, string> = {
  id: 'గుర్తింపు',
  name: 'పేరు',
  code: 'కోడ్',
  label: 'అర్థం',
  points: 'పాయింట్లు',
  marks: 'మార్కులు',
  minCgpa: 'కనీస CGPA',
  requiresNoArrears: 'ఎప్పుడూ బ్యాక్‌లాగ్ లేకపోవడం',
  gpaCap: 'గరిష్ఠ GPA',
  countsInGpa: 'GPAలో లెక్కించడం',
  earnsCredit: 'క్రెడిట్ లభించడం',
  isFail: 'ఫెయిల్ కావడం',
  isTemporary: 'తాత్కాలికం కావడం',
  from: 'CGPA నుండి',
  to: 'CGPA వరకు',
  a: 'గుణకం',
  b: 'కలిపే సంఖ్య',
  title: 'శీర్షిక',
  url: 'చిరునామా',
  read: 'చదివిన తేదీ',
  grades: 'గ్రేడ్‌లు',
  classes: 'శ్రేణులు',
  sources: 'మూలాలు',
  aggregation: 'CGPA లెక్కింపు',
  kind: 'రకం',
  semestersPerYear: 'సంవత్సరానికి సెమిస్టర్లు',
  weights: 'భారాలు',
  count: 'సెమిస్టర్ల సంఖ్య',
  failedSubjects: 'ఫెయిల్ అయిన సబ్జెక్టులు',
  repeatedSubjects: 'మళ్లీ రాసిన సబ్జెక్టులు',
  rounding: 'సవరణ',
  places: 'దశాంశ స్థానాలు',
  mode: 'సవరణ విధానం',
  beforePercentage: 'శాతానికి ముందు సవరణ',
  percentage: 'శాతం',
  roundUpToInteger: 'పూర్ణ శాతానికి సవరణ',
  bands: 'పరిధులు',
  disputed: 'భిన్నాభిప్రాయాలు',
  about: 'విషయం',
  alternatives: 'ప్రత్యామ్నాయాలు',
  description: 'వివరణ',
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
  Outstanding: 'అత్యుత్తమం',
  Excellent: 'ఉత్తమం',
  'Very Good': 'చాలా మంచిది',
  Good: 'మంచిది',
  'Above Average': 'సగటు కంటే ఎక్కువ',
  Average: 'సగటు',
  Pass: 'ఉత్తీర్ణత',
  Fail: 'ఫెయిల్',
  Backlog: 'బ్యాక్‌లాగ్',
  Reappear: 'రీఅపియర్',
  Incomplete: 'అసంపూర్ణం',
};

const NOTES: Record<FourPointNote, string> = {
  everyAttempt:
    'జాబితాలోని ప్రతి కోర్సు లెక్కకు వస్తుంది, ప్రతి ప్రయత్నం ఒక వేరే కోర్సుగా: కాలిక్యులేటర్ నమోదు చేసిన ప్రతి కోర్సునూ మారుస్తుంది, దీని మూలం మళ్లీ రాసిన కోర్సుల గురించి ఏమీ చెప్పదు.',
  noPoints: 'Diplomatiko AB, BC లకు పాయింట్లు ముద్రించదు: 3.5, 2.5 అనేవి Scholaro కాలిక్యులేటర్ ఇచ్చినవి.',
};

export const scalesTelugu = {
  'gpa-scale': {
    gradeScale: 'గ్రేడ్ స్కేల్',
    change: 'మార్చండి',
    edit: 'సవరించండి',
    review: 'పరిశీలించండి',
    changeLabel: (scale: string) => `గ్రేడ్ స్కేల్ మార్చండి (${scale})`,
    editLabel: (scale: string) => `కస్టమ్ గ్రేడ్ స్కేల్ సవరించండి (${scale})`,
    reviewLabel: (scale: string) => `${scale} దిద్దుబాటును పరిశీలించండి`,
    corrected: (scale: string) =>
      `${scale} ను విశ్వవిద్యాలయం సొంత మూలాలతో సరిపోల్చి దిద్దాం. మీరు దిద్దుబాటును పరిశీలించే వరకు మీ సంఖ్యలు ఉన్నట్లే ఉంటాయి.`,
    sources: 'మూలాలు',
    read: (day: string) => `(చదివిన తేదీ ${day})`,
    disagree: (about: string) => `మూలాల మధ్య భిన్నాభిప్రాయం: ${about}`,
    aboveBest: (semester: string, sgpa: number, scale: string, best: number) =>
      `${scale} లో అత్యధికం ${best}, కానీ ${semester} SGPA ${sgpa}: ముందుగా ఆ సెమిస్టర్‌ను మార్చండి లేదా తొలగించండి.`,
    grade: 'గ్రేడ్',
    credits: 'క్రెడిట్లు',
    points: 'పాయింట్లు',
    meaning: 'అర్థం',
    inMarks: (band: string) => `${band} మార్కులు`,
    notInGpa: 'GPAలో లెక్కించరు',
    percentage: 'శాతం',
    division: 'శ్రేణి',
  },
  'gpa-scale-change': {
    intro: 'మీ విశ్వవిద్యాలయ స్కేల్‌ను ఎంచుకోండి: గ్రేడ్‌లు, GPA, శాతం, శ్రేణి దాని ప్రకారమే ఉంటాయి.',
    find: 'మీ విశ్వవిద్యాలయాన్ని వెతకండి',
    findHint: 'పేరు, సంక్షిప్త రూపం లేదా నగరం',
    count: (total: number) => `${total} ${total === 1 ? 'స్కేల్' : 'స్కేల్‌లు'}`,
    found: (found: number, total: number) => `${total}లో ${found} స్కేల్‌లు`,
    noMatch: (query: string) =>
      `‘${query}’కు సరిపోయే స్కేల్ లేదు: మీ విశ్వవిద్యాలయ గ్రేడ్‌లను నమోదు చేయడానికి కస్టమ్ స్కేల్ ఎంచుకోండి.`,
    custom: 'కస్టమ్ స్కేల్…',
    editCustom: (scale: string) => `కస్టమ్ స్కేల్ సవరించండి: ${scale}…`,
    cancel: 'రద్దు చేయండి',
    changeTitle: 'గ్రేడ్ స్కేల్ మార్చండి',
    correctTitle: 'దిద్దిన గ్రేడ్ స్కేల్',
    changeScale: 'స్కేల్ మార్చండి',
    useCorrect: 'దిద్దిన స్కేల్ వాడండి',
    fromTo: (from: string, to: string) => `${from} నుండి ${to} కు.`,
    allStay: (subjects: number) =>
      subjects === 1
        ? `${subjects} సబ్జెక్టు అలాగే ఉంటుంది; దాని గ్రేడ్ కొత్త స్కేల్‌కు మారుతుంది.`
        : `మొత్తం ${subjects} సబ్జెక్టులు అలాగే ఉంటాయి; వాటి గ్రేడ్‌లు కొత్త స్కేల్‌కు మారతాయి.`,
    noChanges: 'ఏ గ్రేడూ మారదు.',
    changing: 'మారే గ్రేడ్‌లు:',
    comingBack: (scale: string) =>
      `${scale} కు తిరిగి మారితే ప్రతి గ్రేడ్ మునుపటిలాగే అవుతుంది, మధ్యలో మీరు దాన్ని మార్చకపోతే.`,
    none: 'ఏదీ లేదు',
  },
  'gpa-scale-editor': {
    title: 'కస్టమ్ గ్రేడ్ స్కేల్',
    intro:
      'మీ విశ్వవిద్యాలయ గ్రేడ్‌లు, పాయింట్లు, శాతం సూత్రం, శ్రేణులు. ఈ ప్రొఫైల్‌ను ఈ స్కేల్‌పైకి తేవడానికి సేవ్ చేయండి; ఎక్స్‌పోర్ట్ చేస్తే ఇతరులు ఇంపోర్ట్ చేసుకోగల ఫైల్ వస్తుంది.',
    importFile: 'ఫైల్ ఇంపోర్ట్ చేయండి',
    exportFile: 'ఫైల్ ఎక్స్‌పోర్ట్ చేయండి',
    imported: (scale: string) => `${scale} ఇంపోర్ట్ అయింది. దాన్ని తనిఖీ చేసి, తర్వాత సేవ్ చేయండి.`,
    fileLabel: 'ఇంపోర్ట్ చేయాల్సిన గ్రేడ్ స్కేల్ ఫైల్',
    scaleName: 'స్కేల్ పేరు',
    save: 'స్కేల్ సేవ్ చేయండి',
    of: (field: string, row: string) => `${row}: ${field}`,
    remove: (row: string) => `${row} తొలగించండి`,
    atMost: (most: number) => `(గరిష్ఠంగా ${most})`,
    fixThese: (count: number) => `సేవ్ చేసే ముందు ${count === 1 ? 'దీన్ని' : 'వీటిని'} సరిచేయండి:`,
    grades: 'గ్రేడ్‌లు',
    gradesNote:
      'పాయింట్లలో దశాంశాలు ఉండవచ్చు (8.5). GPAలో: GPAలో లెక్కిస్తారు. క్రెడిట్: సబ్జెక్టు క్రెడిట్లు లభిస్తాయి. ఫెయిల్: తదుపరి ప్రయత్నంలో ఉత్తీర్ణమయ్యే వరకు బ్యాక్‌లాగ్. తాత్కాలికం: ఏదైనా జరిగే వరకు ఉంటుంది (రీఅపియర్, అసంపూర్ణం).',
    code: 'కోడ్',
    marks: 'మార్కులు',
    marksHint: 'మార్కులు (ఐచ్ఛికం)',
    flags: 'లక్షణాలు',
    flag: (flag: GradeFlag) => FLAGS[flag],
    gradeName: (number: number, code: string) => `గ్రేడ్ ${number}${code ? ` (${code})` : ''}`,
    addGrade: 'గ్రేడ్ జోడించండి',
    formula: 'సూత్రం',
    kind: (kind: PercentageConversion['kind']) => KINDS[kind],
    multiplier: 'a (గుణకం)',
    offset: 'b (కలిపే సంఖ్య)',
    fromCgpa: 'CGPA నుండి',
    to: 'వరకు',
    toCgpa: 'CGPA వరకు',
    bandName: (number: number) => `పరిధి ${number}`,
    addBand: 'పరిధి జోడించండి',
    roundUp: 'పూర్ణ శాతానికి పైకి సవరించండి',
    classes: 'శ్రేణులు',
    classesNote: 'ఉన్నతమైనది మొదట: విద్యార్థి కనీస CGPAను చేరుకున్న మొదటి శ్రేణి ఆ విద్యార్థికి వస్తుంది.',
    minCgpa: 'కనీస CGPA',
    name: 'పేరు',
    minimumCgpa: 'కనీస CGPA',
    noArrears: 'ఎప్పుడూ బ్యాక్‌లాగ్ ఉండకూడదు',
    className: (number: number, name: string) => `శ్రేణి ${number}${name ? ` (${name})` : ''}`,
    addClass: 'శ్రేణి జోడించండి',
    preview: 'ముందస్తు వీక్షణ',
    rule: (rule: string) => `నియమం: ${rule}`,
    noPercentage: 'శాతం లేదు',
    outsideBands: 'ఏ పరిధిలోనూ లేదు',
    cgpaRules: 'CGPA నియమాలు',
    creditWeight: 'CGPA: సబ్జెక్టులపై, క్రెడిట్ల భారంతో.',
    otherWay: (scale: string) => `${scale} తన CGPAను మరో విధంగా లెక్కిస్తుంది, అది కస్టమ్ స్కేల్‌లో అందుబాటులో లేదు.`,
    places: 'దశాంశ స్థానాలు',
    rounding: 'సవరణ',
    mode: (mode: RoundingRule['mode']) => MODES[mode],
    failedLabel: 'ఫెయిల్ అయిన సబ్జెక్టులు, ఉత్తీర్ణమయ్యే వరకు',
    failed: (rule: FailedSubjects) => FAILED[rule],
    repeatLabel: 'మళ్లీ రాసిన సబ్జెక్టును ఎలా లెక్కించాలి',
    repeated: (rule: RepeatedSubjects) => REPEATED[rule],
    highest: 'గరిష్ఠ GPA (ఐచ్ఛికం)',
    convert: 'సవరించిన CGPAను శాతంలోకి మార్చండి',
    sources: 'మూలాలు (ఐచ్ఛికం)',
    sourcesNote: 'ఈ నియమాలు ఎక్కడి నుండి వచ్చాయి, ఉదా. మీ విశ్వవిద్యాలయ నిబంధనలు.',
    sourceName: (number: number) => `మూలం ${number}`,
    sourceTitle: 'శీర్షిక',
    address: 'వెబ్ చిరునామా',
    addressHint: 'వెబ్ చిరునామా',
    readOn: (day: string) => `చదివిన తేదీ ${day}`,
    readToday: 'సేవ్ చేసినప్పుడు, ఈ రోజు చదివినట్లు',
    addSource: 'మూలం జోడించండి',
    customName: (scale: string) => `${scale} (కస్టమ్)`,
  },
  'gpa-scale-file': {
    notAFile: 'ఇది CampusCalc గ్రేడ్ స్కేల్ ఫైల్ కాదు',
    version: (version: string) => `గ్రేడ్ స్కేల్ ఫైల్ యొక్క ఈ వెర్షన్‌కు మద్దతు లేదు: ${version}`,
    gradeRow: (number: number) => `గ్రేడ్ ${number}`,
    classRow: (number: number) => `శ్రేణి ${number}`,
    sourceRow: (number: number) => `మూలం ${number}`,
    bandRow: (number: number) => `శాతం పరిధి ${number}`,
    disputeRow: (number: number) => `భిన్నాభిప్రాయం ${number}`,
    field,
    wholeScale: 'స్కేల్',
    problem: (subject: string, fault: string) => `${subject} ${fault}`,
    notObject: 'ఆబ్జెక్ట్ ({ … }) అయి ఉండాలి',
    emptyText: 'ఖాళీగా ఉండకూడదు',
    tooLong: (most: number) => `గరిష్ఠంగా ${most} అక్షరాలు ఉండవచ్చు`,
    form: (form: TextForm) => FORMS[form],
    codeChars: '‘/’, ‘|’ లేదా కంట్రోల్ అక్షరాన్ని కలిగి ఉండకూడదు',
    notFlag: 'true లేదా false అయి ఉండాలి',
    notNumber: 'ఒక సంఖ్య అయి ఉండాలి',
    range: (min: number, max: number) => `${min} నుండి ${max} వరకు ఉండాలి`,
    decimals: (most: number) => `గరిష్ఠంగా ${most} దశాంశ స్థానాలు కలిగి ఉండవచ్చు`,
    notList: 'ఒక జాబితా అయి ఉండాలి',
    entries: (min: number, max: number) => `${min} నుండి ${max} వరకు ఎంట్రీలు కలిగి ఉండాలి`,
    oneOf: (options: readonly string[]) => `వీటిలో ఒకటి అయి ఉండాలి: ${options.join(', ')}`,
    unknownField: 'తెలిసిన ఫీల్డ్ కాదు',
    bandBackwards: 'తన ముగింపు కంటే కింద మొదలవ్వాలి',
    bandGap: 'తదుపరి పరిధి మొదలయ్యే చోటే ముగియాలి',
    repeats: (grade: string) => `‘${grade}’ ఇంతకు ముందే వచ్చింది`,
    failAndCredit: 'ఫెయిల్ అవుతూ క్రెడిట్ కూడా ఇవ్వలేదు',
    classOrder: 'తన ముందున్న శ్రేణి కంటే ఎక్కువ ఉండకూడదు (ఉన్నతమైనది మొదట)',
    marksBand: '90–100, ≥ 90 లేదా < 40 వంటి పరిధి అయి ఉండాలి',
  },
  'gpa-scale-reference': {
    specMeaning: (meaning: string) => SPEC_MEANINGS[meaning] ?? meaning,
  },
  'gpa-four-point': {
    heading: 'కోర్సు వారీగా, మూల్యాంకన సంస్థల పట్టికల ప్రకారం',
    howWorked: (method: string) => `${method} ఎలా లెక్కిస్తారు`,
    leftOut: (courses: string) => `GPAలో లేనివి, వదిలేసినవి: ${courses}`,
    note: (note: FourPointNote) => NOTES[note],
    differ: 'ఈ గ్రేడ్‌లకు అమెరికా గ్రేడ్ ఏదనే విషయంలో మూల్యాంకన సంస్థలు ఏకీభవించవు:',
    notTenPoint: (scale: string, maximum: number) =>
      `దీని పట్టిక 10-పాయింట్ గ్రేడ్‌లను మారుస్తుంది; ${scale} లో గ్రేడ్‌లు ${maximum} వరకు ఉంటాయి.`,
    onlySgpa: (semester: string) => `${semester} దాని SGPAగా మాత్రమే నమోదైంది: పట్టికకు ప్రతి కోర్సు గ్రేడ్ కావాలి.`,
    noRow: (grade: string) => `దీని పట్టికలో ${grade} కు అమెరికా గ్రేడ్ లేదు.`,
    caption: (method: string) => `${method}: ప్రతి కోర్సు`,
    course: 'కోర్సు',
    gradePoints: 'గ్రేడ్ (పాయింట్లు)',
    usGrade: 'అమెరికా గ్రేడ్ (పాయింట్లు)',
    product: 'పాయింట్లు × క్రెడిట్లు',
    pointsAdded: (sum: string) => `పాయింట్లు × క్రెడిట్ల మొత్తం: ${sum}`,
    creditsAdded: (sum: string) => `క్రెడిట్ల మొత్తం: ${sum}`,
    about: (value: string, places: number) => `≈ ${value} (${places} దశాంశ స్థానాలకు)`,
    rounded: (places: number, value: string) => `${places} దశాంశ స్థానాలకు సవరించగా: ${value}`,
    hasNoRow: 'పట్టికలో దీనికి వరుస లేదు',
    proportional: (value: string) => `అనుపాతంగా ${value}`,
  },
} satisfies Translation<
  | typeof scaleTexts
  | typeof scaleChangeTexts
  | typeof scaleEditorTexts
  | typeof scaleFileTexts
  | typeof fourPointTexts
  | typeof scaleReferenceTexts
>;
