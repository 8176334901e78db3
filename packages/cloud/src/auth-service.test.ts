import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../core/src/account/memory-storage';
import { readRecordedSession } from '../../core/src/account/session';
import {
  disableAccount,
  disposeClouds,
  lookupAccount,
  protectEmails,
  readDocument,
  sentEmails,
  startAuthFaultProxy,
  testCloud,
  type AuthFaultProxy,
} from '../test/cloud';
import { clearProject } from '../test/emulators';
import type { Cloud } from './app';
import { createAuthService, type AuthServiceOptions } from './auth-service';
import { cloudAuth } from './auth';
import type { AccountDeletionStep } from './deletion';
import { emulatorGoogleAccount, type IdentityProvider } from './identity-provider';

// The sign-in service of SPEC §7 against the Auth and Firestore emulators: every call, its records
// and the texts of its failures (SPEC §8).

const PASSWORD = 'secret1';
const gina = { sub: 'google-gina', email: 'gina@example.com', name: 'Gina Rao' };

interface Harness {
  cloud: Cloud;
  service: ReturnType<typeof createAuthService>;
  storages: { local: ReturnType<typeof memoryStorage>; session: ReturnType<typeof memoryStorage> };
  logged: string[];
}

/** A user's browser: a Firebase app, the service on it, storages and what it logged. */
function browser({ auth, ...options }: AuthServiceOptions & { auth?: string } = {}): Harness {
  const cloud = testCloud(auth);
  const storages = { local: memoryStorage(), session: memoryStorage() };
  const logged: string[] = [];
  const service = createAuthService(cloud, {
    identityProvider: emulatorGoogleAccount(gina),
    storages,
    log: (message) => logged.push(message),
    ...options,
  });
  return { cloud, service, storages, logged };
}

const uidOf = (harness: Harness) => cloudAuth(harness.cloud).currentUser?.uid ?? '';

/** How far a REST timestamp value is from now, in ms. */
function age(value: Record<string, unknown> | undefined): number {
  const stamp = value?.timestampValue;
  if (typeof stamp !== 'string') throw new Error(`not a timestamp: ${JSON.stringify(value)}`);
  return Math.abs(Date.now() - Date.parse(stamp));
}

async function signedUp(email = 'asha@example.com', name = 'Asha Rao'): Promise<Harness> {
  const harness = browser();
  expect(await harness.service.signUp(email, PASSWORD, name)).toEqual({
    success: true,
    error: null,
  });
  return harness;
}

/** Runs `work` with a browser whose Auth requests pass a fault proxy, then closes the proxy. */
async function throughFaultProxy<T>(
  work: (proxy: AuthFaultProxy, harness: Harness) => Promise<T>,
): Promise<T> {
  const proxy = await startAuthFaultProxy();
  try {
    return await work(proxy, browser({ auth: proxy.host }));
  } finally {
    await proxy.close();
  }
}

