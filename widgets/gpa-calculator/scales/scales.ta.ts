/**
 * The GPA calculator's grade scales in Tamil: the scale's row and sources, the list of scales and a
 * change of scale, the custom scale editor and a scale file, the 4-point conversions. University,
 * scale, method and source names stay as their owners write them (they are data, not texts), and
 * the screen marks them so. An accessible name (aria-label) cannot mark data: there the Tamil leaves
 * out the scale's name and a row's code or class name, which stand visibly beside the control.
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
  none: 'இல்லை',
  linear: 'a × CGPA + b',
  piecewise: 'CGPA வரம்பு வாரியாக',
};

const MODES: Record<RoundingRule['mode'], string> = {
  'half-away-from-zero': 'பாதியில் மேல்நோக்கி முழுமையாக்கு',
  truncate: 'மீதி இலக்கங்களை விட்டுவிடு',
  up: 'மேல்நோக்கி முழுமையாக்கு',
};

const FAILED: Record<FailedSubjects, string> = {
  counted: 'அவற்றின் புள்ளிகளுடன் கணக்கிடு',
  'leave-out-until-cleared': 'தேர்ச்சி பெறும் வரை கணக்கிடாதே',
};

const REPEATED: Record<RepeatedSubjects, string> = {
  'clearing-attempt': 'தேர்ச்சி பெற்ற முயற்சி மட்டும்',
  'every-attempt': 'ஒவ்வொரு முயற்சியும்',
};

const FLAGS: Record<GradeFlag, string> = {
  countsInGpa: 'GPA-வில்',
  earnsCredit: 'கிரெடிட்',
  isFail: 'தோல்வி',
  isTemporary: 'தற்காலிகம்',
};

/** What a text not of its form must be; a web address's scheme is data (scale-file-texts.ts). */
const FORMS: Record<TextForm, string> = {
  id: 'ஆங்கிலச் சிறிய எழுத்துகளையும் எண்களையும், இடையே ‘-’ உடன், மட்டுமே கொண்டிருக்கலாம்',
  url: 'https:// அல்லது http:// என்று தொடங்க வேண்டும்',
  date: 'ஆண்டு-மாதம்-நாள் வடிவில் இருக்க வேண்டும் (எ.கா. 2026-12-01)',
};

/** The fields a scale's problem names, by their path in the scale or in a row. */
const FIELDS: Record<string, string> = {
  'percentage.a': 'சதவீதப் பெருக்கி',
  'percentage.b': 'சதவீதக் கூட்டல் எண்',
  'percentage.bands': 'சதவீத வரம்புகள்',
  'rounding.places': 'தசம இடங்கள்',
  'rounding.mode': 'முழுமையாக்கல்',
};

/** Each part of a field's path, where FIELDS has not the whole path. */
const PARTS: Record<string, string> = {
  id: 'அடையாளம்',
  name: 'பெயர்',
  code: 'குறியீடு',
  label: 'பொருள்',
  points: 'புள்ளிகள்',
  marks: 'மதிப்பெண்கள்',
  minCgpa: 'குறைந்தபட்ச CGPA',
  requiresNoArrears: 'ஒருபோதும் அரியர் இல்லை',
  gpaCap: 'அதிகபட்ச GPA',
  countsInGpa: 'GPA-வில் கணக்கிடப்படுதல்',
  earnsCredit: 'கிரெடிட் பெறுதல்',
  isFail: 'தோல்வியா',
  isTemporary: 'தற்காலிகமா',
  from: 'CGPA முதல்',
  to: 'CGPA வரை',
  a: 'பெருக்கி',
  b: 'கூட்டல் எண்',
  title: 'தலைப்பு',
  url: 'முகவரி',
  read: 'படித்த தேதி',
  grades: 'கிரேடுகள்',
  classes: 'வகுப்புகள்',
  sources: 'ஆதாரங்கள்',
  aggregation: 'CGPA கணக்கீடு',
  kind: 'வகை',
  semestersPerYear: 'ஆண்டுக்குப் பருவங்கள்',
  weights: 'எடைகள்',
  count: 'பருவங்களின் எண்ணிக்கை',
  failedSubjects: 'தோல்வியடைந்த பாடங்கள்',
  repeatedSubjects: 'மீண்டும் எழுதிய பாடங்கள்',
  rounding: 'முழுமையாக்கல்',
  places: 'தசம இடங்கள்',
  mode: 'முழுமையாக்கும் முறை',
  beforePercentage: 'சதவீதத்துக்கு முன் முழுமையாக்கல்',
  percentage: 'சதவீதம்',
  roundUpToInteger: 'முழு சதவீதத்துக்கு முழுமையாக்கல்',
  bands: 'வரம்புகள்',
  disputed: 'முரண்பாடுகள்',
  about: 'எதைப் பற்றி',
  alternatives: 'மாற்றுகள்',
  description: 'விளக்கம்',
};

