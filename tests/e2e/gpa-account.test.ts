import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearEmulators,
  createEmailAccount,
  firestoreDocuments,
  signInAs,
  type TestAccount,
} from './accounts-helpers';
import {
  consoleErrors,
  expectInViewport,
  expectNotCovering,
  launchBrowser,
  siteUrl,
} from './browser';
import { addSubject } from './gpa-helpers';

// The GPA calculator of a signed-in student (SPEC §2, §4) against the emulators: the account's
// profiles in Firestore, edits that survive going offline and a reload, and the offer to bring
// profiles made on the device into the account.
let browser: Browser;
let context: BrowserContext;
/** Console errors: a store failure is logged there (SPEC §8), nothing else may be. */
let errors: string[];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  await clearEmulators();
  context = await browser.newContext();
  errors = consoleErrors(context);
});
afterEach(() => context.close());

vi.setConfig({ testTimeout: 90_000 });
const POLL = { timeout: 15_000 };

const calculator = (page: Page) => page.locator('section.account gpa-calculator');
const toasts = (page: Page) => calculator(page).locator('.toast__message').allTextContents();
const cumulative = (page: Page) => calculator(page).locator('[part~=gpa-circle]').textContent();

/** The names of the subjects stored in all of a user's profiles, as the emulator holds them. */
async function storedSubjects(uid: string): Promise<string[]> {
  const profiles = await firestoreDocuments(`users/${uid}/profiles`);
  return [...JSON.stringify(profiles).matchAll(/"subjectName":\{"stringValue":"([^"]+)"/g)]
    .map(([, name]) => name!)
    .sort();
}

let asha: TestAccount;
beforeEach(async () => {
  asha = await createEmailAccount({
    email: 'asha@example.com',
    password: 'secret1',
    displayName: 'Asha Rao',
  });
});

describe('the GPA calculator, signed in', () => {
  it('creates the first profile in the account and keeps what is added, across a reload', async () => {
    const page = await signInAs(context, asha, '/gpa-calculator');
    await expect.poll(() => toasts(page), POLL).toContain('Welcome! Created your first profile.');
    expect(await page.getByText('Unlock Full GPA Calculator Features').isVisible()).toBe(false);
    await expect
      .poll(() => calculator(page).locator('[part~=profile-selector]').textContent())
      .toContain('Asha Rao (Default)');
    // The welcome leaves the profile selector, the first thing a new student reaches for, and the
    // summary in view.
    const stack = calculator(page).locator('.toast-stack');
    await expect.poll(() => stack.getAttribute('data-edge')).not.toBeNull();
    await expectInViewport(stack);
    await expectNotCovering(stack, calculator(page).locator('[part~=profile-selector]'));
    await expectNotCovering(stack, calculator(page).locator('[part~=summary]'));

    await addSubject(calculator(page), 'Mathematics', 'O', '4');
    await addSubject(calculator(page), 'Physics', 'A', '3');
    await expect.poll(() => cumulative(page)).toContain('9.14');
    await expect.poll(() => calculator(page).locator('[part~=saving]').count(), POLL).toBe(0);

    await page.reload();
    await expect.poll(() => cumulative(page), POLL).toContain('9.14');
    expect(await toasts(page)).not.toContain('Welcome! Created your first profile.');
    expect(errors).toEqual([]);
  });

  it('keeps an edit made offline through a reload and sends it when back online', async () => {
    const page = await signInAs(context, asha, '/gpa-calculator');
    await expect.poll(() => toasts(page), POLL).toContain('Welcome! Created your first profile.');
    await addSubject(calculator(page), 'Mathematics', 'O', '4');
    await expect.poll(() => calculator(page).locator('[part~=saving]').count(), POLL).toBe(0);
    // The service worker controls the page once it has installed; a visit under it keeps the
    // account's code (not precached: visitors never need it) for offline visits.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL)
      .toBe(true);
    await page.reload();
    await expect.poll(() => cumulative(page), POLL).toContain('10.00');

    await context.setOffline(true);
    await addSubject(calculator(page), 'Offline Physics', 'A', '3');
    await expect.poll(() => cumulative(page)).toContain('9.14');
    await expect.poll(() => calculator(page).locator('[part~=saving]').count()).toBe(1);

    await page.reload();
    await expect.poll(() => cumulative(page), POLL).toContain('9.14');
    expect(await calculator(page).getByText('Offline Physics').count()).toBeGreaterThan(0);

    await context.setOffline(false);
    await expect.poll(() => calculator(page).locator('[part~=saving]').count(), POLL).toBe(0);
    await expect
      .poll(() => storedSubjects(asha.uid), POLL)
      .toEqual(['Mathematics', 'Offline Physics']);
  });

  it('offers profiles made on this device before signing in, and adds them to the account', async () => {
    // Signed out, a profile on the device.
    const visitor = await context.newPage();
    await visitor.goto(new URL('/gpa-calculator', siteUrl()).href);
    const onDevice = visitor.locator('section.on-device gpa-calculator');
    await onDevice.scrollIntoViewIfNeeded();
    await addSubject(onDevice, 'Chemistry', 'B', '3');
    await expect
      .poll(() => visitor.evaluate(() => localStorage.getItem('gpaProfiles') ?? ''))
      .toContain('Chemistry');
    await visitor.close();

    const page = await signInAs(context, asha, '/gpa-calculator');
    await expect.poll(() => toasts(page), POLL).toContain('Welcome! Created your first profile.');
    const offer = page.locator('.device-import');
    await expect.poll(() => offer.isVisible(), POLL).toBe(true);
    expect(await offer.textContent()).toContain('1 profile from before you signed in');
    await offer.getByRole('button', { name: 'Add to My Account' }).click();
    await expect
      .poll(() => offer.textContent(), POLL)
      .toContain('Added 1 profile to your account.');
    expect(await page.evaluate(() => localStorage.getItem('gpaProfiles'))).toBeNull();

    await calculator(page).locator('[part~=profile-selector]').click();
    const drawer = calculator(page).getByRole('dialog', { name: 'Profiles' });
    await expect
      .poll(() => drawer.locator('.profile-item__name').allTextContents(), POLL)
      .toEqual(['Asha Rao (Default)', 'User (Default)']);
    expect(await drawer.getByText('1 semester').count()).toBe(2);

    await page.reload();
    await expect
      .poll(() => calculator(page).locator('[part~=profile-selector]').count(), POLL)
      .toBe(1);
    expect(await offer.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});
