/** The number converter in Kannada: fetched when an element's language is Kannada. */
import type { NumberBase } from '../../packages/core/src/base-conversion';
import type { converterTexts } from '../../packages/core/src/base-conversion-texts';
import type { converterWorkingTexts } from '../../packages/core/src/base-conversion-working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/kn';
import { sharedKannada } from '../../packages/ui/src/language/kn';

// The names Kannada textbooks give the number systems; a sentence declines ಪದ್ಧತಿ (system) after
// the name, so the name itself is never inflected.
const NAMES: Record<NumberBase, string> = {
  decimal: 'ದಶಮಾನ',
  binary: 'ದ್ವಿಮಾನ',
  octal: 'ಅಷ್ಟಮಾನ',
  hexadecimal: 'ಷೋಡಶಮಾನ',
};

const cut = (limit: string) =>
  `ಪರಿವರ್ತಕವು ${limit} ಅಂಕಿಗಳ ನಂತರ ನಿಲ್ಲುತ್ತದೆ, ಆದ್ದರಿಂದ ತೋರಿಸಿದ ಫಲಿತಾಂಶವನ್ನು ಅಲ್ಲಿಯೇ ಕತ್ತರಿಸಲಾಗಿದೆ`;

export default {
  ...sharedKannada,
  converter: {
    title: 'ಸಂಖ್ಯಾ ಪದ್ಧತಿ ಪರಿವರ್ತಕ',
    base: (base: NumberBase) => NAMES[base],
    from: 'ಮೂಲ ಪದ್ಧತಿ',
    to: 'ಗುರಿ ಪದ್ಧತಿ',
    number: 'ಸಂಖ್ಯೆ',
    result: 'ಫಲಿತಾಂಶ',
    placeholder: (base: NumberBase) => `${NAMES[base]} ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ`,
    convert: 'ಪರಿವರ್ತಿಸಿ',
    reset: 'ಮರುಹೊಂದಿಸಿ',
    swap: 'ಅದಲುಬದಲು',
    noResult: 'ಅಮಾನ್ಯ ನಮೂದು',
    converted: 'ಯಶಸ್ವಿಯಾಗಿ ಪರಿವರ್ತಿಸಲಾಗಿದೆ!',
    empty: 'ದಯವಿಟ್ಟು ಒಂದು ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ',
    invalid: (base: NumberBase) => `${NAMES[base]} ಸಂಖ್ಯೆಗೆ ಅಮಾನ್ಯ ನಮೂದು`,
    tooLong: (base: NumberBase, most: string, length: string) =>
      `ಈ ${NAMES[base]} ಸಂಖ್ಯೆ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ: ಪರಿವರ್ತಕವು ಗರಿಷ್ಠ ${most} ಅಕ್ಷರಗಳನ್ನು ಸ್ವೀಕರಿಸುತ್ತದೆ (ಇದರಲ್ಲಿ ${length} ಇವೆ).`,
    fractionCut: (digits: string) => `ಭಿನ್ನರಾಶಿ ಭಾಗವನ್ನು ${digits} ಅಂಕಿಗಳಿಗೆ ಕತ್ತರಿಸಲಾಗಿದೆ.`,
  },
  'converter-working': {
    placeCaption: (radix: string) => `ಪ್ರತಿ ಅಂಕಿ × ${radix}ರ ಅದರ ಸ್ಥಾನದ ಘಾತ`,
    digit: 'ಅಂಕಿ',
    placeValue: 'ಸ್ಥಾನಬೆಲೆ',
    digitTimesPlace: 'ಅಂಕಿ × ಸ್ಥಾನಬೆಲೆ',
    manyProducts: (count: string) => `ಮೇಲಿನ ${count} ಗುಣಲಬ್ಧಗಳು`,
    sum: (sum: string) => `ಮೊತ್ತ: ${sum}`,
    integerZero: 'ಪೂರ್ಣಾಂಕ ಭಾಗ: 0, 0 ಎಂದು ಬರೆಯಲಾಗುತ್ತದೆ',
    divisionCaption: (radix: string) => `ಪೂರ್ಣಾಂಕ ಭಾಗ: ಭಾಗಲಬ್ಧ 0 ಆಗುವವರೆಗೆ ${radix}ರಿಂದ ಭಾಗಿಸಿ`,
    division: 'ಭಾಗಾಕಾರ',
    quotient: 'ಭಾಗಲಬ್ಧ',
    remainder: 'ಶೇಷ',
    remaindersRead: (digits: string) => `ಶೇಷಗಳನ್ನು ಕೆಳಗಿನಿಂದ ಮೇಲಕ್ಕೆ ಓದಿ: ${digits}`,
    needsMoreDigits: (limit: string, base: NumberBase) =>
      `ಗಮನಿಸಿ: ಈ ಭಿನ್ನರಾಶಿಗೆ ${NAMES[base]} ಪದ್ಧತಿಯಲ್ಲಿ ${limit}ಕ್ಕಿಂತ ಹೆಚ್ಚು ಅಂಕಿಗಳು ಬೇಕು; ${cut(limit)}`,
    doesNotTerminate: (limit: string, base: NumberBase) =>
      `ಗಮನಿಸಿ: ಈ ಭಿನ್ನರಾಶಿ ${NAMES[base]} ಪದ್ಧತಿಯಲ್ಲಿ ಅಂತ್ಯಗೊಳ್ಳುವುದಿಲ್ಲ (ಉಳಿದ ಭಾಗ ಎಂದಿಗೂ 0 ಆಗುವುದಿಲ್ಲ); ${cut(limit)}`,
    zerosDropped: 'ಕತ್ತರಿಸಿದ ಭಿನ್ನರಾಶಿಯ ಕೊನೆಯ ಶೂನ್ಯಗಳನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ',
    multiplicationCaption: (radix: string) =>
      `ಭಿನ್ನರಾಶಿ ಭಾಗ: ${radix}ರಿಂದ ಗುಣಿಸಿ ಮತ್ತು ಪೂರ್ಣಾಂಕ ಭಾಗವನ್ನು ಮುಂದಿನ ಅಂಕಿಯಾಗಿ ತೆಗೆದುಕೊಳ್ಳಿ`,
    multiplication: 'ಗುಣಾಕಾರ',
    product: 'ಗುಣಲಬ್ಧ',
    digitCarried: 'ತೆಗೆದುಕೊಂಡ ಅಂಕಿ',
    fractionLeft: 'ಉಳಿದ ಭಿನ್ನರಾಶಿ',
    carriedRead: (digits: string) => `ತೆಗೆದುಕೊಂಡ ಅಂಕಿಗಳನ್ನು ಮೇಲಿನಿಂದ ಕೆಳಕ್ಕೆ ಓದಿ: ${digits}`,
    signAside: (digits: string) =>
      `ಚಿಹ್ನೆಯನ್ನು ಪಕ್ಕಕ್ಕಿಡಿ: ${digits} ಅನ್ನು ಪರಿವರ್ತಿಸಿ ಮತ್ತು ಫಲಿತಾಂಶದ ಮುಂದೆ '-' ಬರೆಯಿರಿ`,
    sameBase: (from: NumberBase, to: NumberBase) =>
      `${NAMES[from]} ಪದ್ಧತಿಯಿಂದ ${NAMES[to]} ಪದ್ಧತಿಗೆ: ಆಧಾರ ಒಂದೇ, ಆದ್ದರಿಂದ ಅಂಕಿಗಳು ಹಾಗೆಯೇ ಇರುತ್ತವೆ; ಆರಂಭದ ಶೂನ್ಯಗಳು ಮತ್ತು ಭಿನ್ನರಾಶಿಯ ಕೊನೆಯ ಶೂನ್ಯಗಳನ್ನು ತೆಗೆದುಹಾಕಲಾಗುತ್ತದೆ`,
    toDecimal: (from: NumberBase) => `ಹಂತ 1: ${NAMES[from]} ಪದ್ಧತಿಯಿಂದ ದಶಮಾನ ಪದ್ಧತಿಗೆ`,
    fromDecimal: (to: NumberBase) => `ಹಂತ 2: ದಶಮಾನ ಪದ್ಧತಿಯಿಂದ ${NAMES[to]} ಪದ್ಧತಿಗೆ`,
    noSign: 'ಕತ್ತರಿಸಿದಾಗ ಫಲಿತಾಂಶ 0 ಆಗುವುದರಿಂದ ಅದಕ್ಕೆ ಚಿಹ್ನೆ ಇಲ್ಲ',
    resultLabel: (input: string, from: NumberBase, to: NumberBase) =>
      `${input} (${NAMES[from]}) ${NAMES[to]} ಪದ್ಧತಿಯಲ್ಲಿ`,
  },
} satisfies Translation<SharedTexts | typeof converterTexts | typeof converterWorkingTexts>;
