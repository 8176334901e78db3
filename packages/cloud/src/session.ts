import { onIdTokenChanged, type User } from 'firebase/auth';
import {
  createSessionStore,
  readRecordedSession,
  recordDue,
  writeSessionHint,
  type SessionState,
  type SessionStore,
  type SessionUser,
} from '../../core/src/account/session';
import { accountKind } from '../../core/src/account/user-record';
import type { Cloud } from './app';
import { cloudAuth, onUserChanged, providerIds, tokenEmailVerified } from './auth';
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
 * Firebase, and saves the user's records at the start of a browser session and once the e-mail is
 * verified.
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

  /** Tokens refreshed by `keepRecords`: once per user and page, so a refusal cannot loop. */
  const refreshed = new Set<string>();

  /**
   * Saves the user's records when `recordDue` says (a session start; the e-mail newly verified),
   * from the token's verified claim. A token issued before the account was verified is refreshed
   * first, once: the rules read the token.
   */
  async function keepRecords(user: User, sessionStart: boolean): Promise<void> {
    try {
      const verified = await tokenEmailVerified(user, !refreshed.has(user.uid));
      refreshed.add(user.uid);
      const due = recordDue(
        readRecordedSession(storages.session),
        user.uid,
        verified,
        sessionStart,
      );
      if (!due || auth.currentUser?.uid !== user.uid) return;
      // Firestore loads only here, so that a page that merely shows the session stays light.
      const { recordUser } = await import('./user-records');
      await recordUser(cloud, user, due, storages.session, log, verified);
    } catch (error) {
      log('checking the token failed:', error);
    }
  }

  // The first call is the user Auth restored: that is a session start. Each call's records wait
  // for the last's, so that a token refreshed on the way (it calls again) is not saved twice.
  let restored = false;
  let saving = Promise.resolve();
  const stopTokens = onIdTokenChanged(auth, (user) => {
    update();
    const sessionStart = !restored;
    restored = true;
    if (user) saving = saving.then(() => keepRecords(user, sessionStart));
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
