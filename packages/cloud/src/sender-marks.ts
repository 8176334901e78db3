import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import {
  answeredMark,
  blockedSenderFromDocument,
  unblockedMark,
  type BlockedSender,
  type ShareAnswer,
} from '../../core/src/gpa/sender-marks';
import type { Cloud } from './app';
import { cloudFirestore } from './firestore';
import { countDocument, countQuery, countWrites } from './meter';

/**
 * The recipient's side of consent (docs/decisions.md "Consent to shares"): her records of senders,
 * `userShares/{uid}/senders/{sender}`, as she answers shares, lists whom she blocked and unblocks.
 */

const senderRecord = (cloud: Cloud, uid: string, sender: string) =>
  doc(cloudFirestore(cloud), 'userShares', uid, 'senders', sender);

/**
 * What the recipient `uid` writes (merged) into her record of `sender` as she answers one of his
 * shares, read first: the count it lowers is the stored one (core's `answeredMark`).
 */
export async function answerFields(
  cloud: Cloud,
  uid: string,
  sender: string,
  answer: ShareAnswer,
  senderEmail: string | null,
): Promise<Record<string, unknown>> {
  const stored = await getDoc(senderRecord(cloud, uid, sender));
  countDocument(cloud, stored);
  return { ...answeredMark(stored.data(), answer, senderEmail), updatedAt: serverTimestamp() };
}

/** The senders `uid` blocked, in the order of their ids. */
export async function blockedSenders(cloud: Cloud, uid: string): Promise<BlockedSender[]> {
  const records = collection(cloudFirestore(cloud), 'userShares', uid, 'senders');
  const result = await getDocs(query(records, where('blocked', '==', true)));
  countQuery(cloud, result);
  return result.docs.flatMap((each) => blockedSenderFromDocument(each.id, each.data()) ?? []);
}

/** Unblocks `sender`: his next share reaches `uid` as an invitation. */
export async function unblockSender(cloud: Cloud, uid: string, sender: string): Promise<void> {
  await setDoc(
    senderRecord(cloud, uid, sender),
    { ...unblockedMark(deleteField()), updatedAt: serverTimestamp() },
    { merge: true },
  );
  countWrites(cloud, 1);
}
