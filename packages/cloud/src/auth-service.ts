import {
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  getAdditionalUserInfo,
  linkWithCredential,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  type User,
} from 'firebase/auth';
import {
  AUTH_TEXTS,
  authErrorCode,
  authErrorMessage,
  endsSession,
  type AuthAction,
  type AuthTexts,
} from '../../core/src/account/auth-messages';
import { chooseReauthentication, runDeletionSteps } from '../../core/src/account/deletion';
import { accountKind, type AccountKind } from '../../core/src/account/user-record';
import type { Cloud } from './app';
import { cloudAuth, notifyUserChanged, providerIds, tokenEmailVerified } from './auth';
import { USER_DELETION_STEPS, type AccountDeletionStep } from './deletion';
import { googlePopup, type IdentityProvider } from './identity-provider';
import { browserStorages, leaveBrowser, type BrowserStorages } from './storage';
import type { RecordEvent } from './user-records';

/** Every call's result (SPEC §7): success, or the text of SPEC §8 to show. */
export interface AuthResult {
  success: boolean;
  error: string | null;
}

/** A call that sends an e-mail: on success, the text that says so. */
export interface SentResult extends AuthResult {
  /** 'Check your inbox for further instructions' after a reset, for instance. */
  message: string | null;
}

export interface ReauthResult extends AuthResult {
  /** The account needs its password to go on (SPEC §5): the site asks for it, then calls again. */
  requiresPassword: boolean;
}

export interface AuthServiceOptions {
  /** Google by popup unless given (tests pass `emulatorGoogleAccount`). */
  identityProvider?: IdentityProvider;
  /** Deletion steps of features that keep data of their own; they run before this issue's. */
  deletionSteps?: readonly AccountDeletionStep[];
  storages?: BrowserStorages;
  /** Where failures are logged (SPEC §8: to the console). */
  log?: (message: string, error: unknown) => void;
  /** The texts of its results, in the page's language: SPEC's English unless given. */
  texts?: AuthTexts;
}

const succeeded = (): AuthResult => ({ success: true, error: null });

