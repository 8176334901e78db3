import type { ShareEntry } from './model';
import { millis } from './profile-document';
import type { IdSource } from './profiles';
import { isRecord } from './transfer';

/** SPEC §5 "Share dialog" and §8 "GPA and sharing": the texts of sharing, to the letter. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const ALREADY_SHARED_MESSAGE = 'Profile is already shared with this user';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const SHARE_NOT_FOUND_MESSAGE = 'Share not found';
export const PROFILE_DATA_NOT_FOUND_MESSAGE = 'Profile data not found';
export const SHARED_PROFILE_NOT_FOUND_MESSAGE = 'Shared profile not found';
export const LINK_EXPIRED_MESSAGE = 'Share link has expired';
export const COPY_NOT_ALLOWED_MESSAGE = 'Copying is not allowed for this profile';
export const SHARE_FAILED_MESSAGE = 'Failed to share profile';
export const PERMISSION_FAILED_MESSAGE = 'Failed to update permission';
export const REMOVE_SHARE_FAILED_MESSAGE = 'Failed to remove share';
export const UNSHARE_ERROR_MESSAGE = 'Error unsharing profile';
export const COPY_ERROR_MESSAGE = 'Error copying profile';
export const LOAD_PROFILES_ERROR_MESSAGE = 'Error loading profiles. Please refresh.';
export const DUPLICATES_CLEANED_MESSAGE = 'Cleaned up duplicate profiles';
/**
 * Ours (issue #12, finding 5): a share by e-mail goes only to an account that has verified that
 * address, since anyone can sign up with someone else's address.
 */
export const UNVERIFIED_USER_MESSAGE =
  'This user has not verified their email address yet. Ask them to verify it from their profile page, then share again.';
/** Ours: the share dialog's e-mail is the user's own (SPEC gives no text for it). */
export const SELF_SHARE_MESSAGE = 'You cannot share a profile with yourself';
/** Ours: a recipient leaving a profile shared with them (SPEC has no such action). */
export const LEAVE_SHARE_FAILED_MESSAGE = 'Failed to leave the shared profile';
export const leftShareMessage = (name: string) => `You left "${name}".`;
export const leaveShareQuestion = (name: string, owner: string | null) =>
  `Leave "${name}"? It will no longer be shared with you, until ${owner ?? 'its owner'} shares it again.`;
/** Ours: a copy of a shared profile or a link was made, under this name. */
export const copiedMessage = (name: string) => `Copied to your account as "${name}".`;

/**
 * The service errors of SPEC §8 that a user should read as they are; any other failure of a
 * sharing call shows the caller's default text.
 */
export const SHARING_REFUSALS: readonly string[] = [
  INVALID_EMAIL_MESSAGE,
  ALREADY_SHARED_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  UNVERIFIED_USER_MESSAGE,
  SELF_SHARE_MESSAGE,
  SHARE_NOT_FOUND_MESSAGE,
  PROFILE_DATA_NOT_FOUND_MESSAGE,
  SHARED_PROFILE_NOT_FOUND_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  COPY_NOT_ALLOWED_MESSAGE,
  'Profile not found',
];

/** The message a failed sharing call shows: a SPEC refusal as it is, else `fallback`. */
export function sharingFailureMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  return SHARING_REFUSALS.includes(message) ? message : fallback;
}

/** SPEC §5: "a simple {email} pattern": something@something.something, no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC §5 "Share dialog": why sharing with `email` is refused, or null when it may go ahead.
 * Compared case-insensitively: e-mail addresses are, in practice.
 */
export function shareRefusal(email: string, shares: readonly ShareEntry[]): string | null {
  const trimmed = email.trim();
  if (!SIMPLE_EMAIL.test(trimmed)) return INVALID_EMAIL_MESSAGE;
  const lower = trimmed.toLowerCase();
  const taken = shares.some(
    (share) => share.isActive && share.targetUserEmail.toLowerCase() === lower,
  );
  return taken ? ALREADY_SHARED_MESSAGE : null;
}

