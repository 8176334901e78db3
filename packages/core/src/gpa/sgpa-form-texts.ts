/**
 * Why the quick semester form refuses what was typed (sgpa-form.ts), in English; loaded with the
 * form. An SGPA or credits out of range are the limits' to say (limit-texts.ts).
 */
import { textModule } from '../i18n/texts';

export const sgpaFormTexts = textModule('gpa-sgpa-form', {
  fillBoth: 'Please enter the SGPA and the credits',
});

export type SgpaFormTexts = typeof sgpaFormTexts.en;
