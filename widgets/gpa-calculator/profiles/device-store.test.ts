import { expect } from 'chai';
import type { Profile, Semester } from '#core/gpa/model.ts';
import type { IdSource } from '#core/gpa/profiles.ts';
import { pooledGpa } from '#core/gpa/scales/test-subjects.ts';
import { SAVE_ERROR_MESSAGE } from '#core/gpa/profiles.ts';
import { MAX_SEMESTERS } from '#core/gpa/limits.ts';
import { profileNumbers, resolveScale } from '#core/gpa/scales/profile-scale.ts';
import type { GpaStore, GpaStoreNotice, GpaStoreSnapshot } from '#core/gpa/store.ts';
import {
  captureConsoleErrors,
  cleanupFixtures,
  errorNames,
  until,
} from '#ui/testing/widget-testing.ts';
import { UNREADABLE_DATA_NOTICE, deviceStore } from './device-store';
import { EARLIER_SAVED_PROFILES } from './earlier-saved-profiles';

/*
 * The device store against Chromium's real localStorage. The store registry lives as long as the
 * page, so each test opens its own storage key (its own store) unless it tests the default keys.
 */

let keyCount = 0;
const freshKey = () => `device-store-test-${++keyCount}`;
const profilesKey = (key: string) => `${key}.gpaProfiles`;
const activeKey = (key: string) => `${key}.activeGpaProfile`;

/** Every id and timestamp the same: what a burst of calls within one millisecond looks like. */
const frozenIds: IdSource = { now: () => 1234, random: () => 0.5 };

const semester = (id: string, name = 'Semester 1'): Semester => ({ id, name, subjects: [] });

const profile = (name: string, changes: Partial<Profile> = {}): Profile => ({
  id: `id-${name}`,
  name,
  semesters: [semester(`semester-${name}`)],
  isDefault: false,
  userId: null,
  createdAt: 1,
  updatedAt: 1,
  ...changes,
});

const seed = (key: string, profiles: Profile[]) =>
  localStorage.setItem(profilesKey(key), JSON.stringify(profiles));

const storedProfiles = (key: string): Profile[] =>
  JSON.parse(localStorage.getItem(profilesKey(key)) ?? '[]');

const names = (profiles: readonly Profile[]) => profiles.map((each) => each.name);

const cleanups: (() => void)[] = [];

/** Subscribes for the rest of the test and records every snapshot. */
function watch(store: GpaStore) {
  const snapshots: GpaStoreSnapshot[] = [];
  cleanups.push(store.subscribe((snapshot) => snapshots.push(snapshot)));
  return { snapshots, latest: () => snapshots.at(-1)! };
}

/** Subscribes and waits for the first ready snapshot. */
async function watchReady(store: GpaStore) {
  const watcher = watch(store);
  await until(() => watcher.latest().status === 'ready', 'the store is ready');
  return watcher;
}

function collectNotices(store: GpaStore): GpaStoreNotice[] {
  const notices: GpaStoreNotice[] = [];
  cleanups.push(store.subscribeNotices((notice) => notices.push(notice)));
  return notices;
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the promise to reject');
}

/** Another document on this origin, like another tab: its writes raise storage events here. */
function otherTab(): Storage {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  cleanups.push(() => frame.remove());
  return frame.contentWindow!.localStorage;
}

/** Fills localStorage until even one more character is refused; afterEach clears it. */
function fillStorage() {
  let filler = 0;
  for (let size = 1 << 21; size >= 1;) {
    try {
      localStorage.setItem(`filler-${filler}`, 'x'.repeat(size));
      filler++;
    } catch {
      size = Math.floor(size / 2);
    }
  }
  return () => {
    for (let index = 0; index < filler; index++) localStorage.removeItem(`filler-${index}`);
  };
}

