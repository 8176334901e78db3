import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type FieldValue,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { Profile, ProfileEdit } from '../../../core/src/gpa/model';
import {
  DELETE_FIELD,
  documentFromProfile,
  type DocumentUpdate,
} from '../../../core/src/gpa/profile-document';
import { documentUpdate } from '../../../core/src/gpa/profile-document-update';
import { profileCast, rulesEnvironment, storedProfile } from './rules-environment';

// firestore.rules for users/{uid}/profiles/{pid} (docs/architecture.md "Cloud data model and
// rules"): the owner alice, the editor erin, the reader rita, the stranger sam and a signed-out
// visitor, each operation from the allowed and the denied side, and the validation of what is
// written.

const { as, visitor, seed } = rulesEnvironment('demo-rules-profiles');

const { alice, erin, rita, sam } = profileCast(as);

const PATH = 'users/alice/profiles/p1';
const profileRef = (db: Firestore) => doc(db, PATH);
const profiles = (db: Firestore) => collection(db, 'users/alice/profiles');

/**
 * A subject as stored (packages/core profile-document.ts): one text entry,
 * 'order|grade|credit|subject name'. Any value goes in, so that tests can write broken ones.
 */
const subject = ({
  order = 1,
  grade = 8 as unknown,
  credit = 3.5 as unknown,
  name = 'Physics',
} = {}) => `${order}|${String(grade)}|${String(credit)}|${name}`;

/** A new profile as the owner's store writes it (SPEC §4 "First load"). */
const newProfile = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'p2',
  name: 'Second',
  isDefault: false,
  userId: 'alice',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  semesterEntries: { s1: '0|Semester 1' },
  subjectEntries: {},
  ...extra,
});

/** `count` semesters ('0|Semester 1', ...), keyed s0, s1, ... */
const semesterEntries = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`s${index}`, `${index}|Semester ${index + 1}`]),
  );

/** `count` subjects spread over semesters s0 to s9, keyed s<n>_m<i>. */
const subjectEntries = (count: number, at = (index: number) => subject({ order: index })) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`s${index % 10}_m${index}`, at(index)]),
  );

/** The shared profile as the earlier product stored it: SPEC §3's `semesters` list. */
const legacyProfile = () => {
  const data = storedProfile({ semesters: [{ id: 's1', name: 'Semester 1', subjects: [] }] });
  delete data.semesterEntries;
  delete data.subjectEntries;
  return data;
};

const seedProfile = (data: Record<string, unknown> = storedProfile(), path = PATH) =>
  seed(path, data);

/** A field-level update as an edit of SPEC §4 makes it, stamped with the server's time. */
const edit = (db: Firestore, changes: Record<string, unknown>) =>
  updateDoc(profileRef(db), { ...changes, updatedAt: serverTimestamp() });

describe('users/{uid}/profiles/{pid}: reading', () => {
  it('lets the owner and the people in permissions get a profile', async () => {
    await seedProfile();
    await assertSucceeds(getDoc(profileRef(alice())));
    await assertSucceeds(getDoc(profileRef(erin())));
    await assertSucceeds(getDoc(profileRef(rita())));
  });

  it('keeps strangers and visitors from getting a profile', async () => {
    await seedProfile();
    await assertFails(getDoc(profileRef(sam())));
    await assertFails(getDoc(profileRef(visitor())));
  });

  it('lets only the owner list their profiles', async () => {
    await seedProfile();
    await assertSucceeds(getDocs(query(profiles(alice()), orderBy('createdAt', 'desc'))));
    for (const db of [erin(), rita(), sam(), visitor()]) await assertFails(getDocs(profiles(db)));
  });

  it('reads documents of the earlier product, semesters as a list', async () => {
    await seedProfile(legacyProfile());
    await assertSucceeds(getDoc(profileRef(alice())));
    await assertSucceeds(getDoc(profileRef(erin())));
  });
});

