import { formatAccountDate } from '../account/account-dates';
import type { PublicLink, SharePermission } from './model';

/**
 * The share dialog's texts and rules (SPEC §2 "Share dialog", §4 "Share permission"), apart from
 * the checks and failure texts in sharing.ts. Texts SPEC does not give are marked as ours.
 */

/** SPEC §2: how a permission reads in the select and on badges. */
export const PERMISSION_LABELS: Readonly<Record<SharePermission, string>> = {
  read: 'Read Only',
  edit: 'Edit Access',
};

/** SPEC §4: a new share starts as read. */
export const DEFAULT_PERMISSION: SharePermission = 'read';

/** SPEC §4: the toggle of a share, Grant Edit on a read share and Make Read-Only on an edit one. */
export function permissionToggle(permission: SharePermission): {
  label: string;
  next: SharePermission;
} {
  return permission === 'read'
    ? { label: 'Grant Edit', next: 'edit' }
    : { label: 'Make Read-Only', next: 'read' };
}

/** SPEC §9: the dialog clears its profile this long after closing. */
export const SHARE_DIALOG_CLEAR_MS = 300;

/** 'Shared on November 22, 2026 at 1:45 PM', in the account page's date format. */
export const sharedOnText = (sharedAt: number, timeZone?: string) =>
  `Shared on ${formatAccountDate(sharedAt, timeZone)}`;

// Ours: outcomes SPEC leaves unworded.
export const sharedWithMessage = (email: string) => `Profile shared with ${email}`;
export const PERMISSION_UPDATED_MESSAGE = 'Permission updated';
export const SHARE_REMOVED_MESSAGE = 'Share removed';
export const LINK_CREATED_MESSAGE = 'Link created';
export const LINK_CREATE_FAILED_MESSAGE = 'Failed to create link';
export const LINK_REVOKED_MESSAGE = 'Link revoked';
export const LINK_REVOKE_FAILED_MESSAGE = 'Failed to revoke link';
export const LINK_COPIED_MESSAGE = 'Link copied to clipboard';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The choices of a public link's 'Expires' select, the first being the default. */
export const LINK_EXPIRY_CHOICES = [
  { value: 'never', label: 'Never', days: null },
  { value: '1', label: '1 day', days: 1 },
  { value: '7', label: '7 days', days: 7 },
  { value: '30', label: '30 days', days: 30 },
] as const;

export type LinkExpiryChoice = (typeof LINK_EXPIRY_CHOICES)[number]['value'];

/** When a link made at `now` with `choice` expires: null for never. */
export function linkExpiresAt(choice: LinkExpiryChoice, now: number): number | null {
  const { days } = LINK_EXPIRY_CHOICES.find(({ value }) => value === choice)!;
  return days === null ? null : now + days * DAY_MS;
}

/** A link is refused from its expiry time on (as firestore.rules has it: valid while now < expiresAt). */
export const isLinkExpired = ({ expiresAt }: Pick<PublicLink, 'expiresAt'>, now: number) =>
  expiresAt !== null && now >= expiresAt;

/** 'Never expires', 'Expires {date}' or, once past, 'Expired {date}'. */
export function linkExpiryText(
  link: Pick<PublicLink, 'expiresAt'>,
  now: number,
  timeZone?: string,
): string {
  if (link.expiresAt === null) return 'Never expires';
  const date = formatAccountDate(link.expiresAt, timeZone);
  return isLinkExpired(link, now) ? `Expired ${date}` : `Expires ${date}`;
}

/** The password field's text as the store takes it: empty means no password (never trimmed). */
export const linkPassword = (text: string): string | null => (text === '' ? null : text);
