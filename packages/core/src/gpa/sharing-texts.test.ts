import { describe, expect, it } from 'vitest';
import {
  PERMISSION_LABELS,
  SELF_SHARE_MESSAGE,
  UNVERIFIED_USER_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  linkExpiryText,
  permissionToggle,
  sharedOnText,
  sharingFailureMessage,
  snapshotText,
} from './sharing-texts';

const at = (iso: string) => Date.parse(iso);

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

describe('sharingFailureMessage', () => {
  it('passes SPEC refusals (and ours) through and replaces anything else', () => {
    expect(sharingFailureMessage(new Error(USER_NOT_FOUND_MESSAGE), 'Failed')).toBe(
      USER_NOT_FOUND_MESSAGE,
    );
    expect(sharingFailureMessage(new Error(UNVERIFIED_USER_MESSAGE), 'Failed')).toBe(
      UNVERIFIED_USER_MESSAGE,
    );
    expect(sharingFailureMessage(new Error(SELF_SHARE_MESSAGE), 'Failed')).toBe(
      'You cannot share a profile with yourself',
    );
    expect(sharingFailureMessage(new Error('PERMISSION_DENIED'), 'Failed')).toBe('Failed');
    expect(sharingFailureMessage('not an error', 'Failed')).toBe('Failed');
  });
});

describe('public link texts', () => {
  const now = at('2026-03-01T10:00:00Z');

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

  it('says when the snapshot was taken, naming no owner', () => {
    expect(snapshotText(Date.UTC(2026, 10, 22, 13, 45), 'UTC')).toBe(
      'A read-only snapshot of this GPA profile, taken on November 22, 2026 at 1:45 PM. Later changes by its owner do not show here.',
    );
  });
});