describe('users/{uid}/profiles/{pid}: creating and deleting', () => {
  const p2 = () => doc(alice(), 'users/alice/profiles/p2');

  it('lets the owner create a profile', async () => {
    await assertSucceeds(setDoc(p2(), newProfile()));
  });

  it('lets nobody create a profile in the path of someone else', async () => {
    for (const db of [erin(), rita(), sam(), visitor()]) {
      await assertFails(setDoc(doc(db, 'users/alice/profiles/p2'), newProfile()));
    }
    await assertFails(setDoc(doc(sam(), 'users/sam/profiles/p2'), newProfile({ userId: 'alice' })));
  });

  it('checks a new profile: names, ids, flags, fields and the shape of its contents', async () => {
    const denied = [
      newProfile({ name: '' }),
      newProfile({ name: '   ' }),
      newProfile({ name: 'x'.repeat(301) }),
      newProfile({ name: 7 }),
      newProfile({ id: 'p3' }),
      newProfile({ isDefault: 'yes' }),
      newProfile({ userId: 'erin' }),
      newProfile({ isAdmin: true }),
      newProfile({ createdAt: 'today' }),
      // The shapes of earlier versions are read, never written anew.
      newProfile({ semesters: [{ id: 's1', name: 'Semester 1', subjects: [] }] }),
      newProfile({ semesters: { s1: { name: 'Semester 1', order: 0, subjects: {} } } }),
      newProfile({ semesterEntries: 'none' }),
      newProfile({ semesterEntries: { s1: '0|' } }),
      newProfile({ semesterEntries: { s1: 'Semester 1' } }),
      newProfile({ subjectEntries: { s1_m: subject({ grade: 3 }) } }),
      newProfile({ subjectEntries: [] }),
    ];
    for (const data of denied) await assertFails(setDoc(p2(), data));
    for (const field of ['name', 'semesterEntries', 'subjectEntries']) {
      const without = Object.entries(newProfile()).filter(([key]) => key !== field);
      await assertFails(setDoc(p2(), Object.fromEntries(without)));
    }
    await assertSucceeds(setDoc(p2(), newProfile({ name: 'x'.repeat(300) })));
  });

  it('bounds the number of semesters and of subjects', async () => {
    await assertFails(setDoc(p2(), newProfile({ semesterEntries: semesterEntries(51) })));
    await assertSucceeds(setDoc(p2(), newProfile({ semesterEntries: semesterEntries(50) })));
    const p3 = doc(alice(), 'users/alice/profiles/p3');
    const withSubjects = (count: number) =>
      newProfile({
        id: 'p3',
        semesterEntries: semesterEntries(10),
        subjectEntries: subjectEntries(count),
      });
    await assertFails(setDoc(p3, withSubjects(501)));
    await assertSucceeds(setDoc(p3, withSubjects(500)));
  });

  it('refuses one bad entry among many, or a profile of a megabyte', async () => {
    const manySubjects = (bad: string) =>
      newProfile({
        semesterEntries: semesterEntries(10),
        subjectEntries: subjectEntries(400, (index) => (index === 257 ? bad : subject())),
      });
    for (const bad of [
      subject({ grade: 3 }),
      subject({ credit: 1e300 }),
      subject({ name: 'x'.repeat(201) }),
      subject({ name: ' ' }),
      // Many valid entries in one value, a line break between them: one subject of any size.
      Array.from({ length: 1_000 }, subject).join('\n'),
    ]) {
      await assertFails(setDoc(p2(), manySubjects(bad)));
    }
    await assertSucceeds(setDoc(p2(), manySubjects(subject())));
    const huge = newProfile({
      semesterEntries: semesterEntries(10),
      subjectEntries: subjectEntries(500, () => subject({ name: 'x'.repeat(2_000) })),
    });
    await assertFails(setDoc(doc(alice(), 'users/alice/profiles/p3'), huge));
  });

  it('lets the owner delete a profile, the default one too, and nobody else', async () => {
    await seedProfile();
    for (const db of [erin(), rita(), sam(), visitor()])
      await assertFails(deleteDoc(profileRef(db)));
    await assertSucceeds(deleteDoc(profileRef(alice())));
  });
});

