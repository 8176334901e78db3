import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesEnvironment } from './rules-environment';

// firestore.rules for users/{uid} and userEmails/{e-mail} (DESIGN.md "Security rules"): each rule
// from the allowed and the denied side.

const { as, visitor, seed } = rulesEnvironment('demo-rules-users');

const alice = () => as('alice', { email: 'alice@example.com' });
const bob = () => as('bob', { email: 'bob@example.com' });

/** A record as the client writes it on sign-up. */
const newRecord = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  email: 'alice@example.com',
  displayName: 'Alice',
  photoURL: null,
  hasPassword: true,
  createdAt: serverTimestamp(),
  lastLoginAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...extra,
});

const aliceSeeded = () =>
  seed('users/alice', {
    email: 'alice@example.com',
    displayName: 'Alice',
    createdAt: Timestamp.fromMillis(1_000),
    lastLoginAt: Timestamp.fromMillis(1_000),
    updatedAt: Timestamp.fromMillis(1_000),
  });

describe('users/{uid}', () => {
  it('lets the user create their record, with server timestamps', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), newRecord()));
    await assertSucceeds(getDoc(doc(alice(), 'users/alice')));
  });

  it('lets the user merge a sign-in into their record and delete it', async () => {
    await aliceSeeded();
    const signIn = { email: 'alice@example.com', displayName: 'Alice R', photoURL: null };
    await assertSucceeds(
      setDoc(
        doc(alice(), 'users/alice'),
        { ...signIn, lastLoginAt: serverTimestamp(), updatedAt: serverTimestamp() },
        { merge: true },
      ),
    );
    await assertSucceeds(
      updateDoc(doc(alice(), 'users/alice'), {
        hasPassword: true,
        passwordUpdatedAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(deleteDoc(doc(alice(), 'users/alice')));
  });

  it("keeps everyone else out of a user's record", async () => {
    await aliceSeeded();
    await assertFails(getDoc(doc(bob(), 'users/alice')));
    await assertFails(getDoc(doc(visitor(), 'users/alice')));
    await assertFails(setDoc(doc(bob(), 'users/alice'), newRecord(), { merge: true }));
    await assertFails(deleteDoc(doc(bob(), 'users/alice')));
    await assertFails(setDoc(doc(visitor(), 'users/alice'), newRecord()));
  });

  it('lets nobody list or query users', async () => {
    await aliceSeeded();
    await assertFails(getDocs(collection(alice(), 'users')));
    await assertFails(
      getDocs(
        query(collection(alice(), 'users'), where('email', '==', 'alice@example.com'), limit(1)),
      ),
    );
    await assertFails(getDocs(collection(visitor(), 'users')));
  });

  it('checks the fields and their types', async () => {
    const denied: Record<string, unknown>[] = [
      newRecord({ email: 'bob@example.com' }),
      newRecord({ displayName: '' }),
      newRecord({ displayName: 42 }),
      newRecord({ displayName: 'x'.repeat(257) }),
      newRecord({ photoURL: 7 }),
      newRecord({ hasPassword: 'yes' }),
      newRecord({ isAdmin: true }),
      newRecord({ updatedAt: Timestamp.fromMillis(5) }),
      newRecord({ createdAt: Timestamp.fromMillis(5) }),
      newRecord({ lastLoginAt: 'today' }),
      newRecord({ passwordUpdatedAt: Timestamp.fromMillis(5) }),
    ];
    for (const record of denied) await assertFails(setDoc(doc(alice(), 'users/alice'), record));
    const withoutName = newRecord();
    delete withoutName.displayName;
    await assertFails(setDoc(doc(alice(), 'users/alice'), withoutName));
    await assertSucceeds(
      setDoc(doc(alice(), 'users/alice'), newRecord({ photoURL: 'https://example.com/a.png' })),
    );
  });

  it('sets createdAt once', async () => {
    await aliceSeeded();
    await assertFails(
      setDoc(
        doc(alice(), 'users/alice'),
        { createdAt: serverTimestamp(), updatedAt: serverTimestamp() },
        { merge: true },
      ),
    );
    await assertSucceeds(
      setDoc(doc(alice(), 'users/alice'), { updatedAt: serverTimestamp() }, { merge: true }),
    );
  });

  it('denies what no rule names, under users too', async () => {
    await assertFails(setDoc(doc(alice(), 'users/alice/notes/n1'), { text: 'x' }));
    await assertFails(getDoc(doc(alice(), 'users/alice/notes/n1')));
    await assertFails(setDoc(doc(alice(), 'anything/else'), { text: 'x' }));
  });
});

describe('userEmails/{e-mail}', () => {
  it('lets a user claim the key of the e-mail in their token, for themselves only', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'userEmails/alice@example.com'), { uid: 'alice' }));
    await assertFails(setDoc(doc(alice(), 'userEmails/bob@example.com'), { uid: 'alice' }));
    await assertFails(setDoc(doc(alice(), 'userEmails/alice@example.com'), { uid: 'bob' }));
    await assertFails(
      setDoc(doc(alice(), 'userEmails/alice@example.com'), { uid: 'alice', admin: true }),
    );
    await assertFails(setDoc(doc(alice(), 'userEmails/Alice@Example.com'), { uid: 'alice' }));
    await assertFails(setDoc(doc(visitor(), 'userEmails/alice@example.com'), { uid: 'alice' }));
  });

  it('matches the token e-mail case-insensitively', async () => {
    const mixedCase = as('carol', { email: 'Carol@Example.com' });
    await assertSucceeds(setDoc(doc(mixedCase, 'userEmails/carol@example.com'), { uid: 'carol' }));
  });

  it('lets the new owner of an e-mail take over a stale key', async () => {
    await seed('userEmails/alice@example.com', { uid: 'deleted-account' });
    await assertSucceeds(setDoc(doc(alice(), 'userEmails/alice@example.com'), { uid: 'alice' }));
  });

  it('lets signed-in users get one key, and nobody list them', async () => {
    await seed('userEmails/alice@example.com', { uid: 'alice' });
    await assertSucceeds(getDoc(doc(bob(), 'userEmails/alice@example.com')));
    await assertSucceeds(getDoc(doc(bob(), 'userEmails/nobody@example.com')));
    await assertFails(getDoc(doc(visitor(), 'userEmails/alice@example.com')));
    await assertFails(getDocs(collection(bob(), 'userEmails')));
    await assertFails(getDocs(query(collection(bob(), 'userEmails'), where('uid', '==', 'alice'))));
  });

  it("lets only the key's user delete it", async () => {
    await seed('userEmails/alice@example.com', { uid: 'alice' });
    await assertFails(deleteDoc(doc(bob(), 'userEmails/alice@example.com')));
    await assertFails(deleteDoc(doc(visitor(), 'userEmails/alice@example.com')));
    await assertSucceeds(deleteDoc(doc(alice(), 'userEmails/alice@example.com')));
    await assertSucceeds(deleteDoc(doc(alice(), 'userEmails/alice@example.com')));
  });
});
