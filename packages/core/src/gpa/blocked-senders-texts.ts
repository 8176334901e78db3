import { accountLabel } from './sharing-texts';

/**
 * Ours: the profile page's list of the senders the user blocked, and its Unblock (docs/decisions.md
 * "Consent to shares"). Apart from sharing-texts.ts, which the GPA calculator loads, so that these
 * texts weigh on the profile page only.
 */

export const BLOCKED_SENDERS_TITLE = 'Blocked Senders';
export const BLOCKED_SENDERS_INTRO =
  'Shares from these people do not reach you. Unblock someone and their next share arrives as an invitation you can accept or decline.';
export const NO_BLOCKED_SENDERS = 'You have not blocked anyone.';
export const SHOW_BLOCKED_LABEL = 'Show blocked senders';
export const UNBLOCK_LABEL = 'Unblock';
export const UNBLOCK_FAILED_MESSAGE = 'Failed to unblock. Please try again.';
export const LOAD_BLOCKED_FAILED_MESSAGE = 'Error loading blocked senders. Please refresh.';

/** Who a blocked sender is, as the list names them. */
export const blockedSenderLabel = (sender: { senderId: string; email: string | null }) =>
  accountLabel(sender.email, sender.senderId);

export const unblockedMessage = (label: string) =>
  `Unblocked ${label}. Their next share will ask you first.`;
