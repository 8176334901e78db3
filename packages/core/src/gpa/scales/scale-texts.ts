import { textModule } from '../../i18n/texts';

/**
 * A profile's grade scale in words, on the first screen: its row (scale-picker.tsx) with Change,
 * Edit and a retired preset's correction, its sources and their disputes (scale-sources.tsx), why
 * the profile cannot move to another scale (entered-sgpa.ts), and the words of the scale's tables
 * that its dialogs share. English here; a language's bundle holds `gpa-scale`.
 */
export const scaleTexts = textModule('gpa-scale', {
  gradeScale: 'Grade scale',
  change: 'Change',
  edit: 'Edit',
  review: 'Review',
  changeLabel: (scale: string) => `Change grade scale (${scale})`,
  editLabel: (scale: string) => `Edit custom grade scale (${scale})`,
  reviewLabel: (scale: string) => `Review the correction of ${scale}`,
  corrected: (scale: string) =>
    `${scale} was corrected against the university’s own sources. Your numbers stay as they are until you review the correction.`,
  sources: 'Sources',
  /** After a source's link: the day it was read, as 2026-11-27. */
  read: (day: string) => `(read ${day})`,
  disagree: (about: string) => `Sources disagree: ${about}`,
  /** A quick semester's SGPA above the best of the scale the profile would move to. */
  aboveBest: (semester: string, sgpa: number, scale: string, best: number) =>
    `${semester}’s SGPA ${sgpa} is above ${scale}’s best, ${best}: change or delete that semester first.`,
  // The words of a scale's tables, shared by its dialogs.
  grade: 'Grade',
  credits: 'Credits',
  points: 'Points',
  meaning: 'Meaning',
  /** A grade's marks band in its meaning: '90–100 marks'. */
  inMarks: (band: string) => `${band} marks`,
  notInGpa: 'not in the GPA',
  percentage: 'Percentage',
  /** A class as a CGPA gives it (First Class). */
  division: 'Class',
});
