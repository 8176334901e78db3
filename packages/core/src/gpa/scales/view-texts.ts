/**
 * Words the GPA element shows of a profile wherever it shows it (its screen, its working, its
 * printed report), in English: the table heads they share, and each subject's place among its
 * attempts (scale-view.ts `attemptNotes`, `backlogSummary`).
 */
import { textModule } from '../../i18n/texts';

export const viewTexts = textModule('gpa-view', {
  semester: 'Semester',
  subject: 'Subject',
  credits: 'Credits',
  /** A later attempt: 'Attempt 2 of Maths'. */
  attemptOf: (number: number, subject: string) => `Attempt ${number} of ${subject}`,
  backlog: 'Backlog',
  clearedIn: (semester: string) => `Cleared in ${semester}`,
  /** An attempt the scale leaves out of the CGPA. */
  notCounted: 'not counted',
  backlogs: (active: number, cleared: number) => `Backlogs: ${active} active, ${cleared} cleared`,
});

export type ViewTexts = typeof viewTexts.en;
