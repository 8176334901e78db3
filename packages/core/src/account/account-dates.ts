import type { AccountLocale } from './account-locales';

/**
 * The account page's dates (SPEC §2 "Profile (account) page"): US long format with hour and
 * minute, 'November 22, 2026 at 1:45 PM', or 'Not available' when the service gave none. The
 * locale is fixed to en-US so that every visitor reads the same format, in their own time zone;
 * a page in Hindi writes them as Hindi does ('22 नवंबर 2026 को दोपहर 1:45 बजे'), in Latin digits
 * as the site's Hindi pages write numbers.
 */
const FORMATS: Readonly<
  Record<AccountLocale, { locale: string; options: Intl.DateTimeFormatOptions; none: string }>
> = {
  en: {
    locale: 'en-US',
    options: { dateStyle: 'long', timeStyle: 'short' },
    none: 'Not available',
  },
  hi: {
    locale: 'hi-IN',
    // A day period ('दोपहर') instead of the 'am'/'pm' hi-IN otherwise writes in Latin letters.
    options: {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
    },
    none: 'उपलब्ध नहीं',
  },
};

export const DATE_NOT_AVAILABLE = FORMATS.en.none;

/** `time` in milliseconds since the epoch; `timeZone` for tests, the visitor's own otherwise. */
export function formatAccountDate(
  time: number | null | undefined,
  timeZone?: string,
  language: AccountLocale = 'en',
): string {
  const { locale, options, none } = FORMATS[language];
  if (time === null || time === undefined || !Number.isFinite(time)) return none;
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(time);
}
