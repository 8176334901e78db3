import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customScaleArb, semestersOnScale } from '../arbitraries';
import type { Profile, Semester, Subject } from '../model';
import { applyProfileEdit } from '../profiles';
import { GRADE_MEMO, gradeMemo } from './grade-memo';
import type { GradeScale } from './grade-scale';
import { parseGradeScale } from './grade-scale';
import { PRESETS } from './presets';
import { ANNA_R2021 } from './presets/anna-r2021';
import { KTU_2019 } from './presets/ktu-2019';
import { DEFAULT_SCALE, carriedGrade, changeScale, gradeOf, profileNumbers } from './profile-scale';
import { percentageView } from './percentage-view';
import { graded } from './test-profiles';

/**
 * A change of scale and back gives every subject its grade back (model.ts `gradeBefore`), so every
 * number is what it was; an edit in between wins over the memo.
 */

/** A student's own scale unlike any preset: some of a preset's grades, some codes renamed. */
const ownScaleArb: fc.Arbitrary<GradeScale> = fc
  .record({
    base: fc.constantFrom(...PRESETS),
    keep: fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
    rename: fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
  })
  .map(({ base, keep, rename }) =>
    parseGradeScale({
      ...base,
      id: 'my-own',
      name: 'My own',
      grades: base.grades
        .filter((_, index) => index === 0 || keep[index])
        .map((grade, index) => (rename[index] ? { ...grade, code: `${grade.code}'` } : grade)),
      classes: [],
      disputed: [],
    }),
  )
  .filter((parsed) => parsed.ok)
  .map((parsed) => (parsed as { ok: true; scale: GradeScale }).scale);

const anyScaleArb = fc.oneof(
  fc.constantFrom(DEFAULT_SCALE, ...PRESETS),
  customScaleArb,
  ownScaleArb,
);

const onScaleArb = anyScaleArb.chain((scale) =>
  semestersOnScale(scale).map((semesters) => ({ scale, semesters })),
);

const subjectsOf = (semesters: readonly Semester[]) => semesters.flatMap((one) => one.subjects);

/** Each subject's grade as code and points: what the marksheet prints. */
const gradesOf = (scale: GradeScale, semesters: readonly Semester[]) =>
  subjectsOf(semesters).map((subject) => gradeMemo(gradeOf(scale, subject)!));

/** Every number the student reads: GPAs, credits, percentage with its rule, class, backlogs. */
const numbersOf = (scale: GradeScale, semesters: readonly Semester[]) => ({
  numbers: profileNumbers(scale, semesters),
  percentage: percentageView(scale, profileNumbers(scale, semesters).exactCgpa),
});

const through = (scales: GradeScale[], semesters: readonly Semester[]) =>
  scales
    .slice(1)
    .reduce<Semester[]>(
      (list, to, index) => changeScale(scales[index]!, to, list).semesters,
      [...semesters],
    );