describe('users/{uid}/profiles/{pid}: the owner updating', () => {
  it('lets the owner rename, share and edit', async () => {
    await seedProfile();
    await assertSucceeds(edit(alice(), { name: 'Renamed', isDefault: false }));
    await assertSucceeds(
      edit(alice(), {
        'permissions.bob': 'edit',
        collaborators: ['erin', 'rita', 'bob'],
      }),
    );
    await assertSucceeds(edit(alice(), { 'subjectEntries.s1_m2': subject() }));
    await assertSucceeds(edit(alice(), { 'subjectEntries.s1_m1': deleteField() }));
  });

  it('keeps userId, id and createdAt as they are', async () => {
    await seedProfile();
    await assertFails(edit(alice(), { userId: 'erin' }));
    await assertFails(edit(alice(), { id: 'p9' }));
    await assertFails(edit(alice(), { createdAt: Timestamp.fromMillis(5) }));
  });

  it('checks permissions and collaborators', async () => {
    await seedProfile();
    await assertFails(edit(alice(), { 'permissions.bob': 'admin' }));
    await assertFails(edit(alice(), { 'permissions.bob': 'owner' }));
    await assertFails(edit(alice(), { 'permissions.alice': 'edit', 'permissions.bob': 'owner' }));
    await assertFails(edit(alice(), { collaborators: ['erin', 'nobody'] }));
    await assertFails(edit(alice(), { permissions: 'everyone' }));
  });

  it('rejects an invalid grade, credit, name or order in a subject', async () => {
    await seedProfile();
    const denied: unknown[] = [
      subject({ grade: 3 }),
      subject({ grade: 8.5 }),
      subject({ grade: 11 }),
      subject({ grade: '' }),
      subject({ credit: -1 }),
      subject({ credit: 1.25 }),
      subject({ credit: Number.NaN }),
      subject({ credit: Number.POSITIVE_INFINITY }),
      subject({ credit: 30.5 }),
      subject({ credit: 1e300 }),
      subject({ name: '' }),
      subject({ name: '  ' }),
      subject({ name: ' Physics' }),
      subject({ name: 'Physics\u00a0' }),
      subject({ name: 'Lab\nWork' }),
      subject({ name: 'Lab\tWork' }),
      subject({ name: 'x'.repeat(201) }),
      `first|8|3|Physics`,
      `1|8|Physics`,
      '1|8|3',
      8,
      { subjectName: 'Physics', grade: 8, credit: 3, order: 1 },
    ];
    for (const value of denied) {
      await assertFails(edit(alice(), { 'subjectEntries.s1_m2': value }));
    }
    for (const grade of [0, 4, 5, 6, 7, 8, 9, 10]) {
      await assertSucceeds(edit(alice(), { 'subjectEntries.s1_m2': subject({ grade }) }));
    }
    for (const credit of [0, 0.5, 29.5, 30]) {
      await assertSucceeds(edit(alice(), { 'subjectEntries.s1_m2': subject({ credit }) }));
    }
    for (const name of ['x'.repeat(200), 'Maths | Lab', 'गणित', 'A\u00a0B', '🧪 Lab']) {
      await assertSucceeds(edit(alice(), { 'subjectEntries.s1_m2': subject({ name }) }));
    }
    for (const order of [-1, 0.5, 1.5e-7]) {
      await assertSucceeds(edit(alice(), { 'subjectEntries.s1_m2': subject({ order }) }));
    }
  });

  it('rejects an invalid semester, or a key no id makes', async () => {
    await seedProfile();
    await assertFails(edit(alice(), { 'semesterEntries.s1': '0|' }));
    await assertFails(edit(alice(), { 'semesterEntries.s2': 'Semester 2' }));
    await assertFails(edit(alice(), { 'semesterEntries.s2': { name: 'Semester 2', order: 1 } }));
    await assertFails(edit(alice(), { [`semesterEntries.${'k'.repeat(101)}`]: '1|Semester 2' }));
    await assertFails(edit(alice(), { 'semesterEntries.s_2': '1|Semester 2' }));
    await assertFails(edit(alice(), { 'subjectEntries.s1': subject() }));
    await assertFails(edit(alice(), { 'subjectEntries.s1_m2_x': subject() }));
    await assertSucceeds(edit(alice(), { [`semesterEntries.${'k'.repeat(100)}`]: '1|Semester 2' }));
    await assertSucceeds(edit(alice(), { 'semesterEntries.s%2E2': '1|Semester 2' }));
  });

  it('checks every entry a write leaves, however many semesters it touches', async () => {
    await seedProfile();
    const entries = (bad: string) => ({
      semesterEntries: semesterEntries(5),
      subjectEntries: subjectEntries(40, (index) => (index === 33 ? bad : subject())),
    });
    await assertFails(edit(alice(), entries(subject({ credit: 1e300 }))));
    await assertSucceeds(edit(alice(), entries(subject())));
    // Touching one entry checks the others too: nothing invalid survives from before.
    await seedProfile(storedProfile({ subjectEntries: { s1_m1: subject({ grade: 3 }) } }));
    await assertFails(edit(alice(), { 'subjectEntries.s1_m2': subject() }));
  });

  it('lets the owner convert a document of the earlier product, and keeps lists from coming back', async () => {
    await seedProfile(legacyProfile());
    await assertSucceeds(edit(alice(), { name: 'Old, renamed' }));
    await assertFails(
      edit(alice(), { semesters: [{ id: 's1', name: 'Semester 1', subjects: [] }, { id: 's2' }] }),
    );
    // Both shapes at once are refused: the entries replace the old field.
    await assertFails(edit(alice(), { semesterEntries: semesterEntries(2), subjectEntries: {} }));
    await assertSucceeds(
      edit(alice(), {
        semesterEntries: semesterEntries(2),
        subjectEntries: subjectEntries(3),
        semesters: deleteField(),
      }),
    );
    await assertFails(edit(alice(), { semesters: [] }));
  });
});

