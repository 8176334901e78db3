import {
  FieldPath,
  arrayRemove,
  arrayUnion,
  collection,
  deleteField,
  doc,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type FieldValue,
  type FirestoreError,
  type Query,
  type QuerySnapshot,
  type WriteBatch,
} from 'firebase/firestore';
import type { KeyValueStorage } from '../../core/src/account/session';
import type { Profile, PublicLink, ShareEntry, SharedProfile } from '../../core/src/gpa/model';
import {
  DELETE_FIELD,
  conversionWrites,
  documentFromProfile,
  documentUpdate,
  needsConversion,
  profileView,
  type DocumentUpdate,
} from '../../core/src/gpa/profile-document';
import {
  CREATE_PROFILE_ERROR_MESSAGE,
  DELETE_PROFILE_ERROR_MESSAGE,
  PROFILE_NOT_FOUND_MESSAGE,
  SAVE_ERROR_MESSAGE,
  copyProfileName,
  createDefaultProfile,
  createProfile as buildProfile,
  deletionRefusal,
  planImport,
  systemIds,
  unusedId,
  unusedName,
  type IdSource,
} from '../../core/src/gpa/profiles';
import {
  accessList,
  newShareId,
  shareEntryFromDocument,
  shareRefusal,
} from '../../core/src/gpa/sharing';
import {
  ALREADY_SHARED_MESSAGE,
  DUPLICATES_CLEANED_MESSAGE,
  LOAD_PROFILES_ERROR_MESSAGE,
  SELF_SHARE_MESSAGE,
  SHARED_PROFILE_NOT_FOUND_MESSAGE,
  SHARE_NOT_FOUND_MESSAGE,
} from '../../core/src/gpa/sharing-texts';
import { nothingToRepair, planStartupRepairs } from '../../core/src/gpa/startup';
import type { GpaStore, GpaStoreSnapshot } from '../../core/src/gpa/store';
import { LOADING_SNAPSHOT, noticeChannel } from '../../core/src/gpa/store-state';
import { onReleaseUserData, type Cloud } from './app';
import { cloudAuth } from './auth';
import { cloudFirestore } from './firestore';
import { countDocument, countQuery, countWrites, isMetered } from './meter';
import { leaveReceivedShare } from './profile-cleanup';
import { createPublicLink, revokePublicLink, watchPublicLinks } from './public-links';
import { findShareTarget } from './user-records';

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

/** Read failures worth retrying (SPEC §4: up to 3 retries 200 ms apart); others fail at once. */
const TRANSIENT = new Set(['unavailable', 'deadline-exceeded', 'aborted', 'internal', 'unknown']);
const RETRIES = 3;
const RETRY_DELAY_MS = 200;

/** Pending timestamps read as the client's estimate, so a fresh write is readable at once. */
const READ = { serverTimestamps: 'estimate' } as const;

/** A core `DocumentUpdate` with Firestore's own values for "server time" and "delete". */
function firestoreUpdate(update: DocumentUpdate<FieldValue>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(update).map(([path, value]) => [
      path,
      value === DELETE_FIELD ? deleteField() : value,
    ]),
  );
}

/**
 * Firestore ended every listener because it shut down: here (logging out closes the store first)
 * or in another tab, whose logout deleted the shared cache. Not a failure to tell: this page's
 * session ends with it (site/src/scripts/cloud-session.ts).
 */
const shutDown = (error: FirestoreError) =>
  error.code === 'aborted' && error.message === 'Firestore shutting down';

/**
 * Follows a query or a document live, counting what the server delivers, retrying transient
 * failures; `onFail` hears of the rest. Snapshots carry metadata changes, so that the end of a
 * pending write is seen ('Saving...').
 */
