import { DEFAULT_SCALE, storedGrade } from './scales/profile-scale';
import { IMPORTED_NAME, importedName, planImport } from './profile-moves';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { creditArb, gradeArb, profileArb, semester, subject, subjectArb } from './arbitraries';
import { GRADE_OPTIONS } from './grades';
import {
  MAX_SEMESTERS,
  MAX_SUBJECTS,
  NAME_MAX_LENGTH,
  SEMESTER_NAME_EMPTY_MESSAGE,
  SEMESTER_NAME_TOO_LONG_MESSAGE,
  SUBJECT_NAME_TOO_LONG_MESSAGE,
} from './limits';
import type { Profile, ProfileEdit, SharedProfile, Subject } from './model';
import type { IdSource } from './profiles';
import {
  CREDIT_MESSAGE,
  DEFAULT_PROFILE_MESSAGE,
  FILL_ALL_FIELDS_MESSAGE,
  GRADE_MESSAGE,
  LAST_PROFILE_MESSAGE,
  PROFILE_NOT_FOUND_MESSAGE,
  applyProfileEdit,
  canDeleteFromDrawer,
  copyProfileName,
  createDefaultProfile,
  createProfile,
  dedupeByName,
  defaultProfileName,
  deletionRefusal,
  ensureSemester,
  newDefaultProfileId,
  newProfileId,
  newSemesterId,
  newSubjectId,
  nextSemesterName,
  parseSubjectForm,
  NO_SELECTION,
  selectProfile,
  semesterAfterAdd,
  semesterAfterDelete,
  semesterForProfileChange,
  semesterRename,
  sortProfiles,
  systemIds,
} from './profiles';

/** A clock that ticks one millisecond per call, and a fixed random number. */
function fakeIds(start = 1000): IdSource {
  let time = start;
  return { now: () => time++, random: () => 0.123456789 };
}

function profile(id: string, name: string, extra: Partial<Profile> = {}): Profile {
  return {
    id,
    name,
    semesters: [],
    isDefault: false,
    userId: null,
    createdAt: 0,
    updatedAt: 0,
    ...extra,
  };
}

function shared(id: string, name: string): SharedProfile {
  return {
    ...profile(id, name),
    isShared: true,
    loaded: true,
    permission: 'read',
    shareId: `share-${id}`,
    ownerUserId: 'owner',
    ownerEmail: null,
    sharedAt: 0,
  };
}

describe('ids', () => {
  it('makes default ids from default_, a timestamp and a random part', () => {
    expect(newDefaultProfileId(fakeIds())).toBe(
      `default_1000_${(0.123456789).toString(36).slice(2, 11)}`,
    );
  });

  it('makes other ids from the timestamp', () => {
    expect(newProfileId(fakeIds(42))).toBe('42');
    expect(newSemesterId(fakeIds(43))).toBe('43');
    expect(newSubjectId(fakeIds(44))).toBe('44');
  });

  it('never repeats a system timestamp, even within one millisecond', () => {
    const ids = Array.from({ length: 1000 }, () => newSubjectId(systemIds));
    expect(new Set(ids).size).toBe(1000);
    expect(Math.abs(Number(ids[0]) - Date.now())).toBeLessThan(5000);
    expect(systemIds.random()).toBeGreaterThanOrEqual(0);
  });
});

