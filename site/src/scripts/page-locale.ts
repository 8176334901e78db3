import {
  accountLocale,
  type AccountLocale,
} from '../../../packages/core/src/account/account-locales';
import { routeLocale, type SiteLocale } from '../data/routes';

/** The language the page was rendered in (SiteLayout's <html lang>): its scripts speak it too. */
export const pageLocale = (): SiteLocale => routeLocale(document.documentElement.lang);

/** The language of the account's words on this page: the page's, where they are in it. */
export const pageAccountLocale = (): AccountLocale => accountLocale(pageLocale());
