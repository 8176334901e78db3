/**
 * The profiles in Bengali: the stores' messages and the names they give (store-texts.ts), the
 * drawer, a damaged profile's dialog and what its salvage says, and export, import and print.
 * Profile, semester and subject names stay as the student typed them; the names the product gives
 * ('Copy of …', 'Unnamed profile') are said in Bengali. A file's fields are named in words: a
 * toast cannot mark the file's own names as data.
 */
import type { FileField } from '#core/gpa/import-problems.ts';
import type { importTexts } from '#core/gpa/import-texts.ts';
import type { salvageTexts } from '#core/gpa/salvage-texts.ts';
import type { storeTexts } from '#core/gpa/store-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { damagedTexts } from './damaged-texts';
import type { drawerTexts } from './drawer-texts';
import type { transferTexts } from './transfer-texts';

const TRY_AGAIN = 'অনুগ্রহ করে আবার চেষ্টা করুন।';
const UNNAMED = 'নামহীন প্রোফাইল';

/** A profiles file's fields in words. */
const FILE_FIELDS: Record<FileField, string> = {
  id: 'আইডি',
  name: 'নাম',
  subjectName: 'বিষয়ের নাম',
  semesters: 'সেমিস্টার',
  subjects: 'বিষয়',
  isDefault: 'ডিফল্ট হওয়ার চিহ্ন',
  userId: 'ব্যবহারকারীর আইডি',
  createdAt: 'তৈরির সময়',
  updatedAt: 'শেষ পরিবর্তনের সময়',
  grade: 'গ্রেড',
  'copiedFrom.shareId': 'কপির উৎসে শেয়ারের আইডি',
  'copiedFrom.originalUserId': 'কপির উৎসে মালিকের আইডি',
  'copiedFrom.originalProfileId': 'কপির উৎসে প্রোফাইলের আইডি',
  'copiedFrom.copiedAt': 'কপি করার সময়',
};

/** The parts of a profile a file's problem names (import-problems.ts `FilePlace`), in words. */
const FILE_PARTS: Record<string, string> = {
  copiedFrom: 'কপির উৎস',
  scale: 'গ্রেড স্কেল',
  entered: 'লেখা SGPA',
  retakeOf: 'আগের প্রচেষ্টা',
};