function follow<S extends QuerySnapshot | DocumentSnapshot>(
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

/** Profiles shared with the user listed at first, and added by each `showMoreShared`. */
const SHARED_PAGE = 50;

/**
 * A profile shared with the user: its share record, and the profile itself while it is followed
 * (only the selected one is: issue #12). `data` is undefined until the first snapshot, null when
 * the profile is gone; `refused` when its owner no longer grants access.
 */
interface SharedDocument {
  share: ShareEntry & { ownerEmail: string | null };
  data: DocumentData | null | undefined;
  refused: boolean;
  pending: boolean;
  /** Stops following the profile; null while it is not followed. */
  stop: (() => void) | null;
}

/**
 * The GPA store of a signed-in user, on Firestore (DESIGN.md "The GPA store port" and "Firestore
 * data model"): live listeners on the user's profiles, incoming and outgoing shares, each profile
 * shared with the user and the user's public links; every edit one field-level write that
 * Firestore applies locally at once (offline too, kept in its persistent cache) and sends when it
 * can. Calls resolve once a write is applied locally; a write the server refuses later is told as
 * a notice. Sharing resolves only once the server has it: it needs the server to find the user.
 */
export function firestoreGpaStore(
  cloud: Cloud,
  account: GpaStoreAccount,
  { storage, origin = '', ids = systemIds }: FirestoreGpaStoreOptions = {},
): FirestoreGpaStore {
  const { uid } = account;
  const db = cloudFirestore(cloud);
  const profileRef = (owner: string, profileId: string) =>
    doc(db, 'users', owner, 'profiles', profileId);
  const outgoingRef = (shareId: string) => doc(db, 'userShares', uid, 'outgoing', shareId);
  const incomingRef = (target: string, shareId: string) =>
    doc(db, 'userShares', target, 'incoming', shareId);

  const listeners = new Set<(snapshot: GpaStoreSnapshot) => void>();
  const notices = noticeChannel();
  const stops: (() => void)[] = [];
  let closed = false;

  let own = new Map<string, DocumentData>();
  let ownPending = false;
  /** Loaded: a snapshot from the server, or a cached one that holds profiles. */
  let ownLoaded = false;
  let incomingLoaded = false;
  let outgoingLoaded = false;
  /** The owner's share records, which give who has access an e-mail and a date (see `outgoing`). */
  let outgoingRecords: ShareEntry[] = [];
  const shared = new Map<string, SharedDocument>();
  let links: PublicLink[] = [];
  let linksLoaded = false;
  /** Writes sent and not yet confirmed or refused by the server. */
  let writing = 0;
  let snapshot: GpaStoreSnapshot = {
    ...LOADING_SNAPSHOT,
    activeProfileId: storage?.getItem(ACTIVE_PROFILE_KEY) ?? null,
  };

  let serverLoaded: () => void;
  let serverFailed: (error: unknown) => void;
  /** Settles with the first server snapshot of the user's own profiles. */
  const fromServer = new Promise<void>((resolve, reject) => {
    serverLoaded = resolve;
    serverFailed = reject;
  });
  // Nobody may be waiting, e.g. when the store closes before loading: not an unhandled rejection.
  fromServer.catch(() => undefined);

  const { notify } = notices;

  const ownProfiles = (): Profile[] =>
    [...own].flatMap(([id, data]) => profileView(id, data) ?? []);

  /** Most recently shared first, as the query lists them. */
  const sharedProfiles = (): SharedProfile[] =>
    [...shared.values()].flatMap(({ share, data, refused }): SharedProfile | [] => {
      const from = {
        isShared: true as const,
        shareId: share.shareId,
        ownerUserId: share.ownerUserId,
        ownerEmail: share.ownerEmail,
        sharedAt: share.sharedAt,
      };
      if (data === undefined) {
        // Not loaded: what the share record says, until the profile is selected.
        if (refused) return [];
        return {
          ...from,
          id: share.profileId,
          name: share.profileName,
          semesters: [],
          isDefault: false,
          userId: share.ownerUserId,
          createdAt: share.sharedAt,
          updatedAt: share.updatedAt,
          permission: share.permission,
          loaded: false,
        };
      }
      const profile = data && profileView(share.profileId, data);
      const access = (data?.permissions as Record<string, string> | undefined)?.[uid];
      if (!profile || (access !== 'read' && access !== 'edit')) return [];
      return { ...profile, ...from, permission: access, loaded: true };
    });

  /**
   * Who has access to the user's profiles: from each profile's `permissions`, which the rules
   * enforce, with the share records' e-mails and dates. Access that no record describes still
   * shows, so no deleted record can hide a collaborator from the owner.
   */
  const outgoing = (): ShareEntry[] =>
    accessList(
      [...own].map(([profileId, data]) => ({
        profileId,
        profileName: typeof data.name === 'string' ? data.name : '',
        ownerUserId: uid,
        permissions: data.permissions,
      })),
      outgoingRecords,
    );

  /** The share records of one of the user's profiles (both copies of each are written together). */
  const recordsOf = (profileId: string) =>
    outgoingRecords.filter((share) => share.profileId === profileId);

  const publish = () => {
    if (closed) return;
    const ready = ownLoaded && incomingLoaded && outgoingLoaded && linksLoaded;
    snapshot = {
      status: ready ? 'ready' : 'loading',
      profiles: ownProfiles(),
      sharedWithMe: sharedProfiles(),
      moreSharedWithMe,
      outgoingShares: outgoing(),
      publicLinks: links,
      saving: writing > 0 || ownPending || [...shared.values()].some(({ pending }) => pending),
      activeProfileId: snapshot.activeProfileId,
    };
    for (const listener of [...listeners]) listener(snapshot);
  };

  /** Writes sent, each waiting until the listeners show it (`shown` is then true). */
  let waiting: { shown: () => boolean; resolve: () => void }[] = [];

  /** A listener delivered a snapshot: publishes it, and lets the writes it shows go on. */
  const delivered = () => {
    publish();
    const released = waiting.filter(({ shown }) => shown());
    waiting = waiting.filter((each) => !released.includes(each));
    for (const { resolve } of released) resolve();
  };

  /**
   * Sends a write and resolves once the listeners show it applied locally (`shown` says when),
   * without waiting for the server: offline too. `failure` is the notice should the server refuse
   * it later.
   */
  const send = (
    write: () => Promise<void>,
    documents: number,
    failure: string,
    shown: () => boolean,
  ) => {
    countWrites(cloud, documents);
    let release = () => {};
    const applied = new Promise<void>((resolve) => {
      release = resolve;
      waiting.push({ shown, resolve });
    });
    writing += 1;
    write()
      .catch((error: unknown) => {
        console.error(error);
        notify({ type: 'error', message: failure });
      })
      .finally(() => {
        writing -= 1;
        // Settled without ever showing (a write that changed nothing locally): waits no more.
        waiting = waiting.filter((each) => each.resolve !== release);
        release();
        publish();
      });
    return applied;
  };

  /** Commits a batch and waits for the server: sharing calls report their outcome. */
  const commit = async (batch: WriteBatch, documents: number) => {
    countWrites(cloud, documents);
    await batch.commit();
  };

  const loadFailed = (error: FirestoreError) => {
    console.error(error);
    serverFailed(error);
    notify({ type: 'error', message: LOAD_PROFILES_ERROR_MESSAGE });
  };

  // --- Start-up repairs (SPEC §4 steps 1, 5, 6), once, on the first server snapshot ---------------

  const repair = () => {
    const plan = planStartupRepairs(ownProfiles(), new Set(outgoing().map((s) => s.profileId)));
    if (nothingToRepair(plan)) return;
    const batch = writeBatch(db);
    const now = serverTimestamp();
    for (const profileId of plan.deletions) batch.delete(profileRef(uid, profileId));
    for (const { profileId, name } of plan.renames) {
      batch.update(profileRef(uid, profileId), { name, updatedAt: now });
    }
    for (const { profileId, isDefault } of plan.defaults) {
      batch.update(profileRef(uid, profileId), { isDefault, updatedAt: now });
    }
    const count = plan.deletions.length + plan.renames.length + plan.defaults.length;
    void send(
      () => batch.commit(),
      count,
      SAVE_ERROR_MESSAGE,
      () => true,
    );
    if (plan.cleanedDuplicates) notify({ type: 'info', message: DUPLICATES_CLEANED_MESSAGE });
  };

  // --- Listeners ------------------------------------------------------------------------------

  let repaired = false;
  let ownFromServer = false;
  // After the shares are in, so that a shared duplicate is never deleted.
  const repairOnce = () => {
    if (repaired || !ownFromServer || !outgoingLoaded) return;
    repaired = true;
    repair();
  };

  stops.push(
    follow<QuerySnapshot>(
      cloud,
      collection(db, 'users', uid, 'profiles'),
      (result) => {
        own = new Map(result.docs.map((each) => [each.id, each.data(READ)]));
        ownPending = result.metadata.hasPendingWrites;
        ownLoaded ||= !result.metadata.fromCache || !result.empty;
        delivered();
        if (!result.metadata.fromCache) {
          ownFromServer = true;
          serverLoaded();
          repairOnce();
        }
      },
      loadFailed,
    ),
  );

  stops.push(
    follow<QuerySnapshot>(
      cloud,
      query(collection(db, 'userShares', uid, 'outgoing'), where('isActive', '==', true)),
      (result) => {
        outgoingRecords = result.docs.flatMap(
          (each) => shareEntryFromDocument(each.data(READ)) ?? [],
        );
        outgoingLoaded = true;
        delivered();
        repairOnce();
      },
      loadFailed,
    ),
  );

  /**
   * Follows the profile of the share that is selected (the stored active profile), and only that
   * one: a stranger may share any number of profiles with the user, and the page must not load
   * them all (issue #12). The others show what their share record says until selected.
   */
  const followSelected = () => {
    for (const entry of shared.values()) {
      const wanted = !closed && entry.share.profileId === snapshot.activeProfileId;
      if (!wanted && entry.stop) {
        entry.stop();
        Object.assign(entry, { stop: null, data: undefined, refused: false, pending: false });
      }
      if (!wanted || entry.stop) continue;
      entry.stop = follow<DocumentSnapshot>(
        cloud,
        profileRef(entry.share.ownerUserId, entry.share.profileId),
        (result) => {
          entry.data = result.data(READ) ?? null;
          entry.pending = result.metadata.hasPendingWrites;
          delivered();
        },
        // Access ends before the share record goes (the owner unshared): the profile leaves.
        () => {
          entry.data = undefined;
          entry.refused = true;
          publish();
        },
      );
    }
  };

  /** A profile shared with the user, read now if it is not followed (to copy it). */
  const loadedShared = async (shareId: string): Promise<SharedProfile> => {
    const listed = sharedProfiles().find((profile) => profile.shareId === shareId);
    if (!listed) throw new Error(SHARED_PROFILE_NOT_FOUND_MESSAGE);
    if (listed.loaded) return listed;
    const result = await getDoc(profileRef(listed.ownerUserId, listed.id));
    countDocument(cloud, result);
    const profile = profileView(listed.id, result.data(READ));
    if (!profile) throw new Error(SHARED_PROFILE_NOT_FOUND_MESSAGE);
    return { ...listed, ...profile, loaded: true };
  };

  /** Takes the incoming share records (most recent first); forgets shares that end. */
  const receiveShares = (shares: (ShareEntry & { ownerEmail: string | null })[]) => {
    const previous = new Map(shared);
    shared.clear();
    // A profile is shared with a user once (the owner's store refuses a second share): more
    // records of one profile are someone's junk, and only the most recent is listed and followed.
    const profiles = new Set<string>();
    for (const share of shares) {
      const profile = `${share.ownerUserId}/${share.profileId}`;
      if (profiles.has(profile)) continue;
      profiles.add(profile);
      const known = previous.get(share.shareId);
      previous.delete(share.shareId);
      shared.set(
        share.shareId,
        known
          ? Object.assign(known, { share })
          : {
              share,
              data: undefined,
              refused: false,
              pending: false,
              stop: null,
            },
      );
    }
    for (const ended of previous.values()) ended.stop?.();
    followSelected();
  };

  /** The incoming share records: a page of the most recent, `showMoreShared` adds one. */
  let sharedLimit = SHARED_PAGE;
  let moreSharedWithMe = false;
  let stopIncoming = () => {};
  const followIncoming = () => {
    stopIncoming();
    stopIncoming = follow<QuerySnapshot>(
      cloud,
      // Not filtered on isActive: that with the order would need a composite index.
      query(
        collection(db, 'userShares', uid, 'incoming'),
        orderBy('sharedAt', 'desc'),
        limit(sharedLimit),
      ),
      (result) => {
        const shares = result.docs.flatMap((each) => shareEntryFromDocument(each.data(READ)) ?? []);
        receiveShares(shares.filter((share) => share.isActive));
        moreSharedWithMe = result.size >= sharedLimit;
        incomingLoaded = true;
        delivered();
      },
      loadFailed,
    );
  };
  followIncoming();
  stops.push(() => stopIncoming());

  stops.push(
    watchPublicLinks(
      cloud,
      uid,
      origin,
      (next) => {
        links = next;
        linksLoaded = true;
        publish();
      },
      // The profiles matter more than the list of links: the page goes on without it.
      (error) => {
        if (shutDown(error as FirestoreError)) return;
        console.error(error);
        linksLoaded = true;
        publish();
      },
    ),
  );

  // --- The port -------------------------------------------------------------------------------

  const ownData = (profileId: string) => {
    const data = own.get(profileId);
    if (!data) throw new Error(PROFILE_NOT_FOUND_MESSAGE);
    return data;
  };

  const ownProfile = (profileId: string) => {
    const profile = profileView(profileId, ownData(profileId));
    if (!profile) throw new Error(PROFILE_NOT_FOUND_MESSAGE);
    return profile;
  };

  /** Adds a profile of the user's, applied locally at once. */
  const add = async (profile: Profile, failure: string): Promise<Profile> => {
    const document = documentFromProfile(profile, uid, () => serverTimestamp());
    await send(
      () => setDoc(profileRef(uid, profile.id), document),
      1,
      failure,
      () => own.has(profile.id),
    );
    return { ...profile, userId: uid };
  };

  /** A new profile of the user's: a free id, and a name no other profile has. */
  const fresh = (profile: Profile): Profile => {
    const profiles = ownProfiles();
    return { ...profile, id: unusedId(ids, profiles), name: unusedName(profile.name, profiles) };
  };

  let creatingDefault: Promise<boolean> | null = null;

  /**
   * The sender a share record names: the owner's e-mail once Firebase Auth says it is verified, as
   * the rules require (anyone can sign up with an address they do not own); else none, and the
   * recipient's drawer says 'another user'.
   */
  const sender = (): { ownerEmail?: string } =>
    account.email && cloudAuth(cloud).currentUser?.emailVerified === true
      ? { ownerEmail: account.email }
      : {};

  /**
   * The recipient's copy of a share, written whole with `changes`: a copy the recipient's side lost
   * (as the rules of an earlier version let it) is made again, not a reason to refuse the owner's
   * rename or permission change. The sender is as `sender` says.
   */
  const setIncoming = (
    batch: WriteBatch,
    share: ShareEntry,
    changes: Partial<Record<keyof ShareEntry, unknown>>,
  ) => {
    const { ownerUserId, profileId, profileName, permission, sharedAt, isActive } = share;
    const { shareId, targetUserId, targetUserEmail } = share;
    batch.set(incomingRef(targetUserId, shareId), {
      shareId,
      profileId,
      profileName,
      ownerUserId,
      ...sender(),
      targetUserId,
      targetUserEmail,
      permission,
      sharedAt,
      isActive,
      ...changes,
    });
  };

  const isRecorded = (shareId: string) =>
    outgoingRecords.some((record) => record.shareId === shareId);

  const outgoingShare = (shareId: string) => {
    const share = outgoing().find((each) => each.shareId === shareId);
    if (!share) throw new Error(SHARE_NOT_FOUND_MESSAGE);
    return share;
  };

  const store: FirestoreGpaStore = {
    subscribe(listener) {
      listeners.add(listener);
      listener(snapshot);
      return () => listeners.delete(listener);
    },

    subscribeNotices: notices.subscribe,

    // Decided on the server's answer only: an empty cache (a new device) is not an empty account.
    ensureDefaultProfile(ownerName) {
      creatingDefault ??= fromServer.then(async () => {
        if (own.size > 0) {
          creatingDefault = null;
          return false;
        }
        const owner = {
          displayName: account.displayName ?? ownerName,
          email: account.email,
          userId: uid,
        };
        await add(createDefaultProfile(owner, ids), CREATE_PROFILE_ERROR_MESSAGE);
        creatingDefault = null;
        return true;
      });
      return creatingDefault;
    },

    async createProfile(name) {
      const profile = fresh(buildProfile(name, uid, ids));
      return add(profile, CREATE_PROFILE_ERROR_MESSAGE);
    },

    async deleteProfile(profileId) {
      const refusal = deletionRefusal(ownProfiles(), profileId);
      if (refusal) throw new Error(refusal);
      // The profile and all that hangs on it, together: its shares (both copies) and its links.
      const batch = writeBatch(db);
      batch.delete(profileRef(uid, profileId));
      const shares = recordsOf(profileId);
      for (const share of shares) {
        batch.delete(outgoingRef(share.shareId));
        batch.delete(incomingRef(share.targetUserId, share.shareId));
      }
      const profileLinks = links.filter((link) => link.profileId === profileId);
      for (const link of profileLinks) {
        batch.delete(doc(db, 'sharedProfiles', link.shareId));
        batch.delete(doc(db, 'users', uid, 'sharedProfiles', link.shareId));
      }
      const count = 1 + 2 * shares.length + 2 * profileLinks.length;
      await send(
        () => batch.commit(),
        count,
        DELETE_PROFILE_ERROR_MESSAGE,
        () => !own.has(profileId),
      );
    },

    async renameProfile(profileId, name) {
      ownProfile(profileId);
      const others = ownProfiles().filter((profile) => profile.id !== profileId);
      const unused = unusedName(name.trim(), others);
      // The share records carry the name for the drawers: renamed with it.
      const batch = writeBatch(db);
      const now = serverTimestamp();
      batch.update(profileRef(uid, profileId), { name: unused, updatedAt: now });
      const shares = outgoing().filter(
        (share) => share.profileId === profileId && isRecorded(share.shareId),
      );
      for (const share of shares) {
        batch.update(outgoingRef(share.shareId), { profileName: unused, updatedAt: now });
        setIncoming(batch, share, { profileName: unused, updatedAt: now });
      }
      await send(
        () => batch.commit(),
        1 + 2 * shares.length,
        SAVE_ERROR_MESSAGE,
        () => own.get(profileId)?.name === unused,
      );
    },

    async applyEdit(profileId, edit) {
      const sharedEntry = [...shared.values()].find(({ share }) => share.profileId === profileId);
      const mine = own.has(profileId);
      const data = mine ? own.get(profileId) : sharedEntry?.data;
      if (!data) throw new Error(PROFILE_NOT_FOUND_MESSAGE);
      // Read-only access: refused here rather than by the server later.
      const access = (data.permissions as Record<string, string> | undefined)?.[uid];
      if (!mine && access !== 'edit') throw new Error(SAVE_ERROR_MESSAGE);
      const update = documentUpdate<FieldValue>(profileId, data, edit, serverTimestamp());
      if (!update) throw new Error(SAVE_ERROR_MESSAGE);
      const ref = mine
        ? profileRef(uid, profileId)
        : profileRef(sharedEntry!.share.ownerUserId, profileId);
      const current = () => JSON.stringify(mine ? own.get(profileId) : sharedEntry!.data);
      const before = current();
      await send(
        () => updateDoc(ref, firestoreUpdate(update)),
        1,
        SAVE_ERROR_MESSAGE,
        () => current() !== before,
      );
    },

    async importProfiles(profiles) {
      // Planned against the account as the server has it: a new account gets its default first.
      if (own.size === 0) await store.ensureDefaultProfile(null);
      const sharedOut = new Set(outgoing().map((share) => share.profileId));
      const plan = planImport(ownProfiles(), profiles, sharedOut, ids);
      if (plan.merge) {
        const { profileId, semesters } = plan.merge;
        await store.applyEdit(profileId, { type: 'replaceSemesters', semesters });
      }
      const added: Profile[] = [];
      for (const profile of plan.added) added.push(await add(profile, SAVE_ERROR_MESSAGE));
      if (plan.selectedId) store.setActiveProfileId(plan.selectedId);
      return plan.merge ? [ownProfile(plan.merge.profileId), ...added] : added;
    },

    setActiveProfileId(profileId) {
      storage?.setItem(ACTIVE_PROFILE_KEY, profileId);
      snapshot = { ...snapshot, activeProfileId: profileId };
      followSelected();
      publish();
    },

    sharing: {
      async share(profileId, email, permission) {
        const data = ownData(profileId);
        const profile = ownProfile(profileId);
        const refusal = shareRefusal(
          email,
          outgoing().filter((share) => share.profileId === profileId),
        );
        if (refusal) throw new Error(refusal);
        const target = await findShareTarget(cloud, email);
        if (target === uid) throw new Error(SELF_SHARE_MESSAGE);
        if (outgoing().some((s) => s.profileId === profileId && s.targetUserId === target)) {
          throw new Error(ALREADY_SHARED_MESSAGE);
        }
        const now = serverTimestamp();
        const shareId = newShareId(ids);
        const entry = {
          shareId,
          profileId,
          profileName: profile.name,
          ownerUserId: uid,
          ...sender(),
          targetUserId: target,
          targetUserEmail: email.trim(),
          permission,
          sharedAt: now,
          updatedAt: now,
          isActive: true,
        };
        const batch = writeBatch(db);
        batch.set(outgoingRef(shareId), entry);
        batch.set(incomingRef(target, shareId), entry);
        // A document of an earlier version is converted now, so that an editor's first edit is
        // a field-level update like any other.
        const conversion = needsConversion(data)
          ? Object.entries(firestoreUpdate(conversionWrites(profile.semesters))).flat()
          : [];
        batch.update(
          profileRef(uid, profileId),
          new FieldPath('permissions', target),
          permission,
          'collaborators',
          arrayUnion(target),
          'updatedAt',
          now,
          ...conversion,
        );
        await commit(batch, 3);
      },

      async updatePermission(shareId, permission) {
        const share = outgoingShare(shareId);
        if (share.permission === permission) return;
        const now = serverTimestamp();
        const batch = writeBatch(db);
        const recorded = isRecorded(shareId);
        if (recorded) {
          batch.update(outgoingRef(shareId), { permission, updatedAt: now });
          setIncoming(batch, share, { permission, updatedAt: now });
        }
        batch.update(
          profileRef(uid, share.profileId),
          new FieldPath('permissions', share.targetUserId),
          permission,
          'updatedAt',
          now,
        );
        await commit(batch, recorded ? 3 : 1);
      },

      async unshare(shareId) {
        const share = outgoingShare(shareId);
        const batch = writeBatch(db);
        const recorded = isRecorded(shareId);
        if (recorded) {
          batch.delete(outgoingRef(shareId));
          batch.delete(incomingRef(share.targetUserId, shareId));
        }
        // A share is listed from its profile's permissions, so the profile is there to update.
        batch.update(
          profileRef(uid, share.profileId),
          new FieldPath('permissions', share.targetUserId),
          deleteField(),
          'collaborators',
          arrayRemove(share.targetUserId),
          'updatedAt',
          serverTimestamp(),
        );
        await commit(batch, recorded ? 3 : 1);
      },

      async leaveShare(shareId) {
        const entry = shared.get(shareId);
        if (!entry) throw new Error(SHARED_PROFILE_NOT_FOUND_MESSAGE);
        const { ownerUserId, profileId } = entry.share;
        await leaveReceivedShare(cloud, uid, shareId, { ownerUserId, profileId });
      },

      async copySharedProfile(shareId) {
        const original = await loadedShared(shareId);
        const now = ids.now();
        const copy = fresh({
          ...buildProfile(copyProfileName(original.name), uid, ids),
          semesters: original.semesters,
          copiedFrom: {
            shareId,
            originalUserId: original.ownerUserId,
            originalProfileId: original.id,
            copiedAt: now,
          },
        });
        return add(copy, CREATE_PROFILE_ERROR_MESSAGE);
      },

      showMoreShared() {
        sharedLimit += SHARED_PAGE;
        followIncoming();
      },

      createLink(profileId, options) {
        return createPublicLink(cloud, uid, ownProfile(profileId), options, origin);
      },

      revokeLink(shareId) {
        return revokePublicLink(cloud, uid, shareId);
      },
    },

    close() {
      closed = true;
      for (const stop of stops.splice(0)) stop();
      for (const entry of shared.values()) entry.stop?.();
      shared.clear();
      listeners.clear();
    },
  };

  // Logging out shuts Firestore down: the listeners stop first, so none reports that as a failure.
  onReleaseUserData(cloud, async () => store.close());

  return store;
}
