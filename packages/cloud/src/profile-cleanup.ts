import {
  arrayRemove,
  collection,
  deleteField,
  doc,
  FieldPath,
  getDocs,
  query,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Cloud } from './app';
import { cloudFirestore } from './firestore';
import { countQuery, countWrites } from './meter';

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
  const db = cloudFirestore(cloud);
  const commits: Promise<void>[] = [];
  for (let start = 0; start < documents.length; start += BATCH_LIMIT) {
    const chunk = documents.slice(start, start + BATCH_LIMIT);
    const batch = writeBatch(db);
    for (const document of chunk) batch.delete(document);
    commits.push(batch.commit().then(() => countWrites(cloud, chunk.length)));
  }
  await Promise.all(commits);
}

/** A share record's field naming the other side, or null in a record that lacks it. */
function named(data: DocumentData, field: 'ownerUserId' | 'targetUserId' | 'profileId') {
  const value: unknown = data[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Takes the user's entry out of `permissions` and their uid out of `collaborators`, the one change
 * of someone else's profile the rules allow them (`leavesOwnEntry`). The rules refuse it exactly
 * when there is nothing to take out, the profile being gone or no longer naming the user (a
 * missing document's role is unknown, so that is refused too rather than 'not-found'): both are
 * the state this step wants.
 */
async function leaveProfile(cloud: Cloud, profile: DocumentReference, uid: string): Promise<void> {
  try {
    await updateDoc(
      profile,
      new FieldPath('permissions', uid),
      deleteField(),
      'collaborators',
      arrayRemove(uid),
    );
    countWrites(cloud, 1);
  } catch (error) {
    // The code, not the class: the SDK rejects a refused write with a plain FirebaseError.
    const code = (error as { code?: unknown } | null)?.code;
    if (code !== 'permission-denied' && code !== 'not-found') throw error;
  }
}

/**
 * SPEC §6: out of every profile shared with the user, and both copies of each such share deleted.
 * The records go even when leaving a profile fails, so that as much as possible is cleaned up; the
 * failures are thrown after, for the log.
 */
export async function leaveIncomingShares(cloud: Cloud, uid: string): Promise<void> {
  const db = cloudFirestore(cloud);
  const records: DocumentReference[] = [];
  const profiles = new Map<string, DocumentReference>();
  for (const share of await listShares(cloud, uid, 'incoming')) {
    records.push(share.ref);
    const owner = named(share.data(), 'ownerUserId');
    if (owner === null) continue;
    records.push(doc(db, 'userShares', owner, 'outgoing', share.id));
    const profileId = named(share.data(), 'profileId');
    if (profileId !== null) {
      const profile = doc(db, 'users', owner, 'profiles', profileId);
      profiles.set(profile.path, profile);
    }
  }
  const left = await Promise.allSettled(
    [...profiles.values()].map((profile) => leaveProfile(cloud, profile, uid)),
  );
  await deleteAll(cloud, records);
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

/** SPEC §7 step 5: the `userShares/{uid}` document above the user's share lists. */
export function deleteShareRoot(cloud: Cloud, uid: string): Promise<void> {
  return deleteAll(cloud, [doc(cloudFirestore(cloud), 'userShares', uid)]);
}
