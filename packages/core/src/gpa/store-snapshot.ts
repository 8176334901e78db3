import type { DamagedProfile } from './model';
import { salvageDocument } from './damaged-profile';
import type { Profile, PublicLink, ShareEntry, SharedProfile } from './model';
import { profileView } from './profile-document';
import { PROFILE_NOT_FOUND_MESSAGE } from './profiles';
import { accessList } from './sharing';
import type { GpaStoreSnapshot } from './store';

/**
 * How a cloud store's snapshot is assembled from the documents it follows, as plain data, so that
 * packages/cloud only follows and writes (see docs/architecture.md, "The GPA store port").
 * Documents are as the database holds them (`profileView` and `shareEntryFromDocument` read them).
 */

/** A share record the user received, as `shareEntryFromDocument` reads it. */
export type ReceivedShareRecord = ShareEntry & { ownerEmail: string | null };

/**
 * A profile shared with the user: its share record, and the profile's document while the store
 * follows it (only the selected one is, so that shares cannot make the page download every
 * profile). `data` is undefined until it is read, null when the profile is gone; `refused` when
 * its owner no longer grants access; `pending` while the user's edits of it wait for the server.
 */
export interface ReceivedShare {
  share: ReceivedShareRecord;
  data: Readonly<Record<string, unknown>> | null | undefined;
  refused: boolean;
  pending: boolean;
}

/** The user's own profile documents, by profile id. */
export type OwnDocuments = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

/** Everything a cloud store follows for a signed-in user. */
export interface FollowedDocuments {
  uid: string;
  own: OwnDocuments;
  /** The user's own profiles hold writes the server has not confirmed. */
  ownPending: boolean;
  /** The owner's share records, which give who has access an e-mail and a date. */
  outgoingRecords: readonly ShareEntry[];
  /** By share id, the most recently shared first. */
  received: ReadonlyMap<string, ReceivedShare>;
  /** More share records than the page the store follows. */
  moreReceived: boolean;
  links: readonly PublicLink[];
  /**
   * What each listener has delivered enough of to show: the own profiles count once the server has
   * answered, or the cache holds some.
   */
  loaded: { own: boolean; incoming: boolean; outgoing: boolean; links: boolean };
}

export const ownProfiles = (own: OwnDocuments): Profile[] =>
  [...own].flatMap(([id, data]) => profileView(id, data) ?? []);

/** The user's own documents the reader refuses, as damaged profiles (damaged-profile.ts). */
export const ownDamaged = (own: OwnDocuments): DamagedProfile[] =>
  [...own].flatMap(([id, data]) =>
    profileView(id, data) ? [] : [salvageDocument(id, data, Date.now())],
  );

/**
 * Profiles shared with the user whose documents the reader refuses, as damaged profiles to show
 * read-only (their repair is the owner's): `sharedProfiles` leaves them out.
 */
export function damagedShared(
  uid: string,
  received: ReadonlyMap<string, ReceivedShare>,
): DamagedProfile[] {
  return [...received.values()].flatMap(({ share, data }) => {
    const access = (data?.permissions as Record<string, string> | undefined)?.[uid];
    if (!data || (access !== 'read' && access !== 'edit') || profileView(share.profileId, data)) {
      return [];
    }
    const { shareId, ownerEmail } = share;
    const damaged = salvageDocument(share.profileId, data, Date.now());
    return [{ ...damaged, repair: null, share: { shareId, ownerEmail, permission: access } }];
  });
}

/** One of the user's profile documents; refused with 'Profile not found'. */
export function ownDocument(
  own: OwnDocuments,
  profileId: string,
): Readonly<Record<string, unknown>> {
  const data = own.get(profileId);
  if (!data) throw new Error(PROFILE_NOT_FOUND_MESSAGE);
  return data;
}

/** One of the user's profiles; refused with 'Profile not found'. */
export function ownProfile(own: OwnDocuments, profileId: string): Profile {
  const profile = profileView(profileId, ownDocument(own, profileId));
  if (!profile) throw new Error(PROFILE_NOT_FOUND_MESSAGE);
  return profile;
}

/**
 * Profiles shared with the user, most recently shared first. One not read yet shows what its share
 * record says, and so does an invitation (never opened before it is accepted); one the owner no
 * longer grants, or that is gone, is left out.
 */
export function sharedProfiles(
  uid: string,
  received: ReadonlyMap<string, ReceivedShare>,
): SharedProfile[] {
  return [...received.values()].flatMap(({ share, data, refused }): SharedProfile | [] => {
    const from = {
      isShared: true as const,
      shareId: share.shareId,
      ownerUserId: share.ownerUserId,
      ownerEmail: share.ownerEmail,
      sharedAt: share.sharedAt,
      ...(share.invited ? { invited: true as const } : {}),
    };
    if (data === undefined || share.invited) {
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
}

/**
 * Who has access to the user's profiles: from each profile's `permissions`, which the rules
 * enforce, with the share records' e-mails and dates (`accessList`). Access that no record
 * describes still shows, so no deleted record can hide a collaborator from the owner.
 */
export const outgoingShares = (
  uid: string,
  own: OwnDocuments,
  records: readonly ShareEntry[],
): ShareEntry[] =>
  accessList(
    [...own].map(([profileId, data]) => ({
      profileId,
      profileName: typeof data.name === 'string' ? data.name : '',
      ownerUserId: uid,
      permissions: data.permissions,
    })),
    records,
  );

/**
 * The share records to list, from the active ones received, most recent first. A profile is
 * shared with a user once (the owner's store refuses a second share): more records of one profile
 * are someone's junk, and only the most recent is listed.
 */
export function listedShares(records: readonly ReceivedShareRecord[]): ReceivedShareRecord[] {
  const profiles = new Set<string>();
  return records.filter((share) => {
    const profile = `${share.ownerUserId}/${share.profileId}`;
    if (!share.isActive || profiles.has(profile)) return false;
    profiles.add(profile);
    return true;
  });
}

/**
 * The snapshot the store publishes. Ready once every listener has delivered; saving while a write
 * waits for the server, in the store's queue or in a followed document.
 */
export function gpaStoreSnapshot(
  followed: FollowedDocuments,
  {
    unconfirmedWrites,
    activeProfileId,
  }: { unconfirmedWrites: boolean; activeProfileId: string | null },
): GpaStoreSnapshot {
  const { uid, own, loaded, received } = followed;
  return {
    status: loaded.own && loaded.incoming && loaded.outgoing && loaded.links ? 'ready' : 'loading',
    profiles: ownProfiles(own),
    sharedWithMe: sharedProfiles(uid, received),
    moreSharedWithMe: followed.moreReceived,
    outgoingShares: outgoingShares(uid, own, followed.outgoingRecords),
    publicLinks: followed.links,
    damagedProfiles: [...ownDamaged(own), ...damagedShared(uid, received)],
    saving:
      unconfirmedWrites ||
      followed.ownPending ||
      [...received.values()].some(({ pending }) => pending),
    activeProfileId,
  };
}
