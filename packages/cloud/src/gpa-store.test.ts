import { signInWithEmailAndPassword } from 'firebase/auth';
import { deleteDoc, doc } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../core/src/account/memory-storage';
import type { Profile } from '../../core/src/gpa/model';
import {
  DEFAULT_PROFILE_MESSAGE,
  LAST_PROFILE_MESSAGE,
  SAVE_ERROR_MESSAGE,
} from '../../core/src/gpa/profiles';
import {
  ALREADY_SHARED_MESSAGE,
  DUPLICATES_CLEANED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  SELF_SHARE_MESSAGE,
  LOAD_PROFILES_ERROR_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from '../../core/src/gpa/sharing-texts';
import type { GpaStoreSnapshot } from '../../core/src/gpa/store';
import {
  deleteDocument,
  goOffline,
  goOnline,
  readDocument,
  testCloud,
  writeDocument,
} from '../test/cloud';
import { addProfile, plantShares, shareProfile } from '../test/sharing';
import {
  signUp,
  open,
  until,
  ready,
  saved,
  withFirstProfile,
  profileOf,
  subject,
  addSubject,
  fields,
  setUpStoreTests,
  owners,
  sharedWith,
} from '../test/store-clients';
import { cloudAuth } from './auth';
import { cloudFirestore } from './firestore';
import { ACTIVE_PROFILE_KEY } from './gpa-store';
import { attachMeter } from './meter';

// The Firestore GPA store against the real Auth and Firestore emulators: what the page reads and
// writes, live updates between users, offline edits, sharing, and documents of the earlier product.

setUpStoreTests();

describe('the first load and a returning user', () => {
  it("creates the default profile with 'Semester 1', once, from the server's answer", async () => {
    const asha = open(await signUp('asha@example.com', 'Asha Rao'));
    const [first, second] = await Promise.all([
      asha.store.ensureDefaultProfile(null),
      asha.store.ensureDefaultProfile(null),
    ]);
    expect([first, second]).toEqual([true, true]);
    const snapshot = await until(asha, (s) => s.profiles.length === 1 && !s.saving);
    expect(snapshot.profiles[0]).toMatchObject({
      name: 'Asha Rao (Default)',
      isDefault: true,
      userId: asha.uid,
      semesters: [{ name: 'Semester 1', subjects: [] }],
    });
    expect(await asha.store.ensureDefaultProfile(null)).toBe(false);
    const stored = await readDocument(`users/${asha.uid}/profiles/${snapshot.profiles[0]!.id}`);
    expect(stored?.semesterEntries).toHaveProperty('mapValue');
    expect(stored?.permissions).toEqual({
      mapValue: { fields: { [asha.uid]: { stringValue: 'owner' } } },
    });
  });

  it('names the default profile after the e-mail when there is no display name', async () => {
    const ravi = await withFirstProfile('ravi.k@example.com');
    expect(profileOf(ravi).name).toBe('ravi.k (Default)');
  });

  it('costs a returning user one read per document and no write', async () => {
    const asha = await withFirstProfile('asha@example.com');
    await asha.store.createProfile('B.Tech');
    await saved(asha);
    const meter = attachMeter(asha.cloud);
    const again = open(asha);
    await ready(again);
    expect(await again.store.ensureDefaultProfile(null)).toBe(false);
    // The two profiles, and one read for each empty query: outgoing, incoming shares, links.
    expect(meter).toMatchObject({ reads: 2 + 3, writes: 0 });
  });

  it('remembers the active profile in storage (SPEC §3 activeGpaProfile)', async () => {
    const storage = memoryStorage();
    const asha = open(await signUp('asha@example.com'), storage);
    await ready(asha);
    asha.store.setActiveProfileId('p42');
    expect(storage.getItem(ACTIVE_PROFILE_KEY)).toBe('p42');
    expect(asha.snapshots.at(-1)!.activeProfileId).toBe('p42');
    expect(open(asha, storage).snapshots[0]!.activeProfileId).toBe('p42');
  });

  it("tells 'Error loading profiles. Please refresh.' when the profiles cannot be read", async () => {
    const asha = await signUp('asha@example.com');
    const intruder = open({ ...asha, uid: 'someone-else' });
    // The store logs the refusal (SPEC §8): taken here, so a passing run prints no stack trace.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(intruder.store.ensureDefaultProfile(null)).rejects.toThrow();
    expect(intruder.notices).toContainEqual({
      type: 'error',
      message: LOAD_PROFILES_ERROR_MESSAGE,
    });
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ code: 'permission-denied' }));
    logged.mockRestore();
  });
});

