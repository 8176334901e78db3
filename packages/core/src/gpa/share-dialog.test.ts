import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LINK_EXPIRY_CHOICES,
  PERMISSION_LABELS,
  isLinkExpired,
  linkExpiresAt,
  linkExpiryText,
  linkPassword,
  permissionToggle,
  sharedOnText,
} from './share-dialog';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

describe('permissions', () => {
  it("reads 'Read Only' and 'Edit Access' (SPEC §2)", () => {
    expect(PERMISSION_LABELS).toEqual({ read: 'Read Only', edit: 'Edit Access' });
  });

  it('toggles read to edit with Grant Edit, and edit to read with Make Read-Only (SPEC §4)', () => {
    expect(permissionToggle('read')).toEqual({ label: 'Grant Edit', next: 'edit' });
    expect(permissionToggle('edit')).toEqual({ label: 'Make Read-Only', next: 'read' });
  });
});

describe('sharedOnText', () => {
  it('writes the date like the account page', () => {
    expect(sharedOnText(at('2026-11-22T13:45:00Z'), 'UTC')).toMatch(
      /^Shared on November 22, 2026 at 1:45\sPM$/,
    );
  });
});

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
        expect(isLinkExpired({ expiresAt }, expiresAt + offset)).toBe(offset >= 0);
        expect(isLinkExpired({ expiresAt: null }, expiresAt + offset)).toBe(false);
      }),
    );
  });

  it("reads 'Never expires', 'Expires {date}' or 'Expired {date}'", () => {
    const expiresAt = at('2026-03-02T10:00:00Z');
    expect(linkExpiryText({ expiresAt: null }, now, 'UTC')).toBe('Never expires');
    expect(linkExpiryText({ expiresAt }, now, 'UTC')).toMatch(
      /^Expires March 2, 2026 at 10:00\sAM$/,
    );
    expect(linkExpiryText({ expiresAt }, expiresAt, 'UTC')).toMatch(
      /^Expired March 2, 2026 at 10:00\sAM$/,
    );
  });
});

describe('linkPassword', () => {
  it('takes an empty field as no password, and any other text as it is', () => {
    expect(linkPassword('')).toBe(null);
    expect(linkPassword(' secret ')).toBe(' secret ');
  });
});
