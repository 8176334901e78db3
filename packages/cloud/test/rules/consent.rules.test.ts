import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MAX_COUNTS_LOWERED } from '../../../core/src/gpa/sharing';
import { rulesEnvironment } from './rules-environment';

// firestore.rules for consent (docs/decisions.md "Consent to shares"): userShares/{bob}/senders/
// {sender} counts a sender's share records at bob and holds his marks. alice shares with bob;
// sam is a stranger who plants shares in bob's drawer.

const { as, seed, peek } = rulesEnvironment('demo-rules-consent');

const alice = () => as('alice');
const bob = () => as('bob');
const sam = () => as('sam');

const MARK = 'userShares/bob/senders/alice';

const entry = (shareId: string, extra: Record<string, unknown> = {}) => ({
  shareId,
  profileId: shareId,
  profileName: 'P',
  ownerUserId: 'alice',
  targetUserId: 'bob',
  targetUserEmail: 'bob@example.com',
  permission: 'read',
  sharedAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  isActive: true,
  ...extra,
});

/** A profile of `owner` named `id`, granting bob `read` or nothing. */
const seedProfile = (owner: string, id: string, granted: boolean) =>
  seed(`users/${owner}/profiles/${id}`, {
    name: 'P',
    isDefault: false,
    userId: owner,
    semesters: {},
    permissions: granted ? { [owner]: 'owner', bob: 'read' } : { [owner]: 'owner' },
  });

/** `owner` shares their profile `id` with bob as the store does, counted at bob. */
async function share(
  db: Firestore,
  owner: string,
  id: string,
  extra: Record<string, unknown> = {},
  count = true,
) {
  const data = entry(id, { ownerUserId: owner, ...extra });
  const batch = writeBatch(db);
  batch.set(doc(db, `userShares/${owner}/outgoing/${id}`), data);
  batch.set(doc(db, `userShares/bob/incoming/${id}`), data);
  batch.update(
    doc(db, `users/${owner}/profiles/${id}`),
    new FieldPath('permissions', 'bob'),
    'read',
  );
  if (count) {
    batch.set(doc(db, `userShares/bob/senders/${owner}`), { sent: increment(1) }, { merge: true });
  }
  return batch.commit();
}

/** bob leaves alice's share `id` as the store does, and marks her. */
async function leave(id: string, mark: Record<string, unknown> = { left: true }) {
  const db = bob();
  const batch = writeBatch(db);
  batch.update(
    doc(db, `users/alice/profiles/${id}`),
    new FieldPath('permissions', 'bob'),
    deleteField(),
  );
  batch.delete(doc(db, `userShares/bob/incoming/${id}`));
  batch.delete(doc(db, `userShares/alice/outgoing/${id}`));
  batch.set(doc(db, MARK), { ...mark, updatedAt: serverTimestamp() }, { merge: true });
  return batch.commit();
}

/** bob accepts alice's invitation `id` in both copies. */
function accept(db: Firestore, id: string) {
  const batch = writeBatch(db);
  batch.update(doc(db, `userShares/bob/incoming/${id}`), { invited: deleteField() });
  batch.update(doc(db, `userShares/alice/outgoing/${id}`), { invited: deleteField() });
  return batch.commit();
}

describe('consent: counting', () => {
  it('counts each new share at its target', async () => {
    await seedProfile('alice', 'p1', false);
    await assertFails(share(alice(), 'alice', 'p1', {}, false));
    await assertSucceeds(share(alice(), 'alice', 'p1'));
    expect(await peek(MARK)).toEqual({ sent: 1 });
  });

  // The attack: sam fills bob's drawer with shares of profiles he makes for it.
  it("bounds a stranger's records at one recipient to 25", async () => {
    await seed('userShares/bob/senders/sam', { sent: 24 });
    await seedProfile('sam', 'q1', false);
    await seedProfile('sam', 'q2', false);
    await assertSucceeds(share(sam(), 'sam', 'q1'));
    await assertFails(share(sam(), 'sam', 'q2'));
    // Nor can he lower his count, reset it, or raise it by more than his share.
    const db = sam();
    const mark = doc(db, 'userShares/bob/senders/sam');
    await assertFails(setDoc(mark, { sent: 0 }));
    await assertFails(updateDoc(mark, { sent: 3 }));
    await assertFails(deleteDoc(mark));
    await seed('userShares/bob/senders/sam', { sent: 3 });
    await assertFails(updateDoc(mark, { sent: 5 }));
    await assertFails(updateDoc(mark, { sent: 4, left: true }));
  });

  it('lets the recipient lower or clear a count, never raise it', async () => {
    await seed(MARK, { sent: 5 });
    const mark = doc(bob(), MARK);
    await assertFails(updateDoc(mark, { sent: 6 }));
    await assertSucceeds(updateDoc(mark, { sent: 0 }));
    await assertSucceeds(deleteDoc(mark));
    await assertFails(setDoc(mark, { sent: 2 }));
    await assertFails(setDoc(mark, { left: 'yes' }));
    await assertSucceeds(setDoc(mark, { left: true }));
  });

  it('lets the sender read her own count and marks, and nobody else', async () => {
    await seed(MARK, { sent: 5, blocked: true });
    await assertSucceeds(getDoc(doc(alice(), MARK)));
    await assertSucceeds(getDoc(doc(bob(), MARK)));
    await assertFails(getDoc(doc(sam(), MARK)));
    await assertFails(setDoc(doc(sam(), MARK), { sent: 1 }));
  });
});