describe("importing the device's profiles on sign-up", () => {
  const work = [{ id: 's1', name: 'Semester 1', subjects: [subject('Optics')] }];
  const deviceDefault: Profile = {
    id: 'default_1_abc',
    name: 'User (Default)',
    semesters: work,
    isDefault: true,
    userId: null,
    createdAt: 1,
    updatedAt: 1,
  };
  const summary = (snapshot: GpaStoreSnapshot) =>
    snapshot.profiles
      .map(({ name, isDefault, semesters }) => [name, isDefault, semesters[0]?.subjects.length])
      .sort();

  it("gives a new account's untouched default the device's work: one default, shown", async () => {
    const asha = open(await signUp('asha@example.com', 'Asha Rao'));
    // Before the page asked for the default profile: the import makes it first.
    const exams = { ...deviceDefault, id: '77', name: 'Exams', isDefault: false };
    await asha.store.importProfiles([deviceDefault, exams]);
    const snapshot = await until(asha, (s) => s.profiles.length === 2 && !s.saving);
    expect(summary(snapshot)).toEqual([
      ['Asha Rao (Default)', true, 1],
      ['Exams', false, 1],
    ]);
    const shown = snapshot.profiles.find((profile) => profile.isDefault)!;
    expect(snapshot.activeProfileId).toBe(shown.id);
    expect(await asha.store.ensureDefaultProfile(null)).toBe(false);
  });

  it('adds it under a name without (Default) and shows it when the account has work', async () => {
    const asha = await withFirstProfile('asha@example.com', 'Asha Rao');
    await asha.store.applyEdit(
      profileOf(asha).id,
      addSubject(profileOf(asha).semesters[0]!.id, 'Maths'),
    );
    const [added] = await asha.store.importProfiles([deviceDefault]);
    const snapshot = await until(asha, (s) => s.profiles.length === 2 && !s.saving);
    expect(summary(snapshot)).toEqual([
      ['Asha Rao (Default)', true, 1],
      ['User', false, 1],
    ]);
    expect(snapshot.activeProfileId).toBe(added!.id);
  });
});

describe('start-up repairs', () => {
  it('deletes empty duplicate defaults, keeps one holding data, and says so', async () => {
    const asha = await signUp('asha@example.com', 'Asha');
    const stored = (id: string, createdAt: number, subjects: Record<string, unknown>) => ({
      id,
      name: 'Asha (Default)',
      isDefault: true,
      userId: asha.uid,
      createdAt,
      updatedAt: createdAt,
      semesters: { s1: { name: 'Semester 1', order: 0, subjects } },
      permissions: { [asha.uid]: 'owner' },
      collaborators: [asha.uid],
    });
    const maths = { m: { subjectName: 'Maths', grade: 9, credit: 4, order: 0 } };
    await writeDocument(`users/${asha.uid}/profiles/d1`, stored('d1', 1, {}));
    await writeDocument(`users/${asha.uid}/profiles/d2`, stored('d2', 2, {}));
    await writeDocument(`users/${asha.uid}/profiles/d3`, stored('d3', 3, maths));
    const client = open(asha);
    const snapshot = await until(client, (s) => s.profiles.length === 2 && !s.saving);
    expect(snapshot.profiles.map(({ id, name, isDefault }) => ({ id, name, isDefault }))).toEqual(
      expect.arrayContaining([
        { id: 'd1', name: 'Asha (Default)', isDefault: true },
        { id: 'd3', name: 'Asha (Default) (2)', isDefault: false },
      ]),
    );
    expect(client.notices).toContainEqual({ type: 'info', message: DUPLICATES_CLEANED_MESSAGE });
    expect(await readDocument(`users/${asha.uid}/profiles/d2`)).toBeNull();
  });
});

