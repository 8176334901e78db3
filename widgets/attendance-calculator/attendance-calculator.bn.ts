/**
 * The attendance calculator in Bengali: fetched when an element's language is Bengali. Words as
 * colleges in West Bengal print them on attendance notices: উপস্থিতি, অনুষ্ঠিত ক্লাস, ছাড় (condonation).
 */
import type {
  AttendanceProblem,
  CountField,
  PercentageField,
  SectionProblem,
} from '../../packages/core/src/attendance/problems';
import type { Standing } from '../../packages/core/src/attendance/sheet-outcome';
import type { RemainingSource } from '../../packages/core/src/attendance/sheet-types';
import { sharedBengali } from '../../packages/ui/src/language/bn';
import type { AttendanceTranslation } from './attendance-calculator.translation';

const STATES: Record<Standing['state'], string> = {
  safe: 'নিরাপদ',
  reachable: 'উপস্থিতি কম',
  unreachable: 'এই সেমিস্টারে সম্ভব নয়',
  'no-classes': 'এখনও কোনো ক্লাস হয়নি',
};

const COUNT_LABELS: Record<CountField, string> = {
  held: 'অনুষ্ঠিত ক্লাস',
  attended: 'উপস্থিত ক্লাস',
  leave: 'ছুটি',
  remaining: 'বাকি ক্লাস',
  leaveLimit: 'গণ্য ছুটি',
};

const PERCENTAGE_LABELS: Record<PercentageField, string> = {
  required: 'প্রয়োজনীয় উপস্থিতি',
  subjectRequired: 'প্রয়োজনীয় %',
  condonation: 'প্রতিটি ছাড়ের সীমা',
};

const WEEKDAYS = ['সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি', 'রবি'];

// A break with a dash: the holiday list reads 'to', 'से' or a dash between its dates.
const HOLIDAYS_HINT = 'ছুটির দিন এভাবে লিখুন: 25/12/2026, আর লম্বা ছুটি: 24/12/2026 – 1/1/2027।';

function problem(problem: AttendanceProblem): string {
  switch (problem.code) {
    case 'negative':
      return `‘${COUNT_LABELS[problem.field]}’ ঋণাত্মক হতে পারে না।`;
    case 'notWhole':
      return `‘${COUNT_LABELS[problem.field]}’ ক্লাসের একটি পূর্ণসংখ্যা হতে হবে, যেমন 40।`;
    case 'notNumber':
      return `‘${COUNT_LABELS[problem.field]}’ কোনো সংখ্যা নয়: অঙ্কে লিখুন, যেমন 40।`;
    case 'tooMany':
      return `‘${COUNT_LABELS[problem.field]}’ সর্বাধিক ${problem.most} হতে পারে।`;
    case 'notPercentage':
      return `‘${PERCENTAGE_LABELS[problem.field]}’ 0-এর বেশি এবং 100 পর্যন্ত একটি শতাংশ হতে হবে, সর্বাধিক 2 দশমিক স্থান পর্যন্ত, যেমন 75।`;
    case 'attendedOverHeld':
      return `উপস্থিত ক্লাস (${problem.attended}) অনুষ্ঠিত ক্লাসের (${problem.held}) চেয়ে বেশি হতে পারে না।`;
    case 'leaveOverHeld':
      return `উপস্থিত ও ছুটির ক্লাস মিলিয়ে (${problem.together}) অনুষ্ঠিত ক্লাসের (${problem.held}) চেয়ে বেশি হতে পারে না।`;
    case 'timetableDay':
      return `${WEEKDAYS[problem.weekday]}বারের ক্লাস 0 থেকে ${problem.most}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে।`;
    case 'needsLastDay':
      return 'রুটিন থেকে বাকি ক্লাস গুনতে হলে ক্লাসের শেষ দিনটি দিন।';
  }
}

