/**
 * Speed / distance / time: units, input rules and the solver behind the widget.
 *
 * Values are held in base units (m/s, m, s). A widget should keep the exact base value of each
 * field and only format it into the selected unit: converting the displayed (rounded) text on
 * every unit change would drift, e.g. 120 km -> mi -> km must show 120.000 again.
 */
import { formatFixed } from './number-format';

export type Quantity = 'speed' | 'distance' | 'time';
export type SpeedUnit = 'm/s' | 'km/h' | 'mph';
export type DistanceUnit = 'm' | 'km' | 'mi';
export type TimeUnit = 's' | 'min' | 'h';
export type UnitOf<Q extends Quantity> = Q extends 'speed'
  ? SpeedUnit
  : Q extends 'distance'
    ? DistanceUnit
    : TimeUnit;
export type AnyUnit = SpeedUnit | DistanceUnit | TimeUnit;

/** A unit: its value, and its symbol (the same in every language); its name is in sdt-texts.ts. */
export interface UnitInfo<U extends string> {
  value: U;
  symbol: string;
}

export const QUANTITIES: readonly Quantity[] = ['speed', 'distance', 'time'];

export const UNITS: {
  speed: readonly UnitInfo<SpeedUnit>[];
  distance: readonly UnitInfo<DistanceUnit>[];
  time: readonly UnitInfo<TimeUnit>[];
} = {
  speed: [
    { value: 'm/s', symbol: 'm/s' },
    { value: 'km/h', symbol: 'km/h' },
    { value: 'mph', symbol: 'mph' },
  ],
  distance: [
    { value: 'm', symbol: 'm' },
    { value: 'km', symbol: 'km' },
    { value: 'mi', symbol: 'mi' },
  ],
  time: [
    { value: 's', symbol: 's' },
    { value: 'min', symbol: 'min' },
    { value: 'h', symbol: 'h' },
  ],
};

/**
 * Each unit as an exact ratio: `units` of it measure exactly `base` base units (1000 mi =
 * 1609344 m, as the international mile is 1609.344 m). Whole numbers keep conversions such as
 * 1 m/s = 3.6 km/h exact where a single rounded factor would not. SPEC's factors (mph 2.237,
 * miles 0.000621371) are these ratios rounded.
 */
export interface UnitDefinition {
  base: number;
  units: number;
}

const UNIT_DEFINITIONS: { [Q in Quantity]: Record<UnitOf<Q>, UnitDefinition> } = {
  speed: {
    'm/s': { base: 1, units: 1 },
    'km/h': { base: 1000, units: 3600 },
    mph: { base: 1609344, units: 3600000 },
  },
  distance: {
    m: { base: 1, units: 1 },
    km: { base: 1000, units: 1 },
    mi: { base: 1609344, units: 1000 },
  },
  time: {
    s: { base: 1, units: 1 },
    min: { base: 60, units: 1 },
    h: { base: 3600, units: 1 },
  },
};

export function definitionOf<Q extends Quantity>(quantity: Q, unit: UnitOf<Q>): UnitDefinition {
  const definitions: Record<UnitOf<Q>, UnitDefinition> = UNIT_DEFINITIONS[quantity];
  return definitions[unit];
}

/** Converts a value in a display unit to the base unit (m/s, m or s). */
export function toBase<Q extends Quantity>(quantity: Q, value: number, unit: UnitOf<Q>): number {
  const { base, units } = definitionOf(quantity, unit);
  return (value * base) / units;
}

/** Converts a value in the base unit (m/s, m or s) to a display unit. */
export function fromBase<Q extends Quantity>(quantity: Q, value: number, unit: UnitOf<Q>): number {
  const { base, units } = definitionOf(quantity, unit);
  return (value * units) / base;
}

/** Complete or partial non-negative decimals: '', '12', '12.', '.5' and also '.' while typing. */
const NON_NEGATIVE_DECIMAL = /^\d*\.?\d*$/;

/**
 * Parses a field's text; null when it holds no number yet ('' or '.'), is not a non-negative
 * decimal, or is too large to represent.
 */
export function parseNonNegative(text: string): number | null {
  if (!NON_NEGATIVE_DECIMAL.test(text) || !/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether a keystroke leaving the field with this text should be kept: blank, a partial entry
 * ('.', '12.') or a representable non-negative decimal. Anything else is ignored (SPEC §5).
 */
export function acceptNonNegativeInput(text: string): boolean {
  return text === '' || text === '.' || parseNonNegative(text) !== null;
}

/** Field values in base units; null for an empty field. */
export interface SdtValues {
  speed: number | null;
  distance: number | null;
  time: number | null;
}

export type SdtOutcome =
  | { kind: 'none' }
  | { kind: 'computed'; quantity: Quantity; value: number }
  | { kind: 'error'; quantity: Quantity; problem: SdtProblem };

/**
 * Why a calculation was refused: a zero divisor, or a product or quotient of huge (but finite)
 * inputs that overflows to Infinity. Its message is in sdt-texts.ts.
 */
export type SdtProblem = 'speedZero' | 'timeZero' | 'tooLarge';

const NOTHING_TO_COMPUTE: SdtOutcome = { kind: 'none' };

/**
 * The empty field, or with all three filled the one the last edit invalidates: editing speed or
 * distance recomputes time, editing time recomputes distance (SPEC §5).
 */
function quantityToCompute(values: SdtValues, lastEdited: Quantity | null): Quantity | null {
  const firstEmpty = QUANTITIES.find((quantity) => values[quantity] === null);
  if (firstEmpty !== undefined) return firstEmpty;
  if (lastEdited === null) return null;
  return lastEdited === 'time' ? 'distance' : 'time';
}

function computed(quantity: Quantity, value: number): SdtOutcome {
  return Number.isFinite(value)
    ? { kind: 'computed', quantity, value }
    : { kind: 'error', quantity, problem: 'tooLarge' };
}

/** dividend / divisor, refusing a zero divisor instead of producing Infinity or NaN. */
function quotient(
  quantity: Quantity,
  dividend: number,
  divisor: number,
  zeroDivisor: SdtProblem,
): SdtOutcome {
  return divisor === 0
    ? { kind: 'error', quantity, problem: zeroDivisor }
    : computed(quantity, dividend / divisor);
}

/**
 * Computes the missing (or invalidated) quantity from the other two. Values are non-negative
 * base-unit numbers, as produced by {@link parseNonNegative} and {@link toBase}.
 */
export function solveSdt(values: SdtValues, lastEdited: Quantity | null): SdtOutcome {
  const { speed, distance, time } = values;
  // The null checks catch a second empty field: then there is not enough to go on.
  switch (quantityToCompute(values, lastEdited)) {
    case null:
      return NOTHING_TO_COMPUTE;
    case 'speed':
      if (distance === null || time === null) return NOTHING_TO_COMPUTE;
      return quotient('speed', distance, time, 'timeZero');
    case 'distance':
      if (speed === null || time === null) return NOTHING_TO_COMPUTE;
      return computed('distance', speed * time);
    case 'time':
      if (distance === null || speed === null) return NOTHING_TO_COMPUTE;
      return quotient('time', distance, speed, 'speedZero');
  }
}

/** Decimals shown in the input fields and in the result cards (SPEC §9). */
export const FIELD_DECIMALS = 3;
export const RESULT_DECIMALS = 2;

export function formatFieldValue(value: number): string {
  return formatFixed(value, FIELD_DECIMALS);
}

export function formatResultValue(value: number): string {
  return formatFixed(value, RESULT_DECIMALS);
}
