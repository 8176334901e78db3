import { describe, expect, it } from 'vitest';
import { semester, subject } from './arbitraries';
import type { Profile, PublicLink, ShareEntry } from './model';
import { documentFromProfile } from './profile-document';
import { PROFILE_NOT_FOUND_MESSAGE } from './profiles';
import { sayNote } from './salvage-texts';
import { unrecordedShareId } from './sharing';
import {
  damagedShared,
  gpaStoreSnapshot,
  ownDamaged,
  listedShares,
  outgoingShares,
  ownDocument,
  ownProfile,
  ownProfiles,
  sharedProfiles,
  type FollowedDocuments,
  type ReceivedShare,
  type ReceivedShareRecord,
} from './store-snapshot';

const ME = 'asha-uid';
const OWNER = 'ravi-uid';

const profile = (id: string, name: string, extra: Partial<Profile> = {}): Profile => ({
  id,
  name,
  semesters: [semester('s1', [subject(9, 4, 'maths')], 'Semester 1')],
  isDefault: false,
  userId: ME,
  createdAt: 1,
  updatedAt: 2,
  ...extra,
});

/** A profile's document as the database holds it, times as plain milliseconds. */
const stored = (
  item: Profile,
  owner = ME,
  permissions: Record<string, string> = {},
): Record<string, unknown> => {
  const document = documentFromProfile(item, owner, (millis) => millis);
  return { ...document, permissions: { ...document.permissions, ...permissions } };
};

const record = (extra: Partial<ReceivedShareRecord> = {}): ReceivedShareRecord => ({
  shareId: 'share-1',
  profileId: 'theirs',
  profileName: 'Ravi (Default)',
  ownerUserId: OWNER,
  ownerEmail: 'ravi@example.com',
  targetUserId: ME,
  targetUserEmail: 'asha@example.com',
  permission: 'read',
  sharedAt: 10,
  updatedAt: 11,
  isActive: true,
  ...extra,
});

const received = (
  share: ReceivedShareRecord,
  extra: Partial<ReceivedShare> = {},
): ReceivedShare => ({ share, data: undefined, refused: false, pending: false, ...extra });

const byShareId = (...shares: ReceivedShare[]) =>
  new Map(shares.map((each) => [each.share.shareId, each]));

const outgoingRecord = (extra: Partial<ShareEntry> = {}): ShareEntry => ({
  shareId: 'out-1',
  profileId: 'mine',
  profileName: 'An old name',
  ownerUserId: ME,
  targetUserId: OWNER,
  targetUserEmail: 'ravi@example.com',
  permission: 'read',
  sharedAt: 5,
  updatedAt: 6,
  isActive: true,
  ...extra,
});

const followed = (extra: Partial<FollowedDocuments> = {}): FollowedDocuments => ({
  uid: ME,
  own: new Map(),
  ownPending: false,
  outgoingRecords: [],
  received: new Map(),
  moreReceived: false,
  links: [],
  loaded: { own: true, incoming: true, outgoing: true, links: true },
  ...extra,
});

const settled = { unconfirmedWrites: false, activeProfileId: null };

describe('own profiles', () => {
  const own = new Map([
    ['mine', stored(profile('mine', 'B.Tech'))],
    ['junk', { name: 42 }],
  ]);

  it('reads each document as the UI shows it, and leaves out what is not a profile', () => {
    expect(ownProfiles(own)).toEqual([profile('mine', 'B.Tech')]);
  });

  it("finds one by id, or refuses with 'Profile not found'", () => {
    expect(ownDocument(own, 'mine')).toBe(own.get('mine'));
    expect(ownProfile(own, 'mine').name).toBe('B.Tech');
    expect(() => ownDocument(own, 'gone')).toThrow(PROFILE_NOT_FOUND_MESSAGE);
    expect(() => ownProfile(own, 'junk')).toThrow(PROFILE_NOT_FOUND_MESSAGE);
  });
});