function sectionProblem(problem: SectionProblem): string {
  switch (problem.code) {
    case 'bandNotBelow':
      return `ছাড়ের সীমা প্রয়োজনীয় উপস্থিতির (${problem.required} %) নিচে শুরু হয়: ${problem.band} তার নিচে নয়।`;
    case 'lastDayNotDate':
      return 'ক্লাসের শেষ দিনটি কোনো তারিখ নয়: ক্যালেন্ডার থেকে বেছে নিন।';
    case 'lastDayTooFar':
      return `ক্লাসের শেষ দিন, ${problem.lastDay}, এক বছরেরও বেশি পরে: সালটি কি ঠিক আছে?`;
    case 'holidaysTooLong':
      return `ছুটির তালিকাটি খুব লম্বা: সর্বাধিক ${problem.most}টি অক্ষর। লম্বা ছুটিকে একটি সময়সীমা হিসেবে লিখুন।`;
    case 'holidayNotDate':
      return `‘${problem.entry}’ কোনো তারিখ নয়। ${HOLIDAYS_HINT}`;
    case 'holidayBackwards':
      return `‘${problem.entry}’ শুরু হওয়ার আগেই শেষ হয়ে যাচ্ছে।`;
    case 'holidayTooLong':
      return `‘${problem.entry}’ এক বছরের চেয়েও লম্বা: কোনো তারিখ কি ভুল লেখা হয়েছে?`;
  }
}

const SOURCES: Record<RemainingSource, string> = {
  none: 'পরিকল্পনা করা হয়নি',
  count: 'একটি সংখ্যা',
  timetable: 'রুটিন থেকে',
};

