import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountKind, displayNameOrFallback, emailKey } from './user-record';

describe('displayNameOrFallback', () => {
  it('keeps a display name, trimmed', () => {
    expect(displayNameOrFallback(' Asha Rao ', 'asha@example.com')).toBe('Asha Rao');
  });

  it('falls back to the part of the e-mail before the @, else User (SPEC §3)', () => {
    expect(displayNameOrFallback(null, 'asha.rao@example.com')).toBe('asha.rao');
    expect(displayNameOrFallback('  ', 'asha@example.com')).toBe('asha');
    expect(displayNameOrFallback(undefined, '@example.com')).toBe('User');
    expect(displayNameOrFallback(null, null)).toBe('User');
  });

  it('never gives an empty name', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (name, email) => {
        expect(displayNameOrFallback(name, email).trim()).not.toBe('');
      }),
    );
  });
});

describe('emailKey', () => {
  it('lower-cases and trims', () => {
    expect(emailKey(' Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });

  it('has no key for what cannot be a document id', () => {
    expect(emailKey('a/b@example.com')).toBeNull();
    expect(emailKey('  ')).toBeNull();
  });
});

describe('accountKind', () => {
  it('tells identity-provider accounts and passwords apart', () => {
    expect(accountKind(['password'])).toEqual({ isProviderAccount: false, hasPassword: true });
    expect(accountKind(['google.com'])).toEqual({ isProviderAccount: true, hasPassword: false });
    expect(accountKind(['google.com', 'password'])).toEqual({
      isProviderAccount: true,
      hasPassword: true,
    });
    expect(accountKind([])).toEqual({ isProviderAccount: false, hasPassword: false });
  });
});
