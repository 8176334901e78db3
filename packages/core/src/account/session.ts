/**
 * The visitor's session (SPEC §4): 'loading', then 'signed-out' or 'signed-in'. packages/cloud keeps
 * it up to date from Firebase Auth; pages that do not load Firebase read the cached hint instead.
 */

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  /** An identity-provider (Google) account; it may create a password (SPEC §6 "Account type"). */
  isProviderAccount: boolean;
  hasPassword: boolean;
  /** Milliseconds since the epoch, or null when the service does not say. */
  createdAt: number | null;
  lastSignInAt: number | null;
}

export type SessionState =
  { state: 'loading' } | { state: 'signed-out' } | { state: 'signed-in'; user: SessionUser };

export interface SessionStore {
  get(): SessionState;
  /** Calls `listener` at once with the current state and after each change; returns unsubscribe. */
  subscribe(listener: (session: SessionState) => void): () => void;
}

/** A session store and the setter its owner keeps. */
export function createSessionStore(): SessionStore & { set(session: SessionState): void } {
  let current: SessionState = { state: 'loading' };
  const listeners = new Set<(session: SessionState) => void>();
  return {
    get: () => current,
    set(session) {
      current = session;
      for (const listener of listeners) listener(session);
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(current);
      return () => listeners.delete(listener);
    },
  };
}

/** The part of `localStorage` / `sessionStorage` this module uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * What a page that does not load Firebase may show before it knows: the navbar's avatar letter,
 * name and e-mail. Confirmed or corrected once Firebase has loaded.
 */
export interface SessionHint {
  displayName: string | null;
  email: string | null;
}

export const SESSION_HINT_KEY = 'campuscalc.session';
export const SESSION_RECORDED_KEY = 'campuscalc.session-recorded';

/** Storage may be missing or blocked (private modes, sandboxed frames): then there is no hint. */
function attempt<T>(work: () => T, otherwise: T): T {
  try {
    return work();
  } catch {
    return otherwise;
  }
}

const nullableString = (value: unknown) => (typeof value === 'string' ? value : null);

export function readSessionHint(storage: KeyValueStorage | undefined): SessionHint | null {
  const raw = attempt(() => storage?.getItem(SESSION_HINT_KEY) ?? null, null);
  if (raw === null) return null;
  const parsed = attempt<unknown>(() => JSON.parse(raw), null);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { displayName, email } = parsed as Record<string, unknown>;
  return { displayName: nullableString(displayName), email: nullableString(email) };
}

/** Keeps the hint in step with a settled session; a loading one leaves it as it is. */
export function writeSessionHint(
  storage: KeyValueStorage | undefined,
  session: SessionState,
): void {
  if (!storage || session.state === 'loading') return;
  attempt(() => {
    if (session.state === 'signed-out') storage.removeItem(SESSION_HINT_KEY);
    else {
      const { displayName, email } = session.user;
      storage.setItem(SESSION_HINT_KEY, JSON.stringify({ displayName, email }));
    }
  }, undefined);
}

/**
 * Whether this browser session already saved the user record of `uid` (SPEC §4: each sign-in,
 * sign-up or session start saves it; the site reloads on every page, which is not a new session).
 */
export function sessionRecorded(storage: KeyValueStorage | undefined, uid: string): boolean {
  return attempt(() => storage?.getItem(SESSION_RECORDED_KEY) === uid, false);
}

export function markSessionRecorded(storage: KeyValueStorage | undefined, uid: string): void {
  attempt(() => storage?.setItem(SESSION_RECORDED_KEY, uid), undefined);
}

/** SPEC §2 "Navigation bar": the avatar's letter, of the display name or e-mail, else U. */
export function avatarLetter({ displayName, email }: SessionHint): string {
  const source = displayName?.trim() || email?.trim() || 'U';
  return [...source][0]!.toUpperCase();
}

/** SPEC §2: the avatar dropdown names the user by display name, or 'User'. */
export const accountName = ({ displayName }: SessionHint): string => displayName?.trim() || 'User';
