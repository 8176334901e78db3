/**
 * The working of a speed/distance/time calculation: the formula, the unit conversions
 * with their exact factors, the substitution and the result as its card shows it. The numbers are
 * worked exactly (rationals) in the set of units that needs the fewest conversions, and written
 * exactly too: a value whose decimals do not end is a fraction where a later step uses it, so
 * every '=' holds as written. The result line is the card's own text (formatResultValue of the
 * value the solver computed), after '≈' where the card rounds.
 */
import type { Language } from './i18n/texts';
import { ENGLISH, textsIn } from './i18n/texts';
import type { Rational } from './rational';
import { compare, mul, parseDecimal, rational, toFixedString, toPlainString } from './rational';
import type { Quantity, UnitOf } from './sdt';
import { UNITS, definitionOf, formatResultValue } from './sdt';
import type { SdtForm, SdtUnits } from './sdt-form';
import { displayValue, sdtResults, sdtSolvedQuantity } from './sdt-form';
import { sdtTexts } from './sdt-texts';
import { sdtWorkingTexts } from './sdt-working-texts';
import type { Working, WorkingStep } from './working';
import { toExactDecimalString } from './working';

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

/** A value exactly: every decimal where they end, else a fraction ('5/12'). */
const exactText = (value: Rational) => toExactDecimalString(value) ?? toPlainString(value);

/** A value inside a calculation, exactly: a fraction in brackets, so '÷ (5/12)' divides by all of it. */
const operandText = (value: Rational) => toExactDecimalString(value) ?? `(${toPlainString(value)})`;

/**
 * '= 8.04672 m' where the decimals end. Otherwise '≈ 0.0724933 mi', six digits, and before it
 * '= 5/12 h' where a later step calculates with the value, so that step uses it exactly.
 */
function equals(value: Rational, symbol: string, usedAgain: boolean): string {
  const exact = toExactDecimalString(value);
  if (exact !== null) return `= ${exact} ${symbol}`;
  const rounded = toFixedString(value, approximateDecimals(value)).replace(/\.?0+$/, '');
  return `${usedAgain ? `= ${toPlainString(value)} ${symbol} ` : ''}≈ ${rounded} ${symbol}`;
}

/** One unit's value in another of its quantity: the exact factor, written the way it ends. */
function conversion(
  quantity: Quantity,
  value: Rational,
  from: UnitOf<Quantity>,
  to: UnitOf<Quantity>,
  usedAgain: boolean,
): { factor: string; text: string; converted: Rational } {
  const factor = divide(sizeOf(quantity, from), sizeOf(quantity, to));
  const converted = mul(value, factor);
  const [fromSymbol, toSymbol] = [symbolOf(quantity, from), symbolOf(quantity, to)];
  const forward = toExactDecimalString(factor);
  const backward = toExactDecimalString(divide(rational(1n), factor));
  // 1 km/h = 5/18 m/s reads better as 1 m/s = 3.6 km/h, then a division.
  const [factorText, operation] =
    forward !== null || backward === null
      ? [`1 ${fromSymbol} = ${exactText(factor)} ${toSymbol}`, `× ${exactText(factor)}`]
      : [`1 ${toSymbol} = ${backward} ${fromSymbol}`, `÷ ${backward}`];
  return {
    factor: factorText,
    text: `${exactText(value)} ${fromSymbol} = ${operandText(value)} ${operation} ${toSymbol} ${equals(converted, toSymbol, usedAgain)}`,
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
export function sdtWorking(form: SdtForm, language: Language = ENGLISH): Working | null {
  const target = sdtSolvedQuantity(form);
  const shown = target === null ? null : sdtResults(form)[target];
  if (target === null || shown === null) return null;
  const texts = textsIn(language.bundle, sdtWorkingTexts);
  const name = textsIn(language.bundle, sdtTexts).quantity;
  const { left, operator, right } = FORMULAS[target];
  const set = unitSetFor(form.units);
  const given = [left, right].map((quantity) => {
    const value = givenValue(form, quantity);
    const unit = form.units[quantity];
    const changed =
      unit === set[quantity] ? null : conversion(quantity, value, unit, set[quantity], true);
    return { quantity, value, unit, changed, inSet: changed?.converted ?? value };
  });
  const [a, b] = given as [(typeof given)[0], (typeof given)[0]];
  const symbol = (quantity: Quantity, unit = set[quantity]) => symbolOf(quantity, unit);
  const steps: WorkingStep[] = [
    {
      kind: 'line',
      text: texts.formula(`${name(target)} = ${name(left)} ${operator} ${name(right)}`),
    },
    {
      kind: 'line',
      text: texts.given(
        given
          .map(
            ({ quantity, value, unit }) =>
              `${name(quantity)} = ${exactText(value)} ${symbol(quantity, unit)}`,
          )
          .join(', '),
      ),
    },
  ];
  const setText = texts.unitSet(symbol('distance'), symbol('speed'), symbol('time'));
  const conversions = given.filter(({ changed }) => changed !== null);
  if (conversions.length === 0) {
    steps.push({ kind: 'line', text: texts.noConversion(setText) });
  } else {
    steps.push({
      kind: 'table',
      caption: texts.convertTo(setText),
      head: [texts.quantity, texts.exactFactor, texts.conversion],
      rows: conversions.map(({ quantity, changed }) => [
        name(quantity),
        changed!.factor,
        changed!.text,
      ]),
    });
  }
  // The solver refuses a zero divisor, so a shown result never divides by 0.
  const result = operator === '×' ? mul(a.inSet, b.inSet) : divide(a.inSet, b.inSet);
  const targetUnit = form.units[target];
  const converting = targetUnit !== set[target];
  steps.push({
    kind: 'line',
    text: `${name(target)} = ${operandText(a.inSet)} ${symbol(left)} ${operator} ${operandText(b.inSet)} ${symbol(right)} ${equals(result, symbol(target), converting)}`,
  });
  let final = result;
  if (converting) {
    const converted = conversion(target, result, set[target], targetUnit, false);
    steps.push({ kind: 'line', text: texts.convert(converted.factor, converted.text) });
    final = converted.converted;
  }
  const card = `${formatResultValue(shown)} ${symbol(target, targetUnit)}`;
  // The card rounds to 2 decimals: where that changes the value, the result is approximate.
  const approximate = compare(final, parseDecimal(formatResultValue(shown))!) !== 0;
  if (approximate) steps.push({ kind: 'line', text: texts.rounded(card) });
  return { steps, result: { label: name(target), value: card, approximate } };
}