/** What `call` says when the service wants a recent login for `endpoint`. */
async function whenLoginTooOld(
  endpoint: string,
  call: (harness: Harness) => Promise<{ error: string | null }>,
): Promise<string | null> {
  await signedUp();
  return throughFaultProxy(async (proxy, harness) => {
    await harness.service.signIn('asha@example.com', PASSWORD);
    proxy.failNext(endpoint, 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
    return (await call(harness)).error;
  });
}

beforeEach(() => clearProject());
afterEach(() => disposeClouds());

describe('signUp', () => {
  it('creates the account with its display name and saves the user and e-mail records', async () => {
    const asha = await signedUp(' Asha@Example.com ', ' Asha Rao ');
    const uid = uidOf(asha);
    expect((await lookupAccount(uid))?.displayName).toBe('Asha Rao');
    const record = (await readDocument(`users/${uid}`))!;
    expect(record.email).toEqual({ stringValue: 'asha@example.com' });
    expect(record.displayName).toEqual({ stringValue: 'Asha Rao' });
    expect(record.photoURL).toEqual({ nullValue: null });
    expect(record.hasPassword).toEqual({ booleanValue: true });
    for (const field of ['createdAt', 'lastLoginAt', 'updatedAt']) {
      expect(age(record[field]), field).toBeLessThan(60_000);
    }
    expect(record.passwordUpdatedAt).toBeUndefined();
    // Not verified yet: others cannot share with this address until the owner opens the link.
    expect(await readDocument('userEmails/asha@example.com')).toEqual({
      uid: { stringValue: uid },
      verified: { booleanValue: false },
    });
    expect(readRecordedSession(asha.storages.session)).toEqual({ uid, verified: false });
  });

  it('says when the e-mail is taken, the password weak or the e-mail malformed', async () => {
    await signedUp();
    const other = browser();
    expect(await other.service.signUp('asha@example.com', PASSWORD, 'A')).toEqual({
      success: false,
      error: 'Failed to create account: This email is already in use by another account',
    });
    expect((await other.service.signUp('new@example.com', '12345', 'N')).error).toBe(
      'Failed to create account: Password should be at least 6 characters',
    );
    expect((await other.service.signUp('not-an-email', PASSWORD, 'N')).error).toBe(
      'Failed to create account: Please enter a valid email address',
    );
    expect(other.logged).toHaveLength(3);
  });
});

describe('signIn', () => {
  it('signs in and notes the sign-in, keeping createdAt', async () => {
    const asha = await signedUp();
    const uid = uidOf(asha);
    const before = (await readDocument(`users/${uid}`))!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = browser();
    expect(await again.service.signIn('ASHA@example.com', PASSWORD)).toEqual({
      success: true,
      error: null,
    });
    const after = (await readDocument(`users/${uid}`))!;
    expect(after.createdAt).toEqual(before.createdAt);
    expect(after.lastLoginAt).not.toEqual(before.lastLoginAt);
    expect(age(after.lastLoginAt)).toBeLessThan(60_000);
  });

  it('says when the password is wrong or the account unknown', async () => {
    await signedUp();
    const { service } = browser();
    expect(await service.signIn('asha@example.com', 'wrong-password')).toEqual({
      success: false,
      error: 'Failed to log in: Incorrect password',
    });
    expect((await service.signIn('nobody@example.com', PASSWORD)).error).toBe(
      'Failed to log in: No account found with this email',
    );
  });

  it('says when there were too many attempts', async () => {
    await signedUp();
    await throughFaultProxy(async (proxy, { service }) => {
      proxy.failNext('accounts:signInWithPassword', 'TOO_MANY_ATTEMPTS_TRY_LATER');
      expect((await service.signIn('asha@example.com', PASSWORD)).error).toBe(
        'Failed to log in: Too many attempts, please try again later',
      );
      expect((await service.signIn('asha@example.com', PASSWORD)).success).toBe(true);
    });
  });

  it('ends the session of an account that was disabled', async () => {
    const asha = await signedUp();
    await disableAccount(uidOf(asha));
    const result = await asha.service.changePassword(PASSWORD, 'another1');
    expect(result.success).toBe(false);
    expect(cloudAuth(asha.cloud).currentUser).toBeNull();
  });
});

describe('signIn with e-mail enumeration protection', () => {
  beforeAll(() => protectEmails(true));
  afterAll(() => protectEmails(false));

  it('gives one text for a wrong password and an unknown account (invalid credential)', async () => {
    const first = browser();
    expect((await first.service.signUp('asha@example.com', PASSWORD, 'Asha')).success).toBe(true);
    const { service } = browser();
    for (const email of ['asha@example.com', 'nobody@example.com']) {
      expect((await service.signIn(email, 'wrong-password')).error).toBe(
        'Failed to log in: Invalid email or password',
      );
    }
  });
});

describe('signInWithGoogle', () => {
  it('creates a provider account and its records on the first sign-in only', async () => {
    const first = browser();
    expect(await first.service.signInWithGoogle('sign-up')).toEqual({ success: true, error: null });
    const uid = uidOf(first);
    expect(first.service.accountType()).toEqual({ isProviderAccount: true, hasPassword: false });
    const created = (await readDocument(`users/${uid}`))!;
    expect(created.displayName).toEqual({ stringValue: 'Gina Rao' });
    expect(created.hasPassword).toEqual({ booleanValue: false });
    expect(age(created.createdAt)).toBeLessThan(60_000);
    // Google vouches for the e-mail: verified from the start.
    expect(await readDocument('userEmails/gina@example.com')).toEqual({
      uid: { stringValue: uid },
      verified: { booleanValue: true },
    });

    const second = browser();
    expect((await second.service.signInWithGoogle()).success).toBe(true);
    expect(uidOf(second)).toBe(uid);
    const signedInAgain = (await readDocument(`users/${uid}`))!;
    expect(signedInAgain.createdAt).toEqual(created.createdAt);
  });

  it('falls back to the e-mail for an account without a name', async () => {
    const { cloud, service } = browser({
      identityProvider: emulatorGoogleAccount({
        sub: 'google-nameless',
        email: 'raj.k@example.com',
      }),
    });
    expect((await service.signInWithGoogle()).success).toBe(true);
    const record = (await readDocument(`users/${cloudAuth(cloud).currentUser!.uid}`))!;
    expect(record.displayName).toEqual({ stringValue: 'raj.k' });
  });

  it('words its failure after the button used', async () => {
    await throughFaultProxy(async (proxy, { service }) => {
      proxy.failNext('accounts:signInWithIdp', 'TOO_MANY_ATTEMPTS_TRY_LATER');
      expect((await service.signInWithGoogle('sign-in')).error).toBe(
        'Failed to sign in with Google: Too many attempts, please try again later',
      );
      proxy.failNext('accounts:signInWithIdp', 'TOO_MANY_ATTEMPTS_TRY_LATER');
      expect((await service.signInWithGoogle('sign-up')).error).toBe(
        'Failed to sign up with Google: Too many attempts, please try again later',
      );
    });
  });
});

describe('sendPasswordReset', () => {
  it('sends the reset e-mail and says so', async () => {
    await signedUp();
    const { service } = browser();
    expect(await service.sendPasswordReset(' asha@example.com ')).toEqual({
      success: true,
      error: null,
      message: 'Check your inbox for further instructions',
    });
    expect(await sentEmails()).toEqual([
      expect.objectContaining({ email: 'asha@example.com', requestType: 'PASSWORD_RESET' }),
    ]);
  });

  it('says when no account has the e-mail', async () => {
    const { service } = browser();
    expect(await service.sendPasswordReset('nobody@example.com')).toEqual({
      success: false,
      error: 'Failed to reset password: No account found with this email',
      message: null,
    });
  });
});

describe('signOut', () => {
  it('clears local and session storage, then signs out', async () => {
    const asha = await signedUp();
    asha.storages.local.setItem('gpaProfiles', '[]');
    asha.storages.session.setItem('campuscalc.session-recorded', 'x');
    // The device's theme and Firestore's bookkeeping of the tabs sharing its cache stay (see
    // storage.ts); its pending writes name the user and go.
    asha.storages.local.setItem('campuscalc-theme', 'light');
    asha.storages.local.setItem('firestore_clients_demo', '{}');
    asha.storages.local.setItem('firestore_mutations_demo_1_uid', '{}');
    expect(await asha.service.signOut()).toEqual({ success: true, error: null });
    expect([...asha.storages.local.data.keys()].sort()).toEqual([
      'campuscalc-theme',
      'firestore_clients_demo',
    ]);
    expect(asha.service.endedSessionHere()).toBe(true);
    expect(asha.storages.session.data.size).toBe(0);
    expect(cloudAuth(asha.cloud).currentUser).toBeNull();
  });
});

describe('updateDisplayName', () => {
  it('updates the account and the record', async () => {
    const asha = await signedUp();
    expect(await asha.service.updateDisplayName('  Asha R  ')).toEqual({
      success: true,
      error: null,
    });
    const uid = uidOf(asha);
    expect((await lookupAccount(uid))?.displayName).toBe('Asha R');
    expect((await readDocument(`users/${uid}`))?.displayName).toEqual({
      stringValue: 'Asha R',
    });
  });

  it('refuses an empty name and needs a signed-in user', async () => {
    const asha = await signedUp();
    expect(await asha.service.updateDisplayName('   ')).toEqual({
      success: false,
      error: 'Display name cannot be empty',
    });
    expect(await browser().service.updateDisplayName('Someone')).toEqual({
      success: false,
      error: 'No user logged in',
    });
  });
});

describe('createPassword', () => {
  it('gives a provider account a password it can sign in with', async () => {
    const google = browser();
    await google.service.signInWithGoogle();
    expect((await google.service.createPassword('12345')).error).toBe(
      'Password must be at least 6 characters long',
    );
    expect(await google.service.createPassword(PASSWORD)).toEqual({ success: true, error: null });
    expect(google.service.accountType()).toEqual({ isProviderAccount: true, hasPassword: true });
    const record = (await readDocument(`users/${uidOf(google)}`))!;
    expect(record.hasPassword).toEqual({ booleanValue: true });
    expect(age(record.passwordUpdatedAt)).toBeLessThan(60_000);
    expect((await browser().service.signIn('gina@example.com', PASSWORD)).success).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await browser().service.createPassword(PASSWORD)).error).toBe('No user logged in');
  });
});

