/**
 * The attendance sheet's types alone, with no code: what the element's declarations (its `store`
 * property) carry to embedders.
 */

/** How the college compares a percentage with its requirement. */
export type AttendanceRounding =
  /** The exact percentage: 74.99 % is below 75 %. */
  | 'exact'
  /** Rounded to the nearest whole percent first, halves up: 74.5 % counts as 75 %. */
  | 'whole';

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
