import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { semestersArb } from '../arbitraries';
import type { Semester, Subject } from '../model';
import type { GradeScale } from './grade-scale';
import { DEFAULT_SCALE, changeScale, profileNumbers } from './profile-scale';
import { GTU } from './presets/gtu';
import { KTU_2019 } from './presets/ktu-2019';
import { MUMBAI_CBCS } from './presets/mumbai';
import { IIT_GANDHINAGAR } from './presets/iit-gandhinagar';
import { SPPU_2019 } from './presets/sppu-2019';
import { UGC_CBCS } from './presets/ugc-cbcs';
import { VTU_2022 } from './presets/vtu-2022';
import { ANNA_R2021 } from './presets/anna-r2021';
import { describeConversion, describeRule, fourPointGpa, percentageView } from './percentage-view';
import {
  attemptViews,
  backlogSummary,
  gradeChangeLine,
  gradeOptionLabel,
  profileTrend,
  scaleMaximum,
  shownGpa,
} from './scale-view';
import { pooledGpa, subject } from './test-subjects';

const semester = (id: string, ...subjects: Subject[]): Semester => ({ id, name: id, subjects });

/** The percentage card's view of these semesters on `scale`. */
const percentageOf = (scale: GradeScale, semesters: readonly Semester[]) =>
  percentageView(scale, profileNumbers(scale, semesters).exactCgpa);

describe('grade options', () => {
  it('keep SPEC’s exact labels on the default scale', () => {
    expect(DEFAULT_SCALE.grades.map((grade) => gradeOptionLabel(DEFAULT_SCALE, grade))).toEqual([
      'O',
      'A+',
      'A',
      'B+',
      'B',
      'C',
      'D',
      'E (Reappear)',
      'F (Fail)',
      'G (Backlog)',
    ]);
  });

  it('show the points on other scales, the meaning for grades outside the GPA', () => {
    expect(KTU_2019.grades.map((grade) => gradeOptionLabel(KTU_2019, grade))).toEqual([
      'O (10)',
      'A+ (9)',
      'A (8.5)',
      'B+ (8)',
      'B (7)',
      'C (6)',
      'P (5)',
      'F (0)',
      'FE (0)',
      'I (Incomplete)',
    ]);
  });

  it('name a scale change grade by grade', () => {
    const ktu = [semester('Semester 1', subject('Maths', 8.5, 4), subject('Physics', 10, 3))];
    const { changes } = changeScale(KTU_2019, GTU, ktu);
    expect(changes.map(gradeChangeLine)).toEqual([
      'Maths: A (8.5) → BB (8)',
      'Physics: O (10) → AA (10)',
    ]);
  });

  it('show 0.00 for a GPA that does not exist', () => {
    expect(shownGpa(DEFAULT_SCALE, null)).toBe('0.00');
    expect(shownGpa(DEFAULT_SCALE, '7.50')).toBe('7.50');
    expect(
      shownGpa({ ...DEFAULT_SCALE, rounding: { ...DEFAULT_SCALE.rounding, places: 1 } }, null),
    ).toBe('0.0');
  });
});

describe('rules in words', () => {
  it('write a short shift as students do, else the line', () => {
    expect(describeRule({ a: 10, b: -7.5 })).toBe('(CGPA − 0.75) × 10');
    expect(describeRule({ a: 10, b: -5 })).toBe('(CGPA − 0.5) × 10');
    expect(describeRule({ a: 10, b: -3.75 })).toBe('10 × CGPA − 3.75');
    expect(describeRule({ a: 7.1, b: 11 })).toBe('7.1 × CGPA + 11');
    expect(describeRule({ a: 10, b: 0 })).toBe('10 × CGPA');
    expect(describeRule({ a: 20, b: 10 })).toBe('(CGPA + 0.5) × 20');
  });

  it('describe every form of conversion', () => {
    expect(describeConversion({ kind: 'none' })).toBeNull();
    expect(describeConversion({ kind: 'linear', a: 9.5, b: 0, roundUpToInteger: true })).toBe(
      '9.5 × CGPA, rounded up',
    );
    expect(
      describeConversion({
        kind: 'piecewise',
        bands: [
          { from: 4, to: 5, a: 10, b: -7.5 },
          { from: 5, to: 10, a: 10, b: 0 },
        ],
      }),
    ).toBe('(CGPA − 0.75) × 10 for CGPA 4–5; 10 × CGPA for CGPA 5–10');
  });
});

