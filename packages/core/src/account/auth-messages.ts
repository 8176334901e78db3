import { AUTH_CHECK_TEXTS } from '../auth-validation';
import { UNREACHABLE_MESSAGE } from '../network-messages';
import type { AccountLocale } from './account-locales';

/**
 * The texts of the sign-in service's results (SPEC §8 "Authentication" and "Account page") and the
 * mapping of the service's error codes onto them, in each language of the account's pages
 * (AUTH_TEXTS; SPEC's English is the default). packages/cloud hands in the error it caught and the
 * page's texts; the site shows the text as it is.
 */

/**
 * The codes SPEC §8's templates name (an already-used e-mail, wrong password, invalid credential,
 * user not found, too many requests, expired or invalid action code, requires recent login), plus
 * a weak password and a malformed e-mail in SPEC §5's words.
 */
type AuthCode =
  | 'auth/email-already-in-use'
  | 'auth/wrong-password'
  | 'auth/invalid-credential'
  | 'auth/invalid-login-credentials'
  | 'auth/user-not-found'
  | 'auth/too-many-requests'
  | 'auth/expired-action-code'
  | 'auth/invalid-action-code'
  | 'auth/requires-recent-login'
  | 'auth/weak-password'
  | 'auth/invalid-email';

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

export interface AuthTexts {
  resetSent: string;
  noUser: string;
  passwordRequiredForDeletion: string;
  displayNameEmpty: string;
  /** Create Password's minimum length, checked on the page and mapped from the service's code. */
  createPasswordTooShort: string;
  /**
   * Ours: e-mail verification (SPEC §2 shows the verified badge; sharing only with a verified
   * e-mail makes it a flow), in the words of the 'Send verification e-mail' button it answers.
   */
  verificationSent: (email: string | null) => string;
  emailVerified: string;
  /** SPEC §8's '{message}' for the codes it names. */
  codes: Readonly<Record<AuthCode, string>>;
  /**
   * The '{message}' of any other error. SPEC's English passes the service's own message; another
   * language cannot, and says what went wrong in its own words.
   */
  otherError: (serviceMessage: string, code: string | null) => string;
  /** The start of 'Failed to ...: {message}'. */
  failedTo: Readonly<Record<TemplatedAction, string>>;
  /** The account page's own failures (SPEC §8). */
  page: {
    updateNameFailed: string;
    createPasswordFailed: string;
    currentPasswordWrong: string;
    newPasswordWeak: string;
    logInAgainToChange: string;
    changePasswordFailed: string;
    reauthWrongPassword: string;
    reauthCancelled: string;
    reauthFailed: string;
    logInAgainToDelete: string;
    deleteFailed: string;
    tooManyVerifications: string;
    unreachable: string;
    verificationFailed: string;
    checkFailed: string;
  };
}

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

const ENGLISH: AuthTexts = {
  resetSent: 'Check your inbox for further instructions',
  noUser: 'No user logged in',
  passwordRequiredForDeletion: 'Password required for account deletion',
  displayNameEmpty: 'Display name cannot be empty',
  createPasswordTooShort: 'Password must be at least 6 characters long',
  verificationSent: (email) =>
    `Verification e-mail sent${email ? ` to ${email}` : ''}. Open the link in it to verify your address.`,
  emailVerified: 'Your e-mail address is verified.',
  codes: {
    'auth/email-already-in-use': 'This email is already in use by another account',
    'auth/wrong-password': 'Incorrect password',
    'auth/invalid-credential': 'Invalid email or password',
    'auth/invalid-login-credentials': 'Invalid email or password',
    'auth/user-not-found': 'No account found with this email',
    'auth/too-many-requests': 'Too many attempts, please try again later',
    'auth/expired-action-code': 'This link has expired',
    'auth/invalid-action-code': 'This link is invalid or has already been used',
    'auth/requires-recent-login': 'Please log out and log back in, then try again',
    'auth/weak-password': AUTH_CHECK_TEXTS.en.passwordTooShort,
    'auth/invalid-email': 'Please enter a valid email address',
  },
  otherError: (serviceMessage) => serviceMessage,
  failedTo: {
    login: 'Failed to log in: ',
    signup: 'Failed to create account: ',
    'google-sign-in': 'Failed to sign in with Google: ',
    'google-sign-up': 'Failed to sign up with Google: ',
    'reset-password': 'Failed to reset password: ',
  },
  page: {
    updateNameFailed: 'Failed to update display name',
    createPasswordFailed: 'Failed to create password',
    currentPasswordWrong: 'Current password is incorrect',
    newPasswordWeak: 'New password is too weak',
    logInAgainToChange: 'Please log out and log back in before changing your password',
    changePasswordFailed: 'Failed to change password',
    reauthWrongPassword: 'Incorrect password. Please try again.',
    reauthCancelled: 'Authentication cancelled. Please try again.',
    reauthFailed: 'Authentication failed. Please try again.',
    logInAgainToDelete: 'Please log out and log back in before deleting your account',
    deleteFailed: 'Failed to delete account data',
    tooManyVerifications:
      'Too many verification e-mails were requested. Please wait a few minutes and try again.',
    unreachable: UNREACHABLE_MESSAGE,
    verificationFailed: 'Failed to send verification e-mail. Please try again.',
    // A check in the background (the page regained focus): its failure is logged, not shown.
    checkFailed: 'Failed to check whether the e-mail is verified',
  },
};

