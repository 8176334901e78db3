/**
 * The GPA calculator's planning in Bengali: Plan ahead (লক্ষ্য CGPA), marks to grade and the marks
 * tools, the what-if mode ('যদি এমন হয়'), a quick semester's SGPA and a later attempt. Words as
 * grade cards and university notices in West Bengal print them: অভ্যন্তরীণ (internal), পূর্ণমান
 * (full marks), সেমিস্টার-শেষের পরীক্ষা (end-semester exam), উত্তীর্ণ (a backlog cleared).
 */
import type { planTexts } from '../../../packages/core/src/gpa/plan/plan-texts';
import type { marksToolsTexts } from '../../../packages/core/src/gpa/scales/end-semester-texts';
import type { marksTexts } from '../../../packages/core/src/gpa/scales/marks-texts';
import type { sgpaFormTexts } from '../../../packages/core/src/gpa/sgpa-form-texts';
import type { whatIfTexts } from '../../../packages/core/src/gpa/what-if-mode-texts';
import type { Translation } from '../../../packages/core/src/i18n/texts';
import type { quickSgpaTexts } from './quick-sgpa-texts';
import type { retakeTexts } from './retake-texts';

const inRemaining = (count: number) =>
  count === 1 ? 'বাকি সেমিস্টারে' : `বাকি ${count}টি সেমিস্টারের প্রতিটিতে`;

/** ' (30-এর মধ্যে)' where the field's maximum reads as a number. */
const outOf = (most: string | null) => (most === null ? '' : ` (${most}-এর মধ্যে)`);

