import {
  getDoc,
  limit,
  orderBy,
  query,
  where,
  type DocumentSnapshot,
  type FirestoreError,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { SharedProfile } from '../../../core/src/gpa/model';
import { profileView } from '../../../core/src/gpa/profile-document';
import { shareEntryFromDocument } from '../../../core/src/gpa/sharing';
import { SHARED_PROFILE_NOT_FOUND_MESSAGE } from '../../../core/src/gpa/sharing-texts';
import {
  listedShares,
  sharedProfiles,
  type FollowedDocuments,
  type ReceivedShare,
  type ReceivedShareRecord,
} from '../../../core/src/gpa/store-snapshot';
import type { Cloud } from '../app';
import { countDocument } from '../meter';
import { watchPublicLinks } from '../public-links';
import { READ, type StoreDocuments } from './documents';
import { follow, shutDown } from './follow';

/** What the listeners tell the store. */
export interface FollowEvents {
  /** A listener delivered documents: the writes they show are applied. */
  delivered(): void;
  /** Something else the page shows changed: the links, or access to a shared profile ended. */
  changed(): void;
  /** The user's profiles or share records cannot be read. */
  failed(error: FirestoreError): void;
}

export interface Following {
  /** What the listeners delivered so far, as plain data (kept up to date in place). */
  readonly documents: FollowedDocuments;
  /** The server has answered for the user's profiles: an empty cache is not an empty account. */
  readonly ownFromServer: boolean;
  /**
   * Resolves once the user's profiles as delivered are the server's, not only the cache's: at
   * once while the listener is in step with the server, else at its next answer (back online).
   */
  ownCurrent(): Promise<void>;
  /** Follows the shared profile now selected, and stops following any other. */
  followSelected(): void;
  /** Lists the next page of share records the user received. */
  showMoreShared(): void;
  /** A profile shared with the user, read now if it is not followed (to copy it). */
  loadShared(shareId: string): Promise<SharedProfile>;
  /** Stops every listener. */
  stop(): void;
}

/** Profiles shared with the user listed at first, and added by each `showMoreShared`. */
const SHARED_PAGE = 50;

interface FollowedShare extends ReceivedShare {
  /** Stops following the profile; null while it is not followed. */
  stop: (() => void) | null;
  /**
   * The share record as it was when the profile's read was refused, and whether unconfirmed; null
   * while not refused (`refused` is read from it).
   */
  refusal: { record: string; pending: boolean } | null;
}

/** A received share as first listed: not followed, its profile not read. */
const followedShare = (share: ReceivedShareRecord): FollowedShare => ({
  share,
  data: undefined,
  pending: false,
  stop: null,
  refusal: null,
  get refused() {
    return this.refusal !== null;
  },
});

/**
 * Follows what the store of `uid` shows: their profiles, their share records both ways (a page of
 * the received ones), the profile of the selected share (`selected` says which profile is) and
 * their public links. Each listener retries and is metered (`follow`).
 */
export function followUserDocuments(
  cloud: Cloud,
  uid: string,
  at: StoreDocuments,
  { origin, selected }: { origin: string; selected: () => string | null },
  events: FollowEvents,
): Following {
  const received = new Map<string, FollowedShare>();
  const documents: FollowedDocuments = {
    uid,
    own: new Map(),
    ownPending: false,
    outgoingRecords: [],
    received,
    moreReceived: false,
    links: [],
    loaded: { own: false, incoming: false, outgoing: false, links: false },
  };
  const stops: (() => void)[] = [];
  let ownFromServer = false;
  let ownInStep = false;
  let waitingForServer: (() => void)[] = [];
  let stopped = false;

  stops.push(
    follow<QuerySnapshot>(
      cloud,
      at.ownProfiles(),
      (result) => {
        documents.own = new Map(result.docs.map((each) => [each.id, each.data(READ)]));
        documents.ownPending = result.metadata.hasPendingWrites;
        documents.loaded.own ||= !result.metadata.fromCache || !result.empty;
        ownFromServer ||= !result.metadata.fromCache;
        ownInStep = !result.metadata.fromCache;
        if (ownInStep) {
          for (const resolve of waitingForServer) resolve();
          waitingForServer = [];
        }
        events.delivered();
      },
      events.failed,
    ),
  );

  stops.push(
    follow<QuerySnapshot>(
      cloud,
      query(at.outgoingShares(), where('isActive', '==', true)),
      (result) => {
        documents.outgoingRecords = result.docs.flatMap(
          (each) => shareEntryFromDocument(each.data(READ)) ?? [],
        );
        documents.loaded.outgoing = true;
        events.delivered();
      },
      events.failed,
    ),
  );

  /**
   * Follows the profile of the share that is selected, and only that one: a stranger may share
   * any number of profiles with the user, and the page must not load them all. The
   * others show what their share record says until selected.
   */
  const followSelected = () => {
    for (const entry of received.values()) {
      const wanted = !stopped && !entry.share.invited && entry.share.profileId === selected();
      if (!wanted && entry.stop) {
        entry.stop();
        Object.assign(entry, { stop: null, data: undefined, pending: false, refusal: null });
      }
      if (!wanted || entry.stop) continue;
      entry.stop = follow<DocumentSnapshot>(
        cloud,
        at.profile(entry.share.ownerUserId, entry.share.profileId),
        (result) => {
          entry.data = result.data(READ) ?? null;
          entry.pending = result.metadata.hasPendingWrites;
          events.delivered();
        },
        // Access ends before the share record goes (the owner unshared): the profile leaves.
        () => {
          entry.data = undefined;
          entry.refusal = { record: JSON.stringify(entry.share), pending: incomingPending };
          events.changed();
        },
      );
    }
  };

  /**
   * Takes the received share records (most recent first); forgets shares that end. A refused
   * profile stays out while its record is the one it was refused under (the owner ends access and
   * the record in one batch: the record's end follows), and is read again once the record changes
   * or, refused under a record of the user's not yet confirmed (an accepted invitation's), once the
   * server has it: the read failed then, not the share.
   */
  let incomingPending = false;
  const receive = (records: readonly ReceivedShareRecord[], pending: boolean) => {
    incomingPending = pending;
    const previous = new Map(received);
    received.clear();
    for (const share of listedShares(records)) {
      const known = previous.get(share.shareId);
      previous.delete(share.shareId);
      const refusal = known?.refusal;
      if (refusal && (JSON.stringify(share) !== refusal.record || (refusal.pending && !pending))) {
        known.stop?.();
        Object.assign(known, { stop: null, refusal: null });
      }
      received.set(share.shareId, known ? Object.assign(known, { share }) : followedShare(share));
    }
    for (const ended of previous.values()) ended.stop?.();
    followSelected();
  };

  let pageSize = SHARED_PAGE;
  let stopIncoming = () => {};
  const followIncoming = () => {
    stopIncoming();
    stopIncoming = follow<QuerySnapshot>(
      cloud,
      // Not filtered on isActive: that with the order would need a composite index.
      query(at.incomingShares(), orderBy('sharedAt', 'desc'), limit(pageSize)),
      (result) => {
        receive(
          result.docs.flatMap((each) => shareEntryFromDocument(each.data(READ)) ?? []),
          result.metadata.hasPendingWrites,
        );
        documents.moreReceived = result.size >= pageSize;
        documents.loaded.incoming = true;
        events.delivered();
      },
      events.failed,
    );
  };
  followIncoming();
  stops.push(() => stopIncoming());

  stops.push(
    watchPublicLinks(
      cloud,
      uid,
      origin,
      (links) => {
        documents.links = links;
        documents.loaded.links = true;
        events.changed();
      },
      // The profiles matter more than the list of links: the page goes on without it.
      (error) => {
        if (shutDown(error as FirestoreError)) return;
        console.error(error);
        documents.loaded.links = true;
        events.changed();
      },
    ),
  );

  return {
    documents,
    get ownFromServer() {
      return ownFromServer;
    },
    ownCurrent: () =>
      ownInStep ? Promise.resolve() : new Promise((resolve) => waitingForServer.push(resolve)),
    followSelected,
    showMoreShared() {
      pageSize += SHARED_PAGE;
      followIncoming();
    },
    async loadShared(shareId) {
      const listed = sharedProfiles(uid, received).find((profile) => profile.shareId === shareId);
      if (!listed || listed.invited) throw new Error(SHARED_PROFILE_NOT_FOUND_MESSAGE);
      if (listed.loaded) return listed;
      const result = await getDoc(at.profile(listed.ownerUserId, listed.id));
      countDocument(cloud, result);
      const profile = profileView(listed.id, result.data(READ));
      if (!profile) throw new Error(SHARED_PROFILE_NOT_FOUND_MESSAGE);
      return { ...listed, ...profile, loaded: true };
    },
    stop() {
      stopped = true;
      for (const stop of stops.splice(0)) stop();
      for (const entry of received.values()) entry.stop?.();
      received.clear();
    },
  };
}