describe('damaged profiles', () => {
  const broken: Record<string, unknown> = {
    ...stored(profile('broken', 'KTU')),
    scale: 'ktu-2019',
  };
  (broken.subjectEntries as Record<string, string>)['s1_maths'] = '0|0/Q|4|Maths';

  it('lists an own document the reader refuses as damaged, where ownProfiles leaves it out', () => {
    const own = new Map([
      ['mine', stored(profile('mine', 'B.Tech'))],
      ['broken', broken],
    ]);
    expect(ownProfiles(own).map((each) => each.id)).toEqual(['mine']);
    const [damaged, ...rest] = ownDamaged(own);
    expect(rest).toEqual([]);
    expect(damaged).toMatchObject({ id: 'broken', name: 'KTU', raw: broken });
    expect(damaged!.problems.map((note) => sayNote(note))).toEqual([
      'Semester 1, subject 1: grade "Q" is not on this scale',
    ]);
    const snapshot = gpaStoreSnapshot(followed({ own }), settled);
    expect(snapshot.damagedProfiles).toEqual([damaged]);
  });

  it('lists a shared one the reader refuses as damaged and read-only, with its share', () => {
    const data = { ...broken, permissions: { [OWNER]: 'owner', [ME]: 'edit' } };
    const shares = byShareId(received(record({ profileId: 'broken' }), { data }));
    expect(sharedProfiles(ME, shares)).toEqual([]);
    expect(damagedShared(ME, shares)).toMatchObject([
      {
        id: 'broken',
        repair: null,
        share: { shareId: 'share-1', ownerEmail: 'ravi@example.com', permission: 'edit' },
      },
    ]);
    // Access ended: nothing to show, damaged or not.
    const ended = byShareId(received(record({ profileId: 'broken' }), { data: broken }));
    expect(damagedShared(ME, ended)).toEqual([]);
  });
});

describe('sharedProfiles', () => {
  const theirs = profile('theirs', 'Ravi (Default)', { userId: OWNER });

  it('shows what the share record says until the profile is read', () => {
    const [listed] = sharedProfiles(ME, byShareId(received(record())));
    expect(listed).toEqual({
      id: 'theirs',
      name: 'Ravi (Default)',
      semesters: [],
      isDefault: false,
      userId: OWNER,
      createdAt: 10,
      updatedAt: 11,
      isShared: true,
      shareId: 'share-1',
      ownerUserId: OWNER,
      ownerEmail: 'ravi@example.com',
      sharedAt: 10,
      permission: 'read',
      loaded: false,
    });
  });

  // Consent: an invitation is never opened before it is accepted, even if its profile was read.
  it('lists an invitation from its record alone', () => {
    const data = stored(theirs, OWNER, { [ME]: 'read' });
    const [listed] = sharedProfiles(ME, byShareId(received(record({ invited: true }), { data })));
    expect(listed).toMatchObject({ id: 'theirs', semesters: [], loaded: false, invited: true });
  });

  it('shows the profile read, with the access its permissions grant the user', () => {
    const data = stored(theirs, OWNER, { [ME]: 'edit' });
    const [listed] = sharedProfiles(ME, byShareId(received(record(), { data })));
    expect(listed).toMatchObject({
      ...theirs,
      isShared: true,
      shareId: 'share-1',
      ownerEmail: 'ravi@example.com',
      sharedAt: 10,
      permission: 'edit',
      loaded: true,
    });
  });

  it('leaves out a profile refused, gone, or no longer granting the user access', () => {
    const shares = byShareId(
      received(record({ shareId: 'refused' }), { refused: true }),
      received(record({ shareId: 'gone' }), { data: null }),
      received(record({ shareId: 'ended' }), { data: stored(theirs, OWNER) }),
    );
    expect(sharedProfiles(ME, shares)).toEqual([]);
  });

  it('keeps the order of the share records: the most recently shared first', () => {
    const shares = byShareId(
      received(record({ shareId: 'newer', profileId: 'b', sharedAt: 20 })),
      received(record({ shareId: 'older', profileId: 'a', sharedAt: 10 })),
    );
    expect(sharedProfiles(ME, shares).map(({ shareId }) => shareId)).toEqual(['newer', 'older']);
  });
});

