import type { Rational } from '../../rational';
import { ZERO, add, compare, mul, rational, roundTo, toFixedString } from '../../rational';
import { exactDecimal } from '../gpa';

/**
 * CGPA to percentage as data, in the small safe set of forms a custom scale may use (no formula
 * text is ever evaluated): `a × CGPA + b`, or such lines on bands of the CGPA (docs/grade-scales.md,
 * 'CGPA→percentage'). The arithmetic is exact; the result is limited to 0..100.
 */

import type { PercentageBand, PercentageConversion } from './scale-types';

export type { PercentageBand, PercentageConversion };

export const PERCENT_DECIMALS = 2;

const HUNDRED = rational(100n);

/** `a × cgpa + b`, exactly. */
export function linearPercentage(cgpa: Rational, a: Rational, b: Rational): Rational {
  return add(mul(a, cgpa), b);
}

/** The value limited to 0..100; the very same object when it was inside, so callers can tell. */
export function clampPercentage(value: Rational): Rational {
  return compare(value, ZERO) < 0 ? ZERO : compare(value, HUNDRED) > 0 ? HUNDRED : value;
}

function bandOf(bands: readonly PercentageBand[], cgpa: Rational): PercentageBand | undefined {
  return bands.find(
    (band, index) =>
      compare(cgpa, exactDecimal(band.from)) >= 0 &&
      compare(cgpa, exactDecimal(band.to)) < (index === bands.length - 1 ? 1 : 0),
  );
}

export interface ConvertedPercentage {
  /** Before limiting and rounding, for showing the arithmetic. */
  raw: Rational;
  /** Limited to 0..100 and rounded as the conversion says. */
  value: Rational;
  /** `value` to 2 decimals (0 with roundUpToInteger). */
  text: string;
  /** The line applied, for showing which rule was used. */
  line: { a: number; b: number };
}

/** Null for a scale without a conversion, or a CGPA outside every band (e.g. SPPU below 4). */
export function convertPercentage(
  conversion: PercentageConversion,
  cgpa: Rational,
): ConvertedPercentage | null {
  if (conversion.kind === 'none') return null;
  const line = conversion.kind === 'linear' ? conversion : bandOf(conversion.bands, cgpa);
  if (line === undefined) return null;
  const raw = linearPercentage(cgpa, exactDecimal(line.a), exactDecimal(line.b));
  const rounded = conversion.roundUpToInteger ? roundTo(raw, 0, 'up') : raw;
  const value = clampPercentage(rounded);
  const places = conversion.roundUpToInteger ? 0 : PERCENT_DECIMALS;
  return { raw, value, text: toFixedString(value, places), line: { a: line.a, b: line.b } };
}

/** '7.1 × CGPA + 11', '10 × CGPA − 7.5', 'CGPA × 10'. */
export function describeLine({ a, b }: { a: number; b: number }): string {
  const product = a === 1 ? 'CGPA' : `${String(a).replace(/^-/, '−')} × CGPA`;
  if (b === 0) return product;
  return `${product} ${b < 0 ? '−' : '+'} ${Math.abs(b)}`;
}