/**
 * A field by its path, 'alternatives[1].description' part by part ('மாற்றுகள் 2 › விளக்கம்'); a
 * part no scale has (a file's own field) as written, which the screen marks as data.
 */
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

/** SPEC's reference table's meanings (grades.ts GRADE_REFERENCE), by their English. */
const SPEC_MEANINGS: Record<string, string> = {
  Outstanding: 'மிகச் சிறப்பு',
  Excellent: 'சிறப்பு',
  'Very Good': 'மிக நன்று',
  Good: 'நன்று',
  'Above Average': 'சராசரிக்கு மேல்',
  Average: 'சராசரி',
  Pass: 'தேர்ச்சி',
  Fail: 'தோல்வி',
  Backlog: 'அரியர்',
  Reappear: 'மறுதேர்வு',
  Incomplete: 'முழுமையடையவில்லை',
};

const NOTES: Record<FourPointNote, string> = {
  everyAttempt:
    'பட்டியலிலுள்ள ஒவ்வொரு பாடமும் கணக்கிடப்படும், ஒவ்வொரு முயற்சியும் தனிப் பாடமாக: கணிப்பான் உள்ளிடப்பட்ட ஒவ்வொரு பாடத்தையும் மாற்றுகிறது, இதன் ஆதாரம் மீண்டும் எழுதிய பாடங்கள் பற்றி எதுவும் கூறவில்லை.',
  noPoints:
    'Diplomatiko, AB மற்றும் BC-க்குப் புள்ளிகளை அச்சிடவில்லை: இவை Scholaro கணிப்பானுடையவை, 3.5 மற்றும் 2.5.',
};

