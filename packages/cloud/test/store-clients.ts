import { createUserWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { memoryStorage } from '../../core/src/account/memory-storage';
import type { ProfileEdit, Subject } from '../../core/src/gpa/model';
import type { GpaStoreNotice, GpaStoreSnapshot } from '../../core/src/gpa/store';
import type { Cloud } from '../src/app';
import { cloudAuth } from '../src/auth';
import { firestoreGpaStore, type FirestoreGpaStore } from '../src/gpa-store';
import { saveUserRecord } from '../src/user-records';
import { disposeClouds, testCloud } from './cloud';
import { clearProject } from './emulators';
import { settled, snapshotWhere } from './snapshots';
import { verifyEmail } from './verification';

// Users with the Firestore GPA store open in their browsers, for the store's tests.

export interface Client {
  cloud: Cloud;
  uid: string;
  email: string;
  displayName: string | null;
  store: FirestoreGpaStore;
  /** Every snapshot and notice the store published. */
  snapshots: GpaStoreSnapshot[];
  notices: GpaStoreNotice[];
}

const stores: FirestoreGpaStore[] = [];

/**
 * A signed-up user's browser, as the site's sign-up leaves it (user and e-mail records saved) once
 * the e-mail is verified (only then can others share with them by e-mail).
 */
export async function signUp(email: string, displayName: string | null = null) {
  const cloud = testCloud();
  const { user } = await createUserWithEmailAndPassword(cloudAuth(cloud), email, 'secret1');
  await verifyEmail(cloud);
  await saveUserRecord(cloud, user, { accountCreated: true, signedIn: true });
  return { cloud, uid: user.uid, email, displayName };
}

/** Opens the store for a user (a page load). */
export function open(
  user: { cloud: Cloud; uid: string; email: string; displayName: string | null },
  storage = memoryStorage(),
): Client {
  const store = firestoreGpaStore(user.cloud, user, { storage, origin: 'https://campuscalc.test' });
  stores.push(store);
  const client: Client = { ...user, store, snapshots: [], notices: [] };
  store.subscribe((snapshot) => client.snapshots.push(snapshot));
  store.subscribeNotices((notice) => client.notices.push(notice));
  return client;
}

/**
 * The first snapshot `test` accepts. Generous: on a busy machine the emulator may drop a client's
 * stream, which the SDK re-opens after a back-off of seconds. A failure names the notices too.
 */
export const until = (
  client: Client,
  test: (snapshot: GpaStoreSnapshot) => boolean,
): Promise<GpaStoreSnapshot> =>
  snapshotWhere(client.store, test, 40_000).catch((error: unknown) => {
    throw new Error(`${String(error)}; notices: ${JSON.stringify(client.notices)}`);
  });

export const ready = (client: Client) => until(client, (snapshot) => snapshot.status === 'ready');
export const saved = (client: Client) => until(client, settled);

/** A user with their first profile created and confirmed by the server. */
export async function withFirstProfile(email: string, displayName: string | null = null) {
  const client = open(await signUp(email, displayName));
  expect(await client.store.ensureDefaultProfile(null)).toBe(true);
  await until(client, (s) => s.profiles.length === 1 && !s.saving);
  return client;
}

export const profileOf = (client: Client, id?: string) => {
  const profiles = client.snapshots.at(-1)!.profiles;
  return id ? profiles.find((profile) => profile.id === id)! : profiles[0]!;
};

/** Asha, who shares, and Ravi, each with their first profile; Asha's is `profile`. */
export async function owners() {
  const asha = await withFirstProfile('asha@example.com', 'Asha');
  const ravi = await withFirstProfile('ravi@example.com', 'Ravi');
  return { asha, ravi, profile: profileOf(asha) };
}

/** The first snapshot with one profile shared with the client that `test` accepts. */
export const sharedWith = (client: Client, test: (s: GpaStoreSnapshot) => boolean = () => true) =>
  until(client, (s) => s.sharedWithMe.length === 1 && test(s));

export const subject = (name: string, grade = 9, credit = 4): Subject => ({
  id: name,
  subjectName: name,
  grade,
  credit,
});

export const addSubject = (semesterId: string, name: string): ProfileEdit => ({
  type: 'addSubject',
  semesterId,
  subject: subject(name),
});

export const fields = (document: Record<string, Record<string, unknown>> | null) =>
  document && JSON.stringify(document);

/**
 * Registers what every test file of stores needs: quiet SDK logs, time for several users and live
 * updates per test (see `until`), an empty project before each test and closed stores after it.
 */
export function setUpStoreTests(): void {
  vi.setConfig({ testTimeout: 120_000 });
  beforeEach(clearProject);
  afterEach(async () => {
    for (const store of stores.splice(0)) store.close();
    await disposeClouds();
  });
}
