/**
 * The attendance calculator's labels, notices and messages of its own (SPEC's style), in English:
 * the sheet's fields, the college's rules, the semester, Export and Import, where the sheet is kept.
 */
import { textModule } from '../i18n/texts';
import type { RemainingSource } from './sheet-types';

const SOURCES: Record<RemainingSource, string> = {
  none: 'Not planned',
  count: 'A number',
  timetable: 'From the timetable',
};

export const attendanceFormTexts = textModule('attendance-form', {
  title: 'Attendance Calculator',
  loading: 'Loading your attendance from your account…',
  fromLink:
    'These subjects came from a link. Your own, saved on this device, are kept until you save these in their place.',
  keepLinked: 'Save these instead',
  subjectsList: 'Subjects',
  addSubject: 'Add subject',
  allTogether: 'All subjects together',
  fixedRules: (rules: string) => `Rules set by this site: ${rules}.`,
  // A subject's card.
  subject: 'Subject',
  remove: 'Remove',
  toCome: 'Classes still to come',
  source: (source: RemainingSource) => SOURCES[source],
  eachWeekday: 'Classes each weekday',
  // The rules, and the line that sums them up.
  rules: (line: string) => `College rules: ${line}`,
  requiredLine: (required: string) => `${required}% required`,
  roundedLine: 'rounded to a whole percent',
  condonationLine: (from: string) => `condonation from ${from}%`,
  leaveLine: (classes: string) => `up to ${classes} classes of leave count`,
  perSubjectLine: 'each subject its own',
  overallLine: 'all subjects counted together too',
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
  semester: (lastDay: string | null) =>
    `Semester end and holidays${lastDay === null ? '' : `: to ${lastDay}`}`,
  lastDay: 'Last teaching day',
  holidays: 'Holidays',
  holidaysExample: '25/12/2026, 24/12/2026 to 1/1/2027',
  // Export and Import.
  export: 'Export',
  import: 'Import',
  fileLabel: 'Attendance file to import',
  notASheet:
    'This file is not an attendance sheet the calculator can read: choose a file it exported.',
  imported: (subjects: string) => `Imported ${subjects}.`,
  replaceAsk: (mine: string, theirs: string) => `Replace your ${mine} with the file’s ${theirs}?`,
  replace: 'Replace',
  keepMine: 'Keep mine',
  // Where the sheet is kept.
  unreadableDevice:
    'Your saved attendance could not be read. It was kept as a backup and the calculator started fresh.',
  unreadableAccount:
    'Your attendance saved in your account could not be read, so it is left as it is and nothing here is saved over it.',
  notLoaded: 'Your attendance could not be loaded from your account. Reload the page to try again.',
  notSavedDevice:
    'This browser does not let the calculator save here: your subjects are kept until you leave the page.',
  notSavedAccount:
    'Your attendance could not be saved to your account. It is kept on this page; check your connection.',
});
