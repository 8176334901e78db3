/** The number converter in Hindi: fetched when an element's language is Hindi. */
import type { NumberBase } from '../../packages/core/src/base-conversion';
import type { converterTexts } from '../../packages/core/src/base-conversion-texts';
import type { converterWorkingTexts } from '../../packages/core/src/base-conversion-working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/hi';
import { sharedHindi } from '../../packages/ui/src/language/hi';

// The names NCERT's Hindi textbooks give the number systems.
const NAMES: Record<NumberBase, string> = {
  decimal: 'दशमलव',
  binary: 'द्विआधारी',
  octal: 'अष्टाधारी',
  hexadecimal: 'षोडशाधारी',
};

const cut = (limit: string) =>
  `परिवर्तक ${limit} अंकों के बाद रुक जाता है, इसलिए दिखाया गया परिणाम वहीं कटा है`;

export default {
  ...sharedHindi,
  converter: {
    title: 'संख्या पद्धति परिवर्तक',
    base: (base: NumberBase) => NAMES[base],
    from: 'मूल पद्धति',
    to: 'लक्ष्य पद्धति',
    number: 'संख्या',
    result: 'परिणाम',
    placeholder: (base: NumberBase) => `${NAMES[base]} संख्या लिखें`,
    convert: 'बदलें',
    reset: 'रीसेट',
    swap: 'अदला-बदली',
    noResult: 'अमान्य इनपुट',
    converted: 'सफलतापूर्वक बदल दिया गया!',
    empty: 'कृपया एक संख्या लिखें',
    invalid: (base: NumberBase) => `${NAMES[base]} संख्या के लिए अमान्य इनपुट`,
    tooLong: (base: NumberBase, most: string, length: string) =>
      `यह ${NAMES[base]} संख्या बहुत लंबी है: परिवर्तक अधिकतम ${most} अक्षर लेता है (इसमें ${length} हैं)।`,
    fractionCut: (digits: string) => `भिन्नात्मक भाग ${digits} अंकों पर काटा गया।`,
  },
  'converter-working': {
    placeCaption: (radix: string) => `प्रत्येक अंक × ${radix} की उसके स्थान जितनी घात`,
    digit: 'अंक',
    placeValue: 'स्थानीय मान',
    digitTimesPlace: 'अंक × स्थानीय मान',
    manyProducts: (count: string) => `ऊपर के ${count} गुणनफल`,
    sum: (sum: string) => `योग: ${sum}`,
    integerZero: 'पूर्णांक भाग: 0, लिखा जाएगा 0',
    divisionCaption: (radix: string) => `पूर्णांक भाग: भागफल 0 होने तक ${radix} से भाग दें`,
    division: 'भाग',
    quotient: 'भागफल',
    remainder: 'शेषफल',
    remaindersRead: (digits: string) => `शेषफल नीचे से ऊपर पढ़ें: ${digits}`,
    needsMoreDigits: (limit: string, base: NumberBase) =>
      `ध्यान दें: इस भिन्न को ${NAMES[base]} में ${limit} से अधिक अंक चाहिए; ${cut(limit)}`,
    doesNotTerminate: (limit: string, base: NumberBase) =>
      `ध्यान दें: यह भिन्न ${NAMES[base]} में समाप्त नहीं होता (बचा भाग कभी 0 नहीं होता); ${cut(limit)}`,
    zerosDropped: 'कटे हुए भिन्न के अंत के शून्य हटा दिए गए हैं',
    multiplicationCaption: (radix: string) =>
      `भिन्नात्मक भाग: ${radix} से गुणा करें और पूर्णांक भाग को अगला अंक लें`,
    multiplication: 'गुणा',
    product: 'गुणनफल',
    digitCarried: 'लिया गया अंक',
    fractionLeft: 'बचा भिन्न',
    carriedRead: (digits: string) => `लिए गए अंक ऊपर से नीचे पढ़ें: ${digits}`,
    signAside: (digits: string) => `चिह्न अलग रखें: ${digits} को बदलें और परिणाम के आगे '-' लिखें`,
    sameBase: (from: NumberBase, to: NumberBase) =>
      `${NAMES[from]} से ${NAMES[to]}: आधार वही है, इसलिए अंक वही रहते हैं; आगे के शून्य और भिन्न के अंत के शून्य हटा दिए जाते हैं`,
    toDecimal: (from: NumberBase) => `चरण 1: ${NAMES[from]} से दशमलव`,
    fromDecimal: (to: NumberBase) => `चरण 2: दशमलव से ${NAMES[to]}`,
    noSign: '0 पर कटने से परिणाम का कोई चिह्न नहीं रहता',
    resultLabel: (input: string, from: NumberBase, to: NumberBase) =>
      `${input} (${NAMES[from]}) ${NAMES[to]} में`,
  },
} satisfies Translation<SharedTexts | typeof converterTexts | typeof converterWorkingTexts>;
