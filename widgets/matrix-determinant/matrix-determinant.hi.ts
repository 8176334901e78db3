/** The matrix determinant calculator in Hindi: fetched when an element's language is Hindi. */
import type { matrixTexts } from '../../packages/core/src/determinant-texts';
import type { determinantWorkingTexts } from '../../packages/core/src/determinant-working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/hi';
import { sharedHindi } from '../../packages/ui/src/language/hi';

// NCERT's words: आव्यूह (matrix), सारणिक (determinant), उपसारणिक (minor), अवयव (entry).
const LINES = { row: 'पंक्ति', column: 'स्तंभ' };

export default {
  ...sharedHindi,
  matrix: {
    title: 'आव्यूह सारणिक कैलकुलेटर',
    size: 'आव्यूह का आकार (1 से 5)',
    // Enter, Tab and Esc are named as the keys are printed.
    hint: 'Enter या Tab से अगले खाने पर जाएँ · Esc से ग्रिड से बाहर निकलें',
    grid: (size: string) => `${size} × ${size} आव्यूह`,
    cell: (row: string, column: string) => `पंक्ति ${row}, स्तंभ ${column}`,
    invalidCells: 'चिह्नित खाने संख्याएँ नहीं हैं और 0 गिने जाते हैं: जैसे 3, -0.5 या 1/2 लिखें।',
    cellTooLong: (row: string, column: string, most: string, length: string) =>
      `पंक्ति ${row}, स्तंभ ${column} का खाना बहुत लंबा है: एक खाने में अधिकतम ${most} अक्षर आ सकते हैं (इसमें ${length} हैं)। इसे छोटा करने तक कोई गणना नहीं होगी।`,
    clear: 'आव्यूह साफ़ करें',
    random: 'यादृच्छिक मान',
    determinant: 'सारणिक',
    filled: (filled: string, cells: string) =>
      `${cells} में से ${filled} खाने भरे · खाली या अमान्य खाने 0 गिने जाते हैं`,
    tooLarge: 'आव्यूह का आकार 5 से अधिक नहीं हो सकता',
    tooSmall: 'आव्यूह का आकार 1 से कम नहीं हो सकता',
    error: 'सारणिक की गणना में त्रुटि',
  },
  'matrix-working': {
    column: (column: string) => `स्तंभ ${column}`,
    allZeros: (along: 'row' | 'column', index: string, name: string) =>
      `${LINES[along]} ${index} के सभी अवयव शून्य हैं, इसलिए ${name} = 0`,
    noZero: 'किसी पंक्ति या स्तंभ में शून्य नहीं है',
    mostZeros: (zeros: string) => `सबसे अधिक शून्य: ${zeros}`,
    expandAlong: (along: 'row' | 'column', index: string, why: string, name: string) =>
      `${LINES[along]} ${index} के अनुदिश प्रसार करें (${why}): ${name} = (-1)^(पंक्ति+स्तंभ) × अवयव × det(उपसारणिक) का योग`,
    entryZero: (position: string) => `${position}: अवयव 0: पद 0 है`,
    entry: (position: string, entry: string, sign: string) =>
      `${position}: अवयव ${entry}, चिह्न ${sign}`,
    minor: (row: string, column: string) => `उपसारणिक M: पंक्ति ${row} और स्तंभ ${column} हटाएँ`,
    term: (calculation: string) => `पद = ${calculation}`,
    oneByOne: (value: string) => `1 × 1 आव्यूह: det A उसका एकमात्र अवयव है, ${value}`,
    matrixA: 'आव्यूह A',
    rounded: (calculation: string) => `दशमलव में, 4 स्थानों तक पूर्णांकित: ${calculation}`,
  },
} satisfies Translation<SharedTexts | typeof matrixTexts | typeof determinantWorkingTexts>;
