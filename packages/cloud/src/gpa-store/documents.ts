import { collection, deleteField, doc, type FieldValue } from 'firebase/firestore';
import { DELETE_FIELD, type DocumentUpdate } from '../../../core/src/gpa/profile-document';
import type { Cloud } from '../app';
import { cloudFirestore } from '../firestore';
import { linkPath, recordPath } from '../public-links';

/** Pending timestamps read as the client's estimate, so a fresh write is readable at once. */
export const READ = { serverTimestamps: 'estimate' } as const;

/** Where the documents of `uid`'s store are: docs/architecture.md, "Cloud data model and rules". */
export function storeDocuments(cloud: Cloud, uid: string) {
  const db = cloudFirestore(cloud);
  return {
    ownProfiles: () => collection(db, 'users', uid, 'profiles'),
    profile: (owner: string, profileId: string) => doc(db, 'users', owner, 'profiles', profileId),
    outgoingShares: () => collection(db, 'userShares', uid, 'outgoing'),
    incomingShares: () => collection(db, 'userShares', uid, 'incoming'),
    /** The owner's copy of a share record. */
    outgoing: (shareId: string) => doc(db, 'userShares', uid, 'outgoing', shareId),
    /** Another owner's copy of a share record (the recipient accepts an invitation in it). */
    outgoingOf: (owner: string, shareId: string) =>
      doc(db, 'userShares', owner, 'outgoing', shareId),
    /** The recipient's copy of a share record. */
    incoming: (target: string, shareId: string) =>
      doc(db, 'userShares', target, 'incoming', shareId),
    /** What `target` keeps of this user as a sender: the count and her marks (consent). */
    senderAt: (target: string) => doc(db, 'userShares', target, 'senders', uid),
    /** What this user keeps of `sender` as a recipient (she answers his shares in it). */
    senderRecord: (sender: string) => doc(db, 'userShares', uid, 'senders', sender),
    link: (shareId: string) => doc(db, ...linkPath(shareId)),
    linkRecord: (shareId: string) => doc(db, ...recordPath(uid, shareId)),
  };
}

export type StoreDocuments = ReturnType<typeof storeDocuments>;

/** A core `DocumentUpdate` with Firestore's own values for "server time" and "delete". */
export function firestoreUpdate(update: DocumentUpdate<FieldValue>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(update).map(([path, value]) => [
      path,
      value === DELETE_FIELD ? deleteField() : value,
    ]),
  );
}