describe('users/{uid}/profiles/{pid}: an editor updating', () => {
  it('lets an editor add a subject with a field-level update', async () => {
    await seedProfile();
    await assertSucceeds(
      edit(erin(), { 'subjectEntries.s1_m2': subject(), lastModifiedBy: 'erin' }),
    );
    const stored = await getDoc(profileRef(alice()));
    if (stored.get('subjectEntries.s1_m2') !== subject()) {
      throw new Error('the subject was not stored');
    }
  });

  it("lets an editor write an empty profile's shown 'Semester 1' with a first subject", async () => {
    await seedProfile(storedProfile({ semesterEntries: {}, subjectEntries: {} }));
    await assertSucceeds(
      edit(erin(), {
        'semesterEntries.semester-1': '0|Semester 1',
        'subjectEntries.semester-1_m2': subject(),
      }),
    );
    await assertFails(
      edit(erin(), {
        'semesterEntries.semester-2': '1|Semester 2',
        'subjectEntries.semester-2_m2': subject({ grade: 3 }),
      }),
    );
  });

  it('lets an editor make every edit of SPEC §4, and import', async () => {
    await seedProfile();
    await assertSucceeds(edit(erin(), { 'subjectEntries.s1_m1': subject({ grade: 10 }) }));
    await assertSucceeds(edit(erin(), { 'subjectEntries.s1_m1': deleteField() }));
    await assertSucceeds(edit(erin(), { 'semesterEntries.s2': '1|Semester 2' }));
    await assertSucceeds(edit(erin(), { 'semesterEntries.s2': '1|Spring' }));
    await assertSucceeds(edit(erin(), { 'semesterEntries.s2': deleteField() }));
    await assertSucceeds(
      edit(erin(), { semesterEntries: semesterEntries(3), subjectEntries: subjectEntries(12) }),
    );
  });

  it('checks what an editor writes', async () => {
    await seedProfile();
    await assertFails(edit(erin(), { 'subjectEntries.s1_m2': subject({ grade: 3 }) }));
    await assertFails(edit(erin(), { 'subjectEntries.s1_m2': subject({ credit: 0.3 }) }));
    // The attack: an absurd weight that swamps every other subject's in the owner's GPA.
    await assertFails(edit(erin(), { 'subjectEntries.s1_m2': subject({ credit: 1e300 }) }));
    await assertFails(edit(erin(), { 'subjectEntries.s1_m2': subject({ name: '' }) }));
    await assertFails(edit(erin(), { 'semesterEntries.s1': '0| ' }));
    await assertFails(edit(erin(), { lastModifiedBy: 'alice' }));
    await assertFails(edit(erin(), { subjectEntries: subjectEntries(501) }));
    await assertFails(
      edit(erin(), {
        'subjectEntries.s1_m2': subject(),
        'subjectEntries.s1_m3': subject({ grade: 3 }),
      }),
    );
  });

  it('keeps an editor from changing anything but the contents and the times', async () => {
    await seedProfile();
    await assertFails(edit(erin(), { name: 'Mine now' }));
    await assertFails(edit(erin(), { 'permissions.erin': 'owner' }));
    await assertFails(edit(erin(), { 'permissions.sam': 'read' }));
    await assertFails(edit(erin(), { 'permissions.rita': 'edit' }));
    await assertFails(edit(erin(), { collaborators: ['erin', 'rita', 'sam'] }));
    await assertFails(edit(erin(), { isDefault: false }));
    await assertFails(edit(erin(), { userId: 'erin' }));
    await assertFails(edit(erin(), { copiedFrom: { shareId: 'x' } }));
  });

  it('lets an editor convert a document of the earlier product, checked, and not write the old shape', async () => {
    await seedProfile(legacyProfile());
    await assertFails(
      edit(erin(), { semesters: { s1: { name: 'Semester 1', order: 0, subjects: {} } } }),
    );
    await assertFails(
      edit(erin(), { semesters: [{ id: 's1', name: 'Semester 1', subjects: [] }, { id: 's2' }] }),
    );
    await assertFails(edit(erin(), { semesters: deleteField() }));
    await assertFails(
      edit(erin(), {
        semesterEntries: semesterEntries(1),
        subjectEntries: { s0_m1: subject({ grade: 3 }) },
        semesters: deleteField(),
      }),
    );
    await assertSucceeds(
      edit(erin(), {
        semesterEntries: semesterEntries(1),
        subjectEntries: { s0_m1: subject() },
        semesters: deleteField(),
      }),
    );
  });
});

