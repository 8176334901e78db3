import type { GpaStore, GpaStoreNotice, GpaStoreSnapshot } from './store';

/** What every GpaStore implementation starts from. */
/** A store's first snapshot: loading, nothing yet. */
export const LOADING_SNAPSHOT: GpaStoreSnapshot = {
  status: 'loading',
  profiles: [],
  sharedWithMe: [],
  moreSharedWithMe: false,
  outgoingShares: [],
  publicLinks: [],
  damagedProfiles: [],
  saving: false,
  activeProfileId: null,
};

/**
 * A store's notices: told to every listener, or kept until the first one subscribes (a store may
 * have something to say before the element listens).
 */
export function noticeChannel(): {
  notify(notice: GpaStoreNotice): void;
  subscribe: GpaStore['subscribeNotices'];
} {
  const listeners = new Set<(notice: GpaStoreNotice) => void>();
  const pending: GpaStoreNotice[] = [];
  return {
    notify(notice) {
      if (listeners.size === 0) pending.push(notice);
      for (const listener of [...listeners]) listener(notice);
    },
    subscribe(listener) {
      listeners.add(listener);
      for (const notice of pending.splice(0)) listener(notice);
      return () => listeners.delete(listener);
    },
  };
}
