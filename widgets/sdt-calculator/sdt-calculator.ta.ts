/** The speed, distance and time calculator in Tamil: fetched when an element's language is Tamil. */
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { AnyUnit, Quantity, SdtProblem } from '../../packages/core/src/sdt';
import type { sdtTexts } from '../../packages/core/src/sdt-texts';
import type { sdtWorkingTexts } from '../../packages/core/src/sdt-working-texts';
import type { SharedTexts } from '../../packages/ui/src/language/ta';
import { sharedTamil } from '../../packages/ui/src/language/ta';

const NAMES: Record<Quantity, string> = { speed: 'வேகம்', distance: 'தொலைவு', time: 'நேரம்' };

/** Each name as the object of a verb: 'வேகத்தை உள்ளிடவும்'. */
const OBJECTS: Record<Quantity, string> = {
  speed: 'வேகத்தை',
  distance: 'தொலைவை',
  time: 'நேரத்தை',
};

// Symbols (km/h, m, h) stay as marksheets and textbooks print them; the names are Tamil.
const UNITS: Record<AnyUnit, string> = {
  'm/s': 'm/s',
  'km/h': 'km/h',
  mph: 'mph',
  m: 'மீட்டர்',
  km: 'கிலோமீட்டர்',
  mi: 'மைல்',
  s: 'வினாடி',
  min: 'நிமிடம்',
  h: 'மணிநேரம்',
};

const FORMULAS: Record<Quantity, string> = {
  speed: 'வேகம் = தொலைவு ÷ நேரம்',
  distance: 'தொலைவு = வேகம் × நேரம்',
  time: 'நேரம் = தொலைவு ÷ வேகம்',
};

const PROBLEMS: Record<SdtProblem, string> = {
  speedZero: 'நேரத்தைக் கணக்கிட, வேகம் 0-ஐ விட அதிகமாக இருக்க வேண்டும்',
  timeZero: 'வேகத்தைக் கணக்கிட, நேரம் 0-ஐ விட அதிகமாக இருக்க வேண்டும்',
  tooLarge: 'முடிவு கணக்கிட முடியாத அளவுக்குப் பெரியதாக உள்ளது',
};

export default {
  ...sharedTamil,
  sdt: {
    title: 'வேகம், தொலைவு, நேரம் கணிப்பான்',
    quantity: (quantity: Quantity) => NAMES[quantity],
    unit: (unit: AnyUnit) => UNITS[unit],
    enter: (quantity: Quantity) => `${OBJECTS[quantity]} உள்ளிடவும்`,
    // The names keep their label's form ('வேகம்'), so that a spoken label finds the control.
    clear: (quantity: Quantity) => `${NAMES[quantity]} புலத்தை அழி`,
    unitOf: (quantity: Quantity) => `${NAMES[quantity]} அளக்கும் அலகு`,
    reset: 'மீட்டமை',
    example: 'எடுத்துக்காட்டு',
    results: 'முடிவுகள்',
    formulas: 'சூத்திரங்கள்',
    formula: (quantity: Quantity) => FORMULAS[quantity],
    calculated: '✓ கணக்கிடப்பட்டது!',
    problem: (problem: SdtProblem) => PROBLEMS[problem],
  },
  'sdt-working': {
    formula: (formula: string) => `சூத்திரம்: ${formula}`,
    given: (values: string) => `கொடுக்கப்பட்டவை: ${values}`,
    unitSet: (distance: string, speed: string, time: string) =>
      `${distance}, ${speed} மற்றும் ${time}`,
    noConversion: (set: string) => `அலகுகள் ஒன்றுக்கொன்று பொருந்துகின்றன (${set}): மாற்றம் தேவையில்லை`,
    convertTo: (set: string) => `ஒன்றுக்கொன்று பொருந்தும் அலகுகளுக்கு (${set}) மாற்றவும்`,
    quantity: 'அளவு',
    exactFactor: 'துல்லியமான காரணி',
    conversion: 'மாற்றம்',
    convert: (factor: string, conversion: string) => `மாற்றவும்: ${factor}, எனவே ${conversion}`,
    rounded: (card: string) => `2 தசம இடங்களுக்கு முழுமையாக்கப்பட்டது: ${card}`,
  },
} satisfies Translation<SharedTexts | typeof sdtTexts | typeof sdtWorkingTexts>;
