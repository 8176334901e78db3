/** The speed, distance and time calculator in Marathi: fetched when an element's language is Marathi. */
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { AnyUnit, Quantity, SdtProblem } from '../../packages/core/src/sdt';
import type { sdtTexts } from '../../packages/core/src/sdt-texts';
import type { sdtWorkingTexts } from '../../packages/core/src/sdt-working-texts';
import type { SharedTexts } from '../../packages/ui/src/language/mr';
import { sharedMarathi } from '../../packages/ui/src/language/mr';

const NAMES: Record<Quantity, string> = { speed: 'गती', distance: 'अंतर', time: 'वेळ' };

/** Each name with 'of' (the genitive), which Marathi writes as one word: 'वेळेचे'. */
const OF: Record<Quantity, string> = { speed: 'गतीचे', distance: 'अंतराचे', time: 'वेळेचे' };

// Symbols (km/h, m, h) stay as marksheets and textbooks print them; the names are Marathi.
const UNITS: Record<AnyUnit, string> = {
  'm/s': 'm/s',
  'km/h': 'km/h',
  mph: 'mph',
  m: 'मीटर',
  km: 'किलोमीटर',
  mi: 'मैल',
  s: 'सेकंद',
  min: 'मिनिटे',
  h: 'तास',
};

const FORMULAS: Record<Quantity, string> = {
  speed: 'गती = अंतर ÷ वेळ',
  distance: 'अंतर = गती × वेळ',
  time: 'वेळ = अंतर ÷ गती',
};

const PROBLEMS: Record<SdtProblem, string> = {
  speedZero: 'वेळ काढण्यासाठी गती 0 पेक्षा जास्त असली पाहिजे',
  timeZero: 'गती काढण्यासाठी वेळ 0 पेक्षा जास्त असली पाहिजे',
  tooLarge: 'उत्तर इतके मोठे आहे की त्याची गणना करता येत नाही',
};

export default {
  ...sharedMarathi,
  sdt: {
    title: 'गती, अंतर आणि वेळ कॅल्क्युलेटर',
    quantity: (quantity: Quantity) => NAMES[quantity],
    unit: (unit: AnyUnit) => UNITS[unit],
    enter: (quantity: Quantity) => `${NAMES[quantity]} लिहा`,
    clear: (quantity: Quantity) => `${NAMES[quantity]} पुसा`,
    unitOf: (quantity: Quantity) => `${OF[quantity]} एकक`,
    reset: 'रीसेट',
    example: 'उदाहरण',
    results: 'उत्तरे',
    formulas: 'सूत्रे',
    formula: (quantity: Quantity) => FORMULAS[quantity],
    calculated: '✓ गणना पूर्ण झाली!',
    problem: (problem: SdtProblem) => PROBLEMS[problem],
  },
  'sdt-working': {
    formula: (formula: string) => `सूत्र: ${formula}`,
    given: (values: string) => `दिलेले: ${values}`,
    unitSet: (distance: string, speed: string, time: string) => `${distance}, ${speed} आणि ${time}`,
    noConversion: (set: string) => `एकके एकमेकांशी जुळतात (${set}): रूपांतराची गरज नाही`,
    convertTo: (set: string) => `${set} या एकमेकांशी जुळणाऱ्या एककांमध्ये रूपांतर करा`,
    quantity: 'राशी',
    exactFactor: 'अचूक गुणक',
    conversion: 'रूपांतर',
    convert: (factor: string, conversion: string) => `रूपांतर: ${factor}, म्हणून ${conversion}`,
    rounded: (card: string) => `2 दशांश स्थळांपर्यंत पूर्णांकित: ${card}`,
  },
} satisfies Translation<SharedTexts | typeof sdtTexts | typeof sdtWorkingTexts>;
