import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearEmulators,
  createEmailAccount,
  deviceDataHolding,
  firestoreDocuments,
  signInAs,
  signUpOnSite,
  type TestAccount,
} from './accounts-helpers';
import {
  browserForFile,
  contextPerTest,
  expectInViewport,
  expectNotCovering,
  siteUrl,
  waitForPath,
} from './browser';
import { addSubject } from './gpa-helpers';
import { KTU_PROFILE } from '../../packages/core/src/gpa/test-profiles';

// The GPA calculator of a signed-in student (SPEC §2, §4) against the emulators: the account's
// profiles in Firestore, edits that survive going offline and a reload, and the offer to bring
// profiles made on the device into the account.
// Console errors: a store failure is logged there (SPEC §8), nothing else may be. Service workers
// allowed: a signed-in student's page opens offline from the worker's cache of the account's code.
const { context, errors } = contextPerTest(browserForFile(), {
  before: clearEmulators,
  options: { serviceWorkers: 'allow' },
});

vi.setConfig({ testTimeout: 90_000 });
const POLL = { timeout: 15_000 };

const calculator = (page: Page) => page.locator('section.account gpa-calculator');
const toasts = (page: Page) => calculator(page).locator('.toast__message').allTextContents();
const selectedName = (page: Page) =>
  calculator(page).locator('[part~=profile-selector] .profile-selector__name').textContent();

/** The device calculator's saved profiles as a visitor leaves them: its default, with work. */
const DEVICE_WORK = JSON.stringify([
  {
    id: 'default_1_abc',
    name: 'User (Default)',
    semesters: [
      {
        id: 's1',
        name: 'Semester 1',
        subjects: [{ id: 'c', subjectName: 'Chemistry', grade: 7, credit: 3 }],
      },
    ],
    isDefault: true,
    userId: null,
    createdAt: 1,
    updatedAt: 1,
  },
]);

/** A saved entry the reader refuses (a grade no scale has): damaged, it must stay on the device. */
const DAMAGED_ENTRY = {
  ...KTU_PROFILE,
  id: '1700000000999',
  name: 'Old work',
  isDefault: false,
  semesters: [
    {
      id: 's1',
      name: 'Semester 1',
      subjects: [{ id: 'x', subjectName: 'X', grade: 99, credit: 3 }],
    },
  ],
};

/**
 * A KTU 2019 default on the device: A (8.5) and B+ (8); CGPA 8.29 (packages/core test-profiles.ts),
 * beside a damaged entry.
 */
const DEVICE_KTU = JSON.stringify([KTU_PROFILE, DAMAGED_ENTRY]);

const cumulative = (page: Page) => calculator(page).locator('[part~=gpa-circle]').textContent();

