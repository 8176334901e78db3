/** The speed, distance and time calculator in Telugu: fetched when an element's language is Telugu. */
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { AnyUnit, Quantity, SdtProblem } from '../../packages/core/src/sdt';
import type { sdtTexts } from '../../packages/core/src/sdt-texts';
import type { sdtWorkingTexts } from '../../packages/core/src/sdt-working-texts';
import type { SharedTexts } from '../../packages/ui/src/language/te';
import { sharedTelugu } from '../../packages/ui/src/language/te';

// The physics textbooks' words: వేగం = దూరం ÷ కాలం.
const NAMES: Record<Quantity, string> = { speed: 'వేగం', distance: 'దూరం', time: 'కాలం' };

// Symbols (km/h, m, h) stay as marksheets and textbooks print them; the names are Telugu.
const UNITS: Record<AnyUnit, string> = {
  'm/s': 'm/s',
  'km/h': 'km/h',
  mph: 'mph',
  m: 'మీటర్లు',
  km: 'కిలోమీటర్లు',
  mi: 'మైళ్లు',
  s: 'సెకన్లు',
  min: 'నిమిషాలు',
  h: 'గంటలు',
};

const FORMULAS: Record<Quantity, string> = {
  speed: 'వేగం = దూరం ÷ కాలం',
  distance: 'దూరం = వేగం × కాలం',
  time: 'కాలం = దూరం ÷ వేగం',
};

const PROBLEMS: Record<SdtProblem, string> = {
  speedZero: 'కాలం కనుగొనడానికి వేగం 0 కంటే ఎక్కువగా ఉండాలి',
  timeZero: 'వేగం కనుగొనడానికి కాలం 0 కంటే ఎక్కువగా ఉండాలి',
  tooLarge: 'ఫలితం లెక్కించలేనంత పెద్దదిగా ఉంది',
};

export default {
  ...sharedTelugu,
  sdt: {
    title: 'వేగం, దూరం, కాలం కాలిక్యులేటర్',
    quantity: (quantity: Quantity) => NAMES[quantity],
    unit: (unit: AnyUnit) => UNITS[unit],
    enter: (quantity: Quantity) => `${NAMES[quantity]} నమోదు చేయండి`,
    clear: (quantity: Quantity) => `${NAMES[quantity]} చెరిపివేయండి`,
    unitOf: (quantity: Quantity) => `${NAMES[quantity]} ప్రమాణం`,
    reset: 'రీసెట్',
    example: 'ఉదాహరణ',
    results: 'ఫలితాలు',
    formulas: 'సూత్రాలు',
    formula: (quantity: Quantity) => FORMULAS[quantity],
    calculated: '✓ లెక్కించడం పూర్తయింది!',
    problem: (problem: SdtProblem) => PROBLEMS[problem],
  },
  'sdt-working': {
    formula: (formula: string) => `సూత్రం: ${formula}`,
    given: (values: string) => `ఇచ్చినవి: ${values}`,
    unitSet: (distance: string, speed: string, time: string) =>
      `${distance}, ${speed} మరియు ${time}`,
    noConversion: (set: string) => `ప్రమాణాలు ఒకదానికొకటి సరిపోతాయి (${set}): మార్చాల్సిన అవసరం లేదు`,
    convertTo: (set: string) => `ఒకదానికొకటి సరిపోయే ${set} లోకి మార్చండి`,
    quantity: 'రాశి',
    exactFactor: 'కచ్చితమైన గుణకం',
    conversion: 'మార్పిడి',
    convert: (factor: string, conversion: string) => `మార్చండి: ${factor}, కాబట్టి ${conversion}`,
    rounded: (card: string) => `2 దశాంశ స్థానాలకు సవరించగా: ${card}`,
  },
} satisfies Translation<SharedTexts | typeof sdtTexts | typeof sdtWorkingTexts>;