describe('consent: leaving, invitations and blocking', () => {
  it('lets a share left come back only as an invitation, which the recipient accepts', async () => {
    await seedProfile('alice', 'p1', false);
    await assertSucceeds(share(alice(), 'alice', 'p1'));
    await assertSucceeds(leave('p1'));
    // The re-share: not in bob's drawer unasked ...
    await assertFails(share(alice(), 'alice', 'p1'));
    // ... but as an invitation.
    await assertSucceeds(share(alice(), 'alice', 'p1', { invited: true }));
    // The owner cannot accept it for him, nor a stranger.
    await assertFails(updateDoc(doc(alice(), 'userShares/bob/incoming/p1'), { invited: false }));
    await assertFails(
      updateDoc(doc(alice(), 'userShares/alice/outgoing/p1'), { invited: deleteField() }),
    );
    await assertFails(accept(sam(), 'p1'));
    // bob accepts, in both copies, changing nothing else.
    const db = bob();
    await assertFails(
      updateDoc(doc(db, 'userShares/bob/incoming/p1'), {
        invited: deleteField(),
        permission: 'edit',
      }),
    );
    await assertSucceeds(accept(db, 'p1'));
    expect((await peek('userShares/alice/outgoing/p1'))?.invited).toBeUndefined();
    // An accepted share keeps no invitation to accept again, and the owner's rename keeps it so.
    await assertFails(accept(db, 'p1'));
    await assertFails(
      updateDoc(doc(alice(), 'userShares/bob/incoming/p1'), { invited: true, profileName: 'Q' }),
    );
  });

  it('lets a recipient decline an invitation as he leaves a share, and be invited again', async () => {
    await seed(MARK, { sent: 1, left: true });
    await seedProfile('alice', 'p1', false);
    await assertSucceeds(share(alice(), 'alice', 'p1', { invited: true }));
    await assertSucceeds(leave('p1'));
    await assertSucceeds(share(alice(), 'alice', 'p1', { invited: true }));
    expect(await peek(MARK)).toMatchObject({ sent: 3, left: true });
  });

  it('refuses every share of a blocked sender, invitation or not', async () => {
    await seedProfile('alice', 'p1', false);
    await assertSucceeds(share(alice(), 'alice', 'p1'));
    await assertSucceeds(leave('p1', { blocked: true, senderEmail: 'alice@example.com', sent: 0 }));
    await assertFails(share(alice(), 'alice', 'p1'));
    await assertFails(share(alice(), 'alice', 'p1', { invited: true }));
    // She cannot take the mark out either.
    await assertFails(updateDoc(doc(alice(), MARK), { blocked: deleteField() }));
    await assertFails(deleteDoc(doc(alice(), MARK)));
    // Until bob unblocks her, as the account page does: her next share is an invitation.
    await assertSucceeds(
      setDoc(
        doc(bob(), MARK),
        { blocked: deleteField(), senderEmail: deleteField(), left: true },
        { merge: true },
      ),
    );
    await assertFails(share(alice(), 'alice', 'p1'));
    await assertSucceeds(share(alice(), 'alice', 'p1', { invited: true }));
  });

  // The store lowers the count by one as bob answers a share (sender-marks.ts answeredMark).
  it('lets the recipient lower the count as he accepts, declines or leaves; nobody else', async () => {
    await seedProfile('alice', 'p1', false);
    await seedProfile('alice', 'p2', false);
    await seed(MARK, { sent: 0, left: true });
    await assertSucceeds(share(alice(), 'alice', 'p1', { invited: true }));
    await assertSucceeds(share(alice(), 'alice', 'p2', { invited: true }));
    const db = bob();
    const accepted = writeBatch(db);
    accepted.update(doc(db, 'userShares/bob/incoming/p1'), { invited: deleteField() });
    accepted.update(doc(db, 'userShares/alice/outgoing/p1'), { invited: deleteField() });
    accepted.set(doc(db, MARK), { sent: 1, updatedAt: serverTimestamp() }, { merge: true });
    await assertSucceeds(accepted.commit());
    await assertSucceeds(leave('p2', { left: true, sent: 0 }));
    expect(await peek(MARK)).toMatchObject({ sent: 0, left: true });
    // The sender lowers nothing without unsharing, and writes no e-mail for herself into bob's list.
    await seed(MARK, { sent: 2, left: true });
    await assertFails(updateDoc(doc(alice(), MARK), { sent: 1 }));
    await assertFails(
      updateDoc(doc(alice(), MARK), { sent: 3, senderEmail: 'registrar@college.edu' }),
    );
    // bob's list holds a name, not a document.
    await assertFails(updateDoc(doc(db, MARK), { blocked: true, senderEmail: 'x'.repeat(321) }));
    await assertFails(updateDoc(doc(db, MARK), { blocked: true, senderEmail: 7 }));
  });

  it("keeps the marks the recipient's: nobody else writes them", async () => {
    await assertFails(setDoc(doc(sam(), MARK), { left: true }));
    await assertFails(setDoc(doc(alice(), MARK), { sent: 1, left: true }));
    await seed(MARK, { sent: 1, left: true });
    await assertFails(updateDoc(doc(alice(), MARK), { left: deleteField() }));
  });

  // Shares made before consent existed: uncounted, they stay valid for every change.
  it('keeps old share records valid', async () => {
    await seedProfile('alice', 'p1', true);
    const old = entry('p1', { sharedAt: 1_000, updatedAt: 1_000 });
    await seed('userShares/alice/outgoing/p1', old);
    await seed('userShares/bob/incoming/p1', old);
    await seed(MARK, { left: true });
    const db = alice();
    const rename = writeBatch(db);
    rename.update(doc(db, 'userShares/alice/outgoing/p1'), { profileName: 'Q' });
    rename.update(doc(db, 'userShares/bob/incoming/p1'), { profileName: 'Q' });
    await assertSucceeds(rename.commit());
    await assertSucceeds(getDoc(doc(bob(), 'userShares/bob/incoming/p1')));
    await assertSucceeds(leave('p1'));
  });
});

