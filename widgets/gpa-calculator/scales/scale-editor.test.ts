import { expect } from 'chai';
import type { Profile } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { presetById } from '#core/gpa/scales/presets/index.ts';
import { parseScaleFile } from '#core/gpa/scales/scale-file.ts';
import { subject } from '#core/gpa/scales/test-subjects.ts';
import {
  atPhoneSize,
  expectNoAxeViolations,
  pickOption,
  settle,
  shadowAll,
  until,
} from '#ui/testing/widget-testing.ts';
import {
  dialogOpens,
  addSubject,
  answerDialog,
  card,
  circle,
  click,
  clickLabelled,
  freshKey,
  gradeSelect,
  memoryStore,
  mount,
  mountWithStore,
  openDialogTitles,
  profile,
  shared,
  textOf,
  topDialog,
  typeInto,
} from '../gpa-testing';

const ktu = presetById('ktu-2019')!;
/** KTU's table as a college's own scale, as a profile carries it. */
const ourScale: GradeScale = { ...ktu, id: 'custom', name: 'Our college', disputed: [] };

async function mountOn(scale: Profile['scale'], subjects = [subject('Maths', 8.5, 4)]) {
  const data = memoryStore({
    profiles: [
      profile('p1', 'Mine', {
        scale,
        semesters: [{ id: 's1', name: 'Semester 1', subjects }],
      }),
    ],
    activeProfileId: 'p1',
  });
  return { element: await mountWithStore(data.store), ...data };
}

const scaleName = (element: Element) => textOf(element, '.scale-row__name');
const editCalls = (calls: string[]) => calls.filter((call) => call.startsWith('applyEdit'));
const dialogText = (element: Element) => topDialog(element).textContent!.replace(/\s+/g, ' ');
const savedProfiles = (key: string) =>
  JSON.parse(localStorage.getItem(`${key}.gpaProfiles`)!) as Profile[];

/** Opens the editor from the picker's last option. */
async function openEditor(element: Element) {
  await clickLabelled(element, `Change grade scale (${scaleName(element)})`);
  await dialogOpens(element, 'Grade scale');
  const options = [...topDialog(element).querySelectorAll<HTMLElement>('.scale-option')];
  await click(options.at(-1)!);
  // The editor loads when first asked for.
  await dialogOpens(element, 'Custom grade scale');
  expect(openDialogTitles(element).at(-1)).to.equal('Custom grade scale');
}

/** An editor control by its accessible name: a visible label's text or its aria-label. */
function control<T extends HTMLElement = HTMLInputElement>(element: Element, name: string): T {
  const dialog = topDialog(element);
  const found =
    dialog.querySelector<T>(`[aria-label="${name}"]`) ??
    ([...dialog.querySelectorAll('label')].find((label) => label.textContent === name)?.control as
      T | null | undefined);
  if (!found) throw new Error(`no control '${name}'`);
  return found;
}

const type = (element: Element, name: string, text: string) =>
  typeInto(control(element, name), text);

/** Sets a grade's flag, found in the group 'Flags of grade N (code)'. */
async function setFlag(element: Element, group: string, flag: string, on: boolean) {
  const box = [...control(element, group).querySelectorAll('label')].find(
    (label) => label.textContent === flag,
  )!.control as HTMLInputElement;
  if (box.checked !== on) await click(box);
}

const problems = (element: Element) =>
  [...topDialog(element).querySelectorAll('.scale-editor__problems li')].map(
    (item) => item.textContent,
  );
const notice = (element: Element) =>
  topDialog(element).querySelector('.scale-editor__notice')!.textContent || undefined;

/** Clicks Export; returns the files it made (none while the scale has problems) and their links. */
async function exports(element: Element) {
  const { createObjectURL } = URL;
  const blobs: Blob[] = [];
  const links: HTMLAnchorElement[] = [];
  const dialog = topDialog(element);
  const catchClick = (event: Event) => {
    if (!(event.target instanceof HTMLAnchorElement)) return;
    links.push(event.target);
    event.preventDefault();
  };
  dialog.addEventListener('click', catchClick, { capture: true });
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return createObjectURL(blob);
  };
  try {
    await answerDialog(element, 'Export file');
  } finally {
    URL.createObjectURL = createObjectURL;
    dialog.removeEventListener('click', catchClick, { capture: true });
  }
  return { blobs, links };
}

