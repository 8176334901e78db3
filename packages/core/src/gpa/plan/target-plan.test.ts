import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Rational } from '../../rational';
import { compare, parseDecimal, rational, roundTo, sub, toFixedString } from '../../rational';
import { exactDecimal } from '../gpa';
import type { Semester } from '../model';
import type { GradeScale, ScaleGrade } from '../scales/grade-scale';
import { ANNA_R2021 } from '../scales/presets/anna-r2021';
import { GTU } from '../scales/presets/gtu';
import { IIT_GANDHINAGAR } from '../scales/presets/iit-gandhinagar';
import { KTU_2019 } from '../scales/presets/ktu-2019';
import { MUMBAI_CBCS } from '../scales/presets/mumbai';
import { SPEC_DEFAULT } from '../scales/presets/spec-default';
import { exactProfileCgpa, storedGrade } from '../scales/profile-scale';
import { gradeByCode } from '../scales/scale-gpa';
import { scaleMaximum } from '../scales/scale-view';
import { CUSTOM_SCALE } from '../scales/test-scales';
import type { TargetPlan } from './target-plan';
import {
  FALLBACK_SEMESTER_CREDITS,
  PLAN_COUNT_MESSAGE,
  cgpaWithPlan,
  defaultSemesterCredits,
  planAssumption,
  planBasis,
  planCreditsMessage,
  planTarget,
  plannedSemesterName,
  readPlanCount,
  readPlanCredits,
  readTarget,
  targetMessage,
} from './target-plan';

/** Two semesters of the years MAKAUT-style, for the year-weighted aggregation. */
const YEARLY: GradeScale = {
  ...SPEC_DEFAULT,
  id: 'yearly',
  aggregation: { kind: 'year-weighted', semestersPerYear: 2, weights: [1, 1, 1.5, 1.5, 2, 2] },
};

const SCALES = [
  SPEC_DEFAULT,
  KTU_2019,
  GTU,
  MUMBAI_CBCS,
  ANNA_R2021,
  IIT_GANDHINAGAR,
  CUSTOM_SCALE,
];

const one = (scale: GradeScale, code: string, credit: number, id: string) => ({
  id,
  subjectName: id,
  credit,
  ...storedGrade(scale, gradeByCode(scale, code)!),
});

/** Semesters of subjects holding the scale's grades (any: fails, temporary, outside the GPA). */
const profileOn = (scale: GradeScale) =>
  fc
    .array(
      fc.array(
        fc.record({
          grade: fc.constantFrom(...scale.grades),
          credit: fc.integer({ min: 0, max: 12 }).map((halves) => halves / 2),
        }),
        { maxLength: 5 },
      ),
      { maxLength: 5 },
    )
    .map((semesters): Semester[] =>
      semesters.map((subjects, s) => ({
        id: `s${s}`,
        name: `Semester ${s + 1}`,
        subjects: subjects.map(({ grade, credit }, i) =>
          one(scale, grade.code, credit, `${s}-${i}`),
        ),
      })),
    );

const creditsArb = fc.array(
  fc.integer({ min: 1, max: 60 }).map((halves) => halves / 2),
  { minLength: 1, maxLength: 4 },
);

/** A scale with a profile on it and remaining semesters' credits. */
const situationArb = (scales: readonly GradeScale[]) =>
  fc
    .constantFrom(...scales)
    .chain((scale) => fc.tuple(fc.constant(scale), profileOn(scale), creditsArb));

const text = (scale: GradeScale, value: Rational) => toFixedString(value, scale.rounding.places);

