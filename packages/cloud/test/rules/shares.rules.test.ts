import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesEnvironment } from './rules-environment';

// firestore.rules for userShares/{uid}/outgoing|incoming/{shareId} (docs/architecture.md "Cloud
// data model and rules"): alice shares her profile p1 with bob; sam is a stranger, and a visitor is
// signed out.

const { as, visitor, seed } = rulesEnvironment('demo-rules-shares');

const alice = () => as('alice', { email: 'alice@example.com', email_verified: true });
const bob = () => as('bob', { email: 'bob@example.com' });
const sam = () => as('sam', { email: 'sam@example.com', email_verified: true });

const OUTGOING = 'userShares/alice/outgoing/sh1';
const INCOMING = 'userShares/bob/incoming/sh1';

/** SPEC §3 "Share entry", as the owner's store writes both copies. */
const entry = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  shareId: 'sh1',
  profileId: 'p1',
  profileName: 'Alice (Default)',
  ownerUserId: 'alice',
  ownerEmail: 'alice@example.com',
  targetUserId: 'bob',
  targetUserEmail: 'bob@example.com',
  permission: 'read',
  sharedAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  isActive: true,
  ...extra,
});

const stored = (extra: Record<string, unknown> = {}) =>
  entry({
    sharedAt: Timestamp.fromMillis(1_000),
    updatedAt: Timestamp.fromMillis(1_000),
    ...extra,
  });

const PROFILE = 'users/alice/profiles/p1';

const seedProfile = (owner = 'alice', permissions: Record<string, string> = {}) =>
  seed(`users/${owner}/profiles/p1`, {
    name: 'P',
    isDefault: true,
    userId: owner,
    semesters: {},
    permissions,
  });

/** alice's p1 shared with bob: the profile grants him access, and both records name him. */
async function seedShare(): Promise<void> {
  await seedProfile('alice', { alice: 'owner', bob: 'read' });
  await seed(OUTGOING, stored());
  await seed(INCOMING, stored());
}

/** The sender's count at the target raised by one, as every new incoming copy needs. */
const counted = (db: Firestore, target: string, sender: string) => (batch: WriteBatch) =>
  batch.set(
    doc(db, `userShares/${target}/senders/${sender}`),
    { sent: increment(1) },
    { merge: true },
  );

/** Both copies and the grant in one batch, as the store shares. */
function bothCopies(db: Firestore, data: Record<string, unknown>) {
  const batch = writeBatch(db);
  batch.set(doc(db, OUTGOING), data);
  batch.set(doc(db, INCOMING), data);
  batch.update(doc(db, PROFILE), new FieldPath('permissions', 'bob'), data.permission);
  counted(db, 'bob', 'alice')(batch);
  return batch.commit();
}

/** An incoming copy alone, counted. */
function incomingAlone(db: Firestore, path: string, data: Record<string, unknown>) {
  const target = path.split('/')[1] ?? '';
  const batch = writeBatch(db);
  batch.set(doc(db, path), data);
  counted(db, target, String(data.ownerUserId))(batch);
  return batch.commit();
}