describe('the percentage by a scale', () => {
  // O x 4 + A+ x 3 + B x 3 = 40 + 27 + 18 = 85 / 10 = 8.5 on VTU's table.
  const vtu = [semester('S1', subject('a', 10, 4), subject('b', 9, 3), subject('c', 6, 3))];

  it('applies the scale’s rule and names it', () => {
    expect(percentageOf(VTU_2022, vtu)).toEqual({
      percentage: '77.50',
      rule: '(CGPA − 0.75) × 10',
      outsideBands: false,
      disputes: [],
    });
  });

  it('shows each disputed alternative’s result', () => {
    // KTU: 10 × 8.5 − 3.75 = 81.25; the alternative CGPA × 9.5 = 80.75.
    expect(percentageOf(KTU_2019, vtu)).toEqual({
      percentage: '81.25',
      rule: '10 × CGPA − 3.75',
      outsideBands: false,
      disputes: [
        {
          about: 'The percentage conversion',
          alternatives: [
            {
              description: 'CGPA × 9.5',
              result: '80.75',
              sources: ['https://cgpaconverter.com/ktu-cgpa-calculator/'],
            },
          ],
        },
      ],
    });
  });

  it('says when a scale has no conversion, with a disputed one still computed', () => {
    const view = percentageOf(UGC_CBCS, vtu);
    expect([view.percentage, view.rule, view.outsideBands]).toEqual([null, null, false]);
    expect(view.disputes[0]!.alternatives[0]!.result).toBe('77.50');
    expect(percentageOf(IIT_GANDHINAGAR, vtu)).toEqual({
      percentage: null,
      rule: null,
      outsideBands: false,
      disputes: [],
    });
  });

  it('has nothing to convert without credits', () => {
    expect(percentageOf(VTU_2022, [semester('S1')]).percentage).toBeNull();
    expect(percentageOf(VTU_2022, [semester('S1')]).outsideBands).toBe(false);
  });

  it('says when the CGPA lies outside every band of a piecewise conversion', () => {
    const scale = {
      ...SPPU_2019,
      percentage: { kind: 'piecewise' as const, bands: [{ from: 9, to: 10, a: 20, b: -100 }] },
    };
    expect(percentageOf(scale, vtu)).toMatchObject({ percentage: null, outsideBands: true });
    expect(percentageOf(MUMBAI_CBCS, vtu).rule).toBe('7.1 × CGPA + 11');
  });
});

describe('the 4-point conversion', () => {
  it('is proportional, exact and named by its method', () => {
    expect(fourPointGpa('8.50', 10)).toEqual({
      value: '3.40',
      method: 'Proportional: CGPA ÷ 10 × 4',
    });
    // 8.23 × 4 / 10 = 3.292 → 3.29; 9.99 → 3.996 → 4.00.
    expect(fourPointGpa('8.23', 10)!.value).toBe('3.29');
    expect(fourPointGpa('9.99', 10)!.value).toBe('4.00');
    // A scale printing 4 places: 8.5625 × 0.4 = 3.425 exactly, half away from zero gives 3.43.
    expect(fourPointGpa('8.5625', 10)!.value).toBe('3.43');
    expect(fourPointGpa('10.00', 10)!.value).toBe('4.00');
    expect(fourPointGpa('0.00', 10)!.value).toBe('0.00');
  });

  it('divides by the scale’s maximum', () => {
    expect(scaleMaximum(DEFAULT_SCALE)).toBe(10);
    expect(scaleMaximum(IIT_GANDHINAGAR)).toBe(10);
    expect(fourPointGpa('3.00', 5)).toEqual({
      value: '2.40',
      method: 'Proportional: CGPA ÷ 5 × 4',
    });
  });

  it('refuses what is no CGPA', () => {
    expect(fourPointGpa('abc', 10)).toBeNull();
    expect(fourPointGpa('8', 0)).toBeNull();
  });
});