describe('edits', () => {
  it('writes one field per edit, shows Saving... until the server has it', async () => {
    const asha = await withFirstProfile('asha@example.com');
    const profile = profileOf(asha);
    const semesterId = profile.semesters[0]!.id;
    const meter = attachMeter(asha.cloud);
    await asha.store.applyEdit(profile.id, addSubject(semesterId, 'Maths'));
    expect(asha.snapshots.at(-1)!.saving).toBe(true);
    expect(profileOf(asha).semesters[0]!.subjects).toEqual([subject('Maths')]);
    await saved(asha);
    expect(meter.writes).toBe(1);
    const stored = await readDocument(`users/${asha.uid}/profiles/${profile.id}`);
    expect(fields(stored)).toContain('Maths');
  });

  it('refuses what core refuses, and SPEC §5 deletions', async () => {
    const asha = await withFirstProfile('asha@example.com');
    const profile = profileOf(asha);
    await expect(
      asha.store.applyEdit(profile.id, addSubject('no-such-semester', 'Maths')),
    ).rejects.toThrow(SAVE_ERROR_MESSAGE);
    await expect(asha.store.deleteProfile(profile.id)).rejects.toThrow(LAST_PROFILE_MESSAGE);
    await asha.store.createProfile('Second');
    await expect(asha.store.deleteProfile(profile.id)).rejects.toThrow(DEFAULT_PROFILE_MESSAGE);
  });

  it('keeps all 50 subjects when two clients add 25 each to one profile at once', async () => {
    const asha = await withFirstProfile('asha@example.com');
    const profile = profileOf(asha);
    const semesterId = profile.semesters[0]!.id;
    const laptop = open(asha);
    await until(laptop, (s) => s.profiles.length === 1);
    const names = (prefix: string) => Array.from({ length: 25 }, (_, i) => `${prefix}${i}`);
    await Promise.all([
      ...names('phone-').map((name) =>
        asha.store.applyEdit(profile.id, addSubject(semesterId, name)),
      ),
      ...names('laptop-').map((name) =>
        laptop.store.applyEdit(profile.id, addSubject(semesterId, name)),
      ),
    ]);
    for (const client of [asha, laptop]) {
      const done = await until(
        client,
        (s) => !s.saving && s.profiles[0]!.semesters[0]!.subjects.length === 50,
      );
      expect(done.profiles[0]!.semesters[0]!.subjects).toHaveLength(50);
    }
  });

  it('keeps an edit made offline and sends it on reconnect', async () => {
    const asha = await withFirstProfile('asha@example.com');
    const profile = profileOf(asha);
    const semesterId = profile.semesters[0]!.id;
    await goOffline(asha.cloud);
    await asha.store.applyEdit(profile.id, addSubject(semesterId, 'Offline maths'));
    expect(profileOf(asha).semesters[0]!.subjects).toEqual([subject('Offline maths')]);
    expect(asha.snapshots.at(-1)!.saving).toBe(true);
    const path = `users/${asha.uid}/profiles/${profile.id}`;
    expect(fields(await readDocument(path))).not.toContain('Offline maths');
    await goOnline(asha.cloud);
    await saved(asha);
    expect(fields(await readDocument(path))).toContain('Offline maths');
  });

  it('reads a document of the earlier product and converts it on its next write', async () => {
    const asha = await signUp('asha@example.com');
    await writeDocument(`users/${asha.uid}/profiles/1700000000000`, {
      id: 1700000000000,
      name: 'Old profile',
      isDefault: true,
      userId: asha.uid,
      createdAt: 1,
      updatedAt: 1,
      semesters: [
        {
          id: 's1',
          name: 'Semester 1',
          subjects: [{ id: 7, subjectName: 'Physics', grade: 8, credit: 3.5 }],
        },
      ],
    });
    const client = open(asha);
    const snapshot = await until(client, (s) => s.status === 'ready' && s.profiles.length === 1);
    expect(snapshot.profiles[0]).toMatchObject({
      id: '1700000000000',
      name: 'Old profile',
      semesters: [{ id: 's1', subjects: [{ id: '7', subjectName: 'Physics', credit: 3.5 }] }],
    });
    await client.store.applyEdit('1700000000000', addSubject('s1', 'Maths'));
    await saved(client);
    const stored = await readDocument(`users/${asha.uid}/profiles/1700000000000`);
    expect(stored?.semesterEntries).toHaveProperty('mapValue');
    expect(stored?.semesters).toBeUndefined();
    expect(profileOf(client).semesters[0]!.subjects.map((s) => s.subjectName)).toEqual([
      'Physics',
      'Maths',
    ]);
  });
});

