import { textModule } from '#core/i18n/texts.ts';

/**
 * The quick semester dialog's words (quick-sgpa-dialog.tsx), loaded with it; what it refuses is
 * core's (sgpa-form.ts), its Credits label the scale's (`scaleTexts`).
 */
export const quickSgpaTexts = textModule('gpa-quick-sgpa', {
  title: (semester: string) => `SGPA of ${semester}`,
  hint: 'From the grade card: the semester counts as its SGPA × its credits.',
  sgpa: (maximum: number) => `SGPA (0 to ${maximum})`,
  sgpaEg: 'e.g. 8.25',
  creditsEg: 'e.g. 22',
  save: 'Save SGPA',
});
