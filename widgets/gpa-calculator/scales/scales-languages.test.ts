import { expect } from 'chai';
import type { Profile } from '#core/gpa/model.ts';
import { subject } from '#core/gpa/scales/test-subjects.ts';
import {
  pickOption,
  settle,
  shadow,
  shadowAll,
  typeInto,
  until,
} from '#ui/testing/widget-testing.ts';
import { englishWatch } from '#ui/testing/language-testing.ts';
import { click, memoryStore, mountWithStore, profile, topDialog } from '../gpa-testing';
import {
  KEPT_IN_LATIN,
  describeEachLanguage,
  dialog,
  press,
  present,
  watchEnglish,
} from '../in-language-testing';

// The grade scales in each language: the scale's row, the list of scales and a change of scale,
// the grade info with its sources, the custom scale editor with its preview and a refused file,
// and the 4-point conversions course by course. Each screen is driven by the language's words and
// must leave no English: university, scale, method and source names are data, marked as such.

/**
 * The editor's percentage formula, a × CGPA + b, names its terms a and b: symbols, written in Latin
 * letters in every language as in its medium's mathematics, in its choices and fields' names too (which
 * cannot mark them as data).
 */
const watchEditor = (element: Element) =>
  englishWatch(element, new RegExp(`${KEPT_IN_LATIN.source}|^[ab]$`));

const first = (subjects: Profile['semesters'][number]['subjects']) => ({
  id: 's1',
  name: 'Semester 1',
  subjects,
});

/** An editor control by its accessible name: its visible label's text or its aria-label. */
function control<T extends HTMLElement = HTMLInputElement>(element: Element, name: string): T {
  const open = topDialog(element);
  const found =
    open.querySelector<T>(`[aria-label="${name}"]`) ??
    ([...open.querySelectorAll('label')].find((label) => label.textContent === name)?.control as
      T | null | undefined);
  if (!found) throw new Error(`no control '${name}'`);
  return found;
}

/** Chooses a file in the editor's hidden file input, as the browser does after the picker. */
async function importFile(element: Element, text: string) {
  const files = new DataTransfer();
  files.items.add(new File([text], 'scale.json', { type: 'application/json' }));
  const input = topDialog(element).querySelector<HTMLInputElement>('input[type=file]')!;
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await until(
    () => topDialog(element).querySelector('.scale-editor__notice')!.textContent !== '',
    'the import reports',
  );
}

