import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';
import {
  accountName,
  avatarLetter,
  createSessionStore,
  markSessionRecorded,
  readRecordedSession,
  recordDue,
  SESSION_RECORDED_KEY,
  readSessionHint,
  SESSION_HINT_KEY,
  writeSessionHint,
  type KeyValueStorage,
  type SessionState,
  type SessionUser,
} from './session';

const blocked: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const user: SessionUser = {
  uid: 'u1',
  email: 'asha@example.com',
  displayName: 'Asha',
  photoURL: null,
  emailVerified: false,
  isProviderAccount: false,
  hasPassword: true,
  createdAt: 1,
  lastSignInAt: 2,
};

describe('createSessionStore', () => {
  it('starts loading and tells subscribers at once and on each change', () => {
    const store = createSessionStore();
    const seen: SessionState[] = [];
    const unsubscribe = store.subscribe((session) => seen.push(session));
    store.set({ state: 'signed-in', user });
    unsubscribe();
    store.set({ state: 'signed-out' });
    expect(seen).toEqual([{ state: 'loading' }, { state: 'signed-in', user }]);
    expect(store.get()).toEqual({ state: 'signed-out' });
  });
});

describe('session hint', () => {
  it('keeps the name and e-mail of a signed-in user and forgets them on sign-out', () => {
    const storage = memoryStorage();
    expect(readSessionHint(storage)).toBeNull();
    writeSessionHint(storage, { state: 'signed-in', user });
    expect(readSessionHint(storage)).toEqual({ displayName: 'Asha', email: 'asha@example.com' });
    expect(storage.data.get(SESSION_HINT_KEY)).not.toContain('u1');
    writeSessionHint(storage, { state: 'loading' });
    expect(readSessionHint(storage)).not.toBeNull();
    writeSessionHint(storage, { state: 'signed-out' });
    expect(readSessionHint(storage)).toBeNull();
  });

  it('reads damaged or foreign values as no hint, or as unknown fields', () => {
    const storage = memoryStorage();
    for (const raw of ['{', 'null', '3']) {
      storage.setItem(SESSION_HINT_KEY, raw);
      expect(readSessionHint(storage)).toBeNull();
    }
    storage.setItem(SESSION_HINT_KEY, '{"displayName":7,"email":"a@b.c"}');
    expect(readSessionHint(storage)).toEqual({ displayName: null, email: 'a@b.c' });
  });

  it('does without storage', () => {
    expect(readSessionHint(undefined)).toBeNull();
    expect(readSessionHint(blocked)).toBeNull();
    expect(() => writeSessionHint(blocked, { state: 'signed-in', user })).not.toThrow();
    expect(() => writeSessionHint(undefined, { state: 'signed-out' })).not.toThrow();
  });
});

describe('session-start marker', () => {
  it('remembers which user this browser session recorded, and whether as verified', () => {
    const storage = memoryStorage();
    expect(readRecordedSession(storage)).toBeNull();
    markSessionRecorded(storage, { uid: 'u1', verified: false });
    expect(readRecordedSession(storage)).toEqual({ uid: 'u1', verified: false });
    markSessionRecorded(storage, { uid: 'u1', verified: true });
    expect(readRecordedSession(storage)).toEqual({ uid: 'u1', verified: true });
    expect(readRecordedSession(blocked)).toBeNull();
    expect(() => markSessionRecorded(blocked, { uid: 'u1', verified: true })).not.toThrow();
    expect(readRecordedSession(undefined)).toBeNull();
  });

  it('reads a marker of an earlier version (a bare uid) or junk as none', () => {
    for (const raw of ['u1', '{"verified":true}', '7', 'null']) {
      const storage = memoryStorage();
      storage.setItem(SESSION_RECORDED_KEY, raw);
      expect(readRecordedSession(storage), raw).toBeNull();
    }
  });
});

describe('recordDue', () => {
  const saved = (uid: string, verified: boolean) => ({ uid, verified });

  it('records at the start of a browser session, as a sign-in', () => {
    expect(recordDue(null, 'u1', false, true)).toEqual({ signedIn: true });
    expect(recordDue(saved('u2', true), 'u1', true, true)).toEqual({ signedIn: true });
  });

  it('records nothing more in the same browser session while nothing changes', () => {
    expect(recordDue(saved('u1', false), 'u1', false, true)).toBeNull();
    expect(recordDue(saved('u1', true), 'u1', true, false)).toBeNull();
    // A sign-in on the page: the auth service records that itself.
    expect(recordDue(null, 'u1', true, false)).toBeNull();
  });

  it('records once more when the token first says the e-mail is verified', () => {
    expect(recordDue(saved('u1', false), 'u1', true, false)).toEqual({ signedIn: false });
    expect(recordDue(saved('u1', false), 'u1', true, true)).toEqual({ signedIn: false });
    expect(recordDue(saved('u2', false), 'u1', true, false)).toBeNull();
  });
});

describe('the avatar', () => {
  it('shows the first letter of the display name, else of the e-mail, else U', () => {
    expect(avatarLetter({ displayName: 'ravi Kumar', email: 'x@example.com' })).toBe('R');
    expect(avatarLetter({ displayName: '  ', email: 'meera@example.com' })).toBe('M');
    expect(avatarLetter({ displayName: null, email: null })).toBe('U');
    expect(avatarLetter({ displayName: 'Ålvik', email: null })).toBe('Å');
    expect(avatarLetter({ displayName: '😀 Joy', email: null })).toBe('😀');
  });

  it('names the user by display name, else User', () => {
    expect(accountName({ displayName: 'Ravi', email: 'r@example.com' })).toBe('Ravi');
    expect(accountName({ displayName: '', email: 'r@example.com' })).toBe('User');
    expect(accountName({ displayName: null, email: null })).toBe('User');
  });
});
