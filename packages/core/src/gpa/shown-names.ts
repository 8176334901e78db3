import type { Profile } from './model';
import type { GradeScale } from './scales/grade-scale';
import { SPEC_DEFAULT } from './scales/presets/spec-default';
import type { ViewTexts } from './scales/view-texts';
import { viewTexts } from './scales/view-texts';
import type { StoreTexts } from './store-texts';
import { storeTexts } from './store-texts';

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

/**
 * What of a semester's name is data, shown as written: all of it where the student typed it, none
 * where the product wrote it ('Semester 2', ours, shown in the element's language).
 */
export const typedSemesterName = (name: string): string[] =>
  semesterNumber(name) === null ? [name] : [];

/** What the product adds to the first profile's owner: ' (Default)'. */
const DEFAULT_SUFFIX = viewTexts.en.defaultOf('');
/** The names a store gives profiles, as stored (store-texts.ts). */
const STORED = storeTexts.en;
const COPY_PREFIX = STORED.copyOf('');
/** What keeps a name unique among the profiles (profiles.ts `unusedName`): ' (2)'. */
const NUMBERED = / \((\d+)\)$/;

/** A name as shown, and the parts of it that are the student's own: data, shown as written. */
export interface ShownName {
  text: string;
  data: string[];
}

type Named = Pick<Profile, 'name' | 'isDefault'>;

/**
 * The whole names the product gives, in the element's language: an import's without a name, a
 * damaged one's that cannot be read, and 'User', which an imported first profile keeps of
 * 'User (Default)' (profile-moves.ts `importedName`).
 */
const GIVEN = new Map<string, (texts: ViewTexts, names: StoreTexts) => string>([
  [STORED.importedName, (_, names) => names.importedName],
  [STORED.unnamed, (_, names) => names.unnamed],
  [viewTexts.en.user, (texts) => texts.user],
]);

/**
 * A profile's name in the language of `texts` (the element's view texts) and `names` (its store
 * texts): the first profile's ' (Default)' and its 'User', 'Copy of …' and the names in `GIVEN`
 * are the product's, with the number that keeps one unique in `digits`; the rest is the
 * student's (or the owner's, for a shared one): data.
 */
export function shownProfileNameParts(
  { name, isDefault }: Named,
  texts: ViewTexts,
  names: StoreTexts = STORED,
  digits = LATIN_DIGITS,
): ShownName {
  if (name.startsWith(COPY_PREFIX) && name.length > COPY_PREFIX.length) {
    // The original's name, default or not: its ' (Default)' is the product's.
    const original = { name: name.slice(COPY_PREFIX.length), isDefault: true };
    const shown = shownProfileNameParts(original, texts, names, digits);
    return { text: names.copyOf(shown.text), data: shown.data };
  }
  const number = NUMBERED.exec(name);
  const given = GIVEN.get(number ? name.slice(0, number.index) : name)?.(texts, names);
  if (given !== undefined) {
    return { text: number ? `${given} (${digits(number[1]!)})` : given, data: [] };
  }
  if (!isDefault || !name.endsWith(DEFAULT_SUFFIX)) return { text: name, data: [name] };
  const owner = name.slice(0, name.length - DEFAULT_SUFFIX.length);
  return owner === viewTexts.en.user
    ? { text: texts.defaultOf(texts.user), data: [] }
    : { text: texts.defaultOf(owner), data: [owner] };
}

/** A profile's name in the language of `texts` and `names` (`shownProfileNameParts`). */
export const shownProfileName = (
  profile: Named,
  texts: ViewTexts,
  names: StoreTexts = STORED,
  digits = LATIN_DIGITS,
): string => shownProfileNameParts(profile, texts, names, digits).text;

/**
 * A scale's name in `texts`' language, and what of it is data: SPEC's own scale's is ours to
 * translate; a university's is as the university writes it, a custom scale's as its maker typed it.
 */
export function shownScaleNameParts(
  { id, name }: Pick<GradeScale, 'id' | 'name'>,
  texts: ViewTexts,
): { name: string; data: string[] } {
  const ours = id === SPEC_DEFAULT.id && name === viewTexts.en.defaultScale;
  return ours ? { name: texts.defaultScale, data: [] } : { name, data: [name] };
}

/** `shownScaleNameParts`' name alone. */
export const shownScaleName = (scale: Pick<GradeScale, 'id' | 'name'>, texts: ViewTexts) =>
  shownScaleNameParts(scale, texts).name;
