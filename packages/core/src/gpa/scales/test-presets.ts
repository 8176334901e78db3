import type { GradeScale } from './grade-scale';
import { MARKS_MAX, marksBands } from './marks-bands';
import type { ScaleSemester } from './scale-gpa';
import { gradeByCode, summarizeUnderScale } from './scale-gpa';

/** For a preset's tests: worked examples written as credits and grade codes, as a grade card. */

/** A semester from [credits, grade codes of its attempts...] entries. */
export function semesterOf(scale: GradeScale, ...subjects: [number, ...string[]][]): ScaleSemester {
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
export function summaryOf(scale: GradeScale, ...semesters: ScaleSemester[]) {
  const result = summarizeUnderScale(scale, semesters);
  return { ...result, percentage: result.percentage?.text ?? null };
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
