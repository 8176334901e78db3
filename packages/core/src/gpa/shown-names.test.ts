import { describe, expect, it } from 'vitest';
import { UNNAMED_PROFILE } from './damaged-profile';
import type { Profile } from './model';
import { importedName } from './profile-moves';
import { copyProfileName, defaultProfileName, nextSemesterName, unusedName } from './profiles';
import type { ViewTexts } from './scales/view-texts';
import { viewTexts } from './scales/view-texts';
import { VTU_2022 } from './scales/presets/vtu-2022';
import { SPEC_DEFAULT } from './scales/presets/spec-default';
import {
  semesterNumber,
  shownProfileName,
  shownProfileNameParts,
  shownScaleName,
  shownSemesterName,
} from './shown-names';
import type { StoreTexts } from './store-texts';
import { storeTexts } from './store-texts';

/** Another language's words for the names (Hindi's, as an element in Hindi shows them). */
const other: ViewTexts = {
  ...viewTexts.en,
  semesterN: (number) => `सेमेस्टर ${number}`,
  defaultOf: (owner) => `${owner} (डिफ़ॉल्ट)`,
  user: 'उपयोगकर्ता',
  defaultScale: 'CampusCalc डिफ़ॉल्ट (10-पॉइंट)',
};
const otherNames: StoreTexts = {
  ...storeTexts.en,
  importedName: 'आयातित प्रोफ़ाइल',
  copyOf: (name) => `${name} की कॉपी`,
  unnamed: 'बेनाम प्रोफ़ाइल',
};
const nativeDigits = (text: string) => text.replace(/\d/g, (digit) => '०१२३४५६७८९'[+digit]!);

describe('the names the product writes', () => {
  it('are stored in English and shown in the element’s language and digits', () => {
    const name = nextSemesterName([]);
    expect(name).toBe('Semester 1');
    expect(shownSemesterName(name, other)).toBe('सेमेस्टर 1');
    expect(shownSemesterName('Semester 12', other, nativeDigits)).toBe('सेमेस्टर १२');
    expect(shownSemesterName(name, viewTexts.en)).toBe(name);
  });

  it('leave what the student typed as it is', () => {
    for (const name of ['Fall 2026', 'Semester 3 (repeat)', 'semester 3', 'सेमेस्टर 3', 'CS 101']) {
      expect(shownSemesterName(name, other, nativeDigits)).toBe(name);
    }
  });

  it('are recognised in either language', () => {
    expect(semesterNumber('Semester 7')).toBe('7');
    expect(semesterNumber('सेमेस्टर 7', other)).toBe('7');
    expect(semesterNumber('सेमेस्टर 7')).toBeNull();
    expect(semesterNumber('Semester 7 again')).toBeNull();
  });

  it('show the first profile’s suffix and unknown owner in the element’s language', () => {
    const first = { name: defaultProfileName(null, null), isDefault: true };
    expect(first.name).toBe('User (Default)');
    expect(shownProfileName(first, other)).toBe('उपयोगकर्ता (डिफ़ॉल्ट)');
    const asha = { name: defaultProfileName('Asha', null), isDefault: true };
    expect(shownProfileName(asha, other)).toBe('Asha (डिफ़ॉल्ट)');
    expect(shownProfileName(asha, viewTexts.en)).toBe('Asha (Default)');
    // Only the default profile carries the product's suffix; another's name is the student's.
    expect(shownProfileName({ ...asha, isDefault: false }, other)).toBe('Asha (Default)');
  });

  it('translate our own scale’s name, never a university’s or a custom one’s', () => {
    expect(shownScaleName(SPEC_DEFAULT, other)).toBe('CampusCalc डिफ़ॉल्ट (10-पॉइंट)');
    expect(shownScaleName(VTU_2022, other)).toBe(VTU_2022.name);
    // A custom scale its maker named as ours is the maker's name.
    expect(shownScaleName({ id: 'custom', name: SPEC_DEFAULT.name }, other)).toBe(
      SPEC_DEFAULT.name,
    );
  });

  it('show the names a store gives in the element’s language, the student’s part as data', () => {
    const shown = (name: string, isDefault = false) =>
      shownProfileNameParts({ name, isDefault }, other, otherNames, nativeDigits);
    const copy = copyProfileName('Asha (Default)');
    expect(copy).toBe(storeTexts.en.copyOf('Asha (Default)'));
    expect(shown(copy)).toEqual({ text: 'Asha (डिफ़ॉल्ट) की कॉपी', data: ['Asha'] });
    expect(shown(copyProfileName('User (Default)'))).toEqual({
      text: 'उपयोगकर्ता (डिफ़ॉल्ट) की कॉपी',
      data: [],
    });
    expect(shown(copyProfileName('Lab notes')).data).toEqual(['Lab notes']);
    const imported = importedName(' (Default)');
    expect(shown(imported)).toEqual({ text: 'आयातित प्रोफ़ाइल', data: [] });
    const again = unusedName(imported, [{ name: imported } as Profile]);
    expect(again).toBe('Imported profile (2)');
    expect(shown(again)).toEqual({ text: 'आयातित प्रोफ़ाइल (२)', data: [] });
    // An imported first profile keeps its owner: the product's 'User', or the student's name.
    expect(shown(importedName('User (Default)')).text).toBe('उपयोगकर्ता');
    expect(shown(importedName('Asha (Default)'))).toEqual({ text: 'Asha', data: ['Asha'] });
    expect(shown(UNNAMED_PROFILE).text).toBe('बेनाम प्रोफ़ाइल');
    expect(shown('User (Default)', true)).toEqual({ text: 'उपयोगकर्ता (डिफ़ॉल्ट)', data: [] });
  });

  it('leave the names the student gave as they are, and every name so in English', () => {
    for (const name of ['Notes (2)', 'Copy of ', 'constructor', 'Imported', 'गणित']) {
      expect(shownProfileNameParts({ name, isDefault: false }, other, otherNames)).toEqual({
        text: name,
        data: [name],
      });
    }
    const given = ['Copy of User (Default)', 'Imported profile (3)', UNNAMED_PROFILE, 'User'];
    for (const name of given) {
      expect(shownProfileName({ name, isDefault: false }, viewTexts.en)).toBe(name);
    }
  });
});