/** Counts the window's `storage` listeners added minus removed while `run` goes on. */
function countStorageListeners(run: (count: () => number) => void) {
  const { addEventListener: add, removeEventListener: remove } = window;
  let count = 0;
  window.addEventListener = function (this: Window, ...args: Parameters<typeof add>) {
    if (args[0] === 'storage') count++;
    add.apply(this, args);
  };
  window.removeEventListener = function (this: Window, ...args: Parameters<typeof remove>) {
    if (args[0] === 'storage') count--;
    remove.apply(this, args);
  };
  try {
    run(() => count);
  } finally {
    window.addEventListener = add;
    window.removeEventListener = remove;
  }
}

beforeEach(() => localStorage.clear());

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  localStorage.clear();
  await cleanupFixtures();
});

describe('deviceStore: keys and instances', () => {
  it("keeps profiles under 'gpaProfiles' and the active id under 'activeGpaProfile'", async () => {
    const store = deviceStore();
    const created = await store.createProfile('Plain');
    store.setActiveProfileId(created.id);
    expect(names(JSON.parse(localStorage.getItem('gpaProfiles')!))).to.include('Plain');
    expect(localStorage.getItem('activeGpaProfile')).to.equal(created.id);
  });

  it("prefixes both keys with the storage key: '{key}.gpaProfiles', '{key}.activeGpaProfile'", async () => {
    const store = deviceStore({ storageKey: 'k' });
    const created = await store.createProfile('Keyed');
    store.setActiveProfileId(created.id);
    expect(names(storedProfiles('k'))).to.deep.equal(['Keyed']);
    expect(localStorage.getItem(activeKey('k'))).to.equal(created.id);
    expect(localStorage.getItem('gpaProfiles')).to.equal(null);
    expect(localStorage.getItem('activeGpaProfile')).to.equal(null);
  });

  it('hands out one store per storage and key', () => {
    const key = freshKey();
    expect(deviceStore({ storageKey: key }) === deviceStore({ storageKey: key })).to.equal(true);
    expect(deviceStore({ storageKey: key }) === deviceStore({ storageKey: freshKey() })).to.equal(
      false,
    );
    expect(deviceStore() === deviceStore({ storageKey: '' })).to.equal(true);
    expect(
      deviceStore({ storageKey: key }) ===
        deviceStore({ storageKey: key, storage: sessionStorage }),
    ).to.equal(false);
  });

  it('shows edits made through one element’s store to another with the same key at once', async () => {
    const key = freshKey();
    const other = await watchReady(deviceStore({ storageKey: key }));
    await deviceStore({ storageKey: key }).createProfile('Shared');
    expect(names(other.latest().profiles)).to.deep.equal(['Shared']);
  });

  it('keeps stores with different keys independent', async () => {
    const [first, second] = [freshKey(), freshKey()];
    const secondWatcher = await watchReady(deviceStore({ storageKey: second }));
    await deviceStore({ storageKey: first }).createProfile('First only');
    expect(await deviceStore({ storageKey: second }).ensureDefaultProfile('Ravi')).to.equal(true);
    expect(names(storedProfiles(first))).to.deep.equal(['First only']);
    expect(names(storedProfiles(second))).to.deep.equal(['Ravi (Default)']);
    expect(names(secondWatcher.latest().profiles)).to.deep.equal(['Ravi (Default)']);
  });
});

