/** The number converter in Marathi: fetched when an element's language is Marathi. */
import type { NumberBase } from '../../packages/core/src/base-conversion';
import type { converterTexts } from '../../packages/core/src/base-conversion-texts';
import type { converterWorkingTexts } from '../../packages/core/src/base-conversion-working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/mr';
import { sharedMarathi } from '../../packages/ui/src/language/mr';

// The names Marathi textbooks give the number systems (दशमान पद्धती, द्विमान पद्धती …).
const NAMES: Record<NumberBase, string> = {
  decimal: 'दशमान',
  binary: 'द्विमान',
  octal: 'अष्टमान',
  hexadecimal: 'षोडशमान',
};

const cut = (limit: string) => `रूपांतरक ${limit} अंकांनंतर थांबतो, म्हणून दाखवलेले उत्तर तिथेच कापलेले आहे`;

export default {
  ...sharedMarathi,
  converter: {
    title: 'संख्या पद्धती रूपांतरक',
    base: (base: NumberBase) => NAMES[base],
    from: 'मूळ पद्धती',
    to: 'लक्ष्य पद्धती',
    number: 'संख्या',
    result: 'उत्तर',
    placeholder: (base: NumberBase) => `${NAMES[base]} संख्या लिहा`,
    convert: 'रूपांतर करा',
    reset: 'रीसेट',
    swap: 'अदलाबदल',
    noResult: 'अवैध इनपुट',
    converted: 'रूपांतर यशस्वीरीत्या झाले!',
    empty: 'कृपया एक संख्या लिहा',
    invalid: (base: NumberBase) => `${NAMES[base]} संख्येसाठी अवैध इनपुट`,
    tooLong: (base: NumberBase, most: string, length: string) =>
      `ही ${NAMES[base]} संख्या खूप लांब आहे: रूपांतरक जास्तीत जास्त ${most} अक्षरे घेतो (या संख्येत ${length} आहेत).`,
    fractionCut: (digits: string) => `अपूर्णांकी भाग ${digits} अंकांपर्यंत कापला.`,
  },
  'converter-working': {
    placeCaption: (radix: string) => `प्रत्येक अंक × ${radix} चा, त्या अंकाच्या स्थानाइतका घात`,
    digit: 'अंक',
    placeValue: 'स्थानिक किंमत',
    digitTimesPlace: 'अंक × स्थानिक किंमत',
    manyProducts: (count: string) => `वरील ${count} गुणाकार`,
    sum: (sum: string) => `बेरीज: ${sum}`,
    integerZero: 'पूर्णांक भाग: 0, तो 0 असाच लिहिला जातो',
    divisionCaption: (radix: string) => `पूर्णांक भाग: भागाकार 0 होईपर्यंत ${radix} ने भागा`,
    division: 'भागाकाराची क्रिया',
    quotient: 'भागाकार',
    remainder: 'बाकी',
    remaindersRead: (digits: string) => `बाकी खालून वर या क्रमाने वाचा: ${digits}`,
    needsMoreDigits: (limit: string, base: NumberBase) =>
      `टीप: या अपूर्णांकाला ${NAMES[base]} पद्धतीत ${limit} पेक्षा जास्त अंक लागतात; ${cut(limit)}`,
    doesNotTerminate: (limit: string, base: NumberBase) =>
      `टीप: हा अपूर्णांक ${NAMES[base]} पद्धतीत संपत नाही (उरलेला भाग कधीच 0 होत नाही); ${cut(limit)}`,
    zerosDropped: 'कापलेल्या अपूर्णांकाच्या शेवटची शून्ये काढून टाकली आहेत',
    multiplicationCaption: (radix: string) =>
      `अपूर्णांकी भाग: ${radix} ने गुणा आणि पूर्णांक भाग पुढचा अंक म्हणून घ्या`,
    multiplication: 'गुणाकाराची क्रिया',
    product: 'गुणाकार',
    digitCarried: 'घेतलेला अंक',
    fractionLeft: 'उरलेला अपूर्णांक',
    carriedRead: (digits: string) => `घेतलेले अंक वरून खाली या क्रमाने वाचा: ${digits}`,
    signAside: (digits: string) =>
      `चिन्ह बाजूला ठेवा: ${digits} चे रूपांतर करा आणि उत्तराच्या आधी '-' लिहा`,
    sameBase: (from: NumberBase, to: NumberBase) =>
      `${NAMES[from]} ते ${NAMES[to]}: पाया तोच आहे, म्हणून अंक तेच राहतात; सुरुवातीची शून्ये आणि अपूर्णांकाच्या शेवटची शून्ये काढून टाकली जातात`,
    toDecimal: (from: NumberBase) => `पायरी 1: ${NAMES[from]} ते दशमान`,
    fromDecimal: (to: NumberBase) => `पायरी 2: दशमान ते ${NAMES[to]}`,
    noSign: '0 पर्यंत कापल्यामुळे उत्तराला कोणतेही चिन्ह राहत नाही',
    resultLabel: (input: string, from: NumberBase, to: NumberBase) =>
      `${input} (${NAMES[from]}) ${NAMES[to]} पद्धतीत`,
  },
} satisfies Translation<SharedTexts | typeof converterTexts | typeof converterWorkingTexts>;
