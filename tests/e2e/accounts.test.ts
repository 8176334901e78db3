import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { clearEmulators, createEmailAccount, sentEmails } from './accounts-helpers';
import {
  axeViolations,
  browserForFile,
  contextPerTest,
  navbarReady,
  openPage,
  siteUrl,
  waitForPath,
} from './browser';
import { gotoQuiet, networkQuiet } from '../../scripts/network-quiet.ts';

// Accounts on the built site against the Auth and Firestore emulators: the sign-in,
// sign-up and reset screens with their busy labels and the service's texts (SPEC §2, §5, §8), the
// route guard's return, the navbar's avatar menu and logout. Each test starts from empty emulators
// in a browser context of its own.
const { context } = contextPerTest(browserForFile(), { before: clearEmulators });

// Several page loads and sign-ins per test, on a machine that may be busy.
vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = 'secret1';
const url = (path: string) => new URL(path, siteUrl()).href;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const alertText = (page: Page) => page.getByRole('alert').textContent();
const identityToolkit = (operation: string) =>
  `http://${inject('authHost')}/identitytoolkit.googleapis.com/v1/${operation}?key=demo-api-key`;

async function call(address: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(address, {
    ...init,
    headers: { 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${address}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** An e-mail account made straight on the emulator, for tests that start with one. */
const createAccount = (email: string, password = PASSWORD) =>
  createEmailAccount({ email, password });

const submitButton = (page: Page) => page.locator('form button[type=submit]');

/**
 * Holds the page's next request to the Auth emulator's `operation` until the test continues it,
 * so that the test sees the form while the call is under way.
 */
async function holdNext(page: Page, operation: string): Promise<{ held: Promise<Route> }> {
  let hold: (route: Route) => void;
  const held = new Promise<Route>((resolve) => (hold = resolve));
  await page.route(`**/${operation}?**`, (route) => hold(route), { times: 1 });
  // Wrapped: an async function would wait for a promise it returned.
  return { held };
}

/** Answers the page's next `operation` with the service error `serverError`, as Auth would. */
async function failNext(page: Page, operation: string, serverError: string): Promise<void> {
  await page.route(
    `**/${operation}?**`,
    (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ error: { code: 400, message: serverError, errors: [] } }),
      }),
    { times: 1 },
  );
}

/** Submits the form while its call is held: the button shows `busyLabel`, disabled. */
async function submitSeeingBusy(page: Page, operation: string, busyLabel: string) {
  const { held } = await holdNext(page, operation);
  await submitButton(page).click();
  const route = await held;
  expect(await submitButton(page).textContent()).toBe(busyLabel);
  expect(await submitButton(page).isDisabled()).toBe(true);
  const google = page.getByRole('button', { name: 'Continue with Google' });
  if ((await google.count()) > 0) expect(await google.isDisabled()).toBe(true);
  await route.continue();
}

/** Submits the form and waits for its alert to say `text`. */
async function submitSaying(page: Page, text: string) {
  await submitButton(page).click();
  await expect.poll(() => alertText(page)).toBe(text);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

async function fillSignup(page: Page, name: string, email: string, password: string) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
}

/** Signs in through /login and waits for the landing page. */
async function logIn(page: Page, email: string, password = PASSWORD) {
  await gotoQuiet(page, url('/login'));
  await fillLogin(page, email, password);
  await submitButton(page).click();
  await waitForPath(page, '/gpa-calculator');
  await navbarReady(page);
}

const avatar = (page: Page) => page.getByRole('button', { name: 'Account', exact: true });
const accountMenu = (page: Page) => page.locator('#account-menu');

/** The navbar shows the avatar `letter` (not Login), and its menu `name` and `email`. */
async function expectSignedInAs(page: Page, letter: string, name: string, email: string) {
  await expect.poll(() => page.locator('.avatar-letter').textContent()).toBe(letter);
  expect(await avatar(page).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(false);
  await avatar(page).click();
  expect(await accountMenu(page).locator('.account-name').textContent()).toBe(name);
  expect(await accountMenu(page).locator('.account-email').textContent()).toBe(email);
  await avatar(page).click();
}

async function expectSignedOut(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.session)).toBe('signed-out');
  expect(await page.getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(true);
  expect(await avatar(page).isVisible()).toBe(false);
}

describe('sign up, log out, log in', () => {
  it('creates the account with its name, shows the avatar, logs out and in again', async () => {
    const { page, errors } = await openPage(context(), '/signup');
    await fillSignup(page, 'asha Rao', 'asha@example.com', PASSWORD);
    const before = await page.evaluate(() => history.length);
    await submitSeeingBusy(page, 'accounts:signUp', 'Creating Account...');
    // The offer to verify the address (profile.test.ts), then on.
    const offer = page.getByRole('region', { name: 'Account created' });
    await expect.poll(() => offer.isVisible(), { timeout: 10_000 }).toBe(true);
    await offer.getByRole('link', { name: 'Continue' }).click();
    await waitForPath(page, '/gpa-calculator');
    // The sign-up page was replaced, not added to.
    expect(await page.evaluate(() => history.length)).toBe(before);
    await expectSignedInAs(page, 'A', 'asha Rao', 'asha@example.com');

    // Logout clears both storages, signs out and goes to /login, whose navbar shows Login.
    await page.evaluate(() => {
      localStorage.setItem('left-behind', '1');
      sessionStorage.setItem('left-behind', '1');
    });
    await avatar(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    // Only Firestore's bookkeeping of the tabs sharing its cache may stay (packages/cloud/src/storage.ts).
    const left = await page.evaluate(() => [
      ...Object.keys(localStorage).filter((key) => !key.startsWith('firestore_')),
      ...Object.keys(sessionStorage),
    ]);
    expect(left).toEqual([]);
    await expectSignedOut(page);
    await gotoQuiet(page, url('/sdt-calculator'));
    await expectSignedOut(page);

    await gotoQuiet(page, url('/login'));
    await fillLogin(page, 'asha@example.com', PASSWORD);
    await submitSeeingBusy(page, 'accounts:signInWithPassword', 'Signing in...');
    await waitForPath(page, '/gpa-calculator');
    await expectSignedInAs(page, 'A', 'asha Rao', 'asha@example.com');
    expect(errors).toEqual([]);
  });

  it('shows the avatar from the first paint of the next page, before any module script', async () => {
    await context().addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { beforeScripts: unknown }).beforeScripts = {
          session: document.documentElement.dataset.session,
          letter: document.querySelector('.avatar-letter')?.textContent,
        };
      });
    });
    await createAccount('meera@example.com');
    const { page, errors } = await openPage(context(), '/login');
    await logIn(page, 'meera@example.com');
    for (const path of ['/sdt-calculator', '/about']) {
      await gotoQuiet(page, url(path));
      expect(
        await page.evaluate(() => (window as { beforeScripts?: unknown }).beforeScripts),
      ).toEqual({ session: 'signed-in', letter: 'M' });
      // Without a display name: the menu says User.
      await expectSignedInAs(page, 'M', 'User', 'meera@example.com');
    }
    expect(errors).toEqual([]);
  });
});

