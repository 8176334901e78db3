import { createUserWithEmailAndPassword } from 'firebase/auth';
import { collection, doc, getDoc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile, PublicLink, PublicLinkOptions } from '../../core/src/gpa/model';
import { documentFromProfile, profileFromDocument } from '../../core/src/gpa/profile-document';
import { openLinkProfile, unlockPublicLink } from '../../core/src/gpa/public-link';
import {
  COPY_NOT_ALLOWED_MESSAGE,
  INCORRECT_PASSWORD_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  SHARED_PROFILE_NOT_FOUND_MESSAGE,
} from '../../core/src/gpa/sharing-texts';
import { linkedProfile } from '../test/sharing';
import type { Cloud } from './app';
import { cloudAuth } from './auth';
import { cloudFirestore } from './firestore';
import { attachMeter } from './meter';
import {
  copyPublicLink,
  createPublicLink,
  openPublicLink,
  revokePublicLink,
  watchPublicLinks,
} from './public-links';
import { disposeClouds, readDocument, testCloud } from '../test/cloud';
import { clearProject } from '../test/emulators';

// Public share links against the emulators and firestore.rules: Asha owns a profile and links to
// it, Ravi is another signed-in user, and a visitor is signed out.

beforeEach(() => clearProject());
afterEach(() => disposeClouds());

const ORIGIN = 'https://campuscalc.example';

interface Person {
  cloud: Cloud;
  uid: string;
}

async function signUp(name: string): Promise<Person> {
  const cloud = testCloud();
  const { user } = await createUserWithEmailAndPassword(
    cloudAuth(cloud),
    `${name}@example.com`,
    'secret1',
  );
  return { cloud, uid: user.uid };
}

/** Asha, signed in, with her profile stored as the owner's store keeps it. */
async function asha(): Promise<Person & { profile: Profile }> {
  const person = await signUp('asha');
  const profile = linkedProfile(person.uid);
  await setDoc(
    doc(cloudFirestore(person.cloud), 'users', person.uid, 'profiles', profile.id),
    documentFromProfile(profile, person.uid, () => serverTimestamp()),
  );
  return { ...person, profile };
}

const options = (extra: Partial<PublicLinkOptions> = {}): PublicLinkOptions => ({
  allowCopy: true,
  expiresAt: null,
  password: null,
  ...extra,
});

async function linkOf(extra: Partial<PublicLinkOptions> = {}) {
  const owner = await asha();
  const link = await createPublicLink(
    owner.cloud,
    owner.uid,
    owner.profile,
    options(extra),
    ORIGIN,
  );
  return { owner, link };
}

const visitor = () => testCloud();

/** The profile as anyone with the link sees it. */
const shared = (profile: Profile): Profile => ({
  ...profile,
  isDefault: false,
  createdAt: expect.any(Number),
  updatedAt: expect.any(Number),
});

/** Follows `uid`'s links as the user of `cloud`. */
function watch(cloud: Cloud, uid: string) {
  const lists: PublicLink[][] = [];
  const errors: Error[] = [];
  const stop = watchPublicLinks(
    cloud,
    uid,
    ORIGIN,
    (links) => lists.push(links),
    (error) => errors.push(error),
  );
  return { lists, errors, stop };
}

