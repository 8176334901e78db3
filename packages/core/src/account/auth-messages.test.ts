import { describe, expect, it } from 'vitest';
import {
  AUTH_CODE_MESSAGES,
  authErrorCode,
  authErrorMessage,
  endsSession,
  verificationSentMessage,
  type AuthAction,
} from './auth-messages';

/** What the Firebase SDK throws: an Error with a code. */
const failure = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

function expectTexts(cases: [AuthAction, string, string][]): void {
  for (const [action, code, text] of cases) {
    expect(authErrorMessage(action, failure(code)), `${action} ${code}`).toBe(text);
  }
}

describe('authErrorMessage', () => {
  it("fills SPEC §8's templates with the code's text", () => {
    const cases: [AuthAction, string, string][] = [
      ['login', 'auth/wrong-password', 'Failed to log in: Incorrect password'],
      ['login', 'auth/invalid-credential', 'Failed to log in: Invalid email or password'],
      ['login', 'auth/user-not-found', 'Failed to log in: No account found with this email'],
      [
        'login',
        'auth/too-many-requests',
        'Failed to log in: Too many attempts, please try again later',
      ],
      [
        'signup',
        'auth/email-already-in-use',
        'Failed to create account: This email is already in use by another account',
      ],
      [
        'signup',
        'auth/weak-password',
        'Failed to create account: Password should be at least 6 characters',
      ],
      [
        'google-sign-in',
        'auth/too-many-requests',
        'Failed to sign in with Google: Too many attempts, please try again later',
      ],
      [
        'google-sign-up',
        'auth/too-many-requests',
        'Failed to sign up with Google: Too many attempts, please try again later',
      ],
      [
        'reset-password',
        'auth/user-not-found',
        'Failed to reset password: No account found with this email',
      ],
      [
        'reset-password',
        'auth/invalid-action-code',
        'Failed to reset password: This link is invalid or has already been used',
      ],
      [
        'reset-password',
        'auth/expired-action-code',
        'Failed to reset password: This link has expired',
      ],
    ];
    expectTexts(cases);
  });

  it("passes the service's own message for codes without a text", () => {
    expect(authErrorMessage('login', failure('auth/network-request-failed'))).toBe(
      'Failed to log in: Error (auth/network-request-failed).',
    );
    expect(authErrorMessage('signup', new Error('offline'))).toBe(
      'Failed to create account: offline',
    );
    expect(authErrorMessage('sign-out', new Error('offline'))).toBe('offline');
  });

  it('gives the account page its own texts and fallbacks', () => {
    const cases: [AuthAction, string, string][] = [
      ['change-password', 'auth/wrong-password', 'Current password is incorrect'],
      ['change-password', 'auth/invalid-credential', 'Current password is incorrect'],
      ['change-password', 'auth/weak-password', 'New password is too weak'],
      [
        'change-password',
        'auth/requires-recent-login',
        'Please log out and log back in before changing your password',
      ],
      ['change-password', 'auth/too-many-requests', 'Failed to change password'],
      ['reauthenticate', 'auth/wrong-password', 'Incorrect password. Please try again.'],
      ['reauthenticate', 'auth/invalid-credential', 'Incorrect password. Please try again.'],
      [
        'reauthenticate',
        'auth/popup-closed-by-user',
        'Authentication cancelled. Please try again.',
      ],
      [
        'reauthenticate',
        'auth/cancelled-popup-request',
        'Authentication cancelled. Please try again.',
      ],
      ['reauthenticate', 'auth/user-mismatch', 'Authentication failed. Please try again.'],
      [
        'delete-account',
        'auth/requires-recent-login',
        'Please log out and log back in before deleting your account',
      ],
      ['delete-account', 'auth/network-request-failed', 'Failed to delete account data'],
      [
        'update-display-name',
        'auth/too-many-requests',
        'Too many attempts, please try again later',
      ],
      ['update-display-name', 'auth/internal-error', 'Failed to update display name'],
      ['create-password', 'auth/weak-password', 'Password must be at least 6 characters long'],
      [
        'create-password',
        'auth/email-already-in-use',
        AUTH_CODE_MESSAGES['auth/email-already-in-use']!,
      ],
      ['create-password', 'auth/provider-already-linked', 'Failed to create password'],
    ];
    expectTexts(cases);
    expect(authErrorMessage('delete-account', 'not even an Error')).toBe(
      'Failed to delete account data',
    );
  });

  it('says why a verification e-mail was not sent, never with the SDK text', () => {
    expectTexts([
      [
        'send-verification',
        'auth/too-many-requests',
        'Too many verification e-mails were requested. Please wait a few minutes and try again.',
      ],
      [
        'send-verification',
        'auth/network-request-failed',
        'Could not reach the server. Check your connection and try again.',
      ],
      [
        'send-verification',
        'auth/internal-error',
        'Failed to send verification e-mail. Please try again.',
      ],
    ]);
  });
});

describe('verificationSentMessage', () => {
  it('names the address the link went to', () => {
    expect(verificationSentMessage('asha@example.com')).toBe(
      'Verification e-mail sent to asha@example.com. Open the link in it to verify your address.',
    );
    expect(verificationSentMessage(null)).toBe(
      'Verification e-mail sent. Open the link in it to verify your address.',
    );
  });
});

describe('authErrorCode and endsSession', () => {
  it('reads the code of errors that have one', () => {
    expect(authErrorCode(failure('auth/user-disabled'))).toBe('auth/user-disabled');
    expect(authErrorCode(new Error('x'))).toBeNull();
    expect(authErrorCode(null)).toBeNull();
    expect(authErrorCode({ code: 42 })).toBeNull();
  });

  it('ends the session for a disabled account or an expired token only', () => {
    expect(endsSession(failure('auth/user-disabled'))).toBe(true);
    expect(endsSession(failure('auth/user-token-expired'))).toBe(true);
    expect(endsSession(failure('auth/wrong-password'))).toBe(false);
    expect(endsSession(undefined)).toBe(false);
  });
});
