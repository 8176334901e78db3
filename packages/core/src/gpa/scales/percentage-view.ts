import type { Rational } from '../../rational';
import { div, isInteger, mul, parseDecimal, rational, toFixedString } from '../../rational';
import { GPA_DECIMALS, exactDecimal } from '../gpa';
import type { PercentageTexts } from '../percentage-texts';
import { percentageTexts } from '../percentage-texts';
import type { PercentageConversion } from './percentage-conversion';
import { convertPercentage, describeLine } from './percentage-conversion';
import type { GradeScale } from './grade-scale';
import { percentageBasis } from './scale-gpa';

/**
 * What the percentage and 4-point cards show of a profile's CGPA, and a conversion's rule in words
 * (also the working's, the printed report's and the scale editor's): the percentage by the scale's
 * rule and by each disputed alternative, and the proportional 4-point conversion. Apart from
 * scale-view.ts, which the calculator's first screen loads: these show only on demand.
 */

// --- Percentage ----------------------------------------------------------------------------------

/**
 * A line as students write it: '(CGPA − 0.75) × 10' where the shift is a short decimal (how VTU,
 * AKTU and GTU state theirs), else '7.1 × CGPA + 11' (describeLine).
 */
export function describeRule({ a, b }: { a: number; b: number }): string {
  if (a !== 0 && a !== 1 && b !== 0) {
    const shift = div(exactDecimal(b), exactDecimal(a));
    if (isInteger(mul(shift, rational(100n)))) {
      const amount = String(Number(toFixedString(shift, 2)));
      const sign = amount.startsWith('-') ? '−' : '+';
      return `(CGPA ${sign} ${amount.replace(/^-/, '')}) × ${String(a).replace(/^-/, '−')}`;
    }
  }
  return describeLine({ a, b });
}

/** The rule of a conversion in words; null for none. */
export function describeConversion(
  conversion: PercentageConversion,
  texts: PercentageTexts = percentageTexts.en,
): string | null {
  switch (conversion.kind) {
    case 'none':
      return null;
    case 'linear': {
      const rule = describeRule(conversion);
      return conversion.roundUpToInteger ? texts.roundedUp(rule) : rule;
    }
    case 'piecewise':
      return conversion.bands
        .map((band) => texts.forCgpa(describeRule(band), String(band.from), String(band.to)))
        .join('; ');
  }
}

export interface AlternativeView {
  description: string;
  /** Its percentage, '78.19'; null where it names no conversion or the CGPA is outside it. */
  result: string | null;
  sources: string[];
}

export interface PercentageView {
  /** '74.80'; null without a CGPA, without a conversion, or outside every band. */
  percentage: string | null;
  /** The rule applied: '(CGPA − 0.75) × 10'; null for a scale without a conversion. */
  rule: string | null;
  /** A CGPA exists but lies outside every band of the conversion. */
  outsideBands: boolean;
  /** What sources disagree on about the percentage, with each alternative's result. */
  disputes: { about: string; alternatives: AlternativeView[] }[];
}

/**
 * The percentage by the scale's rule and by each disputed alternative that has a conversion, of
 * the CGPA before rounding (profile-scale.ts `ProfileNumbers.exactCgpa`).
 */
export function percentageView(
  scale: GradeScale,
  exactCgpa: Rational | null,
  texts: PercentageTexts = percentageTexts.en,
): PercentageView {
  // The CGPA the scale converts (scale-gpa.ts `percentageBasis`).
  const cgpa = exactCgpa && percentageBasis(scale, exactCgpa);
  const convert = (conversion: PercentageConversion) =>
    cgpa === null ? null : (convertPercentage(conversion, cgpa)?.text ?? null);
  const percentage = convert(scale.percentage);
  const applied = cgpa && convertPercentage(scale.percentage, cgpa);
  return {
    percentage,
    rule:
      applied && scale.percentage.kind === 'piecewise'
        ? describeRule(applied.line)
        : describeConversion(scale.percentage, texts),
    outsideBands: cgpa !== null && scale.percentage.kind !== 'none' && percentage === null,
    disputes: scale.disputed
      .filter((dispute) => dispute.alternatives.some((alternative) => alternative.percentage))
      .map((dispute) => ({
        about: dispute.about,
        alternatives: dispute.alternatives.map((alternative) => ({
          description: alternative.description,
          result: alternative.percentage ? convert(alternative.percentage) : null,
          sources: alternative.sources,
        })),
      })),
  };
}

// --- 4-point scale -------------------------------------------------------------------------------

/**
 * A CGPA on a 4-point scale for applications abroad, by the one method that needs nothing but the
 * CGPA: proportional, CGPA ÷ maximum × 4, exact, to 2 decimals half away from zero. It is a
 * conversion, not a scale: evaluators abroad may use their own tables.
 */
export function fourPointGpa(
  cgpa: string,
  maximum: number,
  texts: PercentageTexts = percentageTexts.en,
): { value: string; method: string } | null {
  const exact = parseDecimal(cgpa);
  if (exact === null || !(maximum > 0)) return null;
  const scaled = div(mul(exact, rational(4n)), exactDecimal(maximum));
  return {
    value: toFixedString(scaled, GPA_DECIMALS),
    method: texts.proportional(String(maximum)),
  };
}