/** The names of the subjects stored in all of a user's profiles, as the emulator holds them. */
async function storedSubjects(uid: string): Promise<string[]> {
  const profiles = await firestoreDocuments(`users/${uid}/profiles`);
  // Each subject is a text entry 'order|grade|credit|name' (packages/core profile-document.ts).
  type Entries = { mapValue?: { fields?: Record<string, { stringValue: string }> } };
  return profiles
    .flatMap((profile) => Object.values((profile.subjectEntries as Entries).mapValue?.fields ?? {}))
    .map((entry) => entry.stringValue.split('|').slice(3).join('|'))
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
    const page = await signInAs(context(), asha, '/gpa-calculator');
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
    expect(errors()).toEqual([]);
  });

  it('keeps an edit made offline through a reload and sends it when back online', async () => {
    const page = await signInAs(context(), asha, '/gpa-calculator');
    await expect.poll(() => toasts(page), POLL).toContain('Welcome! Created your first profile.');
    await addSubject(calculator(page), 'Mathematics', 'O', '4');
    await expect.poll(() => cumulative(page)).toContain('10.00');
    await expect.poll(() => calculator(page).locator('[part~=saving]').count(), POLL).toBe(0);
    // The service worker controls the page once it has installed; a visit under it keeps the
    // account's code (not precached: visitors never need it) for offline visits.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL)
      .toBe(true);
    await page.reload();
    await expect.poll(() => cumulative(page), POLL).toContain('10.00');

    await context().setOffline(true);
    await addSubject(calculator(page), 'Offline Physics', 'A', '3');
    await expect.poll(() => cumulative(page)).toContain('9.14');
    await expect.poll(() => calculator(page).locator('[part~=saving]').count()).toBe(1);

    await page.reload();
    await expect.poll(() => cumulative(page), POLL).toContain('9.14');
    expect(await calculator(page).getByText('Offline Physics').count()).toBeGreaterThan(0);

    await context().setOffline(false);
    await expect.poll(() => calculator(page).locator('[part~=saving]').count(), POLL).toBe(0);
    await expect
      .poll(() => storedSubjects(asha.uid), POLL)
      .toEqual(['Mathematics', 'Offline Physics']);
  });

  it('on signing up after using the device calculator, shows that work in the one default profile', async () => {
    // Signed out, a student works on the device first.
    const visitor = await context().newPage();
    await visitor.goto(new URL('/gpa-calculator', siteUrl()).href);
    await addSubject(visitor.locator('section.on-device gpa-calculator'), 'Chemistry', 'B+', '3');

    await signUpOnSite(visitor, {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      password: 'secret1',
    });
    const page = visitor;
    await expect.poll(() => toasts(page), POLL).toContain('Welcome! Created your first profile.');
    const offer = page.locator('.device-import');
    await expect.poll(() => offer.isVisible(), POLL).toBe(true);
    expect(await offer.textContent()).toContain('1 profile from before you signed in');
    await offer.getByRole('button', { name: 'Add to My Account' }).click();
    await expect
      .poll(() => offer.textContent(), POLL)
      .toContain('Added 1 profile to your account.');
    expect(await page.evaluate(() => localStorage.getItem('gpaProfiles'))).toBeNull();

    // The work shows at once, in the account's default, the only one.
    const subjects = calculator(page).locator('.subject-card__name');
    await expect.poll(() => subjects.allTextContents(), POLL).toEqual(['Chemistry']);
    expect(await selectedName(page)).toBe('Meera Iyer (Default)');
    await calculator(page).locator('[part~=profile-selector]').click();
    const drawer = calculator(page).getByRole('dialog', { name: 'Profiles' });
    await expect
      .poll(() => drawer.locator('.profile-item__name').allTextContents(), POLL)
      .toEqual(['Meera Iyer (Default)']);

    await page.reload();
    await expect.poll(() => subjects.allTextContents(), POLL).toEqual(['Chemistry']);
    expect(await selectedName(page)).toBe('Meera Iyer (Default)');
    expect(await offer.isVisible()).toBe(false);
    expect(errors()).toEqual([]);
  });

  it('brings a KTU 2019 profile made on the device into the account with its scale and CGPA, across a reload, and leaves a damaged entry on the device', async () => {
    const visitor = await context().newPage();
    await visitor.goto(new URL('/gpa-calculator', siteUrl()).href);
    await visitor.evaluate((profiles) => localStorage.setItem('gpaProfiles', profiles), DEVICE_KTU);
    await visitor.reload();
    const device = visitor.locator('section.on-device gpa-calculator');
    await expect
      .poll(() => device.locator('[part~=gpa-circle]').textContent(), POLL)
      .toContain('8.29');

    await signUpOnSite(visitor, {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      password: 'secret1',
    });
    const page = visitor;
    const offer = page.locator('.device-import');
    await expect.poll(() => offer.isVisible(), POLL).toBe(true);
    await offer.getByRole('button', { name: 'Add to My Account' }).click();
    await expect
      .poll(() => offer.textContent(), POLL)
      .toContain('Added 1 profile to your account.');
    // The entry that does not read is not imported, and not lost either.
    const left = await page.evaluate(() => localStorage.getItem('gpaProfiles'));
    expect(JSON.parse(left ?? 'null')).toEqual([DAMAGED_ENTRY]);
    const scale = calculator(page).locator('.scale-row__name');
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await expect.poll(() => cumulative(page), POLL).toContain('8.29');
      expect(await scale.textContent()).toContain('KTU');
      expect(await selectedName(page)).toBe('Meera Iyer (Default)');
    }
    expect(errors()).toEqual([]);
  });

  it('adds device work under a plain name and shows it when the account has work of its own', async () => {
    const page = await signInAs(context(), asha, '/gpa-calculator');
    await expect.poll(() => toasts(page), POLL).toContain('Welcome! Created your first profile.');
    await addSubject(calculator(page), 'Mathematics', 'O', '4');
    // The account's work is on the server before the reload: the form clears as Add Subject is
    // tapped, before the edit is saved, so an empty 'Saving...' then proves nothing yet.
    await expect.poll(() => storedSubjects(asha.uid), POLL).toEqual(['Mathematics']);
    await page.evaluate((profiles) => localStorage.setItem('gpaProfiles', profiles), DEVICE_WORK);
    await page.reload();
    const offer = page.locator('.device-import');
    await expect.poll(() => offer.isVisible(), POLL).toBe(true);
    await offer.getByRole('button', { name: 'Add to My Account' }).click();
    const subjects = calculator(page).locator('.subject-card__name');
    await expect.poll(() => subjects.allTextContents(), POLL).toEqual(['Chemistry']);
    expect(await selectedName(page)).toBe('User');
    await calculator(page).locator('[part~=profile-selector]').click();
    const drawer = calculator(page).getByRole('dialog', { name: 'Profiles' });
    await expect
      .poll(() => drawer.locator('.profile-item__name').allTextContents(), POLL)
      .toEqual(['Asha Rao (Default)', 'User']);
    expect(errors()).toEqual([]);
  });
});

