import { describe, expect, it } from 'vitest';
import type { ShareEntry } from './model';
import {
  ALREADY_SHARED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  newShareId,
  shareEntryFromDocument,
  shareRefusal,
  sharingFailureMessage,
} from './sharing';

const share = (targetUserEmail: string, isActive = true): ShareEntry => ({
  shareId: 's1',
  profileId: 'p1',
  profileName: 'Main',
  ownerUserId: 'owner',
  targetUserId: 'target',
  targetUserEmail,
  permission: 'read',
  sharedAt: 1,
  updatedAt: 1,
  isActive,
});

describe('shareRefusal', () => {
  it.each(['', '   ', 'ravi', 'ravi@', '@college.edu', 'ravi@college', 'ra vi@college.edu'])(
    "refuses %j with 'Please enter a valid email address'",
    (email) => expect(shareRefusal(email, [])).toBe(INVALID_EMAIL_MESSAGE),
  );

  it('accepts a simple address, spaces around it trimmed', () => {
    expect(shareRefusal('  ravi@college.edu ', [])).toBeNull();
  });

  it('refuses an address already shared with, in any case, but not an inactive share', () => {
    expect(shareRefusal('Ravi@College.edu', [share('ravi@college.edu')])).toBe(
      ALREADY_SHARED_MESSAGE,
    );
    expect(shareRefusal('ravi@college.edu', [share('ravi@college.edu', false)])).toBeNull();
    expect(shareRefusal('asha@college.edu', [share('ravi@college.edu')])).toBeNull();
  });
});

describe('sharingFailureMessage', () => {
  it('passes SPEC refusals through and replaces anything else', () => {
    expect(sharingFailureMessage(new Error(USER_NOT_FOUND_MESSAGE), 'Failed')).toBe(
      USER_NOT_FOUND_MESSAGE,
    );
    expect(sharingFailureMessage(new Error('PERMISSION_DENIED'), 'Failed')).toBe('Failed');
    expect(sharingFailureMessage('not an error', 'Failed')).toBe('Failed');
  });
});

describe('newShareId', () => {
  it('is a base-36 timestamp followed by a random part', () => {
    expect(newShareId({ now: () => 1_700_000_000_000, random: () => 0.5 })).toBe(
      `${(1_700_000_000_000).toString(36)}i`,
    );
  });
});

describe('shareEntryFromDocument', () => {
  const stored = {
    shareId: 's1',
    profileId: 'p1',
    profileName: 'Main',
    ownerUserId: 'owner',
    ownerEmail: 'owner@college.edu',
    targetUserId: 'target',
    targetUserEmail: 'ravi@college.edu',
    permission: 'edit',
    sharedAt: { toMillis: () => 5 },
    updatedAt: 6,
    isActive: true,
  };

  it('reads a stored record, Timestamps as milliseconds', () => {
    expect(shareEntryFromDocument(stored)).toEqual({ ...stored, sharedAt: 5 });
  });

  it('reads a record of the earlier product without the owner e-mail', () => {
    expect(shareEntryFromDocument({ ...stored, ownerEmail: undefined })?.ownerEmail).toBeNull();
  });

  it.each([
    ['no share id', { ...stored, shareId: '' }],
    ['no target', { ...stored, targetUserId: undefined }],
    ['an unknown permission', { ...stored, permission: 'owner' }],
    ['not a record', 'share'],
  ])('refuses a record with %s', (_, data) => {
    expect(shareEntryFromDocument(data)).toBeNull();
  });
});
