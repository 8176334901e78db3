import { AUTH_CHECK_TEXTS, MIN_PASSWORD_LENGTH } from '../auth-validation';
import type { AccountLocale } from './account-locales';
import { AUTH_TEXTS } from './auth-messages';

/**
 * Client-side checks of the account page's forms (SPEC §5 "Account page"). Each returns the message
 * to show, or null when the form may be sent, checking in the order SPEC lists the rules. The
 * message is SPEC's English unless the page hands in its language's texts (ACCOUNT_CHECK_TEXTS).
 */

export interface AccountCheckTexts {
  displayNameEmpty: string;
  passwordsDoNotMatch: string;
  createPasswordTooShort: string;
  currentPasswordRequired: string;
  newPasswordsDoNotMatch: string;
  newPasswordTooShort: string;
  newPasswordNotDifferent: string;
  deletionPasswordRequired: string;
}

/** What both the sign-up form and the service say already, in the language `locale`. */
const shared = (locale: AccountLocale) => ({
  displayNameEmpty: AUTH_TEXTS[locale].displayNameEmpty,
  passwordsDoNotMatch: AUTH_CHECK_TEXTS[locale].passwordsDoNotMatch,
  createPasswordTooShort: AUTH_TEXTS[locale].createPasswordTooShort,
});

export const ACCOUNT_CHECK_TEXTS: Readonly<Record<AccountLocale, AccountCheckTexts>> = {
  en: {
    ...shared('en'),
    currentPasswordRequired: 'Please enter your current password',
    newPasswordsDoNotMatch: 'New passwords do not match',
    newPasswordTooShort: 'New password must be at least 6 characters long',
    newPasswordNotDifferent: 'New password must be different from current password',
    deletionPasswordRequired: 'Please enter your password',
  },
  hi: {
    ...shared('hi'),
    currentPasswordRequired: 'कृपया अपना मौजूदा पासवर्ड दर्ज करें',
    newPasswordsDoNotMatch: 'नए पासवर्ड मेल नहीं खाते',
    newPasswordTooShort: 'नया पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
    newPasswordNotDifferent: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
    deletionPasswordRequired: 'कृपया अपना पासवर्ड दर्ज करें',
  },
};

const EN = ACCOUNT_CHECK_TEXTS.en;
// SPEC's English under the names its callers know.
export const {
  currentPasswordRequired: CURRENT_PASSWORD_REQUIRED,
  newPasswordsDoNotMatch: NEW_PASSWORDS_DO_NOT_MATCH,
  newPasswordTooShort: NEW_PASSWORD_TOO_SHORT,
  newPasswordNotDifferent: NEW_PASSWORD_NOT_DIFFERENT,
  deletionPasswordRequired: DELETION_PASSWORD_REQUIRED,
} = EN;

export interface NewPasswordFields {
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordFields extends NewPasswordFields {
  currentPassword: string;
}

/** Counted in characters as people see them, as at sign-up. */
const tooShort = (password: string) => [...password].length < MIN_PASSWORD_LENGTH;

export function validateDisplayName(displayName: string, texts = EN): string | null {
  return displayName.trim() === '' ? texts.displayNameEmpty : null;
}

/** Create Password (identity-provider accounts): matching, then long enough. */
export function validateCreatePassword(
  { newPassword, confirmPassword }: NewPasswordFields,
  texts = EN,
): string | null {
  if (newPassword !== confirmPassword) return texts.passwordsDoNotMatch;
  if (tooShort(newPassword)) return texts.createPasswordTooShort;
  return null;
}

/** Change Password: the current one, matching new ones, long enough, and not the current one. */
export function validateChangePassword(
  { currentPassword, newPassword, confirmPassword }: ChangePasswordFields,
  texts = EN,
): string | null {
  if (currentPassword === '') return texts.currentPasswordRequired;
  if (newPassword !== confirmPassword) return texts.newPasswordsDoNotMatch;
  if (tooShort(newPassword)) return texts.newPasswordTooShort;
  if (newPassword === currentPassword) return texts.newPasswordNotDifferent;
  return null;
}

/** The password dialog of the deletion flow. */
export function validateDeletionPassword(password: string, texts = EN): string | null {
  return password === '' ? texts.deletionPasswordRequired : null;
}
