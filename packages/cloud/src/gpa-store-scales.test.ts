import { describe, expect, it } from 'vitest';
import { pooledGpa } from '../../core/src/gpa/scales/test-subjects';
import type { Profile, ProfileEdit, ScaleChoice, Semester } from '../../core/src/gpa/model';
import type { GradeScale } from '../../core/src/gpa/scales/grade-scale';
import { presetById } from '../../core/src/gpa/scales/presets';
import {
  DEFAULT_SCALE,
  changeScale,
  profileNumbers,
  resolveScale,
} from '../../core/src/gpa/scales/profile-scale';
import { readDocument, writeDocument } from '../test/cloud';
import {
  type Client,
  open,
  profileOf,
  saved,
  setUpStoreTests,
  signUp,
  until,
  withFirstProfile,
} from '../test/store-clients';
import { attachMeter } from './meter';

// The Firestore GPA store with grade scales, against the real emulators: profiles on a preset or
// a custom scale, edits with grade codes and retakes, a change of scale (one transaction, so that
// nothing another editor adds meanwhile is lost), sharing, and documents of earlier shapes, which
// keep exactly the GPA they had.

setUpStoreTests();

const KTU = presetById('ktu-2019')!;

/** KTU's grades as a college's own scale (custom): A is 8.5. */
const CUSTOM: GradeScale = { ...KTU, id: 'my-college', name: 'My college' };

const cgpaOf = (profile: Profile) =>
  profileNumbers(resolveScale(profile.scale)!, profile.semesters).cgpa;

const changeTo = (
  profile: Profile,
  scale: ScaleChoice | undefined,
): Extract<ProfileEdit, { type: 'changeScale' }> => ({
  type: 'changeScale',
  scale: scale ?? null,
  semesters: changeScale(resolveScale(profile.scale)!, resolveScale(scale)!, profile.semesters)
    .semesters,
});

/** The profile as `client` shows it once `test` holds of it. */
const shown = async (client: Client, id: string, test: (profile: Profile) => boolean) => {
  const snapshot = await until(client, (s) => {
    const profile = [...s.profiles, ...s.sharedWithMe].find((each) => each.id === id);
    return profile !== undefined && test(profile);
  });
  return [...snapshot.profiles, ...snapshot.sharedWithMe].find((each) => each.id === id)!;
};

const subjectsOf = (profile: Profile) => profile.semesters.flatMap((each) => each.subjects);

/**
 * Two semesters on `scale` as the subject form makes them: a failed subject (F, 0) retaken and
 * cleared in the second semester, and grades with codes where the points do not name them.
 */
function edits(profile: Profile, grades: { fail: number; pass: number; best: number }) {
  const first = profile.semesters[0]!.id;
  const list: ProfileEdit[] = [
    { type: 'addSemester', semester: { id: 'sem-2', name: 'Semester 2', subjects: [] } },
    {
      type: 'addSubject',
      semesterId: first,
      subject: { id: 'maths', subjectName: 'Maths', grade: grades.fail, credit: 4 },
    },
    {
      type: 'addSubject',
      semesterId: first,
      subject: { id: 'physics', subjectName: 'Physics', grade: grades.best, credit: 3 },
    },
    {
      type: 'addSubject',
      semesterId: 'sem-2',
      subject: {
        id: 'maths-again',
        subjectName: 'Maths',
        grade: grades.pass,
        credit: 4,
        retakeOf: 'maths',
      },
    },
  ];
  return list;
}