describe('leaving the device (SPEC §4: logout clears local data; shared lab computers)', () => {
  const SUBJECT = 'Quasicrystal Optics 4417';
  const NEEDLES = ['asha@example.com', 'Asha Rao', SUBJECT];

  /** Asha's GPA page with a subject saved, and what a logout must clear checked to be there. */
  async function withData(): Promise<Page> {
    const page = await signInAs(context(), asha, '/gpa-calculator');
    await expect.poll(() => toasts(page), POLL).toContain('Welcome! Created your first profile.');
    await addSubject(calculator(page), SUBJECT, 'O', '4');
    await expect.poll(() => calculator(page).locator('[part~=saving]').count(), POLL).toBe(0);
    await page.evaluate(() => localStorage.setItem('campuscalc-theme', 'light'));
    await expect.poll(() => deviceDataHolding(page, NEEDLES), POLL).not.toEqual([]);
    return page;
  }

  it('leaves nothing of the user after Logout, and another open tab signs out too', async () => {
    const page = await withData();
    const other = await context().newPage();
    await other.goto(new URL('/gpa-calculator', siteUrl()).href);
    const subjects = calculator(other).locator('.subject-card__name');
    await expect.poll(() => subjects.allTextContents(), POLL).toEqual([SUBJECT]);

    // The menu's Logout (dispatched: where the menu sits on a phone is the navbar's concern).
    await page.locator('.logout').dispatchEvent('click');
    await waitForPath(page, '/login', POLL);
    // The other tab reloads signed out: the account's calculator is gone from it.
    await expect
      .poll(() => other.evaluate(() => document.documentElement.dataset.session), POLL)
      .toBe('signed-out');
    await expect.poll(() => calculator(other).count(), POLL).toBe(0);

    expect(await deviceDataHolding(page, NEEDLES)).toEqual([]);
    // The device's own choice stays.
    expect(await page.evaluate(() => localStorage.getItem('campuscalc-theme'))).toBe('light');
    // The other tab takes over Firestore's connection as this one shuts down; on this busy machine
    // the SDK may say that its first answer took over 10 s. Nothing else may be logged.
    expect(errors().filter((error) => !error.includes("Backend didn't respond within 10"))).toEqual(
      [],
    );
  });

  it('leaves nothing of the user after the account is deleted', async () => {
    const page = await withData();
    await page.goto(new URL('/profile', siteUrl()).href);
    await page.getByRole('button', { name: 'Delete Account & All Data' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete Account & All Data' });
    await confirmation.getByRole('button', { name: 'Delete Everything' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Confirm Account Deletion' });
    await passwordDialog.getByLabel('Enter your password to delete your account').fill('secret1');
    await passwordDialog.getByRole('button', { name: 'Delete Account' }).click();
    await waitForPath(page, '/login', POLL);

    expect(await deviceDataHolding(page, NEEDLES)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('campuscalc-theme'))).toBe('light');
    expect(errors()).toEqual([]);
  });
});
