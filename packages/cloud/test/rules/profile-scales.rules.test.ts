import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type FieldValue,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { Profile, ProfileEdit, ScaleChoice, Subject } from '../../../core/src/gpa/model';
import {
  DELETE_FIELD,
  documentFromProfile,
  type DocumentUpdate,
  profileFromDocument,
} from '../../../core/src/gpa/profile-document';
import { documentUpdate } from '../../../core/src/gpa/profile-document-update';
import { publicLinkDocument } from '../../../core/src/gpa/public-link';
import { type GradeScale, parseGradeScale } from '../../../core/src/gpa/scales/grade-scale';
import { PRESETS, presetById } from '../../../core/src/gpa/scales/presets';
import { changeScale, resolveScale, storedGrade } from '../../../core/src/gpa/scales/profile-scale';
import { CUSTOM_SCALE } from '../../../core/src/gpa/scales/test-scales';
import { scaleFields, storedScale } from '../../../core/src/gpa/stored-scale';
import { aliceProfile, profileCast, rulesEnvironment } from './rules-environment';

// firestore.rules for a profile's grade scale (docs/decisions.md "Grade scales in Firestore"): the
// preset table against packages/core's presets, custom scales within SCALE_LIMITS, every subject's
// grade on its profile's scale, and who may change the scale: the owner alice, the editor erin, the
// reader rita and the stranger sam.

const { as, seed, peek } = rulesEnvironment('demo-rules-scales');

const { alice, erin, rita, sam } = profileCast(as);
const PATH = 'users/alice/profiles/p1';
const ref = (db: Firestore, path = PATH) => doc(db, path);

const KTU = presetById('ktu-2019')!;

/** Every list at SCALE_LIMITS' largest, every text at its longest (quotes and dashes in it). */
const LARGEST: GradeScale = {
  id: `big-${'a'.repeat(36)}`,
  name: 'N'.repeat(80),
  gpaCap: 10,
  grades: Array.from({ length: 24 }, (_, index) => ({
    code: `"C\\${String(index).padStart(2, '0')}–xy`,
    label: `"Label" \\ ${'l'.repeat(40)}`.slice(0, 40),
    points: Number((11 - index * 0.47).toFixed(2)),
    countsInGpa: true,
    earnsCredit: index < 23,
    isFail: index === 23,
    isTemporary: false,
    marks: `${index}–${'m'.repeat(20)}`.slice(0, 20),
  })),
  aggregation: { kind: 'year-weighted', semestersPerYear: 4, weights: Array(8).fill(1.25) },
  failedSubjects: 'leave-out-until-cleared',
  repeatedSubjects: 'every-attempt',
  rounding: { places: 4, mode: 'truncate', beforePercentage: true },
  percentage: {
    kind: 'piecewise',
    bands: Array.from({ length: 10 }, (_, index) => ({
      from: index,
      to: index + 1,
      a: -49.9999,
      b: 499.9999,
    })),
    roundUpToInteger: true,
  },
  classes: Array.from({ length: 10 }, (_, index) => ({
    name: `Class "${index}" ${'c'.repeat(40)}`.slice(0, 40),
    minCgpa: 10 - index,
    requiresNoArrears: index === 0,
  })),
  sources: Array.from({ length: 10 }, (_, index) => ({
    url: `https://example.org/${index}/${'u'.repeat(500)}`.slice(0, 500),
    title: `"Title" ${'t'.repeat(200)}`.slice(0, 200),
    read: '2025-01-31',
  })),
  disputed: Array.from({ length: 10 }, () => KTU.disputed[0]!),
};

/** A profile on `scale` whose subjects hold each of its grades, a later one retaking the first. */
function profileWithEveryGrade(scale: ScaleChoice | undefined): Profile {
  const grades = resolveScale(scale)!.grades;
  const subjects: Subject[] = grades.map((grade, index) => ({
    id: `m${index}`,
    subjectName: `Subject ${index}`,
    credit: 3,
    ...storedGrade(resolveScale(scale)!, grade),
  }));
  const retake: Subject = { ...subjects[0]!, id: 'again', retakeOf: 'm0' };
  return aliceProfile(
    [
      { id: 's1', name: 'Semester 1', subjects },
      { id: 's2', name: 'Semester 2', subjects: [retake] },
    ],
    scale,
  );
}

/** The document core writes for `profile`, shared with erin (edit) and rita (read). */
const documentOf = (profile: Profile): Record<string, unknown> => ({
  ...documentFromProfile(profile, 'alice', () => serverTimestamp()),
  permissions: { alice: 'owner', erin: 'edit', rita: 'read' },
  collaborators: ['alice', 'erin', 'rita'],
});

