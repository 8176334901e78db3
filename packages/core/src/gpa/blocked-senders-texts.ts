import type { AccountLocale } from '../account/account-locales';
import { accountDatum, sharingTexts } from './sharing-texts';

/**
 * Ours: the profile page's list of the senders the user blocked, and its Unblock (docs/decisions.md
 * "Consent to shares"), in each language of the account's pages. Apart from sharing-texts.ts, which
 * the GPA calculator loads, so that these texts weigh on the profile page only.
 */
export interface BlockedSendersTexts {
  title: string;
  intro: string;
  none: string;
  show: string;
  /** The button's label while the list is read. */
  showing: string;
  unblock: string;
  unblocking: string;
  /** The Unblock button of one sender, as a screen reader names it. */
  unblockSender: (label: string) => string;
  unblockFailed: string;
  loadFailed: string;
  /** A sender whose e-mail is not known, by the start of their account's id. */
  unknownAccount: (id: string) => string;
  unblocked: (label: string) => string;
}

export const BLOCKED_SENDERS_TEXTS: Readonly<Record<AccountLocale, BlockedSendersTexts>> = {
  en: {
    title: 'Blocked Senders',
    intro:
      'Shares from these people do not reach you. Unblock someone and their next share arrives as an invitation you can accept or decline.',
    none: 'You have not blocked anyone.',
    show: 'Show blocked senders',
    showing: 'Show blocked senders...',
    unblock: 'Unblock',
    unblocking: 'Unblock...',
    unblockSender: (label) => `Unblock ${label}`,
    unblockFailed: 'Failed to unblock. Please try again.',
    loadFailed: 'Error loading blocked senders. Please refresh.',
    unknownAccount: sharingTexts.en.unknownAcct,
    unblocked: (label) => `Unblocked ${label}. Their next share will ask you first.`,
  },
  hi: {
    title: 'ब्लॉक किए गए भेजने वाले',
    intro:
      'इन लोगों के साझाकरण आप तक नहीं पहुँचते। किसी को अनब्लॉक करें, तो उनका अगला साझाकरण एक निमंत्रण की तरह आएगा, जिसे आप स्वीकार या अस्वीकार कर सकते हैं।',
    none: 'आपने किसी को ब्लॉक नहीं किया है।',
    show: 'ब्लॉक किए गए भेजने वाले दिखाएँ',
    showing: 'लोड हो रहा है...',
    unblock: 'अनब्लॉक करें',
    unblocking: 'अनब्लॉक हो रहा है...',
    unblockSender: (label) => `${label} को अनब्लॉक करें`,
    unblockFailed: 'अनब्लॉक नहीं हो सका। फिर से कोशिश करें।',
    loadFailed: 'ब्लॉक किए गए भेजने वाले लोड नहीं हो सके। पेज रीफ़्रेश करें।',
    unknownAccount: (id) => `अज्ञात खाता (${id})`,
    unblocked: (label) => `${label} अनब्लॉक हो गए। उनका अगला साझाकरण पहले आपसे पूछेगा।`,
  },
};

const EN = BLOCKED_SENDERS_TEXTS.en;
// The English under the names its callers know.
export const {
  title: BLOCKED_SENDERS_TITLE,
  intro: BLOCKED_SENDERS_INTRO,
  none: NO_BLOCKED_SENDERS,
  show: SHOW_BLOCKED_LABEL,
  unblock: UNBLOCK_LABEL,
  unblockFailed: UNBLOCK_FAILED_MESSAGE,
  loadFailed: LOAD_BLOCKED_FAILED_MESSAGE,
  unblocked: unblockedMessage,
} = EN;

/** Who a blocked sender is, as the list names them: their e-mail, or the start of their id. */
export const blockedSenderLabel = (
  sender: { senderId: string; email: string | null },
  texts: BlockedSendersTexts = EN,
) => sender.email || texts.unknownAccount(accountDatum(sender.email, sender.senderId));
