import type { GradeScale } from './grade-scale';
import { gradeForMarks, marksBands } from './marks-bands';
import type { ScaleSemester } from './scale-gpa';
import { gradeByCode, summarizeUnderScale } from './scale-gpa';

/** For the presets' tests: semesters written as grade codes, and what a summary prints. */

/** A semester from [credits, grade codes of its attempts...] entries. */
export function semester(scale: GradeScale, ...subjects: [number, ...string[]][]): ScaleSemester {
  return {
    subjects: subjects.map(([credit, ...codes]) => ({
      credit,
      attempts: codes.map((code) => gradeByCode(scale, code)!),
    })),
  };
}

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
 * The marks from 0 to 100 that do not give exactly one grade (empty when every mark gives one), each
 * with the grades whose bands hold it: a mark gives the grade of the one band that holds it, or the
 * failing grade below the bands where every passing grade has one (marks-bands.ts).
 */
export function marksWithoutOneGrade(scale: GradeScale): string[] {
  const bands = marksBands(scale);
  const wrong: string[] = [];
  for (let marks = 0; marks <= 100; marks += 1) {
    const holding = bands.filter((band) => band.min <= marks && marks <= band.max);
    const below = holding.length === 0 && gradeForMarks(scale, marks).kind === 'below';
    if (holding.length !== 1 && !below) {
      wrong.push(`${marks}: ${holding.map((band) => band.grade.code).join(', ') || 'none'}`);
    }
  }
  return wrong;
}
