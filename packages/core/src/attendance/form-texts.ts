/**
 * The attendance calculator's labels, notices and messages of its own (SPEC's style), in English:
 * the sheet's fields, the summaries of the college's rules and of the semester, Export and Import,
 * where the sheet is kept. The fields of those two sections are section-texts.ts', and what
 * Import says import-texts.ts': their chunks bring them.
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
  // The rules' summary, the line that sums them up.
  rules: (line: string) => `College rules: ${line}`,
  requiredLine: (required: string) => `${required}% required`,
  roundedLine: 'rounded to a whole percent',
  condonationLine: (from: string) => `condonation from ${from}%`,
  leaveLine: (classes: string) => `up to ${classes} classes of leave count`,
  perSubjectLine: 'each subject its own',
  overallLine: 'all subjects counted together too',
  // The semester's summary.
  semester: (lastDay: string | null) =>
    `Semester end and holidays${lastDay === null ? '' : `: to ${lastDay}`}`,
  // Export and Import's buttons (what Import says is import-texts.ts').
  export: 'Export',
  import: 'Import',
  fileLabel: 'Attendance file to import',
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
