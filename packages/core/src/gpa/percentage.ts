import type { Rational } from '../rational';
import { mul, neg, parseDecimal, toFixedString } from '../rational';
import { GPA_DECIMALS, exactDecimal } from './gpa';
import type { PercentageTexts } from './percentage-texts';
import { percentageTexts } from './percentage-texts';
import { clampPercentage, linearPercentage } from './scales/percentage-conversion';

/**
 * CGPA to percentage. Universities disagree on the conversion, so the student picks one and the
 * formula actually used is shown beside the result. The CGPA is taken to 2 decimals, as the screen
 * shows it; the arithmetic is exact and the result is rounded half away from zero to 2 decimals.
 */

export type PercentageScheme = 'cbse' | 'vtu' | 'times10' | 'custom';

const ENGLISH = percentageTexts.en;

/** The conversions offered, labelled in `texts`' language (only Custom has words). */
export const percentageSchemes = (
  texts: PercentageTexts = ENGLISH,
): readonly { value: PercentageScheme; label: string }[] => [
  { value: 'cbse', label: 'CGPA × 9.5 (CBSE)' },
  { value: 'vtu', label: '(CGPA − 0.75) × 10 (VTU)' },
  { value: 'times10', label: 'CGPA × 10' },
  { value: 'custom', label: texts.custom },
];

export const PERCENTAGE_SCHEMES = percentageSchemes();

export const CGPA_RANGE_MESSAGE = ENGLISH.cgpaRange;
export const CUSTOM_NUMBERS_MESSAGE = ENGLISH.customNumbers;

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
  texts: PercentageTexts = ENGLISH,
): PercentageResult {
  if (!Number.isFinite(cgpa) || cgpa < 0 || cgpa > 10) return { error: texts.cgpaRange };
  const shown = parseDecimal(toFixedString(exactDecimal(cgpa), GPA_DECIMALS))!;
  const result = conversion(shown, scheme, custom);
  if (!result) return { error: texts.customNumbers };
  const { value, expression } = result;
  const clamped = clampPercentage(value);
  const percentage = toFixedString(clamped, GPA_DECIMALS);
  const formula = `${expression} = ${show(value)}%`;
  return {
    percentage,
    formula: clamped === value ? formula : texts.limitedTo(formula, percentage),
  };
}
