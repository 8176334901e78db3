import type { Locale } from '../i18n/locales';

/**
 * The languages the account's pages speak so far (sign-in, sign-up, password reset, the account
 * page, a shared link's page): each text table of theirs has one entry per language, so that a
 * language added here fails the typecheck until every table says its words.
 */
export const ACCOUNT_LOCALES = ['en', 'hi'] as const satisfies readonly Locale[];

export type AccountLocale = (typeof ACCOUNT_LOCALES)[number];

export const isAccountLocale = (locale: string): locale is AccountLocale =>
  (ACCOUNT_LOCALES as readonly string[]).includes(locale);

/**
 * The language the account's words are said in on a page in `locale`: its own, or English on a
 * page in a language they are not in yet (a calculator page in Marathi signs out in English).
 */
export const accountLocale = (locale: string): AccountLocale =>
  isAccountLocale(locale) ? locale : 'en';
