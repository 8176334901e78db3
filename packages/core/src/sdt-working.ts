/**
 * The working of a speed/distance/time calculation (issue #16): the formula, the unit conversions
 * with their exact factors, the substitution and the result as its card shows it. The numbers are
 * worked exactly (rationals) in the set of units that needs the fewest conversions; the result
 * line is the card's own text (formatResultValue of the value the solver computed).
 */
import type { Rational } from './rational';
import { compare, mul, parseDecimal, rational, toFixedString } from './rational';
import type { Quantity, UnitOf } from './sdt';
import { UNITS, definitionOf, formatResultValue } from './sdt';
import type { SdtForm, SdtUnits } from './sdt-form';
import { displayValue, sdtResults, sdtSolvedQuantity } from './sdt-form';
import type { Working, WorkingStep } from './working';
import { toExactDecimalString } from './working';

const LABELS: Record<Quantity, string> = { speed: 'Speed', distance: 'Distance', time: 'Time' };

/** Each quantity from the other two: a product or a quotient. */
const FORMULAS: Record<Quantity, { left: Quantity; operator: '×' | '÷'; right: Quantity }> = {
  speed: { left: 'distance', operator: '÷', right: 'time' },
  distance: { left: 'speed', operator: '×', right: 'time' },
  time: { left: 'distance', operator: '÷', right: 'speed' },
};

/** Units that fit together (speed = distance ÷ time in them), in order of preference. */
const UNIT_SETS: readonly SdtUnits[] = [
  { speed: 'm/s', distance: 'm', time: 's' },
  { speed: 'km/h', distance: 'km', time: 'h' },
  { speed: 'mph', distance: 'mi', time: 'h' },
];

const symbolOf = (quantity: Quantity, unit: UnitOf<Quantity>) =>
  UNITS[quantity].find(({ value }) => value === unit)!.symbol;

/** How many base units one `unit` is, exactly (1 mi = 1609344/1000 m). */
function sizeOf(quantity: Quantity, unit: UnitOf<Quantity>): Rational {
  const { base, units } = definitionOf(quantity, unit);
  return rational(BigInt(base), BigInt(units));
}

const divide = (a: Rational, b: Rational) => mul(a, rational(b.den, b.num));

/** The digits after the point that show six significant digits of a value below 1. */
function approximateDecimals(value: Rational): number {
  const magnitude = value.num < 0n ? -value.num : value.num;
  let leadingZeros = 0;
  while (magnitude * 10n ** BigInt(leadingZeros + 1) < value.den) leadingZeros++;
  return leadingZeros + 6;
}

/** A value for the working: every digit where they end (and are few), else '≈' six digits. */
function valueText(value: Rational): { text: string; exact: boolean } {
  const exact = toExactDecimalString(value);
  if (exact !== null && exact.replace(/^[^.]*\.?/, '').length <= 9)
    return { text: exact, exact: true };
  const rounded = toFixedString(value, approximateDecimals(value));
  return { text: rounded.replace(/\.?0+$/, ''), exact: false };
}

/** '= 8.04672' or '≈ 16.666667', as the value is exact or not. */
function equals(value: Rational): string {
  const { text, exact } = valueText(value);
  return `${exact ? '=' : '≈'} ${text}`;
}

const numberText = (value: Rational) => valueText(value).text;

/** One unit's value in another of its quantity: the exact factor, written the way it ends. */
function conversion(
  quantity: Quantity,
  value: Rational,
  from: UnitOf<Quantity>,
  to: UnitOf<Quantity>,
): { factor: string; text: string; converted: Rational } {
  const factor = divide(sizeOf(quantity, from), sizeOf(quantity, to));
  const converted = mul(value, factor);
  const [fromSymbol, toSymbol] = [symbolOf(quantity, from), symbolOf(quantity, to)];
  const given = `${numberText(value)} ${fromSymbol}`;
  const forward = toExactDecimalString(factor);
  const backward = toExactDecimalString(divide(rational(1n), factor));
  // 1 km/h = 5/18 m/s reads better as 1 m/s = 3.6 km/h, then a division.
  const [factorText, operation] =
    forward !== null || backward === null
      ? [
          `1 ${fromSymbol} = ${forward ?? `${factor.num}/${factor.den}`} ${toSymbol}`,
          `× ${forward ?? `${factor.num}/${factor.den}`}`,
        ]
      : [`1 ${toSymbol} = ${backward} ${fromSymbol}`, `÷ ${backward}`];
  return {
    factor: factorText,
    text: `${given} = ${numberText(value)} ${operation} ${toSymbol} ${equals(converted)} ${toSymbol}`,
    converted,
  };
}

