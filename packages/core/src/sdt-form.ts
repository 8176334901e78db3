/**
 * The state of a speed/distance/time form: what each field shows, the exact base-unit value behind
 * it, the selected units and what the auto-calculation (SPEC §5) should do next. Pure functions,
 * so the widget only wires them to events and timers.
 */
import type {
  DistanceUnit,
  Quantity,
  SdtOutcome,
  SdtValues,
  SpeedUnit,
  TimeUnit,
  UnitOf,
} from './sdt';
import {
  QUANTITIES,
  UNITS,
  acceptNonNegativeInput,
  formatFieldValue,
  fromBase,
  parseNonNegative,
  solveSdt,
  toBase,
} from './sdt';

export interface SdtUnits {
  speed: SpeedUnit;
  distance: DistanceUnit;
  time: TimeUnit;
}

/** Starting values (in the given units; null for blank) and units, e.g. from attributes. */
export interface SdtSettings {
  values: SdtValues;
  units: SdtUnits;
}

export interface SdtForm {
  /** What each field shows: the user's own text until a unit change or a calculation rewrites it. */
  texts: Record<Quantity, string>;
  /** The exact value behind each field in base units, so unit changes never drift. */
  values: SdtValues;
  units: SdtUnits;
  /** With all three fields filled, the last edit decides which one is recalculated. */
  lastEdited: Quantity | null;
  /** Something was entered since the last auto-calculation; false stops it from repeating. */
  pending: boolean;
  /** The field the last calculation filled in, until the next edit: what the working explains. */
  solved: Quantity | null;
}

export const DEFAULT_SDT_UNITS: SdtUnits = { speed: 'km/h', distance: 'km', time: 'h' };

/** SPEC §5: Example sets speed 60 km/h and distance 120 km; the calculation then finds 2 h. */
export const SDT_EXAMPLE: SdtSettings = {
  values: { speed: 60, distance: 120, time: null },
  units: DEFAULT_SDT_UNITS,
};

/** SPEC §9 timings. */
export const AUTO_CALCULATION_DELAY_MS = 500;
export const BLUR_RELEASE_MS = 100;

/** `value` if it names a unit of the quantity, else the default unit (e.g. a bad attribute). */
export function unitOrDefault<Q extends Quantity>(quantity: Q, value: unknown): UnitOf<Q> {
  const known = UNITS[quantity].find((unit) => unit.value === value);
  return (known?.value ?? DEFAULT_SDT_UNITS[quantity]) as UnitOf<Q>;
}