describe('sharing', () => {
  it('refuses a bad e-mail, an unknown user, oneself and a second share with one user', async () => {
    const { asha, profile } = await owners();
    const share = (email: string) => asha.store.sharing!.share(profile.id, email, 'read');
    await expect(share('not an e-mail')).rejects.toThrow(INVALID_EMAIL_MESSAGE);
    await expect(share('nobody@example.com')).rejects.toThrow(USER_NOT_FOUND_MESSAGE);
    await expect(share('ASHA@example.com')).rejects.toThrow(SELF_SHARE_MESSAGE);
    await share('ravi@example.com');
    await until(asha, (s) => s.outgoingShares.length === 1);
    await expect(share('Ravi@Example.com')).rejects.toThrow(ALREADY_SHARED_MESSAGE);
  });

  it('read, then edit both ways live, then read-only, then unshared', async () => {
    const { asha, ravi, profile } = await owners();
    const semesterId = profile.semesters[0]!.id;
    await asha.store.sharing!.share(profile.id, ' ravi@example.com ', 'read');
    const outgoing = (await until(asha, (s) => s.outgoingShares.length === 1)).outgoingShares[0]!;
    expect(outgoing).toMatchObject({
      profileId: profile.id,
      profileName: 'Asha (Default)',
      targetUserEmail: 'ravi@example.com',
      targetUserId: ravi.uid,
      permission: 'read',
      isActive: true,
    });
    const received = (await sharedWith(ravi)).sharedWithMe[0]!;
    // Listed from the share record; the profile itself loads once selected.
    expect(received).toMatchObject({
      id: profile.id,
      name: 'Asha (Default)',
      isShared: true,
      loaded: false,
      semesters: [],
      permission: 'read',
      ownerUserId: asha.uid,
      ownerEmail: 'asha@example.com',
      shareId: outgoing.shareId,
    });
    ravi.store.setActiveProfileId(profile.id);
    await sharedWith(
      ravi,
      (s) => s.sharedWithMe[0]!.loaded && s.sharedWithMe[0]!.semesters.length === 1,
    );
    await expect(ravi.store.applyEdit(profile.id, addSubject(semesterId, 'x'))).rejects.toThrow(
      SAVE_ERROR_MESSAGE,
    );

    await asha.store.sharing!.updatePermission(outgoing.shareId, 'edit');
    await sharedWith(ravi, (s) => s.sharedWithMe[0]!.permission === 'edit');
    await ravi.store.applyEdit(profile.id, addSubject(semesterId, 'From Ravi'));
    await asha.store.applyEdit(profile.id, addSubject(semesterId, 'From Asha'));
    const both = (s: GpaStoreSnapshot, list: 'profiles' | 'sharedWithMe') =>
      s[list][0]?.semesters[0]?.subjects.length === 2;
    await until(asha, (s) => both(s, 'profiles'));
    await until(ravi, (s) => both(s, 'sharedWithMe'));

    await asha.store.sharing!.updatePermission(outgoing.shareId, 'edit');
    await asha.store.sharing!.updatePermission(outgoing.shareId, 'read');
    await sharedWith(ravi, (s) => s.sharedWithMe[0]!.permission === 'read');

    await asha.store.sharing!.unshare(outgoing.shareId);
    await until(ravi, (s) => s.sharedWithMe.length === 0);
    await until(asha, (s) => s.outgoingShares.length === 0);
    expect(await readDocument(`userShares/${ravi.uid}/incoming/${outgoing.shareId}`)).toBeNull();
    const stored = await readDocument(`users/${asha.uid}/profiles/${profile.id}`);
    expect(fields(stored)).not.toContain(ravi.uid);
  });

  it('never hides a collaborator from the owner: access with no share record shows, and Remove ends it', async () => {
    const { asha, ravi, profile } = await owners();
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'edit');
    const { shareId } = (await sharedWith(ravi)).sharedWithMe[0]!;
    // The attack, from ravi's own signed-in client: the records go, his access stays.
    const db = cloudFirestore(ravi.cloud);
    for (const path of [
      `userShares/${asha.uid}/outgoing/${shareId}`,
      `userShares/${ravi.uid}/incoming/${shareId}`,
    ]) {
      await expect(deleteDoc(doc(db, path))).rejects.toMatchObject({ code: 'permission-denied' });
    }
    // The owner's record lost all the same (the earlier rules allowed the attack): asha still
    // sees who has access, from the profile's permissions.
    await deleteDocument(`userShares/${asha.uid}/outgoing/${shareId}`);
    const unrecorded = (
      await until(asha, (s) => s.outgoingShares.length === 1 && s.outgoingShares[0]!.sharedAt === 0)
    ).outgoingShares[0]!;
    expect(unrecorded).toMatchObject({
      profileId: profile.id,
      targetUserId: ravi.uid,
      targetUserEmail: '',
      permission: 'edit',
    });
    // Ravi's record of the share still says 'edit': the profile, once selected, says what holds.
    ravi.store.setActiveProfileId(profile.id);
    await asha.store.sharing!.updatePermission(unrecorded.shareId, 'read');
    await sharedWith(ravi, (s) => s.sharedWithMe[0]!.permission === 'read');
    await asha.store.sharing!.unshare(unrecorded.shareId);
    await until(ravi, (s) => s.sharedWithMe.length === 0);
    await until(asha, (s) => s.outgoingShares.length === 0);
    const stored = await readDocument(`users/${asha.uid}/profiles/${profile.id}`);
    expect(fields(stored)).not.toContain(ravi.uid);
  });

  it('lets a recipient leave a shared profile: access and both records go together', async () => {
    const { asha, ravi, profile } = await owners();
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'edit');
    await until(asha, (s) => s.outgoingShares.length === 1);
    const { shareId } = (await sharedWith(ravi)).sharedWithMe[0]!;
    await ravi.store.sharing!.leaveShare(shareId);
    await until(ravi, (s) => s.sharedWithMe.length === 0);
    await until(asha, (s) => s.outgoingShares.length === 0);
    expect(fields(await readDocument(`users/${asha.uid}/profiles/${profile.id}`))).not.toContain(
      ravi.uid,
    );
    expect(await readDocument(`userShares/${asha.uid}/outgoing/${shareId}`)).toBeNull();
    expect(await readDocument(`userShares/${ravi.uid}/incoming/${shareId}`)).toBeNull();
    await expect(ravi.store.applyEdit(profile.id, addSubject('s', 'x'))).rejects.toThrow();
  });

  it("renames and changes a permission even where the recipient's copy of the share is gone", async () => {
    const { asha, ravi, profile } = await owners();
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'read');
    const { shareId } = (await sharedWith(ravi)).sharedWithMe[0]!;
    const incoming = `userShares/${ravi.uid}/incoming/${shareId}`;
    await deleteDocument(incoming);
    await asha.store.renameProfile(profile.id, 'Semester plan');
    await asha.store.sharing!.updatePermission(shareId, 'edit');
    await saved(asha);
    expect(asha.notices).toEqual([]);
    // The copy is back, whole, with the new name and permission.
    expect(await readDocument(incoming)).toMatchObject({
      shareId: { stringValue: shareId },
      ownerEmail: { stringValue: 'asha@example.com' },
      profileName: { stringValue: 'Semester plan' },
      permission: { stringValue: 'edit' },
    });
    await sharedWith(ravi, (s) => s.sharedWithMe[0]!.permission === 'edit');
  });

  it("copies a shared profile as 'Copy of {name}', noting where it came from", async () => {
    const { asha, ravi, profile } = await owners();
    await asha.store.applyEdit(profile.id, addSubject(profile.semesters[0]!.id, 'Maths'));
    await asha.store.sharing!.share(profile.id, 'ravi@example.com', 'read');
    // Not selected, so not loaded: the copy reads it.
    const { shareId } = (await sharedWith(ravi)).sharedWithMe[0]!;
    const copy = await ravi.store.sharing!.copySharedProfile(shareId);
    expect(copy).toMatchObject({
      name: 'Copy of Asha (Default)',
      isDefault: false,
      userId: ravi.uid,
      copiedFrom: { shareId, originalUserId: asha.uid, originalProfileId: profile.id },
    });
    const mine = await until(ravi, (s) => s.profiles.length === 2 && !s.saving);
    const copied = mine.profiles.find((each: Profile) => each.id === copy.id)!;
    expect(copied.semesters[0]!.subjects.map((s) => s.subjectName)).toEqual(['Maths']);
  });

  it('loads only the selected shared profile, and lists the most recent shares a page at a time', async () => {
    const { asha, ravi } = await owners();
    // A stranger's shares: more than a page, each of a profile of its own.
    for (let index = 0; index < 55; index += 1) {
      await addProfile(asha, `planted${index}`);
      await shareProfile(asha, `planted${index}`, ravi, 'read');
      // More than one sender's count allows: ravi lowering it stands for more strangers.
      if (index % 20 === 19)
        await writeDocument(`userShares/${ravi.uid}/senders/${asha.uid}`, { sent: 0 });
    }
    // Ravi opens the page in another browser: nothing cached, every read counted.
    const browser = testCloud();
    await signInWithEmailAndPassword(cloudAuth(browser), ravi.email, 'secret1');
    const meter = attachMeter(browser);
    const reopened = open({ ...ravi, cloud: browser });
    const first = await until(
      reopened,
      (s) => s.status === 'ready' && s.sharedWithMe.length === 50,
    );
    expect(first.moreSharedWithMe).toBe(true);
    expect(first.sharedWithMe.every((shared) => !shared.loaded)).toBe(true);
    // The most recent first.
    expect(first.sharedWithMe[0]!.id).toBe('planted54');
    // His own profile, his outgoing shares and links (none: one read each), 50 share records; no
    // shared profile.
    expect(meter.reads).toBe(1 + 1 + 1 + 50);
    reopened.store.setActiveProfileId('planted54');
    const selected = await until(reopened, (s) => s.sharedWithMe[0]!.loaded);
    expect(selected.sharedWithMe.filter((shared) => shared.loaded)).toHaveLength(1);
    expect(meter.reads).toBe(1 + 1 + 1 + 50 + 1);
    reopened.store.sharing!.showMoreShared();
    const all = await until(reopened, (s) => s.sharedWithMe.length === 55);
    expect(all.moreSharedWithMe).toBe(false);
    // More records of a profile already listed (only a stranger writes those) add nothing.
    await writeDocument(`userShares/${ravi.uid}/senders/${asha.uid}`, { sent: 0 });
    await plantShares(asha, 'planted0', ravi, 3);
    await until(
      reopened,
      (s) => s.sharedWithMe.length === 55 && s.sharedWithMe[0]!.id === 'planted0',
    );
  });

  it('deletes a profile together with its share records', async () => {
    const { asha, ravi } = await owners();
    const second = await asha.store.createProfile('Second');
    await saved(asha);
    await asha.store.sharing!.share(second.id, 'ravi@example.com', 'edit');
    const { shareId } = (await sharedWith(ravi)).sharedWithMe[0]!;
    await asha.store.sharing!.unshare(shareId);
    await asha.store.sharing!.share(second.id, 'ravi@example.com', 'edit');
    const share = (await until(asha, (s) => s.outgoingShares.length === 1)).outgoingShares[0]!;
    await asha.store.deleteProfile(second.id);
    await until(ravi, (s) => s.sharedWithMe.length === 0);
    await saved(asha);
    expect(await readDocument(`users/${asha.uid}/profiles/${second.id}`)).toBeNull();
    expect(await readDocument(`userShares/${asha.uid}/outgoing/${share.shareId}`)).toBeNull();
    expect(await readDocument(`userShares/${ravi.uid}/incoming/${share.shareId}`)).toBeNull();
  });
});
