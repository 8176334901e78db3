/**
 * Why a sheet's field cannot be worked out, as a code with the values its message names: the
 * messages are texts (texts.ts `problem`, section-texts.ts `problem`), said in the element's
 * language.
 */

/** The fields that take a whole count of classes. */
export type CountField = 'held' | 'attended' | 'leave' | 'remaining' | 'leaveLimit';

/** The fields that take a percentage: the rules' requirement, a subject's own, the bands. */
export type PercentageField = 'required' | 'subjectRequired' | 'condonation';

/** A problem a subject's card can show (the rules' counts and percentages share some). */
export type AttendanceProblem =
  | { code: 'negative' | 'notWhole' | 'notNumber'; field: CountField }
  | { code: 'tooMany'; field: CountField; most: number }
  | { code: 'notPercentage'; field: PercentageField }
  | { code: 'attendedOverHeld'; attended: number; held: number }
  | { code: 'leaveOverHeld'; together: number; held: number }
  /** A timetable's day (Monday 0) with more classes than a day takes, or not a number. */
  | { code: 'timetableDay'; weekday: number; most: number }
  | { code: 'needsLastDay' };

/**
 * A problem only the fields of a closed section have (the rules', the semester's): said by the
 * section's texts, which come with its fields.
 */
export type SectionProblem =
  /** A condonation band (as typed) not below the requirement (as typed). */
  | { code: 'bandNotBelow'; band: string; required: string }
  | { code: 'lastDayNotDate' }
  /** The last teaching day as India writes it ('25/12/2027'). */
  | { code: 'lastDayTooFar'; lastDay: string }
  | { code: 'holidaysTooLong'; most: number }
  /** A holiday entry (as typed) that is no date, ends before it starts, or is over a year. */
  | { code: 'holidayNotDate' | 'holidayBackwards' | 'holidayTooLong'; entry: string };
