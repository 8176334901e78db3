/**
 * The GPA calculator's grade scales in Hindi: the scale's row and sources, the list of scales and a
 * change of scale, the custom scale editor and a scale file, the 4-point conversions. University,
 * scale, method and source names stay as their owners write them (they are data, not texts), and
 * the screen marks them so. An accessible name (aria-label) cannot mark data: there the Hindi leaves
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
  none: 'कोई नहीं',
  linear: 'a × CGPA + b',
  piecewise: 'CGPA की सीमा के अनुसार',
};

const MODES: Record<RoundingRule['mode'], string> = {
  'half-away-from-zero': 'आधे पर ऊपर पूर्णांकित करें',
  truncate: 'आगे के अंक छोड़ दें',
  up: 'ऊपर की ओर पूर्णांकित करें',
};

const FAILED: Record<FailedSubjects, string> = {
  counted: 'उनके पॉइंट के साथ गिनें',
  'leave-out-until-cleared': 'उत्तीर्ण होने तक न गिनें',
};

const REPEATED: Record<RepeatedSubjects, string> = {
  'clearing-attempt': 'केवल वह प्रयास जिसमें उत्तीर्ण हुआ',
  'every-attempt': 'हर प्रयास',
};

const FLAGS: Record<GradeFlag, string> = {
  countsInGpa: 'GPA में',
  earnsCredit: 'क्रेडिट',
  isFail: 'फ़ेल',
  isTemporary: 'अस्थायी',
};

/** What a text not of its form must be; a web address's scheme is data (scale-file-texts.ts). */
const FORMS: Record<TextForm, string> = {
  id: 'में केवल अंग्रेज़ी के छोटे अक्षर और अंक हो सकते हैं, बीच में ‘-’ के साथ',
  url: 'https:// या http:// से शुरू होना चाहिए',
  date: 'वर्ष-महीना-दिन के रूप में होनी चाहिए (जैसे 2026-12-01)',
};

/** The fields a scale's problem names, by their path in the scale or in a row. */
const FIELDS: Record<string, string> = {
  'percentage.a': 'प्रतिशत का गुणक',
  'percentage.b': 'प्रतिशत का जोड़',
  'percentage.bands': 'प्रतिशत की सीमाएँ',
  'rounding.places': 'दशमलव स्थान',
  'rounding.mode': 'पूर्णांकन',
};

/** Each part of a field's path, where FIELDS has not the whole path. */
const PARTS: Record<string, string> = {
  id: 'पहचान',
  name: 'नाम',
  code: 'कोड',
  label: 'अर्थ',
  points: 'पॉइंट',
  marks: 'अंक',
  minCgpa: 'न्यूनतम CGPA',
  requiresNoArrears: 'कभी कोई बैकलॉग नहीं',
  gpaCap: 'अधिकतम GPA',
  countsInGpa: 'GPA में गिना जाना',
  earnsCredit: 'क्रेडिट मिलना',
  isFail: 'फ़ेल होना',
  isTemporary: 'अस्थायी होना',
  from: 'CGPA से',
  to: 'CGPA तक',
  a: 'गुणक',
  b: 'जोड़',
  title: 'शीर्षक',
  url: 'पता',
  read: 'पढ़ने की तारीख',
  grades: 'ग्रेड',
  classes: 'श्रेणियाँ',
  sources: 'स्रोत',
  aggregation: 'CGPA की गणना',
  kind: 'प्रकार',
  semestersPerYear: 'साल के सेमेस्टर',
  weights: 'भार',
  count: 'सेमेस्टर की संख्या',
  failedSubjects: 'फ़ेल विषय',
  repeatedSubjects: 'दोबारा दिए गए विषय',
  rounding: 'पूर्णांकन',
  places: 'दशमलव स्थान',
  mode: 'पूर्णांकन का तरीका',
  beforePercentage: 'प्रतिशत से पहले पूर्णांकन',
  percentage: 'प्रतिशत',
  roundUpToInteger: 'पूरे प्रतिशत तक पूर्णांकन',
  bands: 'सीमाएँ',
  disputed: 'मतभेद',
  about: 'विषय',
  alternatives: 'विकल्प',
  description: 'विवरण',
};

