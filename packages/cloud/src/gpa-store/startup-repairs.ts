import { serverTimestamp } from 'firebase/firestore';
import { SAVE_ERROR_MESSAGE } from '../../../core/src/gpa/profiles';
import { DUPLICATES_CLEANED_MESSAGE } from '../../../core/src/gpa/sharing-texts';
import { nothingToRepair, planStartupRepairs } from '../../../core/src/gpa/startup';
import type { GpaStoreNotice } from '../../../core/src/gpa/store';
import { outgoingShares, ownProfiles } from '../../../core/src/gpa/store-snapshot';
import type { Cloud } from '../app';
import { meteredBatch } from '../meter';
import type { StoreDocuments } from './documents';
import type { Following } from './followed-documents';
import type { WriteQueue } from './write-queue';

/**
 * SPEC §4 "Startup sequence", steps 1, 5 and 6, as core's `planStartupRepairs` plans them: one
 * batch, once the server has answered for the user's profiles and their share records are in (so
 * that a shared duplicate is never deleted). Returns what to call after each delivery: it repairs
 * the first time both are in, and never again.
 */
export function startupRepairs(
  cloud: Cloud,
  uid: string,
  at: StoreDocuments,
  following: Following,
  writes: WriteQueue,
  notify: (notice: GpaStoreNotice) => void,
): () => void {
  const { documents } = following;
  const repair = () => {
    const sharedOut = outgoingShares(uid, documents.own, documents.outgoingRecords);
    const plan = planStartupRepairs(
      ownProfiles(documents.own),
      new Set(sharedOut.map((share) => share.profileId)),
    );
    if (nothingToRepair(plan)) return;
    const batch = meteredBatch(cloud);
    const now = serverTimestamp();
    for (const profileId of plan.deletions) batch.delete(at.profile(uid, profileId));
    for (const { profileId, name } of plan.renames) {
      batch.update(at.profile(uid, profileId), { name, updatedAt: now });
    }
    for (const { profileId, isDefault } of plan.defaults) {
      batch.update(at.profile(uid, profileId), { isDefault, updatedAt: now });
    }
    writes.send(batch, { refusalNotice: SAVE_ERROR_MESSAGE });
    if (plan.cleanedDuplicates) notify({ type: 'info', message: DUPLICATES_CLEANED_MESSAGE });
  };

  let repaired = false;
  return () => {
    if (repaired || !following.ownFromServer || !documents.loaded.outgoing) return;
    repaired = true;
    repair();
  };
}
