import { textModule } from '#core/i18n/texts.ts';

/**
 * The later attempt dialog's words (retake-dialog.tsx), loaded with it; its Grade and Credits
 * labels are the scale's (`scaleTexts`), what it refuses core's.
 */
export const retakeTexts = textModule('gpa-retake', {
  title: (subject: string) => `Later attempt of ${subject}`,
  takenIn: 'Taken in',
  newSemester: (semester: string) => `New semester: ${semester}`,
  save: 'Save attempt',
});
