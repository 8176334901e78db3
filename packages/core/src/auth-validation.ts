/**
 * Client-side checks of the sign-in, sign-up and password-reset forms (SPEC §5 "Authentication").
 * Each returns the message to show, or null when the form may be sent. Pure, so the site's pages only
 * read their fields and show the result. The message is SPEC's English unless the page hands in
 * its language's texts (AUTH_CHECK_TEXTS): one lookup by the check's key in either language.
 */
import type { AccountLocale } from './account/account-locales';

export interface AuthCheckTexts {
  fillAllFields: string;
  passwordsDoNotMatch: string;
  passwordTooShort: string;
  emailRequired: string;
}

export const AUTH_CHECK_TEXTS: Readonly<Record<AccountLocale, AuthCheckTexts>> = {
  en: {
    fillAllFields: 'Please fill in all fields',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordTooShort: 'Password should be at least 6 characters',
    emailRequired: 'Please enter your email address',
  },
  hi: {
    fillAllFields: 'कृपया सभी फ़ील्ड भरें',
    passwordsDoNotMatch: 'पासवर्ड मेल नहीं खाते',
    passwordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
    emailRequired: 'कृपया अपना ईमेल पता दर्ज करें',
  },
};

const EN = AUTH_CHECK_TEXTS.en;
// SPEC's English under the names its callers know.
export const {
  fillAllFields: FILL_ALL_FIELDS,
  passwordsDoNotMatch: PASSWORDS_DO_NOT_MATCH,
  passwordTooShort: PASSWORD_TOO_SHORT,
  emailRequired: EMAIL_REQUIRED,
} = EN;
export const MIN_PASSWORD_LENGTH = 6;

export interface LoginFields {
  email: string;
  password: string;
}

export interface SignupFields {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface ForgotPasswordFields {
  email: string;
}

/** A text field counts as filled when it has something besides whitespace. */
const blank = (value: string) => value.trim() === '';

/** Login: e-mail and password are both required. */
export function validateLogin({ email, password }: LoginFields, texts = EN): string | null {
  return blank(email) || password === '' ? texts.fillAllFields : null;
}

/** Signup: all four fields, then matching passwords, then the minimum length, in that order. */
export function validateSignup(fields: SignupFields, texts = EN): string | null {
  const { displayName, email, password, confirmPassword } = fields;
  if (blank(displayName) || blank(email) || password === '' || confirmPassword === '') {
    return texts.fillAllFields;
  }
  if (password !== confirmPassword) return texts.passwordsDoNotMatch;
  if ([...password].length < MIN_PASSWORD_LENGTH) return texts.passwordTooShort;
  return null;
}

/** Forgot password: the e-mail is required. */
export function validateForgotPassword({ email }: ForgotPasswordFields, texts = EN): string | null {
  return blank(email) ? texts.emailRequired : null;
}
