/**
 * The classes still to come from a weekly timetable: every day from tomorrow to the last teaching
 * day, each weekday's classes, less the holidays. Dates are whole days numbered from 1970-01-01
 * (UTC), so no time zone or clock change moves a class from one day to another.
 */
import type { SectionProblem } from './problems';

/** The weekdays in a timetable's order, as the calculator labels them. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The most classes of one subject on one day. */
export const MAX_CLASSES_A_DAY = 9;

/** The last teaching day can be at most this many days after today: a semester, with room. */
export const MAX_DAYS_AHEAD = 366;

/** The longest holiday list taken, in characters: a year of single dates, written out. */
export const MAX_HOLIDAYS_LENGTH = 4000;

const MS_A_DAY = 86_400_000;

/** The day number of a calendar date, or null when there is no such date (31/02/2026). */
export function dayOf(year: number, month: number, day: number): number | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const time = Date.UTC(year, month - 1, day);
  return new Date(time).getUTCDate() === day ? time / MS_A_DAY : null;
}

/** The day number of 'yyyy-mm-dd' (an `<input type="date">`'s value), or null. */
export function dayOfIso(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return match && dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A day as 'yyyy-mm-dd'. */
export const isoOf = (day: number): string => new Date(day * MS_A_DAY).toISOString().slice(0, 10);

/** A day as India writes it: '25/12/2026'. */
export function dateText(day: number): string {
  const [year, month, date] = isoOf(day).split('-');
  return `${date}/${month}/${year}`;
}

/** Monday 0 … Sunday 6; day 0, 1970-01-01, was a Thursday. */
export const weekdayOf = (day: number): number => (((day + 3) % 7) + 7) % 7;

/** 25/12/2026, 25-12-2026 or 25.12.2026 (day first, as in India), or 2026-12-25. */
function readDate(text: string): number | null {
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dayFirst) return dayOf(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return dayOfIso(text);
}

/**
 * The days a holiday list leaves out: dates and breaks ('24/12/2026 to 1/1/2027', or with a dash
 * between spaces, or 'से' as Hindi writes it), separated by commas, semicolons or new lines; or the
 * problem with the first entry that is not a date or a break.
 */
export function parseHolidays(
  text: string,
): { days: ReadonlySet<number> } | { problem: SectionProblem } {
  if (text.length > MAX_HOLIDAYS_LENGTH) {
    return { problem: { code: 'holidaysTooLong', most: MAX_HOLIDAYS_LENGTH } };
  }
  const days = new Set<number>();
  for (const entry of text.split(/[,;\n]/).map((part) => part.trim())) {
    if (entry === '') continue;
    const ends = entry.split(/\s+(?:to|से|–|—|-)\s+/i);
    const [first, last] = ends.map(readDate);
    if (ends.length > 2 || first == null || (ends.length === 2 && last == null)) {
      return { problem: { code: 'holidayNotDate', entry } };
    }
    const end = last ?? first;
    if (end < first) return { problem: { code: 'holidayBackwards', entry } };
    if (end - first > MAX_DAYS_AHEAD) return { problem: { code: 'holidayTooLong', entry } };
    for (let day = first; day <= end; day++) days.add(day);
  }
  return { days };
}

/** What a timetable gives from tomorrow to the last teaching day. */
export interface ClassesToCome {
  classes: number;
  /** Classes a weekday, Monday first, as the timetable gives them. */
  timetable: readonly number[];
  /** How many of each weekday, Monday first, fall in the span and are not holidays. */
  days: number[];
  /** The first and last days counted (tomorrow and the last teaching day). */
  from: number;
  to: number;
  /** Holidays in that span on which the timetable had classes, and the classes they took. */
  holidays: number;
  classesOnHolidays: number;
}

/**
 * The classes of `timetable` (classes a weekday, Monday first) on each day after `today` up to
 * `lastDay`, leaving out `holidays`. None when the last day is today or before.
 */
export function classesToCome(
  timetable: readonly number[],
  today: number,
  lastDay: number,
  holidays: ReadonlySet<number>,
): ClassesToCome {
  const result: ClassesToCome = {
    classes: 0,
    timetable,
    days: [0, 0, 0, 0, 0, 0, 0],
    from: today + 1,
    to: lastDay,
    holidays: 0,
    classesOnHolidays: 0,
  };
  for (let day = today + 1; day <= lastDay; day++) {
    const weekday = weekdayOf(day);
    const classes = timetable[weekday] ?? 0;
    if (!holidays.has(day)) {
      result.classes += classes;
      result.days[weekday]! += 1;
    } else if (classes > 0) {
      result.holidays += 1;
      result.classesOnHolidays += classes;
    }
  }
  return result;
}
