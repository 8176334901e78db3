import { describe, expect, it } from 'vitest';
import { browserForFile, contextPerTest, openPage } from './browser';

// Every preset's numbers are a chunk of their own, loaded when a profile on a preset is read: a
// first visit on SPEC's scale never asks for them, and a student's saved profile on her
// university's scale shows its own numbers once they arrive, never SPEC's meanwhile.
const browser = browserForFile();
const { context, errors } = contextPerTest(browser);

/** Saved on the device on GTU's scale: AB 9 × 4 and BB 8 × 2, (36 + 16) / 6 = 8.67. */
const SAVED = JSON.stringify([
  {
    id: 'p1',
    name: 'Asha (Default)',
    isDefault: true,
    userId: null,
    createdAt: 1,
    updatedAt: 1,
    scale: { preset: 'gtu' },
    semesters: [
      {
        id: 's1',
        name: 'Semester 1',
        subjects: [
          { id: 'm', subjectName: 'Maths', grade: 9, credit: 4, gradeCode: 'AB' },
          { id: 'l', subjectName: 'Lab', grade: 8, credit: 2, gradeCode: 'BB' },
        ],
      },
    ],
  },
]);

const presetNumbersRequests = (requests: readonly string[]) =>
  requests.filter((url) => /\/preset-scales[.-][\w-]+\.js$/.test(new URL(url).pathname));

describe('/gpa-calculator, every preset’s numbers', () => {
  it('are not loaded on a first visit on SPEC’s scale', async () => {
    const { page, requests } = await openPage(context(), '/gpa-calculator');
    const calculator = page.locator('gpa-calculator');
    await expect
      .poll(() => calculator.locator('.scale-row__name').textContent())
      .toContain('CampusCalc default');
    await expect.poll(() => calculator.locator('.gpa-circle__value').textContent()).toBe('0.00');
    expect(presetNumbersRequests(requests)).toEqual([]);
    // Nor in another script: a preset's name is in no script the page loaded.
    const scripts = requests.filter((url) => new URL(url).pathname.endsWith('.js'));
    for (const url of scripts) {
      const text = await (await context().request.get(url)).text();
      expect(text.includes('Gujarat Technological University'), url).toBe(false);
    }
    expect(errors()).toEqual([]);
  });

  it('load for a profile saved on a preset, which shows its own numbers and is not rewritten', async () => {
    await context().addInitScript((saved) => {
      // The site's own documents only: a sandboxed one (e.g. the print frame) may not use storage.
      try {
        if (localStorage.getItem('gpaProfiles') === null)
          localStorage.setItem('gpaProfiles', saved);
      } catch {
        // Not the site's document.
      }
    }, SAVED);
    const { page, requests } = await openPage(context(), '/gpa-calculator');
    const calculator = page.locator('gpa-calculator');
    await expect.poll(() => calculator.locator('.gpa-circle__value').textContent()).toBe('8.67');
    expect(await calculator.locator('.scale-row__name').textContent()).toBe(
      'GTU (Gujarat Technological University)',
    );
    expect(presetNumbersRequests(requests)).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('gpaProfiles'))).toBe(SAVED);
    expect(errors()).toEqual([]);
  });
});
