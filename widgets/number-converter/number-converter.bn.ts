/** The number converter in Bengali: fetched when an element's language is Bengali. */
import type { NumberBase } from '../../packages/core/src/base-conversion';
import type { converterTexts } from '../../packages/core/src/base-conversion-texts';
import type { converterWorkingTexts } from '../../packages/core/src/base-conversion-working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/bn';
import { sharedBengali } from '../../packages/ui/src/language/bn';

// The names Bengali computer science textbooks give the number systems.
const NAMES: Record<NumberBase, string> = {
  decimal: 'দশমিক',
  binary: 'বাইনারি',
  octal: 'অক্টাল',
  hexadecimal: 'হেক্সাডেসিমাল',
};

/** Each name with the locative ending: 'বাইনারিতে' (in binary). */
const IN: Record<NumberBase, string> = {
  decimal: 'দশমিকে',
  binary: 'বাইনারিতে',
  octal: 'অক্টালে',
  hexadecimal: 'হেক্সাডেসিমালে',
};

const cut = (limit: string) =>
  `রূপান্তরক ${limit}টি অঙ্কের পরে থেমে যায়, তাই দেখানো ফলাফল সেখানেই কাটা হয়েছে`;

export default {
  ...sharedBengali,
  converter: {
    title: 'সংখ্যা পদ্ধতি রূপান্তরক',
    base: (base: NumberBase) => NAMES[base],
    from: 'মূল পদ্ধতি',
    to: 'লক্ষ্য পদ্ধতি',
    number: 'সংখ্যা',
    result: 'ফলাফল',
    placeholder: (base: NumberBase) => `${NAMES[base]} সংখ্যা লিখুন`,
    convert: 'রূপান্তর করুন',
    reset: 'রিসেট',
    swap: 'অদলবদল',
    noResult: 'অবৈধ ইনপুট',
    converted: 'সফলভাবে রূপান্তর করা হয়েছে!',
    empty: 'অনুগ্রহ করে একটি সংখ্যা লিখুন',
    invalid: (base: NumberBase) => `${NAMES[base]} সংখ্যা হিসেবে অবৈধ ইনপুট`,
    tooLong: (base: NumberBase, most: string, length: string) =>
      `এই ${NAMES[base]} সংখ্যাটি খুব লম্বা: রূপান্তরক সর্বাধিক ${most}টি অক্ষর নেয় (এতে ${length}টি আছে)।`,
    fractionCut: (digits: string) => `ভগ্নাংশ অংশটি ${digits}টি অঙ্কে কাটা হয়েছে।`,
  },
  'converter-working': {
    placeCaption: (radix: string) => `প্রতিটি অঙ্ক × ${radix}-এর সেই অঙ্কের স্থান অনুযায়ী ঘাত`,
    digit: 'অঙ্ক',
    placeValue: 'স্থানীয় মান',
    digitTimesPlace: 'অঙ্ক × স্থানীয় মান',
    manyProducts: (count: string) => `উপরের ${count}টি গুণফল`,
    sum: (sum: string) => `যোগফল: ${sum}`,
    integerZero: 'পূর্ণসংখ্যা অংশ: 0, লেখা হবে 0',
    divisionCaption: (radix: string) => `পূর্ণসংখ্যা অংশ: ভাগফল 0 না হওয়া পর্যন্ত ${radix} দিয়ে ভাগ করুন`,
    division: 'ভাগ',
    quotient: 'ভাগফল',
    remainder: 'ভাগশেষ',
    remaindersRead: (digits: string) => `ভাগশেষগুলি নিচ থেকে উপরে পড়ুন: ${digits}`,
    needsMoreDigits: (limit: string, base: NumberBase) =>
      `লক্ষ করুন: ${IN[base]} এই ভগ্নাংশটির জন্য ${limit}টির বেশি অঙ্ক লাগে; ${cut(limit)}`,
    doesNotTerminate: (limit: string, base: NumberBase) =>
      `লক্ষ করুন: ${IN[base]} এই ভগ্নাংশটি শেষ হয় না (বাকি অংশ কখনও 0 হয় না); ${cut(limit)}`,
    zerosDropped: 'কাটা ভগ্নাংশের শেষের শূন্যগুলি বাদ দেওয়া হয়েছে',
    multiplicationCaption: (radix: string) =>
      `ভগ্নাংশ অংশ: ${radix} দিয়ে গুণ করুন এবং পূর্ণসংখ্যা অংশটিকে পরের অঙ্ক হিসেবে নিন`,
    multiplication: 'গুণ',
    product: 'গুণফল',
    digitCarried: 'নেওয়া অঙ্ক',
    fractionLeft: 'অবশিষ্ট ভগ্নাংশ',
    carriedRead: (digits: string) => `নেওয়া অঙ্কগুলি উপর থেকে নিচে পড়ুন: ${digits}`,
    signAside: (digits: string) =>
      `চিহ্নটি আলাদা রাখুন: ${digits} রূপান্তর করুন এবং ফলাফলের আগে '-' লিখুন`,
    sameBase: (from: NumberBase, to: NumberBase) =>
      `${NAMES[from]} থেকে ${NAMES[to]}: ভিত্তি একই, তাই অঙ্কগুলি একই থাকে; শুরুর শূন্য এবং ভগ্নাংশের শেষের শূন্যগুলি বাদ দেওয়া হয়`,
    toDecimal: (from: NumberBase) => `ধাপ 1: ${NAMES[from]} থেকে দশমিক`,
    fromDecimal: (to: NumberBase) => `ধাপ 2: দশমিক থেকে ${NAMES[to]}`,
    noSign: '0-তে কাটা পড়ায় ফলাফলের কোনো চিহ্ন থাকে না',
    resultLabel: (input: string, from: NumberBase, to: NumberBase) =>
      `${input} (${NAMES[from]}) ${IN[to]}`,
  },
} satisfies Translation<SharedTexts | typeof converterTexts | typeof converterWorkingTexts>;
