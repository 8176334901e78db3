/**
 * What the salvage of a damaged profile (damaged-profile.ts) says is wrong with it, and what its
 * repair changes. The salvage runs in stores that do not know the element's language, so it
 * records notes (`SalvageNote`: a text's key and its values), which the element says in its own
 * language (`sayNote`); a damaged profile's export says them in English. A place is 'Semester 2'
 * or 'Semester 2, subject 3'; a stored value comes quoted ('"Q"').
 */
import { textModule } from '../i18n/texts';
import type { DamagedNote } from './model';
import { storeTexts } from './store-texts';

export const salvageTexts = textModule('gpa-salvage', {
  /** A place, and the name a semester without one is given (stored so, as a new one's). */
  semester: (position: number) => `Semester ${position}`,
  subjectAt: (semester: string, position: number) => `${semester}, subject ${position}`,
  /** The name a subject without one is given, stored in English. */
  subjectN: (position: number) => `Subject ${position}`,
  // The profile's own fields.
  unknownScale: (preset: string) => `Its grade scale ${preset} is not one this calculator knows`,
  customScale: 'Its custom grade scale cannot be read',
  noName: 'The profile has no name',
  /** It is given the name a store gives a profile whose name cannot be read. */
  profileNamed: `The profile is named '${storeTexts.en.unnamed}'`,
  noDefault: 'It cannot be read whether this is the default profile',
  notDefault: 'It is not the default profile',
  noDate: (created: boolean) => `Its ${created ? 'creation' : 'last change'} date cannot be read`,
  dateNow: (created: boolean) => `Its ${created ? 'creation' : 'last change'} date is set to now`,
  noSource: 'Where it was copied from cannot be read',
  sourceOut: 'The note of where it was copied from is left out',
  noDetails: 'Its details cannot be read',
  notAsSaved: 'It cannot be read as saved',
  noId: 'Its id is missing or used by another profile',
  noSemesters: 'Its semesters cannot be read',
  noSubjects: 'Its subjects cannot be read',
  allSemsOut: 'Every semester is left out',
  // A semester or a subject, after its place ('Semester 2: ').
  unreadable: (value: string) => `it cannot be read (${value})`,
  hasNoName: (place: string) => `${place} has no name`,
  isNamed: (place: string, name: string) => `${place} is named '${name}'`,
  semOut: (place: string, subjects: number) =>
    `${place} is left out, with its ${subjects} subject(s)`,
  subjsUnread: 'its subjects cannot be read',
  noSgpa: (value: string) => `its SGPA and credits ${value} cannot be read`,
  sgpaOut: 'its SGPA and credits are left out',
  offScale: (grade: string) => `grade ${grade} is not on this scale`,
  badCredits: (credits: string) => `credits ${credits} are not 0 or more in steps of 0.5`,
  repeats: 'it repeats another subject',
  subjOut: (place: string, name: string | null) => `${place} (${name ?? 'no name'}) is left out`,
  noMemo: (memo: string) => `its grade before the last change of scale ${memo} cannot be read`,
  memoGone: 'the grade it held before the last change of scale is forgotten',
  // A profile document's entries, each read alone.
  semUnread: (value: string) => `A semester cannot be read (${value})`,
  semDropped: (value: string) => `The semester ${value} is left out, with its subjects`,
  subjUnread: (value: string) => `a subject cannot be read (${value})`,
  subjDropped: (value: string) => `the subject ${value} is left out`,
});

export type SalvageTexts = typeof salvageTexts.en;

/** Where in a profile a note is: a semester, or one of its subjects (each counted from 1). */
export interface SalvagePlace {
  semester: number;
  subject?: number;
}

/** The texts that say a place, or the name the salvage gives one, rather than a note. */
type PlaceText = 'semester' | 'subjectAt' | 'subjectN';
/** The notes whose text says their place inside it ('Semester 2 has no name'). */
type PlacedKey = 'hasNoName' | 'isNamed' | 'semOut' | 'subjOut';
type FreeKey = Exclude<keyof SalvageTexts, PlaceText | PlacedKey>;

/** A note's values: its text's parameters (none for a text that is a string). */
type ValuesOf<Text> = Text extends (...values: infer Values) => string
  ? Values extends []
    ? { values?: [] }
    : { values: Values }
  : { values?: [] };
type AfterPlace<Text> = Text extends (place: string, ...values: infer Values) => string
  ? Values
  : never;

/**
 * One thing the salvage found wrong or changed: a text of `salvageTexts` and the values it names,
 * at a place said before it ('Semester 2: …') or, for the texts that name their place, inside it.
 */
export type SalvageNote =
  | { [Key in FreeKey]: { key: Key; at?: SalvagePlace } & ValuesOf<SalvageTexts[Key]> }[FreeKey]
  | {
      [Key in PlacedKey]: { key: Key; at: SalvagePlace } & ValuesOf<
        (...values: AfterPlace<SalvageTexts[Key]>) => string
      >;
    }[PlacedKey];

const asIs = (text: string) => text;

/** 'Semester 2' or 'Semester 2, subject 3', in `texts`. */
function sayPlace({ semester, subject }: SalvagePlace, texts: SalvageTexts): string {
  const said = texts.semester(semester);
  return subject === undefined ? said : texts.subjectAt(said, subject);
}

/** Whether `name` is the one the salvage gives the semester or subject at `at` (stored in English). */
const isGivenName = ({ semester, subject }: SalvagePlace, name: string) =>
  name ===
  (subject === undefined ? salvageTexts.en.semester(semester) : salvageTexts.en.subjectN(subject));

/**
 * `note` in `texts` (English unless given), its places and counts written by `digits` (the
 * element's); the stored values and names it quotes stay as they are stored (`noteData`), the
 * names the salvage gives are said in `texts`.
 */
export function sayNote(
  damaged: DamagedNote,
  texts: SalvageTexts = salvageTexts.en,
  digits: (text: string) => string = asIs,
): string {
  // Notes are made only by the salvage (damaged-profile.ts), as SalvageNotes.
  const note = damaged as SalvageNote;
  const placeOf = (at: SalvagePlace) => digits(sayPlace(at, texts));
  switch (note.key) {
    case 'hasNoName':
      return texts.hasNoName(placeOf(note.at));
    case 'isNamed': {
      const [name] = note.values;
      const { semester, subject } = note.at;
      const given = subject === undefined ? texts.semester(semester) : texts.subjectN(subject);
      return texts.isNamed(placeOf(note.at), isGivenName(note.at, name) ? digits(given) : name);
    }
    case 'semOut':
      // Its only values are its place and a count: all of it in the element's digits.
      return digits(texts.semOut(placeOf(note.at), ...note.values));
    case 'subjOut':
      return texts.subjOut(placeOf(note.at), ...note.values);
  }
  const text = texts[note.key];
  const said =
    typeof text === 'string'
      ? text
      : (text as (...values: readonly unknown[]) => string)(...(note.values ?? []));
  return note.at ? `${placeOf(note.at)}: ${said}` : said;
}

/** What `sayNote` quotes of `note` as it is stored: data, shown as written in any language. */
export function noteData(damaged: DamagedNote): string[] {
  const note = damaged as SalvageNote;
  if (note.key === 'isNamed') return isGivenName(note.at, note.values[0]) ? [] : [...note.values];
  return (note.values ?? []).filter((value): value is string => typeof value === 'string');
}
