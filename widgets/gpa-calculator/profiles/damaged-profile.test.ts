import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { Profile } from '#core/gpa/model.ts';
import { salvageDocument } from '#core/gpa/damaged-profile.ts';
import { settle, toastMessages, until } from '#ui/testing/widget-testing.ts';
import {
  addProfile,
  answerDialog,
  clickLabelled,
  dialogOpens,
  drawerItem,
  drawerSection,
  freshKey,
  memoryStore,
  mount,
  mountWithStore,
  openDialogTitles,
  openDrawer,
  click,
  profile,
  profileName,
  switchProfile,
  topDialog,
} from '../gpa-testing';

/*
 * A saved profile the reader refuses, in the element with its real device store (Chromium's
 * localStorage): listed as damaged, never dropped or overwritten, exported, repaired and deleted.
 */

const good = profile('good', 'Asha (Default)', { isDefault: true, userId: null });
const subjects = [
  { id: 'a', subjectName: 'Physics', grade: 9, credit: 4 },
  { id: 'b', subjectName: 'Maths', grade: 0, gradeCode: 'Q', credit: 3 },
];
const bad = {
  ...profile('bad', 'KTU notes', { userId: null }),
  scale: { preset: 'ktu-2019' },
  semesters: [{ id: 's1', name: 'Semester 1', subjects }],
};
const unrepairable = {
  ...profile('lost', 'Lost scale', { userId: null }),
  scale: { preset: 'gone' },
};

const seed = (key: string, entries: unknown[]) =>
  localStorage.setItem(`${key}.gpaProfiles`, JSON.stringify(entries));
const saved = (key: string): Profile[] =>
  JSON.parse(localStorage.getItem(`${key}.gpaProfiles`) ?? '[]');

const lines = (selector: string) =>
  [...topDialogOf().querySelectorAll(`${selector} li`)].map((item) => item.textContent);
let element: Element;
const topDialogOf = () => topDialog(element);
const dialogButtons = () =>
  [...topDialogOf().querySelectorAll('.dialog__actions button')].map((each) => each.textContent);

async function openDamaged(name: string) {
  await openDrawer(element);
  await click(drawerItem(element, name));
  await dialogOpens(element, `${name} (damaged)`);
}

afterEach(() => localStorage.clear());

