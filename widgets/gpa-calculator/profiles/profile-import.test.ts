import { expect } from 'chai';
import type { Profile } from '#core/gpa/model.ts';
import { loadPresetNumbers } from '#core/gpa/scales/presets/preset-scales.ts';
import { profileNumbers, resolveScale } from '#core/gpa/scales/profile-scale.ts';
import { ISSUE_PROFILES } from '#core/gpa/test-profiles.ts';
import { exportProfiles } from '#core/gpa/transfer.ts';
import {
  cleanupFixtures,
  settle,
  shadow,
  toastMessages,
  until,
} from '#ui/testing/widget-testing.ts';
import { circle, freshKey, mount, textOf } from '../gpa-testing';

// Importing an export file on the device, in a fresh browser: the calculator's own default profile
// (SPEC's scale, untouched) takes the file's default profile, its scale and its numbers.

afterEach(cleanupFixtures);
// The test writes its files with exportProfiles, which reads the profiles it writes: on presets.
before(() => loadPresetNumbers());

const savedProfiles = (key: string) =>
  JSON.parse(localStorage.getItem(`${key}.gpaProfiles`)!) as Profile[];

async function importFile(element: Element, text: string) {
  const files = new DataTransfer();
  files.items.add(new File([text], 'campuscalc-gpa-asha.json', { type: 'application/json' }));
  const input = shadow<HTMLInputElement>(element, '.profile-transfer input[type=file]');
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  const before = toastMessages(element).length;
  await until(() => toastMessages(element).length > before, 'the import reports');
  await settle();
}

describe('gpa-calculator: importing a file on the device', () => {
  for (const [scaleName, exported] of ISSUE_PROFILES) {
    it(`imports a ${scaleName} export into a fresh browser with its scale and CGPA`, async () => {
      const key = freshKey();
      const element = await mount('', key);
      await importFile(element, exportProfiles([exported], 0));
      expect(toastMessages(element).at(-1)).to.equal('Imported 1 profile');
      const [saved] = savedProfiles(key);
      expect(saved!.scale).to.deep.equal(exported.scale);
      expect(saved!.semesters).to.deep.equal(exported.semesters);
      const scale = resolveScale(exported.scale)!;
      expect(circle(element)).to.equal(profileNumbers(scale, exported.semesters).cgpa);
      expect(textOf(element, '.scale-row__name')).to.contain(scale.name);
    });
  }
});
