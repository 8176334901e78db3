/**
 * An attendance sheet as the student types it: the college's rules, the semester's end and
 * holidays, and the subjects with their counts. Every field is kept as typed (a half-typed count,
 * a mistyped date), so nothing she wrote is lost when the page reloads or the sheet moves; the
 * numbers are read from it by sheet-outcome.ts.
 */
import type { AttendanceRules, AttendanceSheet, AttendanceSubject } from './sheet-types';

export type * from './sheet-types';

/** The most subjects a sheet holds: a semester's, twice over. */
export const MAX_SUBJECTS = 30;

/** The longest subject name, in characters. */
export const MAX_SUBJECT_NAME_LENGTH = 60;

/** Most colleges in India require 75 %. */
export const DEFAULT_REQUIRED = '75';

export const DEFAULT_RULES: AttendanceRules = {
  required: DEFAULT_REQUIRED,
  rounding: 'exact',
  condonation: '',
  leaveLimit: '',
  perSubject: false,
  overall: false,
};

export const blankSubject = (name = ''): AttendanceSubject => ({
  name,
  held: '',
  attended: '',
  leave: '',
  required: '',
  remainingFrom: 'none',
  remaining: '',
  timetable: ['', '', '', '', '', '', ''],
});

/** A new sheet: the rules given (a portal's attributes) and one empty subject. */
export const blankSheet = (rules: AttendanceRules = DEFAULT_RULES): AttendanceSheet => ({
  rules,
  semester: { lastDay: '', holidays: '' },
  subjects: [blankSubject()],
});

/** Whether a sheet holds anything worth keeping: a count typed into a subject. */
export const hasCounts = (sheet: AttendanceSheet): boolean =>
  sheet.subjects.some((subject) => subject.held.trim() !== '' || subject.attended.trim() !== '');
