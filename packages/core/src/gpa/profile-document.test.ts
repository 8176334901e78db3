import { PRESETS } from './scales/presets';
import { changeScale, resolveScale, scaleChoiceOf } from './scales/profile-scale';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  profileArb,
  semester,
  enteredArb,
  mixedSemesterArb,
  mixedSemestersArb,
  quickSemester,
  semesterArb,
  subject,
  subjectArb,
} from './arbitraries';
import { fieldKey } from './field-key';
import type { Profile, ProfileEdit, Semester } from './model';
import {
  DELETE_FIELD,
  type DocumentUpdate,
  documentFromProfile,
  needsConversion,
  profileView,
  profileFromDocument,
  type ProfileDocument,
} from './profile-document';
import { documentUpdate } from './profile-document-update';
import { applyProfileEdit } from './profiles';

const OWNER = 'owner-uid';

/** Stores times as plain milliseconds, so documents read back to the very same profile. */
const asMillis = (millis: number) => millis;

const sample: Profile = {
  id: '1700000000000',
  name: 'Asha (Default)',
  semesters: [
    semester('s1', [subject(9, 4, 'a'), subject(0, 0, 'b')], 'Semester 1'),
    semester('s2', [], 'Semester 2'),
  ],
  isDefault: true,
  userId: OWNER,
  createdAt: 1,
  updatedAt: 2,
};

function newDocument(profile: Profile): ProfileDocument<number> {
  return documentFromProfile(profile, OWNER, asMillis);
}

/** The same profile as the earlier product stored it: SPEC §3's `semesters` list. */
function legacyDocument(profile: Profile): Record<string, unknown> {
  return JSON.parse(JSON.stringify({ ...profile, userId: OWNER }));
}

/**
 * The same profile as stored before profiles were flattened into entries:
 * `semesters.<id>.subjects.<id>`, nested maps.
 */
function nestedMapDocument(profile: Profile): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...newDocument(profile) };
  delete rest.semesterEntries;
  delete rest.subjectEntries;
  const semesters = profile.semesters.map((item, order) => [
    fieldKey(item.id),
    {
      name: item.name,
      order,
      subjects: Object.fromEntries(
        item.subjects.map(({ id, subjectName, grade, credit }, position) => [
          fieldKey(id),
          { subjectName, grade, credit, order: position },
        ]),
      ),
    },
  ]);
  return { ...rest, semesters: Object.fromEntries(semesters) };
}

const earlierShapes = { legacyDocument, nestedMapDocument };

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Refuses what Firestore's `updateDoc` refuses in a dotted field path (its SDK's own checks). */
function checkFieldPath(path: string, all: readonly string[]): string[] {
  const segments = path.split('.');
  for (const segment of segments) {
    expect(segment).not.toBe('');
    expect(segment).not.toMatch(/[~*/[\]]|^__.*__$/);
  }
  // Firestore refuses an update naming a field and also a field inside it.
  expect(all.filter((other) => other.startsWith(`${path}.`))).toEqual([]);
  return segments;
}

/**
 * Applies an update the way Firestore's `updateDoc` does: each dotted path names a nested field;
 * setting one creates the maps on the way, deleting one whose parent is missing changes nothing.
 */
/** A profile as the UI shows it: an empty one with its 'Semester 1' (see profileView). */
function shown(profile: Profile): Profile {
  return profileView(profile.id, newDocument(profile))!;
}

function applyUpdate(document: unknown, update: DocumentUpdate<number> | null): unknown {
  const result = structuredClone(document) as Record<string, unknown>;
  const paths = Object.keys(update ?? {});
  for (const [path, value] of Object.entries(update ?? {})) {
    const segments = checkFieldPath(path, paths);
    const last = segments.pop()!;
    let target: Record<string, unknown> | null = result;
    for (const segment of segments) {
      if (!isMap(target[segment])) {
        if (value === DELETE_FIELD) {
          target = null;
          break;
        }
        target[segment] = {};
      }
      target = target[segment] as Record<string, unknown>;
    }
    if (target === null) continue;
    if (value === DELETE_FIELD) Reflect.deleteProperty(target, last);
    else target[last] = structuredClone(value);
  }
  return result;
}

