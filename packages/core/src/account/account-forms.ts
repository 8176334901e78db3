import { MIN_PASSWORD_LENGTH, PASSWORDS_DO_NOT_MATCH } from '../auth-validation';
import { CREATE_PASSWORD_TOO_SHORT, DISPLAY_NAME_EMPTY } from './auth-messages';

/**
 * Client-side checks of the account page's forms (SPEC §5 "Account page"). Each returns the message
 * to show, or null when the form may be sent, checking in the order SPEC lists the rules.
 */

export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
export const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 6 characters long';
export const NEW_PASSWORD_NOT_DIFFERENT = 'New password must be different from current password';
export const DELETION_PASSWORD_REQUIRED = 'Please enter your password';

export interface NewPasswordFields {
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordFields extends NewPasswordFields {
  currentPassword: string;
}

/** Counted in characters as people see them, as at sign-up. */
const tooShort = (password: string) => [...password].length < MIN_PASSWORD_LENGTH;

export function validateDisplayName(displayName: string): string | null {
  return displayName.trim() === '' ? DISPLAY_NAME_EMPTY : null;
}

/** Create Password (identity-provider accounts): matching, then long enough. */
export function validateCreatePassword({
  newPassword,
  confirmPassword,
}: NewPasswordFields): string | null {
  if (newPassword !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (tooShort(newPassword)) return CREATE_PASSWORD_TOO_SHORT;
  return null;
}

/** Change Password: the current one, matching new ones, long enough, and not the current one. */
export function validateChangePassword({
  currentPassword,
  newPassword,
  confirmPassword,
}: ChangePasswordFields): string | null {
  if (currentPassword === '') return CURRENT_PASSWORD_REQUIRED;
  if (newPassword !== confirmPassword) return NEW_PASSWORDS_DO_NOT_MATCH;
  if (tooShort(newPassword)) return NEW_PASSWORD_TOO_SHORT;
  if (newPassword === currentPassword) return NEW_PASSWORD_NOT_DIFFERENT;
  return null;
}

/** The password dialog of the deletion flow. */
export function validateDeletionPassword(password: string): string | null {
  return password === '' ? DELETION_PASSWORD_REQUIRED : null;
}
