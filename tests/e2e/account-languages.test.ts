import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, vi, it } from 'vitest';
import { AUTH_CHECK_TEXTS } from '../../packages/core/src/auth-validation';
import { ACCOUNT_CHECK_TEXTS } from '../../packages/core/src/account/account-forms';
import { AUTH_TEXTS } from '../../packages/core/src/account/auth-messages';
import { BLOCKED_SENDERS_TEXTS } from '../../packages/core/src/gpa/blocked-senders-texts';
import { AUTH_PAGES } from '../../site/src/data/auth-fields';
import { PROFILE_PAGE } from '../../site/src/data/profile-page';
import { LANGUAGE_KEY } from '../../site/src/data/routes';
import { SHARED_PAGE } from '../../site/src/data/shared-page';
import { PROFILE_PAGE_TEXTS } from '../../site/src/scripts/profile-page-texts';
import { sharingHindi } from '../../widgets/gpa-calculator/sharing/sharing.hi';
import { clearEmulators, createEmailAccount } from './accounts-helpers';
import {
  axeViolations,
  browserForFile,
  contextPerTest,
  navbarReady,
  openPage,
  press,
  siteUrl,
  waitForPath,
} from './browser';
import { gotoQuiet } from '../../scripts/network-quiet.ts';

// The account's pages in Hindi on the phone, against the emulators: the sign-in, sign-up and reset
// screens say the forms' checks and the service's answers in Hindi, a student who signs up there
// reaches the account page in Hindi, and a shared link's page opens in the language she chose.
// (Every page in Hindi is also checked for English words, width and axe: languages.test.ts.)
const { context, errors } = contextPerTest(browserForFile(), { before: clearEmulators });

vi.setConfig({ testTimeout: 60_000 });
const POLL = { timeout: 10_000 };

const PASSWORD = 'secret1';
const EMAIL = 'asha@example.com';
const AUTH = AUTH_PAGES.hi;
const SAYS = AUTH_TEXTS.hi;
const url = (path: string) => new URL(path, siteUrl()).href;
const submit = (page: Page) => page.locator('form button[type=submit]');
const alerts = (page: Page) =>
  page
    .getByRole('alert')
    .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''))
    .then((texts) => texts.filter(Boolean).join(' | '));

/** The student's name as she signs up: data, shown as she wrote it. */
const NAME = 'Asha';

/**
 * The Latin words `scope` shows a reader (its rendered text: nothing hidden), but for the names
 * Hindi pages keep and the student's data (her e-mail address and name).
 */
async function englishShown(scope: Locator): Promise<string[]> {
  const text = await scope.evaluate((element) => (element as HTMLElement).innerText);
  const words = text.replace(/\S+@\S+/g, ' ').match(/[A-Za-z]+/g) ?? [];
  return [...new Set(words)].filter(
    (word) => !['CampusCalc', 'GPA', 'Google', NAME].includes(word),
  );
}

const main = (page: Page) => page.locator('main');

/** Presses submit with its call to the Auth emulator's `operation` held: its busy label shows. */
async function submitSeeingBusy(page: Page, operation: string, busyLabel: string): Promise<void> {
  let hold!: (route: Route) => void;
  const held = new Promise<Route>((resolve) => (hold = resolve));
  await page.route(`**/${operation}?**`, (route) => hold(route), { times: 1 });
  await press(submit(page));
  const route = await held;
  expect(await submit(page).textContent()).toBe(busyLabel);
  await route.continue();
}

/** Fills the sign-up form by its Hindi labels: name, e-mail, password and its confirmation. */
async function fillSignup(page: Page, email: string, password: string, confirm = password) {
  const values = [NAME, email, password, confirm];
  for (const [index, field] of AUTH.signup.fields.entries()) {
    await page.getByLabel(field.label, { exact: true }).fill(values[index]!);
  }
}

