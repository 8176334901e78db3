import type { KeyValueStorage } from '../../core/src/account/session';
import {
  CREATE_PROFILE_ERROR_MESSAGE,
  createDefaultProfile,
  systemIds,
  type IdSource,
} from '../../core/src/gpa/profiles';
import { planImport } from '../../core/src/gpa/profile-moves';
import { LOAD_PROFILES_ERROR_MESSAGE } from '../../core/src/gpa/sharing-texts';
import type { GpaStore, GpaStoreSnapshot } from '../../core/src/gpa/store';
import { LOADING_SNAPSHOT, noticeChannel } from '../../core/src/gpa/store-state';
import {
  gpaStoreSnapshot,
  outgoingShares,
  ownProfile,
  ownProfiles,
} from '../../core/src/gpa/store-snapshot';
import { onReleaseUserData, type Cloud } from './app';
import { storeDocuments } from './gpa-store/documents';
import { followUserDocuments } from './gpa-store/followed-documents';
import { profileWrites } from './gpa-store/profile-writes';
import { sharingBatches } from './gpa-store/sharing-batches';
import { startupRepairs } from './gpa-store/startup-repairs';
import { writeQueue } from './gpa-store/write-queue';
import { createPublicLink, revokePublicLink } from './public-links';

/** The signed-in user the store belongs to. */
export interface GpaStoreAccount {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface FirestoreGpaStoreOptions {
  /** Keeps the active profile id (SPEC §3 `activeGpaProfile`); the site passes localStorage. */
  storage?: KeyValueStorage;
  /** The site's origin, for public links' `{origin}/shared/{shareId}`. */
  origin?: string;
  ids?: IdSource;
}

export interface FirestoreGpaStore extends GpaStore {
  /** Stops every listener; the store publishes nothing more. */
  close(): void;
}

export const ACTIVE_PROFILE_KEY = 'activeGpaProfile';

/**
 * The GPA store of a signed-in user, on Firestore (docs/architecture.md, "The GPA store port"
 * and "Cloud data model and rules"): live listeners on the user's profiles, share records both
 * ways, the selected shared profile and public links; every edit one field-level write that
 * Firestore applies locally at once (offline too) and sends when it can. Edits resolve once
 * applied locally, a refusal later is told as a notice; sharing resolves once the server has it.
 *
 * This file wires the parts in gpa-store/: the documents followed (followed-documents.ts, each
 * listener retried and metered by follow.ts), the write queue every write goes through
 * (write-queue.ts), the writes of profiles and of shares (profile-writes.ts, sharing-batches.ts)
 * and the start-up repairs (startup-repairs.ts). What it publishes is assembled from the followed
 * documents by packages/core's gpa/store-snapshot.ts.
 */
export function firestoreGpaStore(
  cloud: Cloud,
  account: GpaStoreAccount,
  { storage, origin = '', ids = systemIds }: FirestoreGpaStoreOptions = {},
): FirestoreGpaStore {
  const { uid } = account;
  const at = storeDocuments(cloud, uid);
  const listeners = new Set<(snapshot: GpaStoreSnapshot) => void>();
  const notices = noticeChannel();
  const { notify } = notices;
  let closed = false;
  let snapshot: GpaStoreSnapshot = {
    ...LOADING_SNAPSHOT,
    activeProfileId: storage?.getItem(ACTIVE_PROFILE_KEY) ?? null,
  };

  const publish = () => {
    if (closed) return;
    snapshot = gpaStoreSnapshot(following.documents, {
      unconfirmedWrites: writes.unconfirmed,
      activeProfileId: snapshot.activeProfileId,
    });
    for (const listener of [...listeners]) listener(snapshot);
  };

  const writes = writeQueue(publish, notify);

  let serverAnswered: () => void;
  let serverFailed: (error: unknown) => void;
  /** Settles with the first server snapshot of the user's own profiles. */
  const fromServer = new Promise<void>((resolve, reject) => {
    serverAnswered = resolve;
    serverFailed = reject;
  });
  // Nobody may be waiting, e.g. when the store closes before loading: not an unhandled rejection.
  fromServer.catch(() => undefined);

  const following = followUserDocuments(
    cloud,
    uid,
    at,
    { origin, selected: () => snapshot.activeProfileId },
    {
      delivered() {
        publish();
        writes.delivered();
        if (following.ownFromServer) serverAnswered();
        repairOnce();
      },
      changed: publish,
      failed(error) {
        console.error(error);
        serverFailed(error);
        notify({ type: 'error', message: LOAD_PROFILES_ERROR_MESSAGE });
      },
    },
  );
  const { documents } = following;
  const repairOnce = startupRepairs(cloud, uid, at, following, writes, notify);
  const sharing = sharingBatches(cloud, account, at, documents, writes, ids);
  const profiles = profileWrites(cloud, uid, at, documents, writes, sharing, ids);

  let creatingDefault: Promise<boolean> | null = null;

  const store: FirestoreGpaStore = {
    subscribe(listener) {
      listeners.add(listener);
      listener(snapshot);
      return () => listeners.delete(listener);
    },

    subscribeNotices: notices.subscribe,

    // Decided on the server's answer only: an empty cache (a new device) is not an empty account.
    ensureDefaultProfile(ownerName, scale) {
      creatingDefault ??= fromServer.then(async () => {
        if (documents.own.size > 0) {
          creatingDefault = null;
          return false;
        }
        const owner = {
          displayName: account.displayName ?? ownerName,
          email: account.email,
          userId: uid,
        };
        await profiles.add(createDefaultProfile(owner, ids, scale), CREATE_PROFILE_ERROR_MESSAGE);
        creatingDefault = null;
        return true;
      });
      return creatingDefault;
    },

    createProfile: (name, scale) => profiles.create(name, scale),
    deleteProfile: (profileId) => profiles.delete(profileId),
    repairProfile: (profileId) => profiles.repair(profileId),
    renameProfile: (profileId, name) => profiles.rename(profileId, name),
    applyEdit: (profileId, edit) => profiles.applyEdit(profileId, edit),

    async importProfiles(imported) {
      // Planned against the account as the server has it, never a cache behind it (just after a
      // reload, or offline): merging into a default that only looks untouched would replace work
      // saved there from another device. A new account gets its default first.
      await following.ownCurrent();
      if (documents.own.size === 0) await store.ensureDefaultProfile(null);
      const outgoing = outgoingShares(uid, documents.own, documents.outgoingRecords);
      const sharedOut = new Set(outgoing.map((share) => share.profileId));
      const plan = planImport(ownProfiles(documents.own), imported, sharedOut, ids);
      const added = await profiles.importPlan(plan);
      if (plan.selectedId) store.setActiveProfileId(plan.selectedId);
      return plan.merge ? [ownProfile(documents.own, plan.merge.profileId), ...added] : added;
    },

    setActiveProfileId(profileId) {
      storage?.setItem(ACTIVE_PROFILE_KEY, profileId);
      snapshot = { ...snapshot, activeProfileId: profileId };
      following.followSelected();
      publish();
    },

    sharing: {
      share: (profileId, email, permission) => sharing.share(profileId, email, permission),
      updatePermission: (shareId, permission) => sharing.updatePermission(shareId, permission),
      unshare: (shareId) => sharing.unshare(shareId),
      leaveShare: (shareId, options) => sharing.leaveShare(shareId, options),
      acceptShare: (shareId) => sharing.acceptShare(shareId),
      copySharedProfile: async (shareId) => profiles.copy(await following.loadShared(shareId)),
      showMoreShared: () => following.showMoreShared(),
      createLink: (profileId, options) =>
        createPublicLink(cloud, uid, ownProfile(documents.own, profileId), options, origin),
      revokeLink: (shareId) => revokePublicLink(cloud, uid, shareId),
    },

    close() {
      closed = true;
      following.stop();
      listeners.clear();
    },
  };

  // Logging out shuts Firestore down: the listeners stop first, so none reports that as a failure.
  onReleaseUserData(cloud, async () => store.close());

  return store;
}
