import fc from 'fast-check';
import { creditArb } from '../arbitraries';
import type { Semester } from '../model';
import type { GradeScale } from './grade-scale';
import { ALL_PRESETS } from './presets';
import { DEFAULT_SCALE, storedGrade } from './profile-scale';
import { gradeByCode } from './scale-gpa';
import { CUSTOM_SCALE } from './test-scales';
import { subject } from './test-subjects';

/** For tests: every scale a profile can be on, SPEC's, each preset and a student's own. */
export const scaleArb = fc.constantFrom(
  DEFAULT_SCALE,
  ...ALL_PRESETS.map((preset) => preset.scale),
  CUSTOM_SCALE,
);

/** A subject holding grade `code` of the scale, stored as the form stores it. */
export function graded(
  scale: GradeScale,
  id: string,
  code: string,
  credit: number,
  retakeOf?: string,
) {
  const stored = storedGrade(scale, gradeByCode(scale, code)!);
  return subject(
    id,
    stored.grade,
    credit,
    retakeOf === undefined ? stored : { ...stored, retakeOf },
  );
}

/**
 * Semesters of subjects on `scale`, some retaking a subject of an earlier semester, some quick: up
 * to 6, or `maxSemesters` (past a year-weighted scale's years).
 */
export function semestersOn(scale: GradeScale, maxSemesters = 6): fc.Arbitrary<Semester[]> {
  const subjectArb = fc.record({
    code: fc.constantFrom(...scale.grades.map((grade) => grade.code)),
    credit: creditArb,
    retake: fc.option(fc.nat(), { nil: undefined }),
  });
  // About one semester in four is quick: its grade card's SGPA and credits, no subjects.
  const enteredArb = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 3 },
    {
      arbitrary: fc.record({
        sgpa: fc.integer({ min: 0, max: 1100 }).map((hundredths) => hundredths / 100),
        credits: fc.integer({ min: 1, max: 60 }).map((halves) => halves / 2),
      }),
      weight: 1,
    },
  );
  const semesterArb = fc.record({
    subjects: fc.array(subjectArb, { maxLength: 5 }),
    entered: enteredArb,
  });
  return fc.array(semesterArb, { maxLength: maxSemesters }).map((semesters) => {
    const earlier: string[] = [];
    return semesters.map(({ subjects, entered }, index): Semester => {
      const name = `Semester ${index + 1}`;
      if (entered) return { id: `sem${index}`, name, subjects: [], entered };
      const made = subjects.map(({ code, credit, retake }, position) => {
        const id = `s${index}-${position}`;
        const retakeOf = retake === undefined ? undefined : earlier[retake % (earlier.length || 1)];
        return graded(scale, id, code, credit, retakeOf);
      });
      earlier.push(...made.map(({ id }) => id));
      return { id: `sem${index}`, name, subjects: made };
    });
  });
}

/** A scale and semesters on it. */
export const scaleAndSemesters = scaleArb.chain((scale) =>
  semestersOn(scale).map((semesters) => ({ scale, semesters })),
);
