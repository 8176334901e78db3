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
import { describe, expect, it } from 'vitest';
import { rulesEnvironment } from './rules-environment';

// firestore.rules for users/{uid} and userEmails/{e-mail} (docs/architecture.md "Cloud data model
// and rules"): each rule from the allowed and the denied side; the e-mail keys' attacks (an
// unverified squatter, a differently-cased token e-mail) with real emulator tokens, each beside the
// legitimate flow.

const { as, visitor, seed, peek } = rulesEnvironment('demo-rules-users');

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
  /** Alice signed in with her e-mail, verified or not yet. */
  const verifiedAlice = () => as('alice', { email: 'alice@example.com', email_verified: true });
  /** Someone else who signed up with Alice's address and never opened the verification link. */
  const squatter = () => as('mallory', { email: 'alice@example.com', email_verified: false });
  const key = (db: ReturnType<typeof as>) => doc(db, 'userEmails/alice@example.com');
  /** The key as it stands, past the rules. */
  const stored = () => peek('userEmails/alice@example.com');
  /** A live account (its user record exists) holding Alice's key. */
  const held = async (uid: string, key: Record<string, unknown>) => {
    await seed(`users/${uid}`, { email: 'alice@example.com', displayName: uid });
    await seed('userEmails/alice@example.com', key);
  };

  it("lets a user claim the key of the e-mail in their token, for themselves, with the token's verified flag", async () => {
    await assertSucceeds(setDoc(key(alice()), { uid: 'alice', verified: false }));
    await assertSucceeds(setDoc(key(verifiedAlice()), { uid: 'alice', verified: true }));
    await assertFails(
      setDoc(doc(alice(), 'userEmails/bob@example.com'), { uid: 'alice', verified: false }),
    );
    await assertFails(setDoc(key(alice()), { uid: 'bob', verified: false }));
    await assertFails(setDoc(key(alice()), { uid: 'alice', verified: false, admin: true }));
    await assertFails(
      setDoc(doc(alice(), 'userEmails/Alice@Example.com'), { uid: 'alice', verified: false }),
    );
    await assertFails(setDoc(key(visitor()), { uid: 'alice', verified: false }));
  });

  it('refuses a verified flag the token does not carry, and a key without the flag', async () => {
    await assertFails(setDoc(key(alice()), { uid: 'alice', verified: true }));
    await assertFails(setDoc(key(verifiedAlice()), { uid: 'alice', verified: false }));
    await assertFails(setDoc(key(alice()), { uid: 'alice' }));
    await assertFails(setDoc(key(verifiedAlice()), { uid: 'alice' }));
  });

  it('matches the token e-mail case-insensitively for a free key or its own', async () => {
    const mixedCase = as('carol', { email: 'Carol@Example.com', email_verified: true });
    const carolKey = doc(mixedCase, 'userEmails/carol@example.com');
    await assertSucceeds(setDoc(carolKey, { uid: 'carol', verified: true }));
    await assertSucceeds(setDoc(carolKey, { uid: 'carol', verified: true }));
  });

  it("attack: an unverified squatter cannot claim or overwrite a verified user's key", async () => {
    await held('alice', { uid: 'alice', verified: true });
    await assertFails(setDoc(key(squatter()), { uid: 'mallory', verified: false }));
    await assertFails(setDoc(key(squatter()), { uid: 'mallory', verified: true }));
    await assertFails(updateDoc(key(squatter()), { uid: 'mallory' }));
    await assertFails(deleteDoc(key(squatter())));
    expect(await stored()).toEqual({ uid: 'alice', verified: true });
    // Alice's own writes go on.
    await assertSucceeds(setDoc(key(verifiedAlice()), { uid: 'alice', verified: true }));
  });

  it('attack: an unverified account cannot take the key another live account holds unverified', async () => {
    await held('alice', { uid: 'alice', verified: false });
    await assertFails(setDoc(key(squatter()), { uid: 'mallory', verified: false }));
    await assertFails(setDoc(key(squatter()), { uid: 'mallory' }));
    expect(await stored()).toEqual({ uid: 'alice', verified: false });
  });

  it("attack: a differently-cased token e-mail never overwrites another user's key", async () => {
    const shouting = (verified: boolean) =>
      as('mallory', { email: 'ALICE@example.com', email_verified: verified });
    await held('alice', { uid: 'alice', verified: true });
    await assertFails(setDoc(key(shouting(true)), { uid: 'mallory', verified: true }));
    await assertFails(setDoc(key(shouting(true)), { uid: 'mallory' }));
    await assertFails(setDoc(key(shouting(false)), { uid: 'mallory', verified: false }));
    // Not even from an account that has not verified the key: taking one needs the exact e-mail.
    await held('alice', { uid: 'alice', verified: false });
    await assertFails(setDoc(key(shouting(true)), { uid: 'mallory', verified: true }));
    expect(await stored()).toEqual({ uid: 'alice', verified: false });
  });

  it('lets a verified account take over a key an unverified account holds', async () => {
    await held('mallory', { uid: 'mallory', verified: false });
    await assertSucceeds(setDoc(key(verifiedAlice()), { uid: 'alice', verified: true }));
    expect(await stored()).toEqual({ uid: 'alice', verified: true });
  });

  it('lets a verified account take over a key written before verification existed (no flag)', async () => {
    await held('mallory', { uid: 'mallory' });
    await assertFails(setDoc(key(alice()), { uid: 'alice', verified: false }));
    await assertSucceeds(setDoc(key(verifiedAlice()), { uid: 'alice', verified: true }));
  });

  it('lets the new owner of an e-mail take over a stale key (its account and record are gone)', async () => {
    await seed('userEmails/alice@example.com', { uid: 'deleted-account', verified: true });
    await assertSucceeds(setDoc(key(alice()), { uid: 'alice', verified: false }));
    await seed('userEmails/alice@example.com', { uid: 'deleted-account', verified: true });
    await assertSucceeds(setDoc(key(verifiedAlice()), { uid: 'alice', verified: true }));
  });

  it('lets the holder mark their own key verified once their token says so', async () => {
    await held('alice', { uid: 'alice', verified: false });
    await assertFails(setDoc(key(alice()), { uid: 'alice', verified: true }));
    await assertSucceeds(setDoc(key(verifiedAlice()), { uid: 'alice', verified: true }));
    expect(await stored()).toEqual({ uid: 'alice', verified: true });
  });

  it('lets signed-in users get one key, and nobody list them', async () => {
    await seed('userEmails/alice@example.com', { uid: 'alice', verified: true });
    await assertSucceeds(getDoc(doc(bob(), 'userEmails/alice@example.com')));
    await assertSucceeds(getDoc(doc(bob(), 'userEmails/nobody@example.com')));
    await assertFails(getDoc(doc(visitor(), 'userEmails/alice@example.com')));
    await assertFails(getDocs(collection(bob(), 'userEmails')));
    await assertFails(getDocs(query(collection(bob(), 'userEmails'), where('uid', '==', 'alice'))));
  });

  it("lets only the key's user delete it", async () => {
    await seed('userEmails/alice@example.com', { uid: 'alice', verified: true });
    await assertFails(deleteDoc(doc(bob(), 'userEmails/alice@example.com')));
    await assertFails(deleteDoc(doc(visitor(), 'userEmails/alice@example.com')));
    await assertSucceeds(deleteDoc(doc(alice(), 'userEmails/alice@example.com')));
    await assertSucceeds(deleteDoc(doc(alice(), 'userEmails/alice@example.com')));
  });
});
