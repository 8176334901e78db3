import {
  FieldPath,
  arrayRemove,
  arrayUnion,
  deleteField,
  getDoc,
  increment,
  serverTimestamp,
  type FieldValue,
} from 'firebase/firestore';
import type { ShareEntry, SharePermission } from '../../../core/src/gpa/model';
import { conversionWrites, needsConversion } from '../../../core/src/gpa/profile-document';
import type { IdSource } from '../../../core/src/gpa/profiles';
import {
  countsToLower,
  newShareId,
  shareConsent,
  shareRefusal,
  unsharedMark,
} from '../../../core/src/gpa/sharing';
import {
  ALREADY_SHARED_MESSAGE,
  SELF_SHARE_MESSAGE,
  SHARED_PROFILE_NOT_FOUND_MESSAGE,
  SHARE_NOT_FOUND_MESSAGE,
} from '../../../core/src/gpa/sharing-texts';
import {
  outgoingShares,
  ownDocument,
  ownProfile,
  type FollowedDocuments,
} from '../../../core/src/gpa/store-snapshot';
import type { Cloud } from '../app';
import { cloudAuth } from '../auth';
import { countDocument, meteredBatch, type MeteredBatch } from '../meter';
import { leaveReceivedShare } from '../profile-cleanup';
import { answerFields } from '../sender-marks';
import { findShareTarget } from '../user-records';
import { firestoreUpdate, type StoreDocuments } from './documents';
import type { WriteQueue } from './write-queue';

export interface SharingBatches {
  share(profileId: string, email: string, permission: SharePermission): Promise<void>;
  updatePermission(shareId: string, permission: SharePermission): Promise<void>;
  unshare(shareId: string): Promise<void>;
  leaveShare(shareId: string, options?: { block?: boolean }): Promise<void>;
  acceptShare(shareId: string): Promise<void>;
  /** Renames a profile's share records with it, both copies, in the profile's batch. */
  renameRecords(batch: MeteredBatch, profileId: string, name: string, now: FieldValue): void;
  /**
   * Deletes a profile's share records, both copies, in the profile's batch, lowering the owner's
   * count at each recipient.
   */
  deleteRecords(batch: MeteredBatch, profileId: string): Promise<void>;
}

/**
 * Sharing by e-mail, for the owner and the recipient. A share is three documents written
 * together: the owner's share record, the recipient's copy of it and the profile's `permissions`
 * entry, which the rules enforce (docs/architecture.md, "Cloud data model and rules"), with the
 * sender's count at the recipient raised, and lowered as she unshares (consent: docs/decisions.md
 * "Consent to shares"). Unlike edits, sharing calls resolve only once the server has the write:
 * sharing needs the server to find the user, and the dialog reports the outcome.
 */