describe('attempts in words', () => {
  const failed = subject('Maths', 0, 4, { gradeCode: 'F' });
  const again = subject('Maths again', 0, 4, { gradeCode: 'F', retakeOf: 'Maths' });
  const cleared = subject('Maths third', 8, 4, { retakeOf: 'Maths again' });

  it('marks an uncleared fail as a backlog that may be retaken', () => {
    const views = attemptViews(DEFAULT_SCALE, [semester('S1', failed), semester('S2')]);
    expect(views.get('Maths')).toEqual({
      backlog: true,
      clearedIn: null,
      attempt: null,
      counted: true,
      retaken: false,
      canRetake: true,
    });
  });

  it('numbers later attempts and says where the backlog was cleared', () => {
    const semesters = [semester('S1', failed), semester('S2', again), semester('S3', cleared)];
    const views = attemptViews(DEFAULT_SCALE, semesters);
    expect(views.get('Maths')).toEqual({
      backlog: false,
      clearedIn: 'S3',
      attempt: null,
      counted: false,
      retaken: true,
      canRetake: false,
    });
    expect(views.get('Maths again')).toEqual({
      backlog: false,
      clearedIn: 'S3',
      attempt: { number: 2, of: 'Maths' },
      counted: false,
      retaken: true,
      canRetake: false,
    });
    expect(views.get('Maths third')).toEqual({
      backlog: false,
      clearedIn: null,
      attempt: { number: 3, of: 'Maths' },
      counted: true,
      retaken: false,
      canRetake: false,
    });
    expect(backlogSummary(profileNumbers(DEFAULT_SCALE, semesters))).toBe(
      'Backlogs: 0 active, 1 cleared',
    );
  });

  it('treats a temporary grade as a backlog too (Anna University’s RA)', () => {
    const ra = subject('Maths', 0, 4, { gradeCode: 'RA' });
    const views = attemptViews(ANNA_R2021, [semester('S1', ra)]);
    expect(views.get('Maths')).toMatchObject({ backlog: true, canRetake: true });
    expect(backlogSummary(profileNumbers(ANNA_R2021, [semester('S1', ra)]))).toBe(
      'Backlogs: 1 active, 0 cleared',
    );
  });

  it('says nothing of backlogs where there are none', () => {
    const passed = [semester('S1', subject('Maths', 9, 4))];
    expect(backlogSummary(profileNumbers(DEFAULT_SCALE, passed))).toBeNull();
    expect(attemptViews(DEFAULT_SCALE, passed).get('Maths')).toMatchObject({
      backlog: false,
      canRetake: false,
      counted: true,
    });
  });
});

describe('the trend by a scale', () => {
  it('is exactly the pooled trend of data saved before scales on the default scale', () => {
    fc.assert(
      fc.property(semestersArb, (semesters) => {
        const value = (gpa: string | null) => (gpa === null ? null : Number(gpa));
        expect(profileTrend(semesters, profileNumbers(DEFAULT_SCALE, semesters))).toEqual(
          semesters.map((item, index) => ({
            semesterId: item.id,
            name: item.name,
            sgpa: value(pooledGpa([item])),
            cgpa: value(pooledGpa(semesters.slice(0, index + 1))),
          })),
        );
      }),
    );
  });

  it('follows the scale: KTU’s A is 8.5', () => {
    const semesters = [semester('S1', subject('a', 8.5, 4)), semester('S2')];
    expect(profileTrend(semesters, profileNumbers(KTU_2019, semesters))).toEqual([
      { semesterId: 'S1', name: 'S1', sgpa: 8.5, cgpa: 8.5 },
      { semesterId: 'S2', name: 'S2', sgpa: null, cgpa: 8.5 },
    ]);
  });
});
