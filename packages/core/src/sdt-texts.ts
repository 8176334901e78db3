/** The speed, distance and time calculator's texts (SPEC's labels and messages), in English. */
import { textModule } from './i18n/texts';
import type { AnyUnit, Quantity, SdtProblem } from './sdt';

const QUANTITY_NAMES: Record<Quantity, string> = {
  speed: 'Speed',
  distance: 'Distance',
  time: 'Time',
};

/** Each unit as its select lists it (SPEC §2). */
const UNIT_NAMES: Record<AnyUnit, string> = {
  'm/s': 'm/s',
  'km/h': 'km/h',
  mph: 'mph',
  m: 'Meters',
  km: 'Kilometers',
  mi: 'Miles',
  s: 'Seconds',
  min: 'Minutes',
  h: 'Hours',
};

const FORMULAS: Record<Quantity, string> = {
  speed: 'Speed = Distance ÷ Time',
  distance: 'Distance = Speed × Time',
  time: 'Time = Distance ÷ Speed',
};

const PROBLEMS: Record<SdtProblem, string> = {
  speedZero: 'Speed must be greater than 0 to calculate time',
  timeZero: 'Time must be greater than 0 to calculate speed',
  tooLarge: 'Result is too large to calculate',
};

export const sdtTexts = textModule('sdt', {
  title: 'Speed Distance Time Calculator',
  quantity: (quantity: Quantity) => QUANTITY_NAMES[quantity],
  unit: (unit: AnyUnit) => UNIT_NAMES[unit],
  /** A field's placeholder: 'Enter speed' (the quantity's name in lower case is its key). */
  enter: (quantity: Quantity) => `Enter ${quantity}`,
  clear: (quantity: Quantity) => `Clear ${quantity}`,
  /** The accessible name of a field's unit select. */
  unitOf: (quantity: Quantity) => `${QUANTITY_NAMES[quantity]} unit`,
  reset: 'Reset',
  example: 'Example',
  results: 'Results',
  formulas: 'Formulas',
  /** Each quantity's formula, as the Formulas list shows it. */
  formula: (quantity: Quantity) => FORMULAS[quantity],
  /** SPEC §9: an auto-calculation's success. */
  calculated: '✓ Calculated!',
  problem: (problem: SdtProblem) => PROBLEMS[problem],
});
