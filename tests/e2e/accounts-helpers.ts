import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { SESSION_HINT_KEY } from '../../packages/core/src/account/session.ts';
import { cloudConfigFromEnv } from '../../packages/cloud/src/config.ts';
import { press, siteUrl, waitForPath } from './browser';

/**
 * Accounts for the journeys, made and inspected through the emulators' REST APIs (the Auth
 * emulator's identitytoolkit endpoints, Firestore's documents as the owner), so that a test of one
 * page does not depend on the sign-in pages.
 */

const apiKey = () => cloudConfigFromEnv(process.env).firebase.apiKey;
const authBase = () => `http://${inject('authHost')}`;
const ownerHeaders = { authorization: 'Bearer owner', 'content-type': 'application/json' };

export interface TestAccount {
  uid: string;
  email: string;
  idToken: string;
  refreshToken: string;
}

interface TokenResponse {
  localId: string;
  email: string;
  idToken: string;
  refreshToken: string;
}

async function identityToolkit<T>(method: string, body: unknown): Promise<T> {
  const response = await fetch(
    `${authBase()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${apiKey()}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`accounts:${method}: ${json.error?.message}`);
  return json;
}

const account = ({ localId, email, idToken, refreshToken }: TokenResponse): TestAccount => ({
  uid: localId,
  email,
  idToken,
  refreshToken,
});

/**
 * An e-mail and password account, with a display name when given; with `emailVerified`, as if its
 * owner had opened the verification link (only then can others share with them by e-mail), and
 * signed in again since, so that its token says so.
 */
export async function createEmailAccount(fields: {
  email: string;
  password: string;
  displayName?: string;
  emailVerified?: boolean;
}): Promise<TestAccount> {
  const created = await identityToolkit<TokenResponse>('signUp', {
    email: fields.email,
    password: fields.password,
    ...(fields.displayName ? { displayName: fields.displayName } : {}),
    returnSecureToken: true,
  });
  if (!fields.emailVerified) return account(created);
  await verifyAccount(created.localId);
  return signInWithPassword(fields.email, fields.password);
}

/** An e-mail the Auth emulator would have sent: its out-of-band code and the link carrying it. */
export interface SentEmail {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The e-mails the Auth emulator would have sent to `email`, oldest first. */
export async function sentEmails(email: string): Promise<SentEmail[]> {
  const response = await fetch(
    `${authBase()}/emulator/v1/projects/${inject('projectId')}/oobCodes`,
  );
  if (!response.ok) throw new Error(`oobCodes: HTTP ${response.status}`);
  const { oobCodes } = (await response.json()) as { oobCodes: SentEmail[] };
  return oobCodes.filter((code) => code.email === email);
}

/** Marks the account's e-mail verified, as opening the link in the verification e-mail does. */
export async function verifyAccount(uid: string): Promise<void> {
  const response = await fetch(
    `${authBase()}/identitytoolkit.googleapis.com/v1/projects/${inject('projectId')}/accounts:update`,
    {
      method: 'POST',
      headers: ownerHeaders,
      body: JSON.stringify({ localId: uid, emailVerified: true }),
    },
  );
  if (!response.ok) throw new Error(`accounts:update: HTTP ${response.status}`);
}

/**
 * A Google account: the Auth emulator takes an unsigned ID token. Its `sub` is the one the site's
 * emulated Google prompt derives from the e-mail (site/src/scripts/cloud-session.ts), so that
 * answering the prompt with this e-mail re-authenticates this account.
 */
export async function createGoogleAccount(email: string): Promise<TestAccount> {
  const idToken = JSON.stringify({ sub: `emulated-${email}`, email, email_verified: true });
  const created = await identityToolkit<TokenResponse>('signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
  return account(created);
}

/** Signs in with a password as the login page would; throws when the service refuses. */
export async function signInWithPassword(email: string, password: string): Promise<TestAccount> {
  return account(
    await identityToolkit<TokenResponse>('signInWithPassword', {
      email,
      password,
      returnSecureToken: true,
    }),
  );
}

export interface EmulatorUser {
  localId: string;
  email?: string;
  displayName?: string;
  createdAt?: string;
  lastLoginAt?: string;
  providerUserInfo?: { providerId: string }[];
}

/** The Auth emulator's record of `uid`, or null when there is none. */
export async function authUser(uid: string): Promise<EmulatorUser | null> {
  const response = await fetch(
    `${authBase()}/identitytoolkit.googleapis.com/v1/projects/${inject('projectId')}/accounts:lookup`,
    { method: 'POST', headers: ownerHeaders, body: JSON.stringify({ localId: [uid] }) },
  );
  const json = (await response.json()) as { users?: EmulatorUser[] };
  return json.users?.[0] ?? null;
}

const documentsUrl = () =>
  `http://${inject('firestoreHost')}/v1/projects/${inject('projectId')}/databases/(default)/documents`;

/** A Firestore document's fields as the emulator's REST API gives them, or null when missing. */
export async function firestoreDocument(
  path: string,
): Promise<Record<string, Record<string, unknown>> | null> {
  const response = await fetch(`${documentsUrl()}/${path}`, { headers: ownerHeaders });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return ((await response.json()) as { fields: Record<string, Record<string, unknown>> }).fields;
}

/** The documents of a collection, each as `firestoreDocument` gives it. */
export async function firestoreDocuments(
  path: string,
): Promise<Record<string, Record<string, unknown>>[]> {
  const response = await fetch(`${documentsUrl()}/${path}`, { headers: ownerHeaders });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  const { documents = [] } = (await response.json()) as {
    documents?: { fields: Record<string, Record<string, unknown>> }[];
  };
  return documents.map(({ fields }) => fields);
}

/** Empties both emulators, so that each test starts with no accounts and no documents. */
export async function clearEmulators(): Promise<void> {
  const projectId = inject('projectId');
  const emptied = [
    `${authBase()}/emulator/v1/projects/${projectId}/accounts`,
    `http://${inject('firestoreHost')}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
  ].map(async (address) => {
    const response = await fetch(address, { method: 'DELETE' });
    if (!response.ok) throw new Error(`DELETE ${address}: HTTP ${response.status}`);
  });
  await Promise.all(emptied);
}

/**
 * Signs the browser context in as `account`: Firebase Auth keeps its user in localStorage (one of
 * the site's persistences) and, on the next page load, restores it and reloads it from the
 * emulator, as after any earlier sign-in. Then opens `path`.
 */
export async function signInAs(
  context: BrowserContext,
  signedIn: TestAccount,
  path: string,
): Promise<Page> {
  const page = await context.newPage();
  // A page of the site's origin, for its localStorage; signed out, it loads no Firebase.
  await page.goto(new URL('/about', siteUrl()).href);
  // The user as Firebase Auth keeps it, and the site's hint of it that a sign-in leaves.
  await page.evaluate(
    ([key, user, hintKey, hint]) => {
      localStorage.setItem(key, user);
      localStorage.setItem(hintKey, hint);
    },
    [
      `firebase:authUser:${apiKey()}:[DEFAULT]`,
      JSON.stringify({
        uid: signedIn.uid,
        email: signedIn.email,
        emailVerified: false,
        isAnonymous: false,
        providerData: [],
        stsTokenManager: {
          accessToken: signedIn.idToken,
          refreshToken: signedIn.refreshToken,
          expirationTime: Date.now() + 3_600_000,
        },
      }),
      SESSION_HINT_KEY,
      JSON.stringify({ displayName: null, email: signedIn.email }),
    ] as const,
  );
  await page.goto(new URL(path, siteUrl()).href);
  return page;
}

/**
 * Signs up through /signup as a student does, past the offer to verify the address
 * (profile.test.ts), and waits for the GPA page the site then opens.
 */
export async function signUpOnSite(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto(new URL('/signup', siteUrl()).href);
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await press(page.getByRole('button', { name: 'Create Account' }));
  await press(page.getByRole('link', { name: 'Continue' }));
  await waitForPath(page, '/gpa-calculator', { timeout: 15_000 });
}

/**
 * Where the page's origin still holds any of `needles` (an e-mail, a name, subject names): every
 * IndexedDB database's records, localStorage, sessionStorage and the service worker's caches, as
 * "place: needle" lines. Empty when none of the user's data is left on the device.
 */
export function deviceDataHolding(page: Page, needles: readonly string[]): Promise<string[]> {
  return page.evaluate(async (needles) => {
    const found: string[] = [];
    const check = (place: string, text: string) => {
      for (const needle of needles) if (text.includes(needle)) found.push(`${place}: ${needle}`);
    };
    const readAll = (db: IDBDatabase, store: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(store, 'readonly').objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error);
      });
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of db.objectStoreNames) {
        check(`IndexedDB ${name}/${store}`, JSON.stringify(await readAll(db, store)));
      }
      db.close();
    }
    for (const [place, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (const key of Object.keys(storage)) check(`${place} ${key}`, key + storage.getItem(key));
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        check(`cache ${request.url}`, await ((await cache.match(request))?.text() ?? ''));
      }
    }
    return found;
  }, needles);
}
