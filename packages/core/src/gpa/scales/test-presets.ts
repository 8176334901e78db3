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

/** The codes of the grades whose marks band holds each whole mark 0..100 (one each, on a full scale). */
export function gradesByMark(scale: GradeScale): string[][] {
  const bands = marksBands(scale);
  return Array.from({ length: MARKS_MAX + 1 }, (_, marks) =>
    bands.filter(({ min, max }) => marks >= min && marks <= max).map(({ grade }) => grade.code),
  );
}

/**
 * Whole marks 0–100 in runs of the same grades, lowest first: ['F 0–39', 'C 40–49', …] where the
 * bands tile, and a run such as '(none) 40–41' for a gap or 'A B 50–50' for an overlap.
 */
export function marksRuns(scale: GradeScale): string[] {
  const runs: { codes: string; from: number; to: number }[] = [];
  gradesByMark(scale).forEach((holding, mark) => {
    const codes = holding.join(' ') || '(none)';
    const last = runs.at(-1);
    if (last?.codes === codes) last.to = mark;
    else runs.push({ codes, from: mark, to: mark });
  });
  return runs.map(({ codes, from, to }) => `${codes} ${from}–${to}`);
}

/**
 * The marks from 0 to 100 that do not give exactly one grade (empty when every mark gives one),
 * each with the grades whose bands hold it. With `belowIsFail`, a mark below every band gives the
 * failing grade (marks-bands.ts), so it needs no band of its own.
 */
export function marksWithoutOneGrade(scale: GradeScale, belowIsFail = true): string[] {
  return gradesByMark(scale).flatMap((holding, marks) => {
    const below =
      belowIsFail && holding.length === 0 && gradeForMarks(scale, marks).kind === 'below';
    return holding.length === 1 || below ? [] : [`${marks}: ${holding.join(', ') || 'none'}`];
  });
}

/** Every whole mark 0–100 lies in exactly one of the scale's marks bands. */
export function expectEveryMarkInOneBand(scale: GradeScale): void {
  expect(marksWithoutOneGrade(scale, false), scale.id).toEqual([]);
}

/** The grades as 'code points', in the scale's order: 'O 10', 'A+ 9', … */
export function gradePoints(scale: GradeScale): string[] {
  return scale.grades.map(({ code, points }) => `${code} ${points}`);
}

/** Each grade code with its points, as the sources print them: 'O 10, A+ 9, …'. */
export const pointsTable = (scale: GradeScale) => gradePoints(scale).join(', ');

/** The grade code marks to grade gives for these marks, or 'below' / 'none'. */
export function codeAtMarks(scale: GradeScale, marks: number): string {
  const found = gradeForMarks(scale, marks);
  return found.kind === 'band' ? found.band.grade.code : found.kind;
}

/** The grade each of these marks gets on the scale's bands: 'O O A+ …'. */
export const gradesAt = (scale: GradeScale, ...marks: number[]) =>
  marks.map((each) => codeAtMarks(scale, each)).join(' ');

/** What each disputed percentage rule of the scale gives at this CGPA, in the order listed. */
export function disputedPercentagesAt(scale: GradeScale, cgpa: string): (string | undefined)[] {
  return scale.disputed.flatMap(({ alternatives }) =>
    alternatives.flatMap(({ percentage }) =>
      percentage ? [convertPercentage(percentage, parseDecimal(cgpa)!)?.text] : [],
    ),
  );
}
