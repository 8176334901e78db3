/** The speed, distance and time calculator in Kannada: fetched when an element's language is Kannada. */
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { AnyUnit, Quantity, SdtProblem } from '../../packages/core/src/sdt';
import type { sdtTexts } from '../../packages/core/src/sdt-texts';
import type { sdtWorkingTexts } from '../../packages/core/src/sdt-working-texts';
import type { SharedTexts } from '../../packages/ui/src/language/kn';
import { sharedKannada } from '../../packages/ui/src/language/kn';

const NAMES: Record<Quantity, string> = { speed: 'ವೇಗ', distance: 'ದೂರ', time: 'ಸಮಯ' };

// Symbols (km/h, m, h) stay as marksheets and textbooks print them; the names are Kannada.
const UNITS: Record<AnyUnit, string> = {
  'm/s': 'm/s',
  'km/h': 'km/h',
  mph: 'mph',
  m: 'ಮೀಟರ್',
  km: 'ಕಿಲೋಮೀಟರ್',
  mi: 'ಮೈಲಿ',
  s: 'ಸೆಕೆಂಡು',
  min: 'ನಿಮಿಷ',
  h: 'ಗಂಟೆ',
};

const FORMULAS: Record<Quantity, string> = {
  speed: 'ವೇಗ = ದೂರ ÷ ಸಮಯ',
  distance: 'ದೂರ = ವೇಗ × ಸಮಯ',
  time: 'ಸಮಯ = ದೂರ ÷ ವೇಗ',
};

const PROBLEMS: Record<SdtProblem, string> = {
  speedZero: 'ಸಮಯವನ್ನು ಲೆಕ್ಕಹಾಕಲು ವೇಗ 0ಕ್ಕಿಂತ ಹೆಚ್ಚಿರಬೇಕು',
  timeZero: 'ವೇಗವನ್ನು ಲೆಕ್ಕಹಾಕಲು ಸಮಯ 0ಕ್ಕಿಂತ ಹೆಚ್ಚಿರಬೇಕು',
  tooLarge: 'ಫಲಿತಾಂಶ ಲೆಕ್ಕಹಾಕಲಾಗದಷ್ಟು ದೊಡ್ಡದಾಗಿದೆ',
};

export default {
  ...sharedKannada,
  sdt: {
    title: 'ವೇಗ, ದೂರ ಮತ್ತು ಸಮಯ ಕ್ಯಾಲ್ಕುಲೇಟರ್',
    quantity: (quantity: Quantity) => NAMES[quantity],
    unit: (unit: AnyUnit) => UNITS[unit],
    enter: (quantity: Quantity) => `${NAMES[quantity]} ನಮೂದಿಸಿ`,
    clear: (quantity: Quantity) => `${NAMES[quantity]} ತೆರವುಗೊಳಿಸಿ`,
    // The name as its field's label shows it, whole: 'ವೇಗ ಘಟಕ', not the genitive 'ವೇಗದ ಘಟಕ'.
    unitOf: (quantity: Quantity) => `${NAMES[quantity]} ಘಟಕ`,
    reset: 'ಮರುಹೊಂದಿಸಿ',
    example: 'ಉದಾಹರಣೆ',
    results: 'ಫಲಿತಾಂಶಗಳು',
    formulas: 'ಸೂತ್ರಗಳು',
    formula: (quantity: Quantity) => FORMULAS[quantity],
    calculated: '✓ ಲೆಕ್ಕಹಾಕಲಾಗಿದೆ!',
    problem: (problem: SdtProblem) => PROBLEMS[problem],
  },
  'sdt-working': {
    formula: (formula: string) => `ಸೂತ್ರ: ${formula}`,
    given: (values: string) => `ದತ್ತ: ${values}`,
    unitSet: (distance: string, speed: string, time: string) =>
      `${distance}, ${speed} ಮತ್ತು ${time}`,
    noConversion: (set: string) => `ಘಟಕಗಳು ಪರಸ್ಪರ ಹೊಂದಿಕೆಯಾಗುತ್ತವೆ (${set}): ಪರಿವರ್ತನೆ ಅಗತ್ಯವಿಲ್ಲ`,
    convertTo: (set: string) => `ಪರಸ್ಪರ ಹೊಂದಿಕೆಯಾಗುವ ${set} ಘಟಕಗಳಿಗೆ ಪರಿವರ್ತಿಸಿ`,
    quantity: 'ಪರಿಮಾಣ',
    exactFactor: 'ನಿಖರ ಗುಣಕ',
    conversion: 'ಪರಿವರ್ತನೆ',
    convert: (factor: string, conversion: string) => `ಪರಿವರ್ತಿಸಿ: ${factor}, ಆದ್ದರಿಂದ ${conversion}`,
    rounded: (card: string) => `2 ದಶಮಾಂಶ ಸ್ಥಾನಗಳಿಗೆ ಪೂರ್ಣಾಂಕಿಸಿದಾಗ: ${card}`,
  },
} satisfies Translation<SharedTexts | typeof sdtTexts | typeof sdtWorkingTexts>;