describe('the target CGPA plan', () => {
  it('needs exactly the SGPA that real semesters of one grade give the target (every scale but year-weighted)', () => {
    const passing = (scale: GradeScale) =>
      scale.grades.filter(
        (grade) => grade.countsInGpa && !grade.isFail && grade.points <= scaleMaximum(scale),
      );
    fc.assert(
      fc.property(
        situationArb(SCALES).chain(([scale, semesters, credits]) =>
          fc.tuple(
            fc.constant(scale),
            fc.constant(semesters),
            fc.constant(credits),
            fc.constantFrom(...passing(scale)),
          ),
        ),
        ([scale, semesters, credits, grade]: [GradeScale, Semester[], number[], ScaleGrade]) => {
          // The remaining semesters taken for real: each one subject of this grade.
          const taken = credits.map((credit, index) => ({
            id: `later-${index}`,
            name: plannedSemesterName(semesters.length, index),
            subjects: [one(scale, grade.code, credit, `later-${index}`)],
          }));
          const target = exactProfileCgpa(scale, [...semesters, ...taken])!;
          const basis = planBasis(scale, semesters);
          const plan = planTarget(scale, basis, target, credits) as TargetPlan;
          const current = exactProfileCgpa(scale, semesters);
          if (current !== null && compare(current, target) >= 0) {
            expect(plan.state).toBe('reached');
            return;
          }
          expect(plan).toMatchObject({
            state: 'reachable',
            needed: text(scale, exactDecimal(grade.points)),
          });
          if (plan.state === 'reachable' && plan.exact !== null) {
            expect(plan.exact).toEqual(exactDecimal(grade.points));
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('shows the least SGPA on the scale’s places that reaches the target, and states honestly', () => {
    fc.assert(
      fc.property(
        situationArb([...SCALES, YEARLY]),
        fc.integer({ min: 1, max: 1000 }),
        ([scale, semesters, credits], hundredths) => {
          const target = rational(BigInt(hundredths), 100n);
          const basis = planBasis(scale, semesters);
          const plan = planTarget(scale, basis, target, credits);
          if (plan.state === 'not-planned') throw new Error(plan.message);
          const cgpa = (sgpa: string) => cgpaWithPlan(scale, basis, credits, Number(sgpa))!;
          const reaches = (sgpa: string) => compare(cgpa(sgpa), target) >= 0;
          const step = rational(1n, 10n ** BigInt(scale.rounding.places));
          const below = (sgpa: string) => text(scale, sub(parseDecimal(sgpa)!, step));
          const maximum = String(scaleMaximum(scale));
          const current = exactProfileCgpa(scale, semesters);
          const reached = current !== null && compare(current, target) >= 0;
          expect(plan.state === 'reached').toBe(reached);
          expect(plan.best).toBe(
            text(scale, roundTo(cgpa(maximum), scale.rounding.places, scale.rounding.mode)),
          );
          const least = (sgpa: string) => {
            expect(reaches(sgpa)).toBe(true);
            if (Number(sgpa) > 0) expect(reaches(below(sgpa))).toBe(false);
          };
          switch (plan.state) {
            case 'reached':
              if (plan.keep === null) expect(reaches(maximum)).toBe(false);
              else least(plan.keep);
              break;
            case 'reachable':
              least(plan.needed);
              if (plan.exact !== null) {
                expect(plan.needed).toBe(
                  text(scale, roundTo(plan.exact, scale.rounding.places, 'up')),
                );
              } else if (scale !== YEARLY) {
                expect(plan.needed).toBe(text(scale, rational(0n)));
              }
              break;
            case 'beyond-maximum':
              expect(reaches(maximum)).toBe(false);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('plans worked by hand', () => {
  const semester = (id: string, points: number, credit: number) => ({
    id,
    name: id,
    subjects: [{ id, subjectName: id, grade: points, credit }],
  });
  // 8.00 on 20 credits and 7.00 on 20: a CGPA of 7.50.
  const twoSemesters = [semester('one', 8, 20), semester('two', 7, 20)];
  const plan = (
    target: string,
    credits: number[],
    semesters = twoSemesters,
    scale = SPEC_DEFAULT,
  ) => planTarget(scale, planBasis(scale, semesters), parseDecimal(target)!, credits);

  it('needs (8 × 80 − 300) / 40 = 8.50 in two semesters of 20 credits for 8.00', () => {
    expect(plan('8', [20, 20])).toMatchObject({
      state: 'reachable',
      needed: '8.50',
      exact: rational(17n, 2n),
      best: '8.75',
      classification: null,
      percentage: { text: '76.00' },
    });
  });

  it('rounds the needed SGPA up, so that it is enough: 260 / 30 = 8.67', () => {
    expect(plan('8', [30])).toMatchObject({ needed: '8.67', exact: rational(26n, 3n) });
  });

  it('weighs the remaining semesters by their own credits', () => {
    // (8 × 70 − 300) = 260 points over 10 + 20 credits.
    expect(plan('8', [10, 20])).toMatchObject({ needed: '8.67' });
    expect(plan('7.6', [4])).toMatchObject({ needed: '8.60' });
  });

  it('calls a target at or below the CGPA reached, with the SGPA that keeps it', () => {
    expect(plan('7.5', [20, 20])).toMatchObject({ state: 'reached', keep: '7.50' });
    expect(plan('7', [20, 20])).toMatchObject({ state: 'reached', keep: '6.50' });
    expect(plan('1', [1])).toMatchObject({ state: 'reached', keep: '0.00' });
  });

  it('says when the target needs more than the scale’s maximum, with the best CGPA possible', () => {
    expect(plan('9.5', [20, 20])).toMatchObject({ state: 'beyond-maximum', best: '8.75' });
    expect(plan('10', [20, 20])).toMatchObject({ state: 'beyond-maximum' });
  });

  it('needs the target itself without completed semesters', () => {
    expect(plan('8.25', [20, 22], [])).toMatchObject({ state: 'reachable', needed: '8.25' });
    expect(plan('8.25', [20], [semester('empty', 9, 0)])).toMatchObject({ needed: '8.25' });
  });

  it('counts only the last semesters on GTU', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) =>
      semester(id, index < 4 ? 10 : 6, 20),
    );
    const gtu = six.map((semester) => ({
      ...semester,
      subjects: semester.subjects.map((each) =>
        one(GTU, each.grade === 10 ? 'AA' : 'CC', each.credit, each.id),
      ),
    }));
    // The CGPA now counts c to f: 8.00. With two planned, c and d (10.00) drop out and e and f
    // (6.00) stay: (240 + 40x) / 80 ≥ 8 needs x = 10 to keep it, ≥ 8.5 more than the maximum.
    expect(plan('8', [20, 20], gtu, GTU)).toMatchObject({ state: 'reached', keep: '10.00' });
    expect(plan('7.5', [20, 20], gtu, GTU)).toMatchObject({ state: 'reached', keep: '9.00' });
    expect(plan('8.5', [20, 20], gtu, GTU)).toMatchObject({
      state: 'beyond-maximum',
      best: '8.00',
    });
    // Four planned: the completed semesters drop out, whatever they were.
    expect(plan('8.5', [20, 20, 20, 20], gtu, GTU)).toMatchObject({ needed: '8.50' });
    expect(planAssumption(GTU)).toBe(
      "This scale's CGPA counts only the last 4 semesters: the plan takes these to be all your remaining semesters.",
    );
  });

  it('weighs semesters equally on a mean of semesters, whatever their credits', () => {
    const mumbai = [
      { ...semester('one', 0, 0), subjects: [one(MUMBAI_CBCS, 'A', 30, 'x')] },
      { ...semester('two', 0, 0), subjects: [one(MUMBAI_CBCS, 'B', 2, 'y')] },
    ];
    // (8 + 6 + 2x) / 4 = 8 → x = 9, on 1 credit or on 30.
    expect(plan('8', [1, 30], mumbai, MUMBAI_CBCS)).toMatchObject({ needed: '9.00' });
    expect(plan('8', [30, 1], mumbai, MUMBAI_CBCS)).toMatchObject({ needed: '9.00' });
    expect(planAssumption(MUMBAI_CBCS)).toBe(
      'Every semester counts equally on this scale, so credits do not change the plan.',
    );
    expect(planAssumption(SPEC_DEFAULT)).toBeNull();
  });

  it('gives the target’s class as the student’s history allows', () => {
    const anna = (code: string) => [
      { ...semester('one', 0, 0), subjects: [one(ANNA_R2021, code, 4, 'x')] },
    ];
    expect(plan('9', [20], anna('O'), ANNA_R2021)).toMatchObject({
      classification: 'First Class with Distinction',
      percentage: { text: '90.00' },
    });
    expect(plan('9', [20], anna('RA'), ANNA_R2021)).toMatchObject({
      classification: 'First Class',
    });
  });

  it('refuses a year-weighted plan longer than the scale’s weights', () => {
    const many = Array.from({ length: 12 }, (_, index) => semester(`s${index}`, 8, 20));
    expect(plan('8', [20], many, YEARLY)).toEqual({
      state: 'not-planned',
      message: 'This scale weighs fewer years than the plan has semesters: plan fewer of them',
    });
  });
});

describe('the plan’s inputs', () => {
  it('reads a target above 0, at most the maximum, on the scale’s places', () => {
    expect(readTarget(SPEC_DEFAULT, ' 8.25 ')).toEqual({ ok: true, value: rational(33n, 4n) });
    expect(readTarget(SPEC_DEFAULT, '10')).toMatchObject({ ok: true });
    const message = 'Target CGPA must be above 0 and at most 10, with at most 2 decimals';
    expect(targetMessage(SPEC_DEFAULT)).toBe(message);
    for (const bad of ['', 'abc', 'NaN', 'Infinity', '0', '-1', '10.01', '8.123', '1e1x']) {
      expect(readTarget(SPEC_DEFAULT, bad)).toEqual({ ok: false, message });
    }
    expect(
      targetMessage({ ...SPEC_DEFAULT, rounding: { ...SPEC_DEFAULT.rounding, places: 0 } }),
    ).toBe('Target CGPA must be above 0 and at most 10, with a whole number');
  });

  it('reads credits in steps of 0.5 from 0.5 to 100', () => {
    expect(readPlanCredits('20.5', 'Semester 3')).toEqual({ ok: true, value: 20.5 });
    expect(readPlanCredits('100', 'Semester 3')).toEqual({ ok: true, value: 100 });
    const message = planCreditsMessage('Semester 3');
    expect(message).toBe('Semester 3: credits must be from 0.5 to 100, in steps of 0.5');
    for (const bad of ['', '0', '0.25', '100.5', '-2', 'x', '1/2']) {
      expect(readPlanCredits(bad, 'Semester 3')).toEqual({ ok: false, message });
    }
  });

  it('reads the number of remaining semesters, 1 to 20', () => {
    expect(readPlanCount('4')).toEqual({ ok: true, value: 4 });
    expect(PLAN_COUNT_MESSAGE).toBe('Remaining semesters must be a whole number from 1 to 20');
    for (const bad of ['', '0', '21', '2.5', 'two']) {
      expect(readPlanCount(bad)).toEqual({ ok: false, message: PLAN_COUNT_MESSAGE });
    }
  });

  it('starts each remaining semester at the completed semesters’ mean credits, to 0.5', () => {
    const credits = (...values: number[]) => ({
      credits: values.map((value) => exactDecimal(value)),
    });
    expect(defaultSemesterCredits(credits(20, 21))).toBe(20.5);
    expect(defaultSemesterCredits(credits(20, 21.5))).toBe(21);
    expect(defaultSemesterCredits(credits(20, 0, 22))).toBe(21);
    expect(defaultSemesterCredits(credits(0.1))).toBe(0.5);
    expect(defaultSemesterCredits(credits())).toBe(FALLBACK_SEMESTER_CREDITS);
    expect(plannedSemesterName(6, 0)).toBe('Semester 7');
  });

  it('counts the credits of a semester entered from its grade card', () => {
    const semesters: Semester[] = [
      { id: 'q', name: 'Semester 1', subjects: [], entered: { sgpa: 8.25, credits: 22 } },
      {
        id: 's',
        name: 'Semester 2',
        subjects: [{ id: 'm', subjectName: 'M', grade: 10, credit: 10 }],
      },
    ];
    expect(defaultSemesterCredits(planBasis(SPEC_DEFAULT, semesters))).toBe(16);
  });
});
