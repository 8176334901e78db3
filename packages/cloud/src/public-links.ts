import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  query,
  serverTimestamp,
  where,
} from 'firebase/firestore';
import type { Profile, PublicLink, PublicLinkOptions } from '../../core/src/gpa/model';
import { documentFromProfile } from '../../core/src/gpa/profile-document';
import { profileCopy } from '../../core/src/gpa/profile-moves';
import { systemIds } from '../../core/src/gpa/profiles';
import {
  isShareId,
  linkClosed,
  newLinkId,
  publicLinkDocument,
  publicLinkOf,
  publicLinkRecord,
  readPublicLink,
  type StoredPublicLink,
  unlockPublicLink,
} from '../../core/src/gpa/public-link';
import {
  COPY_NOT_ALLOWED_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  PROFILE_DATA_NOT_FOUND_MESSAGE,
  SHARED_PROFILE_NOT_FOUND_MESSAGE,
} from '../../core/src/gpa/sharing-texts';
import type { Cloud } from './app';
import { cloudFirestore } from './firestore';
import { countDocument, countQuery, meteredBatch } from './meter';

/**
 * Public share links (SPEC §3 "Legacy public share", §7): `sharedProfiles/{shareId}` for anyone with
 * the link and the owner's record `users/{uid}/sharedProfiles/{shareId}`, written and deleted
 * together. What they hold is packages/core/src/gpa/public-link.ts's; this module only does I/O.
 *
 * Telling an expired link from a missing one: the rules refuse visitors the get of a closed link
 * (expired, or made private or unviewable) but allow the get of a missing document, so a missing
 * document is 'Shared profile not found' and a refusal is 'Share link has expired'. Closing a link
 * otherwise is not something the app does (revoking deletes it), so "expired" is what a refusal
 * means. The owner may read their own closed link; the expiry is checked here as well.
 */

/** The link anyone with it reads, and the owner's record of it. */
export const linkPath = (shareId: string) => ['sharedProfiles', shareId] as const;
export const recordPath = (uid: string, shareId: string) =>
  ['users', uid, 'sharedProfiles', shareId] as const;

/** Creates a link `{origin}/shared/{shareId}` to `profile`, one of `uid`'s own profiles. */
export async function createPublicLink(
  cloud: Cloud,
  uid: string,
  profile: Profile,
  options: PublicLinkOptions,
  origin: string,
): Promise<PublicLink> {
  const db = cloudFirestore(cloud);
  const shareId = newLinkId();
  const now = serverTimestamp();
  const document = await publicLinkDocument(shareId, uid, profile, options, now);
  await meteredBatch(cloud)
    .set(doc(db, ...linkPath(shareId)), document)
    .set(doc(db, ...recordPath(uid, shareId)), publicLinkRecord(document, origin, now))
    .commit();
  return publicLinkOf(document, Date.now(), origin);
}

/** Deletes the link and the owner's record of it. */
export async function revokePublicLink(cloud: Cloud, uid: string, shareId: string): Promise<void> {
  const db = cloudFirestore(cloud);
  await meteredBatch(cloud)
    .delete(doc(db, ...linkPath(shareId)))
    .delete(doc(db, ...recordPath(uid, shareId)))
    .commit();
}

/**
 * Follows `uid`'s links, newest first, for the owner's store. A document that does not read as a
 * link is left out (only the owner writes them, and the rules check every write).
 */
export function watchPublicLinks(
  cloud: Cloud,
  uid: string,
  origin: string,
  onLinks: (links: PublicLink[]) => void,
  onError: (error: Error) => void,
): () => void {
  const links = query(
    collection(cloudFirestore(cloud), 'sharedProfiles'),
    where('originalUserId', '==', uid),
  );
  return onSnapshot(
    links,
    (snapshot) => {
      countQuery(cloud, snapshot);
      const read = snapshot.docs.flatMap((document) => {
        const link = readPublicLink(document.id, document.data({ serverTimestamps: 'estimate' }));
        return link ? [publicLinkOf(link, link.sharedAt, origin)] : [];
      });
      onLinks(read.sort((a, b) => b.sharedAt - a.sharedAt));
    },
    onError,
  );
}

/**
 * The link `shareId` as a visitor (signed in or not) sees it; a protected one still locked
 * (`unlockPublicLink` of packages/core opens it). Fails with 'Shared profile not found', 'Share
 * link has expired' or, for a document that does not check, 'Profile data not found'.
 */
export async function openPublicLink(cloud: Cloud, shareId: string): Promise<StoredPublicLink> {
  if (!isShareId(shareId)) throw new Error(SHARED_PROFILE_NOT_FOUND_MESSAGE);
  let snapshot;
  try {
    snapshot = await getDoc(doc(cloudFirestore(cloud), ...linkPath(shareId)));
  } catch (error) {
    // By its code: Firestore rejects a refused get with a FirebaseError, not a FirestoreError.
    if ((error as { code?: unknown } | null)?.code === 'permission-denied') {
      throw new Error(LINK_EXPIRED_MESSAGE, { cause: error });
    }
    throw error;
  }
  countDocument(cloud, snapshot);
  if (!snapshot.exists()) throw new Error(SHARED_PROFILE_NOT_FOUND_MESSAGE);
  const link = readPublicLink(shareId, snapshot.data({ serverTimestamps: 'estimate' }));
  if (!link) throw new Error(PROFILE_DATA_NOT_FOUND_MESSAGE);
  if (linkClosed(link, Date.now())) throw new Error(LINK_EXPIRED_MESSAGE);
  return link;
}

/**
 * Copies the link's profile into `uid`'s own profiles as 'Copy of {name}', noting where it came
 * from (SPEC §3 `copiedFrom`), and resolves to the copy. Refused with 'Copying is not allowed for
 * this profile' or 'Share link has expired'; a protected link needs its password.
 */
export async function copyPublicLink(
  cloud: Cloud,
  uid: string,
  shareId: string,
  password = '',
): Promise<Profile> {
  const link = await openPublicLink(cloud, shareId);
  if (!link.shareOptions.allowCopy) throw new Error(COPY_NOT_ALLOWED_MESSAGE);
  const shared = await unlockPublicLink(link, password);
  const from = {
    shareId,
    originalUserId: link.originalUserId,
    originalProfileId: link.originalProfileId,
  };
  const copy = profileCopy(shared, from, uid, systemIds);
  await meteredBatch(cloud)
    .set(
      doc(cloudFirestore(cloud), 'users', uid, 'profiles', copy.id),
      documentFromProfile(copy, uid, () => serverTimestamp()),
    )
    .commit();
  return copy;
}