describe('Firebase, loaded when the form is touched', () => {
  it('a sign-in submitted before Firebase has arrived goes through once it has', async () => {
    await createAccount('asha@example.com');
    const { page, errors, requests } = await openPage(context(), '/login');
    const wired = requests.length;
    // Every script the page asks for from now on (Firebase's) waits until the submit is made.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await fillLogin(page, 'asha@example.com', PASSWORD);
    await submitButton(page).click();
    expect(await submitButton(page).textContent()).toBe('Signing in...');
    expect(requests.slice(wired).some((address) => address.includes('/_astro/'))).toBe(true);
    release();
    await waitForPath(page, '/gpa-calculator');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.session))
      .toBe('signed-in');
    expect(errors).toEqual([]);
  });
});

describe('what the service says, in the form', () => {
  it('login: a wrong password, an unknown account, too many attempts', async () => {
    await createAccount('asha@example.com');
    const { page } = await openPage(context(), '/login');
    await fillLogin(page, 'asha@example.com', 'wrong-password');
    await submitSaying(page, 'Failed to log in: Incorrect password');
    // Back to its label, ready for another try.
    expect(await submitButton(page).textContent()).toBe('Sign In');
    expect(await submitButton(page).isDisabled()).toBe(false);

    await fillLogin(page, 'nobody@example.com', PASSWORD);
    await submitSaying(page, 'Failed to log in: No account found with this email');

    await failNext(page, 'accounts:signInWithPassword', 'TOO_MANY_ATTEMPTS_TRY_LATER');
    await fillLogin(page, 'asha@example.com', PASSWORD);
    await submitSaying(page, 'Failed to log in: Too many attempts, please try again later');
    expect(pathOf(page)).toBe('/login');
  });

  it('signup: an e-mail in use, an invalid e-mail, a weak password', async () => {
    await createAccount('asha@example.com');
    const { page } = await openPage(context(), '/signup');
    await fillSignup(page, 'Asha', 'asha@example.com', PASSWORD);
    await submitSaying(
      page,
      'Failed to create account: This email is already in use by another account',
    );
    expect(await submitButton(page).textContent()).toBe('Create Account');

    await page.getByLabel('Email').fill('not-an-email');
    await submitSaying(page, 'Failed to create account: Please enter a valid email address');

    // The form stops passwords under 6 characters; the service may refuse others as weak.
    await failNext(
      page,
      'accounts:signUp',
      'WEAK_PASSWORD : Password should be at least 6 characters',
    );
    await page.getByLabel('Email').fill('new@example.com');
    await submitSaying(page, 'Failed to create account: Password should be at least 6 characters');
    expect(pathOf(page)).toBe('/signup');
  });
});

