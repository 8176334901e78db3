import type { Rational } from '../../rational';
import {
  ZERO,
  add,
  compare,
  div,
  isInteger,
  mul,
  parseDecimal,
  rational,
  roundTo,
  sub,
  toFixedString,
} from '../../rational';
import { exactDecimal } from '../gpa';
import { CREDIT_STEP } from '../grades';
import { SEMESTER_CREDITS_MAX } from '../limits';
import type { GradeScale, ScaleGrade } from '../scales/grade-scale';
import type { ConvertedPercentage } from '../scales/percentage-conversion';
import { convertPercentage } from '../scales/percentage-conversion';
import type { Semester } from '../model';
import { hasArrearHistory } from '../scales/attempts';
import { countedSemesters, marksheetCredits } from '../scales/profile-scale';
import type { ScaleSemester } from '../scales/scale-gpa';
import { classify, exactCgpa, percentageBasis } from '../scales/scale-gpa';
import { scaleMaximum } from '../scales/scale-view';
import { planTexts } from './plan-texts';

/**
 * The target CGPA planner: the SGPA needed in every remaining semester for the CGPA to
 * reach a target. The remaining semesters are added after the profile's as the scale counts it,
 * each with its credits and one planned SGPA, and the CGPA is the scale's own (`exactCgpa`): credit-
 * weighted, a mean of semesters, the last semesters or weighted years, capped and rounded as the
 * scale says. The planned SGPA is the same in every remaining semester, the least on the scale's
 * places (rounded up) that gets there; the CGPA compared with the target is the exact one, so the
 * printed CGPA, rounded from it, reaches a target of at most the scale's places too.
 */

export const PLAN_SEMESTERS_MAX = 20;
/** The credits a remaining semester starts with where no semester has credits to take the mean of. */
export const FALLBACK_SEMESTER_CREDITS = 20;

type PlanTexts = typeof planTexts.en;

export const planCreditsMessage = (name: string, texts: PlanTexts = planTexts.en) =>
  texts.creditsBad(name, CREDIT_STEP, SEMESTER_CREDITS_MAX);
export const PLAN_COUNT_MESSAGE = planTexts.en.countBad(PLAN_SEMESTERS_MAX);

export const targetMessage = (scale: GradeScale, texts: PlanTexts = planTexts.en): string =>
  texts.targetBad(scaleMaximum(scale), scale.rounding.places);

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** A target as typed: above 0, at most the scale's maximum, on the scale's places. */
export function readTarget(
  scale: GradeScale,
  text: string,
  texts: PlanTexts = planTexts.en,
): Read<Rational> {
  const value = parseDecimal(text);
  const { places } = scale.rounding;
  const fits =
    value !== null &&
    compare(value, rational(0n)) > 0 &&
    compare(value, exactDecimal(scaleMaximum(scale))) <= 0 &&
    compare(roundTo(value, places, 'truncate'), value) === 0;
  return fits ? { ok: true, value } : { ok: false, message: targetMessage(scale, texts) };
}

/** A remaining semester's credits as typed, in steps of 0.5 like a subject's; `name` for the message. */
export function readPlanCredits(
  text: string,
  name: string,
  texts: PlanTexts = planTexts.en,
): Read<number> {
  const value = parseDecimal(text);
  const halves = value && mul(value, rational(2n));
  return halves &&
    isInteger(halves) &&
    halves.num >= 1n &&
    halves.num <= 2n * BigInt(SEMESTER_CREDITS_MAX)
    ? { ok: true, value: Number(halves.num) / 2 }
    : { ok: false, message: planCreditsMessage(name, texts) };
}

/** How many semesters remain, as typed. */
export function readPlanCount(text: string, texts: PlanTexts = planTexts.en): Read<number> {
  const value = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  return value >= 1 && value <= PLAN_SEMESTERS_MAX
    ? { ok: true, value }
    : { ok: false, message: texts.countBad(PLAN_SEMESTERS_MAX) };
}

/**
 * What a plan builds on: the profile as its scale counts it, from profile-scale.ts's two readings
 * of the semesters (for the CGPA, and each marksheet for its SGPA), so that a semester counts here
 * exactly as it does in the CGPA shown.
 */
export interface PlanBasis {
  /** The semesters as the CGPA counts them; a plan adds its semesters after them (`exactCgpa`). */
  counted: ScaleSemester[];
  /** Each semester's credits as its marksheet counts them (what its SGPA divides by). */
  credits: Rational[];
  /** Any attempt ever failed (a class may require none). */
  arrearHistory: boolean;
}

export function planBasis(scale: GradeScale, semesters: readonly Semester[]): PlanBasis {
  const counted = countedSemesters(scale, semesters);
  return {
    counted,
    credits: marksheetCredits(scale, semesters),
    arrearHistory: hasArrearHistory(counted.flatMap((semester) => semester.subjects)),
  };
}

/** The name of the `index`-th remaining semester after `completed` ones: 'Semester 7'. */
export const plannedSemesterName = (
  completed: number,
  index: number,
  texts: PlanTexts = planTexts.en,
) => texts.semester(completed + index + 1);

/**
 * The credits a remaining semester starts with: the mean of the completed semesters' counted
 * credits (those with any), to the nearest 0.5 (halves up), within the plan's bounds.
 */
export function defaultSemesterCredits(basis: Pick<PlanBasis, 'credits'>): number {
  const taken = basis.credits.filter((credits) => credits.num > 0n);
  if (taken.length === 0) return FALLBACK_SEMESTER_CREDITS;
  const total = taken.reduce(add, ZERO);
  const halves = roundTo(
    rational(total.num * 2n, total.den * BigInt(taken.length)),
    0,
    'half-away-from-zero',
  );
  return Math.min(SEMESTER_CREDITS_MAX, Math.max(CREDIT_STEP, Number(halves.num) / 2));
}