describeEachLanguage('the grade scales', (T, locale) => {
  const scale = T['gpa-scale'];
  const change = T['gpa-scale-change'];
  const editor = T['gpa-scale-editor'];
  const fourPoint = T['gpa-four-point'];

  /** Opens the grade info popup and waits for its table, which loads on demand. */
  async function openGradeInfo(element: Element) {
    const info = shadowAll(element, '.info-popup__button').find(
      (button) => button.ariaLabel === T['gpa-semesters'].aboutGrades,
    )!;
    await click(info);
    await until(() => present(element, 'dialog[open] .scale-reference tbody tr'), 'the grade info');
  }

  const closeGradeInfo = (element: Element) => press(element, T.ui.close, topDialog(element));

  /** A profile in the language on `choice` (SPEC's scale without one), its semesters as given. */
  async function mountOn(semesters: Profile['semesters'], choice?: Profile['scale']) {
    const { store } = memoryStore({
      profiles: [profile('p1', 'मेरी प्रोफ़ाइल', { semesters, ...(choice ? { scale: choice } : {}) })],
      activeProfileId: 'p1',
    });
    const element = await mountWithStore(store, { lang: locale });
    await until(() => shadow(element, '[part~="title"]').textContent === T.gpa.title, 'its words');
    await settle();
    return element;
  }

  it('says the scale, the list of scales and a change of scale', async () => {
    const element = await mountOn([
      first([
        subject('गणित', 0, 4, { gradeCode: 'E' }),
        subject('भौतिकी', 0, 3, { gradeCode: 'F' }),
        subject('कला', 9, 1),
      ]),
      { id: 's2', name: 'Semester 2', subjects: [subject('रसायन', 0, 2, { gradeCode: 'G' })] },
    ]);
    const { look, seen } = watchEnglish(element);
    expect(present(element, "[part~='scale']")).to.equal(true);
    look('the scale row');
    await openGradeInfo(element);
    look("the grade info of CampusCalc's scale");
    await closeGradeInfo(element);

    await press(element, scale.change);
    const list = await dialog(element, scale.gradeScale);
    expect(list.querySelectorAll('.scale-option').length).to.be.greaterThan(10);
    look('the list of scales');
    const search = list.querySelector<HTMLInputElement>('input[type=search]')!;
    await typeInto(search, 'Anna');
    look('the list, found');
    await typeInto(search, 'Nowhere');
    expect(list.querySelectorAll('.scale-option')).to.have.length(1);
    look('the list, nothing found');
    await typeInto(search, 'Anna University R2021');
    await click(list.querySelector<HTMLElement>('.scale-option')!);
    const confirm = await dialog(element, change.changeTitle);
    expect(confirm.querySelector('.scale-change__back')).to.not.equal(null);
    const semesters = [...confirm.querySelectorAll('.scale-change__semester')];
    expect(semesters.map((each) => each.textContent)).to.include(T['gpa-view'].semesterN('2'));
    look('the change to Anna University');
    await press(element, change.changeScale, confirm);
    await until(() => !present(element, 'dialog[open]'), 'the change');
    look('on Anna University');

    await press(element, scale.change);
    await click(
      [
        ...(await dialog(element, scale.gradeScale)).querySelectorAll<HTMLElement>('.scale-option'),
      ].find((option) => option.textContent === T['gpa-view'].defaultScale)!,
    );
    await dialog(element, change.changeTitle);
    look('the change back');
    expect(seen).to.deep.equal([]);
  });

  it('says the grade info, its sources and disputes, and a correction', async () => {
    const element = await mountOn(
      [first([subject('गणित', 8.5, 4, { gradeCode: 'A' }), subject('भौतिकी', 7, 2)])],
      { preset: 'ktu-2019' },
    );
    const { look, seen } = watchEnglish(element);
    expect(present(element, '.scale-row__correction')).to.equal(true);
    look('a corrected scale');
    await openGradeInfo(element);
    // A university's sources and disputes arrive with its preset's file.
    await until(() => present(element, 'dialog[open] .scale-reference .scale-dispute'), 'disputes');
    look('the grade info, its sources and disputes');
    await closeGradeInfo(element);

    await press(element, scale.review);
    const correction = await dialog(element, change.correctTitle);
    expect(correction.querySelector('.scale-change__why')).to.not.equal(null);
    look('the correction');
    expect(seen).to.deep.equal([]);
  });

  it('says the 4-point conversions course by course', async () => {
    const element = await mountOn(
      [first([subject('गणित', 10, 3), subject('भौतिकी', 7, 3), subject('चित्रकला', 7, 2)])],
      { preset: 'ugc-cbcs' },
    );
    await until(() => present(element, '.four-point__courses'), 'the 4-point courses');
    const { look, seen } = watchEnglish(element);
    expect(shadow(element, '.four-point__heading').textContent).to.equal(fourPoint.heading);
    expect(shadowAll(element, '.four-point__courses .scale-dispute li')).to.have.length(2);
    look('the 4-point conversions');
    for (const details of shadowAll<HTMLDetailsElement>(element, '.four-point__details')) {
      await click(details.querySelector('summary')!);
    }
    expect(shadowAll(element, '.four-point__details[open] tbody tr')).to.have.length(6);
    look('their working');
    expect(seen).to.deep.equal([]);
  });

  it('says why a table cannot convert', async () => {
    // KTU's A is 8.5, which Scholaro's table has no row for.
    const noRow = await mountOn([first([subject('गणित', 8.5, 4, { gradeCode: 'A' })])], {
      preset: 'ktu-2019',
    });
    await until(() => present(noRow, '.four-point__none'), 'the reason');
    const { look, seen } = watchEnglish(noRow);
    look('a grade the table has no row for');
    const quick = await mountOn(
      [
        first([subject('गणित', 9, 4)]),
        { id: 's2', name: 'Semester 2', subjects: [], entered: { sgpa: 8, credits: 20 } },
      ],
      { preset: 'ugc-cbcs' },
    );
    await until(() => present(quick, '.four-point__none'), 'the reason');
    const quickWatch = watchEnglish(quick);
    quickWatch.look('a semester entered as its SGPA');
    expect(shadow(quick, '.four-point__none').textContent).to.contain(T['gpa-view'].semesterN('2'));
    expect([...seen, ...quickWatch.seen]).to.deep.equal([]);
  });

  it('says the custom scale editor, its preview and its refusals', async () => {
    const element = await mountOn([first([subject('गणित', 8, 4)])]);
    const { look, seen } = watchEditor(element);
    await press(element, scale.change);
    const list = await dialog(element, scale.gradeScale);
    await click([...list.querySelectorAll<HTMLElement>('.scale-option')].at(-1)!);
    await dialog(element, editor.title);
    look('the editor');

    await typeInto(control(element, editor.scaleName), 'हमारा कॉलेज');
    await press(element, editor.addClass, topDialog(element));
    await typeInto(control(element, editor.of(editor.name, editor.className(1, ''))), 'प्रथम श्रेणी');
    await typeInto(
      control(element, editor.of(editor.minimumCgpa, editor.className(1, 'प्रथम श्रेणी'))),
      '6.5',
    );
    expect(present(element, 'dialog[open] .scale-editor__preview')).to.equal(true);
    look('the editor with a class and a preview');
    await press(element, editor.addSource, topDialog(element));
    await typeInto(control(element, editor.of(editor.address, editor.sourceName(1))), 'www');
    await press(element, editor.save, topDialog(element));
    expect(present(element, 'dialog[open] .scale-editor__problems li')).to.equal(true);
    look('a source without a title or an address');
    await press(element, editor.remove(editor.sourceName(1)), topDialog(element));
    await pickOption(control<HTMLSelectElement>(element, editor.formula), 'piecewise');
    expect(present(element, 'dialog[open] .scale-editor__rows .scale-editor__band')).to.equal(true);
    look('the editor with bands');
    await pickOption(control<HTMLSelectElement>(element, editor.formula), 'none');
    look('the editor without a percentage');

    await importFile(element, 'nonsense');
    expect(present(element, 'dialog[open] .scale-editor__notice--error')).to.equal(true);
    look('a file refused');
    await importFile(element, JSON.stringify({ format: 'campuscalc-grade-scale', version: 9 }));
    look('a later version refused');
    await importFile(
      element,
      JSON.stringify({ format: 'campuscalc-grade-scale', version: 1, scale: { colour: 'x' } }),
    );
    expect(topDialog(element).querySelector('.scale-editor__notice')!.textContent).to.contain(
      'colour',
    );
    look('a scale in a file refused');

    const points = control(element, editor.of(scale.points, editor.gradeName(2, 'A+')));
    await typeInto(points, 'abc');
    expect(present(element, 'dialog[open] .scale-editor__problems li')).to.equal(true);
    look('a problem as typed');
    await typeInto(points, '9');
    await press(element, editor.save, topDialog(element));
    const confirm = await dialog(element, change.changeTitle);
    look('the change to the custom scale');
    await press(element, change.changeScale, confirm);
    await until(() => !present(element, 'dialog[open]'), 'the change');
    look('on the custom scale');

    await press(element, scale.change);
    const custom = await dialog(element, scale.gradeScale);
    expect(custom.querySelector('.scale-option--custom')!.textContent).to.equal(
      change.editCustom('हमारा कॉलेज'),
    );
    look('the list, on the custom scale');
    await press(element, change.cancel, custom);
    await press(element, scale.edit);
    await dialog(element, editor.title);
    look('the editor of the custom scale');
    expect(seen).to.deep.equal([]);
  });
});
