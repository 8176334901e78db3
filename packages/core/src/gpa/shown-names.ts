import type { Profile } from './model';
import type { ViewTexts } from './scales/view-texts';
import { viewTexts } from './scales/view-texts';

/**
 * The names the product writes, as an element shows them. They are stored in SPEC's English
 * ('Semester 2', 'User (Default)') whatever the element's language: a profile is read on other
 * devices, by the pages of every language and by those it is shared with, and a store creates the
 * first profile before any element's language is known. Each element shows them in its own
 * language; what the student typed stays as typed.
 */

/** Writes a text's numbers as they are: the element's digits are language.ts `useDigits`. */
export const LATIN_DIGITS = (text: string) => text;

/** N where `name` is 'Semester N' as `texts` write it (English: as the product stores it), else null. */
export function semesterNumber(name: string, texts: ViewTexts = viewTexts.en): string | null {
  const number = /\d+/.exec(name)?.[0];
  return number !== undefined && texts.semesterN(number) === name ? number : null;
}

/** A semester's name in `texts`' language: 'Semester 2' is 'सेमेस्टर 2', the student's own as it is. */
export function shownSemesterName(name: string, texts: ViewTexts, digits = LATIN_DIGITS): string {
  const number = semesterNumber(name);
  return number === null ? name : texts.semesterN(digits(number));
}

/** What the product adds to the first profile's owner: ' (Default)'. */
const DEFAULT_SUFFIX = viewTexts.en.defaultOf('');

/** A profile's name in `texts`' language: the first profile's ' (Default)', and its 'User'. */
export function shownProfileName(
  { name, isDefault }: Pick<Profile, 'name' | 'isDefault'>,
  texts: ViewTexts,
): string {
  if (!isDefault || !name.endsWith(DEFAULT_SUFFIX)) return name;
  const owner = name.slice(0, name.length - DEFAULT_SUFFIX.length);
  return texts.defaultOf(owner === viewTexts.en.user ? texts.user : owner);
}
