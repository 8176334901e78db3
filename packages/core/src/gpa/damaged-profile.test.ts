import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileArb, semester, subject } from './arbitraries';
import { splitSavedList } from './damaged-list';
import { salvageDocument, salvageSavedEntry } from './damaged-profile';
import type { DamagedNote, Profile } from './model';
import { localDigits } from '../i18n/numbers';
import type { SalvageNote } from './salvage-texts';
import { noteData, salvageTexts, sayNote } from './salvage-texts';
import { documentFromProfile, profileFromDocument, profileView } from './profile-document';
import { parseStoredProfile } from './transfer';

const NOW = 1_800_000_000_000;
/** The notes in English, as the element and the export say them. */
const said = (notes: readonly DamagedNote[] | undefined) => notes?.map((note) => sayNote(note));
const asMillis = (millis: number) => millis;

const sample: Profile = {
  id: '1700000000000',
  name: 'Asha',
  semesters: [
    semester('s1', [subject(9, 4, 'a'), subject(8, 3, 'b')], 'Semester 1'),
    semester('s2', [subject(10, 4, 'c'), subject(7, 2, 'd')], 'Semester 2'),
  ],
  isDefault: true,
  userId: 'owner',
  createdAt: 1,
  updatedAt: 2,
};
const stored = () =>
  documentFromProfile(sample, 'owner', asMillis) as unknown as Record<string, unknown>;

/** The saved list as the device store reads it: its damaged entries salvaged. */
function readSavedProfiles(raw: string, now: number) {
  const split = splitSavedList(raw);
  return (
    split && {
      profiles: split.profiles,
      damaged: split.unread.map((each) => salvageSavedEntry(each, now)),
    }
  );
}

/** Every number anywhere in `value` is finite. */
function finiteThroughout(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(finiteThroughout);
  if (typeof value === 'object' && value !== null)
    return Object.values(value).every(finiteThroughout);
  return true;
}