/** A starting value as a field accepts it: finite and non-negative, otherwise blank. */
export function startingValue(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

export function sameSdtSettings(a: SdtSettings, b: SdtSettings): boolean {
  return QUANTITIES.every(
    (quantity) =>
      a.values[quantity] === b.values[quantity] && a.units[quantity] === b.units[quantity],
  );
}

/**
 * A base value in a display unit, to 15 significant digits: the conversion factors' floating-point
 * noise (60 km/h -> m/s -> km/h = 60.00000000000001) is dropped, so results read and round as
 * the user expects.
 */
export function displayValue(quantity: Quantity, base: number, unit: UnitOf<Quantity>): number {
  return Number(fromBase(quantity, base, unit).toPrecision(15));
}

function numberText(value: number): string {
  const plain = String(value);
  // String() writes very large or small numbers with an exponent, which a field does not accept.
  return acceptNonNegativeInput(plain) ? plain : formatFieldValue(value);
}

function withField(form: SdtForm, quantity: Quantity, text: string, value: number | null): SdtForm {
  return {
    ...form,
    texts: { ...form.texts, [quantity]: text },
    values: { ...form.values, [quantity]: value },
  };
}

/** An edit by the user or the embedder: it becomes the last edit and re-arms the calculation. */
function edited(form: SdtForm, quantity: Quantity, text: string, value: number | null): SdtForm {
  return {
    ...withField(form, quantity, text, value),
    lastEdited: quantity,
    pending: true,
    solved: null,
  };
}

/** Sets a field to a number in its current unit (null for blank), as an edit. */
export function setSdtValue(form: SdtForm, quantity: Quantity, value: number | null): SdtForm {
  const base = value === null ? null : toBase(quantity, value, form.units[quantity]);
  return edited(form, quantity, value === null ? '' : numberText(value), base);
}

/** Empty fields in the given units, with nothing to calculate (what Reset shows). */
export function blankSdtForm(units: SdtUnits): SdtForm {
  return {
    texts: { speed: '', distance: '', time: '' },
    values: { speed: null, distance: null, time: null },
    units,
    lastEdited: null,
    pending: false,
    solved: null,
  };
}

/** A form showing the settings' values; two of them are calculated into the third as usual. */
export function createSdtForm({ values, units }: SdtSettings): SdtForm {
  const blank = blankSdtForm(units);
  const filled = QUANTITIES.reduce(
    (form, quantity) =>
      values[quantity] === null ? form : setSdtValue(form, quantity, values[quantity]),
    blank,
  );
  // Starting values are not edits: with all three given, none of them is recalculated.
  return { ...filled, lastEdited: null };
}

/** The user typed or pasted `text`; anything but a non-negative number (or blank) is ignored. */
export function editSdtField(form: SdtForm, quantity: Quantity, text: string): SdtForm {
  if (text === form.texts[quantity] || !acceptNonNegativeInput(text)) return form;
  const value = parseNonNegative(text);
  return edited(
    form,
    quantity,
    text,
    value === null ? null : toBase(quantity, value, form.units[quantity]),
  );
}

/** Shows the field's exact value in another unit; not an edit. */
export function changeSdtUnit<Q extends Quantity>(
  form: SdtForm,
  quantity: Q,
  unit: UnitOf<Q>,
): SdtForm {
  const current: UnitOf<Quantity> = form.units[quantity];
  if (current === unit) return form;
  const value = form.values[quantity];
  const converted = { ...form, units: { ...form.units, [quantity]: unit } };
  return value === null
    ? converted
    : withField(converted, quantity, formatFieldValue(displayValue(quantity, value, unit)), value);
}

/** Applies changed settings (attributes): units first, so a new value lands in its new unit. */
export function reconfigureSdtForm(
  form: SdtForm,
  previous: SdtSettings,
  next: SdtSettings,
): SdtForm {
  const converted = QUANTITIES.reduce(
    (current, quantity) =>
      previous.units[quantity] === next.units[quantity]
        ? current
        : changeSdtUnit(current, quantity, next.units[quantity]),
    form,
  );
  return QUANTITIES.reduce(
    (current, quantity) =>
      previous.values[quantity] === next.values[quantity]
        ? current
        : setSdtValue(current, quantity, next.values[quantity]),
    converted,
  );
}

/** What the auto-calculation would produce now. */
export function sdtOutcome(form: SdtForm): SdtOutcome {
  return solveSdt(form.values, form.lastEdited);
}

/** Whether the auto-calculation has something to do once the user pauses. */
export function sdtCalculationDue(form: SdtForm): boolean {
  return form.pending && sdtOutcome(form).kind !== 'none';
}

/**
 * Runs the auto-calculation: a computed value fills its field (3 decimals). Either way the form is
 * no longer pending, and after a success nothing counts as last edited, so it does not run again
 * until the user edits.
 */
export function runSdtCalculation(form: SdtForm): { form: SdtForm; outcome: SdtOutcome } {
  const outcome = sdtOutcome(form);
  if (outcome.kind !== 'computed') return { form: { ...form, pending: false }, outcome };
  const { quantity, value } = outcome;
  const text = formatFieldValue(displayValue(quantity, value, form.units[quantity]));
  return {
    form: {
      ...withField(form, quantity, text, value),
      lastEdited: null,
      pending: false,
      solved: quantity,
    },
    outcome,
  };
}

/**
 * The live results in display units: the fields' values, with the quantity the calculation
 * targets shown as it would be computed (null, shown as a dash, when it cannot be).
 */
export function sdtResults(form: SdtForm): SdtValues {
  const outcome = sdtOutcome(form);
  const result = (quantity: Quantity): number | null => {
    const base =
      outcome.kind === 'none' || outcome.quantity !== quantity
        ? form.values[quantity]
        : outcome.kind === 'computed'
          ? outcome.value
          : null;
    return base === null ? null : displayValue(quantity, base, form.units[quantity]);
  };
  return { speed: result('speed'), distance: result('distance'), time: result('time') };
}

/**
 * The quantity whose result card shows a calculation, for the working: the one the calculation
 * targets now, or the one it last filled in; null when there is none or it fails (a dash).
 */
export function sdtSolvedQuantity(form: SdtForm): Quantity | null {
  const outcome = sdtOutcome(form);
  if (outcome.kind === 'computed') return outcome.quantity;
  return outcome.kind === 'none' ? form.solved : null;
}
