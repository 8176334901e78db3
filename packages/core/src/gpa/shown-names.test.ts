import { describe, expect, it } from 'vitest';
import { defaultProfileName, nextSemesterName } from './profiles';
import type { ViewTexts } from './scales/view-texts';
import { viewTexts } from './scales/view-texts';
import { semesterNumber, shownProfileName, shownSemesterName } from './shown-names';

/** Another language's words for the names (Hindi's, as an element in Hindi shows them). */
const other: ViewTexts = {
  ...viewTexts.en,
  semesterN: (number) => `सेमेस्टर ${number}`,
  defaultOf: (owner) => `${owner} (डिफ़ॉल्ट)`,
  user: 'उपयोगकर्ता',
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
});
