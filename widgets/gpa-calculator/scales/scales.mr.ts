/** Grade scales in Marathi: the scale's row, changing it, the custom editor, files and 4-point. */
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
  none: 'काहीही नाही',
  linear: 'a × CGPA + b',
  piecewise: 'CGPA च्या टप्प्यानुसार',
};

const MODES: Record<RoundingRule['mode'], string> = {
  'half-away-from-zero': 'अर्ध्यावर वर पूर्णांकित करा',
  truncate: 'पुढचे अंक सोडून द्या',
  up: 'वरच्या दिशेने पूर्णांकित करा',
};

const FAILED: Record<FailedSubjects, string> = {
  counted: 'त्यांच्या पॉइंटसह मोजा',
  'leave-out-until-cleared': 'उत्तीर्ण होईपर्यंत मोजू नका',
};

const REPEATED: Record<RepeatedSubjects, string> = {
  'clearing-attempt': 'फक्त ज्या प्रयत्नात उत्तीर्ण झाला तो',
  'every-attempt': 'प्रत्येक प्रयत्न',
};

const FLAGS: Record<GradeFlag, string> = {
  countsInGpa: 'GPA मध्ये',
  earnsCredit: 'श्रेयांक',
  isFail: 'अनुत्तीर्ण',
  isTemporary: 'तात्पुरता',
};

const FORMS: Record<TextForm, string> = {
  id: 'फक्त इंग्रजी लहान अक्षरे आणि अंक यांची असणे आवश्यक आहे, मध्ये ‘-’ चालेल',
  url: 'https:// किंवा http:// ने सुरू होणे आवश्यक आहे',
  date: 'वर्ष-महिना-दिवस या स्वरूपात असणे आवश्यक आहे (उदा. 2026-12-01)',
};

const FIELDS: Record<string, string> = {
  'percentage.a': 'टक्केवारीचा गुणक',
  'percentage.b': 'टक्केवारीचा स्थिरांक',
  'percentage.bands': 'टक्केवारीचे टप्पे',
  'rounding.places': 'दशांश स्थळे',
  'rounding.mode': 'पूर्णांकन',
};

const PARTS: Record<string, string> = {
  id: 'ओळख',
  name: 'नाव',
  code: 'कोड',
  label: 'अर्थ',
  points: 'पॉइंट',
  marks: 'गुण',
  minCgpa: 'किमान CGPA',
  requiresNoArrears: 'कधीही बॅकलॉग नाही',
  gpaCap: 'कमाल GPA',
  countsInGpa: 'GPA मध्ये मोजणे',
  earnsCredit: 'श्रेयांक मिळणे',
  isFail: 'अनुत्तीर्ण असणे',
  isTemporary: 'तात्पुरते असणे',
  from: 'CGPA पासून',
  to: 'CGPA पर्यंत',
  a: 'गुणक',
  b: 'स्थिरांक',
  title: 'शीर्षक',
  url: 'पत्ता',
  read: 'वाचल्याची तारीख',
  grades: 'ग्रेड',
  classes: 'श्रेणी',
  sources: 'स्रोत',
  aggregation: 'CGPA ची गणना',
  kind: 'प्रकार',
  semestersPerYear: 'वर्षातील सत्रे',
  weights: 'भार',
  count: 'सत्रांची संख्या',
  failedSubjects: 'अनुत्तीर्ण विषय',
  repeatedSubjects: 'पुन्हा दिलेले विषय',
  rounding: 'पूर्णांकन',
  places: 'दशांश स्थळे',
  mode: 'पूर्णांकनाची पद्धत',
  beforePercentage: 'टक्केवारीपूर्वी पूर्णांकन',
  percentage: 'टक्केवारी',
  roundUpToInteger: 'पूर्ण टक्क्यापर्यंत पूर्णांकन',
  bands: 'टप्पे',
  disputed: 'मतभेद',
  about: 'विषय',
  alternatives: 'पर्याय',
  description: 'वर्णन',
};

/** A field by its path, part by part ('पर्याय 2 › वर्णन'); an unknown part as written, quoted. */
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
  Outstanding: 'सर्वोत्कृष्ट',
  Excellent: 'उत्कृष्ट',
  'Very Good': 'खूप चांगले',
  Good: 'चांगले',
  'Above Average': 'सरासरीपेक्षा अधिक',
  Average: 'सरासरी',
  Pass: 'उत्तीर्ण',
  Fail: 'अनुत्तीर्ण',
  Backlog: 'बॅकलॉग',
  Reappear: 'पुनर्परीक्षा',
  Incomplete: 'अपूर्ण',
};