describe('deviceStore: snapshots', () => {
  it('calls a subscriber at once with loading, then with ready and the stored profiles', async () => {
    const key = freshKey();
    seed(key, [profile('Maths')]);
    localStorage.setItem(activeKey(key), 'id-Maths');
    const watcher = watch(deviceStore({ storageKey: key }));
    expect(watcher.snapshots.map((snapshot) => snapshot.status)).to.deep.equal(['loading']);
    await until(() => watcher.latest().status === 'ready', 'ready');
    expect(watcher.snapshots.map((snapshot) => snapshot.status)).to.deep.equal([
      'loading',
      'ready',
    ]);
    const { profiles, ...rest } = watcher.latest();
    expect(names(profiles)).to.deep.equal(['Maths']);
    expect(rest).to.deep.equal({
      status: 'ready',
      sharedWithMe: [],
      moreSharedWithMe: false,
      outgoingShares: [],
      publicLinks: [],
      damagedProfiles: [],
      saving: false,
      activeProfileId: 'id-Maths',
    });
  });

  it('gives a later subscriber the ready snapshot at once, and stops calling after unsubscribe', async () => {
    const key = freshKey();
    const store = deviceStore({ storageKey: key });
    await watchReady(store);
    const late: GpaStoreSnapshot[] = [];
    const unsubscribe = store.subscribe((snapshot) => late.push(snapshot));
    expect(late.map((snapshot) => snapshot.status)).to.deep.equal(['ready']);
    unsubscribe();
    await store.createProfile('After');
    expect(late).to.have.length(1);
  });

  it('has no sharing', () => {
    expect('sharing' in deviceStore({ storageKey: freshKey() })).to.equal(false);
  });

  it("gives a stored profile without semesters a 'Semester 1' that keeps its id for edits", async () => {
    const key = freshKey();
    seed(key, [profile('Empty', { semesters: [] })]);
    const store = deviceStore({ storageKey: key });
    const watcher = await watchReady(store);
    const [added] = watcher.latest().profiles[0]!.semesters;
    expect(added!.name).to.equal('Semester 1');
    const subject = { id: 'subject-1', subjectName: 'Physics', grade: 9, credit: 4 };
    await store.applyEdit('id-Empty', { type: 'addSubject', semesterId: added!.id, subject });
    expect(storedProfiles(key)[0]!.semesters).to.deep.equal([{ ...added, subjects: [subject] }]);
  });

  it('shows profiles de-duplicated by name, and a write keeps the hidden duplicate', async () => {
    const key = freshKey();
    seed(key, [profile('Twin', { id: 'first' }), profile('Twin', { id: 'second' })]);
    const store = deviceStore({ storageKey: key });
    const watcher = await watchReady(store);
    expect(watcher.latest().profiles.map((each) => each.id)).to.deep.equal(['first']);
    await store.createProfile('Other');
    expect(storedProfiles(key).map((each) => each.id)).to.include.members(['first', 'second']);
  });

  it('stores the active profile id and publishes it', async () => {
    const key = freshKey();
    const store = deviceStore({ storageKey: key });
    const watcher = await watchReady(store);
    store.setActiveProfileId('chosen');
    expect(localStorage.getItem(activeKey(key))).to.equal('chosen');
    expect(watcher.latest().activeProfileId).to.equal('chosen');
  });
});

describe('deviceStore: the default profile', () => {
  it("creates '{name} (Default)' with one 'Semester 1' once, resolving true only then", async () => {
    const key = freshKey();
    const [first, second] = [deviceStore({ storageKey: key }), deviceStore({ storageKey: key })];
    const created = await Promise.all([
      first.ensureDefaultProfile('Asha'),
      second.ensureDefaultProfile('Asha'),
    ]);
    expect(created).to.deep.equal([true, false]);
    expect(await first.ensureDefaultProfile('Asha')).to.equal(false);
    const stored = storedProfiles(key);
    expect(stored).to.have.length(1);
    expect(stored[0]).to.include({ name: 'Asha (Default)', isDefault: true, userId: null });
    expect(stored[0]!.id).to.match(/^default_/);
    expect(stored[0]!.semesters.map((each) => each.name)).to.deep.equal(['Semester 1']);
  });

  it("names it 'User (Default)' without an owner name", async () => {
    const key = freshKey();
    await deviceStore({ storageKey: key }).ensureDefaultProfile(null);
    expect(names(storedProfiles(key))).to.deep.equal(['User (Default)']);
  });

  it('creates nothing when profiles exist', async () => {
    const key = freshKey();
    seed(key, [profile('Existing')]);
    expect(await deviceStore({ storageKey: key }).ensureDefaultProfile('Asha')).to.equal(false);
    expect(names(storedProfiles(key))).to.deep.equal(['Existing']);
  });
});

