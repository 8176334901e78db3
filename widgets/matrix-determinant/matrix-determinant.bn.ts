/** The matrix determinant calculator in Bengali: fetched when an element's language is Bengali. */
import type { matrixTexts } from '../../packages/core/src/determinant-texts';
import type { determinantWorkingTexts } from '../../packages/core/src/determinant-working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/bn';
import { sharedBengali } from '../../packages/ui/src/language/bn';

// The West Bengal textbooks' words: ম্যাট্রিক্স, নির্ণায়ক (determinant), অনুরাশি (minor), উপাদান (entry).
const LINES = { row: 'সারি', column: 'স্তম্ভ' };

export default {
  ...sharedBengali,
  matrix: {
    title: 'ম্যাট্রিক্স নির্ণায়ক ক্যালকুলেটর',
    size: 'ম্যাট্রিক্সের আকার (1 থেকে 5)',
    // Enter, Tab and Esc are named as the keys are printed.
    hint: 'Enter বা Tab দিয়ে পরের ঘরে যান · Esc দিয়ে গ্রিড থেকে বেরিয়ে আসুন',
    grid: (size: string) => `${size} × ${size} ম্যাট্রিক্স`,
    cell: (row: string, column: string) => `সারি ${row}, স্তম্ভ ${column}`,
    invalidCells: 'চিহ্নিত ঘরগুলির লেখা সংখ্যা নয়, তাই সেগুলি 0 ধরা হয়: যেমন 3, -0.5 বা 1/2 লিখুন।',
    cellTooLong: (row: string, column: string, most: string, length: string) =>
      `সারি ${row}, স্তম্ভ ${column}-এর ঘরটি খুব লম্বা: একটি ঘরে সর্বাধিক ${most}টি অক্ষর লেখা যায় (এতে ${length}টি আছে)। এটি ছোট না করা পর্যন্ত কোনো গণনা হবে না।`,
    clear: 'ম্যাট্রিক্স মুছুন',
    random: 'এলোমেলো মান',
    determinant: 'নির্ণায়ক',
    filled: (filled: string, cells: string) =>
      `${cells}টি ঘরের মধ্যে ${filled}টি পূরণ হয়েছে · খালি বা অবৈধ ঘর 0 ধরা হয়`,
    tooLarge: 'ম্যাট্রিক্সের আকার 5-এর বেশি হতে পারে না',
    tooSmall: 'ম্যাট্রিক্সের আকার 1-এর কম হতে পারে না',
    error: 'নির্ণায়ক গণনায় ত্রুটি',
  },
  'matrix-working': {
    column: (column: string) => `স্তম্ভ ${column}`,
    allZeros: (along: 'row' | 'column', index: string, name: string) =>
      `${LINES[along]} ${index}-এর সব উপাদান শূন্য, তাই ${name} = 0`,
    noZero: 'কোনো সারি বা স্তম্ভে শূন্য নেই',
    mostZeros: (zeros: string) => `সবচেয়ে বেশি শূন্য: ${zeros}`,
    expandAlong: (along: 'row' | 'column', index: string, why: string, name: string) =>
      `${LINES[along]} ${index} বরাবর বিস্তৃত করুন (${why}): ${name} = (-1)^(সারি+স্তম্ভ) × উপাদান × det(অনুরাশি) পদগুলির যোগফল`,
    entryZero: (position: string) => `${position}: উপাদান 0: পদটি 0`,
    entry: (position: string, entry: string, sign: string) =>
      `${position}: উপাদান ${entry}, চিহ্ন ${sign}`,
    minor: (row: string, column: string) => `অনুরাশি M: সারি ${row} ও স্তম্ভ ${column} বাদ দিন`,
    term: (calculation: string) => `পদ = ${calculation}`,
    oneByOne: (value: string) => `1 × 1 ম্যাট্রিক্স: det A হল এর একমাত্র উপাদান, ${value}`,
    matrixA: 'ম্যাট্রিক্স A',
    rounded: (calculation: string) => `দশমিকে, 4 দশমিক স্থান পর্যন্ত আসন্ন মান: ${calculation}`,
  },
} satisfies Translation<SharedTexts | typeof matrixTexts | typeof determinantWorkingTexts>;
