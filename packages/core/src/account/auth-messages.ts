import { PASSWORD_TOO_SHORT } from '../auth-validation';
import { UNREACHABLE_MESSAGE } from '../network-messages';

/**
 * The texts of the sign-in service's results (SPEC §8 "Authentication" and "Account page") and the
 * mapping of the service's error codes onto them. packages/cloud hands in the error it caught; the
 * site shows the text as it is.
 */

export const RESET_EMAIL_SENT = 'Check your inbox for further instructions';
export const NO_USER_LOGGED_IN = 'No user logged in';
export const PASSWORD_REQUIRED_FOR_DELETION = 'Password required for account deletion';
export const DISPLAY_NAME_EMPTY = 'Display name cannot be empty';
/** Create Password's minimum length, checked on the page and mapped from the service's code. */
export const CREATE_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';

/**
 * Ours: e-mail verification (SPEC §2 shows the verified badge; sharing only with a verified
 * e-mail makes it a flow), in the words of the 'Send verification e-mail' button it answers.
 */
export const verificationSentMessage = (email: string | null) =>
  `Verification e-mail sent${email ? ` to ${email}` : ''}. Open the link in it to verify your address.`;
export const EMAIL_VERIFIED_MESSAGE = 'Your e-mail address is verified.';

/** Actions whose failure reads 'Failed to ...: {message}'. */
type TemplatedAction = 'login' | 'signup' | 'google-sign-in' | 'google-sign-up' | 'reset-password';

/** Actions of the account page, each with texts of its own and a fallback. */
type AccountPageAction =
  | 'update-display-name'
  | 'create-password'
  | 'change-password'
  | 'reauthenticate'
  | 'delete-account'
  | 'send-verification'
  | 'check-verification';

export type AuthAction = TemplatedAction | AccountPageAction | 'sign-out';

/**
 * The '{message}' of SPEC §8's templates for the codes it names (an already-used e-mail, wrong
 * password, invalid credential, user not found, too many requests, expired or invalid action code,
 * requires recent login), plus a weak password and a malformed e-mail in SPEC §5's words. Other
 * errors pass the service's own message.
 */
export const AUTH_CODE_MESSAGES: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': 'This email is already in use by another account',
  'auth/wrong-password': 'Incorrect password',
  'auth/invalid-credential': 'Invalid email or password',
  'auth/invalid-login-credentials': 'Invalid email or password',
  'auth/user-not-found': 'No account found with this email',
  'auth/too-many-requests': 'Too many attempts, please try again later',
  'auth/expired-action-code': 'This link has expired',
  'auth/invalid-action-code': 'This link is invalid or has already been used',
  'auth/requires-recent-login': 'Please log out and log back in, then try again',
  'auth/weak-password': PASSWORD_TOO_SHORT,
  'auth/invalid-email': 'Please enter a valid email address',
};

const TEMPLATED: Record<TemplatedAction, string> = {
  login: 'Failed to log in: ',
  signup: 'Failed to create account: ',
  'google-sign-in': 'Failed to sign in with Google: ',
  'google-sign-up': 'Failed to sign up with Google: ',
  'reset-password': 'Failed to reset password: ',
};

const WRONG_PASSWORD_CODES = [
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
];
const CANCELLED_CODES = [
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
];

const withCodes = (codes: readonly string[], text: string) =>
  Object.fromEntries(codes.map((code) => [code, text]));

/** The account page's texts: some codes have their own, the rest get the fallback (SPEC §8). */
const ACCOUNT_PAGE: Record<
  AccountPageAction,
  { codes: Readonly<Record<string, string>>; otherwise: string }
> = {
  'update-display-name': { codes: AUTH_CODE_MESSAGES, otherwise: 'Failed to update display name' },
  'create-password': {
    codes: {
      ...AUTH_CODE_MESSAGES,
      'auth/weak-password': CREATE_PASSWORD_TOO_SHORT,
    },
    otherwise: 'Failed to create password',
  },
  'change-password': {
    codes: {
      ...withCodes(WRONG_PASSWORD_CODES, 'Current password is incorrect'),
      'auth/weak-password': 'New password is too weak',
      'auth/requires-recent-login': 'Please log out and log back in before changing your password',
    },
    otherwise: 'Failed to change password',
  },
  reauthenticate: {
    codes: {
      ...withCodes(WRONG_PASSWORD_CODES, 'Incorrect password. Please try again.'),
      ...withCodes(CANCELLED_CODES, 'Authentication cancelled. Please try again.'),
    },
    otherwise: 'Authentication failed. Please try again.',
  },
  'delete-account': {
    codes: {
      'auth/requires-recent-login': 'Please log out and log back in before deleting your account',
    },
    otherwise: 'Failed to delete account data',
  },
  'send-verification': {
    codes: {
      'auth/too-many-requests':
        'Too many verification e-mails were requested. Please wait a few minutes and try again.',
      'auth/network-request-failed': UNREACHABLE_MESSAGE,
    },
    otherwise: 'Failed to send verification e-mail. Please try again.',
  },
  // A check in the background (the page regained focus): its failure is logged, not shown.
  'check-verification': { codes: {}, otherwise: 'Failed to check whether the e-mail is verified' },
};

/** The service's error code ('auth/wrong-password'), or null for an error without one. */
export function authErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** The error's own message, without the SDK's 'Firebase: ' prefix. */
function underlyingMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Firebase: /, '');
}

/** The text to show when `action` failed with `error`. */
export function authErrorMessage(action: AuthAction, error: unknown): string {
  const code = authErrorCode(error);
  if (action in ACCOUNT_PAGE) {
    const texts = ACCOUNT_PAGE[action as AccountPageAction];
    return (code && texts.codes[code]) || texts.otherwise;
  }
  const prefix = action === 'sign-out' ? '' : TEMPLATED[action as TemplatedAction];
  return prefix + ((code && AUTH_CODE_MESSAGES[code]) || underlyingMessage(error));
}

/**
 * Codes after which the session is over (SPEC §8: the service signs the user out when the account
 * is disabled or the token has expired).
 */
export function endsSession(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/user-disabled' || code === 'auth/user-token-expired';
}
