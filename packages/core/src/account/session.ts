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

/** The object stored as JSON under `key`, or null (none, unreadable, or not an object). */
function readObject(
  storage: KeyValueStorage | undefined,
  key: string,
): Record<string, unknown> | null {
  const raw = attempt(() => storage?.getItem(key) ?? null, null);
  const parsed = raw === null ? null : attempt<unknown>(() => JSON.parse(raw), null);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
}

export function readSessionHint(storage: KeyValueStorage | undefined): SessionHint | null {
  const hint = readObject(storage, SESSION_HINT_KEY);
  return (
    hint && { displayName: nullableString(hint.displayName), email: nullableString(hint.email) }
  );
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
 * What this browser session has saved of a user's records (SPEC §4: each sign-in, sign-up or
 * session start saves them; the site reloads on every page, which is not a new session): whose,
 * and whether the e-mail lookup key went in as verified.
 */
export interface RecordedSession {
  uid: string;
  verified: boolean;
}

export function readRecordedSession(storage: KeyValueStorage | undefined): RecordedSession | null {
  const recorded = readObject(storage, SESSION_RECORDED_KEY);
  return typeof recorded?.uid === 'string'
    ? { uid: recorded.uid, verified: recorded.verified === true }
    : null;
}

export function markSessionRecorded(
  storage: KeyValueStorage | undefined,
  recorded: RecordedSession,
): void {
  attempt(() => storage?.setItem(SESSION_RECORDED_KEY, JSON.stringify(recorded)), undefined);
}

/**
 * Whether the session saves the records of `uid` now, and whether as a sign-in: at the start of a
 * browser session, and once more when the token first says the e-mail is verified, so that its
 * lookup key turns verified wherever and whenever the link was opened.
 * `verified` is the token's claim; `sessionStart`, that this is the user Auth restored on load.
 */
export function recordDue(
  saved: RecordedSession | null,
  uid: string,
  verified: boolean,
  sessionStart: boolean,
): { signedIn: boolean } | null {
  if (sessionStart && saved?.uid !== uid) return { signedIn: true };
  if (saved?.uid === uid && !saved.verified && verified) return { signedIn: false };
  return null;
}

/** SPEC §2 "Navigation bar": the avatar's letter, of the display name or e-mail, else U. */
export function avatarLetter({ displayName, email }: SessionHint): string {
  const source = displayName?.trim() || email?.trim() || 'U';
  return [...source][0]!.toUpperCase();
}

/** SPEC §2: the avatar dropdown names the user by display name, or 'User'. */
export const accountName = ({ displayName }: SessionHint): string => displayName?.trim() || 'User';
