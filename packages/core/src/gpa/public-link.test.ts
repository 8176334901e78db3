import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileArb, semester, subject } from './arbitraries';
import { MAX_SEMESTERS, MAX_SUBJECTS } from './limits';
import type { Profile, PublicLinkOptions } from './model';
import { pooledGpa } from './scales/test-subjects';
import { storedContent } from './profile-document';
import { presetById } from './scales/presets';
import { DEFAULT_SCALE, profileNumbers, resolveScale } from './scales/profile-scale';
import { scalePointsText } from './stored-scale';
import {
  encryptProfileData,
  linkClosed,
  isShareId,
  newLinkId,
  openLinkProfile,
  PBKDF2_ITERATIONS,
  publicLinkDocument,
  publicLinkOf,
  publicLinkRecord,
  readPublicLink,
  shareUrl,
  type StoredPublicLink,
  unlockPublicLink,
} from './public-link';
import {
  INCORRECT_PASSWORD_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PROFILE_DATA_NOT_FOUND_MESSAGE,
} from './sharing-texts';

const OWNER = 'owner-uid';
const SHARED_AT = 1_700_000_000_000;

const profile: Profile = {
  id: '1700000000001',
  name: 'Asha (Default)',
  semesters: [
    semester('s1', [subject(9, 4, 'a'), subject(0, 0.5, 'b')], 'Semester 1'),
    semester('s2', [], 'Semester 2'),
  ],
  isDefault: true,
  userId: OWNER,
  createdAt: 1,
  updatedAt: 2,
  copiedFrom: { shareId: 'x', originalUserId: 'y', originalProfileId: 'z', copiedAt: 3 },
};
const subjectNames = profile.semesters.flatMap((each) => each.subjects.map((s) => s.subjectName));

const options = (extra: Partial<PublicLinkOptions> = {}): PublicLinkOptions => ({
  allowCopy: true,
  expiresAt: null,
  password: null,
  ...extra,
});

/** A link document as it is stored, times as milliseconds. */
const linkDocument = (extra: Partial<PublicLinkOptions> = {}, of: Profile = profile) =>
  publicLinkDocument('L1', OWNER, of, options(extra), SHARED_AT);

/** The same profile as a visitor receives it from a link. */
const asShared = (of: Profile): Profile => ({
  id: of.id,
  name: of.name,
  semesters: of.semesters,
  isDefault: false,
  userId: OWNER,
  createdAt: SHARED_AT,
  updatedAt: SHARED_AT,
  ...(of.scale && { scale: of.scale }),
});

function read(data: unknown): StoredPublicLink {
  const link = readPublicLink('L1', data);
  if (!link) throw new Error('unreadable link');
  return link;
}

describe('shareUrl and closing', () => {
  it('builds {origin}/shared/{shareId}', () => {
    expect(shareUrl('https://campuscalc.example', 'abc123')).toBe(
      'https://campuscalc.example/shared/abc123',
    );
    expect(shareUrl('http://127.0.0.1:4321/', 'a b')).toBe('http://127.0.0.1:4321/shared/a%20b');
  });

  it('is closed when expired, private or not viewable', async () => {
    const link = read(await linkDocument({ expiresAt: 5_000 }));
    expect(linkClosed(link, 4_999)).toBe(false);
    expect(linkClosed(link, 5_000)).toBe(true);
    expect(linkClosed({ ...link, isPublic: false }, 0)).toBe(true);
    expect(
      linkClosed({ ...link, shareOptions: { ...link.shareOptions, allowView: false } }, 0),
    ).toBe(true);
  });
});

