import { formatAccountDate } from '../account/account-dates';
import type { AccountLocale } from '../account/account-locales';
import {
  INCORRECT_PASSWORD_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  snapshotText,
} from './sharing-texts';

/**
 * What a public link's page says that the GPA calculator does not (sharing-texts.ts keeps the
 * English, which the link's functions throw), in each language of the account's pages. Apart
 * from sharing-texts.ts, which the GPA calculator loads, so that the Hindi weighs on this page only.
 */
export interface LinkPageTexts {
  incorrectPassword: string;
  passwordRequired: string;
  /** When the profile shown was copied into the link, naming no owner (a link keeps it private). */
  snapshot: (sharedAt: number, timeZone?: string) => string;
}

export const LINK_PAGE_TEXTS: Readonly<Record<AccountLocale, LinkPageTexts>> = {
  en: {
    incorrectPassword: INCORRECT_PASSWORD_MESSAGE,
    passwordRequired: PASSWORD_REQUIRED_MESSAGE,
    snapshot: snapshotText,
  },
  hi: {
    incorrectPassword: 'गलत पासवर्ड',
    passwordRequired: 'कृपया पासवर्ड दर्ज करें',
    snapshot: (sharedAt, timeZone) =>
      `इस GPA प्रोफ़ाइल की केवल पढ़ने के लिए प्रति, जो ${formatAccountDate(sharedAt, timeZone, 'hi')} ली गई थी। इसके मालिक के बाद के बदलाव यहाँ नहीं दिखते।`,
  },
};

/**
 * The page's words for a refusal to open a protected link (`unlockPublicLink` throws it in
 * English), in `texts`' language; null for any other error.
 */
export function linkPasswordRefusal(error: unknown, texts: LinkPageTexts): string | null {
  const message = error instanceof Error ? error.message : '';
  if (message === INCORRECT_PASSWORD_MESSAGE) return texts.incorrectPassword;
  if (message === PASSWORD_REQUIRED_MESSAGE) return texts.passwordRequired;
  return null;
}