async function exportFile(element: Element) {
  const { blobs, links } = await exports(element);
  expect(blobs).to.have.length(1);
  expect(links[0]!.isConnected, 'the link is gone').to.equal(false);
  return { fileName: links[0]!.download, text: await blobs[0]!.text(), type: blobs[0]!.type };
}

/** Chooses a file in the editor's hidden file input, as the browser does after the picker. */
async function importFile(element: Element, text: string) {
  const files = new DataTransfer();
  files.items.add(new File([text], 'scale.json', { type: 'application/json' }));
  const input = topDialog(element).querySelector<HTMLInputElement>('input[type=file]')!;
  expect(input.accept).to.equal('application/json,.json');
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  // The notice of an earlier file goes first.
  await settle();
  await until(() => notice(element) !== undefined, 'the import reports');
}

describe('gpa-calculator: the custom scale editor', () => {
  it('defines a scale (a decimal grade, a fail, a formula, a class) that the profile follows after a reload', async () => {
    const key = freshKey();
    const element = await mount('', key);
    await openEditor(element);
    expect(control(element, 'Scale name').value).to.equal('CampusCalc default (10-point) (custom)');
    expect(dialogText(element)).to.contain('CGPA: credit-weighted over subjects.');

    await type(element, 'Scale name', 'Our college');
    await type(element, 'Points of grade 3 (A)', '8.5');
    await answerDialog(element, 'Add grade');
    await type(element, 'Code of grade 11', 'RA');
    await type(element, 'Meaning of grade 11 (RA)', 'Reappear');
    await type(element, 'Points of grade 11 (RA)', '0');
    await setFlag(element, 'Flags of grade 11 (RA)', 'Credit', false);
    await setFlag(element, 'Flags of grade 11 (RA)', 'Fail', true);
    await setFlag(element, 'Flags of grade 11 (RA)', 'Temporary', true);
    expect(control<HTMLSelectElement>(element, 'Formula').value).to.equal('linear');
    await type(element, 'a (multiplier)', '7.1');
    await type(element, 'b (offset)', '11');
    await answerDialog(element, 'Add class');
    await type(element, 'Name of class 1', 'First Class');
    await type(element, 'Minimum CGPA of class 1 (First Class)', '6.5');
    expect(textOf(element, '.scale-editor__preview')).to.equal(
      'PreviewRule: 7.1 × CGPA + 11CGPA 8.00 → 67.80%, First Class',
    );

    await answerDialog(element, 'Save scale');
    expect(openDialogTitles(element)).to.deep.equal(['Custom grade scale', 'Change grade scale']);
    expect(dialogText(element)).to.contain(
      'From CampusCalc default (10-point) to Our college. All 0 subjects stay',
    );
    await answerDialog(element, 'Change scale');
    expect(openDialogTitles(element)).to.deep.equal([]);
    expect(scaleName(element)).to.equal('Our college');

    const options = [...gradeSelect(element).options].map((option) => option.text);
    expect(options).to.include.members(['A (8.5)', 'RA (0)']);
    await addSubject(element, 'Maths', 'A (8.5)', '4');
    await addSubject(element, 'Physics', 'O (10)', '2');
    await addSubject(element, 'Chemistry', 'RA (0)', '3');
    expect(card(element).slice(1)).to.deep.equal([
      'Maths: Grade A · 4 credits · 34.00 points',
      'Physics: Grade O · 2 credits · 20.00 points',
      'Chemistry: Grade RA · 3 credits · 0.00 points',
    ]);
    // (34 + 20 + 0) / 9 = 6.00; 7.1 × 6 + 11 = 53.6.
    expect(circle(element)).to.equal('6.00');
    expect(textOf(element, '.percentage-card__value')).to.equal('53.60%');
    expect(textOf(element, '.percentage-card__rule')).to.equal(
      'Rule: 7.1 × CGPA + 11, Our college',
    );
    expect(textOf(element, "[part~='backlogs']")).to.equal('Backlogs: 1 active, 0 cleared');

    const [saved] = savedProfiles(key);
    expect(saved!.scale).to.have.property('custom');
    const reloaded = await mount('', key);
    expect(scaleName(reloaded)).to.equal('Our college');
    expect(circle(reloaded)).to.equal('6.00');
    expect(textOf(reloaded, '.percentage-card__value')).to.equal('53.60%');
  });

  it('exports the scale as a file that imports back equal', async () => {
    const { element, calls } = await mountOn({ preset: 'ktu-2019' });
    await openEditor(element);
    const file = await exportFile(element);
    expect([file.fileName, file.type]).to.deep.equal([
      'ktu-2019-scheme-custom.json',
      'application/json',
    ]);
    const exported = parseScaleFile(file.text);
    expect(exported).to.deep.equal({
      ok: true,
      scale: { ...ktu, id: 'custom', name: 'KTU 2019 scheme (custom)', disputed: [] },
    });

    await type(element, 'Scale name', 'Something else');
    await type(element, 'Points of grade 3 (A)', '8');
    await importFile(element, file.text);
    expect(notice(element)).to.equal('Imported KTU 2019 scheme (custom). Check it, then save.');
    expect(control(element, 'Scale name').value).to.equal('KTU 2019 scheme (custom)');
    expect(control(element, 'Points of grade 3 (A)').value).to.equal('8.5');
    await answerDialog(element, 'Save scale');
    expect(dialogText(element)).to.contain('No grade changes.');
    await answerDialog(element, 'Change scale');
    expect(editCalls(calls)).to.deep.equal(['applyEdit p1 changeScale']);
    expect(scaleName(element)).to.equal('KTU 2019 scheme (custom)');
  });

  it('says what is wrong with a file or a field, and loses nothing', async () => {
    const { element, calls } = await mountOn({ preset: 'ktu-2019' });
    await openEditor(element);
    await type(element, 'Scale name', 'Ours');

    await importFile(element, 'nonsense');
    expect(notice(element)).to.equal('Not a CampusCalc grade scale file');
    const shown = topDialog(element).querySelector('.scale-editor__notice')!;
    expect([shown.getAttribute('aria-live'), shown.className]).to.deep.equal([
      'polite',
      'scale-editor__notice scale-editor__notice--error',
    ]);
    const broken = { ...ktu, grades: [ktu.grades[0], { ...ktu.grades[1], points: 8.555 }] };
    await importFile(
      element,
      JSON.stringify({ format: 'campuscalc-grade-scale', version: 1, scale: broken }),
    );
    expect(notice(element)).to.equal('Grade 2: points must have at most 2 decimals');
    expect(control(element, 'Scale name').value, 'the draft stays').to.equal('Ours');

    await type(element, 'Points of grade 2 (A+)', 'abc');
    expect(problems(element), 'none before Save').to.deep.equal([]);
    await answerDialog(element, 'Save scale');
    expect(openDialogTitles(element)).to.deep.equal(['Custom grade scale']);
    expect(problems(element)).to.deep.equal(['Grade 2: points must be a number']);
    const points = control(element, 'Points of grade 2 (A+)');
    await until(() => points.matches(':focus'), 'the field takes focus');
    expect(points.getAttribute('aria-invalid')).to.equal('true');
    const described = topDialog(element).querySelector(
      `[id="${points.getAttribute('aria-describedby')}"]`,
    );
    expect(described!.textContent).to.equal('Grade 2: points must be a number');

    // Checked as typed from now on.
    await type(element, 'Points of grade 2 (A+)', '9');
    await type(element, 'Points of grade 1 (O)', '11');
    expect(problems(element)).to.deep.equal(['Grade 1: points must be from 0 to 10']);
    await type(element, 'Points of grade 1 (O)', '10');
    await type(element, 'Code of grade 3', 'O');
    expect(problems(element)).to.deep.equal(["Grade 3: code repeats 'O'"]);
    await type(element, 'Code of grade 3', '');
    expect(problems(element)).to.deep.equal(['Grade 3: code must be a non-empty text']);
    expect((await exports(element)).blobs, 'Export refuses too').to.deep.equal([]);

    await answerDialog(element, 'Cancel');
    expect(openDialogTitles(element)).to.deep.equal([]);
    expect(editCalls(calls)).to.deep.equal([]);
    expect(scaleName(element)).to.equal('KTU 2019 scheme');
  });

  it("edits a profile's custom scale, showing what changes before saving", async () => {
    const { element, calls } = await mountOn({ custom: ourScale });
    expect(scaleName(element)).to.equal('Our college');
    await clickLabelled(element, 'Change grade scale (Our college)');
    await dialogOpens(element, 'Grade scale');
    const last = [...topDialog(element).querySelectorAll('.scale-option')].at(-1)!;
    expect([last.textContent, last.getAttribute('aria-pressed')]).to.deep.equal([
      'Edit custom scale: Our college…',
      'true',
    ]);
    await answerDialog(element, 'Cancel');

    await clickLabelled(element, 'Edit custom grade scale (Our college)');
    await dialogOpens(element, 'Custom grade scale');
    expect(control(element, 'Scale name').value).to.equal('Our college');
    await type(element, 'Points of grade 3 (A)', '8');
    await answerDialog(element, 'Save scale');
    expect(dialogText(element)).to.contain('Maths: A (8.5) → A (8)');
    expect(dialogText(element)).to.contain('CGPA: 8.50 → 8.00');
    await answerDialog(element, 'Change scale');
    expect(editCalls(calls)).to.deep.equal(['applyEdit p1 changeScale']);
    expect(circle(element)).to.equal('8.00');
    expect(card(element).slice(1)).to.deep.equal(['Maths: Grade A · 4 credits · 32.00 points']);
  });

  it('changes nothing when cancelled, and returns to the editor from the confirmation', async () => {
    const { element, calls } = await mountOn({ preset: 'ktu-2019' });
    await openEditor(element);
    await type(element, 'Points of grade 3 (A)', '8');
    await answerDialog(element, 'Save scale');
    expect(openDialogTitles(element)).to.deep.equal(['Custom grade scale', 'Change grade scale']);
    await answerDialog(element, 'Cancel');
    expect(openDialogTitles(element)).to.deep.equal(['Custom grade scale']);
    expect(control(element, 'Points of grade 3 (A)').value, 'the edit stays').to.equal('8');
    await answerDialog(element, 'Cancel');
    expect(openDialogTitles(element)).to.deep.equal([]);
    expect(editCalls(calls)).to.deep.equal([]);
    expect(scaleName(element)).to.equal('KTU 2019 scheme');
    expect(circle(element)).to.equal('8.50');
  });

  it('is not offered on a read-only profile or with lock-scale', async () => {
    const { store } = memoryStore({
      profiles: [profile('mine', 'Mine')],
      sharedWithMe: [shared('theirs', 'Theirs', { scale: { custom: ourScale } })],
      activeProfileId: 'theirs',
    });
    const readOnly = await mountWithStore(store);
    expect(scaleName(readOnly)).to.equal('Our college');
    expect(shadowAll(readOnly, '.scale-row__change')).to.have.length(0);

    const locked = await mount('lock-scale');
    expect(shadowAll(locked, '.scale-row__change')).to.have.length(0);
  });

  it('fits a 390 px phone without sideways scrolling, and passes axe', async () => {
    await atPhoneSize(async () => {
      const { element } = await mountOn({ preset: 'ktu-2019' });
      await openEditor(element);
      await answerDialog(element, 'Add class');
      await answerDialog(element, 'Add source');
      await pickOption(control<HTMLSelectElement>(element, 'Formula'), 'piecewise');
      const dialog = topDialog(element);
      expect(dialog.scrollWidth).to.be.at.most(dialog.clientWidth);
      const box = dialog.getBoundingClientRect();
      expect(box.right).to.be.at.most(innerWidth);
      for (const each of dialog.querySelectorAll('input:not([type=file]), select, button')) {
        const rect = each.getBoundingClientRect();
        expect(rect.right, each.outerHTML.slice(0, 80)).to.be.at.most(box.right);
        expect(rect.width, each.outerHTML.slice(0, 80)).to.be.greaterThan(0);
      }
      await expectNoAxeViolations(element);
    });
  });
});
