import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Rational } from '../rational';
import { ZERO, add, mul, rational } from '../rational';
import { semester, semestersArb, subject, subjectsArb } from './arbitraries';
import { exactDecimal, exactGpa, formatPoints } from './gpa';
import type { Semester, Subject } from './model';
import type { ProfileNumbers } from './scales/profile-scale';
import { DEFAULT_SCALE, profileNumbers } from './scales/profile-scale';

/** The figures the summary shows for these semesters on SPEC's scale ('0.00' without credits). */
function summary(semesters: readonly Semester[]) {
  const numbers: ProfileNumbers = profileNumbers(DEFAULT_SCALE, semesters);
  return {
    gpa: numbers.cgpa ?? '0.00',
    credits: numbers.creditsCounted,
    subjects: numbers.subjectsCounted,
  };
}

const summarizeSubjects = (subjects: Subject[]) => summary([semester('1', subjects)]);

/** An independent oracle: integer arithmetic on half-credits, rounding half up at 2 decimals. */
function referenceGpa(subjects: readonly Subject[]): string {
  const halves = subjects.map((s) => ({ grade: BigInt(s.grade), credit: BigInt(s.credit * 2) }));
  const credits = halves.reduce((sum, s) => sum + s.credit, 0n);
  if (credits === 0n) return '0.00';
  const points = halves.reduce((sum, s) => sum + s.grade * s.credit, 0n);
  const hundredths = (200n * points + credits) / (2n * credits);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

function shuffled<T>(items: readonly T[], keys: readonly number[]): T[] {
  return items
    .map((item, index) => ({ item, key: keys[index] ?? 0 }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

describe('the GPA of subjects', () => {
  it('is 0.00 without subjects or without credits', () => {
    expect(summarizeSubjects([])).toEqual({ gpa: '0.00', credits: 0, subjects: 0 });
    expect(summarizeSubjects([subject(9, 0), subject(7, 0, 'b')])).toEqual({
      gpa: '0.00',
      credits: 0,
      subjects: 2,
    });
  });

  it('divides Σ grade × credit by Σ credits', () => {
    // (10 × 4 + 8 × 3 + 0 × 2) / 9 = 64 / 9 = 7.111...
    const summary = summarizeSubjects([subject(10, 4), subject(8, 3), subject(0, 2)]);
    expect(summary).toEqual({ gpa: '7.11', credits: 9, subjects: 3 });
  });

  it('counts a subject with 0 credits but adds no credit for it', () => {
    const summary = summarizeSubjects([subject(6, 3), subject(10, 0)]);
    expect(summary).toEqual({ gpa: '6.00', credits: 3, subjects: 2 });
  });

  it('rounds a true x.xx5 half away from zero, where binary floats round it down', () => {
    // 7 × 99.5 + 8 × 0.5 = 700.5 over 100 credits: exactly 7.005. (700.5 / 100).toFixed(2) is 7.00.
    expect((700.5 / 100).toFixed(2)).toBe('7.00');
    expect(summarizeSubjects([subject(7, 99.5), subject(8, 0.5)]).gpa).toBe('7.01');
    // 9 × 11.5 + 8 × 8.5 = 171.5 over 20 credits: exactly 8.575; toFixed and Math.round both give 8.57.
    expect((171.5 / 20).toFixed(2)).toBe('8.57');
    expect(Math.round((171.5 / 20) * 100) / 100).toBe(8.57);
    expect(summarizeSubjects([subject(9, 11.5), subject(8, 8.5)]).gpa).toBe('8.58');
  });

  it('never rounds a value just below the half up', () => {
    // (7 × 200 + 9 × 0.5) / 200.5 = 7.004987...
    expect(summarizeSubjects([subject(7, 200), subject(9, 0.5)]).gpa).toBe('7.00');
  });

  it('matches integer arithmetic on half-credits for any subjects', () => {
    fc.assert(
      fc.property(subjectsArb, (subjects) => {
        expect(summarizeSubjects(subjects).gpa).toBe(referenceGpa(subjects));
      }),
    );
  });

  it('does not depend on the order of subjects', () => {
    fc.assert(
      fc.property(subjectsArb, fc.array(fc.double({ noNaN: true })), (subjects, keys) => {
        expect(summarizeSubjects(shuffled(subjects, keys))).toEqual(summarizeSubjects(subjects));
      }),
    );
  });

  it('reads numbers as the decimals they print as', () => {
    expect(exactDecimal(0.1)).toEqual(rational(1n, 10n));
    expect(exactDecimal(1e21)).toEqual(rational(10n ** 21n));
    expect(exactDecimal(Number.NaN)).toEqual(ZERO);
    // 0.1 + 0.2 credits are 0.3 exactly, not 0.30000000000000004.
    expect(summarizeSubjects([subject(10, 0.1), subject(10, 0.2, 'b')]).credits).toBe(0.3);
  });
});

describe('the GPA of semesters', () => {
  const first = semester('1', [subject(10, 4), subject(6, 4, 'b')]);
  const second = semester('2', [subject(9, 2)]);
  const empty = semester('3', []);

  it('pools all subjects of all semesters', () => {
    // (40 + 24 + 18) / 10 = 8.2, not the mean of 8.00 and 9.00.
    expect(summary([first, second, empty])).toEqual({ gpa: '8.20', credits: 10, subjects: 3 });
    expect(profileNumbers(DEFAULT_SCALE, [first, second, empty])).toMatchObject({
      sgpas: ['8.00', '9.00', null],
      trend: ['8.00', '8.20', '8.20'],
      semesterCredits: [8, 2, 0],
    });
    expect(summary([])).toEqual({ gpa: '0.00', credits: 0, subjects: 0 });
  });

  it('equals the credit-weighted mean of the semester GPAs, exactly', () => {
    fc.assert(
      fc.property(semestersArb, (semesters) => {
        const credits = (subjects: readonly Subject[]) =>
          subjects.reduce<Rational>((sum, s) => add(sum, exactDecimal(s.credit)), ZERO);
        let weighted = ZERO;
        let total = ZERO;
        for (const { subjects } of semesters) {
          const gpa = exactGpa(subjects);
          if (gpa === null) continue;
          weighted = add(weighted, mul(gpa, credits(subjects)));
          total = add(total, credits(subjects));
        }
        const pooled = exactGpa(semesters.flatMap((s) => s.subjects));
        const mean =
          total.num === 0n ? null : rational(weighted.num * total.den, weighted.den * total.num);
        expect(pooled).toEqual(mean);
      }),
    );
  });
});

describe('formatPoints', () => {
  it('multiplies grade by credit with 2 decimals', () => {
    expect(formatPoints({ grade: 9, credit: 0.5 })).toBe('4.50');
    expect(formatPoints({ grade: 10, credit: 4 })).toBe('40.00');
    expect(formatPoints({ grade: 0, credit: 3 })).toBe('0.00');
    // 0.1 × 3 is 0.30000000000000004 in floats; exact decimals make it 0.30.
    expect(formatPoints({ grade: 3, credit: 0.1 })).toBe('0.30');
  });
});
