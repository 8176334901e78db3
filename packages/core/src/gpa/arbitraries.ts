import fc from 'fast-check';
import { CREDIT_STEP, GRADE_POINTS } from './grades';
import { cleanName } from './limits';
import type { EnteredSgpa, Profile, ScaleChoice, Semester, Subject } from './model';
import { GRADE_MEMO, gradeMemo } from './scales/grade-memo';
import { type GradeScale, parseGradeScale } from './scales/grade-scale';
import { ALL_PRESETS, PRESETS } from './scales/presets';
import { resolveScale, withStoredGrade } from './scales/profile-scale';
import { gradeByCode, scaleMaximum } from './scales/scale-gpa';

/** fast-check arbitraries for the GPA tests: valid data as the form and the import accept it. */

const idArb = fc.string({ minLength: 1, maxLength: 8 });
/** Names as the form leaves them (limits.ts `cleanName`): no tab, line break or space at an end. */
const nameArb = fc
  .string({ minLength: 1, maxLength: 12 })
  .map(cleanName)
  .filter((name) => name !== '');
const timeArb = fc.integer({ min: 0, max: 4_102_444_800_000 });

function uniqueById<T extends { id: string }>(
  item: fc.Arbitrary<T>,
  minLength: number,
  maxLength: number,
) {
  return fc.uniqueArray(item, { selector: (value) => value.id, minLength, maxLength });
}

export const gradeArb = fc.constantFrom(...GRADE_POINTS);
export const creditArb = fc.integer({ min: 0, max: 40 }).map((steps) => steps * CREDIT_STEP);

export const subjectArb: fc.Arbitrary<Subject> = fc.record({
  id: idArb,
  subjectName: nameArb,
  grade: gradeArb,
  credit: creditArb,
});

export const subjectsArb = uniqueById(subjectArb, 0, 8);

/** A quick semester's SGPA (at most 2 decimals, 0 to 10) and credits, as the form takes them. */
export const enteredArb: fc.Arbitrary<EnteredSgpa> = fc.record({
  sgpa: fc.integer({ min: 0, max: 1000 }).map((hundredths) => hundredths / 100),
  credits: fc.integer({ min: 1, max: 80 }).map((steps) => steps * CREDIT_STEP),
});

export const semesterArb: fc.Arbitrary<Semester> = fc.record({
  id: idArb,
  name: nameArb,
  subjects: subjectsArb,
});

/** A quick semester: its SGPA and credits, no subjects. */
export const quickSemesterArb: fc.Arbitrary<Semester> = fc.record({
  id: idArb,
  name: nameArb,
  subjects: fc.constant<Subject[]>([]),
  entered: enteredArb,
});

/** Semesters of subjects, and now and then a quick one. */
export const mixedSemesterArb = fc.oneof(
  { weight: 3, arbitrary: semesterArb },
  { weight: 1, arbitrary: quickSemesterArb },
);

export const mixedSemestersArb = uniqueById(mixedSemesterArb, 0, 5);

export const semestersArb = uniqueById(semesterArb, 0, 5);

export const profileArb: fc.Arbitrary<Profile> = fc.record(
  {
    id: idArb,
    name: nameArb,
    semesters: semestersArb,
    isDefault: fc.boolean(),
    userId: fc.option(fc.string(), { nil: null }),
    createdAt: timeArb,
    updatedAt: timeArb,
    copiedFrom: fc.record({
      shareId: fc.string(),
      originalUserId: fc.string(),
      originalProfileId: fc.string(),
      copiedAt: timeArb,
    }),
  },
  { requiredKeys: ['id', 'name', 'semesters', 'isDefault', 'userId', 'createdAt', 'updatedAt'] },
);

export const profilesArb = uniqueById(profileArb, 1, 4);

export function subject(grade: number, credit: number, id = `${grade}-${credit}`): Subject {
  return { id, subjectName: `Subject ${id}`, grade, credit };
}

export function semester(id: string, subjects: Subject[], name = `Semester ${id}`): Semester {
  return { id, name, subjects };
}

/** A quick semester: its SGPA and credits, no subjects. */
export function quickSemester(id: string, sgpa: number, credits: number): Semester {
  return { id, name: `Semester ${id}`, subjects: [], entered: { sgpa, credits } };
}

// --- Profiles on grade scales ----------------------------------------------------------------------

