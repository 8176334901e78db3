/**
 * Export, import and print of profiles in English (profile-transfer.tsx), a card below the first
 * screen. Why the reader refuses a file is the core's to say (import-texts.ts).
 */
import { textModule } from '#core/i18n/texts.ts';

export const transferTexts = textModule('gpa-transfer', {
  heading: 'Export, import and print',
  exportOne: 'Export profile',
  exportAll: 'Export all profiles',
  import: 'Import',
  print: 'Print',
  fileLabel: 'Profiles file to import',
  /** The hidden frame reports print from. */
  printView: 'Print view',
  imported: (count: number) => `Imported ${count} ${count === 1 ? 'profile' : 'profiles'}`,
  /**
   * A file the reader refuses for one of its fields, with the reason ('Profile 2: isDefault must
   * be true or false'): in English, the reason alone.
   */
  refused: (reason: string) => reason,
});
