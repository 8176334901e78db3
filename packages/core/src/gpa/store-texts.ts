/**
 * What the GPA element says of the profiles a store keeps, in English (SPEC §5 and §8's messages,
 * and ours): the store's notices, the refusals and failures of its calls, the first profile's
 * welcome, and the names a store gives profiles. The stores (the device's, packages/cloud's) send
 * and throw these in English, as the account's pages show them too; `saidIn` gives one back in the
 * element's language. The names are stored in English and shown in it (shown-names.ts).
 */
import type { TextModule, Texts } from '../i18n/texts';
import { textModule } from '../i18n/texts';

export const storeTexts = textModule('gpa-store', {
  welcome: 'Welcome! Created your first profile.',
  saveError: 'Error saving data. Please try again.',
  createError: 'Error creating profile. Please try again.',
  deleteError: 'Error deleting profile. Please try again.',
  loadError: 'Error loading your data. Please try again.',
  notFound: 'Profile not found',
  lastProfile: 'Cannot delete the last profile',
  defaultOne: 'Cannot delete the default profile',
  // The device store's notices.
  unreadable:
    'Your saved GPA data could not be read. It was kept as a backup and the calculator started fresh.',
  visitOnly:
    'This browser does not let the calculator save here: your profiles are kept until you leave the page.',
  // The account's store's notices (packages/cloud).
  loadFailed: 'Error loading profiles. Please refresh.',
  deduped: 'Cleaned up duplicate profiles',
  /**
   * The profile on screen turned damaged (a write from another tab or editor the reader refuses):
   * the calculator moves to another one, and the student learns where it went.
   */
  damagedNow: (name: string) =>
    `“${name}” can no longer be read. It is in your profiles, marked Damaged: open it there to see what is wrong.`,
  // The names a store gives profiles: an import's without a name of its own, a copy of a shared
  // profile or a link's (SPEC §3), and a damaged one whose name cannot be read.
  importedName: 'Imported profile',
  copyOf: (name: string) => `Copy of ${name}`,
  unnamed: 'Unnamed profile',
});

export type StoreTexts = typeof storeTexts.en;

/**
 * `message`, if it is one of `module`'s English texts (a notice or refusal a store sent in
 * English), as `texts` say it; null when it is none of them.
 */
export function saidIn<T extends Texts>(
  message: string,
  module: TextModule<T>,
  texts: T,
): string | null {
  const key = Object.keys(module.en).find((each) => module.en[each] === message);
  const said = key === undefined ? undefined : texts[key];
  return typeof said === 'string' ? said : null;
}

/** The refusals of a store's calls that the student reads as they are (SPEC §5). */
export type StoreRefusal = 'notFound' | 'lastProfile' | 'defaultOne';

/**
 * What a failed store call tells the student: its refusal, when it is one of `refusals` (a store
 * throws them in English), as `texts` say it; else `failure`.
 */
export function failureText(
  error: unknown,
  refusals: readonly StoreRefusal[],
  failure: string,
  texts: StoreTexts,
): string {
  const message = error instanceof Error ? error.message : '';
  const refusal = refusals.find((key) => storeTexts.en[key] === message);
  return refusal ? texts[refusal] : failure;
}
