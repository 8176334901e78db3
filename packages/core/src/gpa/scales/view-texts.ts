/**
 * Words the GPA element shows of a profile wherever it shows it (its screen, its working, its
 * printed report), in English: the table heads they share, the names the product writes (stored
 * in this English, shown in the element's language: shown-names.ts), a quick semester in place of
 * its subjects, SPEC's grades' meanings, and each subject's place among its attempts (scale-view.ts
 * `attemptNotes`, `backlogSummary`).
 */
import { textModule } from '../../i18n/texts';

export const viewTexts = textModule('gpa-view', {
  semester: 'Semester',
  subject: 'Subject',
  credits: 'Credits',
  /** A semester the product names (profiles.ts `nextSemesterName`): 'Semester 3'. */
  semesterN: (number: string) => `Semester ${number}`,
  /** The first profile (SPEC §4): its owner's name, or `user`, then ' (Default)'. */
  defaultOf: (owner: string) => `${owner} (Default)`,
  user: 'User',
  /** SPEC's own scale's name (spec-default.ts); a university's scale keeps its name as written. */
  defaultScale: 'CampusCalc default (10-point)',
  /** A quick semester where its subjects would be: 'SGPA 8.25 × 22 credits (from the grade card)'. */
  fromCard: (sgpa: string, credits: number) =>
    `SGPA ${sgpa} × ${credits} credit${credits === 1 ? '' : 's'} (from the grade card)`,
  /** What SPEC's grades E and F mean, in the subject form's options ('E (Reappear)'); G's is `backlog`. */
  reappear: 'Reappear',
  fail: 'Fail',
  /** A later attempt: 'Attempt 2 of Maths'. */
  attemptOf: (number: number, subject: string) => `Attempt ${number} of ${subject}`,
  backlog: 'Backlog',
  clearedIn: (semester: string) => `Cleared in ${semester}`,
  /** An attempt the scale leaves out of the CGPA. */
  notCounted: 'not counted',
  backlogs: (active: number, cleared: number) => `Backlogs: ${active} active, ${cleared} cleared`,
});

export type ViewTexts = typeof viewTexts.en;