export const scalesTamil = {
  'gpa-scale': {
    gradeScale: 'கிரேடு அளவுகோல்',
    change: 'மாற்று',
    edit: 'திருத்து',
    review: 'பார்வையிடு',
    changeLabel: (scale: string) => `கிரேடு அளவுகோலை மாற்று (${scale})`,
    editLabel: (scale: string) => `தனிப்பயன் கிரேடு அளவுகோலைத் திருத்து (${scale})`,
    reviewLabel: (scale: string) => `${scale}-இன் திருத்தத்தைப் பார்வையிடு`,
    corrected: (scale: string) =>
      `${scale}, பல்கலைக்கழகத்தின் சொந்த ஆதாரங்களுடன் ஒப்பிட்டுத் திருத்தப்பட்டுள்ளது. திருத்தத்தை நீங்கள் பார்வையிடும் வரை உங்கள் எண்கள் உள்ளபடியே இருக்கும்.`,
    sources: 'ஆதாரங்கள்',
    read: (day: string) => `(${day} அன்று படிக்கப்பட்டது)`,
    disagree: (about: string) => `ஆதாரங்களிடையே முரண்பாடு: ${about}`,
    aboveBest: (semester: string, sgpa: number, scale: string, best: number) =>
      `${semester}-இன் SGPA ${sgpa}, ${scale}-இன் உச்சமான ${best}-ஐ விட அதிகம்: முதலில் அந்தப் பருவத்தை மாற்றவும் அல்லது நீக்கவும்.`,
    grade: 'கிரேடு',
    credits: 'கிரெடிட்கள்',
    points: 'புள்ளிகள்',
    meaning: 'பொருள்',
    inMarks: (band: string) => `${band} மதிப்பெண்கள்`,
    notInGpa: 'GPA-வில் கணக்கிடப்படாது',
    percentage: 'சதவீதம்',
    division: 'வகுப்பு',
  },
  'gpa-scale-change': {
    intro:
      'உங்கள் பல்கலைக்கழகத்தின் அளவுகோலைத் தேர்ந்தெடுக்கவும்: கிரேடுகள், GPA, சதவீதம், வகுப்பு அனைத்தும் அதன்படி அமையும்.',
    find: 'உங்கள் பல்கலைக்கழகத்தைத் தேடவும்',
    findHint: 'பெயர், சுருக்கப் பெயர் அல்லது நகரம்',
    count: (total: number) => `${total} ${total === 1 ? 'அளவுகோல்' : 'அளவுகோல்கள்'}`,
    found: (found: number, total: number) =>
      `${total}-இல் ${found} ${found === 1 ? 'அளவுகோல்' : 'அளவுகோல்கள்'}`,
    noMatch: (query: string) =>
      `‘${query}’ உடன் பொருந்தும் அளவுகோல் இல்லை: உங்கள் பல்கலைக்கழகத்தின் கிரேடுகளை உள்ளிட, தனிப்பயன் அளவுகோலைத் தேர்ந்தெடுக்கவும்.`,
    custom: 'தனிப்பயன் அளவுகோல்…',
    editCustom: (scale: string) => `தனிப்பயன் அளவுகோலைத் திருத்து: ${scale}…`,
    cancel: 'ரத்துசெய்',
    changeTitle: 'கிரேடு அளவுகோலை மாற்று',
    correctTitle: 'திருத்தப்பட்ட கிரேடு அளவுகோல்',
    changeScale: 'அளவுகோலை மாற்று',
    useCorrect: 'திருத்தப்பட்ட அளவுகோலைப் பயன்படுத்து',
    fromTo: (from: string, to: string) => `${from}-இலிருந்து ${to}-க்கு.`,
    allStay: (subjects: number) =>
      subjects === 1
        ? `அந்த 1 பாடமும் அப்படியே இருக்கும்; அதன் கிரேடு புதிய அளவுகோலுக்கு மாறும்.`
        : `அனைத்து ${subjects} பாடங்களும் அப்படியே இருக்கும்; அவற்றின் கிரேடுகள் புதிய அளவுகோலுக்கு மாறும்.`,
    noChanges: 'எந்தக் கிரேடும் மாறாது.',
    changing: 'மாறும் கிரேடுகள்:',
    comingBack: (scale: string) =>
      `மீண்டும் ${scale}-க்கு மாற்றினால், இடையில் நீங்கள் திருத்தாத ஒவ்வொரு கிரேடும் முன்பு இருந்தபடியே திரும்பும்.`,
    none: 'இல்லை',
  },
  'gpa-scale-editor': {
    title: 'தனிப்பயன் கிரேடு அளவுகோல்',
    intro:
      'உங்கள் பல்கலைக்கழகத்தின் கிரேடுகளும் புள்ளிகளும், சதவீதச் சூத்திரமும் வகுப்புகளும். இந்தச் சுயவிவரத்தை இந்த அளவுகோலுக்கு மாற்றச் சேமிக்கவும்; ஏற்றுமதி செய்தால், மற்றவர்கள் இறக்குமதி செய்யக்கூடிய ஒரு கோப்பு கிடைக்கும்.',
    importFile: 'கோப்பை இறக்குமதி செய்',
    exportFile: 'கோப்பை ஏற்றுமதி செய்',
    imported: (scale: string) => `${scale} இறக்குமதி செய்யப்பட்டது. அதைச் சரிபார்த்து, பின்னர் சேமிக்கவும்.`,
    fileLabel: 'இறக்குமதி செய்ய வேண்டிய கிரேடு அளவுகோல் கோப்பு',
    scaleName: 'அளவுகோலின் பெயர்',
    save: 'அளவுகோலைச் சேமி',
    of: (field: string, row: string) => `${row}: ${field}`,
    remove: (row: string) => `${row}-ஐ நீக்கு`,
    atMost: (most: number) => `(அதிகபட்சம் ${most})`,
    fixThese: (count: number) => `சேமிப்பதற்கு முன் ${count === 1 ? 'இதைச்' : 'இவற்றைச்'} சரிசெய்யவும்:`,
    grades: 'கிரேடுகள்',
    gradesNote:
      'புள்ளிகள் தசம எண்களாகவும் இருக்கலாம் (8.5). GPA-வில்: GPA-வில் கணக்கிடப்படும். கிரெடிட்: பாடத்தின் கிரெடிட்களைப் பெற்றுத் தரும். தோல்வி: பின்னர் ஒரு முயற்சியில் தேர்ச்சி பெறும் வரை அரியர். தற்காலிகம்: ஏதேனும் நிகழும் வரை நீடிக்கும் (மறுதேர்வு, முழுமையடையவில்லை).',
    code: 'குறியீடு',
    marks: 'மதிப்பெண்கள்',
    marksHint: 'மதிப்பெண்கள் (விருப்பத்தேர்வு)',
    flags: 'பண்புகள்',
    flag: (flag: GradeFlag) => FLAGS[flag],
    gradeName: (number: number, code: string) => `கிரேடு ${number}${code ? ` (${code})` : ''}`,
    addGrade: 'கிரேடைச் சேர்',
    formula: 'சூத்திரம்',
    kind: (kind: PercentageConversion['kind']) => KINDS[kind],
    multiplier: 'a (பெருக்கி)',
    offset: 'b (கூட்டல் எண்)',
    fromCgpa: 'CGPA முதல்',
    to: 'வரை',
    toCgpa: 'CGPA வரை',
    bandName: (number: number) => `வரம்பு ${number}`,
    addBand: 'வரம்பைச் சேர்',
    roundUp: 'முழு சதவீதத்துக்கு மேல்நோக்கி முழுமையாக்கு',
    classes: 'வகுப்புகள்',
    classesNote: 'உயர்ந்தது முதலில்: மாணவர் எட்டும் குறைந்தபட்ச CGPA கொண்ட முதல் வகுப்பு அவருக்குக் கிடைக்கும்.',
    minCgpa: 'குறைந்தபட்ச CGPA',
    name: 'பெயர்',
    minimumCgpa: 'குறைந்தபட்ச CGPA',
    noArrears: 'ஒருபோதும் அரியர் இல்லை',
    className: (number: number, name: string) => `வகுப்பு ${number}${name ? ` (${name})` : ''}`,
    addClass: 'வகுப்பைச் சேர்',
    preview: 'முன்னோட்டம்',
    rule: (rule: string) => `விதி: ${rule}`,
    noPercentage: 'சதவீதம் இல்லை',
    outsideBands: 'எந்த வரம்பிலும் இல்லை',
    cgpaRules: 'CGPA விதிகள்',
    creditWeight: 'CGPA: பாடங்களின் மீது, கிரெடிட் எடையுடன்.',
    otherWay: (scale: string) =>
      `${scale} தனது CGPA-வை வேறு முறையில் கணக்கிடுகிறது; அந்த முறை தனிப்பயன் அளவுகோலில் இல்லை.`,
    places: 'தசம இடங்கள்',
    rounding: 'முழுமையாக்கல்',
    mode: (mode: RoundingRule['mode']) => MODES[mode],
    failedLabel: 'தோல்வியடைந்த பாடங்கள், தேர்ச்சி பெறும் வரை',
    failed: (rule: FailedSubjects) => FAILED[rule],
    repeatLabel: 'மீண்டும் எழுதிய பாடம் எப்படிக் கணக்கிடப்படும்',
    repeated: (rule: RepeatedSubjects) => REPEATED[rule],
    highest: 'அதிகபட்ச GPA (விருப்பத்தேர்வு)',
    convert: 'முழுமையாக்கிய CGPA-வைச் சதவீதமாக மாற்று',
    sources: 'ஆதாரங்கள் (விருப்பத்தேர்வு)',
    sourcesNote: 'இந்த விதிகள் எங்கிருந்து வந்தன, எ.கா. உங்கள் பல்கலைக்கழகத்தின் ஒழுங்குமுறை விதிகள்.',
    sourceName: (number: number) => `ஆதாரம் ${number}`,
    sourceTitle: 'தலைப்பு',
    address: 'இணைய முகவரி',
    addressHint: 'இணைய முகவரி',
    readOn: (day: string) => `${day} அன்று படிக்கப்பட்டது`,
    readToday: 'சேமிக்கும்போது, இன்று படிக்கப்பட்டது',
    addSource: 'ஆதாரத்தைச் சேர்',
    customName: (scale: string) => `${scale} (தனிப்பயன்)`,
  },
  'gpa-scale-file': {
    notAFile: 'இது CampusCalc கிரேடு அளவுகோல் கோப்பு அல்ல',
    version: (version: string) => `கிரேடு அளவுகோல் கோப்பின் இந்தப் பதிப்பு ஆதரிக்கப்படவில்லை: ${version}`,
    gradeRow: (number: number) => `கிரேடு ${number}`,
    classRow: (number: number) => `வகுப்பு ${number}`,
    sourceRow: (number: number) => `ஆதாரம் ${number}`,
    bandRow: (number: number) => `சதவீத வரம்பு ${number}`,
    disputeRow: (number: number) => `முரண்பாடு ${number}`,
    field,
    wholeScale: 'அளவுகோல்',
    problem: (subject: string, fault: string) => `${subject} ${fault}`,
    notObject: 'ஆப்ஜெக்ட் ({ … }) ஆக இருக்க வேண்டும்',
    emptyText: 'காலியாக இருக்கக்கூடாது',
    tooLong: (most: number) => `அதிகபட்சம் ${most} எழுத்துகள் வரை இருக்கலாம்`,
    form: (form: TextForm) => FORMS[form],
    codeChars: '‘/’, ‘|’ அல்லது கட்டுப்பாட்டு எழுத்து எதையும் கொண்டிருக்கக்கூடாது',
    notFlag: 'true அல்லது false ஆக இருக்க வேண்டும்',
    notNumber: 'ஓர் எண்ணாக இருக்க வேண்டும்',
    range: (min: number, max: number) => `${min} முதல் ${max} வரை இருக்க வேண்டும்`,
    decimals: (most: number) => `அதிகபட்சம் ${most} தசம இடங்களைக் கொண்டிருக்கலாம்`,
    notList: 'ஒரு பட்டியலாக இருக்க வேண்டும்',
    entries: (min: number, max: number) => `${min} முதல் ${max} உள்ளீடுகளைக் கொண்டிருக்க வேண்டும்`,
    oneOf: (options: readonly string[]) => `இவற்றில் ஒன்றாக இருக்க வேண்டும்: ${options.join(', ')}`,
    unknownField: 'அறியப்பட்ட புலம் அல்ல',
    bandBackwards: 'அதன் முடிவுக்குக் கீழே தொடங்க வேண்டும்',
    bandGap: 'அடுத்த வரம்பு தொடங்கும் இடத்தில் முடிய வேண்டும்',
    repeats: (grade: string) => `‘${grade}’ ஏற்கெனவே வந்துள்ளது`,
    failAndCredit: 'தோல்வியாகவும் கிரெடிட் தருவதாகவும் ஒருசேர இருக்க முடியாது',
    classOrder: 'அதற்கு முந்தைய வகுப்பை விட அதிகமாக இருக்கக்கூடாது (உயர்ந்தது முதலில்)',
    marksBand: '90–100, ≥ 90 அல்லது < 40 போன்ற வரம்பாக இருக்க வேண்டும்',
  },
  'gpa-scale-reference': {
    specMeaning: (meaning: string) => SPEC_MEANINGS[meaning] ?? meaning,
  },
  'gpa-four-point': {
    heading: 'பாடம் வாரியாக, மதிப்பீட்டு நிறுவனங்களின் அட்டவணைகளின்படி',
    howWorked: (method: string) => `${method} எப்படிக் கணக்கிடப்படுகிறது`,
    leftOut: (courses: string) => `GPA-வில் இல்லை, விலக்கப்பட்டவை: ${courses}`,
    note: (note: FourPointNote) => NOTES[note],
    differ: 'இந்தக் கிரேடுகளுக்கான அமெரிக்கக் கிரேடு குறித்து மதிப்பீட்டு நிறுவனங்கள் ஒத்துப்போகவில்லை:',
    notTenPoint: (scale: string, maximum: number) =>
      `இதன் அட்டவணை 10-புள்ளி கிரேடுகளை மாற்றுகிறது; ${scale}-இல் கிரேடுகள் ${maximum} வரை உள்ளன.`,
    onlySgpa: (semester: string) =>
      `${semester} அதன் SGPA-ஆக மட்டுமே உள்ளிடப்பட்டுள்ளது: அட்டவணைக்கு ஒவ்வொரு பாடத்தின் கிரேடும் தேவை.`,
    noRow: (grade: string) => `இதன் அட்டவணையில் ${grade}-க்கு அமெரிக்கக் கிரேடு இல்லை.`,
    caption: (method: string) => `${method}: ஒவ்வொரு பாடமும்`,
    course: 'பாடம்',
    gradePoints: 'கிரேடு (புள்ளிகள்)',
    usGrade: 'அமெரிக்கக் கிரேடு (புள்ளிகள்)',
    product: 'புள்ளிகள் × கிரெடிட்கள்',
    pointsAdded: (sum: string) => `புள்ளிகள் × கிரெடிட்களின் கூடுதல்: ${sum}`,
    creditsAdded: (sum: string) => `கிரெடிட்களின் கூடுதல்: ${sum}`,
    about: (value: string, places: number) => `≈ ${value} (${places} தசம இடங்களுக்கு)`,
    rounded: (places: number, value: string) =>
      `${places} தசம இடங்களுக்கு முழுமையாக்கப்பட்டது: ${value}`,
    hasNoRow: 'அட்டவணையில் இதற்கு வரிசை இல்லை',
    proportional: (value: string) => `விகிதப்படி ${value}`,
  },
} satisfies Translation<
  | typeof scaleTexts
  | typeof scaleChangeTexts
  | typeof scaleEditorTexts
  | typeof scaleFileTexts
  | typeof fourPointTexts
  | typeof scaleReferenceTexts
>;
