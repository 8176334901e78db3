import { expect } from 'chai';
import {
  isPresetLoaded,
  presetRetirement,
  presetScale,
} from '#core/gpa/scales/presets/preset-scales.ts';
import { subject } from '#core/gpa/scales/test-subjects.ts';
import { atPhoneSize, expectNoAxeViolations, typeInto, until } from '#ui/testing/widget-testing.ts';
import {
  circle,
  click,
  clickLabelled,
  dialogOpens,
  loaded,
  memoryStore,
  mountWithStore,
  onPreset,
  profile,
  textOf,
  topDialog,
} from '../gpa-testing';

// This file imports no preset list (presets/index.ts): the element starts, as on a page, with no
// preset's numbers, loads them all when a profile on a preset is shown, and a university's file then.

/** Shown once every preset's numbers have arrived (loaded on demand, preset-numbers.test.ts). */
async function mountOn(preset: string, profiles = [onPreset(preset)]) {
  const element = await mountWithStore(memoryStore({ profiles, activeProfileId: 'p1' }).store);
  await loaded(element);
  return element;
}

/** On the KTU table first shipped (retired): A 8.5, B 7. (8.5 × 4 + 7 × 2) / 6 = 8.00. */
const onFirstKtu = profile('p1', 'Mine', {
  scale: { preset: 'ktu-2019' },
  semesters: [
    {
      id: 's1',
      name: 'Semester 1',
      subjects: [
        subject('Maths', 8.5, 4, { gradeCode: 'A' }),
        subject('Physics', 7, 2, { gradeCode: 'B' }),
      ],
    },
  ],
});

const sourceLinks = (element: Element) =>
  [
    ...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>(
      "[part~='percentage'] .scale-source",
    ),
  ].map((link) => link.href);

const dialogButton = (element: Element, text: string) =>
  [...topDialog(element).querySelectorAll('button')].find((button) => button.textContent === text)!;

const optionNames = (element: Element) =>
  [...topDialog(element).querySelectorAll('.scale-option')].map((option) => option.textContent);

describe('gpa-calculator: presets loaded on demand', () => {
  it('counts with the numbers alone, then shows the sources once its file loads', async () => {
    expect(isPresetLoaded('gtu')).to.equal(false);
    const element = await mountOn('gtu');
    // (4 × 9 + 2 × 8) / 6 = 8.67 needs only the numbers.
    expect(circle(element)).to.equal('8.67');
    await until(() => sourceLinks(element).length > 0, "GTU's sources show");
    expect(isPresetLoaded('gtu')).to.equal(true);
    // Its sources, then those of the disputed conversion.
    expect(sourceLinks(element)).to.include.members(
      presetScale('gtu')!.sources.map((one) => one.url),
    );
    expect(circle(element)).to.equal('8.67');
  });

  it('finds a university in the list by short form, city or part of its name, on a phone', async () => {
    await atPhoneSize(async () => {
      const element = await mountOn('gtu');
      const scaleName = textOf(element, '.scale-row__name');
      await clickLabelled(element, `Change grade scale (${scaleName})`);
      await dialogOpens(element, 'Grade scale');
      const field = topDialog(element).querySelector<HTMLInputElement>('input[type=search]')!;
      const count = () => topDialog(element).querySelector('.scale-search__count')!.textContent;
      const all = optionNames(element).length;
      expect(count()).to.equal(`${all - 1} scales`);
      await typeInto(field, 'pune');
      expect(optionNames(element)[0]).to.equal(presetScale('sppu-2019')!.name);
      expect(count()).to.match(/^\d+ of \d+ scales$/);
      await typeInto(field, 'GGSIPU');
      expect(optionNames(element)[0]).to.equal(presetScale('ggsipu')!.name);
      await typeInto(field, 'zzz');
      // Custom scale stays, with what to do when nothing matches.
      expect(optionNames(element)).to.deep.equal(['Custom scale…']);
      expect(count()).to.contain('choose Custom scale');
      await expectNoAxeViolations(topDialog(element));
    });
  });

  it('keeps a corrected preset’s numbers until the student reviews and accepts the correction', async () => {
    const element = await mountOn('ktu-2019', [onFirstKtu]);
    expect(circle(element)).to.equal('8.00');
    const notice = () => element.shadowRoot!.querySelector('.scale-row__correction');
    expect(notice()!.textContent).to.contain('KTU 2019 scheme was corrected');
    // Reviewed and cancelled: nothing changes.
    await clickLabelled(element, 'Review the correction of KTU 2019 scheme');
    await dialogOpens(element, 'Corrected grade scale');
    const text = topDialog(element).textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain(presetRetirement('ktu-2019')!.why);
    // KTU's B is 7.5: (34 + 15) / 6 = 8.1666… → 8.17.
    expect(text).to.contain('Physics: B (7) → B (7.5)');
    expect(text).to.contain('CGPA: 8.00 → 8.17');
    await click(dialogButton(element, 'Cancel'));
    expect(circle(element)).to.equal('8.00');
    expect(notice()).to.not.equal(null);
    // Accepted: the corrected scale's numbers, and no notice.
    await clickLabelled(element, 'Review the correction of KTU 2019 scheme');
    await dialogOpens(element, 'Corrected grade scale');
    await click(dialogButton(element, 'Use corrected scale'));
    await until(() => circle(element) === '8.17', 'the corrected numbers show');
    expect(notice()).to.equal(null);
    expect(textOf(element, '.scale-row__name')).to.equal('KTU 2019 scheme');
  });
});
