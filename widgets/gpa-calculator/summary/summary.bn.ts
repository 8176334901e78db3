/**
 * The summary, the cards below the semesters, the working and the printed report in Bengali, with
 * the conversions' words they share. SGPA, CGPA and GPA stay in Latin script, and the formulas as
 * they are everywhere; scale and class names are the universities' own.
 */
import type { percentageTexts } from '#core/gpa/percentage-texts.ts';
import type { reportTexts } from '#core/gpa/report-texts.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { gpaWorkingTexts } from '#core/gpa/scales/gpa-working-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { cardTexts } from './card-texts';
import type { summaryTexts } from './summary-texts';

type RoundingMode = GradeScale['rounding']['mode'];

const ROUNDING: Record<RoundingMode, string> = {
  'half-away-from-zero': 'আসন্ন',
  truncate: 'রেখে বাকি অঙ্ক বাদ',
  up: 'উপরের দিকে আসন্ন',
};

export const summaryBengali = {
  'gpa-summary': {
    cumulative: 'ক্রমপুঞ্জিত GPA',
    totalSubjs: 'মোট বিষয়',
    totalCredits: 'মোট ক্রেডিট',
  },
  'gpa-cards': {
    trend: 'সেমিস্টার অনুযায়ী প্রবণতা',
    trendLabel: (semesters: number, cgpa: string) =>
      `${semesters}টি সেমিস্টারের SGPA স্তম্ভ হিসেবে এবং এ পর্যন্ত CGPA রেখা হিসেবে, 0 থেকে 10 স্কেলে; এখন CGPA ${cgpa}।`,
    sgpaOf: (semester: string, sgpa: string) => `${semester}: SGPA ${sgpa}`,
    cgpaAfter: (semester: string, cgpa: string) => `${semester}-এর পরে CGPA: ${cgpa}`,
    semShort: 'সেম. ',
    semTiny: 'সে.',
    trendTable: 'সেমিস্টার অনুযায়ী SGPA ও এ পর্যন্ত CGPA',
    toPercentage: 'CGPA থেকে শতাংশ',
    conversion: 'রূপান্তর',
    multiplier: 'গুণক',
    offset: 'অফসেট (আগে বিয়োগ করা হয়)',
    disagree:
      'কোন বিশ্ববিদ্যালয় কোন রূপান্তর ব্যবহার করে, সে বিষয়ে উৎসগুলি একমত নয়: আপনার বিশ্ববিদ্যালয়ের নিয়ম দেখে নিন।',
    noConversion: (scale: string) => `${scale} শতাংশে কোনো রূপান্তর দেয় না।`,
    outsideBands: (cgpa: string) => `CGPA ${cgpa} এই রূপান্তরের পরিসরগুলির বাইরে।`,
    rule: 'নিয়ম:',
    classLabel: 'শ্রেণি:',
    belowClass: (lowest: string, least: string) => `${lowest} (${least})-এর নিচে`,
    fourPoint: '4-পয়েন্ট স্কেলে CGPA',
    abroad:
      'বিদেশে আবেদনের জন্য। সেখানকার বিশ্ববিদ্যালয় ও মূল্যায়নকারীরা নিজেদের তালিকা দিয়ে আপনার গ্রেড রূপান্তর করতে পারে: প্রত্যেকে কী চায়, দেখে নিন।',
  },
  'gpa-percentage': {
    custom: 'নিজস্ব রূপান্তর',
    cgpaRange: 'CGPA 0 থেকে 10-এর মধ্যে একটি সংখ্যা হতে হবে',
    customNumbers: 'গুণক ও অফসেট সংখ্যা হতে হবে',
    limitedTo: (formula: string, percentage: string) => `${formula}, ${percentage}%-এ সীমিত`,
    roundedUp: (rule: string) => `${rule}, উপরের দিকে আসন্ন`,
    forCgpa: (rule: string, from: string, to: string) => `CGPA ${from}–${to}-এর জন্য ${rule}`,
    proportional: (maximum: string) => `আনুপাতিক: CGPA ÷ ${maximum} × 4`,
    noArrears:
      'এই শ্রেণির জন্য কখনও কোনো ব্যাকলগ থাকা চলবে না: SGPA হিসেবে লেখা সেমিস্টারগুলিতে কোনো ব্যাকলগ ছিল না বলে ধরা হয়েছে।',
  },
  'gpa-working': {
    rounding: (mode: RoundingMode, places: number) =>
      `(${places} দশমিক স্থান পর্যন্ত ${ROUNDING[mode]})`,
    noCredits: (gpa: string) => `এখনও কোনো ক্রেডিট গণ্য হয়নি, তাই কোনো ${gpa} নেই।`,
    capped: (cap: number, gpa: string, value: string) =>
      `স্কেল সর্বাধিক ${cap} দেয়, তাই ${gpa} = ${value}`,
    scaleBest: (best: number) => `স্কেলের সর্বোচ্চ মান ${best}, তাই SGPA ${best} ধরা হয়।`,
    pointsCredits: 'পয়েন্ট × ক্রেডিট',
    totalCredits: 'মোট ক্রেডিট',
    totalPoints: 'মোট পয়েন্ট × ক্রেডিট',
    marksheet: (semester: string) => `${semester}: পয়েন্ট × ক্রেডিট`,
    gradePoints: 'গ্রেড (পয়েন্ট)',
    untilCleared: 'উত্তীর্ণ না হওয়া পর্যন্ত গণ্য নয়',
    notInGpa: 'GPA-তে গণ্য নয়',
    retakeEvery: 'আবার দেওয়া বিষয়ের প্রতিটি প্রচেষ্টা গণ্য হয়, প্রত্যেকটি তার শেষ প্রচেষ্টার সেমিস্টারে।',
    retakeOnce:
      'আবার দেওয়া বিষয় একবারই গণ্য হয়, তার শেষ প্রচেষ্টার সেমিস্টারে, এবং যে প্রচেষ্টায় বিষয়টিতে উত্তীর্ণ হওয়া গেছে তার গ্রেড নিয়ে।',
    semesters: 'সেমিস্টার: গণ্য ক্রেডিট ও পয়েন্ট × ক্রেডিট',
    meanCaption: 'ছাপা GPA ও তাদের ভার',
    part: 'অংশ',
    weight: 'ভার',
    noGpaYet: 'এখনও কোনো GPA নেই',
    noCgpa: 'এখনও কোনো GPA গণ্য হয়নি, তাই কোনো CGPA নেই।',
    lastOnly: (count: number) => `এই স্কেল কেবল শেষ ${count}টি সেমিস্টার গণনা করে।`,
    meanOfSems: 'এই স্কেলের CGPA হল সেমিস্টারগুলির ছাপা GPA-র গড়।',
    tooManyYears: (years: number) =>
      `এই স্কেল ${years} বছরকে ভার দেয়; এর চেয়ে দীর্ঘ কোর্সের এখানে কোনো CGPA নেই।`,
    byYears: (semesters: number) =>
      `এই স্কেল প্রতি ${semesters}টি সেমিস্টারকে এক বছর ধরে এবং প্রতিটি বছরের GPA-কে ভার দেয়।`,
    year: (number: number) => `বর্ষ ${number}`,
    percentage: 'শতাংশ',
    noRule: 'এই স্কেলে শতাংশের কোনো নিয়ম নেই।',
    outsideBands: (cgpa: string) => `CGPA ${cgpa} এই স্কেলের শতাংশ-নিয়মের কোনো পরিসরেই পড়ে না।`,
    beforeRound: (cgpa: string, exact: string) =>
      `নিয়মটি আসন্ন করার আগের CGPA নেয়: ${cgpa} = ${exact}`,
    roundedWhole: (percentage: string) => `শতাংশ উপরের দিকে পূর্ণসংখ্যায় আসন্ন: ${percentage}`,
    limited: (percentage: string) => `শতাংশ 0–100-এর মধ্যে সীমিত: ${percentage}`,
    classLine: (name: string, least: number) => `শ্রেণি: ${name} (CGPA ${least} বা তার বেশি)`,
  },
  'gpa-report': {
    title: (profile: string) => `${profile} – GPA রিপোর্ট`,
    generated: (date: string) => `GPA রিপোর্ট, ${date}`,
    cumulative: 'ক্রমপুঞ্জিত GPA',
    counts: (semesters: number, subjects: number, credits: number) =>
      `${semesters}টি সেমিস্টার, ${subjects}টি বিষয়, ${credits} ক্রেডিট`,
    noSemesters: 'এখনও কোনো সেমিস্টার যোগ করা হয়নি',
    noSubjects: 'এখনও কোনো বিষয় যোগ করা হয়নি',
    grade: 'গ্রেড',
    points: 'পয়েন্ট',
    counted: 'গণ্য',
    scale: (scale: string) => `গ্রেড স্কেল: ${scale}`,
    percentage: (percentage: string, rule: string) => `শতাংশ ${percentage}% (${rule})`,
    classOf: (name: string) => `শ্রেণি: ${name}`,
    source: (title: string, url: string, read: string) =>
      `উৎস: ${title}, ${url} (${read} তারিখে পড়া)`,
  },
} satisfies Translation<
  | typeof summaryTexts
  | typeof cardTexts
  | typeof percentageTexts
  | typeof gpaWorkingTexts
  | typeof reportTexts
>;