describe('userShares: sharing', () => {
  it('lets the owner write both copies of a share of their profile in one batch, with the grant', async () => {
    await seedProfile();
    await assertSucceeds(bothCopies(alice(), entry()));
  });

  // Every share is counted at its target: an outgoing copy alone would let a later incoming one
  // pass as the re-making of a lost copy, uncounted.
  it('refuses an outgoing copy without its incoming one', async () => {
    await seedProfile('alice', { alice: 'owner', bob: 'read' });
    await assertFails(setDoc(doc(alice(), OUTGOING), entry()));
    await assertFails(incomingAlone(alice(), INCOMING, entry()));
  });

  // The attack: shares planted in a user's drawer, each making their page load a profile.
  it('refuses an incoming share that the profile does not grant, as it says, to its target', async () => {
    await seedProfile();
    const db = alice();
    const planted = writeBatch(db);
    planted.set(doc(db, OUTGOING), entry());
    planted.set(doc(db, INCOMING), entry());
    await assertFails(planted.commit());
    // Granted another permission than the share announces.
    const mismatched = writeBatch(db);
    mismatched.set(doc(db, OUTGOING), entry({ permission: 'edit' }));
    mismatched.set(doc(db, INCOMING), entry({ permission: 'edit' }));
    mismatched.update(doc(db, PROFILE), new FieldPath('permissions', 'bob'), 'read');
    await assertFails(mismatched.commit());
    // A later change of the copy that the profile does not match.
    await seedShare();
    await assertFails(updateDoc(doc(db, INCOMING), { permission: 'edit' }));
  });

  it('checks a share entry', async () => {
    await seedProfile();
    const denied = [
      entry({ permission: 'owner' }),
      entry({ shareId: 'other' }),
      entry({ targetUserId: 'alice' }),
      entry({ targetUserId: '' }),
      entry({ profileName: '' }),
      entry({ isActive: 'yes' }),
      entry({ sharedAt: 'today' }),
      // Dated in the future, to stay on top of the target's list (most recent first).
      entry({ sharedAt: Timestamp.fromMillis(Date.now() + 3_600_000) }),
      entry({ sharedAt: Date.now() + 3_600_000 }),
      entry({ updatedAt: Timestamp.fromMillis(Date.now() + 3_600_000) }),
      entry({ extra: true }),
      entry({ profileId: 'missing' }),
    ];
    for (const data of denied) await assertFails(bothCopies(alice(), data));
    await assertSucceeds(bothCopies(alice(), entry({ sharedAt: Date.now() - 1_000 })));
  });

  // The attack: a share that says it comes from someone else ('Shared by registrar@...').
  it("keeps a share's sender to the writer's own e-mail", async () => {
    await seedProfile('alice', { alice: 'owner', bob: 'read' });
    const spoofed = entry({ ownerEmail: 'registrar@college.edu' });
    await assertFails(setDoc(doc(alice(), OUTGOING), spoofed));
    await assertFails(setDoc(doc(as('alice'), OUTGOING), entry()));
    // Her own address, but never proved: anyone can sign up with registrar@college.edu.
    const unverified = as('alice', { email: 'alice@example.com' });
    await assertFails(setDoc(doc(unverified, OUTGOING), entry()));
    const anonymous = entry();
    delete anonymous.ownerEmail;
    await assertSucceeds(bothCopies(alice(), anonymous));
    await assertFails(updateDoc(doc(alice(), INCOMING), { ownerEmail: 'registrar@college.edu' }));
    await assertSucceeds(updateDoc(doc(alice(), INCOMING), { ownerEmail: 'alice@example.com' }));
    // A stored sender stays through the owner's later changes, whatever their token says now.
    await seed(OUTGOING, stored({ ownerEmail: 'alice@old.example' }));
    await assertSucceeds(updateDoc(doc(alice(), OUTGOING), { permission: 'edit' }));
  });

  it('lets nobody write an outgoing share in the name of another owner', async () => {
    await seedProfile();
    for (const db of [bob(), sam(), visitor()]) {
      await assertFails(setDoc(doc(db, OUTGOING), entry()));
    }
    await seedProfile('sam');
    await assertFails(setDoc(doc(sam(), 'userShares/sam/outgoing/sh1'), entry()));
  });

  it('lets nobody write an incoming share that claims another owner', async () => {
    await seedShare();
    // sam plants a share to bob that claims alice shared it.
    await assertFails(setDoc(doc(sam(), 'userShares/bob/incoming/sh2'), entry({ shareId: 'sh2' })));
    // bob writes his own incoming copy, or changes it.
    await assertFails(setDoc(doc(bob(), 'userShares/bob/incoming/sh2'), entry({ shareId: 'sh2' })));
    await assertFails(updateDoc(doc(bob(), INCOMING), { permission: 'edit' }));
    await assertFails(setDoc(doc(visitor(), 'userShares/bob/incoming/sh2'), entry()));
  });

  it('needs the outgoing copy in place for an incoming one', async () => {
    await seedProfile('sam', { sam: 'owner', bob: 'read' });
    const own = {
      shareId: 'sh3',
      ownerUserId: 'sam',
      ownerEmail: 'sam@example.com',
      profileId: 'p1',
    };
    await assertFails(incomingAlone(sam(), 'userShares/bob/incoming/sh3', entry(own)));
    // ... and addressed to the path's user.
    await seed('userShares/sam/outgoing/sh3', stored(own));
    await assertFails(incomingAlone(sam(), 'userShares/carol/incoming/sh3', entry(own)));
    // A copy lost under the rules of an earlier version is made again, uncounted.
    await assertSucceeds(setDoc(doc(sam(), 'userShares/bob/incoming/sh3'), entry(own)));
  });
});

describe('userShares: reading', () => {
  it('lets the owner get and list the outgoing copies, and nobody else', async () => {
    await seedShare();
    await assertSucceeds(getDoc(doc(alice(), OUTGOING)));
    await assertSucceeds(
      getDocs(
        query(collection(alice(), 'userShares/alice/outgoing'), where('isActive', '==', true)),
      ),
    );
    for (const db of [bob(), sam(), visitor()]) {
      await assertFails(getDoc(doc(db, OUTGOING)));
      await assertFails(getDocs(collection(db, 'userShares/alice/outgoing')));
    }
  });

  it('lets the target get and list the incoming copies, and nobody else', async () => {
    await seedShare();
    await assertSucceeds(getDoc(doc(bob(), INCOMING)));
    await assertSucceeds(
      getDocs(query(collection(bob(), 'userShares/bob/incoming'), where('isActive', '==', true))),
    );
    for (const db of [alice(), sam(), visitor()]) {
      await assertFails(getDoc(doc(db, INCOMING)));
      await assertFails(getDocs(collection(db, 'userShares/bob/incoming')));
    }
  });
});