describe('password reset', () => {
  it('sends the link, which sets a new password to log in with', async () => {
    await createAccount('asha@example.com');
    const { page, errors } = await openPage(context(), '/forgot-password');
    await page.getByLabel('Email').fill('asha@example.com');
    await submitSeeingBusy(page, 'accounts:sendOobCode', 'Sending...');
    await expect.poll(() => alertText(page)).toBe('Check your inbox for further instructions');
    expect(await submitButton(page).textContent()).toBe('Reset Password');

    const sent = await sentEmails('asha@example.com');
    expect(sent.map((code) => code.requestType)).toEqual(['PASSWORD_RESET']);
    const { oobCode } = sent[0]!;
    expect(new URL(sent[0]!.oobLink).searchParams.get('oobCode')).toBe(oobCode);
    await call(identityToolkit('accounts:resetPassword'), {
      method: 'POST',
      body: JSON.stringify({ oobCode, newPassword: 'another1' }),
    });

    await gotoQuiet(page, url('/login'));
    await fillLogin(page, 'asha@example.com', PASSWORD);
    await submitSaying(page, 'Failed to log in: Incorrect password');
    await logIn(page, 'asha@example.com', 'another1');
    await expectSignedInAs(page, 'A', 'User', 'asha@example.com');
    // The one expected failure: the old password, logged (SPEC §8) and answered 400.
    expect(errors.filter((error) => !/login failed|status of 400/.test(error))).toEqual([]);
  });

  it('says when there is no such account', async () => {
    const { page } = await openPage(context(), '/forgot-password');
    await page.getByLabel('Email').fill('nobody@example.com');
    await submitSaying(page, 'Failed to reset password: No account found with this email');
  });
});

describe('where a sign-in leads', () => {
  it('the route guard sends a signed-out visitor to /login, and signing in returns to /profile', async () => {
    await createAccount('asha@example.com');
    const { page, errors } = await openPage(context(), '/about');
    await page.goto(url('/profile'));
    await page.waitForURL('**/login?from=/profile');
    await fillLogin(page, 'asha@example.com', PASSWORD);
    await submitButton(page).click();
    await waitForPath(page, '/profile');
    await networkQuiet(page);
    // The guard lets the signed-in user stay.
    expect(pathOf(page)).toBe('/profile');
    expect(await page.locator('h1').textContent()).toBe('Your Profile');
    // /profile replaced /login, which had replaced the first /profile.
    await page.goBack();
    await networkQuiet(page);
    expect(pathOf(page)).toBe('/about');
    expect(errors).toEqual([]);
  });

  it('never follows a from= that leaves the site', async () => {
    await createAccount('asha@example.com');
    const { page } = await openPage(context(), '/login?from=https://evil.example/profile');
    await fillLogin(page, 'asha@example.com', PASSWORD);
    await submitButton(page).click();
    await waitForPath(page, '/gpa-calculator');
    expect(new URL(page.url()).origin).toBe(new URL(siteUrl()).origin);
  });

  it('sends signed-in visitors away from /login, /signup and /forgot-password, history replaced', async () => {
    await createAccount('asha@example.com');
    const { page, errors } = await openPage(context(), '/about');
    await logIn(page, 'asha@example.com');
    for (const path of [
      '/login',
      '/signup',
      '/forgot-password',
      // Open redirects: each leaves the site as written or once normalised.
      '/login?from=//evil.example/x',
      '/login?from=/.//evil.example/',
      '/login?from=/..//evil.example/',
      '/login?from=/%252e//evil.example/',
      '/login?from=/a/..//evil.example/',
    ]) {
      await gotoQuiet(page, url('/about'));
      const before = await page.evaluate(() => history.length);
      await page.goto(url(path));
      await waitForPath(page, '/gpa-calculator');
      expect(await page.evaluate(() => history.length), path).toBe(before + 1);
    }
    expect(errors).toEqual([]);
  });
});