/** A copy of a document with the field at `path` set to `value`, or removed for DELETE_FIELD. */
function withField(document: object, path: readonly string[], value: unknown): unknown {
  const result = structuredClone(document) as Record<string, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce((target, key) => target[key] as Record<string, unknown>, result);
  if (value === DELETE_FIELD) Reflect.deleteProperty(parent, path.at(-1)!);
  else parent[path.at(-1)!] = value;
  return result;
}

/** One random edit, resolved against the profile it is made on so that most of them apply. */
const editSeedArb = fc.record({
  type: fc.constantFrom<ProfileEdit['type']>(
    'addSemester',
    'renameSemester',
    'setSemesterEntry',
    'deleteSemester',
    'addSubject',
    'updateSubject',
    'deleteSubject',
    'restoreSubject',
    'replaceSemesters',
    'changeScale',
  ),
  semesterPick: fc.nat(),
  subjectPick: fc.nat(),
  semester: mixedSemesterArb,
  subject: subjectArb,
  entered: fc.option(enteredArb, { nil: null }),
  name: fc.oneof(
    semesterArb.map((item) => item.name),
    fc.constant(' '),
  ),
  semesters: mixedSemestersArb,
});

type EditSeed = typeof editSeedArb extends fc.Arbitrary<infer T> ? T : never;

function pick<T>(items: readonly T[], index: number): T | undefined {
  return items[index % Math.max(items.length, 1)];
}

function resolveEdit(seed: EditSeed, profile: Profile): ProfileEdit {
  const target = pick(profile.semesters, seed.semesterPick);
  const semesterId = target?.id ?? seed.semester.id;
  const subjectId = (target && pick(target.subjects, seed.subjectPick)?.id) ?? seed.subject.id;
  switch (seed.type) {
    case 'addSemester':
      return { type: seed.type, semester: seed.semester };
    case 'renameSemester':
      return { type: seed.type, semesterId, name: seed.name };
    case 'setSemesterEntry':
      return { type: seed.type, semesterId, entered: seed.entered };
    case 'deleteSemester':
      return { type: seed.type, semesterId };
    case 'addSubject':
      return { type: seed.type, semesterId, subject: seed.subject };
    case 'updateSubject':
      return { type: seed.type, semesterId, subject: { ...seed.subject, id: subjectId } };
    case 'deleteSubject':
      return { type: seed.type, semesterId, subjectId };
    case 'restoreSubject':
      return { type: seed.type, semesterId, subject: seed.subject, index: seed.subjectPick % 4 };
    case 'replaceSemesters':
      return { type: seed.type, semesters: seed.semesters };
    case 'changeScale': {
      const to = PRESETS[seed.subjectPick % PRESETS.length]!;
      const { semesters } = changeScale(resolveScale(profile.scale)!, to, profile.semesters);
      return { type: seed.type, scale: scaleChoiceOf(to, false) ?? null, semesters };
    }
  }
}

describe('fieldKey', () => {
  it('keeps the ids the app makes as they are', () => {
    expect(fieldKey('1700000000000')).toBe('1700000000000');
    expect(fieldKey('abc-XYZ-09')).toBe('abc-XYZ-09');
  });

  it('escapes whatever would break or be refused in a Firestore field path, and "_"', () => {
    expect(fieldKey('a.b')).toBe('a%2Eb');
    expect(fieldKey('x/y')).toBe('x%2Fy');
    expect(fieldKey('`q`')).toBe('%60q%60');
    expect(fieldKey('__name__')).toBe('%5F%5Fname%5F%5F');
    expect(fieldKey('~*[]')).toBe('%7E%2A%5B%5D');
    expect(fieldKey('50%')).toBe('50%25');
    expect(fieldKey('é')).toBe('%C3%A9');
  });

  it('makes a key of letters, digits, "-" and "%" only, for any id', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (id) => {
        expect(fieldKey(id)).toMatch(/^[A-Za-z0-9%-]+$/);
        expect(decodeURIComponent(fieldKey(id))).toBe(id);
      }),
    );
  });
});

