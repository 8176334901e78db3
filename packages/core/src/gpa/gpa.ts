import type { Rational } from '../rational';
import { ZERO, add, div, isZero, mul, parseDecimal, toFixedString } from '../rational';
import type { EnteredSgpa, Semester, Subject } from './model';

/**
 * GPA arithmetic (SPEC §5). Rounding rule: grades and credits are read as the decimals they print
 * as (so a credit of 0.1 is exactly 1/10, not the binary double nearest to it), the quotient
 * Σ grade × credit / Σ credits is computed exactly with BigInt rationals, and only the result is
 * rounded: to 2 decimals, half away from zero. A true 7.005 therefore shows as 7.01, and 7.004999...
 * as 7.00, where dividing doubles would give 7.00 for both.
 */

export const GPA_DECIMALS = 2;

export interface GpaSummary {
  /** 2 decimals; '0.00' without credits or subjects. */
  gpa: string;
  /** The GPA as displayed (`Number(gpa)`), so charts and events agree with the screen; null without credits. */
  value: number | null;
  /** Σ credits, subjects with 0 credits included (they add nothing). */
  credits: number;
  subjects: number;
}

/** Σ grade × credit and Σ credits, exact, and how many subjects gave them. */
export interface Totals {
  points: Rational;
  credits: Rational;
  subjects: number;
}

const NO_TOTALS: Totals = { points: ZERO, credits: ZERO, subjects: 0 };

/**
 * The exact decimal a number prints as. Non-finite values never pass the subject form or the
 * import checks; if one arrives anyway it counts as 0 rather than breaking the whole screen.
 */
export function exactDecimal(value: number): Rational {
  return parseDecimal(String(value)) ?? ZERO;
}

/** Both parts stay below 2^53 for any realistic credit total, so the division rounds correctly. */
function toNumber(value: Rational): number {
  return Number(value.num) / Number(value.den);
}

/** What the arithmetic reads of a subject; grade scales (scales/scale-gpa.ts) pass just these. */
export type GradedCredit = Pick<Subject, 'grade' | 'credit'>;

function addGraded(totals: Totals, graded: GradedCredit, subjects: number): Totals {
  const credit = exactDecimal(graded.credit);
  return {
    points: add(totals.points, mul(exactDecimal(graded.grade), credit)),
    credits: add(totals.credits, credit),
    subjects: totals.subjects + subjects,
  };
}

function addSubjects(totals: Totals, subjects: readonly GradedCredit[]): Totals {
  return subjects.reduce<Totals>((sum, subject) => addGraded(sum, subject, 1), totals);
}

/**
 * A quick semester's SGPA and credits as the arithmetic reads them: SGPA × credits points over
 * its credits, which is what its subjects added up to on the grade card.
 */
export function enteredCredit(entered: EnteredSgpa): GradedCredit {
  return { grade: entered.sgpa, credit: entered.credits };
}

/** A semester's subjects, or a quick semester's entry (counted as no subject). */
function addSemester(totals: Totals, semester: Semester): Totals {
  return semester.entered
    ? addGraded(totals, enteredCredit(semester.entered), 0)
    : addSubjects(totals, semester.subjects);
}

/** Σ points / Σ credits, or null when there are no credits to divide by. */
function quotient({ points, credits }: Totals): Rational | null {
  return isZero(credits) ? null : div(points, credits);
}

/** The sums a GPA divides, for showing the arithmetic (scales/gpa-working.ts). */
export function totalsOf(subjects: readonly GradedCredit[]): Totals {
  return addSubjects(NO_TOTALS, subjects);
}

/** The GPA of these subjects before rounding; null without credits. */
export function exactGpa(subjects: readonly GradedCredit[]): Rational | null {
  return quotient(totalsOf(subjects));
}

function summarize(totals: Totals): GpaSummary {
  const exact = quotient(totals);
  const gpa = toFixedString(exact ?? ZERO, GPA_DECIMALS);
  return {
    gpa,
    value: exact === null ? null : Number(gpa),
    credits: toNumber(totals.credits),
    subjects: totals.subjects,
  };
}

export function summarizeSubjects(subjects: readonly Subject[]): GpaSummary {
  return summarize(addSubjects(NO_TOTALS, subjects));
}

export function semesterGpa(semester: Semester): GpaSummary {
  return summarize(addSemester(NO_TOTALS, semester));
}

/** Pools the subjects of all semesters (SPEC §5), rather than averaging semester GPAs. */
export function cumulativeGpa(semesters: readonly Semester[]): GpaSummary & { semesters: number } {
  const totals = semesters.reduce(addSemester, NO_TOTALS);
  return { ...summarize(totals), semesters: semesters.length };
}

/** Grade × credit, 2 decimals, rounded like the GPA. */
export function formatPoints(subject: GradedCredit): string {
  return toFixedString(
    mul(exactDecimal(subject.grade), exactDecimal(subject.credit)),
    GPA_DECIMALS,
  );
}

export interface TrendPoint {
  semesterId: string;
  name: string;
  /** The semester's GPA as displayed; null for a semester without credits. */
  sgpa: number | null;
  /** The cumulative GPA over this and all earlier semesters; null while none has credits. */
  cgpa: number | null;
}

export function semesterTrend(semesters: readonly Semester[]): TrendPoint[] {
  let running = NO_TOTALS;
  return semesters.map((semester) => {
    running = addSemester(running, semester);
    return {
      semesterId: semester.id,
      name: semester.name,
      sgpa: semesterGpa(semester).value,
      cgpa: summarize(running).value,
    };
  });
}