export const profilesBengali = {
  'gpa-store': {
    welcome: 'স্বাগতম! আপনার প্রথম প্রোফাইল তৈরি হয়েছে।',
    saveError: `ডেটা সংরক্ষণ করতে সমস্যা হয়েছে। ${TRY_AGAIN}`,
    createError: `প্রোফাইল তৈরি করতে সমস্যা হয়েছে। ${TRY_AGAIN}`,
    deleteError: `প্রোফাইল মুছতে সমস্যা হয়েছে। ${TRY_AGAIN}`,
    loadError: `আপনার ডেটা লোড করতে সমস্যা হয়েছে। ${TRY_AGAIN}`,
    notFound: 'প্রোফাইল পাওয়া যায়নি',
    lastProfile: 'শেষ প্রোফাইলটি মুছে ফেলা যাবে না',
    defaultOne: 'ডিফল্ট প্রোফাইল মুছে ফেলা যাবে না',
    unreadable:
      'আপনার সংরক্ষিত GPA ডেটা পড়া যায়নি। সেটি ব্যাকআপ হিসেবে রেখে দেওয়া হয়েছে এবং ক্যালকুলেটর নতুন করে শুরু হয়েছে।',
    visitOnly:
      'এই ব্রাউজার ক্যালকুলেটরকে এখানে সংরক্ষণ করতে দেয় না: পেজ ছেড়ে না যাওয়া পর্যন্ত আপনার প্রোফাইলগুলি রাখা থাকবে।',
    loadFailed: 'প্রোফাইল লোড করতে সমস্যা হয়েছে। অনুগ্রহ করে পেজটি রিলোড করুন।',
    deduped: 'ডুপ্লিকেট প্রোফাইলগুলি সরিয়ে দেওয়া হয়েছে',
    damagedNow: (name: string) =>
      `‘${name}’ আর পড়া যাচ্ছে না। এটি আপনার প্রোফাইলগুলির মধ্যে ‘ক্ষতিগ্রস্ত’ হিসেবে চিহ্নিত আছে: কী সমস্যা, দেখতে সেখানেই এটি খুলুন।`,
    importedName: 'ইমপোর্ট করা প্রোফাইল',
    copyOf: (name: string) => `${name}-এর কপি`,
    unnamed: UNNAMED,
  },
  'gpa-drawer': {
    profiles: 'প্রোফাইলসমূহ',
    myProfiles: 'আমার প্রোফাইল',
    semesters: (count: number) => `${count}টি সেমিস্টার`,
    shareNamed: (name: string) => `${name} শেয়ার করুন`,
    deleteNamed: (name: string) => `${name} মুছে ফেলুন`,
    sharedCount: (count: string) => `শেয়ার করা (${count})`,
    damaged: 'ক্ষতিগ্রস্ত',
    addProfile: 'প্রোফাইল যোগ করুন',
    sharedWithMe: 'আমার সঙ্গে শেয়ার করা',
    noneShared: 'এখনও আপনার সঙ্গে কোনো প্রোফাইল শেয়ার করা হয়নি',
    copyNamed: (name: string) => `${name} আমার অ্যাকাউন্টে কপি করুন`,
    leaveNamed: (name: string) => `${name} ছেড়ে দিন`,
    showMore: 'আরও দেখান',
    sharedOut: 'শেয়ার করা প্রোফাইল',
    noneOut: 'আপনি এখনও কোনো প্রোফাইল শেয়ার করেননি',
    stopSharing: (profile: string, target: string) =>
      `${target}-এর সঙ্গে ${profile} শেয়ার করা বন্ধ করুন`,
    newProfile: 'নতুন প্রোফাইল',
    profileName: 'প্রোফাইলের নাম',
    nameExample: 'যেমন বি.টেক সিএসই',
    create: 'তৈরি করুন',
    cancel: 'বাতিল করুন',
    leaveTitle: 'শেয়ার করা প্রোফাইল ছেড়ে দিন',
    leave: 'ছেড়ে দিন',
    deleteTitle: 'প্রোফাইল মুছে ফেলুন',
    delete: 'মুছে ফেলুন',
    deleteAsk: (name: string, semesters: string) =>
      `${name} এবং তার ${semesters} মুছে ফেলবেন? এটি আর ফেরানো যাবে না।`,
  },
  'gpa-damaged': {
    title: (name: string) => `${name} (ক্ষতিগ্রস্ত)`,
    note: 'এই প্রোফাইলটি সংরক্ষিত অবস্থায় পড়া যায়নি। এতে কিছুই বদলানো হয়নি: আপনি এটি যেমন আছে তেমনই এক্সপোর্ট করতে, মেরামত করতে বা মুছে ফেলতে পারেন।',
    sharedNote:
      'এই শেয়ার করা প্রোফাইলটি সংরক্ষিত অবস্থায় পড়া যায়নি। আপনি এটি যেমন আছে তেমনই এক্সপোর্ট করতে পারেন; কেবল এর মালিকই এটি মেরামত করতে পারেন।',
    noRepair:
      'এটি মেরামত করা যাবে না: এর খুব সামান্য অংশই পড়া যায়। যা আছে তা রাখতে এটি এক্সপোর্ট করুন, তারপর মুছে ফেলুন।',
    wrong: 'কী সমস্যা',
    repair: 'মেরামত করুন',
    repairAsk: 'মেরামত করলে প্রোফাইলটি যা পড়া যায় না তা বাদ দিয়ে সংরক্ষিত হয়:',
    deleteAsk: (name: string) => `${name} মুছে ফেলবেন? এটি আর ফেরানো যাবে না।`,
    export: 'এক্সপোর্ট করুন',
    saveRepair: 'মেরামত করা প্রোফাইল সংরক্ষণ করুন',
    repaired: (name: string) => `${name} মেরামত করা হয়েছে`,
  },
  'gpa-salvage': {
    semester: (position: number) => `সেমিস্টার ${position}`,
    subjectAt: (semester: string, position: number) => `${semester}, বিষয় ${position}`,
    subjectN: (position: number) => `বিষয় ${position}`,
    unknownScale: (preset: string) => `এর গ্রেড স্কেল ${preset} এই ক্যালকুলেটরের জানা নেই`,
    customScale: 'এর কাস্টম গ্রেড স্কেল পড়া যায় না',
    noName: 'প্রোফাইলটির কোনো নাম নেই',
    profileNamed: `প্রোফাইলটির নাম রাখা হয়েছে ‘${UNNAMED}’`,
    noDefault: 'এটি ডিফল্ট প্রোফাইল কি না, তা পড়া যায় না',
    notDefault: 'এটি ডিফল্ট প্রোফাইল নয়',
    noDate: (created: boolean) => `এর ${created ? 'তৈরির' : 'শেষ পরিবর্তনের'} তারিখ পড়া যায় না`,
    dateNow: (created: boolean) =>
      `এর ${created ? 'তৈরির' : 'শেষ পরিবর্তনের'} তারিখ হিসেবে এখনকার সময় রাখা হয়েছে`,
    noSource: 'এটি কোথা থেকে কপি করা হয়েছিল, তা পড়া যায় না',
    sourceOut: 'এটি কোথা থেকে কপি করা হয়েছিল, সেই নোট বাদ দেওয়া হয়েছে',
    noDetails: 'এর বিবরণ পড়া যায় না',
    notAsSaved: 'এটি সংরক্ষিত অবস্থায় পড়া যায় না',
    noId: 'এর আইডি নেই, অথবা অন্য কোনো প্রোফাইল সেটি ব্যবহার করে',
    noSemesters: 'এর সেমিস্টারগুলি পড়া যায় না',
    noSubjects: 'এর বিষয়গুলি পড়া যায় না',
    allSemsOut: 'সব সেমিস্টার বাদ দেওয়া হয়েছে',
    unreadable: (value: string) => `এটি পড়া যায় না (${value})`,
    hasNoName: (place: string) => `${place}-এর কোনো নাম নেই`,
    isNamed: (place: string, name: string) => `${place}-এর নাম রাখা হয়েছে ‘${name}’`,
    semOut: (place: string, subjects: number) =>
      `${place} তার ${subjects}টি বিষয় সহ বাদ দেওয়া হয়েছে`,
    subjsUnread: 'এর বিষয়গুলি পড়া যায় না',
    noSgpa: (value: string) => `এর SGPA ও ক্রেডিট ${value} পড়া যায় না`,
    sgpaOut: 'এর SGPA ও ক্রেডিট বাদ দেওয়া হয়েছে',
    offScale: (grade: string) => `গ্রেড ${grade} এই স্কেলে নেই`,
    badCredits: (credits: string) => `ক্রেডিট ${credits} 0 বা তার বেশি, 0.5-এর ধাপে নয়`,
    repeats: 'এটি অন্য একটি বিষয়ের পুনরাবৃত্তি',
    subjOut: (place: string, name: string | null) =>
      `${place} (${name ?? 'নামহীন'}) বাদ দেওয়া হয়েছে`,
    noMemo: (memo: string) => `স্কেলের শেষ পরিবর্তনের আগের এর গ্রেড ${memo} পড়া যায় না`,
    memoGone: 'স্কেলের শেষ পরিবর্তনের আগে এর যে গ্রেড ছিল, তা আর রাখা হয়নি',
    semUnread: (value: string) => `একটি সেমিস্টার পড়া যায় না (${value})`,
    semDropped: (value: string) => `সেমিস্টার ${value} তার বিষয়গুলি সহ বাদ দেওয়া হয়েছে`,
    subjUnread: (value: string) => `একটি বিষয় পড়া যায় না (${value})`,
    subjDropped: (value: string) => `বিষয় ${value} বাদ দেওয়া হয়েছে`,
  },
  'gpa-transfer': {
    heading: 'এক্সপোর্ট, ইমপোর্ট ও প্রিন্ট',
    exportOne: 'প্রোফাইল এক্সপোর্ট করুন',
    exportAll: 'সব প্রোফাইল এক্সপোর্ট করুন',
    import: 'ইমপোর্ট করুন',
    print: 'প্রিন্ট করুন',
    fileLabel: 'ইমপোর্ট করার জন্য প্রোফাইলের ফাইল',
    printView: 'প্রিন্টের জন্য দৃশ্য',
    imported: (count: number) => `${count}টি প্রোফাইল ইমপোর্ট হয়েছে`,
    refused: (reason: string) => `এই ফাইলটি ইমপোর্ট করা যায়নি: ${reason}`,
  },
  'gpa-import': {
    notExport: 'এটি CampusCalc-এর GPA এক্সপোর্ট ফাইল নয়',
    noProfiles: 'ফাইলে কোনো প্রোফাইল নেই',
    version: (version: string) => `GPA এক্সপোর্ট ফাইলের এই সংস্করণ সমর্থিত নয়: ${version}`,
    profile: (number: number) => `প্রোফাইল ${number}`,
    semester: (place: string, number: number) => `${place}, সেমিস্টার ${number}`,
    subject: (place: string, number: number) => `${place}, বিষয় ${number}`,
    part: (place: string, part: string) => `${place}, ${FILE_PARTS[part] ?? part}`,
    at: (place: string, problem: string) => `${place}: ${problem}`,
    field: (field: FileField) => FILE_FIELDS[field],
    notText: 'একটি টেক্সট হতে হবে',
    notTime: 'মিলিসেকেন্ডে একটি সময় হতে হবে',
    idTwice: (id: string) => `আইডি ${id} দুবার ব্যবহার করা হয়েছে`,
    idInvalid: 'আইডি একটি বৈধ টেক্সট হতে হবে',
    idTooLong: 'আইডি খুব লম্বা',
    creditStep: (step: number) => `ক্রেডিট 0 বা তার বেশি হতে হবে, ${step}-এর ধাপে`,
    creditMax: (most: number) => `ক্রেডিট সর্বাধিক ${most} হতে পারে`,
    gradeMemo: 'স্কেলের শেষ পরিবর্তনের আগের গ্রেড ‘পয়েন্ট/কোড’ আকারে হতে হবে, যেমন ‘0/F’',
    unknownScale: (preset: string) => `গ্রেড স্কেল ‘${preset}’ অজানা`,
    scaleChoice: 'গ্রেড স্কেলে কোনো প্রিসেটের নাম বা একটি কাস্টম স্কেল থাকতে হবে',
    customScale: (problem: string) => `কাস্টম স্কেল: ${problem}`,
  },
} satisfies Translation<
  | typeof storeTexts
  | typeof drawerTexts
  | typeof damagedTexts
  | typeof salvageTexts
  | typeof transferTexts
  | typeof importTexts
>;
