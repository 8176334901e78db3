/**
 * The languages CampusCalc speaks: BCP 47 primary language subtags, English first (the language
 * every text is written in, and the one shown when no other is asked for or known).
 */
export const LOCALES = ['en', 'hi', 'mr', 'ta', 'te', 'kn', 'bn'] as const;

export type Locale = (typeof LOCALES)[number];

/** Every language but English: the ones whose texts are fetched when asked for. */
export type OtherLocale = Exclude<Locale, 'en'>;

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as a language picker lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  kn: 'ಕನ್ನಡ',
  bn: 'বাংলা',
};

const known = new Set<string>(LOCALES);

/**
 * The language a tag names, by its primary subtag ('hi-IN', 'HI' and 'hi-Latn' are Hindi), or null
 * for one CampusCalc does not speak or no tag at all.
 */
export function localeOf(tag: string | null | undefined): Locale | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return known.has(primary) ? (primary as Locale) : null;
}