describe('profiles on a grade scale', () => {
  it("starts new profiles on the element's scale, default and created", async () => {
    const asha = open(await signUp('asha@example.com', 'Asha'));
    expect(await asha.store.ensureDefaultProfile(null, { preset: 'vtu-2022' })).toBe(true);
    await until(asha, (s) => s.profiles.length === 1 && !s.saving);
    expect(profileOf(asha).scale).toEqual({ preset: 'vtu-2022' });
    const created = await asha.store.createProfile('Minor', { custom: CUSTOM });
    expect(created.scale).toEqual({ custom: CUSTOM });
    await saved(asha);
    const stored = await readDocument(`users/${asha.uid}/profiles/${created.id}`);
    expect(stored?.scale).toEqual({ stringValue: 'custom' });
    expect(stored?.scalePoints).toEqual({ stringValue: '10|9|8.5|8|7|6|5|0' });
    const plain = await asha.store.createProfile('Plain');
    expect(plain.scale).toBeUndefined();
  });

  it('round-trips a profile on VTU 2022 and one on a custom scale: codes, retakes, a change of scale', async () => {
    const asha = await withFirstProfile('asha@example.com', 'Asha');
    const vtu = await asha.store.createProfile('VTU', { preset: 'vtu-2022' });
    const own = await asha.store.createProfile('Own', { custom: CUSTOM });
    for (const edit of edits(vtu, { fail: 0, pass: 4, best: 10 })) {
      await asha.store.applyEdit(vtu.id, edit);
    }
    for (const edit of edits(own, { fail: 0, pass: 5, best: 8.5 })) {
      await asha.store.applyEdit(own.id, edit);
    }
    // KTU's FE (0, failed and not eligible) needs its code: F is the first grade with 0 points.
    await asha.store.applyEdit(own.id, {
      type: 'updateSubject',
      semesterId: own.semesters[0]!.id,
      subject: { id: 'maths', subjectName: 'Maths', grade: 0, credit: 4, gradeCode: 'FE' },
    });
    await saved(asha);
    const onVtu = await shown(asha, vtu.id, (p) => subjectsOf(p).length === 3);
    const onOwn = await shown(asha, own.id, (p) => subjectsOf(p)[0]?.gradeCode === 'FE');
    // The cleared backlog counts once, with the grade that cleared it: (10×3 + 4×4) / 7.
    expect(cgpaOf(onVtu)).toBe('6.57');
    // (8.5×3 + 5×4) / 7.
    expect(cgpaOf(onOwn)).toBe('6.50');
    expect(subjectsOf(onOwn)[2]).toMatchObject({ retakeOf: 'maths', grade: 5 });

    // VTU to the custom scale: every subject carried over, in one write.
    const toCustom = changeTo(onVtu, { custom: CUSTOM });
    const meter = attachMeter(asha.cloud);
    await asha.store.applyEdit(vtu.id, toCustom);
    await saved(asha);
    const changed = await shown(asha, vtu.id, (p) => p.scale !== undefined && 'custom' in p.scale);
    // One write; the transaction's read, and the listener's of the changed profile.
    expect({ reads: meter.reads, writes: meter.writes }).toEqual({ reads: 2, writes: 1 });
    // VTU's P (4) has no match on KTU's scale: KTU's lowest pass, P (5).
    expect(subjectsOf(changed).map((s) => s.grade)).toEqual([0, 10, 5]);
    expect(changed.semesters).toEqual(toCustom.semesters);

    // Another browser of Asha's reads the very same profiles and numbers.
    const laptop = open(asha);
    for (const profile of [changed, onOwn]) {
      const read = await shown(laptop, profile.id, () => true);
      expect(read).toEqual(profile);
      expect(cgpaOf(read)).toBe(cgpaOf(profile));
    }
  });

  it('shows a collaborator with edit access the same scale and numbers, and takes their change of scale', async () => {
    const asha = await withFirstProfile('asha@example.com', 'Asha');
    const ravi = await withFirstProfile('ravi@example.com', 'Ravi');
    const profile = await asha.store.createProfile('KTU', { custom: CUSTOM });
    for (const edit of edits(profile, { fail: 0, pass: 5, best: 8.5 })) {
      await asha.store.applyEdit(profile.id, edit);
    }
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'edit');
    await until(ravi, (s) => s.sharedWithMe.length === 1);
    ravi.store.setActiveProfileId(profile.id);
    const mine = await shown(asha, profile.id, (p) => subjectsOf(p).length === 3);
    const theirs = await shown(ravi, profile.id, (p) => subjectsOf(p).length === 3);
    expect(theirs.scale).toEqual(mine.scale);
    expect(theirs.semesters).toEqual(mine.semesters);
    expect(cgpaOf(theirs)).toBe(cgpaOf(mine));
    expect(cgpaOf(theirs)).toBe('6.50');

    await ravi.store.applyEdit(profile.id, changeTo(theirs, { preset: 'ktu-2019' }));
    const onPreset = await shown(
      asha,
      profile.id,
      (p) => p.scale !== undefined && 'preset' in p.scale,
    );
    expect(onPreset.scale).toEqual({ preset: 'ktu-2019' });
    expect(cgpaOf(onPreset)).toBe('6.50');
  });

  it("gives E, F and G back after Anna University's RA, through Firestore and a reload; an edit of the grade in between wins", async () => {
    const asha = await withFirstProfile('asha@example.com', 'Asha');
    const profile = profileOf(asha);
    const semesterId = profile.semesters[0]!.id;
    for (const code of ['E', 'F', 'G', 'C']) {
      await asha.store.applyEdit(profile.id, {
        type: 'addSubject',
        semesterId,
        subject: {
          id: code,
          subjectName: code,
          credit: 3,
          ...(code === 'C' ? { grade: 5 } : { grade: 0, gradeCode: code }),
        },
      });
    }
    await saved(asha);
    const before = await shown(asha, profile.id, (p) => subjectsOf(p).length === 4);
    await asha.store.applyEdit(profile.id, changeTo(before, { preset: 'anna-r2021' }));
    await saved(asha);
    const stored = await readDocument(`users/${asha.uid}/profiles/${profile.id}`);
    const entries = Object.values(
      (stored?.subjectEntries as { mapValue: { fields: Record<string, { stringValue: string }> } })
        .mapValue.fields,
    ).map((entry) => entry.stringValue.split('|')[1]);
    expect(entries.sort()).toEqual(['0/RA', '0/RA//0/F', '0/RA//0/G', '5']);

    // Another browser (a reload) changes back, and every grade is what it was.
    const laptop = open(asha);
    const onAnna = await shown(laptop, profile.id, (p) => p.scale !== undefined);
    expect(subjectsOf(onAnna).map((s) => s.gradeCode)).toEqual(['RA', 'RA', 'RA', undefined]);
    await laptop.store.applyEdit(profile.id, changeTo(onAnna, undefined));
    await saved(laptop);
    const back = await shown(asha, profile.id, (p) => p.scale === undefined);
    expect(back.semesters).toEqual(before.semesters);
    expect(cgpaOf(back)).toBe(cgpaOf(before));
    const reread = await shown(open(asha), profile.id, (p) => p.scale === undefined);
    expect(reread.semesters).toEqual(before.semesters);

    // Once more to RA, and F edited there to C: the edit wins over the grade F remembered.
    await asha.store.applyEdit(profile.id, changeTo(back, { preset: 'anna-r2021' }));
    await saved(asha);
    const again = await shown(asha, profile.id, (p) => p.scale !== undefined);
    await asha.store.applyEdit(profile.id, {
      type: 'updateSubject',
      semesterId,
      subject: { id: 'F', subjectName: 'F', credit: 3, grade: 5 },
    });
    await saved(asha);
    const edited = await shown(asha, profile.id, (p) => subjectsOf(p)[1]!.grade === 5);
    expect(subjectsOf(edited)[1]!.gradeBefore).toBeUndefined();
    expect(subjectsOf(again)[2]!.gradeBefore).toBe('0/G');
    await asha.store.applyEdit(profile.id, changeTo(edited, undefined));
    await saved(asha);
    const final = await shown(open(asha), profile.id, (p) => p.scale === undefined);
    expect(subjectsOf(final).map((s) => s.gradeCode ?? String(s.grade))).toEqual([
      'E',
      '5',
      'G',
      '5',
    ]);
  });

  it('carries over a subject another browser added while the scale changed (a transaction)', async () => {
    const asha = await withFirstProfile('asha@example.com', 'Asha');
    const profile = profileOf(asha);
    const semesterId = profile.semesters[0]!.id;
    await asha.store.applyEdit(profile.id, {
      type: 'addSubject',
      semesterId,
      subject: { id: 'maths', subjectName: 'Maths', grade: 9, credit: 4 },
    });
    await saved(asha);
    // The change of scale as Asha confirmed it, before the laptop's subject arrived.
    const confirmed = changeTo(profileOf(asha), { preset: 'anna-r2021' });
    const laptop = open(asha);
    await until(laptop, (s) => s.profiles.length === 1);
    await laptop.store.applyEdit(profile.id, {
      type: 'addSubject',
      semesterId,
      subject: { id: 'lab', subjectName: 'Lab', grade: 4, credit: 2 },
    });
    await saved(laptop);
    const withLab = await shown(laptop, profile.id, (p) => subjectsOf(p).length === 2);
    expect(confirmed.semesters.flatMap((semester) => semester.subjects)).toHaveLength(1);
    await asha.store.applyEdit(profile.id, confirmed);
    await saved(asha);
    const after = await shown(laptop, profile.id, (p) => p.scale !== undefined);
    // Carried over like the rest (Anna University has no 4: its lowest pass, C), not lost.
    expect(after.semesters).toEqual(changeTo(withLab, { preset: 'anna-r2021' }).semesters);
    expect(subjectsOf(after).map((subject) => subject.grade)).toEqual([9, 5]);
  });
});

