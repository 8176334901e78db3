import { describe, expect, it } from 'vitest';
import { chooseReauthentication, runDeletionSteps, type DeletionStep } from './deletion';

describe('runDeletionSteps', () => {
  it('runs every step in order with the context, going on after a failure', async () => {
    const ran: string[] = [];
    const problem = new Error('offline');
    const step = (name: string, fails = false): DeletionStep<{ uid: string }> => ({
      name,
      run: async ({ uid }) => {
        ran.push(`${name}:${uid}`);
        if (fails) throw problem;
      },
    });
    const reported: unknown[] = [];
    const failures = await runDeletionSteps(
      [step('profiles'), step('shares', true), step('user record')],
      { uid: 'u1' },
      (failure) => reported.push(failure),
    );
    expect(ran).toEqual(['profiles:u1', 'shares:u1', 'user record:u1']);
    expect(failures).toEqual([{ step: 'shares', error: problem }]);
    expect(reported).toEqual(failures);
  });

  it('resolves with no failures when all steps succeed', async () => {
    expect(await runDeletionSteps([], null, () => {})).toEqual([]);
  });
});

describe('chooseReauthentication', () => {
  it('uses a given password on accounts that have one', () => {
    expect(chooseReauthentication(['password'], 'secret1')).toEqual({
      method: 'password',
      password: 'secret1',
    });
    expect(chooseReauthentication(['google.com', 'password'], 'secret1')).toEqual({
      method: 'password',
      password: 'secret1',
    });
  });

  it('goes through the provider for identity-provider accounts', () => {
    expect(chooseReauthentication(['google.com'])).toEqual({ method: 'provider' });
    expect(chooseReauthentication(['google.com', 'password'])).toEqual({ method: 'provider' });
    expect(chooseReauthentication(['google.com'], 'ignored')).toEqual({ method: 'provider' });
  });

  it('asks e-mail accounts for their password', () => {
    expect(chooseReauthentication(['password'])).toEqual({ method: 'password-required' });
    expect(chooseReauthentication(['password'], '')).toEqual({ method: 'password-required' });
  });
});
