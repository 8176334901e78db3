import { expect } from 'vitest';
import { parseDecimal } from '../../rational';
import type { GradeScale } from './grade-scale';
import { MARKS_MAX, gradeForMarks, marksBands } from './marks-bands';
import { convertPercentage } from './percentage-conversion';
import type { ScaleSemester } from './scale-gpa';
import { gradeByCode, summarizeUnderScale } from './scale-gpa';

/** For the presets' tests: worked examples written as credits and grade codes, as a grade card. */

/** A semester from [credits, grade codes of its attempts...] entries. */
export function semester(scale: GradeScale, ...subjects: [number, ...string[]][]): ScaleSemester {
  return {
    subjects: subjects.map(([credit, ...codes]) => ({
      credit,
      attempts: codes.map((code) => {
        const grade = gradeByCode(scale, code);
        if (!grade) throw new Error(`${scale.id} has no grade ${code}`);
        return grade;
      }),
    })),
  };
}

/** The summary with the percentage as its text (null without one). */
export function summary(scale: GradeScale, ...semesters: ScaleSemester[]) {
  const result = summarizeUnderScale(scale, semesters);
  return { ...result, percentage: result.percentage?.text ?? null };
}

/** A CGPA of exactly `cgpa` (two grades' points apart by 1, weighted to land on it). */
export function cgpaOf(scale: GradeScale, cgpa: number, high: string, low: string): ScaleSemester {
  const highPoints = gradeByCode(scale, high)!.points;
  const share = Math.round((cgpa - (highPoints - 1)) * 1000) / 10;
  return semester(scale, [share, high], [100 - share, low]);
}

/**
 * Whole marks 0–100 in runs of the same grades, lowest first: ['F 0–39', 'C 40–49', …] where the
 * bands tile, and a run such as '(none) 40–41' for a gap or 'A B 50–50' for an overlap.
 */
export function marksRuns(scale: GradeScale): string[] {
  const bands = marksBands(scale);
  const codesAt = (mark: number) =>
    bands
      .filter(({ min, max }) => mark >= min && mark <= max)
      .map(({ grade }) => grade.code)
      .join(' ') || '(none)';
  const runs: { codes: string; from: number; to: number }[] = [];
  for (let mark = 0; mark <= MARKS_MAX; mark += 1) {
    const codes = codesAt(mark);
    const last = runs.at(-1);
    if (last?.codes === codes) last.to = mark;
    else runs.push({ codes, from: mark, to: mark });
  }
  return runs.map(({ codes, from, to }) => `${codes} ${from}–${to}`);
}

/**
 * The marks from 0 to 100 that do not give exactly one grade (empty when every mark gives one),
 * each with the grades whose bands hold it. With `belowIsFail`, a mark below every band gives the
 * failing grade (marks-bands.ts), so it needs no band of its own.
 */
export function marksWithoutOneGrade(scale: GradeScale, belowIsFail = true): string[] {
  const bands = marksBands(scale);
  const wrong: string[] = [];
  for (let marks = 0; marks <= MARKS_MAX; marks += 1) {
    const holding = bands.filter((band) => band.min <= marks && marks <= band.max);
    const below =
      belowIsFail && holding.length === 0 && gradeForMarks(scale, marks).kind === 'below';
    if (holding.length !== 1 && !below) {
      wrong.push(`${marks}: ${holding.map((band) => band.grade.code).join(', ') || 'none'}`);
    }
  }
  return wrong;
}

/** Every whole mark 0–100 lies in exactly one of the scale's marks bands. */
export function expectEveryMarkInOneBand(scale: GradeScale): void {
  expect(marksWithoutOneGrade(scale, false), scale.id).toEqual([]);
}

/** The grades as 'code points', in the scale's order: 'O 10', 'A+ 9', … */
export function gradePoints(scale: GradeScale): string[] {
  return scale.grades.map(({ code, points }) => `${code} ${points}`);
}

/** The grade code marks to grade gives for these marks, or 'below' / 'none'. */
export function codeAtMarks(scale: GradeScale, marks: number): string {
  const found = gradeForMarks(scale, marks);
  return found.kind === 'band' ? found.band.grade.code : found.kind;
}

/** What each disputed percentage rule of the scale gives at this CGPA, in the order listed. */
export function disputedPercentagesAt(scale: GradeScale, cgpa: string): (string | undefined)[] {
  return scale.disputed.flatMap(({ alternatives }) =>
    alternatives.flatMap(({ percentage }) =>
      percentage ? [convertPercentage(percentage, parseDecimal(cgpa)!)?.text] : [],
    ),
  );
}
