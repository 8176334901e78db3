import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { quickSemester, semester, subject } from '../../../core/src/gpa/arbitraries';
import type { Profile } from '../../../core/src/gpa/model';
import { documentFromProfile } from '../../../core/src/gpa/profile-document';
import { publicLinkDocument } from '../../../core/src/gpa/public-link';
import { profileCast, rulesEnvironment, storedProfile } from './rules-environment';

// firestore.rules for quick semesters: `sgpaEntries.<semester key>` = 'sgpa|credits'
// in a profile and in a public link's data. The owner alice and the editor erin write them; the
// reader rita, the stranger sam and a visitor cannot; malformed values are refused for everyone.

const { as, visitor, seed, peek } = rulesEnvironment('demo-rules-quick-semesters');
const { alice, erin, rita, sam } = profileCast(as);

const PATH = 'users/alice/profiles/p1';
const ref = (db: Firestore) => doc(db, PATH);

/** alice's profile with a second semester, empty: one that may be entered from a grade card. */
const stored = (extra: Record<string, unknown> = {}) =>
  storedProfile({ semesterEntries: { s1: '0|Semester 1', s2: '1|Semester 2' }, ...extra });

const enter = (db: Firestore, value: unknown, key = 's2') =>
  updateDoc(ref(db), { [`sgpaEntries.${key}`]: value, updatedAt: serverTimestamp() });

const MALFORMED = [
  '8.255|22',
  '8.50|22',
  '08|22',
  '11.5|22',
  '-1|22',
  '8|0',
  '8|22.3',
  '8|100.5',
  '8|1e3',
  '8.25',
  '8.25|22|x',
  ' 8|22',
  '8|22\n9|22',
  8.25,
  { sgpa: 8.25, credits: 22 },
];

describe('quick semesters in a profile', () => {
  it('lets the owner and an editor enter, change and clear one', async () => {
    await seed(PATH, stored());
    await assertSucceeds(enter(alice(), '8.25|22'));
    await assertSucceeds(enter(erin(), '10|21.5'));
    await assertSucceeds(enter(erin(), '0|0.5'));
    await assertSucceeds(enter(alice(), '11|100'));
    await assertSucceeds(enter(erin(), deleteField()));
    await assertSucceeds(enter(erin(), '9.5|20'));
    expect((await peek(PATH))!.sgpaEntries).toEqual({ s2: '9.5|20' });
  });

  it('keeps the reader, a stranger and a visitor from writing one', async () => {
    await seed(PATH, stored({ sgpaEntries: { s2: '8|20' } }));
    for (const db of [rita(), sam(), visitor()]) {
      await assertFails(enter(db, '9|20'));
      await assertFails(enter(db, deleteField()));
      await assertFails(updateDoc(ref(db), { sgpaEntries: {} }));
    }
    expect((await peek(PATH))!.sgpaEntries).toEqual({ s2: '8|20' });
  });

  it('refuses a malformed SGPA or credits, from the owner and the editor alike', async () => {
    await seed(PATH, stored());
    for (const value of MALFORMED) {
      await assertFails(enter(alice(), value));
      await assertFails(enter(erin(), value));
    }
    await assertFails(enter(alice(), '8|22', 'bad key!'));
    await assertFails(updateDoc(ref(alice()), { sgpaEntries: ['8|22'] }));
    await assertFails(updateDoc(ref(alice()), { sgpaEntries: '8|22' }));
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`s${i}`, '8|20']));
    await assertFails(updateDoc(ref(alice()), { sgpaEntries: tooMany }));
  });

  it('checks the entries a write leaves in place, whatever it touches', async () => {
    await seed(PATH, stored({ sgpaEntries: { s2: '12|20' } }));
    await assertFails(updateDoc(ref(erin()), { 'semesterEntries.s1': '0|Renamed' }));
    await assertSucceeds(
      updateDoc(ref(erin()), { 'semesterEntries.s1': '0|Renamed', 'sgpaEntries.s2': '9|20' }),
    );
  });

  it('takes a whole profile with quick semesters as the store creates it, and keeps old documents valid', async () => {
    const profile: Profile = {
      id: 'p2',
      name: 'Mixed',
      isDefault: false,
      userId: 'alice',
      createdAt: 1,
      updatedAt: 2,
      semesters: [quickSemester('q1', 8.25, 22), semester('s', [subject(9, 4)])],
    };
    const data = documentFromProfile(profile, 'alice', () => serverTimestamp());
    expect(data.sgpaEntries).toEqual({ q1: '8.25|22' });
    await assertSucceeds(setDoc(doc(alice(), 'users/alice/profiles/p2'), data));
    // A document without the map (every one written before) is edited as before.
    await seed(PATH, stored());
    await assertSucceeds(updateDoc(ref(erin()), { 'subjectEntries.s1_m2': '1|8|3|Physics' }));
  });

  it('refuses the map beside the `semesters` of a document of an earlier version', async () => {
    const legacy = stored({ semesters: [{ id: 's1', name: 'Semester 1', subjects: [] }] });
    delete legacy.semesterEntries;
    delete legacy.subjectEntries;
    await seed(PATH, legacy);
    await assertSucceeds(updateDoc(ref(alice()), { name: 'Renamed' }));
    await assertFails(updateDoc(ref(alice()), { sgpaEntries: { s1: '8|20' } }));
    await assertFails(updateDoc(ref(erin()), { sgpaEntries: { s1: '8|20' } }));
  });
});

describe('quick semesters in a public link', () => {
  const ID = 'q3Y5-k0_ZxW1bD8nR2tVaA';
  const LINK = `sharedProfiles/${ID}`;
  const profile: Profile = {
    id: 'p1',
    name: 'Alice (Default)',
    isDefault: true,
    userId: 'alice',
    createdAt: 1,
    updatedAt: 2,
    semesters: [quickSemester('q1', 8.25, 22)],
  };
  const options = { allowCopy: true, expiresAt: null, password: null };

  it('takes the link as the store writes it, and refuses malformed entries in it', async () => {
    await seed(PATH, stored());
    const link = (await publicLinkDocument(
      ID,
      'alice',
      profile,
      options,
      serverTimestamp(),
    )) as unknown as { profileData: Record<string, unknown> };
    expect(link.profileData.sgpaEntries).toEqual({ q1: '8.25|22' });
    for (const value of MALFORMED) {
      const profileData = { ...link.profileData, sgpaEntries: { q1: value } };
      await assertFails(setDoc(doc(alice(), LINK), { ...link, profileData }));
    }
    await assertFails(setDoc(doc(sam(), LINK), { ...link, originalUserId: 'sam' }));
    await assertSucceeds(setDoc(doc(alice(), LINK), link));
  });
});
