import { formatAccountDate } from '../account/account-dates';
import { textModule } from '../i18n/texts';
import { linkExpired } from './link-options';
import type { PublicLink, SharePermission, ShareEntry } from './model';
import { storeTexts } from './store-texts';

/**
 * Every text of sharing (SPEC §2 "Share dialog", §4 "Share permission", §5, §8 "GPA and sharing"):
 * what the owner's dialog and drawer, the store's refusals and a public link's page say. SPEC's
 * texts are to the letter; texts SPEC does not give are marked as ours. The element's are the
 * module `gpa-sharing`; the stores (packages/cloud) throw its refusals in English, the constants
 * below, and the account's pages show them so.
 */
export const sharingTexts = textModule('gpa-sharing', {
  // ---- SPEC §5 and §8 ---------------------------------------------------------------------------
  invalidEmail: 'Please enter a valid email address',
  alreadyShared: 'Profile is already shared with this user',
  userNotFound: 'User not found',
  shareGone: 'Share not found',
  dataNotFound: 'Profile data not found',
  sharedGone: 'Shared profile not found',
  linkExpired: 'Share link has expired',
  noCopying: 'Copying is not allowed for this profile',
  shareFailed: 'Failed to share profile',
  permFailed: 'Failed to update permission',
  removeFailed: 'Failed to remove share',
  unshareError: 'Error unsharing profile',
  copyError: 'Error copying profile',
  /**
   * Ours: a share by e-mail goes only to an account that has verified that address, since anyone
   * can sign up with someone else's address.
   */
  unverified:
    'This user has not verified their email address yet. Ask them to verify it from their profile page, then share again.',
  /** Ours: the share dialog's e-mail is the user's own (SPEC gives no text for it). */
  selfShare: 'You cannot share a profile with yourself',
  // Ours: a recipient leaving a profile shared with them (SPEC has no such action).
  leaveFailed: 'Failed to leave the shared profile',
  left: (name: string) => `You left "${name}".`,
  leaveAsk: (name: string, owner: string | null) =>
    `Leave "${name}"? It will no longer be shared with you. If ${owner ?? 'its owner'} shares with you again, you will be asked first.`,
  // Ours: consent to shares (docs/decisions.md "Consent to shares"). After a recipient left one of
  // a sender's shares, the sender's next ones arrive as invitations; a recipient may refuse one.
  blockedYou: 'This user does not accept shares from you.',
  tooMany:
    'This user has too many shares from you waiting. Ask them to accept or leave some first.',
  /** The owner's dialog: the recipient has not accepted the share yet. */
  invited: 'Invited',
  invitation: (owner: string | null) =>
    `${owner ?? 'Another user'} invites you to see this profile.`,
  accept: 'Accept',
  decline: 'Decline',
  block: 'Block sender',
  acceptFailed: 'Failed to accept the shared profile',
  accepted: (name: string) => `"${name}" is now shared with you.`,
  blockAsk: (name: string, owner: string | null) =>
    `Decline "${name}" and refuse every share from ${owner ?? 'this user'} from now on?`,
  blocked: (owner: string | null) =>
    `You will receive no more shares from ${owner ?? 'this user'}. You can unblock them on your profile page.`,
  /** Ours: a copy of a shared profile or a link was made, under this name. */
  copied: (name: string) => `Copied to your account as "${name}".`,
  // ---- Shares: SPEC §2 and §4 -------------------------------------------------------------------
  /** SPEC §2: how a permission reads in the select and on badges. */
  permission: (permission: SharePermission): string =>
    permission === 'read' ? 'Read Only' : 'Edit Access',
  /** SPEC §4: the toggle of a share, Grant Edit on a read share and Make Read-Only on an edit one. */
  toggle: (permission: SharePermission): string =>
    permission === 'read' ? 'Grant Edit' : 'Make Read-Only',
  /** A share's or a link's date and time: the account page's format (`timeZone` for tests). */
  date: (time: number, timeZone?: string) => formatAccountDate(time, timeZone),
  sharedOn: (date: string) => `Shared on ${date}`,
  /** Ours: another account whose e-mail is not known, by the start of its id. */
  unknownAcct: (id: string) => `Unknown account (${id})`,
  // ---- Public links -----------------------------------------------------------------------------
  neverExpires: 'Never expires',
  expires: (date: string) => `Expires ${date}`,
  expired: (date: string) => `Expired ${date}`,
});

export type SharingTexts = typeof sharingTexts.en;