describe('documentFromProfile', () => {
  it('stores each semester and each subject as one text entry keyed by id, with its order', () => {
    expect(newDocument(sample)).toEqual({
      id: '1700000000000',
      name: 'Asha (Default)',
      isDefault: true,
      userId: OWNER,
      createdAt: 1,
      updatedAt: 2,
      semesterEntries: { s1: '0|Semester 1', s2: '1|Semester 2' },
      subjectEntries: { s1_a: '0|9|4|Subject a', s1_b: '1|0|0|Subject b' },
      permissions: { [OWNER]: 'owner' },
      collaborators: [OWNER],
    });
  });

  it('stores names as the rules take them: no control character, no space at an end', () => {
    const messy = semester('m', [{ ...subject(9, 1, 'x'), subjectName: ' Lab\tWork\n' }], '\tOdd ');
    const stored = newDocument({ ...sample, semesters: [messy] });
    expect(stored.semesterEntries).toEqual({ m: '0|Odd' });
    expect(stored.subjectEntries).toEqual({ m_x: '0|9|1|Lab Work' });
  });

  it('makes the owner the profile user and lets the store choose how times are stored', () => {
    const copiedFrom = { shareId: 'sh', originalUserId: 'o', originalProfileId: 'p', copiedAt: 7 };
    const copied: Profile = { ...sample, userId: null, copiedFrom };
    const stored = documentFromProfile(copied, 'me', (millis) => `time ${millis}`);
    expect(stored.userId).toBe('me');
    expect([stored.createdAt, stored.updatedAt, stored.copiedFrom?.copiedAt]).toEqual([
      'time 1',
      'time 2',
      'time 7',
    ]);
  });

  it('reads back as the same profile, owned by the owner', () => {
    fc.assert(
      fc.property(profileArb, (profile) => {
        expect(profileFromDocument(profile.id, newDocument(profile))).toEqual({
          ...profile,
          userId: OWNER,
        });
      }),
    );
  });
});

