import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  markSessionRecorded,
  readRecordedSession,
  readSessionHint,
  type SessionState,
} from '../../core/src/account/session';
import { memoryStorage } from '../../core/src/account/memory-storage';
import { disposeClouds, readDocument, testCloud } from '../test/cloud';
import { clearProject } from '../test/emulators';
import { createAuthService } from './auth-service';
import { emulatorGoogleAccount } from './identity-provider';
import { startSession, type Session } from './session';

// The session store of SPEC §4 following Firebase Auth on the emulator.

const sessions: Session[] = [];
beforeEach(() => clearProject());
afterEach(async () => {
  for (const session of sessions.splice(0)) session.stop();
  await disposeClouds();
});

function follow(cloud = testCloud()) {
  const storages = { local: memoryStorage(), session: memoryStorage() };
  const session = startSession(cloud, { storages });
  sessions.push(session);
  const seen: SessionState[] = [];
  session.subscribe((state) => seen.push(state));
  return { cloud, storages, session, seen };
}

const settled = (session: Session) =>
  vi.waitFor(() => {
    expect(session.get().state).not.toBe('loading');
    return session.get();
  });

describe('startSession', () => {
  it('goes from loading to signed out when nobody is signed in', async () => {
    const { session, seen, storages } = follow();
    expect(seen[0]).toEqual({ state: 'loading' });
    expect(await settled(session)).toEqual({ state: 'signed-out' });
    expect(readSessionHint(storages.local)).toBeNull();
  });

  it('follows sign-in, display-name changes and sign-out, and keeps the hint', async () => {
    const { cloud, session, storages } = follow();
    await settled(session);
    const service = createAuthService(cloud, { storages });
    await service.signUp('asha@example.com', 'secret1', 'Asha');
    await vi.waitFor(() => expect(session.get()).toMatchObject({ state: 'signed-in' }));
    const signedIn = session.get();
    if (signedIn.state !== 'signed-in') throw new Error('not signed in');
    expect(signedIn.user).toMatchObject({
      email: 'asha@example.com',
      displayName: 'Asha',
      photoURL: null,
      emailVerified: false,
      isProviderAccount: false,
      hasPassword: true,
    });
    expect(Math.abs(Date.now() - signedIn.user.createdAt!)).toBeLessThan(60_000);
    expect(signedIn.user.lastSignInAt).toEqual(expect.any(Number));
    expect(readSessionHint(storages.local)).toEqual({
      displayName: 'Asha',
      email: 'asha@example.com',
    });

    await service.updateDisplayName('Asha Rao');
    expect(session.get()).toMatchObject({ state: 'signed-in', user: { displayName: 'Asha Rao' } });
    expect(readSessionHint(storages.local)?.displayName).toBe('Asha Rao');

    await service.signOut();
    await vi.waitFor(() => expect(session.get()).toEqual({ state: 'signed-out' }));
    expect(readSessionHint(storages.local)).toBeNull();
  });

  it('shows a provider account that creates a password', async () => {
    const { cloud, session, storages } = follow();
    const service = createAuthService(cloud, {
      storages,
      identityProvider: emulatorGoogleAccount({ sub: 'google-gina', email: 'gina@example.com' }),
    });
    await service.signInWithGoogle();
    await vi.waitFor(() =>
      expect(session.get()).toMatchObject({
        state: 'signed-in',
        user: { isProviderAccount: true, hasPassword: false, displayName: null },
      }),
    );
    await service.createPassword('secret1');
    expect(session.get()).toMatchObject({ user: { isProviderAccount: true, hasPassword: true } });
  });

  it('saves the user record at the start of a browser session, once', async () => {
    const cloud = testCloud();
    const service = createAuthService(cloud, {
      storages: { local: memoryStorage(), session: memoryStorage() },
    });
    await service.signUp('asha@example.com', 'secret1', 'Asha');
    const uid = (await readDocument('userEmails/asha@example.com'))?.uid?.stringValue as string;
    const signUpLogin = (await readDocument(`users/${uid}`))?.lastLoginAt;

    // A page load of the same browser session: the record is saved already.
    const samePage = follow(cloud);
    markSessionRecorded(samePage.storages.session, { uid, verified: false });
    await settled(samePage.session);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await readDocument(`users/${uid}`))?.lastLoginAt).toEqual(signUpLogin);
    // A new browser session (a new tab) with the user restored by Auth: saved anew.
    const newTab = follow(cloud);
    await vi.waitFor(() =>
      expect(readRecordedSession(newTab.storages.session)).toEqual({ uid, verified: false }),
    );
    const record = (await readDocument(`users/${uid}`))!;
    expect(record.lastLoginAt).not.toEqual(signUpLogin);
    expect(record.displayName).toEqual({ stringValue: 'Asha' });
  });
});
