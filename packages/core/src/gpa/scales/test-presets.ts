import type { GradeScale } from './grade-scale';
import { gradeForMarks, marksBands } from './marks-bands';
import type { ScaleSemester } from './scale-gpa';
import { gradeByCode, summarizeUnderScale } from './scale-gpa';

/** For tests of presets: a semester from [credits, grade codes of its attempts...] entries. */
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

/** The summary with the percentage as its printed text. */
export function summary(scale: GradeScale, ...semesters: ScaleSemester[]) {
  const result = summarizeUnderScale(scale, semesters);
  return { ...result, percentage: result.percentage?.text ?? null };
}

/** The codes of the grades whose marks band holds each whole mark 0..100 (one each, on a full scale). */
export function gradesByMark(scale: GradeScale): string[][] {
  const bands = marksBands(scale);
  return Array.from({ length: 101 }, (_, marks) =>
    bands.filter(({ min, max }) => marks >= min && marks <= max).map(({ grade }) => grade.code),
  );
}

/** Each grade code with its points, as the sources print them: 'O 10, A+ 9, …'. */
export function pointsTable(scale: GradeScale): string {
  return scale.grades.map((grade) => `${grade.code} ${grade.points}`).join(', ');
}

/** The grade each of these marks gets on the scale's bands, 'none' outside them: 'O O A+ …'. */
export function gradesAt(scale: GradeScale, ...marks: number[]): string {
  return marks
    .map((each) => {
      const found = gradeForMarks(scale, each);
      return found.kind === 'band' ? found.band.grade.code : found.kind;
    })
    .join(' ');
}