/** The hosted sign-in service of SPEC §7, on the cloud's Firebase Auth. */
export function createAuthService(cloud: Cloud, options: AuthServiceOptions = {}) {
  const auth = cloudAuth(cloud);
  const provider = options.identityProvider ?? googlePopup;
  const storages = options.storages ?? browserStorages();
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  const deletionSteps = [...(options.deletionSteps ?? []), ...USER_DELETION_STEPS];
  const texts = options.texts ?? AUTH_TEXTS.en;
  /** This page ended the session (see `endedSessionHere`). */
  let endedHere = false;

  async function failed(action: AuthAction, error: unknown): Promise<AuthResult> {
    log(`${action} failed:`, error);
    if (endsSession(error) && auth.currentUser) {
      endedHere = true;
      await signOut(auth).catch((signOutError: unknown) => log('sign-out failed:', signOutError));
    }
    return { success: false, error: authErrorMessage(action, error, texts) };
  }

  async function attempt(action: AuthAction, work: () => Promise<void>): Promise<AuthResult> {
    try {
      await work();
      return succeeded();
    } catch (error) {
      return failed(action, error);
    }
  }

  /**
   * Saves the user record (`recordUser`: a failure is logged and does not undo the sign-in).
   * Firestore loads only here, so that the sign-in pages start with Auth alone.
   */
  async function record(user: User, event: RecordEvent): Promise<void> {
    const { recordUser } = await import('./user-records');
    await recordUser(cloud, user, event, storages.session, log);
  }

  /** Runs `work` on the signed-in user, or says that nobody is signed in. */
  function withUser<Result extends AuthResult>(
    work: (user: User) => Promise<Result>,
    extra: Omit<Result, keyof AuthResult>,
  ): Promise<Result> {
    const user = auth.currentUser;
    if (!user) return Promise.resolve({ success: false, error: texts.noUser, ...extra } as Result);
    return work(user);
  }

  /**
   * Links an e-mail/password credential to the account. The Auth emulator (firebase-tools 15)
   * refuses to link the account's own e-mail (EMAIL_EXISTS), which the real service allows; there,
   * setting the password adds the same password provider.
   */
  async function linkPassword(user: User, password: string): Promise<void> {
    try {
      await linkWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
    } catch (error) {
      if (!cloud.config.emulators || authErrorCode(error) !== 'auth/email-already-in-use')
        throw error;
      await updatePassword(user, password);
    }
  }

  async function reauthenticateUser(user: User, password?: string): Promise<ReauthResult> {
    const method = chooseReauthentication(providerIds(user), password);
    if (method.method === 'password-required') {
      return {
        success: false,
        error: texts.passwordRequiredForDeletion,
        requiresPassword: true,
      };
    }
    const result = await attempt('reauthenticate', async () => {
      if (method.method === 'password') {
        const credential = EmailAuthProvider.credential(user.email ?? '', method.password);
        await reauthenticateWithCredential(user, credential);
      } else {
        await provider.reauthenticate(user);
      }
    });
    return { ...result, requiresPassword: false };
  }

  return {
    signIn: (email: string, password: string) =>
      attempt('login', async () => {
        const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
        await record(user, { signedIn: true });
      }),

    /** Creates the account, then sets its display name (SPEC §4). */
    signUp: (email: string, password: string, displayName: string) =>
      attempt('signup', async () => {
        const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
        const name = displayName.trim();
        if (name) {
          // The account exists by now: a name that did not save falls back (SPEC §3) instead.
          await updateProfile(user, { displayName: name }).catch((error: unknown) =>
            log('setting the display name failed:', error),
          );
          notifyUserChanged(auth);
        }
        await record(user, { accountCreated: true, signedIn: true });
      }),

    /** The identity-provider button; `mode` picks the wording of its failure (SPEC §8). */
    signInWithGoogle: (mode: 'sign-in' | 'sign-up' = 'sign-in') =>
      attempt(mode === 'sign-up' ? 'google-sign-up' : 'google-sign-in', async () => {
        const result = await provider.signIn(auth);
        const accountCreated = getAdditionalUserInfo(result)?.isNewUser ?? false;
        await record(result.user, { accountCreated, signedIn: true });
      }),

    async sendPasswordReset(email: string): Promise<SentResult> {
      const result = await attempt('reset-password', () =>
        sendPasswordResetEmail(auth, email.trim()),
      );
      return { ...result, message: result.success ? texts.resetSent : null };
    },

    /**
     * Sends the link that verifies the account's e-mail (only a verified e-mail receives shares).
     * Opening it leads to `continueUrl` (a page of the site) when given.
     */
    sendVerificationEmail: (continueUrl?: string) =>
      withUser<SentResult>(
        async (user) => {
          const result = await attempt('send-verification', () =>
            sendEmailVerification(user, continueUrl ? { url: continueUrl } : null),
          );
          return {
            ...result,
            message: result.success ? texts.verificationSent(user.email) : null,
          };
        },
        { message: null },
      ),

    /**
     * Asks Auth whether the e-mail was verified meanwhile (the link is opened in another tab or on
     * another device). Once it is, the token is refreshed so that the rules see it: the session
     * (session.ts) then shows the account verified and saves its lookup key as verified.
     */
    refreshVerification: () =>
      withUser(
        (user) =>
          attempt('check-verification', async () => {
            await reload(user);
            await tokenEmailVerified(user);
            notifyUserChanged(auth);
          }),
        {},
      ),

    /** SPEC §4: logging out signs out and leaves none of the user's data in this browser. */
    signOut: () =>
      attempt('sign-out', async () => {
        endedHere = true;
        await leaveBrowser(cloud, storages, () => signOut(auth)).catch((error: unknown) => {
          endedHere = false;
          throw error;
        });
      }),

    updateDisplayName: (displayName: string) =>
      withUser(async (user) => {
        const name = displayName.trim();
        if (!name) return { success: false, error: texts.displayNameEmpty };
        return attempt('update-display-name', async () => {
          await updateProfile(user, { displayName: name });
          notifyUserChanged(auth);
          await record(user, {});
        });
      }, {}),

    /** Adds a password to an identity-provider account (links an e-mail credential). */
    createPassword: (password: string) =>
      withUser(
        (user) =>
          attempt('create-password', async () => {
            await linkPassword(user, password);
            notifyUserChanged(auth);
            await record(user, { passwordSet: true });
          }),
        {},
      ),

    /** Re-authenticates with the current password first, as the service requires (SPEC §5). */
    changePassword: (currentPassword: string, newPassword: string) =>
      withUser(
        (user) =>
          attempt('change-password', async () => {
            const credential = EmailAuthProvider.credential(user.email ?? '', currentPassword);
            await reauthenticateWithCredential(user, credential);
            await updatePassword(user, newPassword);
            await record(user, { passwordSet: true });
          }),
        {},
      ),

    /** With the password for accounts that have one, else through the identity provider. */
    reauthenticate: (password?: string) =>
      withUser((user) => reauthenticateUser(user, password), { requiresPassword: false }),

    /**
     * SPEC §2 "Deletion flow": re-authenticates, runs the deletion steps (a failing one is logged
     * and the rest go on), then deletes the sign-in account, last.
     */
    deleteAccount: (password?: string) =>
      withUser(
        async (user) => {
          const reauthenticated = await reauthenticateUser(user, password);
          if (!reauthenticated.success) return reauthenticated;
          endedHere = true;
          await runDeletionSteps(
            deletionSteps,
            { cloud, uid: user.uid, email: user.email, storages },
            ({ step, error }) => log(`account deletion: the step "${step}" failed:`, error),
          );
          const deleted = await attempt('delete-account', () => deleteUser(user));
          endedHere = deleted.success;
          return { ...deleted, requiresPassword: false };
        },
        { requiresPassword: false },
      ),

    /**
     * True once this page has ended the session (logout, account deletion, a sign-in that
     * expired): a sign-out it then sees is its own, not one made in another tab.
     */
    endedSessionHere: () => endedHere,

    /** Whether the signed-in user is an identity-provider account and has a password; null if none. */
    accountType(): AccountKind | null {
      const user = auth.currentUser;
      return user ? accountKind(providerIds(user)) : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