describe('userShares: updating', () => {
  it('lets the owner change the permission of both copies, with the grant', async () => {
    await seedShare();
    const db = alice();
    const batch = writeBatch(db);
    const change = { permission: 'edit', updatedAt: serverTimestamp() };
    batch.update(doc(db, OUTGOING), change);
    batch.update(doc(db, INCOMING), change);
    batch.update(doc(db, PROFILE), new FieldPath('permissions', 'bob'), 'edit');
    await assertSucceeds(batch.commit());
  });

  it('keeps the target, the profile and the owner of a share as they are', async () => {
    await seedShare();
    await assertFails(updateDoc(doc(alice(), OUTGOING), { targetUserId: 'sam' }));
    await assertFails(updateDoc(doc(alice(), OUTGOING), { profileId: 'p2' }));
    await assertFails(updateDoc(doc(alice(), INCOMING), { profileId: 'p2' }));
    await assertFails(updateDoc(doc(alice(), INCOMING), { targetUserId: 'sam' }));
    await assertFails(updateDoc(doc(alice(), OUTGOING), { permission: 'admin' }));
  });

  it('lets neither the target nor a stranger change a share', async () => {
    await seedShare();
    for (const db of [bob(), sam(), visitor()]) {
      await assertFails(updateDoc(doc(db, OUTGOING), { permission: 'edit' }));
      await assertFails(updateDoc(doc(db, INCOMING), { permission: 'edit' }));
    }
    await assertFails(updateDoc(doc(sam(), INCOMING), { ownerUserId: 'sam' }));
  });
});

describe('userShares: deleting', () => {
  it('lets the owner delete both copies (unsharing)', async () => {
    await seedShare();
    const db = alice();
    const batch = writeBatch(db);
    batch.delete(doc(db, OUTGOING));
    batch.delete(doc(db, INCOMING));
    await assertSucceeds(batch.commit());
  });

  it('lets the target delete both copies as they leave the profile, in one batch', async () => {
    await seedShare();
    const db = bob();
    const batch = writeBatch(db);
    batch.update(doc(db, PROFILE), new FieldPath('permissions', 'bob'), deleteField());
    batch.delete(doc(db, OUTGOING));
    batch.delete(doc(db, INCOMING));
    await assertSucceeds(batch.commit());
    // A copy the other side removed already is no obstacle.
    await assertSucceeds(deleteDoc(doc(db, OUTGOING)));
  });

  it('lets the target delete the copies of a share whose profile no longer grants them, or is gone', async () => {
    await seedShare();
    await updateDoc(doc(alice(), PROFILE), new FieldPath('permissions', 'bob'), deleteField());
    await assertSucceeds(deleteDoc(doc(bob(), INCOMING)));
    await seed(INCOMING, stored());
    await deleteDoc(doc(alice(), PROFILE));
    await assertSucceeds(deleteDoc(doc(bob(), OUTGOING)));
    await assertSucceeds(deleteDoc(doc(bob(), INCOMING)));
  });

  // The attack: the owner's lists come from the records, so deleting them while keeping the
  // profile's permission would hide a collaborator the owner could then not see or remove.
  it('refuses a target who deletes a record and keeps their access to the profile', async () => {
    await seedShare();
    const db = bob();
    await assertFails(deleteDoc(doc(db, OUTGOING)));
    await assertFails(deleteDoc(doc(db, INCOMING)));
    const both = writeBatch(db);
    both.delete(doc(db, OUTGOING));
    both.delete(doc(db, INCOMING));
    await assertFails(both.commit());
    // An editor's write to the profile in the same batch that keeps their entry is no leaving.
    await seedProfile('alice', { alice: 'owner', bob: 'edit' });
    const touch = () => ({ updatedAt: serverTimestamp() });
    const sneaky = writeBatch(db);
    sneaky.update(doc(db, PROFILE), touch());
    sneaky.delete(doc(db, OUTGOING));
    await assertFails(sneaky.commit());
    await assertSucceeds(updateDoc(doc(db, PROFILE), touch()));
    await assertSucceeds(getDoc(doc(alice(), OUTGOING)));
    await assertSucceeds(getDoc(doc(db, INCOMING)));
  });

  it('keeps strangers and visitors from deleting a share', async () => {
    await seedShare();
    for (const db of [sam(), visitor()]) {
      await assertFails(deleteDoc(doc(db, OUTGOING)));
      await assertFails(deleteDoc(doc(db, INCOMING)));
    }
  });

  it("lets a user delete their own userShares document, and nobody else's", async () => {
    await seed('userShares/alice', { note: 'x' });
    await assertFails(deleteDoc(doc(bob(), 'userShares/alice')));
    await assertFails(getDoc(doc(bob(), 'userShares/alice')));
    await assertSucceeds(deleteDoc(doc(alice(), 'userShares/alice')));
  });
});