/** A student's own scale: a preset's grades under another name, with a percentage rule of its own. */
export const customScaleArb: fc.Arbitrary<GradeScale> = fc
  .record({
    base: fc.constantFrom(...PRESETS),
    a: fc.integer({ min: 80, max: 110 }).map((tenths) => tenths / 10),
    b: fc.integer({ min: -20, max: 20 }).map((halves) => halves / 2),
    classes: fc.subarray([
      { name: 'First class with distinction', minCgpa: 8.5, requiresNoArrears: true },
      { name: 'First class', minCgpa: 6.5 },
      { name: 'Second class', minCgpa: 5 },
    ]),
  })
  .map(({ base, a, b, classes }) =>
    parseGradeScale({
      ...base,
      id: `my-${base.id}`,
      name: `My ${base.name}`,
      percentage: { kind: 'linear', a, b },
      classes,
    }),
  )
  .filter((parsed) => parsed.ok)
  .map((parsed) => (parsed as { ok: true; scale: GradeScale }).scale);

/** A profile's scale: none (SPEC's), any preset, or a custom one. */
export const scaleChoiceArb: fc.Arbitrary<ScaleChoice | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(...ALL_PRESETS.slice(1).map(({ scale }) => ({ preset: scale.id }))),
  customScaleArb.map((custom) => ({ custom })),
);

/**
 * A grade a subject remembers from before a change of scale (model.ts `gradeBefore`): a preset's,
 * or any in the memo's form (codes of any characters a scale allows).
 */
export const gradeMemoArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ALL_PRESETS.flatMap(({ scale }) => scale.grades.map(gradeMemo))),
  fc
    .record({
      points: fc.integer({ min: 0, max: 1100 }).map((hundredths) => hundredths / 100),
      code: fc.string({ minLength: 1, maxLength: 8, unit: 'binary' }),
    })
    .map(({ points, code }) => `${points}/${code}`)
    .filter((memo) => GRADE_MEMO.test(memo)),
);

/**
 * Semesters on `scale`, as its form stores them (codes where points repeat): some subjects retake
 * one of an earlier semester, some remember a grade from before a change of scale, and about one
 * semester in four is quick (its SGPA and credits).
 */
export function semestersOnScale(scale: GradeScale): fc.Arbitrary<Semester[]> {
  const gradedArb = fc.record({
    code: fc.constantFrom(...scale.grades.map((grade) => grade.code)),
    credit: creditArb,
    retake: fc.option(fc.nat(), { nil: undefined }),
    before: fc.option(gradeMemoArb, { nil: undefined, freq: 3 }),
    subjectName: nameArb,
  });
  const best = Math.floor(scaleMaximum(scale) * 100);
  const quickArb = fc.record({
    sgpa: fc.integer({ min: 0, max: best }).map((hundredths) => hundredths / 100),
    credits: fc.integer({ min: 1, max: 60 }).map((halves) => halves * CREDIT_STEP),
  });
  const planArb = fc.record({
    name: nameArb,
    subjects: fc.array(gradedArb, { maxLength: 5 }),
    entered: fc.option(quickArb, { nil: undefined, freq: 3 }),
  });
  return fc.array(planArb, { maxLength: 5 }).map((plans) => {
    const earlier: string[] = [];
    return plans.map(({ name, subjects, entered }, index): Semester => {
      const id = `sem${index}`;
      if (entered) return { id, name, subjects: [], entered };
      const made = subjects.map(
        ({ code, credit, retake, before, subjectName }, position): Subject => {
          const made: Subject = { id: `s${index}-${position}`, subjectName, credit, grade: 0 };
          const graded = withStoredGrade(scale, made, gradeByCode(scale, code)!);
          if (retake !== undefined && earlier.length > 0) {
            graded.retakeOf = earlier[retake % earlier.length]!;
          }
          if (before !== undefined) graded.gradeBefore = before;
          return graded;
        },
      );
      earlier.push(...made.map((subject) => subject.id));
      return { id, name, subjects: made };
    });
  });
}

/** A profile of `profileArb` on a random scale, its semesters on that scale. */
export const profileOnScaleArb: fc.Arbitrary<Profile> = scaleChoiceArb.chain((choice) =>
  fc
    .record({ profile: profileArb, semesters: semestersOnScale(resolveScale(choice)!) })
    .map(({ profile, semesters }) => {
      const onScale: Profile = { ...profile, semesters };
      if (choice) onScale.scale = choice;
      return onScale;
    }),
);
