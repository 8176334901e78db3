/**
 * What a recipient keeps of each sender, `userShares/{recipient}/senders/{sender}` = { sent, left?,
 * blocked?, senderEmail?, updatedAt?, unshared? } (docs/decisions.md "Consent to shares"), as her
 * own answers write it. The sender's side (raising `sent`, reading the marks) is sharing.ts's
 * `shareConsent`; lowering it as she unshares, `unsharedMark`.
 */
import { isRecord } from './json-record';

/** A field of a stored record, or undefined. */
const fieldOf = (data: unknown, field: string): unknown =>
  isRecord(data) ? data[field] : undefined;

/** How the recipient answered one of the sender's shares. */
export type ShareAnswer = 'accepted' | 'left' | 'blocked';

/**
 * The fields the recipient writes (merged) into her record of a sender as she answers one of his
 * shares, given the record as stored (undefined when there is none): the count lowered by that one
 * share, never below 0 (a record of shares made before counting has nothing to lower); `left` or
 * `blocked` as she left or blocked; the sender's e-mail as her drawer showed it, for her list of
 * blocked senders. Accepting marks nothing: an accepted share is consented to and counts no more.
 */
export function answeredMark(
  stored: unknown,
  answer: ShareAnswer,
  senderEmail: string | null,
): Record<string, unknown> {
  const sent = fieldOf(stored, 'sent');
  return {
    ...(Number.isInteger(sent) && (sent as number) > 0 ? { sent: (sent as number) - 1 } : {}),
    ...(answer === 'left' ? { left: true } : {}),
    ...(answer === 'blocked' ? { blocked: true } : {}),
    ...(answer === 'blocked' && senderEmail ? { senderEmail } : {}),
  };
}

/** A sender the recipient blocked, as her account page lists them. */
export interface BlockedSender {
  senderId: string;
  /** The sender's e-mail as her drawer showed it; null when it named none ('another user'). */
  email: string | null;
}

/** A blocked sender from the recipient's record of them, or null when it blocks nothing. */
export function blockedSenderFromDocument(senderId: string, data: unknown): BlockedSender | null {
  if (fieldOf(data, 'blocked') !== true) return null;
  const senderEmail = fieldOf(data, 'senderEmail');
  const email = typeof senderEmail === 'string' && senderEmail !== '' ? senderEmail : null;
  return { senderId, email };
}

/**
 * What unblocking writes (merged) into the record, `deleted` being the store's delete of a field:
 * no longer blocked, but `left`, so that the sender's next share arrives as an invitation she
 * accepts or declines, not in her drawer unasked. The count stays.
 */
export const unblockedMark = <D>(deleted: D) => ({
  blocked: deleted,
  senderEmail: deleted,
  left: true as const,
});