/**
 * A field by its path, 'alternatives[1].description' part by part ('विकल्प 2 › विवरण'); a part
 * no scale has (a file's own field) as written, which the screen marks as data.
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
  Outstanding: 'उत्कृष्ट',
  Excellent: 'उत्तम',
  'Very Good': 'बहुत अच्छा',
  Good: 'अच्छा',
  'Above Average': 'औसत से ऊपर',
  Average: 'औसत',
  Pass: 'उत्तीर्ण',
  Fail: 'फ़ेल',
  Backlog: 'बैकलॉग',
  Reappear: 'रीअपीयर',
  Incomplete: 'अपूर्ण',
};

const NOTES: Record<FourPointNote, string> = {
  everyAttempt:
    'सूची का हर कोर्स गिना जाता है, हर प्रयास एक अलग कोर्स के रूप में: कैलकुलेटर दर्ज किए गए हर कोर्स को बदलता है, और इसका स्रोत दोबारा दिए गए कोर्स के बारे में कुछ नहीं कहता।',
  noPoints: 'Diplomatiko, AB और BC के पॉइंट नहीं छापता: ये Scholaro के कैलकुलेटर के हैं, 3.5 और 2.5।',
};

export const scalesHindi = {
  'gpa-scale': {
    gradeScale: 'ग्रेड स्केल',
    change: 'बदलें',
    edit: 'संपादित करें',
    review: 'देखें',
    changeLabel: (scale: string) => `ग्रेड स्केल बदलें (${scale})`,
    editLabel: (scale: string) => `कस्टम ग्रेड स्केल संपादित करें (${scale})`,
    reviewLabel: (scale: string) => `${scale} का सुधार देखें`,
    corrected: (scale: string) =>
      `${scale} को विश्वविद्यालय के अपने स्रोतों से मिलाकर सुधारा गया है। जब तक आप सुधार देख नहीं लेते, आपके आँकड़े जैसे हैं वैसे ही रहेंगे।`,
    sources: 'स्रोत',
    read: (day: string) => `(${day} को पढ़ा गया)`,
    disagree: (about: string) => `स्रोतों में मतभेद: ${about}`,
    aboveBest: (semester: string, sgpa: number, scale: string, best: number) =>
      `${semester} का SGPA ${sgpa}, ${scale} के सर्वोच्च ${best} से अधिक है: पहले उस सेमेस्टर को बदलें या हटाएँ।`,
    grade: 'ग्रेड',
    credits: 'क्रेडिट',
    points: 'पॉइंट',
    meaning: 'अर्थ',
    inMarks: (band: string) => `${band} अंक`,
    notInGpa: 'GPA में नहीं गिना जाता',
    percentage: 'प्रतिशत',
    division: 'श्रेणी',
  },
  'gpa-scale-change': {
    intro: 'अपने विश्वविद्यालय का स्केल चुनें: ग्रेड, GPA, प्रतिशत और श्रेणी उसी के अनुसार होंगे।',
    find: 'अपना विश्वविद्यालय खोजें',
    findHint: 'नाम, संक्षिप्त नाम या शहर',
    count: (total: number) => `${total} स्केल`,
    found: (found: number, total: number) => `${total} में से ${found} स्केल`,
    noMatch: (query: string) =>
      `‘${query}’ से कोई स्केल नहीं मिला: अपने विश्वविद्यालय के ग्रेड दर्ज करने के लिए कस्टम स्केल चुनें।`,
    custom: 'कस्टम स्केल…',
    editCustom: (scale: string) => `कस्टम स्केल बदलें: ${scale}…`,
    cancel: 'रद्द करें',
    changeTitle: 'ग्रेड स्केल बदलें',
    correctTitle: 'सुधारा गया ग्रेड स्केल',
    changeScale: 'स्केल बदलें',
    useCorrect: 'सुधारा गया स्केल अपनाएँ',
    fromTo: (from: string, to: string) => `${from} से ${to} पर।`,
    allStay: (subjects: number) => `सभी ${subjects} विषय बने रहते हैं; उनके ग्रेड नए स्केल पर चले जाते हैं।`,
    noChanges: 'कोई ग्रेड नहीं बदलता।',
    changing: 'बदलने वाले ग्रेड:',
    comingBack: (scale: string) =>
      `${scale} पर वापस जाने पर हर ग्रेड पहले जैसा हो जाता है, बशर्ते आपने बीच में उसे बदला न हो।`,
    none: 'कोई नहीं',
  },
  'gpa-scale-editor': {
    title: 'कस्टम ग्रेड स्केल',
    intro:
      'आपके विश्वविद्यालय के ग्रेड और पॉइंट, प्रतिशत का सूत्र और श्रेणियाँ। इस प्रोफ़ाइल को इस स्केल पर लाने के लिए सहेजें; निर्यात करने पर एक फ़ाइल मिलती है, जिसे दूसरे आयात कर सकते हैं।',
    importFile: 'फ़ाइल आयात करें',
    exportFile: 'फ़ाइल निर्यात करें',
    imported: (scale: string) => `${scale} आयात हो गया। इसे जाँचें, फिर सहेजें।`,
    fileLabel: 'आयात करने के लिए ग्रेड स्केल फ़ाइल',
    scaleName: 'स्केल का नाम',
    save: 'स्केल सहेजें',
    of: (field: string, row: string) => `${row}: ${field}`,
    remove: (row: string) => `${row} हटाएँ`,
    atMost: (most: number) => `(अधिकतम ${most})`,
    fixThese: (count: number) => `सहेजने से पहले ${count === 1 ? 'इसे' : 'इन्हें'} ठीक करें:`,
    grades: 'ग्रेड',
    gradesNote:
      'पॉइंट दशमलव में हो सकते हैं (8.5)। GPA में: GPA में गिना जाता है। क्रेडिट: विषय के क्रेडिट दिलाता है। फ़ेल: बाद के प्रयास में उत्तीर्ण होने तक बैकलॉग। अस्थायी: कुछ होने तक रहता है (रीअपीयर, अपूर्ण)।',
    code: 'कोड',
    marks: 'अंक',
    marksHint: 'अंक (वैकल्पिक)',
    flags: 'विशेषताएँ',
    flag: (flag: GradeFlag) => FLAGS[flag],
    gradeName: (number: number, code: string) => `ग्रेड ${number}${code ? ` (${code})` : ''}`,
    addGrade: 'ग्रेड जोड़ें',
    formula: 'सूत्र',
    kind: (kind: PercentageConversion['kind']) => KINDS[kind],
    multiplier: 'a (गुणक)',
    offset: 'b (जोड़)',
    fromCgpa: 'CGPA से',
    to: 'तक',
    toCgpa: 'CGPA तक',
    bandName: (number: number) => `सीमा ${number}`,
    addBand: 'सीमा जोड़ें',
    roundUp: 'पूरे प्रतिशत तक ऊपर की ओर पूर्णांकित करें',
    classes: 'श्रेणियाँ',
    classesNote: 'सबसे ऊँची पहले: छात्र को वह पहली श्रेणी मिलती है जिसका न्यूनतम CGPA वह पा लेता है।',
    minCgpa: 'न्यूनतम CGPA',
    name: 'नाम',
    minimumCgpa: 'न्यूनतम CGPA',
    noArrears: 'कभी कोई बैकलॉग नहीं',
    className: (number: number, name: string) => `श्रेणी ${number}${name ? ` (${name})` : ''}`,
    addClass: 'श्रेणी जोड़ें',
    preview: 'पूर्वावलोकन',
    rule: (rule: string) => `नियम: ${rule}`,
    noPercentage: 'कोई प्रतिशत नहीं',
    outsideBands: 'किसी सीमा में नहीं',
    cgpaRules: 'CGPA के नियम',
    creditWeight: 'CGPA: विषयों पर, क्रेडिट के भार से।',
    otherWay: (scale: string) =>
      `${scale} अपना CGPA दूसरे तरीके से गिनता है, जो कस्टम स्केल में उपलब्ध नहीं है।`,
    places: 'दशमलव स्थान',
    rounding: 'पूर्णांकन',
    mode: (mode: RoundingRule['mode']) => MODES[mode],
    failedLabel: 'फ़ेल विषय, उत्तीर्ण होने तक',
    failed: (rule: FailedSubjects) => FAILED[rule],
    repeatLabel: 'दोबारा दिया गया विषय कैसे गिना जाए',
    repeated: (rule: RepeatedSubjects) => REPEATED[rule],
    highest: 'अधिकतम GPA (वैकल्पिक)',
    convert: 'पूर्णांकित CGPA को प्रतिशत में बदलें',
    sources: 'स्रोत (वैकल्पिक)',
    sourcesNote: 'ये नियम कहाँ से आए हैं, जैसे आपके विश्वविद्यालय के अध्यादेश या नियमावली।',
    sourceName: (number: number) => `स्रोत ${number}`,
    sourceTitle: 'शीर्षक',
    address: 'वेब पता',
    addressHint: 'वेब पता',
    readOn: (day: string) => `${day} को पढ़ा गया`,
    readToday: 'सहेजने पर, आज पढ़ा गया',
    addSource: 'स्रोत जोड़ें',
    customName: (scale: string) => `${scale} (कस्टम)`,
  },
  'gpa-scale-file': {
    notAFile: 'यह CampusCalc की ग्रेड स्केल फ़ाइल नहीं है',
    version: (version: string) => `ग्रेड स्केल फ़ाइल का यह संस्करण समर्थित नहीं है: ${version}`,
    gradeRow: (number: number) => `ग्रेड ${number}`,
    classRow: (number: number) => `श्रेणी ${number}`,
    sourceRow: (number: number) => `स्रोत ${number}`,
    bandRow: (number: number) => `प्रतिशत सीमा ${number}`,
    disputeRow: (number: number) => `मतभेद ${number}`,
    field,
    wholeScale: 'स्केल',
    problem: (subject: string, fault: string) => `${subject} ${fault}`,
    notObject: 'ऑब्जेक्ट ({ … }) होना चाहिए',
    emptyText: 'खाली नहीं होना चाहिए',
    tooLong: (most: number) => `अधिकतम ${most} अक्षरों का हो सकता है`,
    form: (form: TextForm) => FORMS[form],
    codeChars: 'में ‘/’, ‘|’ या कोई कंट्रोल कैरेक्टर नहीं हो सकता',
    notFlag: 'true या false होना चाहिए',
    notNumber: 'एक संख्या होनी चाहिए',
    range: (min: number, max: number) => `का मान ${min} से ${max} तक होना चाहिए`,
    decimals: (most: number) => `में अधिकतम ${most} दशमलव स्थान हो सकते हैं`,
    notList: 'एक सूची होनी चाहिए',
    entries: (min: number, max: number) => `में ${min} से ${max} प्रविष्टियाँ होनी चाहिए`,
    oneOf: (options: readonly string[]) => `इनमें से एक होना चाहिए: ${options.join(', ')}`,
    unknownField: 'कोई ज्ञात फ़ील्ड नहीं है',
    bandBackwards: 'अपने अंत से नीचे शुरू होनी चाहिए',
    bandGap: 'वहीं खत्म होनी चाहिए जहाँ अगली सीमा शुरू होती है',
    repeats: (grade: string) => `‘${grade}’ पहले भी आ चुका है`,
    failAndCredit: 'फ़ेल होने के साथ क्रेडिट नहीं दिला सकता',
    classOrder: 'अपने से पहले की श्रेणी से अधिक नहीं हो सकता (सबसे ऊँची पहले)',
    marksBand: '90–100, ≥ 90 या < 40 जैसी सीमा होनी चाहिए',
  },
  'gpa-scale-reference': {
    specMeaning: (meaning: string) => SPEC_MEANINGS[meaning] ?? meaning,
  },
  'gpa-four-point': {
    heading: 'कोर्स-दर-कोर्स, मूल्यांकन संस्थाओं की तालिकाओं से',
    howWorked: (method: string) => `${method} की गणना कैसे होती है`,
    leftOut: (courses: string) => `GPA में नहीं, छोड़े गए: ${courses}`,
    note: (note: FourPointNote) => NOTES[note],
    differ: 'इन ग्रेड के अमेरिकी ग्रेड पर मूल्यांकन संस्थाएँ एकमत नहीं हैं:',
    notTenPoint: (scale: string, maximum: number) =>
      `इसकी तालिका 10-पॉइंट ग्रेड बदलती है; ${scale} में ग्रेड ${maximum} तक हैं।`,
    onlySgpa: (semester: string) =>
      `${semester} केवल अपने SGPA के रूप में दर्ज है: तालिका को हर कोर्स का ग्रेड चाहिए।`,
    noRow: (grade: string) => `इसकी तालिका में ${grade} का कोई अमेरिकी ग्रेड नहीं है।`,
    caption: (method: string) => `${method}: हर कोर्स`,
    course: 'कोर्स',
    gradePoints: 'ग्रेड (पॉइंट)',
    usGrade: 'अमेरिकी ग्रेड (पॉइंट)',
    product: 'पॉइंट × क्रेडिट',
    pointsAdded: (sum: string) => `पॉइंट × क्रेडिट का जोड़: ${sum}`,
    creditsAdded: (sum: string) => `क्रेडिट का जोड़: ${sum}`,
    about: (value: string, places: number) => `≈ ${value} (${places} दशमलव स्थानों तक)`,
    rounded: (places: number, value: string) => `${places} दशमलव स्थानों तक पूर्णांकित: ${value}`,
    hasNoRow: 'की तालिका में इसकी पंक्ति नहीं',
    proportional: (value: string) => `अनुपात से ${value}`,
  },
} satisfies Translation<
  | typeof scaleTexts
  | typeof scaleChangeTexts
  | typeof scaleEditorTexts
  | typeof scaleFileTexts
  | typeof fourPointTexts
  | typeof scaleReferenceTexts
>;