export function sharingBatches(
  cloud: Cloud,
  account: { uid: string; email: string | null },
  at: StoreDocuments,
  documents: FollowedDocuments,
  writes: WriteQueue,
  ids: IdSource,
): SharingBatches {
  const { uid } = account;
  const outgoing = () => outgoingShares(uid, documents.own, documents.outgoingRecords);

  const outgoingShare = (shareId: string) => {
    const share = outgoing().find((each) => each.shareId === shareId);
    if (!share) throw new Error(SHARE_NOT_FOUND_MESSAGE);
    return share;
  };

  const isRecorded = (shareId: string) =>
    documents.outgoingRecords.some((record) => record.shareId === shareId);

  /**
   * The sender a share record names: the owner's e-mail once Firebase Auth says it is verified, as
   * the rules require (anyone can sign up with an address they do not own); else none, and the
   * recipient's drawer says 'another user'.
   */
  const sender = (): { ownerEmail?: string } =>
    account.email && cloudAuth(cloud).currentUser?.emailVerified === true
      ? { ownerEmail: account.email }
      : {};

  /**
   * The recipient's copy of a share, written whole with `changes`: a copy the recipient's side lost
   * (as the rules of an earlier version let it) is made again, not a reason to refuse the owner's
   * rename or permission change. The sender is as `sender` says.
   */
  const setIncoming = (
    batch: MeteredBatch,
    share: ShareEntry,
    changes: Partial<Record<keyof ShareEntry, unknown>>,
  ) => {
    const { ownerUserId, profileId, profileName, permission, sharedAt, isActive } = share;
    const { shareId, targetUserId, targetUserEmail, invited } = share;
    batch.set(at.incoming(targetUserId, shareId), {
      shareId,
      profileId,
      profileName,
      ownerUserId,
      ...sender(),
      targetUserId,
      targetUserEmail,
      permission,
      sharedAt,
      isActive,
      ...(invited ? { invited } : {}),
      ...changes,
    });
  };

  const confirmed = (batch: MeteredBatch) => writes.send(batch).confirmed;

  /**
   * The owner's counts at the targets of the share records `batch` deletes, lowered by one in it
   * (consent: docs/decisions.md "Consent to shares"), each read first: never below 0, one per
   * target, as many as the rules can check in one batch (core's `countsToLower`). A count that is
   * 0, missing or unreadable (offline) stays as it is: unsharing never fails for it. Resolves to
   * how many it lowered.
   */
  const lowerCounts = async (batch: MeteredBatch, shares: readonly ShareEntry[]) => {
    const lowered = await Promise.all(
      countsToLower(shares).map(async ({ targetUserId: target, shareId }) => {
        const mark = await getDoc(at.senderAt(target)).catch(() => null);
        if (mark) countDocument(cloud, mark);
        const fields = mark && unsharedMark(mark.data(), shareId, increment(-1));
        if (fields) batch.update(at.senderAt(target), fields);
        return fields !== null;
      }),
    );
    return lowered.filter(Boolean).length;
  };

  return {
    async share(profileId, email, permission) {
      const data = ownDocument(documents.own, profileId);
      const profile = ownProfile(documents.own, profileId);
      const refusal = shareRefusal(
        email,
        outgoing().filter((share) => share.profileId === profileId),
      );
      if (refusal) throw new Error(refusal);
      const target = await findShareTarget(cloud, email);
      if (target === uid) throw new Error(SELF_SHARE_MESSAGE);
      if (outgoing().some((s) => s.profileId === profileId && s.targetUserId === target)) {
        throw new Error(ALREADY_SHARED_MESSAGE);
      }
      // One read: the recipient's record of this sender says whether she takes the share, and how.
      const mark = await getDoc(at.senderAt(target));
      countDocument(cloud, mark);
      const { invited } = shareConsent(mark.data());
      const now = serverTimestamp();
      const shareId = newShareId(ids);
      const entry = {
        shareId,
        profileId,
        profileName: profile.name,
        ownerUserId: uid,
        ...sender(),
        targetUserId: target,
        targetUserEmail: email.trim(),
        permission,
        sharedAt: now,
        updatedAt: now,
        isActive: true,
        ...(invited ? { invited } : {}),
      };
      const batch = meteredBatch(cloud);
      batch.set(at.outgoing(shareId), entry);
      batch.set(at.incoming(target, shareId), entry);
      batch.set(at.senderAt(target), { sent: increment(1) }, { merge: true });
      // A document of an earlier version is converted now, so that an editor's first edit is a
      // field-level update like any other.
      const conversion = needsConversion(data)
        ? Object.entries(firestoreUpdate(conversionWrites(profile.semesters))).flat()
        : [];
      batch.update(
        at.profile(uid, profileId),
        new FieldPath('permissions', target),
        permission,
        'collaborators',
        arrayUnion(target),
        'updatedAt',
        now,
        ...conversion,
      );
      await confirmed(batch);
    },

    async updatePermission(shareId, permission) {
      const share = outgoingShare(shareId);
      if (share.permission === permission) return;
      const now = serverTimestamp();
      const batch = meteredBatch(cloud);
      if (isRecorded(shareId)) {
        batch.update(at.outgoing(shareId), { permission, updatedAt: now });
        setIncoming(batch, share, { permission, updatedAt: now });
      }
      batch.update(
        at.profile(uid, share.profileId),
        new FieldPath('permissions', share.targetUserId),
        permission,
        'updatedAt',
        now,
      );
      await confirmed(batch);
    },

    async unshare(shareId) {
      const share = outgoingShare(shareId);
      let lowered = 0;
      const unshared = async (lower: boolean) => {
        const batch = meteredBatch(cloud);
        if (isRecorded(shareId)) {
          batch.delete(at.outgoing(shareId));
          batch.delete(at.incoming(share.targetUserId, shareId));
          if (lower) lowered = await lowerCounts(batch, [share]);
        }
        // A share is listed from its profile's permissions, so the profile is there to update.
        batch.update(
          at.profile(uid, share.profileId),
          new FieldPath('permissions', share.targetUserId),
          deleteField(),
          'collaborators',
          arrayRemove(share.targetUserId),
          'updatedAt',
          serverTimestamp(),
        );
        await confirmed(batch);
      };
      // The recipient's answers may take the count to 0 between its read and the write, which is
      // then refused: the share goes all the same, its count left as it is.
      await unshared(true).catch((error: unknown) => {
        if (lowered === 0) throw error;
        return unshared(false);
      });
    },

    // Answering a share lowers the sender's count at this user (docs/decisions.md "Consent to
    // shares"): the share she left, declined or accepted is no longer one she did not answer.
    async leaveShare(shareId, { block = false } = {}) {
      const entry = documents.received.get(shareId);
      if (!entry) throw new Error(SHARED_PROFILE_NOT_FOUND_MESSAGE);
      const { ownerUserId, ownerEmail, profileId } = entry.share;
      const answer = block ? 'blocked' : 'left';
      const mark = await answerFields(cloud, uid, ownerUserId, answer, ownerEmail);
      await leaveReceivedShare(cloud, uid, shareId, { ownerUserId, profileId }, mark);
    },

    async acceptShare(shareId) {
      const entry = documents.received.get(shareId);
      if (!entry) throw new Error(SHARED_PROFILE_NOT_FOUND_MESSAGE);
      const { invited, ownerUserId } = entry.share;
      if (!invited) return;
      const mark = await answerFields(cloud, uid, ownerUserId, 'accepted', null);
      const batch = meteredBatch(cloud);
      const accepted = { invited: deleteField() };
      batch.update(at.incoming(uid, shareId), accepted);
      batch.update(at.outgoingOf(ownerUserId, shareId), accepted);
      batch.set(at.senderRecord(ownerUserId), mark, { merge: true });
      await confirmed(batch);
    },

    renameRecords(batch, profileId, name, now) {
      const shares = outgoing().filter(
        (share) => share.profileId === profileId && isRecorded(share.shareId),
      );
      for (const share of shares) {
        batch.update(at.outgoing(share.shareId), { profileName: name, updatedAt: now });
        setIncoming(batch, share, { profileName: name, updatedAt: now });
      }
    },

    async deleteRecords(batch, profileId) {
      const records = documents.outgoingRecords.filter((share) => share.profileId === profileId);
      for (const share of records) {
        batch.delete(at.outgoing(share.shareId));
        batch.delete(at.incoming(share.targetUserId, share.shareId));
      }
      await lowerCounts(batch, records);
    },
  };
}
