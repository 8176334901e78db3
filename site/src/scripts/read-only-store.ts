import type { Profile } from '../../../packages/core/src/gpa/model';
import type { GpaStore, GpaStoreSnapshot } from '../../../packages/core/src/gpa/store';

/** What an edit of a shared link's profile is refused with (the element disables them anyway). */
export const READ_ONLY_MESSAGE = 'This shared profile is read-only';

/**
 * A GpaStore over one profile that never changes, for `<gpa-calculator readonly>` showing a shared
 * link's profile: nothing is kept on the device and every edit is refused.
 */
export function readOnlyStore(profile: Profile): GpaStore {
  const snapshot: GpaStoreSnapshot = {
    status: 'ready',
    profiles: [profile],
    sharedWithMe: [],
    moreSharedWithMe: false,
    outgoingShares: [],
    publicLinks: [],
    damagedProfiles: [],
    saving: false,
    activeProfileId: profile.id,
  };
  const refuse = () => Promise.reject(new Error(READ_ONLY_MESSAGE));
  return {
    subscribe: (listener) => {
      listener(snapshot);
      return () => undefined;
    },
    subscribeNotices: () => () => undefined,
    ensureDefaultProfile: async () => false,
    createProfile: refuse,
    deleteProfile: refuse,
    repairProfile: refuse,
    renameProfile: refuse,
    applyEdit: refuse,
    importProfiles: refuse,
    setActiveProfileId: () => undefined,
  };
}