describe('creating profiles', () => {
  it('names the default profile after the user', () => {
    expect(defaultProfileName('Asha', 'asha@example.com')).toBe('Asha (Default)');
    expect(defaultProfileName(null, 'ravi.k@example.com')).toBe('ravi.k (Default)');
    expect(defaultProfileName('  ', '@example.com')).toBe('User (Default)');
    expect(defaultProfileName(null, null)).toBe('User (Default)');
  });

  it('creates the default profile with one Semester 1', () => {
    const created = createDefaultProfile(
      { displayName: null, email: 'meera@example.com', userId: 'u1' },
      fakeIds(),
    );
    expect(created).toEqual({
      id: expect.stringMatching(/^default_1000_/),
      name: 'meera (Default)',
      semesters: [{ id: '1002', name: 'Semester 1', subjects: [] }],
      isDefault: true,
      userId: 'u1',
      createdAt: 1001,
      updatedAt: 1001,
    });
  });

  it('creates other profiles with one Semester 1', () => {
    expect(createProfile(' Minor degree ', null, fakeIds())).toEqual({
      id: '1000',
      name: 'Minor degree',
      semesters: [{ id: '1002', name: 'Semester 1', subjects: [] }],
      isDefault: false,
      userId: null,
      createdAt: 1001,
      updatedAt: 1001,
    });
  });

  it('starts a new profile on the scale given (an element preset), none being SPEC’s', () => {
    const vtu = { preset: 'vtu-2022' };
    expect(createProfile('B.Tech', null, fakeIds(), vtu).scale).toEqual(vtu);
    const owner = { displayName: 'Asha', email: null, userId: 'u1' };
    expect(createDefaultProfile(owner, fakeIds(), vtu).scale).toEqual(vtu);
    expect('scale' in createDefaultProfile(owner, fakeIds())).toBe(false);
  });

  it('gives a profile without semesters Semester 1 and leaves others alone', () => {
    const bare = profile('p', 'P');
    expect(ensureSemester(bare, fakeIds()).semesters).toEqual([
      { id: '1000', name: 'Semester 1', subjects: [] },
    ]);
    const withSemester = { ...bare, semesters: [semester('s', [])] };
    expect(ensureSemester(withSemester, fakeIds())).toBe(withSemester);
  });

  it('names a copy', () => {
    expect(copyProfileName('Asha (Default)')).toBe('Copy of Asha (Default)');
  });
});

describe('nextSemesterName', () => {
  it('numbers semesters from the count', () => {
    expect(nextSemesterName([])).toBe('Semester 1');
    expect(nextSemesterName([semester('a', [], 'Semester 1')])).toBe('Semester 2');
    expect(nextSemesterName([semester('a', [], 'Fall'), semester('b', [], 'Spring')])).toBe(
      'Semester 3',
    );
  });

  it('skips names that exist', () => {
    // Semester 1 was deleted: two remain, and 'Semester 3' is taken.
    const semesters = [semester('a', [], 'Semester 2'), semester('b', [], 'Semester 3')];
    expect(nextSemesterName(semesters)).toBe('Semester 4');
  });
});

describe('semesterRename', () => {
  const third = semester('s3', [subject(9, 4, 'math')], 'Semester 3');

  it('renames with the trimmed name, which applyProfileEdit then keeps', () => {
    const result = semesterRename(third, '  Fall 2026 ');
    expect(result).toEqual({
      ok: true,
      edit: { type: 'renameSemester', semesterId: 's3', name: 'Fall 2026' },
    });
    const before = profile('p', 'P', { semesters: [third] });
    const after = applyProfileEdit(before, (result as { edit: ProfileEdit }).edit, 5);
    expect(after.semesters).toEqual([{ ...third, name: 'Fall 2026' }]);
  });

  it('writes nothing when the name stays the same', () => {
    expect(semesterRename(third, 'Semester 3 ')).toEqual({ ok: true, edit: null });
  });

  it('refuses an empty name and one longer than the rules allow', () => {
    expect(semesterRename(third, '   ')).toEqual({
      ok: false,
      message: SEMESTER_NAME_EMPTY_MESSAGE,
    });
    expect(semesterRename(third, 'x'.repeat(NAME_MAX_LENGTH + 1))).toEqual({
      ok: false,
      message: 'Semester name must be at most 200 characters',
    });
    expect(SEMESTER_NAME_TOO_LONG_MESSAGE).toBe('Semester name must be at most 200 characters');
    expect(semesterRename(third, 'x'.repeat(NAME_MAX_LENGTH)).ok).toBe(true);
  });

  it('turns a pasted tab or line break into a space, as every stored name', () => {
    expect(semesterRename(third, 'Fall\n2026\t')).toEqual({
      ok: true,
      edit: { type: 'renameSemester', semesterId: third.id, name: 'Fall 2026' },
    });
  });
});

