import { describe, expect, it } from 'vitest';
import {
  BLOCKED_SENDER_MESSAGE,
  SHARED_PROFILE_NOT_FOUND_MESSAGE,
} from '../../core/src/gpa/sharing-texts';
import { blockedSenders, unblockSender } from './sender-marks';
import { deleteDocument, readDocument, writeDocument } from '../test/cloud';
import {
  addSubject,
  owners,
  saved,
  setUpStoreTests,
  sharedWith,
  until,
  withFirstProfile,
  type Client,
} from '../test/store-clients';

// Consent to shares (docs/decisions.md "Consent to shares") through the Firestore GPA store,
// against the real emulators: a recipient who left a share gets the sender's next one only as an
// invitation, which he accepts or declines, or blocks the sender.

setUpStoreTests();

const TRUE = { booleanValue: true };

describe('consent to shares', () => {
  it('after a recipient left, shares again only as an invitation, which he accepts', async () => {
    const { asha, ravi, profile } = await owners();
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'edit');
    const first = (await sharedWith(ravi)).sharedWithMe[0]!;
    expect(first.invited).toBeUndefined();
    await ravi.store.sharing!.leaveShare(first.shareId);
    await until(ravi, (s) => s.sharedWithMe.length === 0);
    await until(asha, (s) => s.outgoingShares.length === 0);

    // Shared again: an invitation in his drawer, not the profile.
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'edit');
    const invitation = (await sharedWith(ravi, (s) => s.sharedWithMe[0]!.invited === true))
      .sharedWithMe[0]!;
    expect(invitation).toMatchObject({ loaded: false, semesters: [] });
    // Asha's dialog says so.
    expect(
      (await until(asha, (s) => s.outgoingShares.length === 1)).outgoingShares[0],
    ).toMatchObject({ invited: true });
    // Selecting it does not open it; nor can he copy it before accepting.
    ravi.store.setActiveProfileId(invitation.id);
    await expect(ravi.store.sharing!.copySharedProfile(invitation.shareId)).rejects.toThrow(
      SHARED_PROFILE_NOT_FOUND_MESSAGE,
    );

    // One share of Asha's, unanswered, counts at Ravi; leaving took the first one off.
    const mark = `userShares/${ravi.uid}/senders/${asha.uid}`;
    expect(await readDocument(mark)).toMatchObject({ sent: { integerValue: '1' }, left: TRUE });
    await ravi.store.sharing!.acceptShare(invitation.shareId);
    const accepted = await sharedWith(ravi, (s) => s.sharedWithMe[0]!.loaded);
    expect(await readDocument(mark)).toMatchObject({ sent: { integerValue: '0' }, left: TRUE });
    expect(accepted.sharedWithMe[0]!.invited).toBeUndefined();
    await until(asha, (s) => s.outgoingShares[0]?.invited === undefined);
    await ravi.store.applyEdit(profile.id, addSubject(profile.semesters[0]!.id, 'Physics'));
    await saved(ravi);
    expect(ravi.notices).toEqual([]);
    // Asha renames it: the accepted share stays accepted.
    await asha.store.renameProfile(profile.id, 'Plan');
    await sharedWith(ravi, (s) => s.sharedWithMe[0]!.name === 'Plan');
    expect(
      await readDocument(`userShares/${ravi.uid}/incoming/${invitation.shareId}`),
    ).not.toHaveProperty('invited');
  });

  it('lets a recipient decline an invitation and block its sender', async () => {
    const { asha, ravi, profile } = await owners();
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'read');
    const first = (await sharedWith(ravi)).sharedWithMe[0]!;
    await ravi.store.sharing!.leaveShare(first.shareId);
    await until(asha, (s) => s.outgoingShares.length === 0);
    // Declined: invited again.
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'read');
    const invitation = (await sharedWith(ravi, (s) => s.sharedWithMe[0]!.invited === true))
      .sharedWithMe[0]!;
    await ravi.store.sharing!.leaveShare(invitation.shareId, { block: true });
    await until(ravi, (s) => s.sharedWithMe.length === 0);
    await until(asha, (s) => s.outgoingShares.length === 0);
    await expect(asha.store.sharing!.share(profile.id, 'ravi@example.com', 'read')).rejects.toThrow(
      BLOCKED_SENDER_MESSAGE,
    );
    // Nothing of the refused share was written: no access, no record.
    const stored = await readDocument(`users/${asha.uid}/profiles/${profile.id}`);
    expect(JSON.stringify(stored)).not.toContain(ravi.uid);
    expect(await readDocument(`userShares/${ravi.uid}/senders/${asha.uid}`)).toMatchObject({
      sent: { integerValue: '0' },
      blocked: TRUE,
      senderEmail: { stringValue: 'asha@example.com' },
    });

    // Ravi unblocks her from his account page: her next share asks him first.
    expect(await blockedSenders(ravi.cloud, ravi.uid)).toEqual([
      { senderId: asha.uid, email: 'asha@example.com' },
    ]);
    await unblockSender(ravi.cloud, ravi.uid, asha.uid);
    expect(await blockedSenders(ravi.cloud, ravi.uid)).toEqual([]);
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'read');
    await sharedWith(ravi, (s) => s.sharedWithMe[0]!.invited === true);
  });
});

