import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ABOUT, sectionLinks } from '../../site/src/data/about';
import {
  axeViolations,
  browserForFile,
  expectRendered,
  offOriginRequests,
  openPage,
  press,
  siteUrl,
  waitForPath,
} from './browser';
import { gotoQuiet, networkQuiet } from '../../scripts/network-quiet.ts';

// The routes of SPEC §2: redirects with history replaced, the GPA page's promotion card, About from
// its data file, the account forms' fields, links and validation (SPEC §2, §5) and the /profile
// route guard. Signing in for real: accounts.test.ts.
const browser = browserForFile();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const alertText = (page: Page) => page.getByRole('alert').textContent();

describe('redirects', () => {
  for (const path of ['/', '/no-such-page', '/some/deep/unknown?x=1']) {
    it(`${path} ends on /gpa-calculator and the back button skips it`, async () => {
      const { page, errors } = await openPage(browser(), '/about');
      const before = await page.evaluate(() => history.length);
      await gotoQuiet(page, new URL(path, siteUrl()).href);
      await waitForPath(page, '/gpa-calculator');
      expect(await page.locator('h1').textContent()).toBe('GPA Calculator');
      // One new entry (the GPA page), none for the redirecting URL.
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
      await page.goBack();
      await networkQuiet(page);
      expect(pathOf(page)).toBe('/about');
      // The unknown URL's own 404 response is expected; nothing else may fail.
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      await page.close();
    });
  }

  it('unknown paths are answered with status 404, with a link for visitors without JavaScript', async () => {
    const response = await fetch(new URL('/no-such-page', siteUrl()));
    expect(response.status).toBe(404);
    const html = await response.text();
    // The page's inline script, minified: its string in whichever quotes the minifier chose.
    expect(html).toMatch(/location\.replace\((["'`])\/gpa-calculator\1\)/);
    expect(html).toContain(
      '<noscript><meta http-equiv="refresh" content="0; url=/gpa-calculator">',
    );
    expect(html).toContain('<a href="/gpa-calculator"');
  });
});

describe('/gpa-calculator', () => {
  it('shows signed-out visitors the on-device calculator first, then the login promotion card', async () => {
    const { page, errors, requests } = await openPage(browser(), '/gpa-calculator');
    expect(await page.title()).toContain('GPA Calculator');
    expect(await page.locator('h1').textContent()).toBe('GPA Calculator');
    expect(await page.locator('h1 + p').textContent()).toBe(
      'Calculate your semester GPA and cumulative GPA',
    );

    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'Unlock Full GPA Calculator Features' }),
    });
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(
      'Unlock Full GPA Calculator Features',
    );
    // The benefits are one tap away: a disclosure keeps the card compact, the calculator in view.
    const disclosure = card.locator('details');
    expect(await disclosure.getAttribute('open')).toBeNull();
    await press(disclosure.getByText('What a free account adds'));
    const benefits = await card.getByRole('listitem').allTextContents();
    expect(benefits.map((text) => text.replace('✓', '').replace(/\s+/g, ' ').trim())).toEqual([
      'Cloud sync across all devices',
      'Share profiles with friends',
      'Advanced analytics and insights',
      'Secure data backup',
      'Multiple profile management',
      'Access from anywhere',
    ]);
    const login = card.getByRole('link', { name: 'Login to Continue' });
    const signup = card.getByRole('link', { name: 'Create Free Account' });
    expect(await login.getAttribute('href')).toBe('/login');
    expect(await signup.getAttribute('href')).toBe('/signup');
    expect(await card.textContent()).toContain('encrypted and secure');

    // The calculator comes first and says where its profiles live, with a line that offers an
    // account; the card follows it.
    const calculator = page.locator('gpa-calculator');
    expect(
      await calculator.evaluate(
        (element, other) =>
          Boolean(element.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await card.elementHandle(),
      ),
    ).toBe(true);
    await expectRendered(page, 'gpa-calculator');
    const note = page.locator('.on-device__note');
    expect((await note.textContent())?.replace(/\s+/g, ' ').trim()).toBe(
      'Saved on this device. Log in or sign up to sync.',
    );
    expect(await note.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(await note.getByRole('link', { name: 'sign up' }).getAttribute('href')).toBe('/signup');

    await login.click();
    await waitForPath(page, '/login');
    expect(errors).toEqual([]);
    expect(offOriginRequests(requests)).toEqual([]);
    await page.close();
  });
});

describe('/about', () => {
  const about = ABOUT.en;

  it('renders its text and links from src/data/about.ts', async () => {
    const { page, errors } = await openPage(browser(), '/about');
    expect(await page.locator('h1').textContent()).toBe(about.title);
    expect(await page.locator('h2').allTextContents()).toEqual(
      about.sections.map((section) => section.heading),
    );
    const text = await page.locator('main').textContent();
    for (const section of about.sections) {
      for (const paragraph of section.paragraphs) expect(text).toContain(paragraph);
      for (const link of sectionLinks('en', section)) {
        expect(
          await page
            .locator('main')
            .getByRole('link', { name: link.label, exact: true })
            .getAttribute('href'),
        ).toBe(link.href);
      }
    }
    expect(text).toContain('report a problem through the issue tracker of this repository');
    expect(
      await page.getByRole('link', { name: 'Snippets and live previews' }).getAttribute('href'),
    ).toBe('/embed');
    expect(errors).toEqual([]);
    await page.close();
  });
});

async function submit(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
}

/** Requests to Firebase Auth: a form that does not pass SPEC §5's checks sends none. */
const authRequests = (requests: readonly string[]) =>
  requests.filter((url) => url.includes('identitytoolkit'));

describe('account forms', () => {
  it('/login: both fields are required', async () => {
    const { page, errors, requests } = await openPage(browser(), '/login');
    await submit(page, 'Sign In');
    expect(await alertText(page)).toBe('Please fill in all fields');
    await page.getByLabel('Email').fill('student@example.com');
    await submit(page, 'Sign In');
    expect(await alertText(page)).toBe('Please fill in all fields');
    await page.getByLabel('Email').fill('');
    await page.getByLabel('Password').fill('secret1');
    await submit(page, 'Sign In');
    expect(await alertText(page)).toBe('Please fill in all fields');
    expect(authRequests(requests)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(await page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/signup: all fields, matching passwords, at least 6 characters', async () => {
    const { page, errors, requests } = await openPage(browser(), '/signup');
    expect(
      await page.getByLabel('Password', { exact: true }).getAttribute('placeholder'),
    ).toContain('min 6 characters');
    await submit(page, 'Create Account');
    expect(await alertText(page)).toBe('Please fill in all fields');

    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password').fill('secret2');
    await submit(page, 'Create Account');
    expect(await alertText(page)).toBe('Passwords do not match');

    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await submit(page, 'Create Account');
    expect(await alertText(page)).toBe('Password should be at least 6 characters');

    expect(authRequests(requests)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/forgot-password: the e-mail is required', async () => {
    const { page, errors, requests } = await openPage(browser(), '/forgot-password');
    await submit(page, 'Reset Password');
    expect(await alertText(page)).toBe('Please enter your email address');
    await page.getByLabel('Email').fill('   ');
    await submit(page, 'Reset Password');
    expect(await alertText(page)).toBe('Please enter your email address');
    expect(authRequests(requests)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('/profile route guard', () => {
  it('shows Loading... in the served HTML, then sends a signed-out visitor to /login, history replaced', async () => {
    const html = await (await fetch(new URL('/profile', siteUrl()))).text();
    expect(html).toContain('Loading...');

    const { page, errors } = await openPage(browser(), '/about');
    const before = await page.evaluate(() => history.length);
    await page.goto(new URL('/profile', siteUrl()).href);
    await page.waitForURL('**/login?from=/profile');
    expect(await page.locator('h1').textContent()).toBe('Welcome back');
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await networkQuiet(page);
    expect(pathOf(page)).toBe('/about');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('accessibility', () => {
  for (const path of ['/gpa-calculator', '/about', '/login', '/signup', '/forgot-password']) {
    it(`${path} has no axe violations, with its messages shown`, async () => {
      const { page } = await openPage(browser(), path);
      const submitButton = page.locator('form button[type=submit]');
      if ((await submitButton.count()) > 0) await submitButton.click();
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it('the redirect page and the guard have no axe violations (scripts off)', async () => {
    for (const path of ['/', '/no-such-page', '/profile']) {
      // axe needs a script of its own: check the served markup without the page's scripts, so it
      // neither redirects nor runs the guard.
      const served = await (await fetch(new URL(path, siteUrl()))).text();
      const html = served.replace(/<(script|noscript)[\s\S]*?<\/\1>/g, '');
      const page = await browser().newPage();
      await page.route('**/axe-check', (route) =>
        route.fulfill({ contentType: 'text/html', body: html }),
      );
      await gotoQuiet(page, new URL('/axe-check', siteUrl()).href);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    }
  });
});
