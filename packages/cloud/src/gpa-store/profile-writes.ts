import { serverTimestamp, type FieldValue } from 'firebase/firestore';
import type { Profile, ProfileEdit, ScaleChoice, SharedProfile } from '../../../core/src/gpa/model';
import { documentFromProfile } from '../../../core/src/gpa/profile-document';
import { documentUpdate, scaleChangeUpdate } from '../../../core/src/gpa/profile-document-update';
import {
  CREATE_PROFILE_ERROR_MESSAGE,
  DELETE_PROFILE_ERROR_MESSAGE,
  PROFILE_NOT_FOUND_MESSAGE,
  SAVE_ERROR_MESSAGE,
  createProfile,
  deletionRefusal,
  unusedId,
  unusedName,
  type IdSource,
} from '../../../core/src/gpa/profiles';
import { profileCopy, type ImportPlan } from '../../../core/src/gpa/profile-moves';
import { repairedDocument } from '../../../core/src/gpa/damaged-actions';
import { damagedDeletionRefusal } from '../../../core/src/gpa/damaged-list';
import {
  ownDamaged,
  ownProfile,
  ownProfiles,
  type FollowedDocuments,
} from '../../../core/src/gpa/store-snapshot';
import type { Cloud } from '../app';
import { meteredBatch, meteredTransaction } from '../meter';
import { showsUpdate } from '../../../core/src/gpa/update-shown';
import { firestoreUpdate, type StoreDocuments } from './documents';
import type { SharingBatches } from './sharing-batches';
import type { WriteQueue } from './write-queue';

export interface ProfileWrites {
  /** Adds a profile of the user's as it is; `refusalNotice` tells should the server refuse it. */
  add(profile: Profile, refusalNotice: string): Promise<Profile>;
  /** A new profile of the user's: a free id, and a name no other profile has. */
  fresh(profile: Profile): Profile;
  /** `scale`: the one it starts on; none is SPEC's. */
  create(name: string, scale?: ScaleChoice): Promise<Profile>;
  delete(profileId: string): Promise<void>;
  /** Saves a damaged profile's repair as one write of the whole document. */
  repair(profileId: string): Promise<void>;
  rename(profileId: string, name: string): Promise<void>;
  /** An edit of a profile of the user's, or of one shared with them to edit. */
  applyEdit(profileId: string, edit: ProfileEdit): Promise<void>;
  /** Copies a profile shared with the user into their own, as 'Copy of {name}'. */
  copy(original: SharedProfile): Promise<Profile>;
  /**
   * Writes an import, all or nothing, in one batch: resolves once the server has it (the profiles
   * added), rejects with its refusal, so that nothing is reported imported that is not.
   */
  importPlan(plan: ImportPlan): Promise<Profile[]>;
}

/**
 * The writes of profiles: each one metered batch that resolves once the store's listeners show it
 * applied locally (offline too); a refusal by the server later is told as a notice.
 */
