import { formatAccountDate } from '../account/account-dates';
import { linkExpired } from './link-options';
import type { PublicLink, SharePermission, ShareEntry } from './model';

/**
 * Every text of sharing (SPEC §2 "Share dialog", §4 "Share permission", §5, §8 "GPA and sharing"):
 * what the owner's dialog and drawer, the store's refusals and a public link's page say. SPEC's
 * texts are to the letter; texts SPEC does not give are marked as ours.
 */

// ---- SPEC §5 and §8 -----------------------------------------------------------------------------

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
 * Ours: a share by e-mail goes only to an account that has verified that
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
  `Leave "${name}"? It will no longer be shared with you. If ${owner ?? 'its owner'} shares with you again, you will be asked first.`;
/**
 * Ours: consent to shares (docs/decisions.md "Consent to shares"). After a recipient left one of a
 * sender's shares, the sender's next ones arrive as invitations; a recipient may refuse a sender.
 */
export const BLOCKED_SENDER_MESSAGE = 'This user does not accept shares from you.';
export const TOO_MANY_SHARES_MESSAGE =
  'This user has too many shares from you waiting. Ask them to accept or leave some first.';
/** The owner's dialog: the recipient has not accepted the share yet. */
export const INVITED_LABEL = 'Invited';
export const invitationText = (owner: string | null) =>
  `${owner ?? 'Another user'} invites you to see this profile.`;
export const ACCEPT_LABEL = 'Accept';
export const DECLINE_LABEL = 'Decline';
export const BLOCK_LABEL = 'Block sender';
export const ACCEPT_SHARE_FAILED_MESSAGE = 'Failed to accept the shared profile';
export const acceptedShareMessage = (name: string) => `"${name}" is now shared with you.`;
export const blockQuestion = (name: string, owner: string | null) =>
  `Decline "${name}" and refuse every share from ${owner ?? 'this user'} from now on?`;
export const blockedMessage = (owner: string | null) =>
  `You will receive no more shares from ${owner ?? 'this user'}. You can unblock them on your profile page.`;
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
  BLOCKED_SENDER_MESSAGE,
  TOO_MANY_SHARES_MESSAGE,
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

// ---- Shares: SPEC §2 and §4 ---------------------------------------------------------------------

/** SPEC §2: how a permission reads in the select and on badges. */
export const PERMISSION_LABELS: Readonly<Record<SharePermission, string>> = {
  read: 'Read Only',
  edit: 'Edit Access',
};

/** SPEC §4: the toggle of a share, Grant Edit on a read share and Make Read-Only on an edit one. */
export function permissionToggle(permission: SharePermission): {
  label: string;
  next: SharePermission;
} {
  return permission === 'read'
    ? { label: 'Grant Edit', next: 'edit' }
    : { label: 'Make Read-Only', next: 'read' };
}

/** 'Shared on November 22, 2026 at 1:45 PM', in the account page's date format. */
export const sharedOnText = (sharedAt: number, timeZone?: string) =>
  `Shared on ${formatAccountDate(sharedAt, timeZone)}`;

/** Ours: another account as our lists name it: its e-mail, or the start of its id. */
export const accountLabel = (email: string | null, uid: string) =>
  email || `Unknown account (${uid.slice(0, 8)})`;

/** Ours: who a share is with, as the owner's lists name them. */
export const shareTargetLabel = (share: ShareEntry) =>
  accountLabel(share.targetUserEmail, share.targetUserId);

// Ours: outcomes SPEC leaves unworded.
export const sharedWithMessage = (email: string) => `Profile shared with ${email}`;
export const PERMISSION_UPDATED_MESSAGE = 'Permission updated';
export const SHARE_REMOVED_MESSAGE = 'Share removed';
export const LINK_CREATED_MESSAGE = 'Link created';
export const LINK_CREATE_FAILED_MESSAGE = 'Failed to create link';
export const LINK_REVOKED_MESSAGE = 'Link revoked';
export const LINK_REVOKE_FAILED_MESSAGE = 'Failed to revoke link';
export const LINK_COPIED_MESSAGE = 'Link copied to clipboard';

// ---- Public links -------------------------------------------------------------------------------

/** 'Never expires', 'Expires {date}' or, once past, 'Expired {date}'. */
export function linkExpiryText(
  link: Pick<PublicLink, 'expiresAt'>,
  now: number,
  timeZone?: string,
): string {
  if (link.expiresAt === null) return 'Never expires';
  const date = formatAccountDate(link.expiresAt, timeZone);
  return linkExpired(link.expiresAt, now) ? `Expired ${date}` : `Expires ${date}`;
}

/** Texts of the link page that SPEC §8 does not give. */
export const INCORRECT_PASSWORD_MESSAGE = 'Incorrect password';
export const PASSWORD_REQUIRED_MESSAGE = 'Please enter the password';

/**
 * What the link's page says of the profile it shows: a copy taken when the link was made (its
 * `sharedAt`), in the account page's date format. It names no owner: a link keeps the e-mail private.
 */
export const snapshotText = (sharedAt: number, timeZone?: string) =>
  `A read-only snapshot of this GPA profile, taken on ${formatAccountDate(sharedAt, timeZone)}. Later changes by its owner do not show here.`;