describe('documents of earlier shapes keep their numbers', () => {
  const subjects = [
    { id: 'a', subjectName: 'Maths', grade: 9, credit: 4 },
    { id: 'b', subjectName: 'Physics', grade: 7, credit: 3.5 },
    { id: 'c', subjectName: 'Lab', grade: 0, credit: 1 },
    { id: 'd', subjectName: 'Art', grade: 10, credit: 0.5 },
  ];
  const SEMESTERS: Semester[] = [
    { id: 's1', name: 'Semester 1', subjects: subjects.slice(0, 2) },
    { id: 's2', name: 'Semester 2', subjects: subjects.slice(2) },
  ];
  /** (9×4 + 7×3.5 + 0×1 + 10×0.5) / 9 = 65.5 / 9. */
  const CGPA = '7.28';

  const base = (uid: string, id: string) => ({
    id,
    name: `Old ${id}`,
    isDefault: id === 'list',
    userId: uid,
    createdAt: 1,
    updatedAt: 1,
    permissions: { [uid]: 'owner' },
    collaborators: [uid],
  });

  const shapes = (uid: string): Record<string, Record<string, unknown>> => ({
    // SPEC §3's list, as the earlier product wrote it.
    list: { ...base(uid, 'list'), semesters: SEMESTERS },
    // The nested map stored before profiles were flattened into entries.
    nested: {
      ...base(uid, 'nested'),
      semesters: Object.fromEntries(
        SEMESTERS.map((semester, order) => [
          semester.id,
          {
            name: semester.name,
            order,
            subjects: Object.fromEntries(
              semester.subjects.map(({ id, ...rest }, index) => [id, { ...rest, order: index }]),
            ),
          },
        ]),
      ),
    },
    // Entries, as written before grade scales: no `scale`.
    entries: {
      ...base(uid, 'entries'),
      semesterEntries: { s1: '0|Semester 1', s2: '1|Semester 2' },
      subjectEntries: {
        s1_a: '0|9|4|Maths',
        s1_b: '1|7|3.5|Physics',
        s2_c: '0|0|1|Lab',
        s2_d: '1|10|0.5|Art',
      },
    },
  });

  it('reads each shape with exactly the GPA it had, on SPEC’s scale', async () => {
    const asha = await signUp('asha@example.com', 'Asha');
    for (const [id, data] of Object.entries(shapes(asha.uid))) {
      await writeDocument(`users/${asha.uid}/profiles/${id}`, data);
    }
    const client = open(asha);
    const snapshot = await until(client, (s) => s.status === 'ready' && s.profiles.length === 3);
    for (const profile of snapshot.profiles) {
      expect(profile.scale).toBeUndefined();
      expect(profile.semesters).toEqual(SEMESTERS);
      expect(profileNumbers(DEFAULT_SCALE, profile.semesters).cgpa).toBe(
        pooledGpa(profile.semesters),
      );
      expect(cgpaOf(profile)).toBe(CGPA);
    }
  });

  it('converts a document of an earlier shape with its change of scale', async () => {
    const asha = await signUp('asha@example.com', 'Asha');
    const { list, nested } = shapes(asha.uid);
    await writeDocument(`users/${asha.uid}/profiles/list`, list!);
    await writeDocument(`users/${asha.uid}/profiles/nested`, nested!);
    const client = open(asha);
    await until(client, (s) => s.status === 'ready' && s.profiles.length === 2);
    for (const id of ['list', 'nested']) {
      await client.store.applyEdit(id, changeTo(profileOf(client, id), { preset: 'vtu-2022' }));
      await saved(client);
      const stored = await readDocument(`users/${asha.uid}/profiles/${id}`);
      expect(stored?.semesters).toBeUndefined();
      expect(stored?.scale).toEqual({ stringValue: 'vtu-2022' });
      const converted = await shown(client, id, (p) => p.scale !== undefined);
      // VTU 2022 holds every one of SPEC's points these subjects have: the same numbers. Lab's 0
      // (SPEC's E, a reappear) is VTU's F, a fail for good, and remembers E for a change back.
      expect(converted.semesters).toEqual(
        SEMESTERS.map((semester) => ({
          ...semester,
          subjects: semester.subjects.map((each) =>
            each.id === 'c' ? { ...each, gradeBefore: '0/E' } : each,
          ),
        })),
      );
      expect(cgpaOf(converted)).toBe(CGPA);
    }
  });
});
