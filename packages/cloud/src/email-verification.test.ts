import { reload, updateEmail } from 'firebase/auth';
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../core/src/account/memory-storage';
import { readRecordedSession } from '../../core/src/account/session';
import { UNVERIFIED_USER_MESSAGE, USER_NOT_FOUND_MESSAGE } from '../../core/src/gpa/sharing-texts';
import {
  disposeClouds,
  lookupAccount,
  readDocument,
  sentEmails,
  startAuthFaultProxy,
  testCloud,
  writeDocument,
} from '../test/cloud';
import { clearProject } from '../test/emulators';
import { openVerificationLink, verifyEmail } from '../test/verification';
import { cloudAuth } from './auth';
import { createAuthService } from './auth-service';
import { cloudFirestore } from './firestore';
import { emulatorGoogleAccount, type IdentityProvider } from './identity-provider';
import { startSession, type Session } from './session';
import { findShareTarget } from './user-records';

// E-mail verification and the e-mail keys it guards (only a verified e-mail owns its key, and a
// differently-cased e-mail never takes another's), against the real Auth and Firestore emulators:
// 'Send verification e-mail', the session that saves the key as verified once the link is opened,
// and squatting by accounts with real emulator tokens, each attack beside the legitimate flow that
// must still work.

// Several accounts, sign-ups and token refreshes per test.
vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = 'secret1';
const sessions: Session[] = [];

beforeEach(() => clearProject());
afterEach(async () => {
  for (const session of sessions.splice(0)) session.stop();
  await disposeClouds();
});

interface TabOptions {
  /** The Auth emulator's host, or a proxy's. */
  auth?: string;
  /** Whether the tab follows the session (the site's pages do); true unless told. */
  session?: boolean;
  identityProvider?: IdentityProvider;
}

/** A browser tab of the site: the auth service and, unless told otherwise, the session. */
function browser({ auth, session = true, identityProvider }: TabOptions = {}) {
  const cloud = testCloud(auth);
  const storages = { local: memoryStorage(), session: memoryStorage() };
  const logged: string[] = [];
  const log = (message: string) => logged.push(message);
  const service = createAuthService(cloud, { storages, log, identityProvider });
  const follow = () => {
    const started = startSession(cloud, { storages, log });
    sessions.push(started);
    return started;
  };
  const uid = () => cloudAuth(cloud).currentUser?.uid ?? '';
  return {
    cloud,
    storages,
    logged,
    service,
    uid,
    session: session ? follow() : null,
    /** Another page load in a new tab (a new browser session) of the same browser. */
    newTab() {
      storages.session.data.clear();
      return follow();
    },
  };
}

type Tab = ReturnType<typeof browser>;

async function signedUp(email: string, options: { session?: boolean } = {}): Promise<Tab> {
  const tab = browser(options);
  const result = await tab.service.signUp(email, PASSWORD, email.split('@')[0]!);
  if (!result.success) throw new Error(`signing up ${email}: ${result.error}`);
  return tab;
}

/** The e-mail key as stored, in the REST form. */
const keyOf = (email: string) => readDocument(`userEmails/${email}`);
const key = (uid: string, verified: boolean) => ({
  uid: { stringValue: uid },
  verified: { booleanValue: verified },
});
const keyBecomes = (email: string, expected: ReturnType<typeof key>) =>
  vi.waitFor(async () => expect(await keyOf(email)).toEqual(expected), { timeout: 15_000 });

/** Someone who may share with Asha: signed up and verified. */
async function sharer() {
  const ravi = await signedUp('ravi@example.com');
  await verifyEmail(ravi.cloud);
  return ravi;
}

