import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  contextPerTest,
  expectInViewport,
  openPage,
  picture,
  press,
} from './browser';
import { expectNoSidewaysScroll } from './gpa-helpers';

// The marks tools on the built site, signed out (the on-device calculator): a student puts her
// profile on SPPU's 2019 scale (its bands: O 80–100, A+ 70–79 … P 40–44), reads the grade of 73
// marks and the end-semester marks each grade needs with 23 of 30 internal marks and a paper of 70:
// 80 − 23 = 57 for O, 70 − 23 = 47 for A+, 40 − 23 = 17 for P, each worked by hand.
const browser = browserForFile();
const { context, errors } = contextPerTest(browser);

const SPPU = 'SPPU (Savitribai Phule Pune University) 2019 pattern';
const DEFAULT = 'CampusCalc default (10-point)';

async function toSppu(view: Locator): Promise<void> {
  await press(view.getByRole('button', { name: `Change grade scale (${DEFAULT})` }));
  const picker = view.getByRole('dialog', { name: 'Grade scale' });
  await expect.poll(() => picker.isVisible()).toBe(true);
  // Found among thirty by her city, as a student types it.
  await picker.getByLabel('Find your university').fill('pune');
  await expect
    .poll(() => picker.locator('.scale-option').allTextContents())
    .toEqual([SPPU, 'Custom scale…']);
  await press(picker.getByRole('button', { name: SPPU, exact: true }));
  const confirmation = view.getByRole('alertdialog', { name: 'Change grade scale' });
  await expect.poll(() => confirmation.isVisible()).toBe(true);
  await press(confirmation.getByRole('button', { name: 'Change scale' }));
  await expect.poll(() => confirmation.count()).toBe(0);
}

describe('marks tools', () => {
  it('gives the grade for marks and the end-semester marks each grade needs, on SPPU 2019', async () => {
    const { page } = await openPage(context(), '/gpa-calculator');
    const view = page.locator('section.on-device gpa-calculator');
    await expect.poll(() => view.locator('[part~=profile-selector]').count()).toBe(1);
    // No band on the default scale: no marks tools either.
    expect(await view.getByRole('button', { name: 'Marks tools' }).count()).toBe(0);
    await toSppu(view);
    await picture(page, 'marks-tools-calculator-bar');

    await press(view.getByRole('button', { name: 'Marks tools' }));
    const dialog = view.getByRole('dialog', { name: 'Marks tools' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectInViewport(dialog);
    await dialog.getByLabel('Marks (out of 100)').fill('73');
    await expect
      .poll(() => dialog.getByRole('status').first().textContent())
      .toBe('73 marks: A+ (Excellent), 70–79.');

    await dialog.getByLabel('Internal maximum').fill('30');
    await dialog.getByLabel('End-semester maximum').fill('70');
    await dialog.getByLabel('Internal marks obtained (out of 30)').fill('23');
    const needs = dialog.locator('.marks-tools__needs li');
    await expect.poll(() => needs.count()).toBe(7);
    expect(await needs.first().textContent()).toBe(
      'O (Outstanding) At least 57 out of 70 in the end-semester exam.',
    );
    expect(await needs.nth(1).textContent()).toBe(
      'A+ (Excellent) At least 47 out of 70 in the end-semester exam.',
    );
    expect(await needs.last().textContent()).toBe(
      'P (Pass) At least 17 out of 70 in the end-semester exam.',
    );
    await expectNoSidewaysScroll(page);
    await picture(dialog, 'marks-tools-dialog');

    await press(dialog.getByText('Working', { exact: true }));
    const table = dialog.getByRole('table');
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.locator('tbody tr').nth(1).locator('td').allTextContents()).toEqual([
      'A+ (70%)',
      '70% of 100 = 70',
      '70 − 23 = 47',
      '47',
    ]);
    await expectNoSidewaysScroll(page);
    await picture(page, 'marks-tools-working');

    await press(dialog.getByRole('button', { name: 'Close' }));
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors()).toEqual([]);
  });
});
