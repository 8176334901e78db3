import type { ShareEntry, SharePermission } from './model';
import { millis } from './profile-document';
import type { IdSource } from './profiles';
import {
  ALREADY_SHARED_MESSAGE,
  BLOCKED_SENDER_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  TOO_MANY_SHARES_MESSAGE,
  UNVERIFIED_USER_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from './sharing-texts';
import { isRecord } from './json-record';

/**
 * The rules of sharing a profile by e-mail (SPEC §4 "Share permission", §5 "Share dialog"): checks,
 * ids and share records. Its texts are in sharing-texts.ts.
 */

/** SPEC §4: a new share starts as read. */
export const DEFAULT_PERMISSION: SharePermission = 'read';

/** SPEC §9: the share dialog clears its profile this long after closing. */
export const SHARE_DIALOG_CLEAR_MS = 300;

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
 * (the cloud data model in docs/architecture.md; undefined when there is none): the holder, once their e-mail is verified.
 * Keys written before verification existed carry no flag and count as unverified.
 */
export function shareTargetFromLookup(data: unknown): string {
  if (!isRecord(data) || typeof data.uid !== 'string' || data.uid === '') {
    throw new Error(USER_NOT_FOUND_MESSAGE);
  }
  if (data.verified !== true) throw new Error(UNVERIFIED_USER_MESSAGE);
  return data.uid;
}

/**
 * The most share records one sender has at one recipient that she has not answered (accepting,
 * declining and leaving lower the count, and so does the sender's unsharing): firestore.rules'
 * maxSentShares, generated from this (scales/rules-tables.ts); docs/decisions.md "Consent to
 * shares" says why 25.
 */
export const MAX_SENT_SHARES = 25;

/**
 * How a new share may go to a recipient, from what the recipient's record of the sender holds
 * (`userShares/{target}/senders/{sender}` = { sent, left?, blocked? }, undefined when there is
 * none; docs/decisions.md "Consent to shares"): as an invitation once the recipient left one of the
 * sender's shares; refused when the recipient blocked the sender or the sender's count is full.
 */
export function shareConsent(mark: unknown): { invited: boolean } {
  const data = isRecord(mark) ? mark : {};
  if (data.blocked === true) throw new Error(BLOCKED_SENDER_MESSAGE);
  if (typeof data.sent === 'number' && data.sent >= MAX_SENT_SHARES) {
    throw new Error(TOO_MANY_SHARES_MESSAGE);
  }
  return { invited: data.left === true };
}

/**
 * What the sender writes (merged) into the recipient's record of her as she unshares `shareId`
 * there, in the batch that deletes it (docs/decisions.md "Consent to shares"), from the record as
 * stored: her count one lower (`lower`, the store's decrement), naming the record for the rules.
 * Null when the count is 0 or missing (a record of shares made before counting, a count the
 * recipient's answers lowered first): the unshare goes on without it.
 */
export function unsharedMark<D>(
  mark: unknown,
  shareId: string,
  lower: D,
): { sent: D; unshared: string } | null {
  const sent = isRecord(mark) ? mark.sent : undefined;
  return Number.isInteger(sent) && (sent as number) > 0 ? { sent: lower, unshared: shareId } : null;
}

/**
 * The most counts one batch lowers. The rules read the share record each lowered count names, and
 * Firestore's rules read at most 20 documents for one batch (the emulator refuses the 21st), some
 * of them for the batch's other writes; a count left as it is costs only its sender.
 */
export const MAX_COUNTS_LOWERED = 10;

/** The share records whose counts a batch deleting `shares` lowers: one a target, the first ones. */
export function countsToLower<S extends { targetUserId: string }>(shares: readonly S[]): S[] {
  const targets = new Set(shares.map((share) => share.targetUserId));
  return [...targets]
    .slice(0, MAX_COUNTS_LOWERED)
    .map((target) => shares.find((share) => share.targetUserId === target)!);
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
    ...(data.invited === true ? { invited: true as const } : {}),
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
