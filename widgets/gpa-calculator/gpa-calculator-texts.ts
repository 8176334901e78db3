/**
 * The GPA calculator's own words around its features, in English (SPEC's): its title, its
 * loading lines, the bar above the summary and the What if… button, which name the dialogs and
 * the panel they open too. First screen: every word here shows before any input.
 */
import { textModule } from '#core/i18n/texts.ts';

export const gpaTexts = textModule('gpa', {
  title: 'GPA Calculator',
  subtitle: 'Calculate your semester GPA and cumulative GPA',
  loading: 'Loading your GPA data...',
  loadingShared: (name: string) => `Loading ${name}...`,
  profile: 'Profile',
  noProfile: 'No profile',
  readOnly: 'Read-Only',
  plan: 'Plan ahead',
  marks: 'Marks tools',
  saving: 'Saving...',
  whatIf: 'What if…',
});