/** The unit set that needs the fewest conversions of the form's units; ties go to the first. */
function unitSetFor(units: SdtUnits): SdtUnits {
  const changes = (set: SdtUnits) =>
    (['speed', 'distance', 'time'] as const).filter((quantity) => set[quantity] !== units[quantity])
      .length;
  return UNIT_SETS.reduce((best, set) => (changes(set) < changes(best) ? set : best));
}

/** A field's value in its own unit as the form shows it, exactly. */
function givenValue(form: SdtForm, quantity: Quantity): Rational {
  const shown = displayValue(quantity, form.values[quantity]!, form.units[quantity]);
  return parseDecimal(String(shown))!;
}

/**
 * The working behind the result card that shows a calculation, or null where no card does (too
 * few values, or the calculation failed). Its result is that card's text, e.g. 'Time = 2.00 h'.
 */
export function sdtWorking(form: SdtForm): Working | null {
  const target = sdtSolvedQuantity(form);
  const shown = target === null ? null : sdtResults(form)[target];
  if (target === null || shown === null) return null;
  const { left, operator, right } = FORMULAS[target];
  const set = unitSetFor(form.units);
  const given = [left, right].map((quantity) => {
    const value = givenValue(form, quantity);
    const unit = form.units[quantity];
    const changed =
      unit === set[quantity] ? null : conversion(quantity, value, unit, set[quantity]);
    return { quantity, value, unit, changed, inSet: changed?.converted ?? value };
  });
  const [a, b] = given as [(typeof given)[0], (typeof given)[0]];
  const symbol = (quantity: Quantity, unit = set[quantity]) => symbolOf(quantity, unit);
  const steps: WorkingStep[] = [
    {
      kind: 'line',
      text: `Formula: ${LABELS[target]} = ${LABELS[left]} ${operator} ${LABELS[right]}`,
    },
    {
      kind: 'line',
      text: `Given: ${given.map(({ quantity, value, unit }) => `${LABELS[quantity]} = ${numberText(value)} ${symbol(quantity, unit)}`).join(', ')}`,
    },
  ];
  const setText = `${symbol('distance')}, ${symbol('speed')} and ${symbol('time')}`;
  const conversions = given.filter(({ changed }) => changed !== null);
  if (conversions.length === 0) {
    steps.push({ kind: 'line', text: `The units fit together (${setText}): no conversion needed` });
  } else {
    steps.push({
      kind: 'table',
      caption: `Convert to ${setText}, which fit together`,
      head: ['Quantity', 'Exact factor', 'Conversion'],
      rows: conversions.map(({ quantity, changed }) => [
        LABELS[quantity],
        changed!.factor,
        changed!.text,
      ]),
    });
  }
  // The solver refuses a zero divisor, so a shown result never divides by 0.
  const result = operator === '×' ? mul(a.inSet, b.inSet) : divide(a.inSet, b.inSet);
  steps.push({
    kind: 'line',
    text: `${LABELS[target]} = ${numberText(a.inSet)} ${symbol(left)} ${operator} ${numberText(b.inSet)} ${symbol(right)} ${equals(result)} ${symbol(target)}`,
  });
  const targetUnit = form.units[target];
  let final = result;
  if (targetUnit !== set[target]) {
    const converted = conversion(target, result, set[target], targetUnit);
    steps.push({ kind: 'line', text: `Convert: ${converted.factor}, so ${converted.text}` });
    final = converted.converted;
  }
  const card = `${formatResultValue(shown)} ${symbol(target, targetUnit)}`;
  if (compare(final, parseDecimal(formatResultValue(shown))!) !== 0) {
    steps.push({ kind: 'line', text: `Rounded to 2 decimals: ${card}` });
  }
  return { steps, result: { label: LABELS[target], value: card } };
}