describe('changePassword', () => {
  it('checks the current password, then sets the new one', async () => {
    const asha = await signedUp();
    expect((await asha.service.changePassword('wrong-password', 'another1')).error).toBe(
      'Current password is incorrect',
    );
    expect((await asha.service.changePassword(PASSWORD, '12345')).error).toBe(
      'New password is too weak',
    );
    expect(await asha.service.changePassword(PASSWORD, 'another1')).toEqual({
      success: true,
      error: null,
    });
    expect(age((await readDocument(`users/${uidOf(asha)}`))?.passwordUpdatedAt)).toBeLessThan(
      60_000,
    );
    const { service } = browser();
    expect((await service.signIn('asha@example.com', PASSWORD)).success).toBe(false);
    expect((await service.signIn('asha@example.com', 'another1')).success).toBe(true);
  });

  it('asks to log in again when the service wants a recent login', async () => {
    expect(
      await whenLoginTooOld('accounts:update', ({ service }) =>
        service.changePassword(PASSWORD, 'another1'),
      ),
    ).toBe('Please log out and log back in before changing your password');
  });
});

describe('reauthenticate', () => {
  it('asks e-mail accounts for their password and checks it', async () => {
    const asha = await signedUp();
    expect(await asha.service.reauthenticate()).toEqual({
      success: false,
      error: 'Password required for account deletion',
      requiresPassword: true,
    });
    expect(await asha.service.reauthenticate('wrong-password')).toEqual({
      success: false,
      error: 'Incorrect password. Please try again.',
      requiresPassword: false,
    });
    expect(await asha.service.reauthenticate(PASSWORD)).toEqual({
      success: true,
      error: null,
      requiresPassword: false,
    });
  });

  it('goes through the identity provider for provider accounts', async () => {
    const google = browser();
    await google.service.signInWithGoogle();
    expect((await google.service.reauthenticate()).success).toBe(true);
  });
});

