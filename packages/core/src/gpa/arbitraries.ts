import fc from 'fast-check';
import { CREDIT_STEP, GRADE_POINTS } from './grades';
import { cleanName } from './limits';
import type { EnteredSgpa, Profile, Semester, Subject } from './model';

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