/**
 * `owner` unshares their profile `id` with bob as the store does: both copies deleted, the access
 * taken out, and the count lowered with `lowered` (none when null).
 */
async function unshare(
  db: Firestore,
  owner: string,
  id: string,
  lowered: Record<string, unknown> | null = { sent: increment(-1), unshared: id },
  mark = `userShares/bob/senders/${owner}`,
) {
  const batch = writeBatch(db);
  batch.delete(doc(db, `userShares/${owner}/outgoing/${id}`));
  batch.delete(doc(db, `userShares/bob/incoming/${id}`));
  batch.update(
    doc(db, `users/${owner}/profiles/${id}`),
    new FieldPath('permissions', 'bob'),
    deleteField(),
  );
  if (lowered) batch.update(doc(db, mark), lowered);
  return batch.commit();
}

// A share the owner takes back is no longer one bob has to answer: two friends who share and
// unshare often are never refused for it. Each record lowers the count once, as it goes.
describe('consent: unsharing', () => {
  it('lets the sender lower her count by one as she unshares, and share again', async () => {
    await seedProfile('alice', 'p1', false);
    await seed(MARK, { sent: 24 });
    await assertSucceeds(share(alice(), 'alice', 'p1'));
    await assertSucceeds(unshare(alice(), 'alice', 'p1'));
    expect(await peek(MARK)).toEqual({ sent: 24, unshared: 'p1' });
    await assertSucceeds(share(alice(), 'alice', 'p1'));
    expect(await peek(MARK)).toEqual({ sent: 25, unshared: 'p1' });
    // Unsharing without the count still works (a count of 0, a sender's record missing), and
    // keeps it as it was: full.
    await assertSucceeds(unshare(alice(), 'alice', 'p1', null));
    await assertFails(share(alice(), 'alice', 'p1'));
  });

  // The attack: sam plants 25 records in bob's drawer, then lowers his count to plant more.
  it("lowers a sender's count only with one record of hers deleted in the batch", async () => {
    await seedProfile('sam', 'q1', false);
    await seedProfile('sam', 'q2', false);
    await seed('userShares/bob/senders/sam', { sent: 23 });
    await assertSucceeds(share(sam(), 'sam', 'q1'));
    await assertSucceeds(share(sam(), 'sam', 'q2'));
    const db = sam();
    const mark = doc(db, 'userShares/bob/senders/sam');
    // Without deleting the record he names: refused.
    await assertFails(updateDoc(mark, { sent: increment(-1), unshared: 'q1' }));
    await assertFails(updateDoc(mark, { sent: 24, unshared: 'q1' }));
    // Naming a record that was never there, nor his, nor at bob, nor a path below it.
    await seed('userShares/bob/incoming/p9', entry('p9'));
    await assertFails(updateDoc(mark, { sent: 24, unshared: 'nothing' }));
    await assertFails(updateDoc(mark, { sent: 24, unshared: 'p9' }));
    await assertFails(updateDoc(mark, { sent: 24 }));
    await assertFails(updateDoc(mark, { sent: 24, unshared: 7 }));
    await seed('userShares/bob/incoming/q2/x/y', entry('y', { ownerUserId: 'sam' }));
    await assertFails(updateDoc(mark, { sent: 24, unshared: 'q2/x/y' }));
    // Deleting one record, lowering by two, or by one twice, or changing anything else.
    await assertFails(unshare(db, 'sam', 'q1', { sent: increment(-2), unshared: 'q1' }));
    await assertFails(unshare(db, 'sam', 'q1', { sent: 23, unshared: 'q1' }));
    await assertFails(unshare(db, 'sam', 'q1', { sent: 24, unshared: 'q1', left: true }));
    const twice = writeBatch(db);
    twice.delete(doc(db, 'userShares/sam/outgoing/q1'));
    twice.delete(doc(db, 'userShares/bob/incoming/q1'));
    twice.update(
      doc(db, 'users/sam/profiles/q1'),
      new FieldPath('permissions', 'bob'),
      deleteField(),
    );
    twice.update(mark, { sent: increment(-1), unshared: 'q1' });
    twice.update(mark, { sent: increment(-1), unshared: 'q1' });
    await assertFails(twice.commit());
    expect(await peek('userShares/bob/senders/sam')).toEqual({ sent: 25 });
    // Nor another sender's count, with a record of his own.
    await seed(MARK, { sent: 3 });
    await assertFails(unshare(db, 'sam', 'q1', { sent: 2, unshared: 'q1' }, MARK));
    // Nor below 0.
    await seed('userShares/bob/senders/sam', { sent: 0 });
    await assertFails(unshare(db, 'sam', 'q1', { sent: increment(-1), unshared: 'q1' }));
    await assertFails(unshare(db, 'sam', 'q1', { sent: 0, unshared: 'q1' }));
    // One record deleted, one lowered: that is all.
    await seed('userShares/bob/senders/sam', { sent: 25 });
    await assertSucceeds(unshare(db, 'sam', 'q1'));
    await assertFails(unshare(db, 'sam', 'q1'));
    expect(await peek('userShares/bob/senders/sam')).toEqual({ sent: 24, unshared: 'q1' });
  });

  it("keeps the recipient's side as it was", async () => {
    await seed(MARK, { sent: 5, unshared: 'p1' });
    const mark = doc(bob(), MARK);
    await assertFails(updateDoc(mark, { sent: 6 }));
    await assertSucceeds(updateDoc(mark, { sent: 4, left: true }));
    await assertSucceeds(deleteDoc(mark));
  });
});

