import {
  FieldPath,
  runTransaction,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type QuerySnapshot,
  type UpdateData,
  type WithFieldValue,
} from 'firebase/firestore';
import type { Cloud } from './app';
import { cloudFirestore } from './firestore';

/**
 * Firestore document reads and writes, counted where this package's code meets Firestore, for
 * `npm run bench` (the emulator reports no usage). Counted as Firestore bills them: a document a
 * query or listener delivers from the server is one read (a query that finds nothing, one read);
 * a snapshot from the local cache, or showing this client's own pending write, costs nothing;
 * each document a write or batch sets, updates or deletes is one write, once committed (batches
 * written through `meteredBatch` count their own). Nothing is counted unless a meter is attached.
 */
export interface OperationMeter {
  reads: number;
  writes: number;
  /**
   * The size of the documents read, as JSON in UTF-8: what the server had to send, near enough
   * (what a stranger can make another user's page download must stay bounded).
   */
  bytes: number;
}

const meters = new WeakMap<Cloud['app'], OperationMeter>();

/** Counts this cloud's operations into a new meter from now on. */
export function attachMeter(cloud: Cloud): OperationMeter {
  const meter = { reads: 0, writes: 0, bytes: 0 };
  meters.set(cloud.app, meter);
  return meter;
}

/** True while a meter counts this cloud's operations: counting may then take work of its own. */
export const isMetered = (cloud: Cloud): boolean => meters.has(cloud.app);

/**
 * A query's snapshot. `first` is false for a listener's later snapshots, which bill only the
 * documents that changed (and nothing for a change of metadata alone).
 */
export function countQuery(cloud: Cloud, snapshot: QuerySnapshot, { first = true } = {}): void {
  const meter = meters.get(cloud.app);
  if (!meter || snapshot.metadata.fromCache || snapshot.metadata.hasPendingWrites) return;
  const changes = snapshot.docChanges();
  meter.reads += first ? Math.max(1, changes.length) : changes.length;
  for (const { type, doc } of changes) if (type !== 'removed') meter.bytes += jsonBytes(doc.data());
}

const jsonBytes = (data: unknown) => new TextEncoder().encode(JSON.stringify(data ?? null)).length;

export function countDocument(cloud: Cloud, snapshot: DocumentSnapshot): void {
  const meter = meters.get(cloud.app);
  if (meter && !snapshot.metadata.fromCache && !snapshot.metadata.hasPendingWrites) {
    meter.reads += 1;
    meter.bytes += jsonBytes(snapshot.data());
  }
}

export function countWrites(cloud: Cloud, documents: number): void {
  const meter = meters.get(cloud.app);
  if (meter) meter.writes += documents;
}

/**
 * A write batch that counts its own operations: each document it sets, updates or deletes is one
 * write, counted once the server has committed them, so that no caller counts by hand.
 */
export interface MeteredBatch {
  set(
    document: DocumentReference,
    data: WithFieldValue<DocumentData>,
    options?: { merge: true },
  ): MeteredBatch;
  update(document: DocumentReference, data: UpdateData<DocumentData>): MeteredBatch;
  update(
    document: DocumentReference,
    field: string | FieldPath,
    value: unknown,
    ...moreFieldsAndValues: unknown[]
  ): MeteredBatch;
  delete(document: DocumentReference): MeteredBatch;
  /** Sends the batch; resolves once the server has it. An empty batch writes nothing. */
  commit(): Promise<void>;
}

/**
 * A write of one document computed from the document as the server has it, in a transaction:
 * Firestore runs `update` again should the document change before the write lands. Each attempt's
 * read is one read, the write one write once committed. A null from `update` fails the write with
 * `refusal`. Needs the server: offline it fails rather than waits.
 */
export function meteredTransaction(
  cloud: Cloud,
  document: DocumentReference,
  update: (data: DocumentData | undefined) => UpdateData<DocumentData> | null,
  refusal: string,
): Pick<MeteredBatch, 'commit'> {
  return {
    async commit() {
      await runTransaction(cloudFirestore(cloud), async (transaction) => {
        const snapshot = await transaction.get(document);
        countDocument(cloud, snapshot);
        const fields = update(snapshot.data());
        if (fields === null) throw new Error(refusal);
        transaction.update(document, fields);
      });
      countWrites(cloud, 1);
    },
  };
}

export function meteredBatch(cloud: Cloud): MeteredBatch {
  const batch = writeBatch(cloudFirestore(cloud));
  let operations = 0;
  const metered: MeteredBatch = {
    set(document, data, options) {
      if (options) batch.set(document, data, options);
      else batch.set(document, data);
      operations += 1;
      return metered;
    },
    update(
      document: DocumentReference,
      fields: UpdateData<DocumentData> | string | FieldPath,
      ...valuesAndMore: unknown[]
    ) {
      if (typeof fields === 'string' || fields instanceof FieldPath) {
        batch.update(document, fields, ...(valuesAndMore as [unknown, ...unknown[]]));
      } else {
        batch.update(document, fields);
      }
      operations += 1;
      return metered;
    },
    delete(document) {
      batch.delete(document);
      operations += 1;
      return metered;
    },
    async commit() {
      await batch.commit();
      countWrites(cloud, operations);
    },
  };
  return metered;
}