describe('the owner', () => {
  it('creates a link with its record, lists it, and revokes both', async () => {
    const owner = await asha();
    const meter = attachMeter(owner.cloud);
    const expiresAt = Date.now() + 3_600_000;
    const link = await createPublicLink(
      owner.cloud,
      owner.uid,
      owner.profile,
      options({ allowCopy: false, expiresAt }),
      ORIGIN,
    );
    expect(meter.writes).toBe(2);
    expect(link).toEqual({
      shareId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      profileId: owner.profile.id,
      profileName: 'Asha (Default)',
      shareUrl: `${ORIGIN}/shared/${link.shareId}`,
      sharedAt: expect.any(Number),
      allowCopy: false,
      expiresAt,
      passwordProtected: false,
    });
    expect(await readDocument(`users/${owner.uid}/sharedProfiles/${link.shareId}`)).toMatchObject({
      shareId: { stringValue: link.shareId },
      profileId: { stringValue: owner.profile.id },
      profileName: { stringValue: 'Asha (Default)' },
      sharedAt: { timestampValue: expect.any(String) },
      shareUrl: { stringValue: link.shareUrl },
      isActive: { booleanValue: true },
    });

    const { lists, errors, stop } = watch(owner.cloud, owner.uid);
    // Listed with the server's time of sharing; created, with the client's.
    await vi.waitFor(() =>
      expect(lists.at(-1)).toEqual([{ ...link, sharedAt: expect.any(Number) }]),
    );
    expect(Math.abs(lists.at(-1)![0]!.sharedAt - link.sharedAt)).toBeLessThan(60_000);

    await revokePublicLink(owner.cloud, owner.uid, link.shareId);
    await vi.waitFor(() => expect(lists.at(-1)).toEqual([]));
    stop();
    expect(errors).toEqual([]);
    expect(await readDocument(`sharedProfiles/${link.shareId}`)).toBeNull();
    expect(await readDocument(`users/${owner.uid}/sharedProfiles/${link.shareId}`)).toBeNull();
    await expect(openPublicLink(visitor(), link.shareId)).rejects.toThrow(
      SHARED_PROFILE_NOT_FOUND_MESSAGE,
    );
  });

  it("lists only their own links, newest first, and nobody lists another's", async () => {
    const { owner, link: first } = await linkOf();
    const second = await createPublicLink(owner.cloud, owner.uid, owner.profile, options(), ORIGIN);
    const ravi = await signUp('ravi');
    const own = watch(owner.cloud, owner.uid);
    await vi.waitFor(() =>
      expect(own.lists.at(-1)?.map((link) => link.shareId)).toEqual([
        second.shareId,
        first.shareId,
      ]),
    );
    own.stop();
    expect(own.errors).toEqual([]);
    // Ravi's listener gets the rules' refusal, never Asha's links.
    const others = watch(ravi.cloud, owner.uid);
    await vi.waitFor(() => expect(others.errors).toMatchObject([{ code: 'permission-denied' }]));
    others.stop();
    expect(others.lists).toEqual([]);
  });
});

describe('a visitor', () => {
  it('opens an open link, signed out, and sees the profile read-only', async () => {
    const { owner, link } = await linkOf();
    const cloud = visitor();
    const meter = attachMeter(cloud);
    const opened = await openPublicLink(cloud, link.shareId);
    expect(meter.reads).toBe(1);
    expect(opened).toMatchObject({
      shareId: link.shareId,
      originalUserId: owner.uid,
      originalProfileId: owner.profile.id,
      profileName: 'Asha (Default)',
      shareOptions: { allowCopy: true, allowView: true, expiresAt: null, password: false },
    });
    expect(openLinkProfile(opened)).toEqual(shared(owner.profile));
  });

  it("is told 'Share link has expired' after the expiry, the owner too", async () => {
    const { owner, link } = await linkOf({ expiresAt: Date.now() - 1_000 });
    await expect(openPublicLink(visitor(), link.shareId)).rejects.toThrow(LINK_EXPIRED_MESSAGE);
    const ravi = await signUp('ravi');
    await expect(openPublicLink(ravi.cloud, link.shareId)).rejects.toThrow(LINK_EXPIRED_MESSAGE);
    // The rules let the owner read it (to manage it); the page still says it has expired.
    await expect(openPublicLink(owner.cloud, link.shareId)).rejects.toThrow(LINK_EXPIRED_MESSAGE);
  });

  it("is told 'Shared profile not found' for a link that does not exist", async () => {
    for (const shareId of ['nosuchlink', 'a/b', '', '..']) {
      await expect(openPublicLink(visitor(), shareId), shareId).rejects.toThrow(
        SHARED_PROFILE_NOT_FOUND_MESSAGE,
      );
    }
  });
});