describe('deleteAccount', () => {
  const remains = async (uid: string, email: string) => ({
    account: (await lookupAccount(uid)) !== undefined,
    record: (await readDocument(`users/${uid}`)) !== null,
    emailKey: (await readDocument(`userEmails/${email}`)) !== null,
  });
  const everything = { account: true, record: true, emailKey: true };
  const nothing = { account: false, record: false, emailKey: false };

  it('needs a signed-in user', async () => {
    expect(await browser().service.deleteAccount()).toEqual({
      success: false,
      error: 'No user logged in',
      requiresPassword: false,
    });
  });

  it('asks e-mail accounts for their password and deletes nothing without it', async () => {
    const asha = await signedUp();
    expect(await asha.service.deleteAccount()).toEqual({
      success: false,
      error: 'Password required for account deletion',
      requiresPassword: true,
    });
    expect((await asha.service.deleteAccount('wrong-password')).error).toBe(
      'Incorrect password. Please try again.',
    );
    expect(await remains(uidOf(asha), 'asha@example.com')).toEqual(everything);
  });

  it('deletes the records, the browser storage and the account of an e-mail account', async () => {
    const asha = await signedUp();
    const uid = uidOf(asha);
    asha.storages.local.setItem('gpaProfiles', '[]');
    expect(await asha.service.deleteAccount(PASSWORD)).toEqual({
      success: true,
      error: null,
      requiresPassword: false,
    });
    expect(await remains(uid, 'asha@example.com')).toEqual(nothing);
    expect(asha.storages.local.data.size + asha.storages.session.data.size).toBe(0);
    expect(cloudAuth(asha.cloud).currentUser).toBeNull();
    expect(asha.logged).toEqual([]);
  });

  it('re-authenticates a provider account through the provider, then deletes it', async () => {
    const google = browser();
    await google.service.signInWithGoogle();
    const uid = uidOf(google);
    expect((await google.service.deleteAccount()).success).toBe(true);
    expect(await remains(uid, 'gina@example.com')).toEqual(nothing);
  });

  it('deletes nothing when the provider sign-in is cancelled', async () => {
    const cancelled: IdentityProvider = {
      ...emulatorGoogleAccount(gina),
      reauthenticate: () =>
        Promise.reject(
          Object.assign(new Error('popup closed'), { code: 'auth/popup-closed-by-user' }),
        ),
    };
    const google = browser({ identityProvider: cancelled });
    await google.service.signInWithGoogle();
    expect((await google.service.deleteAccount()).error).toBe(
      'Authentication cancelled. Please try again.',
    );
    expect(await remains(uidOf(google), 'gina@example.com')).toEqual(everything);
  });

  it("runs other features' steps first, logs a failing step, and deletes the account last", async () => {
    const seen: string[] = [];
    const steps: AccountDeletionStep[] = [
      {
        name: 'profiles',
        run: async ({ uid }) => {
          seen.push(`profiles: record there ${(await readDocument(`users/${uid}`)) !== null}`);
        },
      },
      {
        name: 'shares',
        run: async () => {
          throw new Error('offline');
        },
      },
    ];
    const asha = browser({ deletionSteps: steps });
    await asha.service.signUp('asha@example.com', PASSWORD, 'Asha');
    const uid = uidOf(asha);
    expect((await asha.service.deleteAccount(PASSWORD)).success).toBe(true);
    expect(seen).toEqual(['profiles: record there true']);
    expect(asha.logged).toEqual(['account deletion: the step "shares" failed:']);
    expect(await remains(uid, 'asha@example.com')).toEqual(nothing);
  });

  it('asks to log in again when the service wants a recent login', async () => {
    expect(
      await whenLoginTooOld('accounts:delete', ({ service }) => service.deleteAccount(PASSWORD)),
    ).toBe('Please log out and log back in before deleting your account');
  });
});
