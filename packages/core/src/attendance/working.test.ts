import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workingText } from '../working';
import { readWorking } from '../working-arithmetic';
import { dateText, dayOfIso, isoOf } from './calendar';
import type { AttendanceSheet } from './sheet';
import { DEFAULT_RULES, blankSheet, blankSubject } from './sheet';
import { attendanceWorking } from './working';

const TODAY = dayOfIso('2026-11-28')!;

const sheetWith = (
  counts: { held: string; attended: string; remaining?: string },
  rules: Partial<AttendanceSheet['rules']> = {},
): AttendanceSheet => ({
  ...blankSheet({ ...DEFAULT_RULES, ...rules }),
  subjects: [
    {
      ...blankSubject('Physics'),
      ...counts,
      remainingFrom: counts.remaining === undefined ? 'none' : 'count',
    },
  ],
});

describe('attendanceWorking', () => {
  it('solves for the classes to attend, and checks the answer and the one before', () => {
    expect(workingText(attendanceWorking(sheetWith({ held: '40', attended: '28' }), TODAY)!)).toBe(
      [
        '1. Physics',
        '   1. Classes held: 40, counted as attended: 28',
        '   2. Attendance = 28 ÷ 40 × 100 = 70',
        '   3. Required: 75%, compared exactly: 75% is enough, anything less is short.',
        '   4. Attending the next x classes in a row: (28 + x) ÷ (40 + x) × 100 ≥ 75,',
        '   5. so x ≥ (75 × 40 − 100 × 28) ÷ (100 − 75) = 8, and x = 8, the least whole number.',
        '   6. Attending 8: (28 + 8) ÷ (40 + 8) × 100 = 75 ≥ 75',
        '   7. Attending 7: (28 + 7) ÷ (40 + 7) × 100 = 3500/47 ≈ 74.46 < 75',
        'Attendance = 70.00%, short',
      ].join('\n'),
    );
  });

  it('has none while no subject has its counts', () => {
    expect(attendanceWorking(sheetWith({ held: '', attended: '3' }), TODAY)).toBeNull();
    expect(attendanceWorking(sheetWith({ held: '4', attended: '5' }), TODAY)).toBeNull();
  });

  it('is true as written for any counts, requirement, rounding and classes to come', () => {
    const counts = fc
      .integer({ min: 0, max: 500 })
      .chain((held) =>
        fc.tuple(
          fc.constant(held),
          fc.integer({ min: 0, max: held }),
          fc.option(fc.integer({ min: 0, max: 200 })),
        ),
      );
    const required = fc.oneof(
      fc.constantFrom('75', '80', '85', '100', '66.67', '60.5'),
      fc.integer({ min: 1, max: 10000 }).map((hundredths) => `${hundredths / 100}`),
    );
    fc.assert(
      fc.property(
        counts,
        required,
        fc.constantFrom('exact' as const, 'whole' as const),
        ([held, attended, remaining], requirement, rounding) => {
          const sheet = sheetWith(
            { held: `${held}`, attended: `${attended}`, remaining: remaining?.toString() },
            { required: requirement, rounding },
          );
          const working = attendanceWorking(sheet, TODAY)!;
          const reading = readWorking(working);
          expect(reading.problems).toEqual([]);
          // At least the percentage, where there is one.
          expect(reading.claims).toBeGreaterThanOrEqual(held === 0 ? 0 : 1);
        },
      ),
    );
  });

  it('is true as written with a timetable, holidays and all subjects together', () => {
    const subjectArb = fc.integer({ min: 0, max: 300 }).chain((held) =>
      fc.record({
        held: fc.constant(`${held}`),
        attended: fc.integer({ min: 0, max: held }).map(String),
        timetable: fc.array(fc.constantFrom('', '0', '1', '2', '3'), {
          minLength: 7,
          maxLength: 7,
        }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(subjectArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 150 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 150 }), { maxLength: 10 }),
        (subjects, days, holidays) => {
          const sheet: AttendanceSheet = {
            rules: { ...DEFAULT_RULES, overall: true },
            semester: {
              lastDay: isoOf(TODAY + days),
              holidays: holidays.map((offset) => dateText(TODAY + offset)).join(', '),
            },
            subjects: subjects.map((subject, index) => ({
              ...blankSubject(`S${index}`),
              ...subject,
              remainingFrom: 'timetable',
            })),
          };
          const working = attendanceWorking(sheet, TODAY)!;
          expect(readWorking(working).problems).toEqual([]);
          expect(working.result.label).toBe('Overall');
        },
      ),
      { numRuns: 60 },
    );
  });
});