describe('users/{uid}/profiles/{pid}: readers, strangers and leaving', () => {
  it('keeps a reader, a stranger and a visitor from writing', async () => {
    await seedProfile();
    for (const db of [rita(), sam(), visitor()]) {
      await assertFails(edit(db, { 'subjectEntries.s1_m2': subject() }));
      await assertFails(edit(db, { name: 'Taken' }));
    }
    await assertFails(setDoc(profileRef(rita()), storedProfile({ name: 'Taken' })));
  });

  it('lets a collaborator remove their own entry, and only theirs', async () => {
    await seedProfile();
    await assertFails(edit(rita(), { 'permissions.erin': deleteField(), collaborators: ['rita'] }));
    await assertFails(
      edit(rita(), {
        'permissions.rita': deleteField(),
        'permissions.erin': deleteField(),
        collaborators: ['erin'],
      }),
    );
    await assertFails(edit(rita(), { 'permissions.rita': null, collaborators: ['erin'] }));
    await assertFails(edit(rita(), { 'permissions.rita': deleteField(), collaborators: [] }));
    await assertFails(edit(sam(), { 'permissions.sam': deleteField() }));
    await assertSucceeds(
      edit(rita(), { 'permissions.rita': deleteField(), collaborators: ['erin'] }),
    );
    await assertSucceeds(
      updateDoc(profileRef(erin()), {
        'permissions.erin': deleteField(),
        collaborators: [],
        lastModified: serverTimestamp(),
      }),
    );
    await assertFails(getDoc(profileRef(erin())));
  });
});

