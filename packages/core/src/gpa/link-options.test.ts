import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_EXPIRY_CHOICES, linkExpired, linkExpiresAt, linkPassword } from './link-options';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

describe('public link expiry', () => {
  const now = at('2026-03-01T10:00:00Z');

  it('offers Never, 1 day, 7 days and 30 days, Never first', () => {
    expect(LINK_EXPIRY_CHOICES.map(({ label }) => label)).toEqual([
      'Never',
      '1 day',
      '7 days',
      '30 days',
    ]);
  });

  it('expires that many days from now, or never', () => {
    expect(linkExpiresAt('never', now)).toBe(null);
    expect(linkExpiresAt('1', now)).toBe(now + DAY);
    expect(linkExpiresAt('7', now)).toBe(now + 7 * DAY);
    expect(linkExpiresAt('30', now)).toBe(at('2026-03-31T10:00:00Z'));
  });

  it('is expired from its expiry time on, never without one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 42 }), fc.integer(), (expiresAt, offset) => {
        expect(linkExpired(expiresAt, expiresAt + offset)).toBe(offset >= 0);
        expect(linkExpired(null, expiresAt + offset)).toBe(false);
      }),
    );
  });

  it('is valid until the expiry time, expired from it on; never without one', () => {
    expect(linkExpired(null, Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(linkExpired(1_000, 999)).toBe(false);
    expect(linkExpired(1_000, 1_000)).toBe(true);
    expect(linkExpired(1_000, 1_001)).toBe(true);
  });
});

describe('linkPassword', () => {
  it('takes an empty field as no password, and any other text as it is', () => {
    expect(linkPassword('')).toBe(null);
    expect(linkPassword(' secret ')).toBe(' secret ');
  });
});