const HINDI_UNREACHABLE = 'सर्वर तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';

const HINDI: AuthTexts = {
  resetSent: 'आगे क्या करना है, यह जानने के लिए अपना इनबॉक्स देखें',
  noUser: 'कोई उपयोगकर्ता लॉग इन नहीं है',
  passwordRequiredForDeletion: 'खाता हटाने के लिए पासवर्ड ज़रूरी है',
  displayNameEmpty: 'डिस्प्ले नाम खाली नहीं हो सकता',
  createPasswordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  verificationSent: (email) =>
    `सत्यापन ईमेल ${email ? `${email} पर ` : ''}भेज दिया गया। अपना पता सत्यापित करने के लिए उसमें दिया लिंक खोलें।`,
  emailVerified: 'आपका ईमेल पता सत्यापित हो गया है।',
  codes: {
    'auth/email-already-in-use': 'यह ईमेल पहले से किसी दूसरे खाते में इस्तेमाल हो रहा है',
    'auth/wrong-password': 'गलत पासवर्ड',
    'auth/invalid-credential': 'ईमेल या पासवर्ड गलत है',
    'auth/invalid-login-credentials': 'ईमेल या पासवर्ड गलत है',
    'auth/user-not-found': 'इस ईमेल से कोई खाता नहीं मिला',
    'auth/too-many-requests': 'बहुत ज़्यादा कोशिशें हो गईं, कृपया थोड़ी देर बाद फिर से कोशिश करें',
    'auth/expired-action-code': 'इस लिंक की अवधि समाप्त हो गई है',
    'auth/invalid-action-code': 'यह लिंक अमान्य है या पहले ही इस्तेमाल हो चुका है',
    'auth/requires-recent-login': 'कृपया लॉग आउट करके फिर से लॉग इन करें, फिर दोबारा कोशिश करें',
    'auth/weak-password': AUTH_CHECK_TEXTS.hi.passwordTooShort,
    'auth/invalid-email': 'कृपया एक मान्य ईमेल पता दर्ज करें',
  },
  otherError: (_serviceMessage, code) => {
    if (code === 'auth/network-request-failed') return HINDI_UNREACHABLE;
    if (code && CANCELLED_CODES.includes(code)) return 'कोई खाता नहीं चुना गया';
    return 'कुछ गड़बड़ हो गई। फिर से कोशिश करें।';
  },
  failedTo: {
    login: 'लॉग इन नहीं हो सका: ',
    signup: 'खाता नहीं बन सका: ',
    'google-sign-in': 'Google से लॉग इन नहीं हो सका: ',
    'google-sign-up': 'Google से साइन अप नहीं हो सका: ',
    'reset-password': 'पासवर्ड रीसेट नहीं हो सका: ',
  },
  page: {
    updateNameFailed: 'डिस्प्ले नाम नहीं बदला जा सका',
    createPasswordFailed: 'पासवर्ड नहीं बनाया जा सका',
    currentPasswordWrong: 'मौजूदा पासवर्ड गलत है',
    newPasswordWeak: 'नया पासवर्ड बहुत कमज़ोर है',
    logInAgainToChange: 'पासवर्ड बदलने से पहले कृपया लॉग आउट करके फिर से लॉग इन करें',
    changePasswordFailed: 'पासवर्ड नहीं बदला जा सका',
    reauthWrongPassword: 'गलत पासवर्ड। फिर से कोशिश करें।',
    reauthCancelled: 'पुष्टि रद्द कर दी गई। फिर से कोशिश करें।',
    reauthFailed: 'पुष्टि नहीं हो सकी। फिर से कोशिश करें।',
    logInAgainToDelete: 'खाता हटाने से पहले कृपया लॉग आउट करके फिर से लॉग इन करें',
    deleteFailed: 'खाते का डेटा नहीं हटाया जा सका',
    tooManyVerifications: 'बहुत ज़्यादा सत्यापन ईमेल माँगे गए। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
    unreachable: HINDI_UNREACHABLE,
    verificationFailed: 'सत्यापन ईमेल नहीं भेजा जा सका। फिर से कोशिश करें।',
    checkFailed: 'ईमेल सत्यापित हुआ या नहीं, यह जाँचा नहीं जा सका',
  },
};