describe("users/{uid}/profiles/{pid}: the store's writes (packages/core profile-document)", () => {
  const profile: Profile = {
    id: '1700000000000',
    name: 'Alice (Default)',
    isDefault: true,
    userId: 'alice',
    createdAt: 1,
    updatedAt: 2,
    semesters: [
      {
        id: '1700000000001',
        name: 'Semester 1',
        subjects: [
          { id: 'a', subjectName: 'Maths', grade: 9, credit: 4 },
          { id: 'b.c/d', subjectName: 'Art', grade: 0, credit: 0.5 },
        ],
      },
      { id: '1700000000002', name: 'Semester 2', subjects: [] },
    ],
  };
  const ref = (db: Firestore) => doc(db, `users/alice/profiles/${profile.id}`);

  /** A core update as the store sends it: DELETE_FIELD becomes deleteField(). */
  const toFirestore = (update: DocumentUpdate<FieldValue>) =>
    Object.fromEntries(
      Object.entries(update).map(([path, value]) => [
        path,
        value === DELETE_FIELD ? deleteField() : value,
      ]),
    );

  async function apply(db: Firestore, edit: ProfileEdit): Promise<void> {
    const data = (await getDoc(ref(db))).data();
    const update = documentUpdate(profile.id, data, edit, serverTimestamp());
    if (update === null) throw new Error(`core refused ${edit.type}`);
    await updateDoc(ref(db), toFirestore(update));
  }

  const edits: ProfileEdit[] = [
    { type: 'addSemester', semester: { id: 's3', name: 'Semester 3', subjects: [] } },
    {
      type: 'addSubject',
      semesterId: 's3',
      subject: { id: 'x', subjectName: 'Physics', grade: 8, credit: 3.5 },
    },
    {
      type: 'updateSubject',
      semesterId: 's3',
      subject: { id: 'x', subjectName: 'Physics II', grade: 10, credit: 3 },
    },
    { type: 'renameSemester', semesterId: 's3', name: 'Spring' },
    { type: 'deleteSubject', semesterId: '1700000000001', subjectId: 'b.c/d' },
    { type: 'deleteSemester', semesterId: 's3' },
  ];

  it("lets the owner create the store's document and make every edit", async () => {
    const document = documentFromProfile(profile, 'alice', () => serverTimestamp());
    await assertSucceeds(setDoc(ref(alice()), document));
    for (const change of edits) await assertSucceeds(apply(alice(), change));
    await assertSucceeds(
      apply(alice(), { type: 'replaceSemesters', semesters: profile.semesters }),
    );
  });

  it('lets an editor make every edit as the store writes it', async () => {
    await seedProfile(
      {
        ...documentFromProfile(profile, 'alice', (millis) => Timestamp.fromMillis(millis)),
        permissions: { alice: 'owner', erin: 'edit' },
        collaborators: ['alice', 'erin'],
      },
      `users/alice/profiles/${profile.id}`,
    );
    for (const change of edits) await assertSucceeds(apply(erin(), change));
    const imported = [
      { id: 'i1', name: 'Imported 1', subjects: [] },
      { id: 'i2', name: 'Imported 2', subjects: [] },
    ];
    await assertSucceeds(apply(erin(), { type: 'replaceSemesters', semesters: imported }));
  });

  it('lets the owner or an editor convert a document of the earlier product', async () => {
    const legacy = {
      id: profile.id,
      name: profile.name,
      isDefault: true,
      userId: 'alice',
      createdAt: 1,
      updatedAt: 2,
      semesters: profile.semesters,
      permissions: { alice: 'owner', erin: 'edit' },
      collaborators: ['alice', 'erin'],
    };
    await seedProfile(legacy, `users/alice/profiles/${profile.id}`);
    await assertSucceeds(apply(erin(), edits[0]!));
    await assertSucceeds(apply(erin(), edits[1]!));
    await seedProfile(legacy, `users/alice/profiles/${profile.id}`);
    await assertSucceeds(apply(alice(), edits[0]!));
  });
});
