import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MAX_SEMESTERS, MAX_SUBJECTS, NAME_MAX_LENGTH } from '../../../core/src/gpa/limits';
import type { Semester } from '../../../core/src/gpa/model';
import { storedContent } from '../../../core/src/gpa/profile-document';
import { encryptProfileData } from '../../../core/src/gpa/public-link';
import { rulesEnvironment } from './rules-environment';

// firestore.rules for public links, sharedProfiles/{id}, and their owner's records,
// users/{uid}/sharedProfiles/{id} (docs/architecture.md "Cloud data model and rules"): alice owns
// the link, sam is another signed-in user, and a visitor is signed out.

const { as, visitor, seed } = rulesEnvironment('demo-rules-links');

const alice = () => as('alice');
const sam = () => as('sam');

/** A link id as packages/core newLinkId makes them: 128 random bits, base64url. */
const ID = 'q3Y5-k0_ZxW1bD8nR2tVaA';
const LINK = `sharedProfiles/${ID}`;
const HOUR = 3_600_000;

/** A public link as the owner's store writes it (SPEC §3 "Legacy public share"). */
const link = (
  extra: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
): Record<string, unknown> => ({
  shareId: ID,
  originalUserId: 'alice',
  originalProfileId: 'p1',
  profileName: 'Alice (Default)',
  sharedAt: serverTimestamp(),
  isPublic: true,
  shareOptions: {
    allowCopy: true,
    allowView: true,
    expiresAt: Timestamp.fromMillis(Date.now() + HOUR),
    ...options,
  },
  profileData: {
    name: 'Alice (Default)',
    semesterEntries: { s1: '0|Semester 1' },
    subjectEntries: { s1_m1: '0|9|4|Maths' },
  },
  ...extra,
});

/**
 * A protected link's data as packages/core encrypts it: base64 ciphertext, a 12-byte IV, a 16-byte
 * salt, and the PBKDF2 iterations.
 */
const ENCRYPTED = {
  ciphertext: 'Y2lwaGVy',
  iv: 'AAECAwQFBgcICQoL',
  salt: 'AAECAwQFBgcICQoLDA0ODw==',
  iterations: 600_000,
};

const protectedLink = () =>
  link({ profileData: null, encryptedProfile: ENCRYPTED }, { password: true });

const seedProfile = () =>
  seed('users/alice/profiles/p1', {
    name: 'P',
    isDefault: true,
    userId: 'alice',
    semesterEntries: {},
    subjectEntries: {},
  });

const seedLink = (extra: Record<string, unknown> = {}, options: Record<string, unknown> = {}) =>
  seed(LINK, link({ sharedAt: Timestamp.fromMillis(1_000), ...extra }, options));

describe('sharedProfiles/{id}: reading', () => {
  it('lets anyone, signed in or not, get an open link', async () => {
    await seedLink();
    await assertSucceeds(getDoc(doc(visitor(), LINK)));
    await assertSucceeds(getDoc(doc(sam(), LINK)));
  });

  it('lets anyone get a link without expiry, as milliseconds or a timestamp', async () => {
    await seedLink({}, { expiresAt: null });
    await assertSucceeds(getDoc(doc(visitor(), LINK)));
    await seedLink({}, { expiresAt: Date.now() + HOUR });
    await assertSucceeds(getDoc(doc(visitor(), LINK)));
  });

  it('refuses an expired link to everyone but its owner', async () => {
    await seedLink({}, { expiresAt: Timestamp.fromMillis(Date.now() - 1_000) });
    await assertFails(getDoc(doc(visitor(), LINK)));
    await assertFails(getDoc(doc(sam(), LINK)));
    await assertSucceeds(getDoc(doc(alice(), LINK)));
    await seedLink({}, { expiresAt: Date.now() - 1_000 });
    await assertFails(getDoc(doc(visitor(), LINK)));
  });

  it('refuses a link that is not public or not viewable to everyone but its owner', async () => {
    await seedLink({ isPublic: false });
    await assertFails(getDoc(doc(visitor(), LINK)));
    await assertSucceeds(getDoc(doc(alice(), LINK)));
    await seedLink({}, { allowView: false });
    await assertFails(getDoc(doc(sam(), LINK)));
    await seedLink({}, { expiresAt: 'tomorrow' });
    await assertFails(getDoc(doc(sam(), LINK)));
  });

  it('tells a missing link (no document) from a closed one (refused)', async () => {
    const missing = await getDoc(doc(visitor(), 'sharedProfiles/none'));
    if (missing.exists()) throw new Error('a missing link exists');
  });

  it('lets only the owner list links, by a query on their own uid', async () => {
    await seedLink();
    const links = (db: Firestore) => collection(db, 'sharedProfiles');
    await assertSucceeds(getDocs(query(links(alice()), where('originalUserId', '==', 'alice'))));
    await assertFails(getDocs(links(alice())));
    await assertFails(getDocs(links(visitor())));
    await assertFails(getDocs(links(sam())));
    await assertFails(getDocs(query(links(sam()), where('originalUserId', '==', 'alice'))));
    await assertFails(getDocs(query(links(visitor()), where('isPublic', '==', true))));
  });
});

