/**
 * The choices of a public link's 'Expires' select (link-options.ts), in English: apart from the
 * share dialog's other texts, as the stores and the link's page read the choices too.
 */
import { textModule } from '../i18n/texts';

export const linkTexts = textModule('gpa-links', {
  /** A choice: never, or after so many days. */
  expiry: (days: number | null) =>
    days === null ? 'Never' : `${days} ${days === 1 ? 'day' : 'days'}`,
});