/** Asha's count at `client` as stored, or null when there is no record of her there. */
const countAt = async (asha: Client, client: Client) => {
  const mark = await readDocument(`userShares/${client.uid}/senders/${asha.uid}`);
  return mark && Number((mark.sent as { integerValue: string }).integerValue);
};

/** The share id of Asha's share with Ravi, once her records list it. */
const recorded = async (asha: Client) =>
  (await until(asha, (s) => s.outgoingShares.some((share) => !share.shareId.includes(':'))))
    .outgoingShares[0]!.shareId;

// A share the owner takes back no longer counts at its recipient: friends who share and unshare
// more than 25 times are never told the recipient does not take shares from them.
describe('unsharing lowers the count', () => {
  it('lets two friends share and unshare 26 times', { timeout: 300_000 }, async () => {
    const { asha, ravi, profile } = await owners();
    for (let round = 1; round <= 26; round += 1) {
      await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'read');
      expect((await sharedWith(ravi)).sharedWithMe[0]!.id).toBe(profile.id);
      expect(await countAt(asha, ravi)).toBe(1);
      await asha.store.sharing!.unshare(await recorded(asha));
      await until(asha, (s) => s.outgoingShares.length === 0);
      await until(ravi, (s) => s.sharedWithMe.length === 0);
      expect(await countAt(asha, ravi)).toBe(0);
    }
    // An old count of 0, or none at all: the share goes all the same.
    for (const old of [
      async () => {},
      () => deleteDocument(`userShares/${ravi.uid}/senders/${asha.uid}`),
    ]) {
      await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'read');
      await writeDocument(`userShares/${ravi.uid}/senders/${asha.uid}`, { sent: 0 });
      await old();
      await asha.store.sharing!.unshare(await recorded(asha));
      await until(ravi, (s) => s.sharedWithMe.length === 0);
      await until(asha, (s) => s.outgoingShares.length === 0);
    }
    expect(asha.notices).toEqual([]);
  });

  it("deletes a shared profile with its records, lowering each recipient's count", async () => {
    const { asha, ravi, profile } = await owners();
    const meera = await withFirstProfile('meera@example.com', 'Meera');
    const dev = await withFirstProfile('dev@example.com', 'Dev');
    const second = await asha.store.createProfile('Second');
    await saved(asha);
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'read');
    for (const email of ['ravi@example.com', 'meera@example.com', 'dev@example.com']) {
      await asha.store.sharing!.share(second.id, email, 'edit');
    }
    await until(
      asha,
      (s) => s.outgoingShares.filter((each) => !each.shareId.includes(':')).length === 4,
    );
    expect([await countAt(asha, ravi), await countAt(asha, meera)]).toEqual([2, 1]);
    // Dev's record of Asha is one of an earlier version: no count.
    await deleteDocument(`userShares/${dev.uid}/senders/${asha.uid}`);
    await asha.store.deleteProfile(second.id);
    await saved(asha);
    await until(meera, (s) => s.sharedWithMe.length === 0);
    await until(dev, (s) => s.sharedWithMe.length === 0);
    await until(ravi, (s) => s.sharedWithMe.length === 1);
    expect([
      await countAt(asha, ravi),
      await countAt(asha, meera),
      await countAt(asha, dev),
    ]).toEqual([1, 0, null]);
    expect(asha.notices).toEqual([]);
  });
});
