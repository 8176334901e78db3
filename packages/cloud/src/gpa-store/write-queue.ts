import type { GpaStoreNotice } from '../../../core/src/gpa/store';
import type { MeteredBatch } from '../meter';

/**
 * A write on its way, acknowledged twice. Firestore applies it locally at once (offline too, kept
 * in its persistent cache) and sends it when it can: edits go on once it is applied; sharing,
 * which needs the server, once it is confirmed.
 */
export interface Write {
  /** The store's listeners show it (or it settled without ever showing). Never rejects. */
  applied: Promise<void>;
  /** The server has it; rejects with the server's refusal. */
  confirmed: Promise<void>;
}

export interface SendOptions {
  /** Whether the documents followed show the write yet; by default, the next snapshot does. */
  shown?: () => boolean;
  /**
   * The notice should the server refuse the write, for writes nobody waits on to be confirmed.
   * Without one, the refusal is only `confirmed`'s.
   */
  refusalNotice?: string;
}

export interface WriteQueue {
  send(batch: Pick<MeteredBatch, 'commit'>, options?: SendOptions): Write;
  /** Writes sent and not yet confirmed or refused by the server: the page says 'Saving...'. */
  readonly unconfirmed: boolean;
  /** The listeners delivered documents: the writes they show are applied. */
  delivered(): void;
}

/**
 * The store's writes, each one metered batch. `settled` hears when a write is confirmed or
 * refused (the store publishes: it may no longer be saving).
 */
export function writeQueue(
  settled: () => void,
  notify: (notice: GpaStoreNotice) => void,
): WriteQueue {
  let unconfirmed = 0;
  /** Writes sent, each waiting until the listeners show it. */
  let waiting: { shown: () => boolean; resolve: () => void }[] = [];

  return {
    send(batch, { shown = () => true, refusalNotice } = {}) {
      let release = () => {};
      const applied = new Promise<void>((resolve) => {
        release = resolve;
        waiting.push({ shown, resolve });
      });
      unconfirmed += 1;
      const confirmed = batch.commit();
      confirmed
        .catch((error: unknown) => {
          if (refusalNotice === undefined) return;
          console.error(error);
          notify({ type: 'error', message: refusalNotice });
        })
        .finally(() => {
          unconfirmed -= 1;
          // Settled without ever showing (a write that changed nothing locally): waits no more.
          waiting = waiting.filter((each) => each.resolve !== release);
          release();
          settled();
        });
      return { applied, confirmed };
    },

    get unconfirmed() {
      return unconfirmed > 0;
    },

    delivered() {
      const released = waiting.filter(({ shown }) => shown());
      waiting = waiting.filter((each) => !released.includes(each));
      for (const { resolve } of released) resolve();
    },
  };
}
