import { expect } from 'vitest';
import type { GradeScale } from './grade-scale';
import { MARKS_MAX, marksBands } from './marks-bands';
import type { ScaleSemester } from './scale-gpa';
import { gradeByCode, summarizeUnderScale } from './scale-gpa';

/** For the presets' tests: a semester from [credits, grade codes of its attempts...] entries. */
export function semester(scale: GradeScale, ...subjects: [number, ...string[]][]): ScaleSemester {
  return {
    subjects: subjects.map(([credit, ...codes]) => ({
      credit,
      attempts: codes.map((code) => gradeByCode(scale, code)!),
    })),
  };
}

/** The summary of the semesters on the scale, with the percentage as its text. */
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

/** Every whole mark 0–100 lies in exactly one of the scale's marks bands. */
export function expectEveryMarkInOneBand(scale: GradeScale): void {
  const bands = marksBands(scale);
  for (let marks = 0; marks <= MARKS_MAX; marks += 1) {
    const holding = bands.filter(({ min, max }) => marks >= min && marks <= max);
    expect(
      holding.map(({ grade }) => grade.code),
      `${scale.id}: ${marks} marks`,
    ).toHaveLength(1);
  }
}
