import {
  isAccountLocale,
  type AccountLocale,
} from '../../../packages/core/src/account/account-locales';
import { routeLocale } from './routes';

/**
 * The language of an account page (sign-in, the account page, a shared link's) built at the
 * `[...locale]` route parameter `param`. Its words are in the account's languages only
 * (AccountLocale): one that routes.ts translates the page into without them fails the build.
 */
export function accountPageLocale(param: string | undefined): AccountLocale {
  const locale = routeLocale(param);
  if (!isAccountLocale(locale)) throw new Error(`The account's pages have no words in '${locale}'`);
  return locale;
}