const seeded = (profile: Profile) =>
  seed(PATH, {
    ...documentFromProfile(profile, 'alice', (millis) => millis),
    permissions: { alice: 'owner', erin: 'edit', rita: 'read' },
    collaborators: ['alice', 'erin', 'rita'],
  });

const toFirestore = (update: DocumentUpdate<FieldValue>) =>
  Object.fromEntries(
    Object.entries(update).map(([path, value]) => [
      path,
      value === DELETE_FIELD ? deleteField() : value,
    ]),
  );

/** Applies an edit as the store writes it (core's field-level update), as `db`'s user. */
async function apply(db: Firestore, edit: ProfileEdit): Promise<void> {
  const data = await peek(PATH);
  const update = documentUpdate('p1', data, edit, serverTimestamp());
  if (update === null) throw new Error(`core refused ${edit.type}`);
  await updateDoc(ref(db), toFirestore(update));
}

/** The edit that puts the stored profile on `to`, every subject carried over, as the UI makes it. */
async function changeTo(to: ScaleChoice | undefined): Promise<ProfileEdit> {
  const current = profileFromDocument('p1', await peek(PATH))!;
  const from = resolveScale(current.scale)!;
  const { semesters } = changeScale(from, resolveScale(to)!, current.semesters);
  return { type: 'changeScale', scale: to ?? null, semesters };
}

/** The distinct points of stored grades (texts, or anything else), highest first. */
const pointsOf = (grades: unknown[]) =>
  [...new Set(grades.map((grade) => (JSON.parse(String(grade)) as { points: number }).points))]
    .sort((a, b) => b - a)
    .join('|');

/**
 * A profile document on CUSTOM_SCALE without subjects (so only the scale is in question), its stored
 * scale changed by `change`, its scalePoints `points` or else those of the changed grades.
 */
function withScale(change: (scale: Record<string, unknown>) => void, points?: unknown) {
  const document = documentOf({
    ...profileWithEveryGrade({ custom: CUSTOM_SCALE }),
    semesters: [],
  });
  const scale = document.customScale as Record<string, unknown>;
  change(scale);
  let derived: unknown = null;
  try {
    derived = pointsOf(scale.grades as unknown[]);
  } catch {
    // Grades that are no texts: their points do not matter, the rules refuse them anyway.
  }
  return { ...document, scalePoints: points === undefined ? derived : points };
}

const GRADES = storedScale(CUSTOM_SCALE).grades;

/** CUSTOM_SCALE's grades with its A+ changed by `extra` (as its JSON text). */
const changedGrade = (extra: Record<string, unknown>) => [
  GRADES[0]!,
  JSON.stringify({ ...JSON.parse(GRADES[1]!), ...extra }),
  ...GRADES.slice(2),
];

// The preset table is generated from packages/core (scripts/generate.ts) and a unit test,
// packages/core rules-tables.test.ts, fails while it is out of date.
describe("firestore.rules' preset table", () => {
  it(
    "accepts every grade of every preset, and refuses points that are not the preset's",
    async () => {
      for (const preset of PRESETS) {
        const profile = profileWithEveryGrade({ preset: preset.id });
        await deleteDoc(ref(alice()));
        await assertSucceeds(setDoc(ref(alice()), documentOf(profile)));
        const points = new Set(preset.grades.map((grade) => String(grade.points)));
        for (const outside of ['8.5', '4', '11', '3', '2'].filter((each) => !points.has(each))) {
          await assertFails(
            updateDoc(ref(alice()), { 'subjectEntries.s1_x': `9|${outside}|3|Outside` }),
          );
        }
      }
      // Up to seven writes a preset, one after another: the time grows with the preset list (22
      // presets took 35 s on a loaded 2-core machine, past the config's 30 s).
    },
    PRESETS.length * 5_000,
  );
});