describe('the sign-in pages in Hindi', () => {
  it('/hi/login checks the form and says why the service refused, in Hindi', async () => {
    await createEmailAccount({ email: EMAIL, password: PASSWORD });
    const { page } = await openPage(context(), '/hi/login');
    expect(await page.title()).toBe(`${AUTH.login.title} · CampusCalc`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(AUTH.login.heading);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      AUTH.login.description,
    );
    // Its links lead to the Hindi pages.
    expect(
      await page.getByRole('link', { name: AUTH.login.links[0]!.label }).getAttribute('href'),
    ).toBe('/hi/forgot-password');
    expect(await page.locator('.links a[href="/hi/signup"]').textContent()).toBe(
      AUTH.login.links[1]!.label,
    );

    await press(submit(page));
    await expect.poll(() => alerts(page)).toBe(AUTH_CHECK_TEXTS.hi.fillAllFields);
    await page.getByLabel(AUTH.login.fields[0]!.label, { exact: true }).fill(EMAIL);
    await page.getByLabel(AUTH.login.fields[1]!.label, { exact: true }).fill('wrong-password');
    await submitSeeingBusy(page, 'accounts:signInWithPassword', AUTH.login.busyLabel);
    await expect
      .poll(() => alerts(page), POLL)
      .toBe(SAYS.failedTo.login + SAYS.codes['auth/wrong-password']);
    expect(await englishShown(main(page))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('/hi/signup checks the passwords and says the address is taken, in Hindi', async () => {
    await createEmailAccount({ email: EMAIL, password: PASSWORD });
    const { page } = await openPage(context(), '/hi/signup');
    expect(await page.title()).toBe(`${AUTH.signup.title} · CampusCalc`);
    await fillSignup(page, EMAIL, PASSWORD, 'secret2');
    await press(submit(page));
    await expect.poll(() => alerts(page)).toBe(AUTH_CHECK_TEXTS.hi.passwordsDoNotMatch);
    await fillSignup(page, EMAIL, PASSWORD);
    await press(submit(page));
    await expect
      .poll(() => alerts(page), POLL)
      .toBe(SAYS.failedTo.signup + SAYS.codes['auth/email-already-in-use']);
    expect(await page.locator('.links a').getAttribute('href')).toBe('/hi/login');
    expect(await englishShown(main(page))).toEqual([]);
  });

  it("/hi/forgot-password says the reset's success in Hindi", async () => {
    await createEmailAccount({ email: EMAIL, password: PASSWORD });
    const { page } = await openPage(context(), '/hi/forgot-password');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      AUTH.forgotPassword.heading,
    );
    await press(submit(page));
    await expect.poll(() => alerts(page)).toBe(AUTH_CHECK_TEXTS.hi.emailRequired);
    await page.getByLabel(AUTH.forgotPassword.fields[0]!.label, { exact: true }).fill(EMAIL);
    await submitSeeingBusy(page, 'accounts:sendOobCode', AUTH.forgotPassword.busyLabel);
    await expect.poll(() => alerts(page), POLL).toBe(SAYS.resetSent);
    expect(await englishShown(main(page))).toEqual([]);
  });

  it('/hi/profile sends a signed-out student to /hi/login, and back once she signs in', async () => {
    await createEmailAccount({ email: EMAIL, password: PASSWORD });
    const page = await context().newPage();
    await gotoQuiet(page, url('/hi/profile'));
    await waitForPath(page, '/hi/login', POLL);
    expect(new URL(page.url()).search).toBe('?from=/hi/profile');
    await page.getByLabel(AUTH.login.fields[0]!.label, { exact: true }).fill(EMAIL);
    await page.getByLabel(AUTH.login.fields[1]!.label, { exact: true }).fill(PASSWORD);
    await press(submit(page));
    await waitForPath(page, '/hi/profile', POLL);
  });
});

describe('the account page in Hindi', () => {
  const TEXTS = PROFILE_PAGE.hi;
  const card = (page: Page, name: string) => page.getByRole('region', { name });

  it('is where signing up in Hindi leads, its cards, forms and dialog in Hindi', async () => {
    const { page } = await openPage(context(), '/hi/signup');
    await fillSignup(page, EMAIL, PASSWORD);
    await submitSeeingBusy(page, 'accounts:signUp', AUTH.signup.busyLabel);
    // The offer to verify the address, in Hindi, then on to the GPA page in Hindi.
    const offer = page.getByRole('region', { name: AUTH.frame.created });
    await expect.poll(() => offer.isVisible(), POLL).toBe(true);
    await press(offer.getByRole('button', { name: AUTH.frame.sendVerification }));
    await expect.poll(() => alerts(page), POLL).toBe(SAYS.verificationSent(EMAIL));
    expect(await englishShown(offer)).toEqual([]);
    await press(offer.getByRole('link', { name: AUTH.frame.continue }));
    await waitForPath(page, '/hi/gpa-calculator', { timeout: 15_000 });
    await navbarReady(page);
    const profileLink = page.locator('#account-menu a');
    expect(await profileLink.getAttribute('href')).toBe('/hi/profile');

    await gotoQuiet(page, url('/hi/profile'));
    const information = card(page, TEXTS.accountInformation);
    await expect.poll(() => information.isVisible(), POLL).toBe(true);
    expect(await page.title()).toBe(`${TEXTS.title} · CampusCalc`);
    const words = PROFILE_PAGE_TEXTS.hi;
    await expect.poll(() => information.textContent()).toContain(words.emailAccount);
    expect(await information.textContent()).toContain(words.notVerified);
    // Dates as Hindi writes them: '22 नवंबर 2026 को दोपहर 1:45 बजे'.
    expect(await information.locator('[data-created]').textContent()).toMatch(
      /^\d{1,2} \S+ \d{4} को \S+ \d{1,2}:\d{2} बजे$/,
    );
    const security = card(page, TEXTS.securitySettings);
    expect(await security.isVisible()).toBe(true);
    const blocked = card(page, BLOCKED_SENDERS_TEXTS.hi.title);
    await press(blocked.getByRole('button', { name: BLOCKED_SENDERS_TEXTS.hi.show }));
    await expect.poll(() => blocked.textContent(), POLL).toContain(BLOCKED_SENDERS_TEXTS.hi.none);

    // A form's check, in Hindi.
    await press(security.getByRole('button', { name: TEXTS.passwordForms[1]!.title }));
    await press(security.getByRole('button', { name: TEXTS.passwordForms[1]!.submitLabel }));
    await expect.poll(() => alerts(page)).toBe(ACCOUNT_CHECK_TEXTS.hi.currentPasswordRequired);
    expect(await englishShown(main(page))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The deletion's dialog, in Hindi; Cancel leaves the account as it was.
    await press(security.getByRole('button', { name: TEXTS.deleteAll }));
    const dialog = page.getByRole('dialog', { name: TEXTS.deleteAll });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(TEXTS.confirmText);
    expect(await englishShown(dialog)).toEqual([]);
    await press(dialog.getByRole('button', { name: TEXTS.cancel }));
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: TEXTS.toCalculator }).getAttribute('href')).toBe(
      '/hi/gpa-calculator',
    );
    expect(errors()).toEqual([]);
  });
});

