/**
 * What the salvage of a damaged profile (damaged-profile.ts) says is wrong with it, and what its
 * repair changes, in English: shown in the damaged profile's dialog, and kept in its export. A
 * place is 'Semester 2' or 'Semester 2, subject 3'; a stored value comes quoted ('"Q"').
 */
import { textModule } from '../i18n/texts';

export const salvageTexts = textModule('gpa-salvage', {
  semester: (position: number) => `Semester ${position}`,
  subjectAt: (semester: string, position: number) => `${semester}, subject ${position}`,
  // The profile's own fields.
  unknownScale: (preset: string) => `Its grade scale ${preset} is not one this calculator knows`,
  customScale: 'Its custom grade scale cannot be read',
  noName: 'The profile has no name',
  profileNamed: (name: string) => `The profile is named '${name}'`,
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
  semOut: (place: string, subjects: string) =>
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
