import type { Rational } from '../rational';
import { ZERO, add, div, isZero, mul, parseDecimal, toFixedString } from '../rational';
import type { EnteredSgpa, Subject } from './model';

/**
 * GPA arithmetic (SPEC §5), the exact sums scales/scale-gpa.ts and profile-scale.ts `profileNumbers`
 * build every figure on. Rounding rule: grades and credits are read as the decimals they print
 * as (so a credit of 0.1 is exactly 1/10, not the binary double nearest to it), the quotient
 * Σ grade × credit / Σ credits is computed exactly with BigInt rationals, and only the result is
 * rounded: to 2 decimals, half away from zero. A true 7.005 therefore shows as 7.01, and 7.004999...
 * as 7.00, where dividing doubles would give 7.00 for both.
 */

export const GPA_DECIMALS = 2;

/** Σ grade × credit and Σ credits, exact. */
export interface Totals {
  points: Rational;
  credits: Rational;
}

/**
 * The exact decimal a number prints as. Non-finite values never pass the subject form or the
 * import checks; if one arrives anyway it counts as 0 rather than breaking the whole screen.
 */
export function exactDecimal(value: number): Rational {
  let exact = decimals.get(value);
  if (exact === undefined) {
    exact = parseDecimal(String(value)) ?? ZERO;
    if (decimals.size >= MAX_DECIMALS_KEPT) decimals.clear();
    decimals.set(value, exact);
  }
  return exact;
}

// Grades and credits take few values, and a profile's numbers read every subject several times
// per change: each value is parsed once (a Rational never changes). Bounded, for the odd import.
const decimals = new Map<number, Rational>();
const MAX_DECIMALS_KEPT = 1000;

/** What the arithmetic reads of a subject; grade scales (scales/scale-gpa.ts) pass just these. */
export type GradedCredit = Pick<Subject, 'grade' | 'credit'>;

/**
 * A quick semester's SGPA and credits as the arithmetic reads them: SGPA × credits points over
 * its credits, which is what its subjects added up to on the grade card.
 */
export function enteredCredit(entered: EnteredSgpa): GradedCredit {
  return { grade: entered.sgpa, credit: entered.credits };
}

/** Σ points / Σ credits, or null when there are no credits to divide by. */
export function quotient({ points, credits }: Totals): Rational | null {
  return isZero(credits) ? null : div(points, credits);
}

/** The sums a GPA divides, for showing the arithmetic (scales/gpa-working.ts). */
export function totalsOf(subjects: readonly GradedCredit[]): Totals {
  return subjects.reduce<Totals>(
    (totals, { grade, credit }) => ({
      points: add(totals.points, mul(exactDecimal(grade), exactDecimal(credit))),
      credits: add(totals.credits, exactDecimal(credit)),
    }),
    { points: ZERO, credits: ZERO },
  );
}

/** The GPA of these subjects before rounding; null without credits. */
export function exactGpa(subjects: readonly GradedCredit[]): Rational | null {
  return quotient(totalsOf(subjects));
}

/** Grade × credit, 2 decimals, rounded like the GPA. */
export function formatPoints(subject: GradedCredit): string {
  return toFixedString(
    mul(exactDecimal(subject.grade), exactDecimal(subject.credit)),
    GPA_DECIMALS,
  );
}