describe('a change of scale and back', () => {
  it('gives every grade and every number back, for any two scales', () => {
    fc.assert(
      fc.property(onScaleArb, anyScaleArb, ({ scale: a, semesters }, b) => {
        const back = through([a, b, a], semesters);
        expect(gradesOf(a, back)).toEqual(gradesOf(a, semesters));
        expect(numbersOf(a, back)).toEqual(numbersOf(a, semesters));
      }),
      { numRuns: 300 },
    );
  });

  it('remembers only in the memo’s form, and only what carrying back would lose', () => {
    fc.assert(
      fc.property(onScaleArb, anyScaleArb, ({ scale: a, semesters }, b) => {
        const { semesters: there, changes } = changeScale(a, b, semesters);
        for (const subject of subjectsOf(there)) {
          if (subject.gradeBefore !== undefined) expect(subject.gradeBefore).toMatch(GRADE_MEMO);
        }
        for (const change of changes) {
          expect(change.remembered).toBe(carriedGrade(a, change.to) !== change.from);
        }
      }),
    );
  });

  it('through a third scale, gives back every grade whose memo reaches it', () => {
    fc.assert(
      fc.property(onScaleArb, anyScaleArb, anyScaleArb, ({ scale: a, semesters }, b, c) => {
        const onC = through([a, b, c], semesters);
        const back = changeScale(c, a, onC).semesters;
        const [before, after] = [gradesOf(a, semesters), gradesOf(a, back)];
        subjectsOf(onC).forEach((subject, index) => {
          if (subject.gradeBefore === before[index]) expect(after[index]).toBe(before[index]);
        });
      }),
      { numRuns: 300 },
    );
  });

  it("takes SPEC's E, F and G to Anna University's RA, on to KTU's and back to E, F and G", () => {
    const spec = [
      {
        id: 'sem1',
        name: 'Semester 1',
        subjects: ['E', 'F', 'G'].map((code) => graded(DEFAULT_SCALE, code, code, 3)),
      },
    ];
    const onAnna = through([DEFAULT_SCALE, ANNA_R2021], spec);
    expect(gradesOf(ANNA_R2021, onAnna)).toEqual(['0/RA', '0/RA', '0/RA']);
    const onKtu = through([ANNA_R2021, KTU_2019], onAnna);
    // F's memo names KTU's F, which it takes; E's and G's reappear as FE, G's still remembered.
    expect(gradesOf(KTU_2019, onKtu)).toEqual(['0/FE', '0/F', '0/FE']);
    expect(subjectsOf(onKtu).map((subject) => subject.gradeBefore)).toEqual([
      undefined,
      undefined,
      '0/G',
    ]);
    expect(through([ANNA_R2021, DEFAULT_SCALE], onAnna)).toEqual(spec);
    expect(gradesOf(DEFAULT_SCALE, through([KTU_2019, DEFAULT_SCALE], onKtu))).toEqual([
      '0/E',
      '0/F',
      '0/G',
    ]);
  });
});

describe('an edit between the change and the change back', () => {
  const profileOn = (scale: GradeScale, semesters: Semester[]): Profile => ({
    id: 'p',
    name: 'P',
    semesters,
    isDefault: false,
    userId: null,
    createdAt: 0,
    updatedAt: 0,
    scale: { custom: scale },
  });

  it('wins: the edited grade is carried back, not the one remembered; a rename keeps the memo', () => {
    fc.assert(
      fc.property(
        onScaleArb,
        anyScaleArb,
        fc.nat(),
        fc.nat(),
        ({ scale: a, semesters }, b, pick, gradeIndex) => {
          const there = through([a, b], semesters);
          const subjects = subjectsOf(there);
          fc.pre(subjects.length > 0);
          const target = subjects[pick % subjects.length]!;
          const semesterId = there.find((one) => one.subjects.includes(target))!.id;
          const newGrade = b.grades[gradeIndex % b.grades.length]!;
          // As the subject form saves it: a new subject of the fields, without a memo.
          const fromForm: Subject = {
            ...graded(b, target.id, newGrade.code, target.credit),
            subjectName: target.subjectName,
          };
          if (target.retakeOf !== undefined) fromForm.retakeOf = target.retakeOf;
          const edit = (subject: Subject) =>
            applyProfileEdit(
              profileOn(b, there),
              {
                type: 'updateSubject',
                semesterId,
                subject: { ...subject, subjectName: 'Renamed' },
              },
              1,
            ).semesters;
          const index = subjects.indexOf(target);
          const edited = edit(fromForm);
          const editedBack = gradesOf(a, through([b, a], edited));
          const regrade = gradeOf(b, fromForm)!;
          if (regrade !== gradeOf(b, target)) {
            expect(subjectsOf(edited)[index]!.gradeBefore).toBeUndefined();
            expect(editedBack[index]).toBe(gradeMemo(carriedGrade(a, regrade)));
          }
          // A rename alone (the form's subject with its grade as it was) keeps the grade to restore.
          const renamedBack = gradesOf(a, through([b, a], edit({ ...target, gradeBefore: '9/X' })));
          expect(renamedBack[index]).toBe(gradesOf(a, semesters)[index]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
