import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearEmulators,
  createEmailAccount,
  firestoreDocument,
  signInAs,
  signUpOnSite,
  type TestAccount,
} from './accounts-helpers';
import { browserForFile, contextPerTest, siteUrl } from './browser';

// The attendance calculator of a signed-in student against the emulators: the sheet kept in the
// account across a reload and in another browser, and the sheet made on the device before signing
// up, offered to the account and moved there with the same numbers, in English and in Hindi.
const { context, errors } = contextPerTest(browserForFile(), { before: clearEmulators });

vi.setConfig({ testTimeout: 90_000 });
const POLL = { timeout: 15_000 };

const calculator = (page: Page, where: 'account' | 'on-device' = 'account') =>
  page.locator(`section.${where} attendance-calculator`);
const percentages = (page: Page, where?: 'account' | 'on-device') =>
  calculator(page, where).locator('[part~=standing-percentage]').allTextContents();

/** The subjects of the account's sheet as the emulator holds them (sheet-codec.ts, one text each). */
async function storedSubjects(uid: string): Promise<string[][]> {
  const sheet = await firestoreDocument(`users/${uid}/attendance/sheet`);
  const values = (sheet?.subjects as { arrayValue?: { values?: { stringValue: string }[] } })
    ?.arrayValue?.values;
  return (values ?? []).map(({ stringValue }) => stringValue.split('\u001f').slice(0, 3));
}

async function typeCounts(page: Page, name: string, held: string, attended: string) {
  const element = calculator(page);
  await element.getByLabel('Subject', { exact: true }).fill(name);
  await element.getByLabel('Classes held').fill(held);
  await element.getByLabel('Classes attended').fill(attended);
}

let asha: TestAccount;
beforeEach(async () => {
  asha = await createEmailAccount({
    email: 'asha@example.com',
    password: 'secret1',
    displayName: 'Asha Rao',
  });
});

describe('the attendance calculator, signed in', () => {
  it('keeps the sheet in the account, across a reload and in another browser', async () => {
    const page = await signInAs(context(), asha, '/attendance-calculator');
    await typeCounts(page, 'Physics', '40', '28');
    await expect.poll(() => percentages(page), POLL).toEqual(['70.00%']);
    await expect.poll(() => storedSubjects(asha.uid), POLL).toEqual([['Physics', '40', '28']]);

    await page.reload();
    await expect.poll(() => percentages(page), POLL).toEqual(['70.00%']);
    const other = await signInAs(
      await context().browser()!.newContext(),
      asha,
      '/attendance-calculator',
    );
    await expect.poll(() => percentages(other), POLL).toEqual(['70.00%']);
    expect(await calculator(other).getByLabel('Subject', { exact: true }).inputValue()).toBe(
      'Physics',
    );
    await other.context().close();
    expect(errors()).toEqual([]);
  });

  it.each([
    {
      language: 'English',
      path: '/attendance-calculator',
      held: 'Classes held',
      attended: 'Classes attended',
      offered:
        'This device has attendance from before you signed in (1 subject). Add it to your account?',
      add: 'Add to My Account',
      added: 'Added 1 subject to your account.',
    },
    {
      language: 'Hindi',
      path: '/hi/attendance-calculator',
      held: 'आयोजित कक्षाएँ',
      attended: 'उपस्थित कक्षाएँ',
      offered: 'इस डिवाइस पर साइन इन से पहले की उपस्थिति है (1 विषय)। इसे अपने खाते में जोड़ें?',
      add: 'मेरे खाते में जोड़ें',
      added: 'आपके खाते में जोड़ा गया: 1 विषय।',
    },
  ])(
    'offers the sheet made on the device before signing up, in $language, and moves it with its numbers',
    async ({ path, held, attended, offered, add, added }) => {
      const page = await context().newPage();
      await page.goto(new URL(path, siteUrl()).href);
      const device = calculator(page, 'on-device');
      await device.getByLabel(held, { exact: true }).fill('40');
      await device.getByLabel(attended, { exact: true }).fill('36');
      await expect.poll(() => percentages(page, 'on-device')).toEqual(['90.00%']);

      await signUpOnSite(page, {
        name: 'Meera Iyer',
        email: 'meera@example.com',
        password: 'secret1',
      });
      await page.goto(new URL(path, siteUrl()).href);
      const offer = page.locator('.device-import');
      await expect.poll(() => offer.isVisible(), POLL).toBe(true);
      expect(await offer.textContent()).toContain(offered);
      // Told before anything is saved: the account has nothing yet.
      expect(await percentages(page)).toEqual([]);
      await offer.getByRole('button', { name: add }).click();
      await expect.poll(() => offer.textContent(), POLL).toContain(added);
      await expect.poll(() => percentages(page), POLL).toEqual(['90.00%']);
      expect(await page.evaluate(() => localStorage.getItem('attendanceSheet'))).toBeNull();

      await page.reload();
      await expect.poll(() => percentages(page), POLL).toEqual(['90.00%']);
      expect(await offer.isVisible()).toBe(false);
      expect(errors()).toEqual([]);
    },
  );
});
