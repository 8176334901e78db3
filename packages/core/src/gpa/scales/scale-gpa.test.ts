import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDecimal } from '../../rational';
import type { PercentageScheme } from '../percentage';
import { cgpaToPercentage } from '../percentage';
import type { AttemptedSubject } from './attempts';
import { backlogState, countedAttempts, hasArrearHistory } from './attempts';
import type { GradeScale } from './grade-scale';
import type { PercentageConversion } from './percentage-conversion';
import { convertPercentage } from './percentage-conversion';
import { SPEC_DEFAULT } from './presets/spec-default';
import { fail, outside, pass } from './presets/build';
import { gradeByCode, summarizeUnderScale } from './scale-gpa';

const O = pass('O', 'Outstanding', 10);
const B = pass('B', 'Above Average', 6);
const F = fail('F', 'Fail');
const E = fail('E', 'Reappear', true);
const I = outside('I', 'Incomplete', { isTemporary: true });

function attempts(credit: number, ...grades: AttemptedSubject['attempts']): AttemptedSubject {
  return { credit, attempts: grades };
}

describe('percentage conversions as data', () => {
  const schemes: [PercentageScheme, PercentageConversion][] = [
    ['cbse', { kind: 'linear', a: 9.5, b: 0 }],
    ['vtu', { kind: 'linear', a: 10, b: -7.5 }],
    ['times10', { kind: 'linear', a: 10, b: 0 }],
  ];

  it('express each of the card’s conversions, limits included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom(...schemes),
        (hundredths, [scheme, conversion]) => {
          const cgpa = hundredths / 100;
          const card = cgpaToPercentage(cgpa, scheme);
          const converted = convertPercentage(conversion, parseDecimal(String(cgpa))!);
          expect(converted?.text).toBe('percentage' in card ? card.percentage : null);
        },
      ),
    );
  });

  it('expresses a custom (CGPA − offset) × multiplier as a × CGPA + b', () => {
    const card = cgpaToPercentage(8, 'custom', { multiplier: 9, offset: 0.5 });
    const converted = convertPercentage({ kind: 'linear', a: 9, b: -4.5 }, parseDecimal('8')!);
    expect(converted?.text).toBe('percentage' in card ? card.percentage : null);
  });

  it('finds the band of a piecewise conversion, the last one closed at its end', () => {
    const conversion: PercentageConversion = {
      kind: 'piecewise',
      bands: [
        { from: 4, to: 5, a: 10, b: 0 },
        { from: 5, to: 10, a: 10, b: 1 },
      ],
    };
    const text = (cgpa: string) => convertPercentage(conversion, parseDecimal(cgpa)!)?.text;
    expect(text('3.99')).toBeUndefined();
    expect(text('4')).toBe('40.00');
    expect(text('4.99')).toBe('49.90');
    expect(text('5')).toBe('51.00');
    expect(text('10')).toBe('100.00');
    expect(text('10.01')).toBeUndefined();
  });
});

describe('attempts', () => {
  it('count once, with the grade of the attempt that cleared the subject', () => {
    expect(countedAttempts(attempts(4, F, E, B), 'clearing-attempt')).toEqual([B]);
    // An improvement attempt after clearing does not replace the clearing grade.
    expect(countedAttempts(attempts(4, B, O), 'clearing-attempt')).toEqual([B]);
    expect(countedAttempts(attempts(4, F, E), 'clearing-attempt')).toEqual([E]);
    expect(countedAttempts(attempts(4, F, B), 'every-attempt')).toEqual([F, B]);
  });

  it('tell active, cleared and no backlogs apart', () => {
    expect(backlogState(attempts(4, O))).toBe('none');
    expect(backlogState(attempts(4, F))).toBe('active');
    expect(backlogState(attempts(4, I))).toBe('active');
    expect(backlogState(attempts(4, F, E))).toBe('active');
    expect(backlogState(attempts(4, F, B))).toBe('cleared');
    expect(backlogState(attempts(4, I, B))).toBe('none');
    expect(hasArrearHistory([attempts(4, O), attempts(3, F, B)])).toBe(true);
    expect(hasArrearHistory([attempts(4, O), attempts(3, I, B)])).toBe(false);
  });

  it('make a cleared backlog count once in the CGPA, and count it as cleared', () => {
    // O in 4 credits, and 4 credits failed then cleared with B: (40 + 24) / 8 = 8.
    const summary = summarizeUnderScale(SPEC_DEFAULT, [
      { subjects: [attempts(4, O), attempts(4, F, B)] },
    ]);
    expect(summary.cgpa).toBe('8.00');
    expect(summary.backlogs).toEqual({ active: 0, cleared: 1 });
    const everyAttempt: GradeScale = { ...SPEC_DEFAULT, repeatedSubjects: 'every-attempt' };
    expect(
      summarizeUnderScale(everyAttempt, [{ subjects: [attempts(4, O), attempts(4, F, B)] }]).cgpa,
    ).toBe('5.33');
  });
});

describe('aggregation', () => {
  const semesters = [
    { subjects: [attempts(4, O), attempts(1, B)] }, // 46 / 5 = 9.2
    { subjects: [attempts(2, B)] }, // 6
    { subjects: [attempts(3, O)] }, // 10
    { subjects: [] },
  ];
  const cgpa = (aggregation: GradeScale['aggregation']) =>
    summarizeUnderScale({ ...SPEC_DEFAULT, aggregation }, semesters).cgpa;

  it('pools credits, averages semesters, weighs years or takes the last semesters', () => {
    expect(cgpa({ kind: 'credit-weighted' })).toBe('8.80'); // (40 + 6 + 12 + 30) / 10
    expect(cgpa({ kind: 'mean-of-semesters' })).toBe('8.40'); // (9.2 + 6 + 10) / 3
    // Years of two semesters: (46 + 12) / 7 = 8.29 printed, and 10; (8.29 + 1.5 × 10) / 2.5.
    expect(cgpa({ kind: 'year-weighted', semestersPerYear: 2, weights: [1, 1.5] })).toBe('9.32');
    expect(cgpa({ kind: 'last-semesters', count: 3 })).toBe('8.40'); // 42 / 5
  });

  it('gives no CGPA for more years than the weights cover', () => {
    expect(cgpa({ kind: 'year-weighted', semestersPerYear: 1, weights: [1, 1, 1] })).toBeNull();
  });

  it('looks grades up by code', () => {
    expect(gradeByCode(SPEC_DEFAULT, 'A+')?.points).toBe(9);
    expect(gradeByCode(SPEC_DEFAULT, 'Z')).toBeUndefined();
  });
});
