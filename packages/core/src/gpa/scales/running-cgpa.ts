import type { Rational } from '../../rational';
import { ZERO, add, div, rational, sub } from '../../rational';
import type { GradedCredit, Totals } from '../gpa';
import { exactDecimal, quotient, totalsOf } from '../gpa';
import type { AttemptedSubject } from './attempts';
import type { GradeScale } from './grade-scale';
import { capped, printed, semesterCredits, weightedMean } from './scale-gpa';

/**
 * The CGPA as it stood after each semester (the trend), in one pass over the subjects. Each
 * semester's counted totals are carried forward and corrected where a later attempt moves a
 * course, instead of counting the profile again from its first semester for every semester: on a
 * 10-semester profile that was ten countings for one trend. The arithmetic stays exact (rationals
 * added and taken away), so each figure equals scale-gpa.ts `exactCgpa` over the semesters up to
 * it, to the digit.
 */

/** What a semester brings to the CGPA. */
export interface SemesterArrival {
  /**
   * Each course with an attempt in this semester (`course`, one number per course), with its
   * attempts up to this one: it now counts here, and no longer where its earlier attempt was.
   */
  courses: readonly { course: number; subject: AttemptedSubject }[];
  /** A quick semester's SGPA and credits, as the scale counts them. */
  entered?: GradedCredit;
}

const NONE: Totals = { points: ZERO, credits: ZERO };

const plus = (a: Totals, b: Totals): Totals => ({
  points: add(a.points, b.points),
  credits: add(a.credits, b.credits),
});

const minus = (a: Totals, b: Totals): Totals => ({
  points: sub(a.points, b.points),
  credits: sub(a.credits, b.credits),
});

/**
 * The semesters' counted totals, and what the scale's aggregation keeps of them, as they change:
 * each change costs the same however many semesters came before it.
 */
function runningPool(scale: GradeScale) {
  const { aggregation } = scale;
  const semesters: Totals[] = [];
  let all = NONE;
  // Mean of semesters: Σ printed SGPA over the semesters that have one, and how many do.
  let printedSum = ZERO;
  let withGpa = 0;
  const years: Totals[] = [];

  const gpaOf = (totals: Totals) => capped(scale, quotient(totals));
  const printedGpa = (totals: Totals) => {
    const gpa = gpaOf(totals);
    return gpa === null ? null : exactDecimal(Number(printed(scale, gpa)));
  };

  const change = (semester: number, delta: Totals) => {
    const before = semesters[semester] ?? NONE;
    const after = plus(before, delta);
    semesters[semester] = after;
    all = plus(all, delta);
    if (aggregation.kind === 'mean-of-semesters') {
      const [was, is] = [printedGpa(before), printedGpa(after)];
      printedSum = add(sub(printedSum, was ?? ZERO), is ?? ZERO);
      withGpa += Number(is !== null) - Number(was !== null);
    } else if (aggregation.kind === 'year-weighted') {
      const year = Math.floor(semester / aggregation.semestersPerYear);
      years[year] = plus(years[year] ?? NONE, delta);
    }
  };

  /** The CGPA of the first `count` semesters, as scale-gpa.ts `exactCgpa` gives it. */
  const cgpa = (count: number): Rational | null => {
    switch (aggregation.kind) {
      case 'credit-weighted':
        return gpaOf(all);
      case 'last-semesters':
        return gpaOf(
          semesters.slice(Math.max(0, count - aggregation.count), count).reduce(plus, NONE),
        );
      case 'mean-of-semesters':
        return withGpa === 0 ? null : div(printedSum, rational(BigInt(withGpa)));
      case 'year-weighted': {
        const started = Math.ceil(count / aggregation.semestersPerYear);
        if (started > aggregation.weights.length) return null;
        return weightedMean(
          scale,
          years.slice(0, started).map((year, index) => ({
            gpa: gpaOf(year),
            weight: aggregation.weights[index]!,
          })),
        );
      }
    }
  };
  return { change, cgpa };
}

/** The exact CGPA after each semester; null while none has counted credits. */
export function runningCgpas(
  scale: GradeScale,
  arrivals: readonly SemesterArrival[],
): (Rational | null)[] {
  const pool = runningPool(scale);
  const placed = new Map<number, { semester: number; totals: Totals }>();
  return arrivals.map(({ courses, entered }, index) => {
    let here = entered ? totalsOf([entered]) : NONE;
    for (const { course, subject } of courses) {
      const totals = totalsOf(semesterCredits(scale, { subjects: [subject] }));
      const earlier = placed.get(course);
      if (earlier) pool.change(earlier.semester, minus(NONE, earlier.totals));
      placed.set(course, { semester: index, totals });
      here = plus(here, totals);
    }
    pool.change(index, here);
    return pool.cgpa(index + 1);
  });
}