describe('a profile on a preset, or on none', () => {
  it("keeps a profile without a scale to SPEC's grades, codes and retakes allowed", async () => {
    await seeded(profileWithEveryGrade(undefined));
    for (const grade of [
      '8.5',
      '3',
      '10.0',
      '09',
      '8x5',
      '9/',
      '9/ABCDEFGHI',
      '9/A|B',
      '9//',
      '9/A/',
    ]) {
      await assertFails(updateDoc(ref(alice()), { 'subjectEntries.s1_x': `9|${grade}|3|Sub` }));
    }
    for (const grade of ['0/F', '0/G', '9', '0/F/m1', '9//m1', '10/O/s1-m%2E2']) {
      await assertSucceeds(updateDoc(ref(alice()), { 'subjectEntries.s1_x': `9|${grade}|3|Sub` }));
    }
  });

  it('refuses an unknown preset, and custom fields beside a preset or no scale', async () => {
    const onPreset = profileWithEveryGrade({ preset: 'vtu-2022' });
    const custom = scaleFields({ custom: CUSTOM_SCALE });
    for (const extra of [
      { scale: 'harvard' },
      { scale: 'VTU-2022' },
      { scale: 7 },
      { scale: 'custom' },
      { customScale: custom.customScale },
      { scalePoints: custom.scalePoints },
    ]) {
      const base = documentOf(profileWithEveryGrade(undefined));
      await assertFails(setDoc(ref(alice()), { ...base, ...extra }));
    }
    for (const extra of [{ customScale: custom.customScale }, { scalePoints: '10|0' }]) {
      await assertFails(setDoc(ref(alice()), { ...documentOf(onPreset), ...extra }));
    }
    await assertSucceeds(setDoc(ref(alice()), documentOf(onPreset)));
  });
});

