import { expect } from 'chai';
import type { Profile } from '#core/gpa/model.ts';
import { loadPresetNumbers } from '#core/gpa/scales/presets/preset-scales.ts';
import { subject } from '#core/gpa/scales/test-subjects.ts';
import { exportProfiles } from '#core/gpa/transfer.ts';
import {
  settle,
  shadow,
  shadowAll,
  toastMessages,
  typeInto,
  until,
} from '#ui/testing/widget-testing.ts';
import { freshKey, profile } from '../gpa-testing';
import { describeEachLanguage, dialog, press, present } from '../in-language-testing';
import { barName, mountOnDevice, watchWithData } from './names-in-language-testing';

// The profiles in each language on the device: the top bar, the drawer, a new profile and its
// deletion, export and import with every kind of refusal, and a damaged profile's dialog. Profiles
// here are named in Devanagari, a script no language's own check mistakes for English: a name in a
// control's label cannot be marked as data.

const seed = (key: string, entries: unknown[]) =>
  localStorage.setItem(`${key}.gpaProfiles`, JSON.stringify(entries));

/** Imports `text` as a chosen file, and waits for the toast that says how it went. */
async function importFile(element: Element, text: string) {
  const files = new DataTransfer();
  files.items.add(new File([text], 'campuscalc-gpa.json', { type: 'application/json' }));
  const input = shadow<HTMLInputElement>(element, '.profile-transfer input[type=file]');
  input.files = files.files;
  const before = toastsText(element);
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await until(() => toastsText(element) !== before, 'the import reports');
  await settle();
  return toastMessages(element).at(-1);
}

/** An export file of `profiles`, its first profile changed by `change`. */
function fileWith(profiles: Profile[], change: (first: Record<string, unknown>) => void) {
  const file = JSON.parse(exportProfiles(profiles, 0));
  change(file.profiles[0]);
  return JSON.stringify(file);
}

afterEach(() => localStorage.clear());

/** The toasts, each with its count: a message said again shows in its toast, counted. */
const toastsText = (element: Element) =>
  shadowAll(element, '.toast')
    .map((toast) => toast.textContent)
    .join('\n');