describe('deviceStore: profiles and edits', () => {
  it("creates a profile with 'Semester 1', flagging saving while it writes", async () => {
    const key = freshKey();
    const store = deviceStore({ storageKey: key });
    const watcher = await watchReady(store);
    const before = watcher.snapshots.length;
    const created = await store.createProfile('Second year');
    expect(created).to.include({ name: 'Second year', isDefault: false, userId: null });
    expect(created.semesters.map((each) => each.name)).to.deep.equal(['Semester 1']);
    expect(storedProfiles(key)).to.deep.equal([created]);
    const during = watcher.snapshots.slice(before);
    expect(during.map((snapshot) => [snapshot.saving, names(snapshot.profiles)])).to.deep.equal([
      [true, []],
      [false, ['Second year']],
    ]);
  });

  it('gives profiles created within one millisecond different ids', async () => {
    const store = deviceStore({ storageKey: freshKey(), ids: frozenIds });
    const first = await store.createProfile('One');
    const second = await store.createProfile('Two');
    expect(first.id).to.not.equal(second.id);
  });

  it("names a profile whose name is taken '{name} (2)', so it cannot vanish from the list", async () => {
    const key = freshKey();
    seed(key, [profile('Maths')]);
    const created = await deviceStore({ storageKey: key }).createProfile('Maths');
    expect(created.name).to.equal('Maths (2)');
  });

  it("refuses to delete an unknown, the default or the last profile with SPEC's messages", async () => {
    const key = freshKey();
    const both = [profile('Mine (Default)', { isDefault: true }), profile('Extra')];
    seed(key, both);
    const store = deviceStore({ storageKey: key });
    expect(await rejection(store.deleteProfile('missing'))).to.equal('Profile not found');
    expect(await rejection(store.deleteProfile('id-Mine (Default)'))).to.equal(
      'Cannot delete the default profile',
    );
    expect(storedProfiles(key)).to.deep.equal(both);

    const lastKey = freshKey();
    seed(lastKey, [profile('Only')]);
    expect(await rejection(deviceStore({ storageKey: lastKey }).deleteProfile('id-Only'))).to.equal(
      'Cannot delete the last profile',
    );
    expect(names(storedProfiles(lastKey))).to.deep.equal(['Only']);
  });

  it('deletes a profile that may be deleted', async () => {
    const key = freshKey();
    seed(key, [profile('Mine (Default)', { isDefault: true }), profile('Extra')]);
    const store = deviceStore({ storageKey: key });
    const watcher = await watchReady(store);
    await store.deleteProfile('id-Extra');
    expect(names(storedProfiles(key))).to.deep.equal(['Mine (Default)']);
    expect(names(watcher.latest().profiles)).to.deep.equal(['Mine (Default)']);
  });

  it('renames a profile, keeping names unique, and refuses an unknown one', async () => {
    const key = freshKey();
    seed(key, [profile('Maths'), profile('Physics')]);
    const store = deviceStore({ storageKey: key, ids: frozenIds });
    await store.renameProfile('id-Maths', 'Algebra');
    await store.renameProfile('id-Physics', 'Algebra');
    expect(storedProfiles(key).map(({ name, updatedAt }) => [name, updatedAt])).to.deep.equal([
      ['Algebra', 1234],
      ['Algebra (2)', 1234],
    ]);
    expect(await rejection(store.renameProfile('missing', 'X'))).to.equal('Profile not found');
  });

  it('applies edits to a profile and saves them', async () => {
    const key = freshKey();
    seed(key, [profile('Maths')]);
    const store = deviceStore({ storageKey: key, ids: frozenIds });
    const watcher = await watchReady(store);
    const subject = { id: 'subject-1', subjectName: 'Calculus', grade: 8, credit: 3.5 };
    await store.applyEdit('id-Maths', { type: 'addSemester', semester: semester('s2', 'Sem 2') });
    await store.applyEdit('id-Maths', { type: 'addSubject', semesterId: 's2', subject });
    const [saved] = storedProfiles(key);
    expect(saved!.semesters).to.deep.equal([
      semester('semester-Maths'),
      { id: 's2', name: 'Sem 2', subjects: [subject] },
    ]);
    expect(saved!.updatedAt).to.equal(1234);
    expect(watcher.latest().profiles).to.deep.equal([saved]);
    const edit = { type: 'deleteSemester', semesterId: 's2' } as const;
    expect(await rejection(store.applyEdit('missing', edit))).to.equal('Profile not found');
  });

  it("saves and publishes an edit in the caller's task when nothing has to load", async () => {
    // So the subject form, which clears as it sends, renders with the subject in one render.
    const key = freshKey();
    seed(key, [profile('Maths')]);
    const store = deviceStore({ storageKey: key, ids: frozenIds });
    const watcher = await watchReady(store);
    const subject = { id: 'subject-1', subjectName: 'Calculus', grade: 8, credit: 3.5 };
    const edit = { type: 'addSubject', semesterId: 'semester-Maths', subject } as const;
    const applied = store.applyEdit('id-Maths', edit);
    expect(storedProfiles(key)[0]!.semesters[0]!.subjects).to.deep.equal([subject]);
    expect(watcher.latest().profiles[0]!.semesters[0]!.subjects).to.deep.equal([subject]);
    const created = store.createProfile('Physics');
    expect(names(watcher.latest().profiles)).to.deep.equal(['Maths', 'Physics']);
    await Promise.all([applied, created]);
  });

  it("imports profiles as new ones: new ids, not default, taken names get ' (2)', ' (3)'", async () => {
    const key = freshKey();
    const used = {
      id: 's1',
      name: 'Semester 1',
      subjects: [{ id: 'x', subjectName: 'Algebra', grade: 9, credit: 4 }],
    };
    seed(key, [profile('Maths', { isDefault: true, semesters: [used] })]);
    const store = deviceStore({ storageKey: key, ids: frozenIds });
    const incoming = [
      profile('Maths', { isDefault: true, userId: 'someone' }),
      profile('Maths'),
      profile('Physics'),
    ];
    const imported = await store.importProfiles(incoming);
    expect(names(imported)).to.deep.equal(['Maths (2)', 'Maths (3)', 'Physics']);
    expect(imported.map(({ isDefault, userId }) => [isDefault, userId])).to.deep.equal([
      [false, null],
      [false, null],
      [false, null],
    ]);
    expect(imported.map((each) => each.semesters)).to.deep.equal(
      incoming.map((each) => each.semesters),
    );
    const ids = storedProfiles(key).map((each) => each.id);
    expect(new Set(ids).size).to.equal(4);
    expect(storedProfiles(key).slice(1)).to.deep.equal(imported);
    // What was the other device's default is what shows.
    expect(localStorage.getItem(activeKey(key))).to.equal(imported[0]!.id);
  });

  it('refuses an import whose default the untouched default cannot take, rather than report it imported', async () => {
    const key = freshKey();
    seed(key, [profile('User (Default)', { isDefault: true })]);
    const store = deviceStore({ storageKey: key, ids: frozenIds });
    // Saved data may hold more than an edit may make (here, semesters past MAX_SEMESTERS).
    const semesters = Array.from({ length: MAX_SEMESTERS + 1 }, (_, index) => ({
      ...semester(`s${index}`, `Semester ${index + 1}`),
      subjects: [{ id: `x${index}`, subjectName: 'Optics', grade: 8, credit: 3 }],
    }));
    const refused = profile('Asha (Default)', { isDefault: true, semesters });
    expect(await rejection(store.importProfiles([refused]))).to.equal(SAVE_ERROR_MESSAGE);
    expect(names(storedProfiles(key))).to.deep.equal(['User (Default)']);
    expect(storedProfiles(key)[0]!.semesters).to.have.length(1);
  });

  it("puts an imported default's work into an untouched default instead of adding a second", async () => {
    const key = freshKey();
    seed(key, [profile('User (Default)', { isDefault: true })]);
    const store = deviceStore({ storageKey: key, ids: frozenIds });
    const work = {
      id: 's9',
      name: 'Semester 1',
      subjects: [{ id: 'y', subjectName: 'Optics', grade: 8, credit: 3 }],
    };
    await store.importProfiles([profile('Asha (Default)', { isDefault: true, semesters: [work] })]);
    expect(
      storedProfiles(key).map(({ id, name, isDefault, semesters }) => [
        id,
        name,
        isDefault,
        semesters,
      ]),
    ).to.deep.equal([['id-User (Default)', 'User (Default)', true, [work]]]);
    expect(localStorage.getItem(activeKey(key))).to.equal('id-User (Default)');
  });
});