describe('an open link', () => {
  it('holds the profile data readable, without its owner fields', async () => {
    expect(await linkDocument({ allowCopy: false, expiresAt: 9_000 })).toEqual({
      shareId: 'L1',
      originalUserId: OWNER,
      originalProfileId: profile.id,
      profileName: profile.name,
      sharedAt: SHARED_AT,
      updatedAt: SHARED_AT,
      isPublic: true,
      shareOptions: { allowCopy: false, allowView: true, expiresAt: 9_000, password: false },
      profileData: {
        name: profile.name,
        semesterEntries: { s1: '0|Semester 1', s2: '1|Semester 2' },
        subjectEntries: { s1_a: '0|9|4|Subject a', s1_b: '1|0|0.5|Subject b' },
      },
    });
  });

  it('opens a link made before the flat entries, whose data holds a semesters list', async () => {
    const stored = await linkDocument();
    const legacy = { ...stored, profileData: { name: profile.name, semesters: profile.semesters } };
    expect(openLinkProfile(read(legacy))).toEqual(asShared(profile));
  });

  it('carries the scale, so the visitor sees the same numbers, with and without a password', async () => {
    const ktu = presetById('ktu-2019')!;
    const onKtu = (scale: Profile['scale']): Profile => ({
      ...profile,
      semesters: [semester('s1', [subject(8.5, 4, 'a'), subject(10, 3, 'b')], 'Semester 1')],
      scale,
    });
    const custom = { ...ktu, id: 'my-college', name: 'My college' };
    for (const scale of [{ preset: 'ktu-2019' }, { custom }]) {
      const shared = onKtu(scale);
      const plain = read(JSON.parse(JSON.stringify(await linkDocument({}, shared))));
      expect(plain).toMatchObject({
        profileData:
          'preset' in scale
            ? { scale: 'ktu-2019' }
            : { scale: 'custom', scalePoints: scalePointsText(custom) },
      });
      const locked = read(
        JSON.parse(JSON.stringify(await linkDocument({ password: 'pw' }, shared))),
      );
      for (const opened of [openLinkProfile(plain)!, await unlockPublicLink(locked, 'pw')]) {
        expect(opened).toEqual(asShared(shared));
        expect(profileNumbers(resolveScale(opened.scale)!, opened.semesters).cgpa).toBe('9.14');
      }
    }
  });

  it("opens a link made before grade scales with SPEC's scale and its numbers of then", async () => {
    const stored = await linkDocument();
    expect('scale' in (stored as { profileData: object }).profileData).toBe(false);
    const opened = openLinkProfile(read(JSON.parse(JSON.stringify(stored))))!;
    expect(opened.scale).toBeUndefined();
    expect(profileNumbers(DEFAULT_SCALE, opened.semesters).cgpa).toBe(pooledGpa(profile.semesters));
  });

  it('reads back to the same profile, for any profile', async () => {
    await fc.assert(
      fc.asyncProperty(profileArb, async (any) => {
        const link = read(JSON.parse(JSON.stringify(await linkDocument({}, any))));
        expect(openLinkProfile(link)).toEqual(asShared(any));
        expect(await unlockPublicLink(link, '')).toEqual(asShared(any));
      }),
    );
  });

  it('reads Firestore Timestamps and a document of the earlier product without updatedAt', async () => {
    const stored = { ...(await linkDocument({ expiresAt: 9_000 })), updatedAt: undefined };
    const timestamp = (millis: number) => ({ toMillis: () => millis });
    const link = read({
      ...stored,
      sharedAt: timestamp(SHARED_AT),
      shareOptions: { ...stored.shareOptions, expiresAt: timestamp(9_000) },
    });
    expect(link.sharedAt).toBe(SHARED_AT);
    expect(link.updatedAt).toBe(SHARED_AT);
    expect(link.shareOptions.expiresAt).toBe(9_000);
  });

  it('is listed for its owner with its options', async () => {
    const link = read(await linkDocument({ allowCopy: false, expiresAt: 9_000 }));
    expect(publicLinkOf(link, link.sharedAt, 'https://campuscalc.example')).toEqual({
      shareId: 'L1',
      profileId: profile.id,
      profileName: profile.name,
      shareUrl: 'https://campuscalc.example/shared/L1',
      sharedAt: SHARED_AT,
      allowCopy: false,
      expiresAt: 9_000,
      passwordProtected: false,
    });
    expect(publicLinkRecord(link, 'https://campuscalc.example', 'now')).toEqual({
      shareId: 'L1',
      profileId: profile.id,
      profileName: profile.name,
      sharedAt: 'now',
      shareUrl: 'https://campuscalc.example/shared/L1',
      isActive: true,
    });
  });
});