/** The service's texts in each language of the account's pages. */
export const AUTH_TEXTS: Readonly<Record<AccountLocale, AuthTexts>> = { en: ENGLISH, hi: HINDI };

export const RESET_EMAIL_SENT = ENGLISH.resetSent;
export const NO_USER_LOGGED_IN = ENGLISH.noUser;
export const PASSWORD_REQUIRED_FOR_DELETION = ENGLISH.passwordRequiredForDeletion;
export const DISPLAY_NAME_EMPTY = ENGLISH.displayNameEmpty;
export const CREATE_PASSWORD_TOO_SHORT = ENGLISH.createPasswordTooShort;
export const verificationSentMessage = ENGLISH.verificationSent;
export const EMAIL_VERIFIED_MESSAGE = ENGLISH.emailVerified;
/** SPEC §8's '{message}' by code, in English. */
export const AUTH_CODE_MESSAGES: Readonly<Record<string, string>> = ENGLISH.codes;

const withCodes = (codes: readonly string[], text: string) =>
  Object.fromEntries(codes.map((code) => [code, text]));

/** The account page's texts: some codes have their own, the rest get the fallback (SPEC §8). */
function accountPageTexts(
  action: AccountPageAction,
  texts: AuthTexts,
): { codes: Readonly<Record<string, string>>; otherwise: string } {
  const { codes, page } = texts;
  switch (action) {
    case 'update-display-name':
      return { codes, otherwise: page.updateNameFailed };
    case 'create-password':
      return {
        codes: { ...codes, 'auth/weak-password': texts.createPasswordTooShort },
        otherwise: page.createPasswordFailed,
      };
    case 'change-password':
      return {
        codes: {
          ...withCodes(WRONG_PASSWORD_CODES, page.currentPasswordWrong),
          'auth/weak-password': page.newPasswordWeak,
          'auth/requires-recent-login': page.logInAgainToChange,
        },
        otherwise: page.changePasswordFailed,
      };
    case 'reauthenticate':
      return {
        codes: {
          ...withCodes(WRONG_PASSWORD_CODES, page.reauthWrongPassword),
          ...withCodes(CANCELLED_CODES, page.reauthCancelled),
        },
        otherwise: page.reauthFailed,
      };
    case 'delete-account':
      return {
        codes: { 'auth/requires-recent-login': page.logInAgainToDelete },
        otherwise: page.deleteFailed,
      };
    case 'send-verification':
      return {
        codes: {
          'auth/too-many-requests': page.tooManyVerifications,
          'auth/network-request-failed': page.unreachable,
        },
        otherwise: page.verificationFailed,
      };
    case 'check-verification':
      return { codes: {}, otherwise: page.checkFailed };
  }
}

/** The account page's actions: their failures read as its own texts, not 'Failed to ...'. */
export const ACCOUNT_PAGE_ACTIONS: ReadonlySet<AuthAction> = new Set<AccountPageAction>([
  'update-display-name',
  'create-password',
  'change-password',
  'reauthenticate',
  'delete-account',
  'send-verification',
  'check-verification',
]);

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

/** The text to show when `action` failed with `error`, in `texts`' language (SPEC's English). */
export function authErrorMessage(action: AuthAction, error: unknown, texts = ENGLISH): string {
  const code = authErrorCode(error);
  if (ACCOUNT_PAGE_ACTIONS.has(action)) {
    const { codes, otherwise } = accountPageTexts(action as AccountPageAction, texts);
    return (code && codes[code]) || otherwise;
  }
  const prefix = action === 'sign-out' ? '' : texts.failedTo[action as TemplatedAction];
  const known = code ? (texts.codes as Readonly<Record<string, string>>)[code] : undefined;
  return prefix + (known || texts.otherError(underlyingMessage(error), code));
}

/**
 * Codes after which the session is over (SPEC §8: the service signs the user out when the account
 * is disabled or the token has expired).
 */
export function endsSession(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/user-disabled' || code === 'auth/user-token-expired';
}