describe('deviceStore: grade scales', () => {
  const vtu = { preset: 'vtu-2022' };

  it('creates profiles, the default one too, on a scale; SPEC’s is stored as none', async () => {
    const key = freshKey();
    const store = deviceStore({ storageKey: key, ids: frozenIds });
    await store.ensureDefaultProfile('Asha', vtu);
    await store.createProfile('Second', { preset: 'spec-default' });
    await store.createProfile('Third');
    expect(storedProfiles(key).map(({ name, scale }) => [name, scale ?? null])).to.deep.equal([
      ['Asha (Default)', vtu],
      ['Second', null],
      ['Third', null],
    ]);
    expect(Object.keys(storedProfiles(key)[1]!)).not.to.include('scale');
  });

  it('saves and loads the scale, grade codes and attempts, and a scale change', async () => {
    const key = freshKey();
    const failed = { id: 'f', subjectName: 'Maths', grade: 0, credit: 4, gradeCode: 'F' };
    const retake = { id: 'r', subjectName: 'Maths', grade: 8, credit: 4, retakeOf: 'f' };
    seed(key, [
      profile('Mine', {
        semesters: [
          { id: 's1', name: 'Semester 1', subjects: [failed] },
          { id: 's2', name: 'Semester 2', subjects: [retake] },
        ],
      }),
    ]);
    const store = deviceStore({ storageKey: key, ids: frozenIds });
    const watcher = await watchReady(store);
    expect(watcher.latest().profiles[0]!.semesters[0]!.subjects).to.deep.equal([failed]);
    expect(watcher.latest().profiles[0]!.semesters[1]!.subjects).to.deep.equal([retake]);
    // On KTU, 8 points is B+ and a fail stays F: the grades are stored as KTU names them.
    const { semesters } = watcher.latest().profiles[0]!;
    await store.applyEdit('id-Mine', {
      type: 'changeScale',
      scale: { preset: 'ktu-2019' },
      semesters: semesters.map((each) => ({
        ...each,
        subjects: each.subjects.map((subject) => ({ ...subject })),
      })),
    });
    const [saved] = storedProfiles(key);
    expect(saved!.scale).to.deep.equal({ preset: 'ktu-2019' });
    expect(saved!.semesters[1]!.subjects).to.deep.equal([retake]);
    expect(watcher.latest().profiles[0]!.scale).to.deep.equal({ preset: 'ktu-2019' });
  });

  it('reads a profile saved in the earlier shape (no scale, points only) on SPEC’s scale', async () => {
    const key = freshKey();
    localStorage.setItem(profilesKey(key), JSON.stringify(EARLIER_SAVED_PROFILES));
    const watcher = await watchReady(deviceStore({ storageKey: key }));
    const [loaded] = watcher.latest().profiles;
    expect(loaded!.scale).to.equal(undefined);
    expect(loaded!.semesters[0]!.subjects.map(({ grade }) => grade)).to.deep.equal([9, 0, 7]);
    // Its GPA as before: (36 + 0 + 21) / 8.5 = 6.705... → 6.71, on screen too.
    const numbers = profileNumbers(resolveScale(loaded!.scale)!, loaded!.semesters);
    expect([numbers.cgpa, pooledGpa(loaded!.semesters)]).to.deep.equal(['6.71', '6.71']);
  });
});

