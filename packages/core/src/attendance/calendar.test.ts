import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classesToCome,
  dateText,
  dayOf,
  dayOfIso,
  isoOf,
  parseHolidays,
  weekdayOf,
} from './calendar';
import { attendanceSectionTexts } from './section-texts';

const day = (iso: string) => dayOfIso(iso)!;

describe('dates', () => {
  it('numbers real dates only, and knows their weekdays', () => {
    expect(dayOf(2026, 2, 29)).toBeNull();
    expect(dayOf(2028, 2, 29)).not.toBeNull();
    expect(dayOfIso('2026-13-01')).toBeNull();
    // 28 November 2026 is a Saturday (5, Monday being 0).
    expect(weekdayOf(day('2026-11-28'))).toBe(5);
    expect([isoOf(day('2026-11-28')), dateText(day('2026-01-05'))]).toEqual([
      '2026-11-28',
      '05/01/2026',
    ]);
  });

  it('agrees with the browser calendar on every weekday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (number) => {
        expect(weekdayOf(number)).toBe((new Date(number * 86_400_000).getUTCDay() + 6) % 7);
        expect(dayOfIso(isoOf(number))).toBe(number);
      }),
    );
  });
});

describe('parseHolidays', () => {
  it('reads dates day first or ISO, and breaks, separated by commas, semicolons or lines', () => {
    const parsed = parseHolidays(
      '25/12/2026, 2027-01-26\n31-12-2026 to 1.1.2027; 14/1/2027 - 15/1/2027',
    );
    expect('days' in parsed && [...parsed.days].map(isoOf).sort()).toEqual([
      '2026-12-25',
      '2026-12-31',
      '2027-01-01',
      '2027-01-14',
      '2027-01-15',
      '2027-01-26',
    ]);
    expect(parseHolidays('  ')).toEqual({ days: new Set() });
    // A break as Hindi writes it, 'से' between its ends.
    const hindi = parseHolidays('24/12/2026 से 26/12/2026');
    expect('days' in hindi && [...hindi.days].map(isoOf)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('names the entry it cannot read', () => {
    const said = (text: string) => {
      const parsed = parseHolidays(text);
      return 'problem' in parsed ? attendanceSectionTexts.en.problem(parsed.problem) : parsed;
    };
    expect(said('25/12/2026, 31/02/2027')).toBe(
      `'31/02/2027' is not a date. ${attendanceSectionTexts.en.holidaysHint}`,
    );
    expect(said('1/1/2027 to 25/12/2026')).toBe(`'1/1/2027 to 25/12/2026' ends before it starts.`);
    expect(said('1/1/2026 to 1/1/2028')).toMatch(/longer than a year/);
    expect(said('x'.repeat(5000))).toMatch(/too long/);
  });
});

describe('classesToCome', () => {
  it('counts each weekday from tomorrow to the last day, leaving out holidays', () => {
    // Sun 29 Nov to Fri 11 Dec 2026: two Mondays, two Wednesdays, two Fridays.
    const timetable = [2, 0, 1, 0, 1, 0, 0];
    const holidays = new Set([day('2026-12-02')]);
    expect(classesToCome(timetable, day('2026-11-28'), day('2026-12-11'), holidays)).toEqual({
      classes: 7,
      timetable,
      days: [2, 2, 1, 2, 2, 1, 2],
      from: day('2026-11-29'),
      to: day('2026-12-11'),
      holidays: 1,
      classesOnHolidays: 1,
    });
    expect(classesToCome(timetable, day('2026-11-28'), day('2026-11-28'), new Set()).classes).toBe(
      0,
    );
  });

  it('matches a count made day by day with the browser calendar', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 20_000, max: 21_000 }),
        fc.integer({ min: -5, max: 200 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 200 }), { maxLength: 20 }),
        (timetable, today, length, offsets) => {
          const holidays = new Set(offsets.map((offset) => today + offset));
          let expected = 0;
          for (let number = today + 1; number <= today + length; number++) {
            const weekday = (new Date(number * 86_400_000).getUTCDay() + 6) % 7;
            if (!holidays.has(number)) expected += timetable[weekday]!;
          }
          expect(classesToCome(timetable, today, today + length, holidays).classes).toBe(expected);
        },
      ),
    );
  });
});
