import {
  ACCOUNT_LOCALES,
  type AccountLocale,
} from '../../../packages/core/src/account/account-locales';
import { routeLocaleAmong } from './routes';

/**
 * The language of an account page (sign-in, the account page, a shared link's) built at the
 * `[...locale]` route parameter `param`. Its words are in the account's languages only
 * (AccountLocale).
 */
export const accountPageLocale = (param: string | undefined): AccountLocale =>
  routeLocaleAmong(ACCOUNT_LOCALES, param, "The account's pages");
