/**
 * Where a student stands against an attendance requirement, in whole classes and exact rationals:
 * the percentage now, how many classes in a row she may still miss or must attend, and what the
 * classes still to come allow. Every answer is the least or greatest whole number that satisfies
 * the requirement (standing.test.ts counts them out one by one to check).
 */
import type { Rational } from '../rational';
import { ZERO, compare, div, mul, rational, sub, truncate } from '../rational';

export type { AttendanceRounding } from './sheet-types';
import type { AttendanceRounding } from './sheet-types';

const HUNDRED = rational(100n);
const HALF = rational(1n, 2n);

/** The least integer not below `value`. */
export function ceiling(value: Rational): bigint {
  const whole = truncate(value);
  return compare(rational(whole), value) < 0 ? whole + 1n : whole;
}

/** The greatest integer not above `value`. */
export function floor(value: Rational): bigint {
  const whole = truncate(value);
  return compare(rational(whole), value) > 0 ? whole - 1n : whole;
}

/**
 * The exact percentage a requirement asks for under the college's rounding: `required` itself,
 * or with rounding to whole percents the least percentage that rounds up to it (74.5 for 75, and
 * 75.5 for 75.2, since 75 % does not reach 75.2 %).
 */
export function threshold(required: Rational, rounding: AttendanceRounding): Rational {
  return rounding === 'exact' ? required : sub(rational(ceiling(required)), HALF);
}

/** Whether `counted` of `held` classes meet `bar` (a percentage, from {@link threshold}). */
export const meets = (counted: number, held: number, bar: Rational): boolean =>
  held > 0 &&
  compare(mul(HUNDRED, rational(BigInt(counted))), mul(bar, rational(BigInt(held)))) >= 0;

/** counted ÷ held × 100, exactly. */
export const percentageOf = (counted: number, held: number): Rational =>
  mul(div(rational(BigInt(counted)), rational(BigInt(held))), HUNDRED);

/** The classes counted as attended, the classes held so far, and the bar to meet. */
export interface StandingInputs {
  counted: number;
  held: number;
  bar: Rational;
}

/**
 * The most classes in a row she may miss from now and still meet the bar: the greatest m ≥ 0
 * with 100 × counted ≥ bar × (held + m), or null when she does not meet it now.
 */
export function classesToMiss({ counted, held, bar }: StandingInputs): number | null {
  if (!meets(counted, held, bar)) return null;
  const slack = sub(mul(HUNDRED, rational(BigInt(counted))), mul(bar, rational(BigInt(held))));
  return Number(floor(div(slack, bar)));
}

/**
 * The fewest classes in a row she must attend from now to meet the bar: the least x ≥ 0 with
 * 100 × (counted + x) ≥ bar × (held + x); null when no number of classes ever does (a bar of
 * 100 % once a class is missed).
 */
export function classesToAttend({ counted, held, bar }: StandingInputs): number | null {
  if (meets(counted, held, bar)) return 0;
  const gap = sub(mul(bar, rational(BigInt(held))), mul(HUNDRED, rational(BigInt(counted))));
  const gain = sub(HUNDRED, bar);
  // A bar of 100 %: reached only with every class attended, by one class when none is held yet.
  if (compare(gain, ZERO) <= 0) return counted === held ? 1 : null;
  // Before any class is held, one attended class is the least that makes a percentage.
  return Math.max(held === 0 ? 1 : 0, Number(ceiling(div(gap, gain))));
}

/**
 * Of `remaining` classes still to come, the most she may miss and meet the bar at the end: the
 * greatest k in 0…remaining with 100 × (counted + remaining − k) ≥ bar × (held + remaining), or
 * null when even attending all of them leaves her below it.
 */
export function remainingToMiss(inputs: StandingInputs, remaining: number): number | null {
  const { counted, held, bar } = inputs;
  const total = held + remaining;
  if (!meets(counted + remaining, total, bar)) return null;
  const most = sub(
    rational(BigInt(counted + remaining)),
    div(mul(bar, rational(BigInt(total))), HUNDRED),
  );
  return Math.min(remaining, Number(floor(most)));
}
