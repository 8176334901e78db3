/**
 * A profile the user may only read, in English (read-only-view.tsx, SPEC §6): its tables and who
 * shared it. 'Shared by' is the drawer's too, which lists such profiles.
 */
import { textModule } from '#core/i18n/texts.ts';

export const readOnlyTexts = textModule('gpa-read-only', {
  /** Who shared a profile: the owner's e-mail, when the share has it. */
  sharedBy: (owner: string | null) => `Shared by ${owner ?? 'another user'}`,
  copyToMine: 'Copy to My Account',
  noSemesters: 'No semesters added yet',
  // A semester table's columns.
  subject: 'Subject',
  grade: 'Grade',
  credits: 'Credits',
  points: 'Points',
});