/**
 * Whom a share with an e-mail goes to, from its lookup record `userEmails/{key}` = { uid, verified }
 * (DESIGN.md point 3; undefined when there is none): the holder, once their e-mail is verified.
 * Keys written before verification existed carry no flag and count as unverified.
 */
export function shareTargetFromLookup(data: unknown): string {
  if (!isRecord(data) || typeof data.uid !== 'string' || data.uid === '') {
    throw new Error(USER_NOT_FOUND_MESSAGE);
  }
  if (data.verified !== true) throw new Error(UNVERIFIED_USER_MESSAGE);
  return data.uid;
}

/** SPEC §3: a share id is a base-36 timestamp plus a random part. */
export function newShareId(ids: IdSource): string {
  return `${ids.now().toString(36)}${ids.random().toString(36).slice(2, 11)}`;
}

/**
 * A share record as stored (`userShares/{uid}/outgoing|incoming/{shareId}`, SPEC §3), or null when
 * it is not one. Times may be Firestore Timestamps (see `millis`); the owner's e-mail, which only
 * the recipient's drawer shows, may be missing from records of the earlier product.
 */
export function shareEntryFromDocument(
  data: unknown,
): (ShareEntry & { ownerEmail: string | null }) | null {
  if (!isRecord(data)) return null;
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
  const time = (value: unknown) => {
    const ms = millis(value);
    return typeof ms === 'number' && Number.isFinite(ms) ? ms : 0;
  };
  const [shareId, profileId, ownerUserId, targetUserId] = [
    text(data.shareId),
    text(data.profileId),
    text(data.ownerUserId),
    text(data.targetUserId),
  ];
  const { permission } = data;
  if (!shareId || !profileId || !ownerUserId || !targetUserId) return null;
  if (permission !== 'read' && permission !== 'edit') return null;
  return {
    shareId,
    profileId,
    profileName: text(data.profileName) ?? '',
    ownerUserId,
    ownerEmail: text(data.ownerEmail),
    targetUserId,
    targetUserEmail: text(data.targetUserEmail) ?? '',
    permission,
    sharedAt: time(data.sharedAt),
    updatedAt: time(data.updatedAt),
    isActive: data.isActive === true,
  };
}

/** One of the owner's profiles as far as access goes: its stored `permissions` map. */
export interface ProfileAccess {
  profileId: string;
  profileName: string;
  ownerUserId: string;
  permissions: unknown;
}

/** The share id of access that no share record describes (see `accessList`). */
export const unrecordedShareId = (profileId: string, targetUserId: string) =>
  `unrecorded:${profileId}:${targetUserId}`;

/** Ours: who a share is with, as the owner's lists name them. */
export const shareTargetLabel = (share: ShareEntry) =>
  share.targetUserEmail || `Unknown account (${share.targetUserId.slice(0, 8)})`;

/**
 * Who has access to the owner's profiles: everyone each profile's `permissions` grants 'read' or
 * 'edit' (the rules enforce that map, so it is the truth), described by the share record that names
 * them where there is one. Access with no record still shows, under `unrecordedShareId`, so the
 * owner can see it and take it back; a record whose person the profile no longer grants shows
 * nothing.
 */
export function accessList(
  profiles: readonly ProfileAccess[],
  records: readonly ShareEntry[],
): ShareEntry[] {
  return profiles.flatMap(({ profileId, profileName, ownerUserId, permissions }) => {
    if (!isRecord(permissions)) return [];
    return Object.entries(permissions).flatMap(([targetUserId, permission]): ShareEntry[] => {
      if (permission !== 'read' && permission !== 'edit') return [];
      const record = records.find(
        (each) => each.profileId === profileId && each.targetUserId === targetUserId,
      );
      if (record) return [{ ...record, profileName, permission, isActive: true }];
      return [
        {
          shareId: unrecordedShareId(profileId, targetUserId),
          profileId,
          profileName,
          ownerUserId,
          targetUserId,
          targetUserEmail: '',
          permission,
          sharedAt: 0,
          updatedAt: 0,
          isActive: true,
        },
      ];
    });
  });
}
