/**
 * Wires the form of a sign-in, sign-up or password-reset page (AuthForm.astro) in the page's
 * language: the page's options are given the SPEC §5 checks' texts of that language and the GPA
 * page's address in it, where a signed-in visitor lands. The site's cloud (session.ts) is handed over.
 */
import { POST_LOGIN_PATH } from '../../../packages/core/src/account/return-path';
import { AUTH_CHECK_TEXTS, type AuthCheckTexts } from '../../../packages/core/src/auth-validation';
import { localeHref } from '../data/routes';
import { authForm, wireAuthForm, type AuthFormOptions } from './auth-form';
import { pageAccountLocale } from './page-locale';
import { siteCloud } from './session';

export interface AuthPageWords {
  checks: AuthCheckTexts;
  /** The GPA page in the page's language. */
  landing: string;
}

export function wireAuthPage(
  options: (form: HTMLFormElement, words: AuthPageWords) => AuthFormOptions,
): void {
  const locale = pageAccountLocale();
  const form = authForm();
  const words = { checks: AUTH_CHECK_TEXTS[locale], landing: localeHref(locale, POST_LOGIN_PATH) };
  wireAuthForm(form, options(form, words), siteCloud);
}