describe('sharedProfiles/{id}: writing', () => {
  it('lets the owner of a profile create a link to it', async () => {
    await seedProfile();
    await assertSucceeds(setDoc(doc(alice(), LINK), link()));
  });

  // The attack: a link at an address of the writer's choosing, or one a guess could find.
  it('refuses a link whose id is not 128 random bits in base64url', async () => {
    await seedProfile();
    for (const id of [
      'official-transcript',
      'mfz3k2pq1a8b7c6d5',
      ID.slice(1),
      `${ID}A`,
      `${ID.slice(1)}.`,
    ]) {
      await assertFails(setDoc(doc(alice(), `sharedProfiles/${id}`), link({ shareId: id })));
    }
  });

  it('lets nobody create a link in the name of someone else, or to a profile not theirs', async () => {
    await seedProfile();
    await assertFails(setDoc(doc(sam(), LINK), link()));
    await assertFails(setDoc(doc(sam(), LINK), link({ originalUserId: 'sam' })));
    await assertFails(setDoc(doc(visitor(), LINK), link()));
  });

  it('checks a link, and never stores a readable password', async () => {
    await seedProfile();
    const denied = [
      link({ shareId: 'L2' }),
      link({ isPublic: 'yes' }),
      link({}, { allowView: 'yes' }),
      link({}, { expiresAt: 'tomorrow' }),
      link({}, { password: 'secret' }),
      link({}, { admin: true }),
      link({ extra: 1 }),
      link({ shareOptions: null }),
    ];
    for (const data of denied) await assertFails(setDoc(doc(alice(), LINK), data));
  });

  it('keeps a protected link encrypted: the password flag and the ciphertext go together', async () => {
    await seedProfile();
    const denied = [
      // The flag over readable data, or readable data beside the ciphertext.
      link({}, { password: true }),
      link({ encryptedProfile: ENCRYPTED }, { password: true }),
      // Ciphertext without the flag, or of another shape.
      link({ profileData: null, encryptedProfile: ENCRYPTED }, { password: false }),
      link({ profileData: null, encryptedProfile: ENCRYPTED }),
      link(
        { profileData: null, encryptedProfile: { ...ENCRYPTED, password: 'x' } },
        { password: true },
      ),
      link(
        { profileData: null, encryptedProfile: { ...ENCRYPTED, iterations: '600000' } },
        { password: true },
      ),
      link({ profileData: null, encryptedProfile: { iv: 'a', salt: 'b' } }, { password: true }),
    ];
    for (const data of denied) await assertFails(setDoc(doc(alice(), LINK), data));
    await assertSucceeds(setDoc(doc(alice(), LINK), protectedLink()));
  });

  // One bad entry among many, or a megabyte of text, is refused in a link as in a profile: a link
  // is public text, so its contents are checked as a profile's.
  it("checks a link's readable data entry by entry, as a profile's", async () => {
    await seedProfile();
    const data = (extra: Record<string, unknown>) => ({
      profileData: { ...(link().profileData as object), ...extra },
    });
    const denied = [
      data({ subjectEntries: { s1_m1: '0|11|4|Maths' } }),
      data({ subjectEntries: { s1_m1: '0|9|1e300|Maths' } }),
      data({ semesterEntries: { s1: '0| ' } }),
      data({ name: '' }),
      data({ name: 'x'.repeat(301) }),
      data({ official: 'Registrar of the University' }),
      { profileData: { name: 'P', semesterEntries: {} } },
      // Links made before profiles were flattened into entries held a list: still read, never
      // written anew.
      { profileData: { name: 'P', semesters: [{ id: 's1', name: 'S', subjects: [] }] } },
      // About 900 kB of text, as the review wrote.
      data({
        subjectEntries: Object.fromEntries(
          Array.from({ length: 450 }, (_, index) => [`s1_m${index}`, `0|9|4|${'x'.repeat(2_000)}`]),
        ),
      }),
    ];
    for (const extra of denied) await assertFails(setDoc(doc(alice(), LINK), link(extra)));
    await assertSucceeds(setDoc(doc(alice(), LINK), link()));
  });

  it("bounds a protected link's ciphertext, IV, salt and iterations", async () => {
    await seedProfile();
    const encrypted = (extra: Record<string, unknown>) =>
      link({ profileData: null, encryptedProfile: { ...ENCRYPTED, ...extra } }, { password: true });
    for (const extra of [
      { ciphertext: 'A'.repeat(700_004) },
      { ciphertext: 'not base64!' },
      { iv: 'aXY=' },
      { salt: 'c2FsdA==' },
      { iterations: 1 },
      { iterations: 1e9 },
    ]) {
      await assertFails(setDoc(doc(alice(), LINK), encrypted(extra)));
    }
  });

  it('takes a protected link to the largest profile the limits allow', async () => {
    await seedProfile();
    // Names of 3-byte characters and ids whose keys take the longest allowed: the worst case.
    const name = 'अ'.repeat(NAME_MAX_LENGTH);
    const perSemester = MAX_SUBJECTS / MAX_SEMESTERS;
    const semesters: Semester[] = Array.from({ length: MAX_SEMESTERS }, (_, s) => ({
      id: `${s}`.padStart(100, 's'),
      name,
      subjects: Array.from({ length: perSemester }, (_, i) => ({
        id: `${i}`.padStart(100, 'm'),
        subjectName: name,
        grade: 10,
        credit: 29.5,
      })),
    }));
    const encryptedProfile = await encryptProfileData(
      { name: 'x'.repeat(300), ...storedContent(semesters) },
      'pw',
    );
    const big = link({ profileData: null, encryptedProfile }, { password: true });
    await assertSucceeds(setDoc(doc(alice(), LINK), big));
  });

  it('lets only the owner update or delete a link', async () => {
    await seedLink();
    for (const db of [sam(), visitor()]) {
      await assertFails(updateDoc(doc(db, LINK), { isPublic: false }));
      await assertFails(deleteDoc(doc(db, LINK)));
    }
    await assertFails(updateDoc(doc(alice(), LINK), { originalUserId: 'sam' }));
    await assertFails(updateDoc(doc(alice(), LINK), { originalProfileId: 'p2' }));
    await assertSucceeds(updateDoc(doc(alice(), LINK), { 'shareOptions.allowView': false }));
    await assertSucceeds(deleteDoc(doc(alice(), LINK)));
  });
});