export function profileWrites(
  cloud: Cloud,
  uid: string,
  at: StoreDocuments,
  documents: FollowedDocuments,
  writes: WriteQueue,
  sharing: Pick<SharingBatches, 'renameRecords' | 'deleteRecords'>,
  ids: IdSource,
): ProfileWrites {
  const add = async (profile: Profile, refusalNotice: string): Promise<Profile> => {
    const batch = meteredBatch(cloud).set(
      at.profile(uid, profile.id),
      documentFromProfile(profile, uid, () => serverTimestamp()),
    );
    await writes.send(batch, { refusalNotice, shown: () => documents.own.has(profile.id) }).applied;
    return { ...profile, userId: uid };
  };

  const fresh = (profile: Profile): Profile => {
    const profiles = ownProfiles(documents.own);
    return { ...profile, id: unusedId(ids, profiles), name: unusedName(profile.name, profiles) };
  };

  /** SPEC's refusals for a profile that reads, damaged-profile.ts's for one that does not. */
  const deleteRefusal = (profileId: string): string | null => {
    const damaged = ownDamaged(documents.own).find((each) => each.id === profileId);
    const profiles = ownProfiles(documents.own);
    return damaged
      ? damagedDeletionRefusal(damaged, profiles)
      : deletionRefusal(profiles, profileId);
  };

  return {
    add,
    fresh,

    async repair(profileId) {
      const damaged = ownDamaged(documents.own).find((each) => each.id === profileId);
      if (!damaged) throw new Error(PROFILE_NOT_FOUND_MESSAGE);
      const document = repairedDocument(damaged, uid, serverTimestamp());
      // One set of the whole document: nothing of the damaged one is left beside the repair.
      const batch = meteredBatch(cloud).set(at.profile(uid, profileId), document);
      await writes.send(batch, {
        refusalNotice: SAVE_ERROR_MESSAGE,
        shown: () => ownProfiles(documents.own).some((profile) => profile.id === profileId),
      }).applied;
    },

    async create(name, scale) {
      return add(fresh(createProfile(name, uid, ids, scale)), CREATE_PROFILE_ERROR_MESSAGE);
    },

    async delete(profileId) {
      const refusal = deleteRefusal(profileId);
      if (refusal) throw new Error(refusal);
      // The profile and all that hangs on it, together: its shares (both copies) and its links.
      const batch = meteredBatch(cloud).delete(at.profile(uid, profileId));
      await sharing.deleteRecords(batch, profileId);
      for (const link of documents.links.filter((each) => each.profileId === profileId)) {
        batch.delete(at.link(link.shareId));
        batch.delete(at.linkRecord(link.shareId));
      }
      await writes.send(batch, {
        refusalNotice: DELETE_PROFILE_ERROR_MESSAGE,
        shown: () => !documents.own.has(profileId),
      }).applied;
    },

    async rename(profileId, name) {
      ownProfile(documents.own, profileId);
      const others = ownProfiles(documents.own).filter((profile) => profile.id !== profileId);
      const unused = unusedName(name.trim(), others);
      // The share records carry the name for the drawers: renamed with it.
      const now = serverTimestamp();
      const batch = meteredBatch(cloud).update(at.profile(uid, profileId), {
        name: unused,
        updatedAt: now,
      });
      sharing.renameRecords(batch, profileId, unused, now);
      await writes.send(batch, {
        refusalNotice: SAVE_ERROR_MESSAGE,
        shown: () => documents.own.get(profileId)?.name === unused,
      }).applied;
    },

    async applyEdit(profileId, edit) {
      const received = [...documents.received.values()].find(
        ({ share }) => share.profileId === profileId,
      );
      const mine = documents.own.has(profileId);
      const data = mine ? documents.own.get(profileId) : received?.data;
      if (!data) throw new Error(PROFILE_NOT_FOUND_MESSAGE);
      // Read-only access: refused here rather than by the server later.
      const access = (data.permissions as Record<string, string> | undefined)?.[uid];
      if (!mine && access !== 'edit') throw new Error(SAVE_ERROR_MESSAGE);
      const update = documentUpdate<FieldValue>(profileId, data, edit, serverTimestamp());
      if (!update) throw new Error(SAVE_ERROR_MESSAGE);
      const owner = mine ? uid : received!.share.ownerUserId;
      const document = at.profile(owner, profileId);
      // A change of scale writes every entry whole: computed from the document as the server has
      // it, in a transaction, so that a subject another editor adds meanwhile is carried over
      // rather than overwritten (docs/decisions.md "Grade scales in Firestore").
      const write =
        edit.type === 'changeScale'
          ? meteredTransaction(
              cloud,
              document,
              (stored) => {
                const carried = scaleChangeUpdate(profileId, stored, edit.scale, serverTimestamp());
                return carried && firestoreUpdate(carried);
              },
              SAVE_ERROR_MESSAGE,
            )
          : meteredBatch(cloud).update(document, firestoreUpdate(update));
      await writes.send(write, {
        refusalNotice: SAVE_ERROR_MESSAGE,
        shown: () => showsUpdate(mine ? documents.own.get(profileId) : received!.data, update),
      }).applied;
    },

    copy(original) {
      const from = {
        shareId: original.shareId,
        originalUserId: original.ownerUserId,
        originalProfileId: original.id,
      };
      return add(fresh(profileCopy(original, from, uid, ids)), CREATE_PROFILE_ERROR_MESSAGE);
    },

    async importPlan({ merge, added }) {
      const batch = meteredBatch(cloud);
      if (merge) {
        const update = documentUpdate<FieldValue>(
          merge.profileId,
          documents.own.get(merge.profileId),
          merge.edit,
          serverTimestamp(),
        );
        if (!update) throw new Error(SAVE_ERROR_MESSAGE);
        batch.update(at.profile(uid, merge.profileId), firestoreUpdate(update));
      }
      for (const profile of added) {
        batch.set(
          at.profile(uid, profile.id),
          documentFromProfile(profile, uid, () => serverTimestamp()),
        );
      }
      await writes.send(batch).confirmed;
      return added.map((profile) => ({ ...profile, userId: uid }));
    },
  };
}