describe('applyProfileEdit', () => {
  const math = subject(9, 4, 'math');
  const base = profile('p', 'P', { semesters: [semester('s1', [math]), semester('s2', [])] });

  it('adds a semester', () => {
    const added = semester('s3', [], 'Semester 3');
    const next = applyProfileEdit(base, { type: 'addSemester', semester: added }, 5);
    expect(next.semesters.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(next.updatedAt).toBe(5);
    expect(base.semesters).toHaveLength(2);
  });

  it('renames and deletes a semester', () => {
    const renamed = applyProfileEdit(
      base,
      { type: 'renameSemester', semesterId: 's2', name: 'Summer' },
      5,
    );
    expect(renamed.semesters[1]).toEqual(semester('s2', [], 'Summer'));
    const deleted = applyProfileEdit(base, { type: 'deleteSemester', semesterId: 's1' }, 5);
    expect(deleted.semesters.map((s) => s.id)).toEqual(['s2']);
  });

  it('adds, updates and deletes a subject', () => {
    const physics = subject(8, 3, 'physics');
    const added = applyProfileEdit(
      base,
      { type: 'addSubject', semesterId: 's2', subject: physics },
      5,
    );
    expect(added.semesters[1]!.subjects).toEqual([physics]);
    const better = { ...math, grade: 10 };
    const updated = applyProfileEdit(
      base,
      { type: 'updateSubject', semesterId: 's1', subject: better },
      6,
    );
    expect(updated.semesters[0]!.subjects).toEqual([better]);
    expect(updated.updatedAt).toBe(6);
    const deleted = applyProfileEdit(
      base,
      { type: 'deleteSubject', semesterId: 's1', subjectId: 'math' },
      7,
    );
    expect(deleted.semesters[0]!.subjects).toEqual([]);
  });

  it('restores a deleted subject at its place', () => {
    const [a, b, c] = [subject(10, 3, 'a'), subject(9, 4, 'b'), subject(8, 2, 'c')];
    const full = { ...base, semesters: [semester('s1', [a, b, c])] };
    const restore = (from: Profile, removed: Subject, index: number) =>
      applyProfileEdit(
        applyProfileEdit(
          from,
          { type: 'deleteSubject', semesterId: 's1', subjectId: removed.id },
          5,
        ),
        { type: 'restoreSubject', semesterId: 's1', subject: removed, index },
        6,
      ).semesters[0]!.subjects;
    expect(restore(full, a, 0)).toEqual([a, b, c]);
    expect(restore(full, b, 1)).toEqual([a, b, c]);
    expect(restore(full, c, 2)).toEqual([a, b, c]);
    // A place past the end (others deleted meanwhile) is the end.
    expect(restore(full, c, 9)).toEqual([a, b, c]);
    // Restored twice, it would be there twice: refused, unchanged.
    const again = { type: 'restoreSubject', semesterId: 's1', subject: a, index: 0 } as const;
    expect(applyProfileEdit(full, again, 7)).toBe(full);
  });

  it('replaces all semesters', () => {
    const semesters = [semester('n', [subject(7, 2)])];
    expect(applyProfileEdit(base, { type: 'replaceSemesters', semesters }, 5).semesters).toBe(
      semesters,
    );
  });

  it('leaves the profile unchanged for unknown semesters and subjects', () => {
    const edits: ProfileEdit[] = [
      { type: 'renameSemester', semesterId: 'nope', name: 'X' },
      { type: 'deleteSemester', semesterId: 'nope' },
      { type: 'addSubject', semesterId: 'nope', subject: subject(9, 1) },
      { type: 'updateSubject', semesterId: 'nope', subject: math },
      { type: 'updateSubject', semesterId: 's2', subject: math },
      { type: 'deleteSubject', semesterId: 'nope', subjectId: 'math' },
      { type: 'deleteSubject', semesterId: 's1', subjectId: 'nope' },
    ];
    for (const edit of edits) expect(applyProfileEdit(base, edit, 5)).toBe(base);
  });

  it('leaves the profile unchanged rather than store invalid data', () => {
    const edits: ProfileEdit[] = [
      { type: 'addSemester', semester: semester('s1', []) },
      { type: 'addSemester', semester: semester('s3', [], ' ') },
      { type: 'renameSemester', semesterId: 's1', name: '' },
      { type: 'addSubject', semesterId: 's1', subject: { ...math, grade: 10 } },
      { type: 'addSubject', semesterId: 's1', subject: subject(3, 1) },
      { type: 'addSubject', semesterId: 's1', subject: subject(9, 1.25) },
      { type: 'addSubject', semesterId: 's1', subject: subject(9, -1) },
      { type: 'updateSubject', semesterId: 's1', subject: { ...math, subjectName: '' } },
      { type: 'replaceSemesters', semesters: [semester('a', []), semester('a', [])] },
    ];
    for (const edit of edits) expect(applyProfileEdit(base, edit, 5)).toBe(base);
  });

  it('leaves the profile unchanged rather than go past a limit of limits.ts', () => {
    const full = (semesters: number, subjects: number) =>
      profile('p', 'P', {
        semesters: Array.from({ length: semesters }, (_, index) =>
          semester(
            `s${index}`,
            Array.from({ length: subjects }, (_, position) =>
              subject(9, 1, `${index}-${position}`),
            ),
          ),
        ),
      });
    const fullOfSemesters = full(MAX_SEMESTERS, 0);
    const addSemester: ProfileEdit = { type: 'addSemester', semester: semester('new', []) };
    expect(applyProfileEdit(fullOfSemesters, addSemester, 5)).toBe(fullOfSemesters);
    expect(applyProfileEdit(full(MAX_SEMESTERS - 1, 0), addSemester, 5).semesters).toHaveLength(
      MAX_SEMESTERS,
    );
    const fullOfSubjects = full(10, MAX_SUBJECTS / 10);
    const addSubject: ProfileEdit = { type: 'addSubject', semesterId: 's0', subject: math };
    expect(applyProfileEdit(fullOfSubjects, addSubject, 5)).toBe(fullOfSubjects);
    const long = { ...math, subjectName: 'x'.repeat(NAME_MAX_LENGTH + 1) };
    expect(
      applyProfileEdit(base, { type: 'updateSubject', semesterId: 's1', subject: long }, 5),
    ).toBe(base);
  });

  it('undoes adding a subject by deleting it', () => {
    fc.assert(
      fc.property(profileArb, subjectArb, fc.nat(), fc.nat(), (start, added, pick, now) => {
        fc.pre(start.semesters.length > 0);
        const target = start.semesters[pick % start.semesters.length]!;
        fc.pre(!target.subjects.some((s) => s.id === added.id));
        const withSubject = applyProfileEdit(
          start,
          { type: 'addSubject', semesterId: target.id, subject: added },
          now,
        );
        expect(withSubject.semesters.find((s) => s.id === target.id)!.subjects.at(-1)).toBe(added);
        const undone = applyProfileEdit(
          withSubject,
          { type: 'deleteSubject', semesterId: target.id, subjectId: added.id },
          now,
        );
        expect(undone).toEqual({ ...start, updatedAt: now });
      }),
    );
  });
});

describe('deleting profiles', () => {
  const main = profile('d', 'Me (Default)', { isDefault: true });
  const minor = profile('m', 'Minor');

  it('refuses with SPEC messages', () => {
    expect(deletionRefusal([main, minor], 'x')).toBe(PROFILE_NOT_FOUND_MESSAGE);
    expect(deletionRefusal([minor], 'm')).toBe(LAST_PROFILE_MESSAGE);
    expect(deletionRefusal([main, minor], 'd')).toBe(DEFAULT_PROFILE_MESSAGE);
    expect(deletionRefusal([main, minor], 'm')).toBeNull();
    expect([PROFILE_NOT_FOUND_MESSAGE, LAST_PROFILE_MESSAGE, DEFAULT_PROFILE_MESSAGE]).toEqual([
      'Profile not found',
      'Cannot delete the last profile',
      'Cannot delete the default profile',
    ]);
  });

  it('offers delete in the drawer only for a non-default, unshared profile among several', () => {
    expect(canDeleteFromDrawer([main, minor], minor, false)).toBe(true);
    expect(canDeleteFromDrawer([main, minor], minor, true)).toBe(false);
    expect(canDeleteFromDrawer([main, minor], main, false)).toBe(false);
    expect(canDeleteFromDrawer([minor], minor, false)).toBe(false);
  });
});

describe('listing profiles', () => {
  it('keeps the first profile of each name', () => {
    const profiles = [profile('1', 'A'), profile('2', 'B'), profile('3', 'A')];
    expect(dedupeByName(profiles).map((p) => p.id)).toEqual(['1', '2']);
  });

  it('sorts the default first, then by name, shared after own', () => {
    const own = [
      profile('1', 'beta'),
      profile('2', 'Zed (Default)', { isDefault: true }),
      profile('3', 'Alpha'),
    ];
    const theirs = [shared('4', 'Zoo'), shared('5', 'Art')];
    expect(sortProfiles(own, theirs).map((p) => p.id)).toEqual(['2', '3', '1', '5', '4']);
    expect(own.map((p) => p.id)).toEqual(['1', '2', '3']);
  });

  it('selects the stored active id, else the current one, else the first', () => {
    const profiles = [profile('1', 'A'), profile('2', 'B')];
    const shown = (id: string | null) => ({ id, followed: null });
    expect(selectProfile(profiles, '2', shown('1')).id).toBe('2');
    expect(selectProfile(profiles, 'gone', shown('2')).id).toBe('2');
    expect(selectProfile(profiles, null, shown('gone')).id).toBe('1');
    expect(selectProfile(profiles, null, NO_SELECTION).id).toBe('1');
    expect(selectProfile([], '1', shown('1')).id).toBeNull();
  });

  it('lets a stored profile that arrives late (one shared with the user) win over the fallback', () => {
    const own = [profile('1', 'Mine (Default)', { isDefault: true })];
    const first = selectProfile(own, 's', NO_SELECTION);
    expect(first.id).toBe('1');
    const later = selectProfile([...own, shared('s', 'Theirs')], 's', first);
    expect(later).toEqual({ id: 's', followed: 's' });
  });

  it('goes back to a stored shared profile that left the list for a moment (its permission changed)', () => {
    const own = [profile('1', 'Mine (Default)', { isDefault: true })];
    const withShared = [...own, shared('s', 'Theirs')];
    const on = selectProfile(withShared, 's', NO_SELECTION);
    const away = selectProfile(own, 's', on);
    expect(away.id).toBe('1');
    expect(selectProfile(withShared, 's', away).id).toBe('s');
  });

  it('keeps the shown profile against a stored id it already followed, and follows a new one', () => {
    const profiles = [profile('1', 'A'), profile('2', 'B'), profile('3', 'C')];
    const chosen = { id: '1', followed: '2' };
    expect(selectProfile(profiles, '2', chosen)).toBe(chosen);
    expect(selectProfile(profiles, '3', chosen)).toEqual({ id: '3', followed: '3' });
    // The shown profile gone: the stored one again, else the first.
    expect(selectProfile(profiles, '2', { id: 'gone', followed: '2' }).id).toBe('2');
    expect(selectProfile(profiles, 'gone', { id: 'gone', followed: 'gone' }).id).toBe('1');
  });
});

describe('semester selection', () => {
  const semesters = [semester('a', []), semester('b', []), semester('c', [])];

  it('selects an added semester', () => {
    expect(semesterAfterAdd(semesters, 'c')).toBe('c');
    expect(semesterAfterAdd(semesters, 'refused')).toBe('c');
  });

  it('selects the last remaining semester after deleting the selected one', () => {
    expect(semesterAfterDelete(semesters.slice(1), 'x', 'x')).toBe('c');
    expect(semesterAfterDelete([semesters[0]!, semesters[2]!], 'b', 'a')).toBe('a');
    expect(semesterAfterDelete([], 'a', 'a')).toBeNull();
    expect(semesterAfterDelete(semesters, 'x', null)).toBe('c');
  });

  it('selects the last semester when the profile changes', () => {
    expect(semesterForProfileChange(profile('p', 'P', { semesters }))).toBe('c');
    expect(semesterForProfileChange(profile('p', 'P'))).toBeNull();
  });
});

describe('parseSubjectForm', () => {
  const valid = { subjectName: '  Maths ', grade: 'A+', credit: '3.5' };

  it('accepts a complete form', () => {
    expect(parseSubjectForm(valid)).toEqual({
      ok: true,
      value: { subjectName: 'Maths', grade: 9, credit: 3.5 },
    });
    // E, F and G all have 0 points: the code says which.
    expect(parseSubjectForm({ ...valid, grade: 'E', credit: '0' })).toEqual({
      ok: true,
      value: { subjectName: 'Maths', grade: 0, gradeCode: 'E', credit: 0 },
    });
    expect(parseSubjectForm({ ...valid, grade: 'G' })).toEqual({
      ok: true,
      value: { subjectName: 'Maths', grade: 0, gradeCode: 'G', credit: 3.5 },
    });
  });

  it('requires every field', () => {
    for (const field of ['subjectName', 'grade', 'credit'] as const) {
      expect(parseSubjectForm({ ...valid, [field]: ' ' })).toEqual({
        ok: false,
        message: FILL_ALL_FIELDS_MESSAGE,
      });
    }
    expect(FILL_ALL_FIELDS_MESSAGE).toBe('Please fill in all fields');
  });

  it('cleans the name as stored names are, and refuses one longer than the rules allow', () => {
    expect(parseSubjectForm({ ...valid, subjectName: 'Lab\tWork ' })).toMatchObject({
      value: { subjectName: 'Lab Work' },
    });
    expect(parseSubjectForm({ ...valid, subjectName: 'x'.repeat(NAME_MAX_LENGTH) }).ok).toBe(true);
    expect(parseSubjectForm({ ...valid, subjectName: 'x'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      message: SUBJECT_NAME_TOO_LONG_MESSAGE,
    });
    expect(SUBJECT_NAME_TOO_LONG_MESSAGE).toBe('Subject name must be at most 200 characters');
  });

  it('accepts only the grades of the form, by their codes', () => {
    for (const option of GRADE_OPTIONS) {
      const code = option.label.split(' ')[0]!;
      expect(parseSubjectForm({ ...valid, grade: code })).toMatchObject({
        value: { grade: option.value },
      });
    }
    for (const grade of ['9', '0', 'P', 'I', 'a+', 'NaN']) {
      expect(parseSubjectForm({ ...valid, grade })).toEqual({ ok: false, message: GRADE_MESSAGE });
    }
  });

  it('parses credits as decimals: from 0 to 30, in steps of 0.5', () => {
    for (const [credit, value] of [
      ['4', 4],
      ['30', 30],
      ['3.50', 3.5],
      ['.5', 0.5],
      ['1e1', 10],
      ['-0', 0],
    ] as const) {
      expect(parseSubjectForm({ ...valid, credit })).toEqual({
        ok: true,
        value: { subjectName: 'Maths', grade: 9, credit: value },
      });
    }
    // 0.50000000000000001 is 0.5 as a double, but not as the decimal the user typed.
    for (const credit of [
      '-0.5',
      '1.25',
      '0.50000000000000001',
      'abc',
      'Infinity',
      '1e400',
      '1e300',
      '30.5',
      '31',
      '0x10',
    ]) {
      expect(parseSubjectForm({ ...valid, credit })).toEqual({
        ok: false,
        message: CREDIT_MESSAGE,
      });
    }
    expect(CREDIT_MESSAGE).toBe('Credits must be from 0 to 30, in steps of 0.5');
  });

  it('round-trips every valid grade and credit', () => {
    fc.assert(
      fc.property(gradeArb, creditArb, (grade, credit) => {
        const option = DEFAULT_SCALE.grades.find((candidate) => candidate.points === grade)!;
        expect(
          parseSubjectForm({ subjectName: 'S', grade: option.code, credit: String(credit) }),
        ).toEqual({
          ok: true,
          value: { subjectName: 'S', ...storedGrade(DEFAULT_SCALE, option), credit },
        });
      }),
    );
  });
});

describe('import (SPEC §4: one default per account)', () => {
  const work = [semester('s1', [subject(9, 4, 'x')])];
  const deviceDefault = profile('default_1', 'User (Default)', {
    isDefault: true,
    semesters: work,
  });
  const emptyDefault = profile('default_2', 'Asha (Default)', {
    isDefault: true,
    semesters: [semester('e', [])],
  });

  it('never gives an imported profile a default-looking name', () => {
    expect(importedName('User (Default)')).toBe('User');
    expect(importedName('Asha (Default) (2)')).toBe('Asha');
    expect(importedName('Exams')).toBe('Exams');
    expect(importedName(' (Default)')).toBe(IMPORTED_NAME);
  });

  it("puts the device default's work into a new account's untouched default, and selects it", () => {
    const other = profile('7', 'Exams', { semesters: work });
    const plan = planImport([emptyDefault], [deviceDefault, other], new Set(), fakeIds());
    expect(plan.merge).toEqual({
      profileId: 'default_2',
      edit: { type: 'replaceSemesters', semesters: work, scale: null },
    });
    expect(plan.added.map((p) => [p.name, p.isDefault])).toEqual([['Exams', false]]);
    expect(plan.selectedId).toBe('default_2');
  });

  it('adds the device default under a plain name, selected, when the account has work of its own', () => {
    const used = { ...emptyDefault, semesters: work };
    const plan = planImport([used, profile('3', 'User')], [deviceDefault], new Set(), fakeIds());
    expect(plan.merge).toBeNull();
    expect(plan.added.map((p) => [p.name, p.isDefault])).toEqual([['User (2)', false]]);
    expect(plan.selectedId).toBe(plan.added[0]!.id);
    expect(plan.added[0]!.semesters).toEqual(work);
  });

  it('leaves a shared-out or non-default only profile alone', () => {
    expect(
      planImport([emptyDefault], [deviceDefault], new Set(['default_2']), fakeIds()).merge,
    ).toBeNull();
    const plain = { ...emptyDefault, isDefault: false };
    expect(planImport([plain], [deviceDefault], new Set(), fakeIds()).merge).toBeNull();
  });

  it('selects the first imported profile when none was a default', () => {
    const plan = planImport(
      [emptyDefault],
      [profile('8', 'A'), profile('9', 'B')],
      new Set(),
      fakeIds(),
    );
    expect(plan.merge).toBeNull();
    expect(plan.selectedId).toBe(plan.added[0]!.id);
    expect(new Set(plan.added.map((p) => p.id)).size).toBe(2);
  });
});
