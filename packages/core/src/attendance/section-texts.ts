/**
 * The closed sections of the attendance calculator, the college's rules and the semester, in
 * English: their fields and the messages only they have. A module of their own so that they
 * travel with the sections' chunk, loaded when one is first opened (or a problem in it opens it),
 * and not in every embed's first load. Their summaries, which the first screen shows, are in
 * form-texts.ts.
 */
import { textModule } from '../i18n/texts';
import type { AttendanceProblem, SectionProblem } from './problems';
import type { AttendanceTexts } from './texts';

const HOLIDAYS_HINT = 'Write a holiday as 25/12/2026, and a break as 24/12/2026 to 1/1/2027.';

function problemText(problem: SectionProblem): string {
  switch (problem.code) {
    case 'bandNotBelow':
      return `A condonation band starts below the requirement (${problem.required} %): ${problem.band} is not below it.`;
    case 'lastDayNotDate':
      return 'The last teaching day is not a date: pick it from the calendar.';
    case 'lastDayTooFar':
      return `The last teaching day, ${problem.lastDay}, is more than a year away: is the year right?`;
    case 'holidaysTooLong':
      return `The holidays are too long: at most ${problem.most} characters. Write a long break as one range.`;
    case 'holidayNotDate':
      return `'${problem.entry}' is not a date. ${HOLIDAYS_HINT}`;
    case 'holidayBackwards':
      return `'${problem.entry}' ends before it starts.`;
    case 'holidayTooLong':
      return `'${problem.entry}' is longer than a year: is a date mistyped?`;
  }
}

export const attendanceSectionTexts = textModule('attendance-sections', {
  // The rules.
  requiredField: 'Required attendance (%)',
  compares: 'The college compares',
  exact: 'The exact percentage (74.99% is short of 75%)',
  whole: 'The percentage rounded to a whole (74.5% counts as 75%)',
  condonationField: 'Condonation bands from (%)',
  leaveField: 'Leave counted as attended (classes)',
  none: 'None',
  perSubject: 'Each subject has its own requirement',
  overall: 'The college also counts all subjects together',
  // The semester.
  lastDay: 'Last teaching day',
  holidays: 'Holidays',
  holidaysExample: '25/12/2026, 24/12/2026 to 1/1/2027',
  holidaysHint: HOLIDAYS_HINT,
  problem: problemText,
});

type SectionTexts = typeof attendanceSectionTexts.en;

// Each code of SectionProblem, so that a new one must be named here.
const SECTION_CODES: Record<SectionProblem['code'], true> = {
  bandNotBelow: true,
  lastDayNotDate: true,
  lastDayTooFar: true,
  holidaysTooLong: true,
  holidayNotDate: true,
  holidayBackwards: true,
  holidayTooLong: true,
};

const isSectionProblem = (problem: AttendanceProblem | SectionProblem): problem is SectionProblem =>
  Object.hasOwn(SECTION_CODES, problem.code);

/** A section's message: its own problems in its words, a count's or a percentage's as a card says them. */
export const sectionMessage = (
  problem: AttendanceProblem | SectionProblem,
  texts: AttendanceTexts,
  own: SectionTexts = attendanceSectionTexts.en,
): string => (isSectionProblem(problem) ? own.problem(problem) : texts.problem(problem));
