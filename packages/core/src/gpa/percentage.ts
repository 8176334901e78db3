import type { Rational } from '../rational';
import { mul, neg, parseDecimal, toFixedString } from '../rational';
import { GPA_DECIMALS, exactDecimal } from './gpa';
import { clampPercentage, linearPercentage } from './scales/percentage-conversion';

/**
 * CGPA to percentage. Universities disagree on the conversion, so the student picks one and the
 * formula actually used is shown beside the result. The CGPA is taken to 2 decimals, as the screen
 * shows it; the arithmetic is exact and the result is rounded half away from zero to 2 decimals.
 */

export type PercentageScheme = 'cbse' | 'vtu' | 'times10' | 'custom';

export const PERCENTAGE_SCHEMES: readonly { value: PercentageScheme; label: string }[] = [
  { value: 'cbse', label: 'CGPA × 9.5 (CBSE)' },
  { value: 'vtu', label: '(CGPA − 0.75) × 10 (VTU)' },
  { value: 'times10', label: 'CGPA × 10' },
  { value: 'custom', label: 'Custom' },
];

export const CGPA_RANGE_MESSAGE = 'CGPA must be a number from 0 to 10';
export const CUSTOM_NUMBERS_MESSAGE = 'Multiplier and offset must be numbers';

export interface CustomConversion {
  multiplier: number;
  offset: number;
}

export type PercentageResult = { percentage: string; formula: string } | { error: string };

/** Negative numbers with a true minus sign, as in the labels. */
function show(value: Rational | number): string {
  const text = typeof value === 'number' ? String(value) : toFixedString(value, GPA_DECIMALS);
  return text.replace(/^-/, '−');
}

/** `(cgpa − offset) × multiplier`, written with the operators a reader expects. */
function linear(cgpa: Rational, multiplier: number, offset: number) {
  const shift =
    offset === 0 ? show(cgpa) : `(${show(cgpa)} ${offset < 0 ? '+' : '−'} ${Math.abs(offset)})`;
  const factor = multiplier < 0 ? `(${show(multiplier)})` : String(multiplier);
  // (cgpa − offset) × multiplier is the line multiplier × cgpa − offset × multiplier (exactly).
  const a = exactDecimal(multiplier);
  return {
    value: linearPercentage(cgpa, a, neg(mul(exactDecimal(offset), a))),
    expression: `${shift} × ${factor}`,
  };
}

function conversion(cgpa: Rational, scheme: PercentageScheme, custom?: CustomConversion) {
  switch (scheme) {
    case 'cbse':
      return linear(cgpa, 9.5, 0);
    case 'vtu':
      return linear(cgpa, 10, 0.75);
    case 'times10':
      return linear(cgpa, 10, 0);
    case 'custom':
      return custom && Number.isFinite(custom.multiplier) && Number.isFinite(custom.offset)
        ? linear(cgpa, custom.multiplier, custom.offset)
        : null;
  }
}

export function cgpaToPercentage(
  cgpa: number,
  scheme: PercentageScheme,
  custom?: CustomConversion,
): PercentageResult {
  if (!Number.isFinite(cgpa) || cgpa < 0 || cgpa > 10) return { error: CGPA_RANGE_MESSAGE };
  const shown = parseDecimal(toFixedString(exactDecimal(cgpa), GPA_DECIMALS))!;
  const result = conversion(shown, scheme, custom);
  if (!result) return { error: CUSTOM_NUMBERS_MESSAGE };
  const { value, expression } = result;
  const clamped = clampPercentage(value);
  const percentage = toFixedString(clamped, GPA_DECIMALS);
  const formula =
    clamped === value
      ? `${expression} = ${show(value)}%`
      : `${expression} = ${show(value)}%, limited to ${percentage}%`;
  return { percentage, formula };
}