describe('a profile on a custom scale', () => {
  it('accepts a custom scale, its 8.5 and its subjects with codes and retakes', async () => {
    await assertSucceeds(
      setDoc(ref(alice()), documentOf(profileWithEveryGrade({ custom: CUSTOM_SCALE }))),
    );
    await assertSucceeds(updateDoc(ref(alice()), { 'subjectEntries.s1_x': '9|8.5|3|Sub' }));
    await assertSucceeds(updateDoc(ref(alice()), { 'subjectEntries.s1_y': '9|0/FE/x|3|Sub' }));
    for (const grade of ['4', '3', '8x5', '85', '11', '10.0', '0/F/', '0/FEFEFEFEF', '0/F/s1_x']) {
      await assertFails(updateDoc(ref(alice()), { 'subjectEntries.s1_x': `9|${grade}|3|Sub` }));
    }
  });

  it('accepts the largest scale SCALE_LIMITS allow, within the rules’ expression budget', async () => {
    expect(parseGradeScale(LARGEST).ok).toBe(true);
    // With every optional field too: the most a profile's write evaluates.
    const copiedFrom = { shareId: 's', originalUserId: 'u', originalProfileId: 'p', copiedAt: 1 };
    const largest = { ...profileWithEveryGrade({ custom: LARGEST }), copiedFrom };
    await assertSucceeds(setDoc(ref(alice()), documentOf(largest)));
    await seeded(profileWithEveryGrade(undefined));
    await assertSucceeds(apply(alice(), await changeTo({ custom: LARGEST })));
    await seeded(profileWithEveryGrade(undefined));
    await assertSucceeds(apply(erin(), await changeTo({ custom: LARGEST })));
  });

  it('refuses a scale beyond SCALE_LIMITS: 25 grades, points of 12 or 3 decimals, unknown keys', async () => {
    await assertSucceeds(
      setDoc(
        ref(alice()),
        withScale(() => undefined),
      ),
    );
    const twentyFive = Array.from({ length: 25 }, (_, index) =>
      JSON.stringify({ ...JSON.parse(GRADES[1]!), code: `G${index}`, points: index * 0.25 }),
    );
    const denied = [
      withScale((scale) => (scale.grades = twentyFive)),
      withScale((scale) => (scale.grades = []), '10'),
      withScale((scale) => (scale.grades = changedGrade({ points: 12 }))),
      withScale((scale) => (scale.grades = changedGrade({ points: 8.125 }))),
      withScale((scale) => (scale.grades = changedGrade({ points: -1 }))),
      withScale((scale) => (scale.grades = changedGrade({ points: '9' })), '10|9|8.5|8|7|6|5|0'),
      withScale((scale) => (scale.grades = changedGrade({ isFail: 'no' }))),
      withScale((scale) => (scale.grades = changedGrade({ admin: true }))),
      withScale((scale) => (scale.grades = changedGrade({ code: 'A/B' }))),
      withScale((scale) => (scale.grades = changedGrade({ code: '' }))),
      withScale(
        (scale) => (scale.grades = [GRADES[0], JSON.parse(GRADES[1]!), ...GRADES.slice(2)]),
        '10|9|8.5|8|7|6|5|0',
      ),
      withScale((scale) => (scale.admin = true)),
      withScale((scale) => delete scale.rounding),
      withScale((scale) => (scale.id = 'My Scale')),
      withScale((scale) => (scale.gpaCap = 10.5)),
      withScale((scale) => (scale.failedSubjects = 'ignored')),
      withScale((scale) => (scale.aggregation = { kind: 'credit-weighted', extra: 1 })),
      withScale(
        (scale) =>
          (scale.aggregation = { kind: 'year-weighted', semestersPerYear: 2, weights: ['x'] }),
      ),
      withScale((scale) => (scale.aggregation = { kind: 'last-semesters', count: 21 })),
      withScale(
        (scale) => (scale.rounding = { places: 5, mode: 'truncate', beforePercentage: false }),
      ),
      withScale((scale) => (scale.percentage = { kind: 'eval', formula: 'x' })),
      withScale((scale) => (scale.percentage = { kind: 'linear', a: 51, b: 0 })),
      withScale((scale) => (scale.percentage = { kind: 'linear', a: 9.12345, b: 0 })),
      withScale(
        (scale) =>
          (scale.percentage = {
            kind: 'piecewise',
            bands: Array(11).fill('{"from":0,"to":1,"a":1,"b":0}'),
          }),
      ),
      withScale((scale) => (scale.classes = Array(11).fill('{"name":"C","minCgpa":5}'))),
      withScale(
        (scale) =>
          (scale.sources = ['{"url":"javascript:alert(1)","title":"T","read":"2025-01-01"}']),
      ),
      withScale((scale) => (scale.disputed = Array(11).fill('{"about":"x"}'))),
      // Without a GPA cap, no grade above 10.
      withScale((scale) => {
        delete scale.gpaCap;
        scale.grades = changedGrade({ points: 10.5 });
      }),
    ];
    for (const document of denied) await assertFails(setDoc(ref(alice()), document));
  });

  it('refuses huge texts anywhere in a custom scale', async () => {
    const huge = 'x'.repeat(100_001);
    const denied = [
      withScale((scale) => (scale.name = 'N'.repeat(81))),
      withScale((scale) => (scale.id = 'a'.repeat(41))),
      withScale((scale) => (scale.grades = changedGrade({ label: 'L'.repeat(41) }))),
      withScale((scale) => (scale.grades = changedGrade({ label: huge }))),
      withScale((scale) => (scale.grades = changedGrade({ code: 'ABCDEFGHI' }))),
      withScale((scale) => (scale.grades = changedGrade({ marks: huge }))),
      withScale((scale) => (scale.classes = [JSON.stringify({ name: huge, minCgpa: 5 })])),
      withScale(
        (scale) =>
          (scale.sources = [
            JSON.stringify({ url: `https://x.org/${huge}`, title: 'T', read: '2025-01-01' }),
          ]),
      ),
      withScale(
        (scale) =>
          (scale.sources = [
            JSON.stringify({ url: 'https://x.org/', title: huge, read: '2025-01-01' }),
          ]),
      ),
      withScale((scale) => (scale.disputed = [JSON.stringify({ about: huge, alternatives: [] })])),
      // Records hidden behind line breaks in one text count as records: no more than the bound.
      withScale((scale) => (scale.disputed = [Array(11).fill('{"about":"x"}').join('\n')])),
      withScale(
        (scale) => (scale.grades = [GRADES.join('\n'), ...Array(15).fill(GRADES[0])]),
        '10|9|8.5|8|7|6|5|0',
      ),
    ];
    for (const document of denied) await assertFails(setDoc(ref(alice()), document));
  });

  it("refuses scalePoints that are malformed or are not the grades' points", async () => {
    for (const scalePoints of [
      '10||9|8.5|8|7|6|5|0',
      '10|9|9|8.5|8|7|6|5|0',
      '10|9|8.5|8|7|6|5|0|',
      '10|9|8.50|8|7|6|5|0',
      '10|9|8.555|8|7|6|5|0',
      '(10)|.*',
      '10|9|8.5|8|7|6|5',
      '10|9|8.5|8|7|6|5|4|0',
      '12|10|9|8.5|8|7|6|5|0',
      '',
      10,
    ]) {
      await assertFails(
        setDoc(
          ref(alice()),
          withScale(() => undefined, scalePoints),
        ),
      );
    }
    // The order is the writer's (the rules cannot afford to check it; core reads it as a set).
    await assertSucceeds(
      setDoc(
        ref(alice()),
        withScale(() => undefined, '0|5|6|7|8|8.5|9|10'),
      ),
    );
  });
});

