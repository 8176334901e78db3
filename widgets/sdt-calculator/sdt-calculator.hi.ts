/** The speed, distance and time calculator in Hindi: fetched when an element's language is Hindi. */
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { AnyUnit, Quantity, SdtProblem } from '../../packages/core/src/sdt';
import type { sdtTexts } from '../../packages/core/src/sdt-texts';
import type { sdtWorkingTexts } from '../../packages/core/src/sdt-working-texts';
import type { SharedTexts } from '../../packages/ui/src/language/hi';
import { sharedHindi } from '../../packages/ui/src/language/hi';

const NAMES: Record<Quantity, string> = { speed: 'गति', distance: 'दूरी', time: 'समय' };

// Symbols (km/h, m, h) stay as marksheets and textbooks print them; the names are Hindi.
const UNITS: Record<AnyUnit, string> = {
  'm/s': 'm/s',
  'km/h': 'km/h',
  mph: 'mph',
  m: 'मीटर',
  km: 'किलोमीटर',
  mi: 'मील',
  s: 'सेकंड',
  min: 'मिनट',
  h: 'घंटे',
};

const FORMULAS: Record<Quantity, string> = {
  speed: 'गति = दूरी ÷ समय',
  distance: 'दूरी = गति × समय',
  time: 'समय = दूरी ÷ गति',
};

const PROBLEMS: Record<SdtProblem, string> = {
  speedZero: 'समय निकालने के लिए गति 0 से अधिक होनी चाहिए',
  timeZero: 'गति निकालने के लिए समय 0 से अधिक होना चाहिए',
  tooLarge: 'परिणाम इतना बड़ा है कि उसकी गणना नहीं हो सकती',
};

export default {
  ...sharedHindi,
  sdt: {
    title: 'गति, दूरी और समय कैलकुलेटर',
    quantity: (quantity: Quantity) => NAMES[quantity],
    unit: (unit: AnyUnit) => UNITS[unit],
    enter: (quantity: Quantity) => `${NAMES[quantity]} लिखें`,
    clear: (quantity: Quantity) => `${NAMES[quantity]} मिटाएँ`,
    unitOf: (quantity: Quantity) => `${NAMES[quantity]} की इकाई`,
    reset: 'रीसेट',
    example: 'उदाहरण',
    results: 'परिणाम',
    formulas: 'सूत्र',
    formula: (quantity: Quantity) => FORMULAS[quantity],
    calculated: '✓ गणना हो गई!',
    problem: (problem: SdtProblem) => PROBLEMS[problem],
  },
  'sdt-working': {
    formula: (formula: string) => `सूत्र: ${formula}`,
    given: (values: string) => `दिया है: ${values}`,
    unitSet: (distance: string, speed: string, time: string) => `${distance}, ${speed} और ${time}`,
    noConversion: (set: string) => `इकाइयाँ आपस में मेल खाती हैं (${set}): बदलने की ज़रूरत नहीं`,
    convertTo: (set: string) => `${set} में बदलें, जो आपस में मेल खाती हैं`,
    quantity: 'राशि',
    exactFactor: 'सटीक गुणक',
    conversion: 'रूपांतरण',
    convert: (factor: string, conversion: string) => `बदलें: ${factor}, इसलिए ${conversion}`,
    rounded: (card: string) => `2 दशमलव स्थानों तक पूर्णांकित: ${card}`,
  },
} satisfies Translation<SharedTexts | typeof sdtTexts | typeof sdtWorkingTexts>;