describe('consent: deleting a shared profile', () => {
  // A profile shared with many is deleted in one batch: the counts it lowers are as many as the
  // rules can check in it (core's MAX_COUNTS_LOWERED), with room for the batch's other writes.
  it("deletes a profile shared with many, lowering the first recipients' counts", async () => {
    const recipients = Array.from({ length: MAX_COUNTS_LOWERED + 2 }, (_, i) => `r${i}`);
    const permissions = Object.fromEntries(recipients.map((each) => [each, 'read']));
    await seed('users/alice/profiles/p1', {
      name: 'P',
      isDefault: false,
      userId: 'alice',
      semesters: {},
      permissions: { alice: 'owner', ...permissions },
    });
    for (const target of recipients) {
      const record = entry(`s${target}`, { targetUserId: target, profileId: 'p1' });
      await seed(`userShares/alice/outgoing/s${target}`, record);
      await seed(`userShares/${target}/incoming/s${target}`, record);
      await seed(`userShares/${target}/senders/alice`, { sent: 1 });
    }
    const db = alice();
    const batch = writeBatch(db);
    batch.delete(doc(db, 'users/alice/profiles/p1'));
    for (const [index, target] of recipients.entries()) {
      batch.delete(doc(db, `userShares/alice/outgoing/s${target}`));
      batch.delete(doc(db, `userShares/${target}/incoming/s${target}`));
      if (index < MAX_COUNTS_LOWERED) {
        const lowered = { sent: increment(-1), unshared: `s${target}` };
        batch.update(doc(db, `userShares/${target}/senders/alice`), lowered);
      }
    }
    await assertSucceeds(batch.commit());
    expect(await peek('userShares/r0/senders/alice')).toEqual({ sent: 0, unshared: 'sr0' });
  });
});
