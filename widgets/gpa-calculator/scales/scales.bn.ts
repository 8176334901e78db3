/**
 * The GPA calculator's grade scales in Bengali: the scale's row and sources, the list of scales and
 * a change of scale, the custom scale editor and a scale file, the 4-point conversions. University,
 * scale, method and source names stay as their owners write them (they are data, not texts), and
 * the screen marks them so. An accessible name (aria-label) cannot mark data: there the Bengali
 * leaves out the scale's name and a row's code or class name, which stand visibly beside the
 * control.
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
  none: 'কোনোটিই নয়',
  linear: 'a × CGPA + b',
  piecewise: 'CGPA-র পরিসর অনুযায়ী',
};

const MODES: Record<RoundingRule['mode'], string> = {
  'half-away-from-zero': 'অর্ধেক হলে উপরের দিকে আসন্ন করুন',
  truncate: 'পরের অঙ্কগুলি বাদ দিন',
  up: 'উপরের দিকে আসন্ন করুন',
};

const FAILED: Record<FailedSubjects, string> = {
  counted: 'তাদের পয়েন্ট সহ গণনা করুন',
  'leave-out-until-cleared': 'উত্তীর্ণ না হওয়া পর্যন্ত বাদ রাখুন',
};

const REPEATED: Record<RepeatedSubjects, string> = {
  'clearing-attempt': 'কেবল যে প্রচেষ্টায় উত্তীর্ণ হওয়া গেছে',
  'every-attempt': 'প্রতিটি প্রচেষ্টা',
};

const FLAGS: Record<GradeFlag, string> = {
  countsInGpa: 'GPA-তে',
  earnsCredit: 'ক্রেডিট',
  isFail: 'ফেল',
  isTemporary: 'অস্থায়ী',
};

/** What a text not of its form must be; a web address's scheme is data (scale-file-texts.ts). */
const FORMS: Record<TextForm, string> = {
  id: 'কেবল ইংরেজির ছোট হাতের অক্ষর ও অঙ্ক দিয়ে লিখতে হবে, মাঝে ‘-’ দেওয়া যায়',
  url: 'https:// বা http:// দিয়ে শুরু হতে হবে',
  date: 'বছর-মাস-দিন আকারে হতে হবে (যেমন 2026-12-01)',
};

/** The fields a scale's problem names, by their path in the scale or in a row. */
const FIELDS: Record<string, string> = {
  'percentage.a': 'শতাংশের গুণক',
  'percentage.b': 'শতাংশের ধ্রুবক',
  'percentage.bands': 'শতাংশের পরিসর',
  'rounding.places': 'দশমিক স্থান',
  'rounding.mode': 'আসন্নীকরণ',
};

/** Each part of a field's path, where FIELDS has not the whole path. */
const PARTS: Record<string, string> = {
  id: 'আইডি',
  name: 'নাম',
  code: 'কোড',
  label: 'অর্থ',
  points: 'পয়েন্ট',
  marks: 'নম্বর',
  minCgpa: 'ন্যূনতম CGPA',
  requiresNoArrears: 'কখনও কোনো ব্যাকলগ নয়',
  gpaCap: 'সর্বোচ্চ GPA',
  countsInGpa: 'GPA-তে গণ্য হওয়া',
  earnsCredit: 'ক্রেডিট পাওয়া',
  isFail: 'ফেল হওয়া',
  isTemporary: 'অস্থায়ী হওয়া',
  from: 'CGPA থেকে',
  to: 'CGPA পর্যন্ত',
  a: 'গুণক',
  b: 'ধ্রুবক',
  title: 'শিরোনাম',
  url: 'ঠিকানা',
  read: 'পড়ার তারিখ',
  grades: 'গ্রেড',
  classes: 'শ্রেণি',
  sources: 'উৎস',
  aggregation: 'CGPA-র গণনা',
  kind: 'ধরন',
  semestersPerYear: 'বছরে সেমিস্টার',
  weights: 'ভার',
  count: 'সেমিস্টারের সংখ্যা',
  failedSubjects: 'ফেল করা বিষয়',
  repeatedSubjects: 'আবার দেওয়া বিষয়',
  rounding: 'আসন্নীকরণ',
  places: 'দশমিক স্থান',
  mode: 'আসন্নীকরণের পদ্ধতি',
  beforePercentage: 'শতাংশের আগে আসন্নীকরণ',
  percentage: 'শতাংশ',
  roundUpToInteger: 'পূর্ণ শতাংশে আসন্নীকরণ',
  bands: 'পরিসর',
  disputed: 'মতভেদ',
  about: 'প্রসঙ্গ',
  alternatives: 'বিকল্প',
  description: 'বিবরণ',
};