describe('deviceStore: other tabs', () => {
  it('shows profiles and the active id another tab saves', async () => {
    const key = freshKey();
    const watcher = await watchReady(deviceStore({ storageKey: key }));
    const tab = otherTab();
    tab.setItem(profilesKey(key), JSON.stringify([profile('From elsewhere')]));
    await until(() => watcher.latest().profiles.length === 1, 'the other tab’s profile shows');
    expect(names(watcher.latest().profiles)).to.deep.equal(['From elsewhere']);
    tab.setItem(activeKey(key), 'id-From elsewhere');
    await until(() => watcher.latest().activeProfileId === 'id-From elsewhere', 'active id');
  });

  it('treats profiles removed in another tab as none', async () => {
    const key = freshKey();
    seed(key, [profile('Doomed')]);
    const watcher = await watchReady(deviceStore({ storageKey: key }));
    otherTab().removeItem(profilesKey(key));
    await until(() => watcher.latest().profiles.length === 0, 'the profiles are gone');
    expect(watcher.latest().status).to.equal('ready');
  });

  it('builds an edit on what is stored now, even before the storage event arrives', async () => {
    const key = freshKey();
    const store = deviceStore({ storageKey: key });
    await watchReady(store);
    seed(key, [profile('Saved meanwhile')]);
    await store.createProfile('Mine');
    expect(names(storedProfiles(key))).to.deep.equal(['Saved meanwhile', 'Mine']);
  });

  it('listens to storage events only while it has subscribers', () => {
    countStorageListeners((count) => {
      const store = deviceStore({ storageKey: freshKey() });
      const unsubscribeFirst = store.subscribe(() => {});
      const unsubscribeSecond = store.subscribe(() => {});
      expect(count()).to.equal(1);
      unsubscribeFirst();
      expect(count()).to.equal(1);
      unsubscribeSecond();
      expect(count()).to.equal(0);
      cleanups.push(store.subscribe(() => {}));
      expect(count()).to.equal(1);
    });
  });
});

