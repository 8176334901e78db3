/**
 * The semesters in Bengali (semester-texts.ts), with the subject form's refusals, the limits their
 * messages name and the words of a profile's view that the screen, the working and the report
 * share. Words as grade cards in West Bengal print them; SGPA and GPA stay in Latin script, and
 * semester names as the student typed them (the 'Semester 2' the product writes shows as
 * 'সেমিস্টার 2').
 */
import type { limitTexts } from '#core/gpa/limit-texts.ts';
import type { viewTexts } from '#core/gpa/scales/view-texts.ts';
import type { subjectFormTexts } from '#core/gpa/subject-form-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { semesterTexts } from './semester-texts';

export const semestersBengali = {
  'gpa-semesters': {
    semesters: 'সেমিস্টার',
    noSemesters: 'এখনও কোনো সেমিস্টার যোগ করা হয়নি',
    addSemester: 'সেমিস্টার যোগ করুন',
    rename: 'নাম বদলান',
    renameNamed: (name: string) => `${name}-এর নাম বদলান`,
    delete: 'মুছে ফেলুন',
    deleteNamed: (name: string) => `${name} মুছে ফেলুন`,
    cancel: 'বাতিল করুন',
    deleteSem: 'সেমিস্টার মুছে ফেলুন',
    deleteAsk: (name: string, subjects: string) => `${name} এবং তার ${subjects} মুছে ফেলবেন?`,
    subjects: (count: number) => `${count}টি বিষয়`,
    renameSem: 'সেমিস্টারের নাম বদলান',
    semesterName: 'সেমিস্টারের নাম',
    credits: (count: number) => `${count} ক্রেডিট`,
    noSubjects: 'এখনও কোনো বিষয় যোগ করা হয়নি',
    changeSgpa: 'SGPA বদলান',
    enterSgpa: 'এর বদলে SGPA লিখুন',
    enterSubjs: 'এর বদলে বিষয় লিখুন',
    facts: (grade: string, credits: string, points: string) =>
      `গ্রেড ${grade} · ${credits} · ${points} পয়েন্ট`,
    laterTry: 'পরের প্রচেষ্টা লিখুন',
    editNamed: (name: string) => `${name} সম্পাদনা করুন`,
    subjectGone: (name: string) => `বিষয় মুছে ফেলা হয়েছে: ${name}`,
    undo: 'পূর্বাবস্থায় ফেরান',
    subjectIn: (semester: string) => `${semester}-এর বিষয়`,
    subjectName: 'বিষয়ের নাম',
    nameExample: 'যেমন গণিত',
    grade: 'গ্রেড',
    aboutGrades: 'গ্রেড সম্পর্কে',
    gradePoints: 'গ্রেড পয়েন্ট',
    aboutCredits: 'ক্রেডিট সম্পর্কে',
    creditHours: 'ক্রেডিট ঘণ্টা',
    creditsAre:
      'ক্রেডিট (ক্রেডিট ঘণ্টা) হল কোনো বিষয়ের ভার, সাধারণত সপ্তাহে তার ক্লাসের ঘণ্টা। যে বিষয়ের ক্রেডিট বেশি, আপনার GPA-তে সেটি তত বেশি গণ্য হয়।',
    creditsFrom: (least: string, most: string, step: string) =>
      `এগুলি আপনার সিলেবাস বা গ্রেড কার্ড থেকে নিন: ${least} থেকে ${most} পর্যন্ত, ${step}-এর ধাপে।`,
    addSubject: 'বিষয় যোগ করুন',
    updateSubj: 'বিষয় আপডেট করুন',
    selectGrade: 'গ্রেড বেছে নিন',
    creditExample: 'যেমন 4',
  },
  'gpa-subject-form': {
    fillAll: 'অনুগ্রহ করে সব ঘর পূরণ করুন',
    creditRange: (most: string) => `ক্রেডিট 0 থেকে ${most}-এর মধ্যে হতে হবে, 0.5-এর ধাপে`,
    pickGrade: 'অনুগ্রহ করে তালিকা থেকে একটি গ্রেড বেছে নিন',
  },
  'gpa-limits': {
    semNameEmpty: 'সেমিস্টারের নাম ফাঁকা রাখা যাবে না',
    semNameLong: (most: string) => `সেমিস্টারের নাম সর্বাধিক ${most}টি অক্ষরের হতে পারে`,
    subjNameLong: (most: string) => `বিষয়ের নাম সর্বাধিক ${most}টি অক্ষরের হতে পারে`,
    sgpaRange: (max: string, places: string) =>
      `SGPA 0 থেকে ${max}-এর মধ্যে হতে হবে, সর্বাধিক ${places} দশমিক স্থান পর্যন্ত`,
    semCredits: (most: string) =>
      `সেমিস্টারের ক্রেডিট 0-এর বেশি এবং সর্বাধিক ${most} হতে হবে, 0.5-এর ধাপে`,
    quickAndSubj: 'SGPA ও ক্রেডিট হিসেবে লেখা সেমিস্টারে বিষয়ও থাকতে পারে না',
    tooManySems: (most: string) => `একটি প্রোফাইলে সর্বাধিক ${most}টি সেমিস্টার থাকতে পারে`,
    tooManySubjs: (most: string) => `একটি প্রোফাইলে সর্বাধিক ${most}টি বিষয় থাকতে পারে`,
  },
  'gpa-view': {
    semester: 'সেমিস্টার',
    subject: 'বিষয়',
    credits: 'ক্রেডিট',
    semesterN: (number: string) => `সেমিস্টার ${number}`,
    defaultOf: (owner: string) => `${owner} (ডিফল্ট)`,
    defaultScale: 'CampusCalc ডিফল্ট (10-পয়েন্ট)',
    user: 'ব্যবহারকারী',
    fromCard: (sgpa: string, credits: number) =>
      `SGPA ${sgpa} × ${credits} ক্রেডিট (গ্রেড কার্ড থেকে)`,
    reappear: 'পুনঃপরীক্ষা',
    fail: 'ফেল',
    attemptOf: (number: number, subject: string) => `${subject}-এর প্রচেষ্টা ${number}`,
    backlog: 'ব্যাকলগ',
    clearedIn: (semester: string) => `${semester}-এ উত্তীর্ণ`,
    notCounted: 'গণ্য নয়',
    backlogs: (active: number, cleared: number) => `ব্যাকলগ: ${active}টি বাকি, ${cleared}টি উত্তীর্ণ`,
  },
} satisfies Translation<
  typeof semesterTexts | typeof subjectFormTexts | typeof limitTexts | typeof viewTexts
>;