// The texts in English, as the stores throw them and the account's pages show them.
const EN = sharingTexts.en;
export const INVALID_EMAIL_MESSAGE = EN.invalidEmail;
export const ALREADY_SHARED_MESSAGE = EN.alreadyShared;
export const USER_NOT_FOUND_MESSAGE = EN.userNotFound;
export const SHARE_NOT_FOUND_MESSAGE = EN.shareGone;
export const PROFILE_DATA_NOT_FOUND_MESSAGE = EN.dataNotFound;
export const SHARED_PROFILE_NOT_FOUND_MESSAGE = EN.sharedGone;
export const LINK_EXPIRED_MESSAGE = EN.linkExpired;
export const COPY_NOT_ALLOWED_MESSAGE = EN.noCopying;
export const COPY_ERROR_MESSAGE = EN.copyError;
export const UNVERIFIED_USER_MESSAGE = EN.unverified;
export const SELF_SHARE_MESSAGE = EN.selfShare;
export const BLOCKED_SENDER_MESSAGE = EN.blockedYou;
export const TOO_MANY_SHARES_MESSAGE = EN.tooMany;
export const invitationText = EN.invitation;
export const acceptedShareMessage = EN.accepted;
export const blockedMessage = EN.blocked;
export const copiedMessage = EN.copied;
/** The account's store's notices, which the element says with the store's texts. */
export const LOAD_PROFILES_ERROR_MESSAGE = storeTexts.en.loadFailed;
export const DUPLICATES_CLEANED_MESSAGE = storeTexts.en.deduped;

/**
 * The service errors of SPEC §8 that a user should read as they are; any other failure of a
 * sharing call shows the caller's default text.
 */
const REFUSALS = [
  'invalidEmail',
  'alreadyShared',
  'userNotFound',
  'unverified',
  'selfShare',
  'blockedYou',
  'tooMany',
  'shareGone',
  'dataNotFound',
  'sharedGone',
  'linkExpired',
  'noCopying',
] as const;

export const SHARING_REFUSALS: readonly string[] = [
  ...REFUSALS.map((key) => EN[key]),
  storeTexts.en.notFound,
];

/**
 * The message a failed sharing call shows: a SPEC refusal as `texts` say it (the store's `store`,
 * for a profile not found), else `fallback`.
 */
export function sharingFailureMessage(
  error: unknown,
  fallback: string,
  texts: SharingTexts = EN,
  store = storeTexts.en,
): string {
  const message = error instanceof Error ? error.message : '';
  const refusal = REFUSALS.find((key) => EN[key] === message);
  if (refusal) return texts[refusal];
  return message === storeTexts.en.notFound ? store.notFound : fallback;
}

// ---- Shares: SPEC §2 and §4 ---------------------------------------------------------------------

/** SPEC §2: how a permission reads in the select and on badges, in English. */
export const PERMISSION_LABELS: Readonly<Record<SharePermission, string>> = {
  read: EN.permission('read'),
  edit: EN.permission('edit'),
};

/** SPEC §4: the toggle of a share: its button's label, and the permission it gives. */
export function permissionToggle(
  permission: SharePermission,
  texts: SharingTexts = EN,
): { label: string; next: SharePermission } {
  return { label: texts.toggle(permission), next: permission === 'read' ? 'edit' : 'read' };
}

/** 'Shared on November 22, 2026 at 1:45 PM', in the account page's date format. */
export const sharedOnText = (sharedAt: number, timeZone?: string, texts: SharingTexts = EN) =>
  texts.sharedOn(texts.date(sharedAt, timeZone));

/** What of another account our lists show as it is (data): its e-mail, or the start of its id. */
export const accountDatum = (email: string | null, uid: string) => email || uid.slice(0, 8);

/** Ours: another account as our lists name it: its e-mail, or the start of its id. */
export const accountLabel = (email: string | null, uid: string, texts: SharingTexts = EN) =>
  email || texts.unknownAcct(accountDatum(email, uid));

/** Ours: who a share is with, as the owner's lists name them. */
export const shareTargetLabel = (share: ShareEntry, texts: SharingTexts = EN) =>
  accountLabel(share.targetUserEmail, share.targetUserId, texts);

/** The data in `shareTargetLabel`: the e-mail, or the start of the account's id. */
export const shareTargetDatum = (share: ShareEntry) =>
  accountDatum(share.targetUserEmail, share.targetUserId);

// ---- Public links -------------------------------------------------------------------------------

/** 'Never expires', 'Expires {date}' or, once past, 'Expired {date}'. */
export function linkExpiryText(
  link: Pick<PublicLink, 'expiresAt'>,
  now: number,
  timeZone?: string,
  texts: SharingTexts = EN,
): string {
  if (link.expiresAt === null) return texts.neverExpires;
  const date = texts.date(link.expiresAt, timeZone);
  return linkExpired(link.expiresAt, now) ? texts.expired(date) : texts.expires(date);
}

/** Texts of the link page that SPEC §8 does not give (the site's page, not the element). */
export const INCORRECT_PASSWORD_MESSAGE = 'Incorrect password';
export const PASSWORD_REQUIRED_MESSAGE = 'Please enter the password';

/**
 * What the link's page says of the profile it shows: a copy taken when the link was made (its
 * `sharedAt`), in the account page's date format. It names no owner: a link keeps the e-mail private.
 */
export const snapshotText = (sharedAt: number, timeZone?: string) =>
  `A read-only snapshot of this GPA profile, taken on ${formatAccountDate(sharedAt, timeZone)}. Later changes by its owner do not show here.`;
