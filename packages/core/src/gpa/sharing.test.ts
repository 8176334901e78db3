import { describe, expect, it } from 'vitest';
import type { ShareEntry } from './model';
import {
  MAX_SENT_SHARES,
  accessList,
  newShareId,
  shareConsent,
  unrecordedShareId,
  shareEntryFromDocument,
  shareRefusal,
  shareTargetFromLookup,
  MAX_COUNTS_LOWERED,
  countsToLower,
  unsharedMark,
} from './sharing';
import {
  ALREADY_SHARED_MESSAGE,
  BLOCKED_SENDER_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  TOO_MANY_SHARES_MESSAGE,
  UNVERIFIED_USER_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  shareTargetLabel,
} from './sharing-texts';

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

describe('shareTargetFromLookup', () => {
  it("is the key's holder once their e-mail is verified", () => {
    expect(shareTargetFromLookup({ uid: 'ravi', verified: true })).toBe('ravi');
  });

  it('refuses a holder who has not verified, or whose key predates verification', () => {
    expect(() => shareTargetFromLookup({ uid: 'ravi', verified: false })).toThrow(
      UNVERIFIED_USER_MESSAGE,
    );
    expect(() => shareTargetFromLookup({ uid: 'ravi' })).toThrow(UNVERIFIED_USER_MESSAGE);
    expect(() => shareTargetFromLookup({ uid: 'ravi', verified: 'true' })).toThrow(
      UNVERIFIED_USER_MESSAGE,
    );
  });

  it.each([undefined, null, {}, { uid: '' }, { uid: 7, verified: true }, ['ravi']])(
    "says 'User not found' for %j",
    (data) => expect(() => shareTargetFromLookup(data)).toThrow(USER_NOT_FOUND_MESSAGE),
  );
});

describe('newShareId', () => {
  it('is a base-36 timestamp followed by a random part', () => {
    expect(newShareId({ now: () => 1_700_000_000_000, random: () => 0.5 })).toBe(
      `${(1_700_000_000_000).toString(36)}i`,
    );
  });
});

describe('shareConsent', () => {
  it("sends a share as the recipient's record of the sender allows", () => {
    expect(shareConsent(undefined)).toEqual({ invited: false });
    expect(shareConsent({ sent: 3 })).toEqual({ invited: false });
    expect(shareConsent({ sent: 3, left: true })).toEqual({ invited: true });
    expect(() => shareConsent({ sent: 1, blocked: true })).toThrow(BLOCKED_SENDER_MESSAGE);
    expect(() => shareConsent({ sent: MAX_SENT_SHARES })).toThrow(TOO_MANY_SHARES_MESSAGE);
    expect(shareConsent({ sent: MAX_SENT_SHARES - 1 })).toEqual({ invited: false });
  });
});

describe('unsharedMark', () => {
  it('lowers a count above 0 by one, naming the record; nothing else', () => {
    expect(unsharedMark({ sent: 3, left: true }, 's1', -1)).toEqual({ sent: -1, unshared: 's1' });
    expect(unsharedMark({ sent: 1 }, 's1', -1)).toEqual({ sent: -1, unshared: 's1' });
    for (const mark of [undefined, null, {}, { sent: 0 }, { sent: '3' }, { sent: 0.5 }]) {
      expect(unsharedMark(mark, 's1', -1)).toBeNull();
    }
  });
});

describe('countsToLower', () => {
  it('lowers one count a target, for the first targets the rules can read in one batch', () => {
    const to = (targetUserId: string, shareId: string) => ({ targetUserId, shareId });
    expect(countsToLower([to('a', '1'), to('b', '2'), to('a', '3')])).toEqual([
      to('a', '1'),
      to('b', '2'),
    ]);
    const many = Array.from({ length: 14 }, (_, i) => to(`t${i}`, `s${i}`));
    expect(countsToLower(many)).toEqual(many.slice(0, MAX_COUNTS_LOWERED));
    expect(countsToLower([])).toEqual([]);
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

  it('reads an invitation, and nothing else as one', () => {
    expect(shareEntryFromDocument({ ...stored, invited: true })?.invited).toBe(true);
    expect(shareEntryFromDocument({ ...stored, invited: 'yes' })).not.toHaveProperty('invited');
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

describe('accessList', () => {
  const profile = (permissions: unknown) => ({
    profileId: 'p1',
    profileName: 'Renamed',
    ownerUserId: 'owner',
    permissions,
  });
  const record = { ...share('target@example.com'), targetUserId: 'target' };

  it("describes each person the profile grants by their share record, with the profile's role and name", () => {
    const [entry] = accessList([profile({ owner: 'owner', target: 'edit' })], [record]);
    expect(entry).toEqual({ ...record, permission: 'edit', profileName: 'Renamed' });
    expect(shareTargetLabel(entry!)).toBe('target@example.com');
  });

  it('shows access that no record describes, so the owner can see it and take it back', () => {
    const entries = accessList(
      [profile({ owner: 'owner', 'hidden-collaborator-uid': 'read' })],
      [],
    );
    expect(entries).toEqual([
      expect.objectContaining({
        shareId: unrecordedShareId('p1', 'hidden-collaborator-uid'),
        profileId: 'p1',
        targetUserId: 'hidden-collaborator-uid',
        targetUserEmail: '',
        permission: 'read',
        isActive: true,
      }),
    ]);
    expect(shareTargetLabel(entries[0]!)).toBe('Unknown account (hidden-c)');
  });

  it('shows nothing for a record whose person the profile no longer grants, nor for the owner', () => {
    expect(accessList([profile({ owner: 'owner' })], [record])).toEqual([]);
    expect(accessList([profile(undefined)], [record])).toEqual([]);
    expect(accessList([profile({ target: 'admin' })], [record])).toEqual([]);
  });

  it("never takes another profile's record", () => {
    const [entry] = accessList([profile({ target: 'read' })], [{ ...record, profileId: 'p2' }]);
    expect(entry?.shareId).toBe(unrecordedShareId('p1', 'target'));
  });
});