describe('outgoingShares', () => {
  it("lists who the profiles' permissions grant, named by the share records", () => {
    const own = new Map([
      ['mine', stored(profile('mine', 'B.Tech'), ME, { [OWNER]: 'edit', stranger: 'read' })],
    ]);
    const shares = outgoingShares(ME, own, [outgoingRecord()]);
    expect(shares).toEqual([
      // The record's e-mail and dates, with the profile's name and the access it grants now.
      { ...outgoingRecord(), profileName: 'B.Tech', permission: 'edit' },
      expect.objectContaining({
        shareId: unrecordedShareId('mine', 'stranger'),
        targetUserId: 'stranger',
        permission: 'read',
      }),
    ]);
  });

  it('lists nothing for a record whose access the profile no longer grants', () => {
    const own = new Map([['mine', stored(profile('mine', 'B.Tech'))]]);
    expect(outgoingShares(ME, own, [outgoingRecord()])).toEqual([]);
  });
});

describe('listedShares', () => {
  it('lists the active records, the most recent of each profile only', () => {
    const records = [
      record({ shareId: 'ended', profileId: 'p0', isActive: false }),
      record({ shareId: 'latest', profileId: 'p1' }),
      record({ shareId: 'junk', profileId: 'p1' }),
      record({ shareId: 'other-owner', profileId: 'p1', ownerUserId: 'someone-else' }),
      record({ shareId: 'second', profileId: 'p2' }),
    ];
    expect(listedShares(records).map(({ shareId }) => shareId)).toEqual([
      'latest',
      'other-owner',
      'second',
    ]);
  });

  it('lists an active record after an ended one of the same profile', () => {
    const records = [
      record({ shareId: 'ended', isActive: false }),
      record({ shareId: 'active', sharedAt: 1 }),
    ];
    expect(listedShares(records).map(({ shareId }) => shareId)).toEqual(['active']);
  });
});

describe('gpaStoreSnapshot', () => {
  it('is loading until every listener has delivered', () => {
    for (const listener of ['own', 'incoming', 'outgoing', 'links'] as const) {
      const loaded = { own: true, incoming: true, outgoing: true, links: true, [listener]: false };
      expect(gpaStoreSnapshot(followed({ loaded }), settled).status).toBe('loading');
    }
    expect(gpaStoreSnapshot(followed(), settled).status).toBe('ready');
  });

  it('assembles the lists from the documents followed', () => {
    const own = new Map([['mine', stored(profile('mine', 'B.Tech'), ME, { [OWNER]: 'read' })]]);
    const link: PublicLink = {
      shareId: 'link-1',
      profileId: 'mine',
      profileName: 'B.Tech',
      shareUrl: 'https://campuscalc.test/shared/link-1',
      sharedAt: 3,
      allowCopy: true,
      expiresAt: null,
      passwordProtected: false,
    };
    const snapshot = gpaStoreSnapshot(
      followed({
        own,
        outgoingRecords: [outgoingRecord()],
        received: byShareId(received(record())),
        moreReceived: true,
        links: [link],
      }),
      { unconfirmedWrites: false, activeProfileId: 'mine' },
    );
    expect(snapshot).toEqual({
      status: 'ready',
      profiles: [profile('mine', 'B.Tech')],
      sharedWithMe: sharedProfiles(ME, byShareId(received(record()))),
      moreSharedWithMe: true,
      outgoingShares: [{ ...outgoingRecord(), profileName: 'B.Tech' }],
      publicLinks: [link],
      damagedProfiles: [],
      saving: false,
      activeProfileId: 'mine',
    });
  });

  it('is saving while a write waits: in the queue, in own profiles, in a shared one', () => {
    const saving = (documents: FollowedDocuments, unconfirmedWrites = false) =>
      gpaStoreSnapshot(documents, { unconfirmedWrites, activeProfileId: null }).saving;
    expect(saving(followed())).toBe(false);
    expect(saving(followed(), true)).toBe(true);
    expect(saving(followed({ ownPending: true }))).toBe(true);
    expect(saving(followed({ received: byShareId(received(record(), { pending: true })) }))).toBe(
      true,
    );
  });
});