describe('deviceStore: unreadable saved data', () => {
  for (const [what, raw] of [
    ['broken JSON', '{oops'],
    ['JSON of the wrong shape', '{"profiles":3}'],
  ]) {
    it(`backs up ${what}, starts fresh and queues the notice for the first subscriber`, async () => {
      const key = freshKey();
      localStorage.setItem(profilesKey(key), raw!);
      const store = deviceStore({ storageKey: key });
      const watcher = await watchReady(store);
      expect(watcher.latest().profiles).to.deep.equal([]);
      expect(localStorage.getItem(`${profilesKey(key)}.backup`)).to.equal(raw);
      expect(localStorage.getItem(profilesKey(key))).to.equal(null);
      expect(collectNotices(store)).to.deep.equal([UNREADABLE_DATA_NOTICE]);
      expect(collectNotices(store)).to.deep.equal([]);
      expect(await store.ensureDefaultProfile('Asha')).to.equal(true);
      expect(localStorage.getItem(`${profilesKey(key)}.backup`)).to.equal(raw);
    });
  }

  it('words the notice as agreed: a warning that the data was kept as a backup', () => {
    expect(UNREADABLE_DATA_NOTICE).to.deep.equal({
      type: 'warning',
      message:
        'Your saved GPA data could not be read. It was kept as a backup and the calculator started fresh.',
    });
  });

  it('keeps an earlier backup and uses a timestamped key for the new one', async () => {
    const key = freshKey();
    localStorage.setItem(`${profilesKey(key)}.backup`, 'older');
    localStorage.setItem(profilesKey(key), '{oops');
    await watchReady(deviceStore({ storageKey: key, ids: frozenIds }));
    expect(localStorage.getItem(`${profilesKey(key)}.backup`)).to.equal('older');
    expect(localStorage.getItem(`${profilesKey(key)}.backup-1234`)).to.equal('{oops');
  });

  // A list with one malformed profile is no longer unreadable: see damaged-profile.test.ts.
  it('backs up unreadable data another tab saves and tells current subscribers', async () => {
    const key = freshKey();
    const store = deviceStore({ storageKey: key });
    seed(key, [profile('Fine')]);
    const watcher = await watchReady(store);
    const notices = collectNotices(store);
    otherTab().setItem(profilesKey(key), '{"name":1}');
    await until(() => notices.length === 1, 'the notice arrives');
    expect(notices).to.deep.equal([UNREADABLE_DATA_NOTICE]);
    expect(watcher.latest().profiles).to.deep.equal([]);
    expect(localStorage.getItem(`${profilesKey(key)}.backup`)).to.equal('{"name":1}');
  });
});

