import type { GpaStore, GpaStoreSnapshot } from '../../core/src/gpa/store';

/**
 * Resolves with the first snapshot of `store` (the current one included) that `test` accepts, or
 * fails after `timeoutMs` naming the last one seen. For the store tests and the bench.
 */
export function snapshotWhere(
  store: GpaStore,
  test: (snapshot: GpaStoreSnapshot) => boolean,
  timeoutMs = 15_000,
): Promise<GpaStoreSnapshot> {
  return new Promise((resolve, reject) => {
    let last: GpaStoreSnapshot | undefined;
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no such snapshot; the last: ${JSON.stringify(last)}`));
    }, timeoutMs);
    const stop = store.subscribe((snapshot) => {
      last = snapshot;
      if (!test(snapshot)) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(snapshot);
    });
  });
}

/** The store has loaded and every write is confirmed by the server. */
export const settled = (snapshot: GpaStoreSnapshot) =>
  snapshot.status === 'ready' && !snapshot.saving;
