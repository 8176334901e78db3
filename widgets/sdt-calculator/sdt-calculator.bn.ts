/** The speed, distance and time calculator in Bengali: fetched when an element's language is Bengali. */
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { AnyUnit, Quantity, SdtProblem } from '../../packages/core/src/sdt';
import type { sdtTexts } from '../../packages/core/src/sdt-texts';
import type { sdtWorkingTexts } from '../../packages/core/src/sdt-working-texts';
import type { SharedTexts } from '../../packages/ui/src/language/bn';
import { sharedBengali } from '../../packages/ui/src/language/bn';

const NAMES: Record<Quantity, string> = { speed: 'গতিবেগ', distance: 'দূরত্ব', time: 'সময়' };

/** Each name with the genitive ending: 'গতিবেগের একক'. */
const OF: Record<Quantity, string> = { speed: 'গতিবেগের', distance: 'দূরত্বের', time: 'সময়ের' };

// Symbols (km/h, m, h) stay as marksheets and textbooks print them; the names are Bengali.
const UNITS: Record<AnyUnit, string> = {
  'm/s': 'm/s',
  'km/h': 'km/h',
  mph: 'mph',
  m: 'মিটার',
  km: 'কিলোমিটার',
  mi: 'মাইল',
  s: 'সেকেন্ড',
  min: 'মিনিট',
  h: 'ঘণ্টা',
};

const FORMULAS: Record<Quantity, string> = {
  speed: 'গতিবেগ = দূরত্ব ÷ সময়',
  distance: 'দূরত্ব = গতিবেগ × সময়',
  time: 'সময় = দূরত্ব ÷ গতিবেগ',
};

const PROBLEMS: Record<SdtProblem, string> = {
  speedZero: 'সময় নির্ণয় করতে গতিবেগ 0-এর বেশি হতে হবে',
  timeZero: 'গতিবেগ নির্ণয় করতে সময় 0-এর বেশি হতে হবে',
  tooLarge: 'ফলাফল এত বড় যে তার গণনা করা সম্ভব নয়',
};

export default {
  ...sharedBengali,
  sdt: {
    title: 'গতিবেগ, দূরত্ব ও সময় ক্যালকুলেটর',
    quantity: (quantity: Quantity) => NAMES[quantity],
    unit: (unit: AnyUnit) => UNITS[unit],
    enter: (quantity: Quantity) => `${NAMES[quantity]} লিখুন`,
    clear: (quantity: Quantity) => `${NAMES[quantity]} মুছুন`,
    unitOf: (quantity: Quantity) => `${OF[quantity]} একক`,
    reset: 'রিসেট',
    example: 'উদাহরণ',
    results: 'ফলাফল',
    formulas: 'সূত্রাবলি',
    formula: (quantity: Quantity) => FORMULAS[quantity],
    calculated: '✓ গণনা সম্পন্ন!',
    problem: (problem: SdtProblem) => PROBLEMS[problem],
  },
  'sdt-working': {
    formula: (formula: string) => `সূত্র: ${formula}`,
    given: (values: string) => `দেওয়া আছে: ${values}`,
    unitSet: (distance: string, speed: string, time: string) => `${distance}, ${speed} ও ${time}`,
    noConversion: (set: string) => `এককগুলি পরস্পর সামঞ্জস্যপূর্ণ (${set}): রূপান্তরের প্রয়োজন নেই`,
    convertTo: (set: string) => `${set} এককে রূপান্তর করুন, এগুলি পরস্পর সামঞ্জস্যপূর্ণ`,
    quantity: 'রাশি',
    exactFactor: 'নির্ভুল গুণক',
    conversion: 'রূপান্তর',
    convert: (factor: string, conversion: string) => `রূপান্তর করুন: ${factor}, তাই ${conversion}`,
    rounded: (card: string) => `2 দশমিক স্থান পর্যন্ত আসন্ন মান: ${card}`,
  },
} satisfies Translation<SharedTexts | typeof sdtTexts | typeof sdtWorkingTexts>;
