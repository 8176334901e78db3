import { onIdTokenChanged, type User } from 'firebase/auth';
import {
  createSessionStore,
  markSessionRecorded,
  sessionRecorded,
  writeSessionHint,
  type SessionState,
  type SessionStore,
  type SessionUser,
} from '../../core/src/account/session';
import { accountKind } from '../../core/src/account/user-record';
import type { Cloud } from './app';
import { cloudAuth, onUserChanged, providerIds } from './auth';
import { browserStorages, type BrowserStorages } from './storage';

export interface Session extends SessionStore {
  /** Stops following Firebase Auth. */
  stop(): void;
}

export interface SessionOptions {
  storages?: BrowserStorages;
  log?: (message: string, error: unknown) => void;
}

const time = (value: string | undefined) => {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
};

export function sessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    ...accountKind(providerIds(user)),
    createdAt: time(user.metadata.creationTime),
    lastSignInAt: time(user.metadata.lastSignInTime),
  };
}

/**
 * The session of SPEC §4 as a subscribable store, following Firebase Auth: 'loading' until Auth
 * has restored the user, then 'signed-out' or 'signed-in'. Keeps the cached hint for pages without
 * Firebase, and saves the user record at the start of a browser session.
 */
export function startSession(cloud: Cloud, options: SessionOptions = {}): Session {
  const auth = cloudAuth(cloud);
  const storages = options.storages ?? browserStorages();
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  const store = createSessionStore();

  const update = () => {
    const user = auth.currentUser;
    const session: SessionState = user
      ? { state: 'signed-in', user: sessionUser(user) }
      : { state: 'signed-out' };
    store.set(session);
    writeSessionHint(storages.local, session);
  };

  async function recordSessionStart(user: User): Promise<void> {
    try {
      // Firestore loads only here, so that a page that merely shows the session stays light.
      const { saveUserRecord } = await import('./user-records');
      await saveUserRecord(cloud, user, { signedIn: true });
      markSessionRecorded(storages.session, user.uid);
    } catch (error) {
      log('saving the user record at session start failed:', error);
    }
  }

  let restored = false;
  // The first call is the user Auth restored: that is a session start, unless this browser
  // session has saved the record already (the site reloads on every page).
  const stopTokens = onIdTokenChanged(auth, (user) => {
    update();
    if (restored) return;
    restored = true;
    if (user && !sessionRecorded(storages.session, user.uid)) void recordSessionStart(user);
  });
  const stopChanges = onUserChanged(auth, update);
  return {
    get: store.get,
    subscribe: store.subscribe,
    stop() {
      stopTokens();
      stopChanges();
    },
  };
}