/** A planned semester's one grade: its SGPA, counted with its credits like any passed subject. */
const plannedGrade = (points: number): ScaleGrade => ({
  code: 'SGPA',
  label: 'Planned SGPA',
  points,
  countsInGpa: true,
  earnsCredit: true,
  isFail: false,
  isTemporary: false,
});

/** The exact CGPA with every remaining semester at `sgpa`; null where the scale gives none. */
export function cgpaWithPlan(
  scale: GradeScale,
  basis: Pick<PlanBasis, 'counted'>,
  credits: readonly number[],
  sgpa: number,
): Rational | null {
  const planned: ScaleSemester[] = credits.map((credit) => ({
    subjects: [{ credit, attempts: [plannedGrade(sgpa)] }],
  }));
  return exactCgpa(scale, [...basis.counted, ...planned]);
}

interface PlanCommon {
  target: Rational;
  /** The target as a percentage by the scale's rule; null without one (or outside its bands). */
  percentage: ConvertedPercentage | null;
  /** The class a CGPA of the target gives, the student's arrears considered. */
  classification: string | null;
  /** The CGPA now, exact; null without one. */
  current: Rational | null;
  /** The CGPA now as printed. */
  now: string | null;
  /** The best CGPA still possible (every remaining semester at the scale's maximum), as printed. */
  best: string;
}

export type TargetPlan = PlanCommon &
  (
    | {
        /**
         * The CGPA now is at or above the target. The remaining semesters can still lower it:
         * `keep` is the least SGPA (as shown) that keeps it there, '0.00' when any does, null when
         * none does (where only the last semesters count, a strong semester may drop out).
         */
        state: 'reached';
        keep: string | null;
      }
    | {
        state: 'reachable';
        /** The least SGPA on the scale's places that reaches the target: `exact` rounded up. */
        needed: string;
        /**
         * The SGPA that gives exactly the target (SGPAs entering as planned, unrounded); null on a
         * year-weighted scale, where the years' GPAs are rounded before they are weighed, and
         * where any SGPA reaches it (only the last semesters count, and a weak one drops out).
         */
        exact: Rational | null;
      }
    | { state: 'beyond-maximum' }
  );

export type PlanResult = TargetPlan | { state: 'not-planned'; message: string };

/** The least n in [0, top] with `reaches(n)`, for `reaches` false then true; top when none is. */
function leastReaching(top: number, reaches: (n: number) => boolean): number {
  let [low, high] = [0, top];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (reaches(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The plan for `target` (`readTarget`) with remaining semesters of these credits
 * (`readPlanCredits`), after the profile's semesters as its scale counts them (`planBasis`).
 */
export function planTarget(
  scale: GradeScale,
  basis: PlanBasis,
  target: Rational,
  credits: readonly number[],
  texts: PlanTexts = planTexts.en,
): PlanResult {
  const { places, mode } = scale.rounding;
  const unit = 10 ** places;
  const sgpaOf = (n: number) => Number(toFixedString(rational(BigInt(n), BigInt(unit)), places));
  const top = Math.round(scaleMaximum(scale) * unit);
  const cgpa = (n: number) => cgpaWithPlan(scale, basis, credits, sgpaOf(n));
  const best = cgpa(top);
  if (best === null) {
    return { state: 'not-planned', message: texts.tooManyYears };
  }
  const reaches = (n: number) => compare(cgpa(n)!, target) >= 0;
  const current = exactCgpa(scale, basis.counted);
  const printed = (value: Rational) => toFixedString(roundTo(value, places, mode), places);
  const common: PlanCommon = {
    target,
    percentage: convertPercentage(scale.percentage, percentageBasis(scale, target)),
    classification: classify(scale, target, basis.arrearHistory),
    current,
    now: current && printed(current),
    best: printed(best),
  };
  const least = () =>
    toFixedString(rational(BigInt(leastReaching(top, reaches)), BigInt(unit)), places);
  if (current !== null && compare(current, target) >= 0) {
    return { ...common, state: 'reached', keep: reaches(top) ? least() : null };
  }
  if (!reaches(top)) return { ...common, state: 'beyond-maximum' };
  return { ...common, state: 'reachable', needed: least(), exact: exactSgpa(scale, cgpa, target) };
}

/**
 * Where the CGPA is linear in the planned SGPA (all but year-weighted scales: a mean of semesters
 * takes each planned SGPA as it is, and whole SGPAs are printed as they are), the SGPA giving
 * exactly `target`, from the CGPAs at SGPAs 0 and 1.
 */
function exactSgpa(
  scale: GradeScale,
  cgpa: (n: number) => Rational | null,
  target: Rational,
): Rational | null {
  if (scale.aggregation.kind === 'year-weighted') return null;
  const unit = 10 ** scale.rounding.places;
  const atZero = cgpa(0)!;
  const slope = sub(cgpa(unit)!, atZero);
  const rise = sub(target, atZero);
  if (compare(rise, ZERO) <= 0) return null;
  return div(rise, slope);
}

/** What the plan assumes on this scale's way of making the CGPA; null where credits weigh all. */
export function planAssumption(scale: GradeScale, texts: PlanTexts = planTexts.en): string | null {
  const { aggregation } = scale;
  switch (aggregation.kind) {
    case 'credit-weighted':
      return null;
    case 'mean-of-semesters':
      return texts.equalWeight;
    case 'last-semesters':
      return texts.lastOnly(aggregation.count);
    case 'year-weighted':
      return texts.yearWeighted(aggregation.semestersPerYear);
  }
}