export default {
  ...sharedBengali,
  attendance: {
    state: (state: Standing['state']) => STATES[state],
    result: (percentage: string, state: Standing['state']) => `${percentage}%, ${STATES[state]}`,
    classes: (count: number) => `${count}টি ক্লাস`,
    subjects: (count: number) => `${count}টি বিষয়`,
    numberedSubject: (number: number) => `বিষয় ${number}`,
    requirement: (required: string, roundedFrom: string | null) =>
      `${required}%${roundedFrom === null ? '' : ` (পূর্ণ শতাংশে আসন্ন করা হয়, তাই ${roundedFrom}% থেকেই)`}`,
    atTheBar: (requirement: string) =>
      `আপনার উপস্থিতি ${requirement} বা তার বেশি, কিন্তু পরের ক্লাসটি বাদ দিলে তার নিচে নেমে যাবে।`,
    mayMiss: (classes: string, requirement: string) =>
      `পরের ${classes} পরপর বাদ দিলেও আপনার উপস্থিতি ${requirement} বা তার বেশি থাকবে।`,
    mustAttend: (classes: string, requirement: string) =>
      `${requirement} পর্যন্ত পৌঁছাতে পরের ${classes} পরপর করুন।`,
    needsEvery: (requirement: string) =>
      `${requirement} পেতে হলে প্রতিটি ক্লাসে উপস্থিত থাকতে হবে: একটিও বাদ গেলে তা আর সম্ভব নয়।`,
    band: (now: boolean, from: string, to: string) =>
      `${now ? 'এখন আপনি' : 'তখন আপনি'} ${from}% থেকে ${to}%-এর ছাড়ের সীমার মধ্যে ${now ? 'আছেন' : 'থাকবেন'}: কলেজ ঘাটতি মকুব করতে পারে।`,
    belowAtBest: (toCome: string, best: string, requirement: string) =>
      `বাকি ${toCome} সবই করলেও শেষে আপনার উপস্থিতি হবে ${best}, যা ${requirement} থেকে কম।`,
    mayMissAll: (toCome: string, requirement: string) =>
      `বাকি ${toCome} সবই বাদ দিলেও শেষে আপনার উপস্থিতি ${requirement} বা তার বেশি থাকবে।`,
    mayMissSome: (toCome: string, canMiss: number, requirement: string, best: string) =>
      `বাকি ${toCome} থেকে ${canMiss}টি বাদ দিলেও শেষে আপনার উপস্থিতি ${requirement} বা তার বেশি থাকবে (সবকটি করলে ${best})।`,
    allSubjects: 'সব বিষয়',
    weekday: (weekday: number) => WEEKDAYS[weekday]!,
    countLabel: (field: CountField) => COUNT_LABELS[field],
    percentageLabel: (field: PercentageField) => PERCENTAGE_LABELS[field],
    problem,
  },
  'attendance-form': {
    title: 'উপস্থিতি ক্যালকুলেটর',
    loading: 'আপনার অ্যাকাউন্ট থেকে আপনার উপস্থিতি লোড হচ্ছে…',
    fromLink:
      'এই বিষয়গুলি একটি লিংক থেকে এসেছে। এই ডিভাইসে সংরক্ষিত আপনার নিজের বিষয়গুলি ততক্ষণ রাখা থাকবে, যতক্ষণ না আপনি এগুলি তাদের জায়গায় সংরক্ষণ করছেন।',
    keepLinked: 'এগুলিই সংরক্ষণ করুন',
    subjectsList: 'বিষয়সমূহ',
    addSubject: 'বিষয় যোগ করুন',
    allTogether: 'সব বিষয় মিলিয়ে',
    fixedRules: (rules: string) => `এই সাইটের নির্ধারিত নিয়ম: ${rules}।`,
    subject: 'বিষয়',
    remove: 'সরিয়ে দিন',
    toCome: 'এখনও যত ক্লাস বাকি',
    source: (source: RemainingSource) => SOURCES[source],
    eachWeekday: 'সপ্তাহের প্রতিটি দিনের ক্লাস',
    rules: (line: string) => `কলেজের নিয়ম: ${line}`,
    requiredLine: (required: string) => `${required}% প্রয়োজন`,
    roundedLine: 'পূর্ণ শতাংশে আসন্ন',
    condonationLine: (from: string) => `${from}% থেকে ছাড়`,
    leaveLine: (classes: string) => `${classes}টি ক্লাস পর্যন্ত ছুটি গণ্য হয়`,
    perSubjectLine: 'প্রতিটি বিষয়ের নিজস্ব সীমা',
    overallLine: 'সব বিষয় মিলিয়েও গণনা হয়',
    semester: (lastDay: string | null) =>
      `সেমিস্টারের শেষ ও ছুটির দিন${lastDay === null ? '' : `: ${lastDay} পর্যন্ত`}`,
    export: 'এক্সপোর্ট করুন',
    import: 'ইমপোর্ট করুন',
    fileLabel: 'ইমপোর্ট করার জন্য উপস্থিতির ফাইল',
    unreadableDevice:
      'আপনার সংরক্ষিত উপস্থিতি পড়া যায়নি। সেটি ব্যাকআপ হিসেবে রেখে দেওয়া হয়েছে এবং ক্যালকুলেটর নতুন করে শুরু হয়েছে।',
    unreadableAccount:
      'আপনার অ্যাকাউন্টে সংরক্ষিত উপস্থিতি পড়া যায়নি, তাই সেটি যেমন ছিল তেমনই রাখা হয়েছে এবং এখান থেকে তার উপর কিছুই সংরক্ষণ করা হবে না।',
    notLoaded: 'আপনার অ্যাকাউন্ট থেকে আপনার উপস্থিতি লোড করা যায়নি। আবার চেষ্টা করতে পেজটি রিলোড করুন।',
    notSavedDevice:
      'এই ব্রাউজার ক্যালকুলেটরকে এখানে সংরক্ষণ করতে দেয় না: পেজ ছেড়ে না যাওয়া পর্যন্ত আপনার বিষয়গুলি রাখা থাকবে।',
    notSavedAccount:
      'আপনার উপস্থিতি আপনার অ্যাকাউন্টে সংরক্ষণ করা যায়নি। এটি এই পেজে রাখা আছে; আপনার ইন্টারনেট সংযোগ পরীক্ষা করুন।',
  },
  'attendance-import': {
    notASheet:
      'এই ফাইলটি এমন কোনো উপস্থিতি শিট নয় যা ক্যালকুলেটর পড়তে পারে: ক্যালকুলেটর থেকে এক্সপোর্ট করা একটি ফাইল বেছে নিন।',
    imported: (subjects: string) => `${subjects} ইমপোর্ট হয়েছে।`,
    replaceAsk: (mine: string, theirs: string) => `আপনার ${mine} সরিয়ে ফাইলের ${theirs} রাখবেন?`,
    replace: 'বদলে দিন',
    keepMine: 'আমারগুলি রাখুন',
  },
  'attendance-sections': {
    requiredField: 'প্রয়োজনীয় উপস্থিতি (%)',
    compares: 'কলেজ কীসের সঙ্গে তুলনা করে',
    exact: 'নির্ভুল শতাংশ (74.99% মানে 75%-এর কম)',
    whole: 'পূর্ণ শতাংশে আসন্ন শতাংশ (74.5% মানে 75%)',
    condonationField: 'ছাড়ের সীমা, যেখান থেকে শুরু (%)',
    leaveField: 'উপস্থিত হিসেবে গণ্য ছুটি (ক্লাস)',
    none: 'কোনোটিই নয়',
    perSubject: 'প্রতিটি বিষয়ের নিজস্ব প্রয়োজনীয় উপস্থিতি আছে',
    overall: 'কলেজ সব বিষয় মিলিয়েও গণনা করে',
    lastDay: 'ক্লাসের শেষ দিন',
    holidays: 'ছুটির দিন',
    holidaysExample: '25/12/2026, 24/12/2026 – 1/1/2027',
    holidaysHint: HOLIDAYS_HINT,
    problem: sectionProblem,
  },
  'attendance-working': {
    countedAsAttended: (attended: number, leave: number, total: number) =>
      `উপস্থিত হিসেবে গণ্য: ${attended} উপস্থিত + ${leave} ছুটি = ${total}`,
    heldAndCounted: (held: number, total: number) =>
      `অনুষ্ঠিত ক্লাস: ${held}, উপস্থিত হিসেবে গণ্য: ${total}`,
    attendance: (line: string) => `উপস্থিতি = ${line}`,
    requiredRounded: (required: string, bar: string) =>
      `প্রয়োজন: পূর্ণ শতাংশে আসন্ন করার পর ${required}%, তাই নির্ভুলভাবে অন্তত ${bar}%।`,
    requiredExact: (required: string, bar: string) =>
      `প্রয়োজন: ${required}%, নির্ভুল তুলনা: ${bar}% যথেষ্ট, তার চেয়ে সামান্য কম হলেও ঘাটতি।`,
    missingNext: (inequality: string) => `পরের m সংখ্যক ক্লাস পরপর বাদ দিলে: ${inequality},`,
    greatestM: (bound: string, m: number) => `তাই m ≤ ${bound}, এবং m = ${m}, বৃহত্তম পূর্ণসংখ্যা।`,
    missing: (classes: number) => `${classes}টি বাদ দিলে`,
    noneHeld: 'এখনও কোনো ক্লাস হয়নি।',
    onlyEvery: (attended: number, held: number) =>
      `${held}টি ক্লাসের মধ্যে ${attended}টিতে উপস্থিতি: 100% কেবল প্রতিটি ক্লাসে উপস্থিত থাকলেই হয়, তাই এখন আর কোনো সংখ্যাই যথেষ্ট নয়।`,
    attendingNext: (inequality: string) => `পরের x সংখ্যক ক্লাসে পরপর উপস্থিত থাকলে: ${inequality},`,
    leastX: (bound: string, x: number) => `তাই x ≥ ${bound}, এবং x = ${x}, ক্ষুদ্রতম পূর্ণসংখ্যা।`,
    attending: (classes: number) => `${classes}টিতে উপস্থিত থাকলে`,
    attendingAll: (classes: number) => `সব ${classes}টিতে উপস্থিত থাকলে`,
    toComeCaption: (from: string, to: string, holidays: number, classesOnHolidays: number) =>
      `বাকি ক্লাস, ${from} থেকে ${to} পর্যন্ত${
        holidays === 0 ? '' : `, ${holidays}টি ছুটির দিনের ${classesOnHolidays}টি ক্লাস বাদে`
      }`,
    day: 'দিন',
    days: 'দিনের সংখ্যা',
    classesADay: 'দিনপ্রতি ক্লাস',
    classes: 'ক্লাস',
    toComeSum: (sum: string, total: number) => `বাকি ক্লাস = ${sum} = ${total}`,
    toCome: (total: number) => `বাকি ক্লাস: ${total}`,
    missingOfThem: (inequality: string) => `তার মধ্যে k সংখ্যক বাদ দিলে: ${inequality},`,
    greatestK: (bound: string, k: number, all: boolean) =>
      `তাই k ≤ ${bound}, এবং k = ${k}${all ? ', অর্থাৎ সবকটি' : ', বৃহত্তম পূর্ণসংখ্যা'}।`,
    allSubjectsTogether: 'সব বিষয় মিলিয়ে',
    overall: 'সামগ্রিক',
    attendanceResult: 'উপস্থিতি',
    subjectsSafe: 'নিরাপদ বিষয়',
    safeOf: (safe: number, subjects: number) => `${subjects}টির মধ্যে ${safe}টি`,
  },
} satisfies AttendanceTranslation;