describe('a password-protected link', () => {
  it('holds no readable profile data and no password, and opens with its password only', async () => {
    const stored = await linkDocument({ password: 'open sesame' });
    expect(stored.shareOptions.password).toBe(true);
    expect(stored).not.toHaveProperty('profileData');
    const text = JSON.stringify(stored);
    for (const secret of [...subjectNames, 'Semester 1', 'open sesame']) {
      expect(text).not.toContain(secret);
    }
    const link = read(JSON.parse(text));
    expect(link).toMatchObject({
      encryptedProfile: { iterations: PBKDF2_ITERATIONS },
      shareOptions: { password: true },
    });
    expect(publicLinkOf(link, SHARED_AT, 'https://x.example').passwordProtected).toBe(true);
    expect(openLinkProfile(link)).toBeNull();
    expect(await unlockPublicLink(link, 'open sesame')).toEqual(asShared(profile));
    await expect(unlockPublicLink(link, 'open sesame!')).rejects.toThrow(
      INCORRECT_PASSWORD_MESSAGE,
    );
    await expect(unlockPublicLink(link, '')).rejects.toThrow(PASSWORD_REQUIRED_MESSAGE);
  });

  it('uses a fresh salt and IV for every link', async () => {
    const [a, b] = await Promise.all([
      encryptProfileData({ name: 'P', ...storedContent([]) }, 'pw'),
      encryptProfileData({ name: 'P', ...storedContent([]) }, 'pw'),
    ]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('holds a profile of the largest size the rules allow (50 semesters, 500 subjects)', async () => {
    const big: Profile = {
      ...profile,
      semesters: Array.from({ length: MAX_SEMESTERS }, (_, index) =>
        semester(
          `s${index}`,
          Array.from({ length: MAX_SUBJECTS / MAX_SEMESTERS }, (_, position) =>
            subject(8, 3, `${index}-${position}`),
          ),
        ),
      ),
    };
    const link = read(await linkDocument({ password: 'pw' }, big));
    expect((await unlockPublicLink(link, 'pw')).semesters).toEqual(big.semesters);
  });

  it('refuses an empty password rather than leaving the link open', async () => {
    await expect(linkDocument({ password: '' })).rejects.toThrow(PASSWORD_REQUIRED_MESSAGE);
  });

  it('fails clearly on tampered or malformed data', async () => {
    const link = read(await linkDocument({ password: 'pw' }));
    if (!('encryptedProfile' in link)) throw new Error('not encrypted');
    const { encryptedProfile } = link;
    const flipped = `${encryptedProfile.ciphertext[0] === 'A' ? 'B' : 'A'}${encryptedProfile.ciphertext.slice(1)}`;
    await expect(
      unlockPublicLink(
        { ...link, encryptedProfile: { ...encryptedProfile, ciphertext: flipped } },
        'pw',
      ),
    ).rejects.toThrow(INCORRECT_PASSWORD_MESSAGE);
    await expect(
      unlockPublicLink({ ...link, encryptedProfile: { ...encryptedProfile, iv: '%%' } }, 'pw'),
    ).rejects.toThrow(PROFILE_DATA_NOT_FOUND_MESSAGE);
    // Decrypts, but to something that is no valid profile: checked like readable data.
    const junk = await encryptProfileData(
      { name: 'P', ...storedContent([semester('s', [subject(11, 1, 'x')])]) },
      'pw',
    );
    await expect(unlockPublicLink({ ...link, encryptedProfile: junk }, 'pw')).rejects.toThrow(
      PROFILE_DATA_NOT_FOUND_MESSAGE,
    );
  });
});

describe('readPublicLink', () => {
  it('refuses malformed documents', async () => {
    const open = await linkDocument();
    const locked = await linkDocument({ password: 'pw' });
    if (!('profileData' in open) || !('encryptedProfile' in locked)) throw new Error('mixed up');
    const { encryptedProfile } = locked;
    const malformed: unknown[] = [
      null,
      'link',
      { ...open, originalUserId: '' },
      { ...open, originalProfileId: 7 },
      { ...open, sharedAt: null },
      { ...open, shareOptions: null },
      { ...open, shareOptions: { ...open.shareOptions, expiresAt: 'tomorrow' } },
      // The earlier product's readable password.
      { ...open, shareOptions: { ...open.shareOptions, password: 'secret' } },
      {
        ...open,
        profileData: { name: 'P', ...storedContent([semester('s', [subject(11, 1, 'x')])]) },
      },
      { ...open, profileData: { name: 'P', semesters: [semester('s', [subject(11, 1, 'x')])] } },
      { ...open, profileData: undefined },
      // A flag that promises a password over readable data.
      { ...open, shareOptions: { ...open.shareOptions, password: true } },
      { ...locked, profileData: open.profileData },
      { ...locked, encryptedProfile: { ...encryptedProfile, iterations: 1e12 } },
      { ...locked, encryptedProfile: { ...encryptedProfile, ciphertext: '' } },
    ];
    for (const data of malformed)
      expect(readPublicLink('L1', data), JSON.stringify(data)).toBeNull();
  });

  it('drops what the stored data holds beyond the profile', async () => {
    const stored = await linkDocument();
    if (!('profileData' in stored)) throw new Error('not readable');
    const link = read({
      ...stored,
      profileData: { ...stored.profileData, isAdmin: true, userId: 'someone' },
    });
    expect(link).toMatchObject({
      profileData: { name: profile.name, ...storedContent(profile.semesters) },
    });
    expect((link as { profileData: object }).profileData).not.toHaveProperty('isAdmin');
  });
});

describe('newLinkId', () => {
  it('is 128 random bits in base64url: 22 characters the rules and the link page accept', () => {
    const ids = Array.from({ length: 2000 }, newLinkId);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(isShareId(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Every position varies (no timestamp prefix): 2000 ids show more than one character at each.
    for (let position = 0; position < 22; position += 1) {
      expect(new Set(ids.map((id) => id[position])).size, `position ${position}`).toBeGreaterThan(
        1,
      );
    }
  });
});