describeEachLanguage('profiles', (T, locale) => {
  const drawer = T['gpa-drawer'];
  const damagedTexts = T['gpa-damaged'];
  const transfer = T['gpa-transfer'];
  const view = T['gpa-view'];
  const store = T['gpa-store'];
  const FIRST = view.defaultOf(view.user);

  async function openDrawer(element: Element) {
    shadow(element, "[part~='profile-selector']").click();
    return dialog(element, drawer.profiles);
  }

  it('names the first profile, and lists, creates and deletes profiles', async () => {
    const element = await mountOnDevice(locale, freshKey());
    const { look, seen } = watchWithData(element);
    expect(barName(element)).to.equal(FIRST);
    look('the top bar');

    const list = await openDrawer(element);
    expect(list.textContent).to.contain(drawer.myProfiles);
    look('the profiles');

    await press(element, drawer.addProfile, list);
    const naming = await dialog(element, drawer.newProfile);
    look('a new profile');
    await typeInto(naming.querySelector('input')!, 'बी.टेक नोट्स');
    await press(element, drawer.create, naming);
    await until(() => barName(element) === 'बी.टेक नोट्स', 'the new profile shows');
    look('the new profile shown');

    const again = await openDrawer(element);
    look('two profiles');
    await press(element, drawer.deleteNamed('बी.टेक नोट्स'), again);
    const asking = await dialog(element, drawer.deleteTitle);
    expect(asking.textContent).to.contain(drawer.deleteAsk('बी.टेक नोट्स', drawer.semesters(1)));
    look('deleting a profile');
    await press(element, drawer.delete, asking);
    await until(() => barName(element) === FIRST, 'the first profile shows again');
    look('a profile deleted');
    expect(seen).to.deep.equal([]);
  });

  it('exports and imports, names what it imports so, and says why a file is refused', async () => {
    await loadPresetNumbers();
    const element = await mountOnDevice(locale, freshKey());
    const { look, seen } = watchWithData(element);
    await until(() => present(element, "[part~='transfer']"), 'export and import');
    expect(shadow(element, "[part~='transfer']").textContent).to.contain(transfer.heading);
    look('export, import and print');

    const first = profile('1700000000000', 'User (Default)', {
      isDefault: true,
      userId: null,
      semesters: [{ id: 's1', name: 'Semester 1', subjects: [subject('गणित', 9, 4)] }],
    });
    const file = exportProfiles([first], 0);
    // Into the untouched first profile, then beside it: 'User', and 'User (2)'.
    expect(await importFile(element, file)).to.equal(transfer.imported(1));
    expect(await importFile(element, file)).to.equal(transfer.imported(1));
    expect(await importFile(element, file)).to.equal(transfer.imported(1));
    expect(barName(element)).to.equal(`${view.user} (2)`);
    look('profiles imported');
    const list = await openDrawer(element);
    expect(list.textContent).to.contain(view.user).and.not.contain('User');
    look('imported profiles listed');
    await press(element, T.ui.close, list);

    const refusals = [
      'not a file of profiles',
      JSON.stringify({ ...JSON.parse(file), version: 99 }),
      JSON.stringify({ ...JSON.parse(file), profiles: [] }),
      fileWith([first], (one) => (one.name = '')),
      fileWith([first], (one) => (one.semesters = 'none')),
      fileWith([first], (one) => (one.createdAt = 'today')),
      fileWith([first], (one) => (one.scale = { preset: 'nowhere' })),
      fileWith([first], (one) => {
        const [semester] = one.semesters as { subjects: Record<string, unknown>[] }[];
        semester!.subjects[0]!.credit = 1000;
      }),
      fileWith([first, { ...first, isDefault: false, name: 'दूसरी' }], () => {}),
    ];
    for (const [index, text] of refusals.entries()) {
      const said = await importFile(element, text);
      expect(said, text).to.not.equal(transfer.imported(1));
      // The file's own value, which a toast cannot mark as data.
      look(`a file refused (${index + 1}): ${said}`, ['nowhere']);
    }
    expect(seen).to.deep.equal([]);
  });

  it("shows a damaged profile's problems, repair and deletion", async () => {
    await loadPresetNumbers();
    const key = freshKey();
    const good = profile('good', 'User (Default)', { isDefault: true, userId: null });
    // A Latin name, marked as data in the dialog's title; only a toast and a control's name
    // cannot mark it.
    const NOTES = 'KTU notes';
    const bad = {
      ...profile('bad', NOTES, { userId: null }),
      scale: { preset: 'ktu-2019' },
      semesters: [
        {
          id: 's1',
          name: '',
          subjects: [
            { id: 'a', subjectName: 'भौतिकी', grade: 9, credit: 4 },
            { id: 'b', subjectName: 'Maths', grade: 0, gradeCode: 'Q', credit: 3 },
          ],
        },
      ],
    };
    const nameless = { ...profile('lost', '', { userId: null }), scale: { preset: 'gone' } };
    seed(key, [good, bad, nameless]);
    const element = await mountOnDevice(locale, key);
    const { look, seen } = watchWithData(element);
    const list = await openDrawer(element);
    // The store describes its damaged entries once the presets' numbers have arrived.
    await until(() => list.textContent!.includes(store.unnamed), 'the damaged profiles');
    expect(list.textContent).to.contain(drawer.damaged);
    look('damaged profiles listed', [NOTES]);

    const item = [...list.querySelectorAll<HTMLButtonElement>('.profile-item__select')].find(
      (each) => each.textContent!.startsWith(NOTES),
    )!;
    item.click();
    const problems = await dialog(element, damagedTexts.title(NOTES));
    expect(problems.textContent).to.contain('"Q"');
    look('what is wrong', [NOTES]);
    await press(element, damagedTexts.repair, problems);
    expect(problems.textContent).to.contain(damagedTexts.repairAsk);
    look('what the repair leaves out', [NOTES]);
    await press(element, damagedTexts.saveRepair, problems);
    await until(
      () => toastMessages(element).includes(damagedTexts.repaired(NOTES)),
      'the repair is saved',
    );
    look('a profile repaired', [NOTES]);

    const unnamed = [...list.querySelectorAll<HTMLButtonElement>('.profile-item__select')].find(
      (each) => each.textContent!.startsWith(store.unnamed),
    )!;
    unnamed.click();
    const lost = await dialog(element, damagedTexts.title(store.unnamed));
    expect(lost.textContent).to.contain(damagedTexts.noRepair);
    look('a profile that cannot be repaired', [NOTES]);
    await press(element, drawer.delete, lost);
    expect(lost.textContent).to.contain(damagedTexts.deleteAsk(store.unnamed));
    look('deleting a damaged profile', [NOTES]);
    expect(seen).to.deep.equal([]);
  });
});
