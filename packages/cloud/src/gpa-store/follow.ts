import {
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreError,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Cloud } from '../app';
import { countDocument, countQuery, isMetered } from '../meter';

/** Read failures worth retrying (SPEC §4: up to 3 retries 200 ms apart); others fail at once. */
const TRANSIENT = new Set(['unavailable', 'deadline-exceeded', 'aborted', 'internal', 'unknown']);
const RETRIES = 3;
const RETRY_DELAY_MS = 200;

/**
 * Firestore ended every listener because it shut down: here (logging out closes the store first)
 * or in another tab, whose logout deleted the shared cache. Not a failure to tell: this page's
 * session ends with it (site/src/scripts/cloud-session.ts).
 */
export const shutDown = (error: FirestoreError) =>
  error.code === 'aborted' && error.message === 'Firestore shutting down';

/**
 * Follows a query or a document live, counting what the server delivers, retrying transient
 * failures; `onFail` hears of the rest. Snapshots carry metadata changes, so that the end of a
 * pending write is seen ('Saving...'). Returns what stops following.
 */
export function follow<S extends QuerySnapshot | DocumentSnapshot>(
  cloud: Cloud,
  target: Query | DocumentReference,
  onNext: (snapshot: S) => void,
  onFail: (error: FirestoreError) => void,
): () => void {
  let stop = () => {};
  let stopped = false;
  let retries = 0;
  let counted = false;
  let lastData: string | undefined;
  const start = () => {
    const next = (snapshot: QuerySnapshot | DocumentSnapshot) => {
      retries = 0;
      if ('docChanges' in snapshot) {
        countQuery(cloud, snapshot, { first: !counted });
      } else if (isMetered(cloud)) {
        // A change of metadata alone (a write confirmed) delivers no document.
        const data = JSON.stringify(snapshot.data());
        if (!counted || data !== lastData) countDocument(cloud, snapshot);
        lastData = data;
      }
      counted ||= !snapshot.metadata.fromCache && !snapshot.metadata.hasPendingWrites;
      onNext(snapshot as S);
    };
    const fail = (error: FirestoreError) => {
      if (stopped || shutDown(error)) return;
      if (TRANSIENT.has(error.code) && retries < RETRIES) {
        retries += 1;
        setTimeout(() => !stopped && start(), RETRY_DELAY_MS);
      } else {
        onFail(error);
      }
    };
    const options = { includeMetadataChanges: true };
    stop =
      target.type === 'document'
        ? onSnapshot(target, options, next, fail)
        : onSnapshot(target, options, next, fail);
  };
  start();
  return () => {
    stopped = true;
    stop();
  };
}