describe('Google', () => {
  /** Answers the emulator's e-mail prompt with `email`, or dismisses it. */
  function answerPrompt(page: Page, email: string | null) {
    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('prompt');
      void (email === null ? dialog.dismiss() : dialog.accept(email));
    });
  }

  it('signs a new account up from /signup and an existing one in from /login', async () => {
    const { page, errors } = await openPage(context(), '/signup');
    answerPrompt(page, 'gina@example.com');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await waitForPath(page, '/gpa-calculator');
    await expectSignedInAs(page, 'G', 'User', 'gina@example.com');
    await avatar(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');

    answerPrompt(page, 'gina@example.com');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await waitForPath(page, '/gpa-calculator');
    await expectSignedInAs(page, 'G', 'User', 'gina@example.com');
    expect(errors).toEqual([]);
  });

  it('words a cancelled prompt after the button used', async () => {
    const { page } = await openPage(context(), '/login');
    answerPrompt(page, null);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect
      .poll(() => alertText(page))
      .toBe('Failed to sign in with Google: No account chosen');
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isDisabled()).toBe(
      false,
    );

    await gotoQuiet(page, url('/signup'));
    answerPrompt(page, null);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect
      .poll(() => alertText(page))
      .toBe('Failed to sign up with Google: No account chosen');
  });
});

describe('the avatar menu', () => {
  const focusedText = (page: Page) =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');

  it('works by keyboard: Profile, the theme toggle inside, Logout; a click outside closes it', async () => {
    await createAccount('asha@example.com');
    const { page, errors } = await openPage(context(), '/about');
    await logIn(page, 'asha@example.com');
    const press = async (key: string) => {
      await page.keyboard.press(key);
      return focusedText(page);
    };

    await avatar(page).focus();
    expect(await press('Enter')).toBe('Profile');
    expect(await accountMenu(page).isVisible()).toBe(true);
    expect(await avatar(page).getAttribute('aria-expanded')).toBe('true');
    expect(await press('ArrowDown')).toBe('Light Mode');
    // The theme toggle works from inside the menu, which stays open.
    expect(await press('Enter')).toBe('Dark Mode');
    expect(await page.evaluate(() => document.body.classList.contains('light'))).toBe(true);
    expect(await accountMenu(page).isVisible()).toBe(true);
    expect(await press('ArrowDown')).toBe('Logout');
    expect(await press('ArrowDown')).toBe('Profile');
    expect(await press('End')).toBe('Logout');
    expect(await press('Escape')).toBe('A');
    expect(await accountMenu(page).isVisible()).toBe(false);

    await avatar(page).click();
    expect(await accountMenu(page).isVisible()).toBe(true);
    // Outside the menu: the bottom of the screen (on a phone the menu spans the top of the page).
    await page.mouse.click(10, page.viewportSize()!.height - 10);
    expect(await accountMenu(page).isVisible()).toBe(false);

    await avatar(page).focus();
    expect(await press('ArrowDown')).toBe('Profile');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/profile');
    await networkQuiet(page);
    expect(pathOf(page)).toBe('/profile');

    await avatar(page).focus();
    expect(await press('ArrowUp')).toBe('Logout');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/login');
    await expectSignedOut(page);
    expect(errors).toEqual([]);
  });
});

describe('accessibility', () => {
  it('has no axe violations signed in, avatar menu open, in either theme', async () => {
    await createAccount('asha@example.com');
    const { page } = await openPage(context(), '/about');
    await logIn(page, 'asha@example.com');
    // The navbar signed in, on a page of its own: the calculators have axe checks of their own.
    await gotoQuiet(page, url('/about'));
    await avatar(page).click();
    // The toggle inside the menu leaves it open.
    for (const theme of ['Light Mode', 'Dark Mode']) {
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: theme }).click();
    }
    expect(await page.evaluate(() => document.body.classList.contains('light'))).toBe(false);
  });

  it('has no axe violations on the auth pages with their messages, in the light theme too', async () => {
    const { page } = await openPage(context(), '/forgot-password');
    for (const light of [false, true]) {
      if (light) await page.getByRole('button', { name: 'Light Mode' }).click();
      await page.getByLabel('Email').fill('nobody@example.com');
      await submitButton(page).click();
      await expect.poll(() => alertText(page)).toContain('Failed to reset password');
      expect(await axeViolations(page)).toEqual([]);
      await createAccount(`reset-${String(light)}@example.com`);
      await page.getByLabel('Email').fill(`reset-${String(light)}@example.com`);
      await submitSaying(page, 'Check your inbox for further instructions');
      expect(await axeViolations(page)).toEqual([]);
    }
    await gotoQuiet(page, url('/login'));
    await submitButton(page).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