describe('profileFromDocument', () => {
  it.each(Object.entries(earlierShapes))('reads documents of an earlier version (%s)', (_, old) => {
    fc.assert(
      fc.property(profileArb, (profile) => {
        const earlier = old(profile);
        expect(needsConversion(earlier)).toBe(true);
        expect(needsConversion(newDocument(profile))).toBe(false);
        expect(profileFromDocument(profile.id, earlier)).toEqual(
          profileFromDocument(profile.id, newDocument(profile)),
        );
      }),
    );
  });

  it('reads numeric ids of the earlier product as their digits', () => {
    const legacy = legacyDocument(sample) as { semesters: { id: unknown }[] };
    legacy.semesters[0]!.id = 1700000000001;
    expect(profileFromDocument('p', legacy)?.semesters[0]?.id).toBe('1700000000001');
  });

  it('takes the id from the document path and times from Firestore Timestamps', () => {
    const stamp = (millis: number) => ({ seconds: millis / 1000, toMillis: () => millis });
    const stored = documentFromProfile(sample, OWNER, stamp);
    expect(profileFromDocument('other-id', stored)).toEqual({ ...sample, id: 'other-id' });
  });

  it('lists semesters and subjects by order, ties by id; a name may hold "|"', () => {
    const stored = newDocument(sample);
    stored.semesterEntries.s1 = '5|Semester 1';
    stored.semesterEntries.s0 = '5|Zero | One';
    stored.subjectEntries.s1_a = '9.5|9|4|Subject a';
    const profile = profileFromDocument(sample.id, stored)!;
    expect(profile.semesters.map((item) => item.id)).toEqual(['s2', 's0', 's1']);
    expect(profile.semesters[1]!.name).toBe('Zero | One');
    expect(profile.semesters[2]!.subjects.map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('leaves out a subject whose semester another editor deleted meanwhile', () => {
    const stored = newDocument(sample);
    stored.subjectEntries.gone_x = '0|9|1|Added as its semester was deleted';
    expect(profileFromDocument(sample.id, stored)).toEqual(sample);
  });

  const broken: [string, string[], unknown][] = [
    ['a NaN credit', ['subjectEntries', 's1_a'], '0|9|NaN|Subject a'],
    ['an infinite credit', ['subjectEntries', 's1_a'], '0|9|1e999|Subject a'],
    ['a negative credit', ['subjectEntries', 's1_a'], '0|9|-1|Subject a'],
    ['a credit off the 0.5 steps', ['subjectEntries', 's1_a'], '0|9|0.3|Subject a'],
    ['a grade not on the scale', ['subjectEntries', 's1_a'], '0|3|4|Subject a'],
    ['a grade left empty', ['subjectEntries', 's1_a'], '0||4|Subject a'],
    ['a number with spaces', ['subjectEntries', 's1_a'], '0| 9|4|Subject a'],
    ['too few parts', ['subjectEntries', 's1_a'], '0|9|4'],
    ['an empty subject name', ['subjectEntries', 's1_a'], '0|9|4| '],
    ['a subject that is not text', ['subjectEntries', 's1_a'], { grade: 9 }],
    ['an empty semester name', ['semesterEntries', 's1'], '0|'],
    ['a NaN order', ['semesterEntries', 's1'], 'NaN|Semester 1'],
    ['an infinite order', ['semesterEntries', 's1'], '1e999|Semester 1'],
    ['a semester that is not text', ['semesterEntries', 's1'], 0],
    ['no semester entries', ['semesterEntries'], DELETE_FIELD],
    ['no subject entries', ['subjectEntries'], DELETE_FIELD],
    ['semester entries as text', ['semesterEntries'], 'none'],
    ['an empty semester id', ['semesterEntries', ''], '0|x'],
    ['a key no escaping made', ['semesterEntries', '%E0%A4%A'], '0|x'],
    ['a subject key without a subject', ['subjectEntries', 's1_'], '0|9|4|x'],
    ['a subject key of three parts', ['subjectEntries', 's1_a_b'], '0|9|4|x'],
    ['a NaN time', ['createdAt'], NaN],
    ['a Timestamp-like time that is not a time', ['updatedAt'], { toMillis: () => NaN }],
    ['a pending server time read as null', ['updatedAt'], null],
    ['isDefault as text', ['isDefault'], 'yes'],
    ['no name', ['name'], DELETE_FIELD],
  ];

  it.each(broken)('refuses a document with %s', (_, path, value) => {
    expect(profileFromDocument(sample.id, withField(newDocument(sample), path, value))).toBeNull();
  });

  it('reads a copiedFrom it cannot read as none (a note the rules cannot afford to check)', () => {
    const stored = withField(newDocument(sample), ['copiedFrom'], { shareId: 1 });
    const profile = profileFromDocument(sample.id, stored);
    expect(profile).not.toBeNull();
    expect(profile!.copiedFrom).toBeUndefined();
  });

  const nestedCredit = ['semesters', 's1', 'subjects', 'a', 'credit'];
  const brokenNested: [string, string[], unknown][] = [
    ['a NaN credit', nestedCredit, NaN],
    ['an infinite credit', nestedCredit, Infinity],
    ['a grade given as text', ['semesters', 's1', 'subjects', 'a', 'grade'], '9'],
    ['a NaN order', ['semesters', 's1', 'order'], NaN],
    ['an order given as text', ['semesters', 's1', 'subjects', 'a', 'order'], '1'],
    ['subjects that are not a map', ['semesters', 's1', 'subjects'], []],
    ['semesters as text', ['semesters'], 'none'],
  ];

  it.each(brokenNested)('refuses a nested-map document with %s', (_, path, value) => {
    const stored = withField(nestedMapDocument(sample), path, value);
    expect(profileFromDocument(sample.id, stored)).toBeNull();
  });

  it('refuses what is not a document', () => {
    for (const data of [null, undefined, 5, 'profile', [sample]]) {
      expect(profileFromDocument('p', data)).toBeNull();
    }
  });

  it('reads ids that Firestore could not take as field names', () => {
    const ids = ['a.b', 'x/y', '`q`', '__name__', '~*[]', '50%', 'é', ' ', 'a_b'];
    const profile: Profile = {
      ...sample,
      semesters: ids.map((id, index) =>
        semester(id, [{ ...subject(9, 1, ids.at(-1 - index)), subjectName: 'S' }], 'T'),
      ),
    };
    const stored = newDocument(profile);
    for (const key of Object.keys(stored.semesterEntries)) expect(key).toMatch(/^[A-Za-z0-9%-]+$/);
    for (const key of Object.keys(stored.subjectEntries)) {
      expect(key).toMatch(/^[A-Za-z0-9%-]+_[A-Za-z0-9%-]+$/);
    }
    expect(profileFromDocument(profile.id, stored)).toEqual(profile);
  });
});

describe('documentUpdate', () => {
  const update = (edit: ProfileEdit, data: unknown = newDocument(sample)) =>
    documentUpdate(sample.id, data, edit, 99);
  const added = subject(8, 3, 'c');

  it('adding a subject writes only that subject, after the last one', () => {
    expect(update({ type: 'addSubject', semesterId: 's1', subject: added })).toEqual({
      'subjectEntries.s1_c': '2|8|3|Subject c',
      updatedAt: 99,
    });
  });

  it('adding a semester writes only that semester, with its subjects', () => {
    const edit: ProfileEdit = { type: 'addSemester', semester: semester('s3', [added]) };
    expect(update(edit)).toEqual({
      'semesterEntries.s3': '2|Semester s3',
      'subjectEntries.s3_c': '0|8|3|Subject c',
      updatedAt: 99,
    });
  });

  it('renaming a semester writes only that semester', () => {
    expect(update({ type: 'renameSemester', semesterId: 's2', name: 'Final' })).toEqual({
      'semesterEntries.s2': '1|Final',
      updatedAt: 99,
    });
  });

  it('updating a subject rewrites that subject, keeping its place', () => {
    const edit: ProfileEdit = {
      type: 'updateSubject',
      semesterId: 's1',
      subject: subject(10, 5, 'a'),
    };
    expect(update(edit)).toEqual({ 'subjectEntries.s1_a': '0|10|5|Subject a', updatedAt: 99 });
  });

  it('updating a subject keeps the grade it remembers while its grade stays, and only then', () => {
    const remembering: Profile = {
      ...sample,
      semesters: [semester('s1', [{ ...subject(0, 4, 'a'), gradeCode: 'E', gradeBefore: '0/RA' }])],
    };
    const data = newDocument(remembering);
    const edit = (changes: object): ProfileEdit => ({
      type: 'updateSubject',
      semesterId: 's1',
      subject: { ...subject(0, 4, 'a'), subjectName: 'Maths', ...changes },
    });
    // As the form sends a rename: no memo of its own.
    expect(documentUpdate(sample.id, data, edit({ gradeCode: 'E' }), 99)).toEqual({
      'subjectEntries.s1_a': '0|0/E//0/RA|4|Maths',
      updatedAt: 99,
    });
    // A new grade, whatever memo the edit brings: none.
    expect(
      documentUpdate(sample.id, data, edit({ gradeCode: 'F', gradeBefore: '0/RA' }), 99),
    ).toEqual({ 'subjectEntries.s1_a': '0|0/F|4|Maths', updatedAt: 99 });
  });

  it('deleting deletes that entry, and a semester its subjects', () => {
    expect(update({ type: 'deleteSubject', semesterId: 's1', subjectId: 'b' })).toEqual({
      'subjectEntries.s1_b': DELETE_FIELD,
      updatedAt: 99,
    });
    expect(update({ type: 'deleteSemester', semesterId: 's1' })).toEqual({
      'semesterEntries.s1': DELETE_FIELD,
      'subjectEntries.s1_a': DELETE_FIELD,
      'subjectEntries.s1_b': DELETE_FIELD,
      updatedAt: 99,
    });
  });

  it('restoring a subject writes it alone, ordered between its neighbours at its place', () => {
    const restore = (index: number): ProfileEdit => ({
      type: 'restoreSubject',
      semesterId: 's1',
      subject: subject(9, 2, 'z'),
      index,
    });
    const stored = (order: number) => ({
      'subjectEntries.s1_z': `${order}|9|2|Subject z`,
      updatedAt: 99,
    });
    // s1 holds a (order 0) and b (order 1).
    expect(update(restore(0))).toEqual(stored(-1));
    expect(update(restore(1))).toEqual(stored(0.5));
    // At the end: before any subject another editor appends meanwhile (order 2).
    expect(update(restore(2))).toEqual(stored(1.5));
    expect(update(restore(7))).toEqual(stored(1.5));
  });

  it('replacing all semesters writes both maps whole', () => {
    const edit: ProfileEdit = { type: 'replaceSemesters', semesters: [semester('n', [added])] };
    expect(update(edit)).toEqual({
      semesterEntries: { n: '0|Semester n' },
      subjectEntries: { n_c: '0|8|3|Subject c' },
      updatedAt: 99,
    });
  });

  it('escapes ids in the field paths', () => {
    const edit: ProfileEdit = { type: 'addSemester', semester: semester('a.b/c', []) };
    expect(Object.keys(update(edit)!)).toEqual(['semesterEntries.a%2Eb%2Fc', 'updatedAt']);
  });

  it('deletes subjects left without their semester on the way', () => {
    const stored = newDocument(sample);
    stored.subjectEntries.gone_x = '0|9|1|Orphan';
    expect(update({ type: 'renameSemester', semesterId: 's2', name: 'Final' }, stored)).toEqual({
      'subjectEntries.gone_x': DELETE_FIELD,
      'semesterEntries.s2': '1|Final',
      updatedAt: 99,
    });
  });

  it.each(Object.entries(earlierShapes))(
    'converts a document of an earlier version (%s): both maps whole, the old field deleted',
    (_, old) => {
      const edit: ProfileEdit = { type: 'renameSemester', semesterId: 's2', name: 'Final' };
      const renamed = applyProfileEdit(sample, edit, 99);
      const { semesterEntries, subjectEntries } = newDocument(renamed);
      expect(update(edit, old(sample))).toEqual({
        semesterEntries,
        subjectEntries,
        semesters: DELETE_FIELD,
        updatedAt: 99,
      });
    },
  );

  it('writes nothing for an edit applyProfileEdit refuses, or for an unreadable document', () => {
    expect(update({ type: 'renameSemester', semesterId: 'nope', name: 'x' })).toBeNull();
    expect(update({ type: 'addSubject', semesterId: 's1', subject: subject(3, 1) })).toBeNull();
    expect(update({ type: 'addSemester', semester: semester('s1', []) })).toBeNull();
    expect(update({ type: 'deleteSemester', semesterId: 's1' }, { name: 'x' })).toBeNull();
  });

  it('applied to the stored document, reads back as applyProfileEdit (any shape, any edits)', () => {
    fc.assert(
      fc.property(
        profileArb,
        fc.constantFrom(newDocument, legacyDocument, nestedMapDocument),
        fc.array(editSeedArb, { maxLength: 10 }),
        (profile, shape, seeds) => {
          let stored: unknown = shape(profile);
          // What the UI shows, and edits: an empty profile shows 'Semester 1'.
          let expected: Profile = profileView(profile.id, stored)!;
          seeds.forEach((seed, index) => {
            const edit = resolveEdit(seed, expected);
            const now = profile.updatedAt + index + 1;
            stored = applyUpdate(stored, documentUpdate(profile.id, stored, edit, now));
            expected = shown(applyProfileEdit(expected, edit, now));
            expect(profileView(profile.id, stored)).toEqual(expected);
          });
        },
      ),
    );
  });

  it('touches only the entries of what it edits (and updatedAt)', () => {
    fc.assert(
      fc.property(profileArb, editSeedArb, (profile, seed) => {
        const edit = resolveEdit(seed, profile);
        const result = documentUpdate(profile.id, newDocument(profile), edit, 1);
        fc.pre(
          result !== null &&
            edit.type !== 'replaceSemesters' &&
            edit.type !== 'changeScale' &&
            profile.semesters.length > 0,
        );
        const paths = Object.keys(result!).filter((path) => path !== 'updatedAt');
        const semesterKey = fieldKey('semesterId' in edit ? edit.semesterId : edit.semester.id);
        for (const path of paths) {
          expect(path).toMatch(
            new RegExp(
              `^((semester|sgpa)Entries\\.${semesterKey}|subjectEntries\\.${semesterKey}_.+)$`,
            ),
          );
        }
        if (edit.type !== 'deleteSemester' && edit.type !== 'addSemester') {
          expect(paths).toHaveLength(1);
        }
      }),
    );
  });
});

describe('two editors at once (why every edit is a field update)', () => {
  /** Both edits computed from the same stored document, then applied in the given order. */
  function concurrently(base: Profile, first: ProfileEdit, second: ProfileEdit) {
    const stored = newDocument(base);
    const firstUpdate = documentUpdate(base.id, stored, first, 5);
    const secondUpdate = documentUpdate(base.id, stored, second, 5);
    return profileView(base.id, applyUpdate(applyUpdate(stored, firstUpdate), secondUpdate));
  }

  function oneAfterTheOther(base: Profile, first: ProfileEdit, second: ProfileEdit) {
    return shown(applyProfileEdit(applyProfileEdit(shown(base), first, 5), second, 5));
  }

  /** Adds a subject or a semester, with ids no other edit here can make (longer than theirs). */
  const additionArb = fc.record({
    toSemester: fc.boolean(),
    pick: fc.nat(),
    semester: semesterArb.map((item): Semester => ({ ...item, id: `fresh-semester:${item.id}` })),
    subject: subjectArb.map((item) => ({ ...item, id: `fresh-subject:${item.id}` })),
  });

  it('keeps both edits, whichever lands first, as if made one after the other', () => {
    fc.assert(
      fc.property(profileArb, additionArb, editSeedArb, (profile, addition, seed) => {
        const base = { ...profile, userId: OWNER };
        const target = pick(base.semesters, addition.pick);
        const first: ProfileEdit =
          addition.toSemester && target
            ? { type: 'addSubject', semesterId: target.id, subject: addition.subject }
            : { type: 'addSemester', semester: addition.semester };
        const second = resolveEdit(seed, base);
        // Replacing everything (an import, a change of scale), or deleting the semester the
        // subject goes to, wins by design.
        fc.pre(second.type !== 'replaceSemesters' && second.type !== 'changeScale');
        fc.pre(!(second.type === 'deleteSemester' && second.semesterId === target?.id));
        const merged = concurrently(base, first, second);
        expect(concurrently(base, second, first)).toEqual(merged);
        expect([
          oneAfterTheOther(base, first, second),
          oneAfterTheOther(base, second, first),
        ]).toContainEqual(merged);
      }),
    );
  });

  it('keeps a rename and a subject added to the same semester', () => {
    const rename: ProfileEdit = { type: 'renameSemester', semesterId: 's1', name: 'Autumn' };
    const add: ProfileEdit = { type: 'addSubject', semesterId: 's1', subject: subject(7, 2, 'c') };
    const merged = concurrently(sample, rename, add);
    expect(merged?.semesters[0]?.name).toBe('Autumn');
    expect(merged?.semesters[0]?.subjects.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('lets a delete win over a subject added to what it deletes', () => {
    const deletion: ProfileEdit = { type: 'deleteSemester', semesterId: 's1' };
    const withoutS1 = applyProfileEdit(sample, deletion, 5);
    const add: ProfileEdit = { type: 'addSubject', semesterId: 's1', subject: subject(7, 2, 'c') };
    expect(concurrently(sample, deletion, add)).toEqual(withoutS1);
    expect(concurrently(sample, add, deletion)).toEqual(withoutS1);
  });

  it('brings back, empty, a semester renamed while another editor deleted it', () => {
    const deletion: ProfileEdit = { type: 'deleteSemester', semesterId: 's1' };
    const rename: ProfileEdit = { type: 'renameSemester', semesterId: 's1', name: 'Autumn' };
    const expected = [semester('s1', [], 'Autumn'), semester('s2', [], 'Semester 2')];
    expect(concurrently(sample, deletion, rename)?.semesters).toEqual(expected);
  });
});

describe("an empty profile's 'Semester 1'", () => {
  const empty: Profile = { ...sample, semesters: [] };

  it('is shown, with the same id for every reader, and nothing is written for it', () => {
    const shown = profileView(empty.id, newDocument(empty))!;
    expect(shown.semesters).toEqual([{ id: 'semester-1', name: 'Semester 1', subjects: [] }]);
    expect(profileView(empty.id, newDocument(empty))).toEqual(shown);
    expect(profileView(sample.id, newDocument(sample))).toEqual(
      profileFromDocument(sample.id, newDocument(sample)),
    );
  });

  it('is written by the first edit, entry by entry, so two first edits merge', () => {
    const edit: ProfileEdit = {
      type: 'addSubject',
      semesterId: 'semester-1',
      subject: subject(9, 4, 'x'),
    };
    expect(documentUpdate(empty.id, newDocument(empty), edit, 7)).toEqual({
      'semesterEntries.semester-1': '0|Semester 1',
      'subjectEntries.semester-1_x': '0|9|4|Subject x',
      updatedAt: 7,
    });
    const other: ProfileEdit = { ...edit, subject: subject(8, 2, 'y') };
    const both = applyUpdate(
      applyUpdate(newDocument(empty), documentUpdate(empty.id, newDocument(empty), edit, 7)),
      documentUpdate(empty.id, newDocument(empty), other, 8),
    );
    expect(profileFromDocument(empty.id, both)!.semesters).toEqual([
      { id: 'semester-1', name: 'Semester 1', subjects: [subject(9, 4, 'x'), subject(8, 2, 'y')] },
    ]);
  });

  it('is written whole when converting a document of the earlier product', () => {
    const edit: ProfileEdit = { type: 'renameSemester', semesterId: 'semester-1', name: 'First' };
    expect(documentUpdate(empty.id, legacyDocument(empty), edit, 7)).toEqual({
      semesterEntries: { 'semester-1': '0|First' },
      subjectEntries: {},
      semesters: DELETE_FIELD,
      updatedAt: 7,
    });
  });
});

describe('quick semesters (SGPA and credits) in the document', () => {
  const quickProfile: Profile = {
    ...sample,
    semesters: [semester('s1', [subject(9, 4, 'a')]), quickSemester('q', 8.25, 22)],
  };
  const stored = newDocument(quickProfile);

  it('keeps each one as `sgpa|credits` keyed by its semester, and reads it back', () => {
    expect(stored.sgpaEntries).toEqual({ q: '8.25|22' });
    expect(stored.semesterEntries).toEqual({ s1: '0|Semester s1', q: '1|Semester q' });
    expect(profileFromDocument(quickProfile.id, stored)).toEqual(quickProfile);
    expect(newDocument(sample)).not.toHaveProperty('sgpaEntries');
  });

  it('enters, changes and clears one with one field write', () => {
    const entered = { sgpa: 9.5, credits: 20.5 };
    expect(
      documentUpdate(
        sample.id,
        newDocument(sample),
        {
          type: 'setSemesterEntry',
          semesterId: 's2',
          entered,
        },
        7,
      ),
    ).toEqual({ 'sgpaEntries.s2': '9.5|20.5', updatedAt: 7 });
    expect(
      documentUpdate(
        sample.id,
        stored,
        { type: 'setSemesterEntry', semesterId: 'q', entered: null },
        7,
      ),
    ).toEqual({ 'sgpaEntries.q': DELETE_FIELD, updatedAt: 7 });
    expect(
      documentUpdate(sample.id, stored, { type: 'deleteSemester', semesterId: 'q' }, 7),
    ).toEqual({ 'semesterEntries.q': DELETE_FIELD, 'sgpaEntries.q': DELETE_FIELD, updatedAt: 7 });
  });

  it('deletes the map when the whole contents are written without one', () => {
    const update = documentUpdate(
      sample.id,
      stored,
      { type: 'replaceSemesters', semesters: sample.semesters },
      7,
    );
    expect(update).toMatchObject({ sgpaEntries: DELETE_FIELD });
    expect(profileView(sample.id, applyUpdate(stored, update))!.semesters).toEqual(
      sample.semesters,
    );
  });

  it("shows a semester's subjects over an entry written beside them, and deletes the entry next", () => {
    // One editor added a subject while another entered the semester's SGPA.
    const raced = { ...stored, sgpaEntries: { q: '8.25|22', s1: '7|20', gone: '9|20' } };
    expect(profileView(sample.id, raced)).toEqual(profileView(sample.id, stored));
    const update = documentUpdate(
      sample.id,
      raced,
      { type: 'renameSemester', semesterId: 'q', name: 'Q' },
      7,
    );
    expect(update).toEqual({
      'sgpaEntries.s1': DELETE_FIELD,
      'sgpaEntries.gone': DELETE_FIELD,
      'semesterEntries.q': '1|Q',
      updatedAt: 7,
    });
  });

  it('makes a malformed entry as unreadable as any malformed entry', () => {
    for (const bad of ['8.25', '8.25|', 'x|22', '8.25|22|1', '-1|22', '8.255|22', '8|0', 7]) {
      expect(profileFromDocument(sample.id, { ...stored, sgpaEntries: { q: bad } })).toBeNull();
    }
    expect(profileFromDocument(sample.id, { ...stored, sgpaEntries: ['8|22'] })).toBeNull();
  });
});
