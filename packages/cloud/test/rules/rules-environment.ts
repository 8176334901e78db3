import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  Timestamp,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Profile, ScaleChoice, Semester } from '../../../core/src/gpa/model';
import { firestoreHost, hostAndPort, RULES } from '../emulators';

/**
 * A rules-unit-testing environment on the run's Firestore emulator with firestore.rules, for one
 * test file (its own project, so files never see each other's data), emptied before each test.
 *
 * Each signed-in person, the visitor and the rules-free owner is one client for the whole file:
 * rules-unit-testing makes a new app, and so a new connection, for every context asked of it, and
 * that costs the emulator and this process more CPU than the reads and writes themselves.
 */
export function rulesEnvironment(projectId: string) {
  let env: RulesTestEnvironment;
  let owner: Firestore;
  const clients = new Map<string, Firestore>();
  beforeAll(async () => {
    const emulator = hostAndPort(firestoreHost());
    env = await initializeTestEnvironment({
      projectId,
      firestore: { ...emulator, rules: RULES },
    });
    // What withSecurityRulesDisabled does, on one client: the emulator lets the token "owner"
    // past the rules.
    owner = getFirestore(initializeApp({ projectId }, `${projectId}-owner`));
    connectFirestoreEmulator(owner, emulator.host, emulator.port, { mockUserToken: 'owner' });
  });
  afterAll(() => Promise.all([env.cleanup(), deleteApp(owner.app)]));
  beforeEach(() => env.clearFirestore());

  // rules-unit-testing hands out the compat Firestore; the modular functions accept it.
  const client = (key: string, context: () => RulesTestContext) => {
    if (!clients.has(key)) clients.set(key, context().firestore() as unknown as Firestore);
    return clients.get(key)!;
  };
  return {
    /** Signed in as `uid`, with the token claims given (an e-mail, whether it is verified). */
    as: (uid: string, claims?: { email: string; email_verified?: boolean }) =>
      client(JSON.stringify([uid, claims]), () => env.authenticatedContext(uid, claims)),
    /** Signed out. */
    visitor: () => client('', () => env.unauthenticatedContext()),
    /** Puts a document in place without the rules. */
    seed: (path: string, data: Record<string, unknown>) => setDoc(doc(owner, path), data),
    /** A document's data as it stands, read without the rules (undefined when there is none). */
    peek: async (path: string): Promise<Record<string, unknown> | undefined> =>
      (await getDoc(doc(owner, path))).data(),
  };
}

/**
 * The people of the profile rules tests, each signed in: the owner alice, the editor erin and the
 * reader rita of alice's profile, and sam, a stranger to it.
 */
export const profileCast = (as: (uid: string) => Firestore) => ({
  alice: () => as('alice'),
  erin: () => as('erin'),
  rita: () => as('rita'),
  sam: () => as('sam'),
});

/** alice's profile p1 as stored: one semester with one subject, erin may edit and rita read. */
export const storedProfile = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'p1',
  name: 'Alice (Default)',
  isDefault: true,
  userId: 'alice',
  createdAt: Timestamp.fromMillis(1_000),
  updatedAt: Timestamp.fromMillis(1_000),
  semesterEntries: { s1: '0|Semester 1' },
  subjectEntries: { s1_m1: '0|9|4|Maths' },
  permissions: { alice: 'owner', erin: 'edit', rita: 'read' },
  collaborators: ['erin', 'rita'],
  ...extra,
});

/** alice's profile p1 as core holds it: `semesters` on `scale` (none: SPEC's scale). */
export const aliceProfile = (semesters: Semester[], scale: ScaleChoice | undefined): Profile => ({
  id: 'p1',
  name: 'Alice',
  isDefault: true,
  userId: 'alice',
  createdAt: 1,
  updatedAt: 1,
  semesters,
  ...(scale && { scale }),
});
