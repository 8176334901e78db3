/**
 * Client-side checks of the sign-in, sign-up and password-reset forms (SPEC §5 "Authentication").
 * Each returns the message to show, or null when the form may be sent. Pure, so the site's pages only
 * read their fields and show the result.
 */

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = 'Password should be at least 6 characters';
export const EMAIL_REQUIRED = 'Please enter your email address';
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
export function validateLogin({ email, password }: LoginFields): string | null {
  return blank(email) || password === '' ? FILL_ALL_FIELDS : null;
}

/** Signup: all four fields, then matching passwords, then the minimum length, in that order. */
export function validateSignup(fields: SignupFields): string | null {
  const { displayName, email, password, confirmPassword } = fields;
  if (blank(displayName) || blank(email) || password === '' || confirmPassword === '') {
    return FILL_ALL_FIELDS;
  }
  if (password !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

/** Forgot password: the e-mail is required. */
export function validateForgotPassword({ email }: ForgotPasswordFields): string | null {
  return blank(email) ? EMAIL_REQUIRED : null;
}