describe('a shared link in Hindi', () => {
  it('opens in the language she chose, keeping its id, and says it is not found in Hindi', async () => {
    const page = await context().newPage();
    await page.goto(url('/about'));
    await page.evaluate((key) => localStorage.setItem(key, 'hi'), LANGUAGE_KEY);
    // Not to a quiet network: the page keeps Firestore's channel open.
    await page.goto(url('/shared/no-such-link'));
    await waitForPath(page, '/hi/shared/no-such-link', POLL);
    const problem = page.locator('[data-problem]');
    await expect.poll(() => problem.isVisible(), POLL).toBe(true);
    expect(await problem.getByRole('alert').textContent()).toBe(
      sharingHindi['gpa-sharing'].sharedGone,
    );
    expect(await problem.getByRole('link').textContent()).toBe(SHARED_PAGE.hi.toCalculator);
    expect(await problem.getByRole('link').getAttribute('href')).toBe('/hi/gpa-calculator');
    expect(await englishShown(main(page))).toEqual([]);
    // The picker's English version is the same link's.
    const english = page.locator('.side-menu a.language[hreflang="en"]');
    expect(new URL((await english.getAttribute('href'))!, siteUrl()).pathname).toBe(
      '/shared/no-such-link',
    );
    expect(errors()).toEqual([]);
  });
});