/**
 * A field by its path, 'alternatives[1].description' part by part ('বিকল্প 2 › বিবরণ'); a part
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
  Outstanding: 'অসাধারণ',
  Excellent: 'উৎকৃষ্ট',
  'Very Good': 'খুব ভালো',
  Good: 'ভালো',
  'Above Average': 'গড়ের উপরে',
  Average: 'গড়',
  Pass: 'উত্তীর্ণ',
  Fail: 'ফেল',
  Backlog: 'ব্যাকলগ',
  Reappear: 'পুনঃপরীক্ষা',
  Incomplete: 'অসম্পূর্ণ',
};

const NOTES: Record<FourPointNote, string> = {
  everyAttempt:
    'তালিকার প্রতিটি কোর্স গণ্য হয়, প্রতিটি প্রচেষ্টা আলাদা কোর্স হিসেবে: ক্যালকুলেটর লেখা প্রতিটি কোর্স রূপান্তর করে, আর এর উৎস আবার দেওয়া কোর্স সম্পর্কে কিছু বলে না।',
  noPoints: 'Diplomatiko AB ও BC-এর কোনো পয়েন্ট ছাপে না: এগুলি Scholaro-র ক্যালকুলেটরের, 3.5 ও 2.5।',
};

export const scalesBengali = {
  'gpa-scale': {
    gradeScale: 'গ্রেড স্কেল',
    change: 'বদলান',
    edit: 'সম্পাদনা করুন',
    review: 'দেখুন',
    changeLabel: (scale: string) => `গ্রেড স্কেল বদলান (${scale})`,
    editLabel: (scale: string) => `কাস্টম গ্রেড স্কেল সম্পাদনা করুন (${scale})`,
    reviewLabel: (scale: string) => `${scale}-এর সংশোধন দেখুন`,
    corrected: (scale: string) =>
      `${scale} বিশ্ববিদ্যালয়ের নিজস্ব উৎসের সঙ্গে মিলিয়ে সংশোধন করা হয়েছে। আপনি সংশোধনটি না দেখা পর্যন্ত আপনার সংখ্যাগুলি যেমন আছে তেমনই থাকবে।`,
    sources: 'উৎস',
    read: (day: string) => `(${day} তারিখে পড়া)`,
    disagree: (about: string) => `উৎসগুলির মধ্যে মতভেদ: ${about}`,
    aboveBest: (semester: string, sgpa: number, scale: string, best: number) =>
      `${semester}-এর SGPA ${sgpa}, ${scale}-এর সর্বোচ্চ ${best}-এর চেয়ে বেশি: আগে সেই সেমিস্টারটি বদলান বা মুছে ফেলুন।`,
    grade: 'গ্রেড',
    credits: 'ক্রেডিট',
    points: 'পয়েন্ট',
    meaning: 'অর্থ',
    inMarks: (band: string) => `${band} নম্বর`,
    notInGpa: 'GPA-তে গণ্য নয়',
    percentage: 'শতাংশ',
    division: 'শ্রেণি',
  },
  'gpa-scale-change': {
    intro: 'আপনার বিশ্ববিদ্যালয়ের স্কেল বেছে নিন: গ্রেড, GPA, শতাংশ ও শ্রেণি সেই অনুযায়ী হবে।',
    find: 'আপনার বিশ্ববিদ্যালয় খুঁজুন',
    findHint: 'নাম, সংক্ষিপ্ত নাম বা শহর',
    count: (total: number) => `${total}টি স্কেল`,
    found: (found: number, total: number) => `${total}টির মধ্যে ${found}টি স্কেল`,
    noMatch: (query: string) =>
      `‘${query}’-এর সঙ্গে কোনো স্কেল মেলেনি: আপনার বিশ্ববিদ্যালয়ের গ্রেড লিখতে কাস্টম স্কেল বেছে নিন।`,
    custom: 'কাস্টম স্কেল…',
    editCustom: (scale: string) => `কাস্টম স্কেল সম্পাদনা করুন: ${scale}…`,
    cancel: 'বাতিল করুন',
    changeTitle: 'গ্রেড স্কেল বদলান',
    correctTitle: 'সংশোধিত গ্রেড স্কেল',
    changeScale: 'স্কেল বদলান',
    useCorrect: 'সংশোধিত স্কেল ব্যবহার করুন',
    fromTo: (from: string, to: string) => `${from} থেকে ${to}-এ।`,
    allStay: (subjects: number) => `সব ${subjects}টি বিষয় থাকছে; তাদের গ্রেড নতুন স্কেলে চলে যাচ্ছে।`,
    noChanges: 'কোনো গ্রেড বদলাচ্ছে না।',
    changing: 'যে গ্রেডগুলি বদলাচ্ছে:',
    comingBack: (scale: string) =>
      `${scale}-এ ফিরে গেলে প্রতিটি গ্রেড আগের মতো হয়ে যায়, যদি না আপনি মাঝে সেটি বদলে থাকেন।`,
    none: 'নেই',
  },
  'gpa-scale-editor': {
    title: 'কাস্টম গ্রেড স্কেল',
    intro:
      'আপনার বিশ্ববিদ্যালয়ের গ্রেড ও পয়েন্ট, শতাংশের সূত্র এবং শ্রেণি। এই প্রোফাইলটিকে এই স্কেলে আনতে সংরক্ষণ করুন; এক্সপোর্ট করলে একটি ফাইল পাবেন, যা অন্যরা ইমপোর্ট করতে পারেন।',
    importFile: 'ফাইল ইমপোর্ট করুন',
    exportFile: 'ফাইল এক্সপোর্ট করুন',
    imported: (scale: string) => `${scale} ইমপোর্ট হয়েছে। এটি যাচাই করুন, তারপর সংরক্ষণ করুন।`,
    fileLabel: 'ইমপোর্ট করার জন্য গ্রেড স্কেল ফাইল',
    scaleName: 'স্কেলের নাম',
    save: 'স্কেল সংরক্ষণ করুন',
    of: (field: string, row: string) => `${row}: ${field}`,
    remove: (row: string) => `${row} সরিয়ে দিন`,
    atMost: (most: number) => `(সর্বাধিক ${most}টি)`,
    fixThese: (count: number) => `সংরক্ষণের আগে ${count === 1 ? 'এটি' : 'এগুলি'} ঠিক করুন:`,
    grades: 'গ্রেড',
    gradesNote:
      'পয়েন্টে দশমিক থাকতে পারে (8.5)। GPA-তে: GPA-তে গণ্য হয়। ক্রেডিট: বিষয়ের ক্রেডিট দেয়। ফেল: পরের কোনো প্রচেষ্টায় উত্তীর্ণ না হওয়া পর্যন্ত ব্যাকলগ। অস্থায়ী: কিছু একটা না ঘটা পর্যন্ত থাকে (পুনঃপরীক্ষা, অসম্পূর্ণ)।',
    code: 'কোড',
    marks: 'নম্বর',
    marksHint: 'নম্বর (ঐচ্ছিক)',
    flags: 'বৈশিষ্ট্য',
    flag: (flag: GradeFlag) => FLAGS[flag],
    gradeName: (number: number, code: string) => `গ্রেড ${number}${code ? ` (${code})` : ''}`,
    addGrade: 'গ্রেড যোগ করুন',
    formula: 'সূত্র',
    kind: (kind: PercentageConversion['kind']) => KINDS[kind],
    multiplier: 'a (গুণক)',
    offset: 'b (ধ্রুবক)',
    fromCgpa: 'CGPA থেকে',
    to: 'পর্যন্ত',
    toCgpa: 'CGPA পর্যন্ত',
    bandName: (number: number) => `পরিসর ${number}`,
    addBand: 'পরিসর যোগ করুন',
    roundUp: 'উপরের দিকে পূর্ণ শতাংশে আসন্ন করুন',
    classes: 'শ্রেণি',
    classesNote:
      'সর্বোচ্চটি আগে: তালিকায় যে শ্রেণির ন্যূনতম CGPA শিক্ষার্থী প্রথমে ছুঁতে পারে, সেটিই সে পায়।',
    minCgpa: 'ন্যূনতম CGPA',
    name: 'নাম',
    minimumCgpa: 'ন্যূনতম CGPA',
    noArrears: 'কখনও কোনো ব্যাকলগ নয়',
    className: (number: number, name: string) => `শ্রেণি ${number}${name ? ` (${name})` : ''}`,
    addClass: 'শ্রেণি যোগ করুন',
    preview: 'পূর্বরূপ',
    rule: (rule: string) => `নিয়ম: ${rule}`,
    noPercentage: 'কোনো শতাংশ নেই',
    outsideBands: 'কোনো পরিসরে নেই',
    cgpaRules: 'CGPA-র নিয়ম',
    creditWeight: 'CGPA: সব বিষয়ের ক্রেডিট-ভারিত গড়।',
    otherWay: (scale: string) =>
      `${scale} তার CGPA অন্য পদ্ধতিতে গণনা করে, যা কাস্টম স্কেলে পাওয়া যায় না।`,
    places: 'দশমিক স্থান',
    rounding: 'আসন্নীকরণ',
    mode: (mode: RoundingRule['mode']) => MODES[mode],
    failedLabel: 'ফেল করা বিষয়, উত্তীর্ণ না হওয়া পর্যন্ত',
    failed: (rule: FailedSubjects) => FAILED[rule],
    repeatLabel: 'আবার দেওয়া বিষয় কীভাবে গণ্য হবে',
    repeated: (rule: RepeatedSubjects) => REPEATED[rule],
    highest: 'সর্বোচ্চ GPA (ঐচ্ছিক)',
    convert: 'আসন্ন করা CGPA-কে শতাংশে রূপান্তর করুন',
    sources: 'উৎস (ঐচ্ছিক)',
    sourcesNote: 'এই নিয়মগুলি কোথা থেকে এসেছে, যেমন আপনার বিশ্ববিদ্যালয়ের বিধিমালা।',
    sourceName: (number: number) => `উৎস ${number}`,
    sourceTitle: 'শিরোনাম',
    address: 'ওয়েব ঠিকানা',
    addressHint: 'ওয়েব ঠিকানা',
    readOn: (day: string) => `${day} তারিখে পড়া`,
    readToday: 'সংরক্ষণ করলে, আজ পড়া',
    addSource: 'উৎস যোগ করুন',
    customName: (scale: string) => `${scale} (কাস্টম)`,
  },
  'gpa-scale-file': {
    notAFile: 'এটি CampusCalc-এর গ্রেড স্কেল ফাইল নয়',
    version: (version: string) => `গ্রেড স্কেল ফাইলের এই সংস্করণ সমর্থিত নয়: ${version}`,
    gradeRow: (number: number) => `গ্রেড ${number}`,
    classRow: (number: number) => `শ্রেণি ${number}`,
    sourceRow: (number: number) => `উৎস ${number}`,
    bandRow: (number: number) => `শতাংশের পরিসর ${number}`,
    disputeRow: (number: number) => `মতভেদ ${number}`,
    field,
    wholeScale: 'স্কেল',
    problem: (subject: string, fault: string) => `${subject} ${fault}`,
    notObject: 'একটি অবজেক্ট ({ … }) হতে হবে',
    emptyText: 'ফাঁকা হতে পারে না',
    tooLong: (most: number) => `সর্বাধিক ${most}টি অক্ষরের হতে পারে`,
    form: (form: TextForm) => FORMS[form],
    codeChars: '‘/’, ‘|’ বা কোনো কন্ট্রোল ক্যারেক্টার ধারণ করতে পারে না',
    notFlag: 'true বা false হতে হবে',
    notNumber: 'একটি সংখ্যা হতে হবে',
    range: (min: number, max: number) => `${min} থেকে ${max}-এর মধ্যে হতে হবে`,
    decimals: (most: number) => `সর্বাধিক ${most} দশমিক স্থান পর্যন্ত হতে পারে`,
    notList: 'একটি তালিকা হতে হবে',
    entries: (min: number, max: number) => `${min} থেকে ${max}টি এন্ট্রির তালিকা হতে হবে`,
    oneOf: (options: readonly string[]) => `এগুলির একটি হতে হবে: ${options.join(', ')}`,
    unknownField: 'কোনো পরিচিত ঘর নয়',
    bandBackwards: 'নিজের শেষের নিচে শুরু হতে হবে',
    bandGap: 'যেখানে পরের পরিসর শুরু হয়, সেখানেই শেষ হতে হবে',
    repeats: (grade: string) => `‘${grade}’-এর পুনরাবৃত্তি করে`,
    failAndCredit: 'একসঙ্গে ফেল এবং ক্রেডিট-প্রদায়ী হতে পারে না',
    classOrder: 'আগের শ্রেণির চেয়ে বেশি হতে পারে না (সর্বোচ্চটি আগে)',
    marksBand: '90–100, ≥ 90 বা < 40-এর মতো একটি পরিসর হতে হবে',
  },
  'gpa-scale-reference': {
    specMeaning: (meaning: string) => SPEC_MEANINGS[meaning] ?? meaning,
  },
  'gpa-four-point': {
    heading: 'কোর্স ধরে ধরে, মূল্যায়নকারী সংস্থাগুলির তালিকা অনুযায়ী',
    howWorked: (method: string) => `${method}-এর গণনা কীভাবে হয়`,
    leftOut: (courses: string) => `GPA-তে নেই, বাদ দেওয়া হয়েছে: ${courses}`,
    note: (note: FourPointNote) => NOTES[note],
    differ: 'এই গ্রেডগুলির মার্কিন গ্রেড নিয়ে মূল্যায়নকারী সংস্থাগুলি একমত নয়:',
    notTenPoint: (scale: string, maximum: number) =>
      `এর তালিকা 10-পয়েন্ট গ্রেড রূপান্তর করে; ${scale}-এ গ্রেড ${maximum} পর্যন্ত।`,
    onlySgpa: (semester: string) =>
      `${semester} কেবল তার SGPA হিসেবে লেখা আছে: তালিকার জন্য প্রতিটি কোর্সের গ্রেড প্রয়োজন।`,
    noRow: (grade: string) => `এর তালিকায় ${grade}-এর কোনো মার্কিন গ্রেড নেই।`,
    caption: (method: string) => `${method}: প্রতিটি কোর্স`,
    course: 'কোর্স',
    gradePoints: 'গ্রেড (পয়েন্ট)',
    usGrade: 'মার্কিন গ্রেড (পয়েন্ট)',
    product: 'পয়েন্ট × ক্রেডিট',
    pointsAdded: (sum: string) => `পয়েন্ট × ক্রেডিটের যোগফল: ${sum}`,
    creditsAdded: (sum: string) => `ক্রেডিটের যোগফল: ${sum}`,
    about: (value: string, places: number) => `≈ ${value} (${places} দশমিক স্থান পর্যন্ত)`,
    rounded: (places: number, value: string) => `${places} দশমিক স্থান পর্যন্ত আসন্ন: ${value}`,
    hasNoRow: 'তালিকায় এর সারি নেই',
    proportional: (value: string) => `আনুপাতিক ${value}`,
  },
} satisfies Translation<
  | typeof scaleTexts
  | typeof scaleChangeTexts
  | typeof scaleEditorTexts
  | typeof scaleFileTexts
  | typeof fourPointTexts
  | typeof scaleReferenceTexts
>;