describe('gpa-calculator: a damaged profile', () => {
  it('is listed marked as damaged beside the good ones, and an edit keeps its saved data', async () => {
    const key = freshKey();
    seed(key, [good, bad]);
    element = await mount('', key);
    await openDrawer(element);
    expect(drawerSection(element, 'My Profiles')).to.deep.equal([
      'Asha (Default) | 1 semester',
      'KTU notes | Damaged',
    ]);
    await clickLabelled(element, 'Close');
    // Adding a profile writes the list: the damaged entry goes back exactly as it was.
    await addProfile(element, 'Second');
    await until(() => saved(key).length === 3, 'the new profile is saved');
    expect(saved(key).find((each) => each.id === 'bad')).to.deep.equal(bad);
  });

  it('shows what is wrong, and repairs it after showing what the repair leaves out', async () => {
    const key = freshKey();
    seed(key, [good, bad]);
    element = await mount('', key);
    await openDamaged('KTU notes');
    expect(lines('.damaged-profile__problems')).to.deep.equal([
      'Semester 1, subject 2: grade "Q" is not on this scale',
    ]);
    expect(dialogButtons()).to.deep.equal(['Close', 'Export', 'Repair', 'Delete']);
    await answerDialog(element, 'Repair');
    expect(lines('.damaged-profile__repair')).to.deep.equal([
      'Semester 1, subject 2 (Maths) is left out',
    ]);
    // Nothing is saved before the student confirms.
    expect(saved(key).find((each) => each.id === 'bad')).to.deep.equal(bad);
    await answerDialog(element, 'Save repaired profile');
    await until(() => openDialogTitles(element).length === 1, 'the dialog closes');
    expect(toastMessages(element)).to.include('Repaired KTU notes');
    const repaired = saved(key).find((each) => each.id === 'bad')!;
    expect(repaired.semesters[0]!.subjects).to.deep.equal([subjects[0]]);
    expect(repaired.scale).to.deep.equal({ preset: 'ktu-2019' });
    expect(drawerSection(element, 'My Profiles')).to.deep.equal([
      'Asha (Default) | 1 semester',
      'KTU notes | 1 semester',
    ]);
  });

  it('exports the saved data as it is, as a JSON file', async () => {
    const key = freshKey();
    seed(key, [good, bad]);
    element = await mount('', key);
    await openDamaged('KTU notes');
    const blobs: Blob[] = [];
    const create = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), create(blob));
    try {
      await answerDialog(element, 'Export');
    } finally {
      URL.createObjectURL = create;
    }
    const file = JSON.parse(await blobs[0]!.text());
    expect(file.data).to.deep.equal(bad);
    expect(file.problems).to.deep.equal(['Semester 1, subject 2: grade "Q" is not on this scale']);
  });

  it('deletes one that cannot be repaired, the only one left besides the default', async () => {
    const key = freshKey();
    seed(key, [good, unrepairable]);
    element = await mount('', key);
    await openDamaged('Lost scale');
    expect(lines('.damaged-profile__problems')).to.deep.equal([
      'Its grade scale "gone" is not one this calculator knows',
    ]);
    expect(dialogButtons()).to.deep.equal(['Close', 'Export', 'Delete']);
    await answerDialog(element, 'Delete');
    expect(topDialogOf().textContent).to.include('Delete Lost scale? This cannot be undone.');
    await answerDialog(element, 'Delete');
    await until(() => saved(key).length === 1, 'it is deleted');
    expect(saved(key)).to.deep.equal([good]);
  });

  it('offers a recipient only Export of a damaged shared profile', async () => {
    const data = { name: 'Their notes', semesterEntries: { x: '1e+999|x' }, subjectEntries: {} };
    const damaged = {
      ...salvageDocument('theirs', data, 1),
      repair: null,
      share: { shareId: 'share-1', ownerEmail: 'asha@college.edu', permission: 'read' as const },
    };
    const { store, calls } = memoryStore({
      profiles: [profile('mine', 'Mine', { isDefault: true })],
      damagedProfiles: [damaged],
    });
    (store as { sharing?: unknown }).sharing ??= undefined;
    element = await mountWithStore(store);
    await openDrawer(element);
    expect(drawerSection(element, 'Shared With Me')).to.deep.equal([
      'Their notes | DamagedShared by asha@college.edu',
    ]);
    await click(drawerItem(element, 'Their notes'));
    await dialogOpens(element, 'Their notes (damaged)');
    expect(dialogButtons()).to.deep.equal(['Close', 'Export']);
    expect(calls).to.deep.equal([]);
  });

  it('tells the student when the profile on screen turns damaged, and where it went', async () => {
    const key = freshKey();
    const readable = { ...bad, semesters: [{ ...bad.semesters[0]!, subjects: [subjects[0]!] }] };
    seed(key, [good, readable]);
    element = await mount('', key);
    await switchProfile(element, 'KTU notes');
    await until(() => profileName(element) === 'KTU notes', 'KTU notes is shown');
    expect(toastMessages(element)).to.deep.equal([]);
    // Another tab saves a grade this scale lacks.
    const entries = JSON.stringify([good, bad]);
    localStorage.setItem(`${key}.gpaProfiles`, entries);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: `${key}.gpaProfiles`,
        newValue: entries,
        storageArea: localStorage,
      }),
    );
    await until(() => profileName(element) === 'Asha (Default)', 'another profile is shown');
    await until(() => toastMessages(element).length > 0, 'the student is told');
    expect(toastMessages(element)).to.deep.equal([
      '“KTU notes” can no longer be read. It is in your profiles, marked Damaged: open it there to see what is wrong.',
    ]);
    await openDrawer(element);
    expect(drawerSection(element, 'My Profiles')).to.deep.equal([
      'Asha (Default) | 1 semester',
      'KTU notes | Damaged',
    ]);
  });

  it('shows its dialog on a phone', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const key = freshKey();
      seed(key, [good, bad]);
      element = await mount('', key);
      await openDamaged('KTU notes');
      const box = topDialogOf().getBoundingClientRect();
      expect(box.width).to.be.at.most(390);
      await settle();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