describe("users/{uid}/sharedProfiles/{id}: the owner's record of a link", () => {
  const RECORD = 'users/alice/sharedProfiles/L1';
  const record = (extra: Record<string, unknown> = {}) => ({
    shareId: 'L1',
    profileId: 'p1',
    profileName: 'Alice (Default)',
    sharedAt: serverTimestamp(),
    shareUrl: 'https://campuscalc.example/shared/L1',
    isActive: true,
    ...extra,
  });

  it("is the owner's to write, read, list and delete", async () => {
    await assertSucceeds(setDoc(doc(alice(), RECORD), record()));
    await assertSucceeds(getDoc(doc(alice(), RECORD)));
    await assertSucceeds(getDocs(collection(alice(), 'users/alice/sharedProfiles')));
    await assertSucceeds(deleteDoc(doc(alice(), RECORD)));
  });

  it('is checked, and nobody else reads or writes it', async () => {
    await assertFails(setDoc(doc(alice(), RECORD), record({ shareId: 'L2' })));
    await assertFails(setDoc(doc(alice(), RECORD), record({ isActive: 'yes' })));
    await assertFails(setDoc(doc(alice(), RECORD), record({ extra: 1 })));
    await seed(RECORD, record({ sharedAt: Timestamp.fromMillis(1_000) }));
    for (const db of [sam(), visitor()]) {
      await assertFails(getDoc(doc(db, RECORD)));
      await assertFails(getDocs(collection(db, 'users/alice/sharedProfiles')));
      await assertFails(setDoc(doc(db, RECORD), record()));
      await assertFails(deleteDoc(doc(db, RECORD)));
    }
  });
});