const NOTES: Record<FourPointNote, string> = {
  everyAttempt:
    'यादीतील प्रत्येक कोर्स मोजला जातो, प्रत्येक प्रयत्न स्वतंत्र कोर्स म्हणून: कॅल्क्युलेटर नोंदवलेला प्रत्येक कोर्स रूपांतरित करतो, आणि याचा स्रोत पुन्हा दिलेल्या कोर्सबद्दल काहीही सांगत नाही.',
  noPoints: 'Diplomatiko, AB आणि BC चे पॉइंट छापत नाही: हे Scholaro च्या कॅल्क्युलेटरचे आहेत, 3.5 आणि 2.5.',
};

export const scalesMarathi = {
  'gpa-scale': {
    gradeScale: 'ग्रेड स्केल',
    change: 'बदला',
    edit: 'संपादित करा',
    review: 'पाहा',
    changeLabel: (scale: string) => `ग्रेड स्केल बदला (${scale})`,
    editLabel: (scale: string) => `सानुकूल ग्रेड स्केल संपादित करा (${scale})`,
    reviewLabel: (scale: string) => `${scale} ची दुरुस्ती पाहा`,
    corrected: (scale: string) =>
      `${scale} विद्यापीठाच्या स्वतःच्या स्रोतांशी पडताळून दुरुस्त केले आहे. तुम्ही दुरुस्ती पाहीपर्यंत तुमचे आकडे जसे आहेत तसेच राहतील.`,
    sources: 'स्रोत',
    read: (day: string) => `(${day} रोजी वाचले)`,
    disagree: (about: string) => `स्रोतांमध्ये मतभेद: ${about}`,
    aboveBest: (semester: string, sgpa: number, scale: string, best: number) =>
      `${semester} चा SGPA ${sgpa} हा ${scale} च्या सर्वोच्च ${best} पेक्षा जास्त आहे: आधी ते सत्र बदला किंवा हटवा.`,
    grade: 'ग्रेड',
    credits: 'श्रेयांक',
    points: 'पॉइंट',
    meaning: 'अर्थ',
    inMarks: (band: string) => `${band} गुण`,
    notInGpa: 'GPA मध्ये मोजले जात नाही',
    percentage: 'टक्केवारी',
    division: 'श्रेणी',
  },
  'gpa-scale-change': {
    intro: 'तुमच्या विद्यापीठाचे स्केल निवडा: ग्रेड, GPA, टक्केवारी आणि श्रेणी त्यानुसार ठरतील.',
    find: 'तुमचे विद्यापीठ शोधा',
    findHint: 'नाव, संक्षिप्त नाव किंवा शहर',
    count: (total: number) => `${total} स्केल`,
    found: (found: number, total: number) => `${total} पैकी ${found} स्केल`,
    noMatch: (query: string) =>
      `‘${query}’ शी जुळणारे स्केल नाही: तुमच्या विद्यापीठाचे ग्रेड नोंदवण्यासाठी सानुकूल स्केल निवडा.`,
    custom: 'सानुकूल स्केल…',
    editCustom: (scale: string) => `सानुकूल स्केल संपादित करा: ${scale}…`,
    cancel: 'रद्द करा',
    changeTitle: 'ग्रेड स्केल बदला',
    correctTitle: 'दुरुस्त केलेले ग्रेड स्केल',
    changeScale: 'स्केल बदला',
    useCorrect: 'दुरुस्त केलेले स्केल वापरा',
    fromTo: (from: string, to: string) => `${from} वरून ${to} वर.`,
    allStay: (subjects: number) => `सर्व ${subjects} विषय तसेच राहतात; त्यांचे ग्रेड नवीन स्केलवर जातात.`,
    noChanges: 'एकही ग्रेड बदलत नाही.',
    changing: 'बदलणारे ग्रेड:',
    comingBack: (scale: string) =>
      `${scale} वर परत गेल्यास प्रत्येक ग्रेड पूर्वीसारखा होतो, जर तुम्ही मधल्या काळात तो बदलला नसेल तर.`,
    none: 'काहीही नाही',
  },
  'gpa-scale-editor': {
    title: 'सानुकूल ग्रेड स्केल',
    intro:
      'तुमच्या विद्यापीठाचे ग्रेड आणि पॉइंट, टक्केवारीचे सूत्र आणि श्रेणी. हे प्रोफाइल या स्केलवर आणण्यासाठी जतन करा; एक्सपोर्ट केल्यावर एक फाइल मिळते, जी इतर जण इम्पोर्ट करू शकतात.',
    importFile: 'फाइल इम्पोर्ट करा',
    exportFile: 'फाइल एक्सपोर्ट करा',
    imported: (scale: string) => `${scale} इम्पोर्ट झाले. ते तपासा, मग जतन करा.`,
    fileLabel: 'इम्पोर्ट करायची ग्रेड स्केल फाइल',
    scaleName: 'स्केलचे नाव',
    save: 'स्केल जतन करा',
    of: (field: string, row: string) => `${row}: ${field}`,
    remove: (row: string) => `${row} काढा`,
    atMost: (most: number) => `(जास्तीत जास्त ${most})`,
    fixThese: (count: number) => `जतन करण्यापूर्वी ${count === 1 ? 'ही चूक' : 'या चुका'} दुरुस्त करा:`,
    grades: 'ग्रेड',
    gradesNote:
      'पॉइंट दशांशात असू शकतात (8.5). GPA मध्ये: GPA मध्ये मोजला जातो. श्रेयांक: विषयाचे श्रेयांक मिळवून देतो. अनुत्तीर्ण: पुढच्या प्रयत्नात उत्तीर्ण होईपर्यंत बॅकलॉग. तात्पुरता: काही घडेपर्यंत राहतो (पुनर्परीक्षा, अपूर्ण).',
    code: 'कोड',
    marks: 'गुण',
    marksHint: 'गुण (ऐच्छिक)',
    flags: 'वैशिष्ट्ये',
    flag: (flag: GradeFlag) => FLAGS[flag],
    gradeName: (number: number, code: string) => `ग्रेड ${number}${code ? ` (${code})` : ''}`,
    addGrade: 'ग्रेड जोडा',
    formula: 'सूत्र',
    kind: (kind: PercentageConversion['kind']) => KINDS[kind],
    multiplier: 'a (गुणक)',
    offset: 'b (स्थिरांक)',
    fromCgpa: 'CGPA पासून',
    to: 'पर्यंत',
    toCgpa: 'CGPA पर्यंत',
    bandName: (number: number) => `टप्पा ${number}`,
    addBand: 'टप्पा जोडा',
    roundUp: 'पूर्ण टक्क्यापर्यंत वरच्या दिशेने पूर्णांकित करा',
    classes: 'श्रेणी',
    classesNote: 'सर्वोच्च आधी: विद्यार्थ्याला ती पहिली श्रेणी मिळते जिचा किमान CGPA तो गाठतो.',
    minCgpa: 'किमान CGPA',
    name: 'नाव',
    minimumCgpa: 'किमान CGPA',
    noArrears: 'कधीही बॅकलॉग नाही',
    className: (number: number, name: string) => `श्रेणी ${number}${name ? ` (${name})` : ''}`,
    addClass: 'श्रेणी जोडा',
    preview: 'पूर्वावलोकन',
    rule: (rule: string) => `नियम: ${rule}`,
    noPercentage: 'टक्केवारी नाही',
    outsideBands: 'कोणत्याही टप्प्यात नाही',
    cgpaRules: 'CGPA चे नियम',
    creditWeight: 'CGPA: विषयांवर, श्रेयांकांच्या भारानुसार.',
    otherWay: (scale: string) =>
      `${scale} आपला CGPA दुसऱ्या पद्धतीने मोजते, जी सानुकूल स्केलमध्ये उपलब्ध नाही.`,
    places: 'दशांश स्थळे',
    rounding: 'पूर्णांकन',
    mode: (mode: RoundingRule['mode']) => MODES[mode],
    failedLabel: 'अनुत्तीर्ण विषय, उत्तीर्ण होईपर्यंत',
    failed: (rule: FailedSubjects) => FAILED[rule],
    repeatLabel: 'पुन्हा दिलेला विषय कसा मोजावा',
    repeated: (rule: RepeatedSubjects) => REPEATED[rule],
    highest: 'कमाल GPA (ऐच्छिक)',
    convert: 'पूर्णांकित CGPA चे टक्केवारीत रूपांतर करा',
    sources: 'स्रोत (ऐच्छिक)',
    sourcesNote: 'हे नियम कोठून आले आहेत, उदा. तुमच्या विद्यापीठाचे अध्यादेश किंवा नियमावली.',
    sourceName: (number: number) => `स्रोत ${number}`,
    sourceTitle: 'शीर्षक',
    address: 'वेब पत्ता',
    addressHint: 'वेब पत्ता',
    readOn: (day: string) => `${day} रोजी वाचले`,
    readToday: 'जतन केल्यावर, आज वाचले',
    addSource: 'स्रोत जोडा',
    customName: (scale: string) => `${scale} (सानुकूल)`,
  },
  'gpa-scale-file': {
    notAFile: 'ही CampusCalc ची ग्रेड स्केल फाइल नाही',
    version: (version: string) => `ग्रेड स्केल फाइलची ही आवृत्ती समर्थित नाही: ${version}`,
    gradeRow: (number: number) => `ग्रेड ${number}`,
    classRow: (number: number) => `श्रेणी ${number}`,
    sourceRow: (number: number) => `स्रोत ${number}`,
    bandRow: (number: number) => `टक्केवारी टप्पा ${number}`,
    disputeRow: (number: number) => `मतभेद ${number}`,
    field,
    wholeScale: 'स्केल',
    problem: (subject: string, fault: string) => `${subject} ${fault}`,
    notObject: 'ऑब्जेक्ट ({ … }) असणे आवश्यक आहे',
    emptyText: 'रिक्त नसणे आवश्यक आहे',
    tooLong: (most: number) => `जास्तीत जास्त ${most} अक्षरांपर्यंत असणे आवश्यक आहे`,
    form: (form: TextForm) => FORMS[form],
    codeChars: '‘/’, ‘|’ किंवा नियंत्रण अक्षरांशिवाय असणे आवश्यक आहे',
    notFlag: 'true किंवा false असणे आवश्यक आहे',
    notNumber: 'संख्या असणे आवश्यक आहे',
    range: (min: number, max: number) => `${min} ते ${max} यांदरम्यान असणे आवश्यक आहे`,
    decimals: (most: number) => `जास्तीत जास्त ${most} दशांश स्थळांपर्यंत असणे आवश्यक आहे`,
    notList: 'यादी असणे आवश्यक आहे',
    entries: (min: number, max: number) => `${min} ते ${max} नोंदींची यादी असणे आवश्यक आहे`,
    oneOf: (options: readonly string[]) => `यांपैकी एक असणे आवश्यक आहे: ${options.join(', ')}`,
    unknownField: 'ओळखीचा रकाना नाही',
    bandBackwards: 'आपल्या शेवटापेक्षा कमी मूल्यापासून सुरू होणे आवश्यक आहे',
    bandGap: 'पुढचा टप्पा जिथे सुरू होतो तिथेच संपणे आवश्यक आहे',
    repeats: (grade: string) => `‘${grade}’ याची पुनरावृत्ती आहे`,
    failAndCredit: 'अनुत्तीर्ण असणे आणि श्रेयांक देणे दोन्ही एकत्र शक्य नाही',
    classOrder: 'आधीच्या श्रेणीपेक्षा जास्त असू शकत नाही (सर्वोच्च आधी)',
    marksBand: '90–100, ≥ 90 किंवा < 40 असा टप्पा असणे आवश्यक आहे',
  },
  'gpa-scale-reference': {
    specMeaning: (meaning: string) => SPEC_MEANINGS[meaning] ?? meaning,
  },
  'gpa-four-point': {
    heading: 'कोर्सनिहाय, मूल्यांकन संस्थांच्या तक्त्यांनुसार',
    howWorked: (method: string) => `${method} ची गणना कशी होते`,
    leftOut: (courses: string) => `GPA मध्ये नाहीत, वगळलेले: ${courses}`,
    note: (note: FourPointNote) => NOTES[note],
    differ: 'या ग्रेडच्या अमेरिकन ग्रेडबाबत मूल्यांकन संस्थांमध्ये एकमत नाही:',
    notTenPoint: (scale: string, maximum: number) =>
      `याचा तक्ता 10-पॉइंट ग्रेड रूपांतरित करतो; ${scale} मध्ये ग्रेड ${maximum} पर्यंत आहेत.`,
    onlySgpa: (semester: string) =>
      `${semester} फक्त त्याच्या SGPA च्या रूपात नोंदवले आहे: तक्त्याला प्रत्येक कोर्सचा ग्रेड हवा.`,
    noRow: (grade: string) => `याच्या तक्त्यात ${grade} साठी अमेरिकन ग्रेड नाही.`,
    caption: (method: string) => `${method}: प्रत्येक कोर्स`,
    course: 'कोर्स',
    gradePoints: 'ग्रेड (पॉइंट)',
    usGrade: 'अमेरिकन ग्रेड (पॉइंट)',
    product: 'पॉइंट × श्रेयांक',
    pointsAdded: (sum: string) => `पॉइंट × श्रेयांक यांची बेरीज: ${sum}`,
    creditsAdded: (sum: string) => `श्रेयांकांची बेरीज: ${sum}`,
    about: (value: string, places: number) => `≈ ${value} (${places} दशांश स्थळांपर्यंत)`,
    rounded: (places: number, value: string) => `${places} दशांश स्थळांपर्यंत पूर्णांकित: ${value}`,
    hasNoRow: 'च्या तक्त्यात याची ओळ नाही',
    proportional: (value: string) => `प्रमाणानुसार ${value}`,
  },
} satisfies Translation<
  | typeof scaleTexts
  | typeof scaleChangeTexts
  | typeof scaleEditorTexts
  | typeof scaleFileTexts
  | typeof fourPointTexts
  | typeof scaleReferenceTexts
>;