describe('salvageDocument', () => {
  it("keeps the rest of a profile whose semester entry is '1e+999|x', and says so", () => {
    const data = stored();
    data.semesterEntries = { ...(data.semesterEntries as object), x: '1e+999|x' };
    expect(profileView(sample.id, data)).toBeNull();
    const damaged = salvageDocument(sample.id, data, NOW);
    expect(damaged.name).toBe('Asha');
    expect(damaged.raw).toBe(data);
    expect(said(damaged.problems)).toEqual(['A semester cannot be read ("1e+999|x")']);
    expect(damaged.repair?.profile.semesters).toEqual(sample.semesters);
    expect(said(damaged.repair?.changes)).toEqual([
      'The semester "1e+999|x" is left out, with its subjects',
    ]);
  });

  it('names the subject whose grade is not on the scale, and leaves only it out', () => {
    const data: Record<string, unknown> = { ...stored(), scale: 'ktu-2019' };
    const subjects = { ...(data.subjectEntries as Record<string, string>) };
    subjects['s2_d'] = '1|0/Q|2|Maths';
    const damaged = salvageDocument(sample.id, { ...data, subjectEntries: subjects }, NOW);
    expect(said(damaged.problems)).toEqual([
      'Semester 2, subject 2: grade "Q" is not on this scale',
    ]);
    expect(said(damaged.repair?.changes)).toEqual(['Semester 2, subject 2 (Maths) is left out']);
    const repaired = damaged.repair!.profile;
    expect(repaired.scale).toEqual({ preset: 'ktu-2019' });
    expect(repaired.semesters.map((each) => each.subjects.length)).toEqual([2, 1]);
  });

  it('keeps a subject whose remembered grade is malformed, forgetting only that', () => {
    const data = stored();
    const subjects = { ...(data.subjectEntries as Record<string, string>) };
    subjects['s2_d'] = '1|7///12/F|2|Maths';
    const damaged = salvageDocument(sample.id, { ...data, subjectEntries: subjects }, NOW);
    expect(said(damaged.problems)).toEqual([
      'Semester 2, subject 2: its grade before the last change of scale "12/F" cannot be read',
    ]);
    expect(said(damaged.repair?.changes)).toEqual([
      'Semester 2, subject 2: the grade it held before the last change of scale is forgotten',
    ]);
    expect(damaged.repair?.profile.semesters[1]!.subjects[1]).toEqual({
      ...subject(7, 2, 'd'),
      subjectName: 'Maths',
    });
  });

  it('offers no repair when the scale itself cannot be read', () => {
    const damaged = salvageDocument(sample.id, { ...stored(), scale: 'no-such-scale' }, NOW);
    expect(said(damaged.problems)).toEqual([
      'Its grade scale "no-such-scale" is not one this calculator knows',
    ]);
    expect(damaged.repair).toBeNull();
  });

  it('fixes a blank profile name, saying what it is now called', () => {
    const damaged = salvageDocument(sample.id, { ...stored(), name: ' \n' }, NOW);
    expect(damaged.name).toBe('Unnamed profile');
    expect(said(damaged.problems)).toEqual(['The profile has no name']);
    expect(said(damaged.repair?.changes)).toEqual(["The profile is named 'Unnamed profile'"]);
    expect(damaged.repair?.profile.semesters).toEqual(sample.semesters);
  });

  it('reads what it can of something that is not a document at all', () => {
    const damaged = salvageDocument('p', 'junk', NOW);
    expect(damaged).toMatchObject({ id: 'p', name: 'Unnamed profile', repair: null });
    expect(damaged.problems.length).toBeGreaterThan(0);
  });

  /** A random change to one field or entry of a valid document. */
  const junk = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(
      '1e+999|x',
      '0|0/Q|4|x',
      '0|9|-1|x',
      '0|9|4|',
      'NaN|x',
      '0|9|4|a\nb',
      null,
      1,
      Infinity,
      NaN,
      {},
      [],
    ),
  );
  const damage = fc.tuple(fc.nat(), fc.nat(), junk, fc.boolean());

  it('never throws, never yields NaN or Infinity, and its repair is read whole', () => {
    fc.assert(
      fc.property(
        profileArb,
        fc.array(damage, { minLength: 1, maxLength: 4 }),
        (profile, damages) => {
          const data = documentFromProfile(profile, 'owner', asMillis) as unknown as Record<
            string,
            unknown
          >;
          for (const [field, entry, value, add] of damages) {
            const fields = Object.keys(data);
            const name = fields[field % fields.length]!;
            const map = data[name];
            if (typeof map === 'object' && map !== null && !Array.isArray(map)) {
              const keys = Object.keys(map);
              const key = add || keys.length === 0 ? `k${entry}` : keys[entry % keys.length]!;
              data[name] = { ...map, [key]: value };
            } else data[name] = value;
          }
          if (profileView(profile.id, data) !== null) return;
          const damaged = salvageDocument(profile.id, data, NOW);
          expect(finiteThroughout({ ...damaged, raw: null })).toBe(true);
          expect(damaged.problems.length).toBeGreaterThan(0);
          if (damaged.repair) {
            const written = documentFromProfile(damaged.repair.profile, 'owner', asMillis);
            const back = profileFromDocument(profile.id, written);
            expect(back).not.toBeNull();
            expect(back!.semesters.flatMap((each) => each.subjects).length).toBe(
              damaged.repair.profile.semesters.flatMap((each) => each.subjects).length,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the device', () => {
  it('keeps the good profiles of a saved list with one malformed profile', () => {
    const bad = {
      ...sample,
      id: 'bad',
      semesters: [semester('s', [{ ...subject(9, 4), credit: -1 }])],
    };
    const read = readSavedProfiles(JSON.stringify([sample, bad]), NOW)!;
    expect(read.profiles).toEqual([sample]);
    expect(read.damaged).toHaveLength(1);
    expect(said(read.damaged[0]!.problems)).toEqual([
      'Semester 1, subject 1: credits "-1" are not 0 or more in steps of 0.5',
    ]);
    expect(read.damaged[0]!.raw).toEqual(bad);
    expect(read.damaged[0]!.repair!.profile.semesters).toEqual([semester('s', [])]);
  });

  it('gives an entry with a repeated id its own address and no repair', () => {
    const read = readSavedProfiles(JSON.stringify([sample, sample]), NOW)!;
    expect(read.damaged.map((each) => [each.id, each.repair])).toEqual([['saved-entry-2', null]]);
  });

  it('is null for saved text that is not a list', () => {
    expect(readSavedProfiles('{', NOW)).toBeNull();
    expect(readSavedProfiles('{"a":1}', NOW)).toBeNull();
  });

  it('salvages random damage to a saved entry into a repair the strict reader reads as it is', () => {
    const junkValue = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom(null, -1, 0.3, 99, NaN, {}, []),
    );
    fc.assert(
      fc.property(
        profileArb,
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), junkValue), { minLength: 1, maxLength: 3 }),
        (profile, damages) => {
          const entry = JSON.parse(JSON.stringify(profile)) as Record<string, unknown> & {
            semesters: Record<string, unknown>[];
          };
          for (const [s, t, f, value] of damages) {
            const semesters = Array.isArray(entry.semesters) ? entry.semesters : [];
            const chosen = semesters[s % Math.max(1, semesters.length)];
            const subjects: unknown = chosen?.subjects;
            const target =
              chosen === undefined
                ? entry
                : t % 2 === 0 ||
                    !Array.isArray(subjects) ||
                    !subjects[t % Math.max(1, subjects.length)]
                  ? chosen
                  : (subjects[t % subjects.length] as Record<string, unknown>);
            const keys = Object.keys(target);
            target[keys[f % keys.length]!] = value;
          }
          if (parseStoredProfile(entry) !== null) return;
          const damaged = salvageSavedEntry({ id: 'p', ownId: true, raw: entry }, NOW);
          expect(finiteThroughout({ ...damaged, raw: null })).toBe(true);
          if (damaged.repair)
            expect(parseStoredProfile(damaged.repair.profile)).toEqual(damaged.repair.profile);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('sayNote', () => {
  const devanagari = (text: string) => localDigits(text, 'hi', 'native');

  it('keeps notes as plain data, said the same after a trip through JSON', () => {
    const { problems, repair } = salvageDocument(sample.id, { ...stored(), name: '' }, NOW);
    const notes = [...problems, ...repair!.changes];
    expect(said(JSON.parse(JSON.stringify(notes)) as SalvageNote[])).toEqual(said(notes));
  });

  it("writes places and counts in the element's digits, and stored values as stored", () => {
    const at = { semester: 2, subject: 13 };
    const offScale: SalvageNote = { key: 'offScale', values: ['"10"'], at };
    expect(sayNote(offScale, salvageTexts.en, devanagari)).toBe(
      'Semester २, subject १३: grade "10" is not on this scale',
    );
    const semOut: SalvageNote = { key: 'semOut', values: [3], at: { semester: 4 } };
    expect(sayNote(semOut, salvageTexts.en, devanagari)).toBe(
      'Semester ४ is left out, with its ३ subject(s)',
    );
    expect(sayNote({ key: 'subjOut', values: [null], at })).toBe(
      'Semester 2, subject 13 (no name) is left out',
    );
  });

  it('says the names it gives in the language of its texts; what it quotes is data', () => {
    const other = {
      ...salvageTexts.en,
      semester: (position: number) => `सेमेस्टर ${position}`,
      subjectN: (position: number) => `विषय ${position}`,
      isNamed: (place: string, name: string) => `${place} का नाम ‘${name}’ रखा गया है`,
      offScale: (grade: string) => `ग्रेड ${grade} इस स्केल पर नहीं है`,
    };
    const raw = { ...sample, name: '', semesters: [{ id: 's', name: '', subjects: [] }] };
    const { problems, repair } = salvageSavedEntry({ id: 'p', ownId: true, raw }, NOW);
    const named = repair!.changes.find((note) => note.key === 'isNamed')!;
    expect(repair!.profile.semesters[0]!.name).toBe('Semester 1');
    expect(sayNote(named, other, devanagari)).toBe('सेमेस्टर १ का नाम ‘सेमेस्टर १’ रखा गया है');
    expect(noteData(named)).toEqual([]);
    expect(said(repair!.changes)).toContain("The profile is named 'Unnamed profile'");
    expect(noteData(problems[0]!)).toEqual([]);
    const at = { semester: 1, subject: 2 };
    const offScale: SalvageNote = { key: 'offScale', values: ['"Q"'], at };
    expect(sayNote(offScale, other)).toBe('सेमेस्टर 1, subject 2: ग्रेड "Q" इस स्केल पर नहीं है');
    expect(noteData(offScale)).toEqual(['"Q"']);
    expect(noteData({ key: 'subjOut', values: ['Maths'], at })).toEqual(['Maths']);
    const student: SalvageNote = { key: 'isNamed', values: ['Lab'], at };
    expect([sayNote(student, other), noteData(student)]).toEqual([
      'सेमेस्टर 1, subject 2 का नाम ‘Lab’ रखा गया है',
      ['Lab'],
    ]);
  });
});