describe('deviceStore: full storage', () => {
  it("rejects a failed write with SPEC's message and keeps the stored data and snapshot", async () => {
    const key = freshKey();
    seed(key, [profile('Maths')]);
    const store = deviceStore({ storageKey: key });
    const watcher = await watchReady(store);
    const storedBefore = localStorage.getItem(profilesKey(key));
    const snapshotBefore = watcher.latest();
    const countBefore = watcher.snapshots.length;
    const logged = captureConsoleErrors();
    const freeSpace = fillStorage();

    expect(await rejection(store.createProfile('Physics'))).to.equal(SAVE_ERROR_MESSAGE);
    const subject = { id: 'subject-1', subjectName: 'Calculus', grade: 8, credit: 4 };
    const edit = { type: 'addSubject', semesterId: 'semester-Maths', subject } as const;
    expect(await rejection(store.applyEdit('id-Maths', edit))).to.equal(SAVE_ERROR_MESSAGE);
    expect(await rejection(store.importProfiles([profile('Chemistry')]))).to.equal(
      SAVE_ERROR_MESSAGE,
    );

    expect(localStorage.getItem(profilesKey(key))).to.equal(storedBefore);
    expect(watcher.latest()).to.deep.equal(snapshotBefore);
    const shown = watcher.snapshots.slice(countBefore).map((snapshot) => snapshot.profiles);
    expect(shown.every((profiles) => names(profiles).join() === 'Maths')).to.equal(true);
    expect(errorNames(logged)).to.deep.equal(Array(3).fill('QuotaExceededError'));

    freeSpace();
    await store.createProfile('Physics');
    expect(names(storedProfiles(key))).to.deep.equal(['Maths', 'Physics']);
  });

  it('keeps the chosen active profile for this page when storage cannot hold it', async () => {
    const key = freshKey();
    seed(key, [profile('Maths'), profile('Physics')]);
    const store = deviceStore({ storageKey: key });
    const watcher = await watchReady(store);
    const logged = captureConsoleErrors();
    fillStorage();
    store.setActiveProfileId('id-Physics');
    expect(localStorage.getItem(activeKey(key))).to.equal(null);
    expect(errorNames(logged)).to.deep.equal(['QuotaExceededError']);
    await rejection(store.createProfile('Chemistry'));
    expect(watcher.latest().activeProfileId).to.equal('id-Physics');
  });

  it('leaves unreadable data it cannot back up in place and refuses writes until there is room', async () => {
    const key = freshKey();
    const raw = `{oops${'x'.repeat(100_000)}`;
    localStorage.setItem(profilesKey(key), raw);
    const logged = captureConsoleErrors();
    const freeSpace = fillStorage();
    const store = deviceStore({ storageKey: key });
    const watcher = await watchReady(store);
    expect(watcher.latest().profiles).to.deep.equal([]);
    expect(collectNotices(store)).to.deep.equal([UNREADABLE_DATA_NOTICE]);
    expect(await rejection(store.ensureDefaultProfile('Asha'))).to.equal(SAVE_ERROR_MESSAGE);
    expect(localStorage.getItem(profilesKey(key))).to.equal(raw);
    expect(errorNames(logged)).to.include('QuotaExceededError');

    freeSpace();
    expect(await store.ensureDefaultProfile('Asha')).to.equal(true);
    expect(localStorage.getItem(`${profilesKey(key)}.backup`)).to.equal(raw);
  });
});
