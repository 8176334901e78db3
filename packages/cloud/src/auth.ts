import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
  type User,
} from 'firebase/auth';
import { perApp } from './app';

/**
 * Firebase Auth of the cloud's app, connected to the emulator when the config names one. Without
 * a popup resolver: its code loads only with the calls that open a popup (identity-provider.ts).
 * In Node both persistences are in memory.
 */
export const cloudAuth = perApp((cloud): Auth => {
  const auth = initializeAuth(cloud.app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (cloud.config.emulators) {
    connectAuthEmulator(auth, `http://${cloud.config.emulators.auth}`, { disableWarnings: true });
  }
  return auth;
});

export const providerIds = (user: User) => user.providerData.map((info) => info.providerId);

/**
 * Changes to the signed-in user that Firebase does not announce by itself (a new display name, a
 * linked password) are announced here, so that the session shows them.
 */
const userListeners = new WeakMap<Auth, Set<() => void>>();

export function onUserChanged(auth: Auth, listener: () => void): () => void {
  const listeners = userListeners.get(auth) ?? new Set();
  userListeners.set(auth, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyUserChanged(auth: Auth): void {
  for (const listener of userListeners.get(auth) ?? []) listener();
}

/**
 * Whether the user's ID token, which the security rules read, says their e-mail is verified. A
 * token issued before they opened the verification link still says no while the account (after a
 * reload) says yes: that token is refreshed first, so that the rules see what the account says.
 */
export async function tokenEmailVerified(user: User, mayRefresh = true): Promise<boolean> {
  const verified = async (refresh: boolean) =>
    (await user.getIdTokenResult(refresh)).claims.email_verified === true;
  if (await verified(false)) return true;
  return mayRefresh && user.emailVerified && verified(true);
}
