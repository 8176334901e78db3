import {
  arrayRemove,
  collection,
  deleteField,
  doc,
  FieldPath,
  getDocs,
  query,
  where,
  type DocumentData,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Cloud } from './app';
import { cloudFirestore } from './firestore';
import { countQuery, meteredBatch } from './meter';

/**
 * The Firestore work of PROFILE_DELETION_STEPS (profile-deletion.ts): what the deleted user's own
 * documents name, removed as firestore.rules lets the user remove it. Every read and write is
 * counted for the bench (meter.ts).
 */

/** Firestore takes at most 500 writes in one batch. */
const BATCH_LIMIT = 500;

async function read(cloud: Cloud, source: Query): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await getDocs(source);
  countQuery(cloud, snapshot);
  return snapshot.docs;
}

function listShares(cloud: Cloud, uid: string, direction: 'incoming' | 'outgoing') {
  return read(cloud, collection(cloudFirestore(cloud), 'userShares', uid, direction));
}

/** Deletes the documents in batches. Deleting one that is gone already is no error. */
async function deleteAll(cloud: Cloud, documents: readonly DocumentReference[]): Promise<void> {
  const commits: Promise<void>[] = [];
  for (let start = 0; start < documents.length; start += BATCH_LIMIT) {
    const batch = meteredBatch(cloud);
    for (const document of documents.slice(start, start + BATCH_LIMIT)) batch.delete(document);
    commits.push(batch.commit());
  }
  await Promise.all(commits);
}

/** A share record's field naming the other side, or null in a record that lacks it. */
function named(data: DocumentData, field: 'ownerUserId' | 'targetUserId' | 'profileId') {
  const value: unknown = data[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Leaves one share the user received: their entry out of the profile's `permissions` and their uid
 * out of `collaborators`, and both copies of the share deleted, in one batch (the rules let a
 * target delete a record only as they leave the profile, so that no record hides access). When the
 * profile refuses the leaving, being gone or no longer naming the user (a missing document's role
 * is unknown, so that is refused too rather than 'not-found'), there is nothing to leave: the
 * records go alone. `mark`: the fields the user's record of the sender takes as she leaves (the
 * store's leaving lowers the count and marks `left` or `blocked`: sender-marks.ts); account
 * deletion marks nothing.
 */
export async function leaveReceivedShare(
  cloud: Cloud,
  uid: string,
  shareId: string,
  share: DocumentData,
  mark?: Record<string, unknown>,
): Promise<void> {
  const db = cloudFirestore(cloud);
  const owner = named(share, 'ownerUserId');
  const profileId = named(share, 'profileId');
  const records = [doc(db, 'userShares', uid, 'incoming', shareId)];
  if (owner !== null) records.push(doc(db, 'userShares', owner, 'outgoing', shareId));
  const profile =
    owner !== null && profileId !== null ? doc(db, 'users', owner, 'profiles', profileId) : null;
  const commit = async (leaving: DocumentReference | null) => {
    const batch = meteredBatch(cloud);
    if (leaving) {
      batch.update(
        leaving,
        new FieldPath('permissions', uid),
        deleteField(),
        'collaborators',
        arrayRemove(uid),
      );
    }
    for (const record of records) batch.delete(record);
    if (mark && owner !== null) {
      const sender = doc(db, 'userShares', uid, 'senders', owner);
      batch.set(sender, mark, { merge: true });
    }
    await batch.commit();
  };
  try {
    await commit(profile);
  } catch (error) {
    // The code, not the class: the SDK rejects a refused write with a plain FirebaseError.
    const code = (error as { code?: unknown } | null)?.code;
    if (profile === null || (code !== 'permission-denied' && code !== 'not-found')) throw error;
    await commit(null);
  }
}

/**
 * SPEC §6: out of every profile shared with the user, and both copies of each such share deleted.
 * Every share is left even when another fails, so that as much as possible is cleaned up; the
 * failures are thrown after, for the log.
 */
export async function leaveIncomingShares(cloud: Cloud, uid: string): Promise<void> {
  const shares = await listShares(cloud, uid, 'incoming');
  const left = await Promise.allSettled(
    shares.map((share) => leaveReceivedShare(cloud, uid, share.id, share.data())),
  );
  const failures = left.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} shared profile(s) could not be left`);
  }
}

/** Both copies of every share the user made: theirs and the recipient's. */
export async function deleteOutgoingShares(cloud: Cloud, uid: string): Promise<void> {
  const db = cloudFirestore(cloud);
  const shares = await listShares(cloud, uid, 'outgoing');
  await deleteAll(
    cloud,
    shares.flatMap((share) => {
      const target = named(share.data(), 'targetUserId');
      return target === null
        ? [share.ref]
        : [share.ref, doc(db, 'userShares', target, 'incoming', share.id)];
    }),
  );
}

/** The user's public links (SPEC §7's query) and their own records of them. */
export async function deletePublicLinks(cloud: Cloud, uid: string): Promise<void> {
  const db = cloudFirestore(cloud);
  const found = await Promise.all([
    read(cloud, query(collection(db, 'sharedProfiles'), where('originalUserId', '==', uid))),
    read(cloud, collection(db, 'users', uid, 'sharedProfiles')),
  ]);
  await deleteAll(
    cloud,
    found.flat().map((link) => link.ref),
  );
}

/** All the user's profiles, the default one too. */
export async function deleteOwnProfiles(cloud: Cloud, uid: string): Promise<void> {
  const profiles = await read(cloud, collection(cloudFirestore(cloud), 'users', uid, 'profiles'));
  await deleteAll(
    cloud,
    profiles.map((profile) => profile.ref),
  );
}

/**
 * SPEC §7 step 5: the `userShares/{uid}` document above the user's share lists, and the user's
 * records of senders below it (consent: counts and marks, which name the senders but nothing of
 * theirs to clean up).
 */
export async function deleteShareRoot(cloud: Cloud, uid: string): Promise<void> {
  const db = cloudFirestore(cloud);
  const senders = await read(cloud, collection(db, 'userShares', uid, 'senders'));
  await deleteAll(cloud, [...senders.map((sender) => sender.ref), doc(db, 'userShares', uid)]);
}