describe("who changes a profile's scale", () => {
  it('lets the owner and an editor change the scale, as the store writes it', async () => {
    await seeded(profileWithEveryGrade(undefined));
    await assertSucceeds(apply(alice(), await changeTo({ preset: 'ktu-2019' })));
    expect((await peek(PATH))?.scale).toBe('ktu-2019');
    await assertSucceeds(apply(erin(), await changeTo({ custom: CUSTOM_SCALE })));
    expect((await peek(PATH))?.scalePoints).toBe('10|9|8.5|8|7|6|5|0');
    await assertSucceeds(apply(erin(), await changeTo(undefined)));
    const back = await peek(PATH);
    expect(['scale', 'customScale', 'scalePoints'].filter((key) => key in back!)).toEqual([]);
  });

  it('keeps a reader and a stranger from changing the scale, or reading it (the stranger)', async () => {
    await seeded(profileWithEveryGrade(undefined));
    for (const db of [rita(), sam()]) {
      await assertFails(updateDoc(ref(db), { scale: 'vtu-2022', updatedAt: serverTimestamp() }));
      await assertFails(apply(db, await changeTo({ custom: CUSTOM_SCALE })));
    }
    await assertFails(getDoc(ref(sam())));
    await assertFails(
      setDoc(
        ref(sam(), 'users/sam/profiles/p1'),
        documentOf(profileWithEveryGrade({ preset: 'ktu-2019' })),
      ),
    );
  });

  it('refuses a scale whose points a stored subject does not hold: the write must carry them over', async () => {
    await seeded({
      ...profileWithEveryGrade(undefined),
      semesters: [
        {
          id: 's1',
          name: 'Semester 1',
          subjects: [{ id: 'm', subjectName: 'M', grade: 4, credit: 3 }],
        },
      ],
    });
    await assertFails(
      updateDoc(ref(erin()), { scale: 'anna-r2021', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(ref(erin()), { scale: 'vtu-2022', updatedAt: serverTimestamp() }),
    );
  });

  it('converts a document of the earlier product with its first change of scale, and only so', async () => {
    const legacy = {
      name: 'Old',
      createdAt: 1,
      updatedAt: 1,
      isDefault: true,
      userId: 'alice',
      semesters: profileWithEveryGrade(undefined).semesters,
      permissions: { alice: 'owner', erin: 'edit' },
      collaborators: ['alice', 'erin'],
    };
    await seed(PATH, legacy);
    await assertFails(updateDoc(ref(erin()), { scale: 'vtu-2022' }));
    await assertFails(updateDoc(ref(alice()), { scale: 'vtu-2022' }));
    await assertSucceeds(apply(erin(), await changeTo({ preset: 'vtu-2022' })));
    const converted = await peek(PATH);
    expect(converted).toMatchObject({ scale: 'vtu-2022' });
    expect('semesters' in converted!).toBe(false);
  });
});

describe('a public link carries the scale', () => {
  const ID = 'q3Y5-k0_ZxW1bD8nR2tVaA';
  const LINK = `sharedProfiles/${ID}`;
  const options = { allowCopy: true, expiresAt: null, password: null };
  const linkTo = (profile: Profile) =>
    publicLinkDocument(ID, 'alice', profile, options, serverTimestamp());

  it('accepts a link on a preset or on the largest custom scale, and checks its grades against it', async () => {
    for (const scale of [
      { preset: 'ktu-2019' },
      { custom: LARGEST },
      { custom: CUSTOM_SCALE },
      undefined,
    ]) {
      const profile = profileWithEveryGrade(scale);
      await seeded(profile);
      const link = await linkTo(profile);
      await assertSucceeds(setDoc(doc(alice(), LINK), link));
      const data = (link as unknown as { profileData: Record<string, unknown> }).profileData;
      const offScale = {
        ...data,
        subjectEntries: { ...(data.subjectEntries as object), s1_x: '9|3|3|Off' },
      };
      await assertFails(setDoc(doc(alice(), LINK), { ...link, profileData: offScale }));
    }
  });

  it('refuses a link whose scale is unknown or whose custom scale is out of bounds', async () => {
    const profile = profileWithEveryGrade({ custom: CUSTOM_SCALE });
    await seeded(profile);
    const link = (await linkTo(profile)) as unknown as { profileData: Record<string, unknown> };
    const { customScale, scalePoints, ...plain } = link.profileData;
    expect(scalePoints).toBe('10|9|8.5|8|7|6|5|0');
    for (const profileData of [
      { ...plain, scale: 'harvard' },
      { ...plain, scalePoints },
      { ...link.profileData, scalePoints: '10|9|8|7|6|5|0' },
      { ...link.profileData, customScale: { ...(customScale as object), name: 'N'.repeat(81) } },
    ]) {
      await assertFails(setDoc(doc(alice(), LINK), { ...link, profileData }));
    }
    await assertSucceeds(setDoc(doc(alice(), LINK), link));
  });
});
