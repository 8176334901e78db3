import type { Locale } from '../../../packages/core/src/i18n/locales.ts';

/** A page the navigation links to: its address and its name in the menus. */
export interface NavPage {
  href: string;
  label: string;
}

/**
 * A calculator's page: its label is the page's heading too, and `tag` names the element of
 * widgets/catalog.ts it shows, so that the tests and the bench find every calculator's page.
 */
export interface CalculatorPage extends NavPage {
  tag: string;
}

/** The GPA calculator's page: first in the navigation, and where the brand, `/` and unknown paths lead. */
export const GPA_PAGE: CalculatorPage = {
  href: '/gpa-calculator',
  label: 'GPA Calculator',
  tag: 'gpa-calculator',
};

/** The other calculators' pages, in the order of the navigation's Other Tools dropdown. */
export const OTHER_TOOLS: readonly CalculatorPage[] = [
  { href: '/sdt-calculator', label: 'Speed Distance Time Calculator', tag: 'sdt-calculator' },
  { href: '/matrix-calculator', label: 'Matrix Determinant Calculator', tag: 'matrix-determinant' },
  { href: '/number-converter', label: 'Number Converter', tag: 'number-converter' },
  { href: '/attendance-calculator', label: 'Attendance Calculator', tag: 'attendance-calculator' },
];

export const ABOUT_PAGE: NavPage = { href: '/about', label: 'About' };

/** Every calculator's page, the GPA calculator first: the About page lists them too. */
export const CALCULATOR_PAGES: readonly CalculatorPage[] = [GPA_PAGE, ...OTHER_TOOLS];

/** The navigation's pages, in its order (the phone's side menu lists them all). */
export const NAV_PAGES: readonly NavPage[] = [...CALCULATOR_PAGES, ABOUT_PAGE];

/** The site's content routes: the sitemap lists them; the calculators are also precached offline. */
export const CALCULATOR_ROUTES: readonly string[] = CALCULATOR_PAGES.map((page) => page.href);

/** The pages the service worker precaches, so they open again offline. */
export const OFFLINE_ROUTES: readonly string[] = [...CALCULATOR_ROUTES, ABOUT_PAGE.href];

/** The languages of the site's pages: CampusCalc's, English and those some pages are translated into. */
export type SiteLocale = Locale;

/** The pages every language has: the calculators and About. */
const EVERY_LANGUAGE = [...CALCULATOR_ROUTES, ABOUT_PAGE.href];

/** The page that tells a site's admin how to embed a calculator (its reference stays English). */
const EMBED_PAGE = '/embed';

/** Each language but English, with the pages (English paths) it has so far. */
export const TRANSLATED_PAGES: Readonly<Record<Exclude<SiteLocale, 'en'>, readonly string[]>> = {
  hi: [
    ...EVERY_LANGUAGE,
    EMBED_PAGE,
    '/login',
    '/signup',
    '/forgot-password',
    '/profile',
    '/shared',
  ],
  mr: EVERY_LANGUAGE,
  ta: EVERY_LANGUAGE,
  te: EVERY_LANGUAGE,
  kn: EVERY_LANGUAGE,
  bn: EVERY_LANGUAGE,
};

/** `href` (an English path) in `locale`: under '/{locale}' where it is translated, else as it is. */
export const localeHref = (locale: SiteLocale, href: string): string =>
  locale !== 'en' && TRANSLATED_PAGES[locale].includes(href) ? `/${locale}${href}` : href;

/** The languages the page at `href` (an English path) is in: English, and each that has it. */
const localesOf = (href: string): SiteLocale[] => [
  'en',
  ...(Object.keys(TRANSLATED_PAGES) as Exclude<SiteLocale, 'en'>[]).filter((locale) =>
    TRANSLATED_PAGES[locale].includes(href),
  ),
];

/** The page at `href` (an English path) by language: its address in each it is in. */
export const pageVersions = (href: string): Partial<Record<SiteLocale, string>> =>
  Object.fromEntries(localesOf(href).map((locale) => [locale, localeHref(locale, href)]));

/** The static paths of a page at `href` in English (no prefix) and each language that has it. */
export const localePaths = (href: string) =>
  localesOf(href).map((locale) => ({ params: { locale: locale === 'en' ? undefined : locale } }));

/**
 * The page's language from its `[...locale]` route parameter: TRANSLATED_PAGES names every language
 * but English.
 */
export const routeLocale = (param: string | undefined): SiteLocale =>
  param !== undefined && Object.hasOwn(TRANSLATED_PAGES, param) ? (param as SiteLocale) : 'en';

/**
 * The language of a page built at the `[...locale]` route parameter `param`, among the languages
 * `locales` its words are in: one that TRANSLATED_PAGES translates it into without them fails the
 * build, named by `page`.
 */
export function routeLocaleAmong<Among extends SiteLocale>(
  locales: readonly Among[],
  param: string | undefined,
  page: string,
): Among {
  const locale = routeLocale(param);
  if (!(locales as readonly SiteLocale[]).includes(locale)) {
    throw new Error(`${page} has no words in '${locale}'`);
  }
  return locale as Among;
}

/** Where the student's choice of language is kept (the navbar's picker), across visits. */
export const LANGUAGE_KEY = 'campuscalc-language';

/** The embed page and its reference, indexed but not precached. */
const EMBED_PAGES = [EMBED_PAGE, `${EMBED_PAGE}/reference`];

/**
 * The content pages' translations ('/hi/sdt-calculator', '/hi/embed'...): the account pages' are
 * not indexed.
 */
const TRANSLATED_CONTENT: readonly string[] = Object.entries(TRANSLATED_PAGES).flatMap(
  ([locale, hrefs]) =>
    hrefs
      .filter((href) => OFFLINE_ROUTES.includes(href) || EMBED_PAGES.includes(href))
      .map((href) => `/${locale}${href}`),
);

/** Every page a search engine should index. */
export const CONTENT_ROUTES: readonly string[] = [
  ...OFFLINE_ROUTES,
  ...TRANSLATED_CONTENT,
  ...EMBED_PAGES,
];
