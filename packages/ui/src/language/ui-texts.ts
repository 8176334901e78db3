/** The texts of the parts every calculator shares: its working, its messages, its Copy button. */
import { textModule } from '#core/i18n/texts.ts';

export const uiTexts = textModule('ui', {
  showWorking: 'Show working',
  hideWorking: 'Hide working',
  /** The working's accessible name. */
  working: 'Working',
  copyWorking: 'Copy working',
  workingCopied: 'Working copied to clipboard',
  copy: 'Copy',
  copied: 'Copied to clipboard',
  /** SPEC §8 "Utilities". */
  copyFailed: 'Failed to copy to clipboard',
  /** A message's close button. */
  close: 'Close',
  /** The dialogs' buttons where their callers name none (SPEC "Reusable dialogs"). */
  cancel: 'Cancel',
  ok: 'OK',
  delete: 'Delete',
});