describe('sendVerificationEmail', () => {
  it('sends the link and says so; the link, opened, verifies the account', async () => {
    const asha = await signedUp('asha@example.com');
    expect(await asha.service.sendVerificationEmail('https://campuscalc.test/profile')).toEqual({
      success: true,
      error: null,
      message:
        'Verification e-mail sent to asha@example.com. Open the link in it to verify your address.',
    });
    const sent = (await sentEmails()).filter((code) => code.requestType === 'VERIFY_EMAIL');
    expect(sent.map((code) => code.email)).toEqual(['asha@example.com']);
    // Opening it leads back to the account page.
    expect(new URL(sent[0]!.oobLink).searchParams.get('continueUrl')).toBe(
      'https://campuscalc.test/profile',
    );
    expect((await lookupAccount(asha.uid()))?.emailVerified).toBe(false);
    await openVerificationLink(asha.cloud, 'asha@example.com');
    expect((await lookupAccount(asha.uid()))?.emailVerified).toBe(true);
  });

  it("says why it was not sent in the page's words, never the service's", async () => {
    await signedUp('asha@example.com', { session: false });
    const proxy = await startAuthFaultProxy();
    try {
      const tab = browser({ auth: proxy.host, session: false });
      await tab.service.signIn('asha@example.com', PASSWORD);
      proxy.failNext('accounts:sendOobCode', 'TOO_MANY_ATTEMPTS_TRY_LATER');
      expect(await tab.service.sendVerificationEmail()).toEqual({
        success: false,
        error:
          'Too many verification e-mails were requested. Please wait a few minutes and try again.',
        message: null,
      });
      proxy.failNext('accounts:sendOobCode', 'INTERNAL_ERROR : something broke');
      expect((await tab.service.sendVerificationEmail()).error).toBe(
        'Failed to send verification e-mail. Please try again.',
      );
      expect(tab.logged).toEqual(['send-verification failed:', 'send-verification failed:']);
    } finally {
      await proxy.close();
    }
    expect(await browser().service.sendVerificationEmail()).toEqual({
      success: false,
      error: 'No user logged in',
      message: null,
    });
  });

  it('says so when the service cannot be reached', async () => {
    await signedUp('asha@example.com', { session: false });
    const proxy = await startAuthFaultProxy();
    const tab = browser({ auth: proxy.host, session: false });
    await tab.service.signIn('asha@example.com', PASSWORD);
    await proxy.close();
    expect((await tab.service.sendVerificationEmail()).error).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});

describe('the verified e-mail key', () => {
  it('turns verified when the page is shown again after the link was opened', async () => {
    const asha = await signedUp('asha@example.com');
    const uid = asha.uid();
    // Signed up, not verified: the key is Asha's, but nobody can share with her yet.
    expect(await keyOf('asha@example.com')).toEqual(key(uid, false));
    expect(asha.session!.get()).toMatchObject({ user: { emailVerified: false } });
    await asha.service.sendVerificationEmail();
    await openVerificationLink(asha.cloud, 'asha@example.com');

    expect(await asha.service.refreshVerification()).toEqual({ success: true, error: null });
    expect(asha.session!.get()).toMatchObject({ user: { emailVerified: true } });
    await keyBecomes('asha@example.com', key(uid, true));
    expect(readRecordedSession(asha.storages.session)).toEqual({ uid, verified: true });
    expect(asha.logged).toEqual([]);
  });

  it('turns verified on the next page load after the link was opened elsewhere', async () => {
    const asha = await signedUp('asha@example.com', { session: false });
    await asha.service.sendVerificationEmail();
    await openVerificationLink(asha.cloud, 'asha@example.com');
    // The next page: Auth restores the user and reloads it; its token predates the verification.
    await reload(cloudAuth(asha.cloud).currentUser!);
    asha.newTab();
    await keyBecomes('asha@example.com', key(asha.uid(), true));
    expect(readRecordedSession(asha.storages.session)).toEqual({
      uid: asha.uid(),
      verified: true,
    });
    expect(asha.logged).toEqual([]);
  });

  it('is verified from the start for a Google account', async () => {
    const ravi = await sharer();
    const gina = browser({
      identityProvider: emulatorGoogleAccount({ sub: 'g-gina', email: 'gina@example.com' }),
    });
    expect((await gina.service.signInWithGoogle('sign-up')).success).toBe(true);
    expect(await keyOf('gina@example.com')).toEqual(key(gina.uid(), true));
    expect(await findShareTarget(ravi.cloud, 'gina@example.com')).toBe(gina.uid());
  });

  it('is found for sharing only once verified', async () => {
    const ravi = await sharer();
    await expect(findShareTarget(ravi.cloud, 'asha@example.com')).rejects.toThrow(
      USER_NOT_FOUND_MESSAGE,
    );
    const asha = await signedUp('asha@example.com');
    await expect(findShareTarget(ravi.cloud, ' Asha@Example.com ')).rejects.toThrow(
      UNVERIFIED_USER_MESSAGE,
    );
    await verifyEmail(asha.cloud);
    await keyBecomes('asha@example.com', key(asha.uid(), true));
    expect(await findShareTarget(ravi.cloud, ' Asha@Example.com ')).toBe(asha.uid());
  });
});

describe('squatting on an e-mail key, with real accounts', () => {
  /** What the rules answer the client of `tab` writing `userEmails/{email}` itself. */
  const writeKey = (tab: Tab, email: string, data: Record<string, unknown> | null) => {
    const ref = doc(cloudFirestore(tab.cloud), 'userEmails', email);
    return (data ? setDoc(ref, data) : deleteDoc(ref)).then(
      () => 'written',
      (error: unknown) => (error as { code?: string }).code,
    );
  };

  it("attack: nobody else's client takes, marks or deletes a verified user's key, nor signs up with her address in any case", async () => {
    const asha = await signedUp('asha@example.com');
    await verifyEmail(asha.cloud);
    await keyBecomes('asha@example.com', key(asha.uid(), true));
    const ravi = await sharer();

    const mallory = await signedUp('mallory@example.com');
    const claims = { uid: mallory.uid(), verified: true };
    expect(await writeKey(mallory, 'asha@example.com', claims)).toBe('permission-denied');
    expect(await writeKey(mallory, 'asha@example.com', null)).toBe('permission-denied');
    // Firebase Auth keeps one account per address, whatever its case.
    expect((await browser().service.signUp('ASHA@Example.com', PASSWORD, 'M')).error).toBe(
      'Failed to create account: This email is already in use by another account',
    );
    expect(await keyOf('asha@example.com')).toEqual(key(asha.uid(), true));
    expect(await findShareTarget(ravi.cloud, 'asha@example.com')).toBe(asha.uid());
  });

  it('attack: a squatter who signed up first holds an unverified key that receives nothing; the owner, verified, takes it', async () => {
    const mallory = await signedUp('asha@example.com');
    expect(await keyOf('asha@example.com')).toEqual(key(mallory.uid(), false));
    const ravi = await sharer();
    await expect(findShareTarget(ravi.cloud, 'asha@example.com')).rejects.toThrow(
      UNVERIFIED_USER_MESSAGE,
    );
    // Her token does not say verified, so neither may her key.
    const claims = { uid: mallory.uid(), verified: true };
    expect(await writeKey(mallory, 'asha@example.com', claims)).toBe('permission-denied');

    // She moves her account to another address, keeping the key: the address is free in Auth.
    await updateEmail(cloudAuth(mallory.cloud).currentUser!, 'mallory@example.com');
    const asha = await signedUp('asha@example.com');
    // Unverified, the owner cannot take the key from another live account, and nobody can share...
    expect(await keyOf('asha@example.com')).toEqual(key(mallory.uid(), false));
    await expect(findShareTarget(ravi.cloud, 'asha@example.com')).rejects.toThrow(
      UNVERIFIED_USER_MESSAGE,
    );
    // ...verified, she takes it, and shares reach her.
    await verifyEmail(asha.cloud);
    await keyBecomes('asha@example.com', key(asha.uid(), true));
    expect(await findShareTarget(ravi.cloud, 'asha@example.com')).toBe(asha.uid());
    expect(await writeKey(mallory, 'asha@example.com', null)).toBe('permission-denied');
  });

  it("the owner's Google sign-in takes over a squatter's account, and its key turns verified", async () => {
    const mallory = await signedUp('asha@example.com');
    const asha = browser({
      identityProvider: emulatorGoogleAccount({ sub: 'g-asha', email: 'asha@example.com' }),
    });
    expect((await asha.service.signInWithGoogle()).success).toBe(true);
    // One account per address: Google vouches for it, so Auth gives it to Asha, password removed.
    expect(asha.uid()).toBe(mallory.uid());
    expect(await keyOf('asha@example.com')).toEqual(key(asha.uid(), true));
    expect((await browser().service.signIn('asha@example.com', PASSWORD)).success).toBe(false);
  });
});

describe('a stale key', () => {
  it('goes to the next owner of the address once the account that held it is gone', async () => {
    const old = await signedUp('asha@example.com');
    await verifyEmail(old.cloud);
    const oldUid = old.uid();
    expect((await old.service.deleteAccount(PASSWORD)).success).toBe(true);
    // A deletion whose e-mail-key step was lost: the key is left, its account and record gone.
    await writeDocument('userEmails/asha@example.com', { uid: oldUid, verified: true });

    const asha = await signedUp('asha@example.com');
    expect(await keyOf('asha@example.com')).toEqual(key(asha.uid(), false));
    const ravi = await sharer();
    await expect(findShareTarget(ravi.cloud, 'asha@example.com')).rejects.toThrow(
      UNVERIFIED_USER_MESSAGE,
    );
    await verifyEmail(asha.cloud);
    await keyBecomes('asha@example.com', key(asha.uid(), true));
    expect(await findShareTarget(ravi.cloud, 'asha@example.com')).toBe(asha.uid());
  });
});
