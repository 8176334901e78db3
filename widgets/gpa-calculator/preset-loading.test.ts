import { expect } from 'chai';
import type { Profile } from '../../packages/core/src/gpa/model';
import {
  isPresetLoaded,
  presetScale,
} from '../../packages/core/src/gpa/scales/presets/preset-scales';
import { subject } from '../../packages/core/src/gpa/scales/test-subjects';
import {
  atPhoneSize,
  expectNoAxeViolations,
  typeInto,
  until,
} from '../../packages/ui/src/testing/widget-testing';
import {
  circle,
  clickLabelled,
  dialogOpens,
  memoryStore,
  mountWithStore,
  profile,
  textOf,
  topDialog,
} from './gpa-testing';

// This file imports no preset list (presets/index.ts): the element starts, as on a page, with every
// preset's numbers alone and loads a university's file when a profile on it is shown.

/** A profile on GTU's two-letter grades: AB 9, BB 8. */
const onPreset = (preset: string): Profile =>
  profile('p1', 'Mine', {
    scale: { preset },
    semesters: [
      {
        id: 's1',
        name: 'Semester 1',
        subjects: [
          subject('Maths', 9, 4, { gradeCode: 'AB' }),
          subject('Lab', 8, 2, { gradeCode: 'BB' }),
        ],
      },
    ],
  });

const mountOn = (preset: string) =>
  mountWithStore(memoryStore({ profiles: [onPreset(preset)], activeProfileId: 'p1' }).store);

const sourceLinks = (element: Element) =>
  [
    ...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>(
      "[part~='percentage'] .scale-source",
    ),
  ].map((link) => link.href);

const optionNames = (element: Element) =>
  [...topDialog(element).querySelectorAll('.scale-option')].map((option) => option.textContent);

describe('gpa-calculator: presets loaded on demand', () => {
  it('counts with the numbers at once, then shows the sources once its file loads', async () => {
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
});