export const planningBengali = {
  'gpa-plan': {
    heading: 'লক্ষ্য CGPA-তে পৌঁছান',
    noCgpa: 'এখনও কোনো CGPA নেই: পরিকল্পনা কেবল বাকি সেমিস্টারগুলি গণনা করে।',
    cgpaNow: (cgpa: string, semesters: number) =>
      `এখন আপনার CGPA: ${cgpa}, ${semesters}টি সেমিস্টারের পরে।`,
    target: 'লক্ষ্য CGPA',
    remaining: 'বাকি সেমিস্টার',
    creditsNote: (credits: string, mean: boolean) =>
      `প্রতিটি বাকি সেমিস্টারের ক্রেডিট, শুরুতে ${credits}${mean ? ', যা আপনার শেষ হওয়া সেমিস্টারগুলির গড়' : ''}।`,
    credits: (semester: string) => `${semester}-এর ক্রেডিট`,
    prompt: 'প্রতিটি বাকি সেমিস্টারে কত প্রয়োজন, তা দেখতে একটি লক্ষ্য CGPA লিখুন।',
    reachable: (target: string, needed: string, remaining: number) =>
      `${target}-এ পৌঁছাতে ${inRemaining(remaining)} অন্তত ${needed} SGPA পেতে হবে।`,
    reached: (target: string, now: string) =>
      `লক্ষ্য ${target} ইতিমধ্যেই পূরণ হয়েছে: আপনার CGPA ${now}।`,
    canLower: (maximum: number, best: string) =>
      `বাকি সেমিস্টারগুলি এটি কমিয়ে দিতে পারে: প্রতিটিতে ${maximum} পেলেও CGPA হবে ${best}।`,
    staysReached: 'বাকি সেমিস্টারগুলিতে আপনার SGPA যা-ই হোক, লক্ষ্য পূরণ হয়েই থাকবে।',
    toStay: (keep: string, remaining: number) =>
      `লক্ষ্যে টিকে থাকতে ${inRemaining(remaining)} অন্তত ${keep} SGPA পেতে হবে।`,
    beyond: (target: string, maximum: number, remaining: number, best: string) =>
      `${target}-এর জন্য ${inRemaining(remaining)} ${maximum}-এর বেশি প্রয়োজন, যা এই স্কেলের সর্বোচ্চ। এখনও সম্ভব সেরা CGPA হল ${best}।`,
    equivalent: (target: string, equivalents: string) => `${target} CGPA মানে ${equivalents}।`,
    targetBad: (maximum: number, places: number) =>
      `লক্ষ্য CGPA 0-এর বেশি এবং সর্বাধিক ${maximum} হতে হবে, ${places === 0 ? 'পূর্ণসংখ্যায়' : `সর্বাধিক ${places} দশমিক স্থান পর্যন্ত`}`,
    creditsBad: (semester: string, step: number, most: number) =>
      `${semester}: ক্রেডিট ${step} থেকে ${most}-এর মধ্যে হতে হবে, ${step}-এর ধাপে`,
    countBad: (most: number) => `বাকি সেমিস্টার 1 থেকে ${most}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে`,
    semester: (number: number) => `সেমিস্টার ${number}`,
    tooManyYears:
      'এই স্কেল যত বছরকে ভার দেয়, পরিকল্পনায় তার চেয়ে বেশি সেমিস্টার আছে: কম সেমিস্টারের পরিকল্পনা করুন',
    equalWeight: 'এই স্কেলে প্রতিটি সেমিস্টার সমানভাবে গণ্য হয়, তাই ক্রেডিটে পরিকল্পনা বদলায় না।',
    lastOnly: (count: number) =>
      `এই স্কেলের CGPA কেবল শেষ ${count}টি সেমিস্টার গণনা করে: পরিকল্পনা ধরে নেয় যে এগুলিই আপনার সব বাকি সেমিস্টার।`,
    yearWeighted: (perYear: number) =>
      `এই স্কেল ${perYear}টি সেমিস্টারের প্রতিটি বছরকে আলাদা ভার দেয়: পরিকল্পনা ধরে নেয় যে এগুলিই আপনার সব বাকি সেমিস্টার।`,
  },
  'gpa-marks': {
    heading: 'নম্বর থেকে গ্রেড',
    noBands: 'এই স্কেলের উৎস নম্বরের কোনো পরিসর দেয় না।',
    marks: 'নম্বর (100-এর মধ্যে)',
    neededFor: 'এই গ্রেডের জন্য প্রয়োজনীয় নম্বর',
    inBand: (marks: number, code: string, label: string, min: number, max: number) =>
      `${marks} নম্বর: ${code} (${label}), ${min}–${max}।`,
    below: (marks: number, code: string, label: string, passFrom: number) =>
      `${marks} নম্বর: ${code} (${label}), ${passFrom}-এর কম।`,
    noBand: (marks: number, codes: string) =>
      `এই স্কেলের কোনো নম্বর-পরিসরে ${marks} পড়ে না: এর উৎস কেবল ${codes}-এর পরিসর দেয়।`,
    needs: (code: string, min: number, max: number) =>
      `${code}-এর জন্য অন্তত ${min} নম্বর প্রয়োজন (${min}–${max})।`,
    problem: (most: number) => `নম্বর 0 থেকে ${most}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে`,
  },
  'gpa-marks-tools': {
    heading: 'সেমিস্টার-শেষের পরীক্ষায় প্রয়োজনীয় নম্বর',
    presetSplit: (internal: number, external: number) =>
      `নম্বরের ভাগ আপনার বিশ্ববিদ্যালয় অনুযায়ী বসানো হয়েছে: ${internal} অভ্যন্তরীণ + ${external} সেমিস্টার-শেষ।`,
    enterSplit: 'আপনার কোর্সের নম্বরের ভাগ লিখুন: এটি আপনার সিলেবাস বা স্কিমে দেওয়া থাকে।',
    obtained: (most: string | null) => `প্রাপ্ত অভ্যন্তরীণ নম্বর${outOf(most)}`,
    internal: 'অভ্যন্তরীণের পূর্ণমান',
    external: 'সেমিস্টার-শেষের পূর্ণমান',
    paper: 'প্রশ্নপত্রের পূর্ণমান (ফাঁকা: একই)',
    minimum: (most: string | null) => `পরীক্ষায় ন্যূনতম নম্বর${outOf(most)}, যদি থাকে`,
    prompt:
      'প্রতিটি গ্রেডের জন্য সেমিস্টার-শেষের পরীক্ষায় কত নম্বর লাগবে দেখতে, আপনার অভ্যন্তরীণ নম্বর ও নম্বরের ভাগ লিখুন।',
    internalBad: (most: number) => `অভ্যন্তরীণের পূর্ণমান 0 থেকে ${most}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে`,
    externalBad: (most: number) =>
      `সেমিস্টার-শেষের পূর্ণমান 1 থেকে ${most}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে`,
    paperBad: (most: number) => `প্রশ্নপত্রের পূর্ণমান 1 থেকে ${most}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে`,
    minimumBad: (most: number) =>
      `পরীক্ষায় ন্যূনতম নম্বর 0 থেকে ${most}-এর মধ্যে একটি সংখ্যা হতে হবে, সর্বাধিক 2 দশমিক স্থান পর্যন্ত`,
    obtainedBad: (most: number) =>
      `অভ্যন্তরীণ নম্বর 0 থেকে ${most}-এর মধ্যে একটি সংখ্যা হতে হবে, সর্বাধিক 2 দশমিক স্থান পর্যন্ত`,
    secured: 'আপনার অভ্যন্তরীণ নম্বরেই ইতিমধ্যে নিশ্চিত।',
    securedOnce: (marks: number, paper: number) =>
      `আপনার অভ্যন্তরীণ নম্বরেই নিশ্চিত, যদি পরীক্ষার ন্যূনতম নম্বর পান: ${paper}-এর মধ্যে ${marks}।`,
    atLeast: (marks: number, paper: number) =>
      `সেমিস্টার-শেষের পরীক্ষায় ${paper}-এর মধ্যে অন্তত ${marks}।`,
    atLeastMin: (marks: number, paper: number) =>
      `${paper}-এর মধ্যে অন্তত ${marks}, যা পরীক্ষায় পাস করার ন্যূনতম নম্বর।`,
    unreachable: (paper: number, best: string, total: number, needed: string) =>
      `সম্ভব নয়: ${paper}-এর মধ্যে পুরো ${paper} পেলেও ${total}-এর মধ্যে ${best} হয়, অথচ প্রয়োজন ${needed}।`,
    bandNote: (total: number) =>
      `গ্রেডের পরিসর হল কোর্সের মোট ${total} নম্বরের একটি শতাংশ, যা তার সর্বনিম্ন পূর্ণ শতাংশে ছোঁয়া যায়; দেখানো প্রতিটি নম্বর হল সেই সর্বনিম্ন পূর্ণ নম্বর, যাতে তা ছোঁয়া যায়।`,
    totalNote:
      'মোট নম্বর যেমন আছে তেমনই তুলনা করা হয়: যেখানে আপনার বিশ্ববিদ্যালয় মোট নম্বর উপরের দিকে আসন্ন করে, সেখানে এক নম্বর কম হলেও চলতে পারে।',
    paperNote: (paper: number, external: number) =>
      `প্রশ্নপত্র ${paper} নম্বরের এবং তা ${external} নম্বরে গণ্য হয়: লেখা নম্বর × ${external} ÷ ${paper} হিসেবে গণ্য হয়, আসন্ন না করে।`,
    courseTotal: (internal: number, external: number, total: number) =>
      `কোর্সের মোট নম্বর: ${internal} (অভ্যন্তরীণ) + ${external} (সেমিস্টার-শেষ) = ${total} নম্বর।`,
    yourInternal: (obtained: string, internal: number) =>
      `আপনার অভ্যন্তরীণ নম্বর: ${internal}-এর মধ্যে ${obtained}।`,
    paperScaled: (paper: number, external: number) =>
      `প্রশ্নপত্র ${paper} নম্বরের এবং তা ${external} নম্বরে গণ্য হয়: প্রশ্নপত্রে নম্বর = গণ্য নম্বর × ${paper} ÷ ${external}।`,
    minScaled: (minimum: string, external: number, paper: number, onPaper: string, least: number) =>
      `পরীক্ষার ন্যূনতম: ${external}-এর মধ্যে ${minimum}, × ${paper} ÷ ${external} ${onPaper} প্রশ্নপত্রে; সর্বনিম্ন পূর্ণ নম্বর: ${least}।`,
    minPlain: (minimum: string, external: number, least: number) =>
      `পরীক্ষার ন্যূনতম: ${external}-এর মধ্যে ${minimum}; সর্বনিম্ন পূর্ণ নম্বর: ${least}।`,
    leastNote:
      "প্রতিটি প্রয়োজনীয় নম্বর হল নির্ভুল মানের সমান বা তার উপরে সর্বনিম্ন পূর্ণ নম্বর ('≈' চিহ্নিত মানগুলি কেবল পড়ার সুবিধার জন্য 2 দশমিক স্থান পর্যন্ত আসন্ন)।",
    caption: 'সেমিস্টার-শেষের পরীক্ষায় প্রয়োজনীয় নম্বর, গ্রেড অনুযায়ী',
    gradeFrom: 'গ্রেড (থেকে)',
    totalNeeded: 'প্রয়োজনীয় মোট নম্বর',
    fromExam: 'পরীক্ষা থেকে',
    onPaper: (paper: number) => `প্রশ্নপত্রে (${paper}-এর মধ্যে)`,
    leastMark: (paper: number) => `সর্বনিম্ন পূর্ণ নম্বর (${paper}-এর মধ্যে)`,
    percentOf: (min: number, total: number, value: string) => `${total}-এর ${min}% = ${value}`,
    alreadyHad: 'ইতিমধ্যে নিশ্চিত',
    alreadyMin: (marks: number) => `ইতিমধ্যে নিশ্চিত; ${marks} (ন্যূনতম)`,
    minCell: (marks: number) => `${marks} (ন্যূনতম)`,
    beyondCell: (paper: number) => `সম্ভব নয় (${paper}-এর বেশি)`,
    notReachable: 'সম্ভব নয়',
    outOf: (marks: number, paper: number) => `${paper}-এর মধ্যে ${marks}`,
    resultLabel: (code: string) => `${code}-এর জন্য সেমিস্টার-শেষের নম্বর`,
  },
  'gpa-what-if': {
    keep: 'পরিবর্তন রাখুন',
    discard: 'বাদ দিন',
    note: 'এখানে গ্রেড বসিয়ে দেখুন: আপনি পরিবর্তন না রাখা পর্যন্ত কিছুই সংরক্ষিত হয় না।',
    readOnlyNote: 'এখানে গ্রেড বসিয়ে দেখুন: আপনার কোনো পরিবর্তনই সংরক্ষিত হয় না।',
    unkept:
      'কোনো সেমিস্টারের SGPA কেবল বসিয়ে দেখা যায়, রাখা যায় না: বাকি পরিবর্তনগুলি রাখতে সেটি ফাঁকা করে দিন।',
    kept: '‘যদি এমন হয়’-এর পরিবর্তনগুলি সংরক্ষিত হয়েছে',
    saved: 'সংরক্ষিত',
    whatIf: 'যদি এমন হয়',
    badge: 'পরীক্ষামূলক',
    trySgpa: (semester: string) => `${semester}-এর জন্য একটি SGPA বসিয়ে দেখুন`,
    clearsWith: (grade: string) => `${grade} গ্রেডে উত্তীর্ণ`,
    undo: 'পূর্বাবস্থায় ফেরান',
    gradeOf: (subject: string) => `${subject}-এর গ্রেড`,
    clearLabel: (subject: string) => `${subject}-এ কোনো একটি গ্রেডে উত্তীর্ণ হন`,
    clearWith: 'এই গ্রেডে উত্তীর্ণ…',
    backlogs: 'ব্যাকলগ',
    backlogCount: (active: number, cleared: number) => `${active}টি বাকি, ${cleared}টি উত্তীর্ণ`,
    noCredits: (semester: string) =>
      `${semester}-এ গ্রেডসহ এমন কোনো ক্রেডিট নেই, যা থেকে SGPA পাওয়া যায়`,
  },
  'gpa-quick-sgpa': {
    title: (semester: string) => `${semester}-এর SGPA`,
    hint: 'গ্রেড কার্ড থেকে: সেমিস্টারটি তার SGPA × তার ক্রেডিট হিসেবে গণ্য হয়।',
    sgpa: (maximum: number) => `SGPA (0 থেকে ${maximum})`,
    sgpaEg: 'যেমন 8.25',
    creditsEg: 'যেমন 22',
    save: 'SGPA সংরক্ষণ করুন',
  },
  'gpa-sgpa-form': {
    fillBoth: 'অনুগ্রহ করে SGPA ও ক্রেডিট দুটোই লিখুন',
  },
  'gpa-retake': {
    title: (subject: string) => `${subject}-এর পরের প্রচেষ্টা`,
    takenIn: 'কোন সেমিস্টারে দেওয়া হয়েছে',
    newSemester: (semester: string) => `নতুন সেমিস্টার: ${semester}`,
    save: 'প্রচেষ্টা সংরক্ষণ করুন',
  },
} satisfies Translation<
  | typeof planTexts
  | typeof marksTexts
  | typeof marksToolsTexts
  | typeof whatIfTexts
  | typeof quickSgpaTexts
  | typeof sgpaFormTexts
  | typeof retakeTexts
>;