describe('a password-protected link', () => {
  it('stores nothing of the profile readable, and opens with its password only', async () => {
    const { owner, link } = await linkOf({ password: 'open sesame' });
    expect(link.passwordProtected).toBe(true);
    const stored = JSON.stringify(await readDocument(`sharedProfiles/${link.shareId}`));
    expect(stored).toContain('encryptedProfile');
    for (const secret of ['Thermodynamics', 'Organic Chemistry', 'Semester 1', 'open sesame']) {
      expect(stored).not.toContain(secret);
    }

    const opened = await openPublicLink(visitor(), link.shareId);
    expect(openLinkProfile(opened)).toBeNull();
    expect(await unlockPublicLink(opened, 'open sesame')).toEqual(shared(owner.profile));
    await expect(unlockPublicLink(opened, 'Open sesame')).rejects.toThrow(
      INCORRECT_PASSWORD_MESSAGE,
    );
  });
});

describe('copying a link', () => {
  /** The profile as its owner's own cloud reads it back. */
  async function storedProfile(person: Person, id: string): Promise<Profile | null> {
    const snapshot = await getDoc(
      doc(cloudFirestore(person.cloud), 'users', person.uid, 'profiles', id),
    );
    return profileFromDocument(id, snapshot.data({ serverTimestamps: 'estimate' }));
  }

  it("makes 'Copy of {name}' in the user's own profiles, noting where it came from", async () => {
    const { owner, link } = await linkOf();
    const ravi = await signUp('ravi');
    const copy = await copyPublicLink(ravi.cloud, ravi.uid, link.shareId);
    expect(copy).toMatchObject({
      name: 'Copy of Asha (Default)',
      semesters: owner.profile.semesters,
      isDefault: false,
      userId: ravi.uid,
      copiedFrom: {
        shareId: link.shareId,
        originalUserId: owner.uid,
        originalProfileId: owner.profile.id,
      },
    });
    expect(copy.id).not.toBe(owner.profile.id);
    expect(await storedProfile(ravi, copy.id)).toEqual({
      ...copy,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
      copiedFrom: { ...copy.copiedFrom, copiedAt: expect.any(Number) },
    });
  });

  it('copies a protected link with its password only', async () => {
    const { owner, link } = await linkOf({ password: 'pw' });
    const ravi = await signUp('ravi');
    await expect(copyPublicLink(ravi.cloud, ravi.uid, link.shareId, 'PW')).rejects.toThrow(
      INCORRECT_PASSWORD_MESSAGE,
    );
    const copy = await copyPublicLink(ravi.cloud, ravi.uid, link.shareId, 'pw');
    expect(copy.semesters).toEqual(owner.profile.semesters);
  });

  it('is refused when the owner did not allow it, the link expired, or nobody is signed in', async () => {
    const { owner, link } = await linkOf();
    const another = (extra: Partial<PublicLinkOptions>) =>
      createPublicLink(owner.cloud, owner.uid, owner.profile, options(extra), ORIGIN);
    const noCopy = await another({ allowCopy: false });
    const expired = await another({ expiresAt: Date.now() - 1_000 });
    const ravi = await signUp('ravi');
    await expect(copyPublicLink(ravi.cloud, ravi.uid, noCopy.shareId)).rejects.toThrow(
      COPY_NOT_ALLOWED_MESSAGE,
    );
    await expect(copyPublicLink(ravi.cloud, ravi.uid, expired.shareId)).rejects.toThrow(
      LINK_EXPIRED_MESSAGE,
    );
    await expect(copyPublicLink(visitor(), ravi.uid, link.shareId)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const profiles = collection(cloudFirestore(ravi.cloud), 'users', ravi.uid, 'profiles');
    expect((await getDocs(profiles)).size).toBe(0);
  });
});
