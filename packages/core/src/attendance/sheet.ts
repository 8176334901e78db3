/**
 * An attendance sheet as the student types it: the college's rules, the semester's end and
 * holidays, and the subjects with their counts. Every field is kept as typed (a half-typed count,
 * a mistyped date), so nothing she wrote is lost when the page reloads or the sheet moves; the
 * numbers are read from it by sheet-outcome.ts.
 */
import type { AttendanceRounding } from './standing';

export interface AttendanceRules {
  /** The percentage required, as typed: '75'. */
  required: string;
  rounding: AttendanceRounding;
  /**
   * The lower ends of the condonation bands below the requirement, as typed ('65', or '65, 60'):
   * a shortage down to each may be condoned (for a fee, on medical grounds).
   */
  condonation: string;
  /** How many classes of leave (medical, duty) count as attended in a subject; '' for none. */
  leaveLimit: string;
  /** Whether each subject has a requirement of its own. */
  perSubject: boolean;
  /** Whether the college also counts attendance over all subjects together. */
  overall: boolean;
}

export interface AttendanceSemester {
  /** The last teaching day, 'yyyy-mm-dd'; '' when not given. */
  lastDay: string;
  /** Holidays and breaks, as typed (calendar.ts parseHolidays). */
  holidays: string;
}

/** Where a subject's classes still to come are taken from. */
export type RemainingSource = 'none' | 'count' | 'timetable';

export interface AttendanceSubject {
  name: string;
  held: string;
  attended: string;
  /** Classes missed on leave that may count as attended (AttendanceRules.leaveLimit). */
  leave: string;
  /** Its own requirement when AttendanceRules.perSubject; '' for the rules'. */
  required: string;
  remainingFrom: RemainingSource;
  /** The classes still to come, as typed, when remainingFrom is 'count'. */
  remaining: string;
  /** Classes each weekday, Monday first, as typed, when remainingFrom is 'timetable'. */
  timetable: string[];
}

export interface AttendanceSheet {
  rules: AttendanceRules;
  semester: AttendanceSemester;
  subjects: AttendanceSubject[];
}

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
