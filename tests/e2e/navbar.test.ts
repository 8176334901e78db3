import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NAV_PAGES, OTHER_TOOLS } from '../../site/src/data/routes';
import { createEmailAccount, signInAs } from './accounts-helpers';
import {
  axeViolations,
  browserForFile,
  device,
  expectInViewport,
  openPage,
  press,
  siteUrl,
  waitForPath,
} from './browser';
import { gotoQuiet, reloadQuiet } from '../../scripts/network-quiet.ts';

const browser = browserForFile();

// Many page loads per test, on a machine that may be busy.
vi.setConfig({ testTimeout: 60_000 });

const url = (path: string) => new URL(path, siteUrl()).href;

/** The pages of the navigation (site/src/data/routes.ts), in order, as [name, href]. */
const PAGES = NAV_PAGES.map(({ label, href }) => [label, href]);

/** The pages of the Other Tools dropdown, by name: every calculator but the GPA calculator. */
const TOOLS = OTHER_TOOLS.map(({ label }) => label);
const OTHER_TOOL_LINKS = OTHER_TOOLS.map(({ label, href }) => [label, href]);

async function linksOf(page: Page, selector: string): Promise<string[][]> {
  return page
    .locator(selector)
    .evaluateAll((links) =>
      links.map((link) => [link.textContent?.trim() ?? '', link.getAttribute('href') ?? '']),
    );
}

/** The text of the focused element. */
const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');

const overflowOf = (page: Page) =>
  page.evaluate(() => [
    getComputedStyle(document.documentElement).overflow,
    getComputedStyle(document.body).overflow,
  ]);

// The bar's desktop layout and its phone layout each run on their own device.
describe.runIf(device() === 'desktop')('navigation bar on a desktop', () => {
  it('has the brand, the items, the Login button and marks the active page', async () => {
    const { page, errors } = await openPage(browser(), '/sdt-calculator');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await page.locator('.navbar .brand').getAttribute('href')).toBe('/gpa-calculator');
    expect(await page.locator('.navbar .brand').textContent()).toBe('CampusCalc');
    expect(await nav.getByRole('link', { name: 'GPA Calculator' }).getAttribute('href')).toBe(
      '/gpa-calculator',
    );
    expect(await nav.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(await nav.getByRole('link', { name: 'GPA Calculator' }).isVisible()).toBe(true);
    const login = page.getByRole('link', { name: 'Login' });
    expect(await login.isVisible()).toBe(true);
    expect(await login.getAttribute('href')).toBe('/login');
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.dataset.session)).toBe('signed-out');

    // The active page: its link in the dropdown is aria-current, the dropdown's button marked too.
    expect(await page.locator('[aria-current="page"]').evaluateAll((els) => els.length)).toBe(2);
    expect(await nav.locator('[aria-current="page"]').getAttribute('href')).toBe('/sdt-calculator');
    expect(await nav.locator('.dropdown-toggle').getAttribute('class')).toContain('active');
    expect(errors).toEqual([]);
    await page.close();

    const about = await openPage(browser(), '/about');
    const aboutNav = about.page.getByRole('navigation', { name: 'Main' });
    expect(await aboutNav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await aboutNav.locator('[aria-current="page"]').count()).toBe(1);
    await about.page.close();
  });

  it('opens Other Tools, which closes on a click outside and on Escape', async () => {
    const { page } = await openPage(browser(), '/matrix-calculator');
    const toggle = page.getByRole('button', { name: 'Other Tools' });
    const panel = page.locator('#other-tools-menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.isVisible()).toBe(true);
    expect(await linksOf(page, '#other-tools-menu a')).toEqual(OTHER_TOOL_LINKS);
    expect(await panel.locator('[aria-current="page"]').textContent()).toContain(
      'Matrix Determinant Calculator',
    );
    // A click inside the panel's own padding keeps it open; one on the page closes it.
    await page.locator('h1').click();
    expect(await panel.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      'Other Tools',
    );

    // Its links go where they say.
    await toggle.click();
    await page.getByRole('link', { name: 'Number Converter' }).click();
    await waitForPath(page, '/number-converter');
    expect(await page.locator('h1').textContent()).toBe('Number Converter');
    await page.close();
  });
});

describe.runIf(device() === 'desktop')('navigation bar with the keyboard', () => {
  it('reaches Other Tools by Tab, opens it with Enter on its first link and reaches every link', async () => {
    const { page } = await openPage(browser(), '/number-converter');
    const focused = () => focusedText(page);
    const seen: string[] = [];
    for (let i = 0; i < 10 && (await focused()) !== 'Other Tools'; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    expect(seen).toEqual(['Skip to content', 'CampusCalc', 'GPA Calculator', 'Other Tools']);
    // The focus ring shows.
    expect(
      await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle),
    ).toBe('solid');

    await page.keyboard.press('Enter');
    expect(await page.locator('#other-tools-menu').isVisible()).toBe(true);
    const inside = [await focused()];
    for (let i = 1; i < TOOLS.length; i++) {
      await page.keyboard.press('Tab');
      inside.push(await focused());
    }
    expect(inside).toEqual(TOOLS);
    // Leaving the dropdown by Tab closes it.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('About');
    expect(await page.locator('#other-tools-menu').isVisible()).toBe(false);
    // The languages, a menu named by the page's: Enter opens it on the first, English, the
    // page itself; the page in Hindi follows (the number converter has it). Then the theme.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('English');
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('English');
    expect(await page.locator('#language-panel [aria-current="true"]').getAttribute('lang')).toBe(
      'en',
    );
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('हिन्दी');
    await page.keyboard.press('Escape');
    expect(await page.locator('#language-panel').isVisible()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Light Mode');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Login');

    // Enter on a dropdown link follows it.
    await page.locator('.main-nav .dropdown-toggle').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/sdt-calculator');
    await page.close();
  });

  it('moves through Other Tools with the arrows, Home and End, as a menu button does', async () => {
    // A short window, so that the page could scroll.
    const context = await browser().newContext({ viewport: { width: 1024, height: 400 } });
    const { page, errors } = await openPage(context, '/gpa-calculator');
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(
      true,
    );
    const toggle = page.locator('.main-nav .dropdown-toggle');
    const panel = page.locator('#other-tools-menu');
    const [first, last, beforeLast] = [TOOLS.at(0), TOOLS.at(-1), TOOLS.at(-2)];
    /** Presses each key in turn and says where the focus went. */
    const press = async (...keys: string[]) => {
      const landed: string[] = [];
      for (const key of keys) {
        await page.keyboard.press(key);
        landed.push(await focusedText(page));
      }
      return landed;
    };

    // ArrowDown on the button opens the panel on its first link; the arrows wrap around.
    await toggle.focus();
    expect(await press('ArrowDown')).toEqual([first]);
    expect(await panel.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Down through every link, and from the last around to the first.
    const down = TOOLS.map(() => 'ArrowDown');
    expect(await press(...down)).toEqual([...TOOLS.slice(1), first]);
    expect(await press('ArrowUp', 'ArrowUp')).toEqual([last, beforeLast]);
    expect(await press('Home', 'End')).toEqual([first, last]);
    // The keys moved the focus, not the page.
    expect(await page.evaluate(() => scrollY)).toBe(0);

    // Escape closes it and puts the focus back on the button.
    expect(await press('Escape')).toEqual(['Other Tools']);
    expect(await panel.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // ArrowUp opens it on its last link; Space on its first.
    expect(await press('ArrowUp')).toEqual([last]);
    expect(await press('Escape', ' ')).toEqual(['Other Tools', first]);
    expect(await panel.isVisible()).toBe(true);

    // Back on the button of the open panel, Enter or Space closes it.
    expect(await press('Shift+Tab', 'Enter')).toEqual(['Other Tools', 'Other Tools']);
    expect(await panel.isVisible()).toBe(false);
    expect(await press(' ', 'Shift+Tab', ' ')).toEqual([first, 'Other Tools', 'Other Tools']);
    expect(await panel.isVisible()).toBe(false);

    // A click opens it and leaves the focus on the button.
    await toggle.click();
    expect(await panel.isVisible()).toBe(true);
    expect(await focusedText(page)).toBe('Other Tools');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.runIf(device() === 'phone')('navigation bar on a phone', () => {
  async function phonePage(path: string): Promise<Page> {
    const page = await browser().newPage();
    await gotoQuiet(page, url(path));
    return page;
  }

  it('opens a side menu from the hamburger, locks scroll and closes on the backdrop and Escape', async () => {
    const page = await phonePage('/sdt-calculator');
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.locator('#side-menu');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await hamburger.isVisible()).toBe(true);
    expect(await hamburger.getAttribute('aria-controls')).toBe('side-menu');
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    // Nothing in the bar overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    expect(await overflowOf(page)).toEqual(['visible', 'visible']);

    await press(hamburger);
    expect(await menu.isVisible()).toBe(true);
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(await linksOf(page, '#side-menu nav a')).toEqual(PAGES);
    expect(await menu.locator('[aria-current="page"]').textContent()).toContain(
      'Speed Distance Time Calculator',
    );
    expect(await overflowOf(page)).toEqual(['hidden', 'hidden']);
    // The page behind does not scroll.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => scrollY)).toBe(0);

    // A tap on the backdrop, right of the panel.
    const { width, height } = page.viewportSize()!;
    await page.touchscreen.tap(width - 20, height / 2);
    expect(await menu.isVisible()).toBe(false);
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await overflowOf(page)).toEqual(['visible', 'visible']);

    // A tap inside the panel, not on a link, keeps it open; Escape closes it, focus back home.
    await press(hamburger);
    await press(page.locator('.side-brand'));
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    await expect.poll(() => overflowOf(page)).toEqual(['visible', 'visible']);
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Menu',
    );

    // The close button closes it; a link navigates.
    await press(hamburger);
    await press(page.getByRole('button', { name: 'Close menu' }));
    expect(await menu.isVisible()).toBe(false);
    await press(hamburger);
    await press(menu.getByRole('link', { name: 'Matrix Determinant Calculator' }));
    await waitForPath(page, '/matrix-calculator');
    expect(await overflowOf(page)).toEqual(['visible', 'visible']);
    await page.close();
  });

  it('has no accessibility violations with the side menu open', async () => {
    const page = await phonePage('/number-converter');
    await press(page.getByRole('button', { name: 'Menu', exact: true }));
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('the account menu', () => {
  // A name and an e-mail longer than any menu is wide.
  const NAME = 'Venkata Lakshmi Narasimha Subrahmanya Chakravarthy';
  const EMAIL = `venkata.lakshmi.narasimha.${Date.now()}@students.university-of-technology.ac.in`;
  const menu = (page: Page) => page.locator('#account-menu');
  const avatar = (page: Page) => page.getByRole('button', { name: 'Account', exact: true });

  async function openMenu(page: Page): Promise<void> {
    await press(avatar(page));
    expect(await menu(page).isVisible()).toBe(true);
  }

  /** The menu lies in the viewport, the name and e-mail whole (wrapped), its three items too. */
  async function expectMenuOnScreen(page: Page): Promise<void> {
    await expectInViewport(menu(page));
    for (const line of ['.account-name', '.account-email']) {
      const text = menu(page).locator(line);
      await expectInViewport(text);
      expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    }
    for (const item of ['Profile', 'Light Mode', 'Logout']) {
      await expectInViewport(
        menu(page).getByRole(item === 'Profile' ? 'link' : 'button', { name: item }),
      );
    }
  }

  // The sweep of widths sets its own viewports: once is enough (on the desktop run).
  it.runIf(device() === 'desktop')(
    'opens inside the viewport at every width, with a long name and e-mail',
    async () => {
      const account = await createEmailAccount({
        email: EMAIL,
        password: 'secret1',
        displayName: NAME,
      });
      for (const width of [320, 390, 768, 1024, 1280]) {
        const context = await browser().newContext({ viewport: { width, height: 800 } });
        const page = await signInAs(context, account, '/about');
        await expect.poll(() => menu(page).locator('.account-name').textContent()).toBe(NAME);
        await openMenu(page);
        expect(await menu(page).locator('.account-email').textContent()).toBe(EMAIL);
        await expectMenuOnScreen(page);
        // No sideways scrolling either: the page is no wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        await context.close();
      }
    },
  );

  it.runIf(device() === 'phone')(
    'gives Profile, the theme toggle and Logout to a phone user',
    async () => {
      const account = await createEmailAccount({
        email: `phone-${EMAIL}`,
        password: 'secret1',
        displayName: NAME,
      });
      const context = await browser().newContext();
      const page = await signInAs(context, account, '/about');
      await expect.poll(() => menu(page).locator('.account-name').textContent()).toBe(NAME);

      // The theme toggle works from inside the menu, which stays open and on screen.
      await openMenu(page);
      await press(menu(page).getByRole('button', { name: 'Light Mode' }));
      expect(await page.evaluate(() => document.body.classList.contains('light'))).toBe(true);
      expect(await menu(page).isVisible()).toBe(true);
      await expectInViewport(menu(page));
      await press(menu(page).getByRole('button', { name: 'Dark Mode' }));
      expect(await page.evaluate(() => document.body.classList.contains('light'))).toBe(false);

      await press(avatar(page));
      expect(await menu(page).isVisible()).toBe(false);
      await openMenu(page);
      await press(menu(page).getByRole('link', { name: 'Profile' }));
      await waitForPath(page, '/profile');

      await expect.poll(() => menu(page).locator('.account-name').textContent()).toBe(NAME);
      await openMenu(page);
      await expectMenuOnScreen(page);
      await press(menu(page).getByRole('button', { name: 'Logout' }));
      await waitForPath(page, '/login');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.session))
        .toBe('signed-out');
      await context.close();
    },
  );
});

describe('theme', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser().newContext();
    // What the page looks like once parsed, before any deferred or module script has run
    // (readyState turns 'interactive' just before they do): the theme must be there already.
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const calculator = document.querySelector('sdt-calculator, matrix-determinant');
        (window as unknown as { beforeScripts: unknown }).beforeScripts = {
          html: document.documentElement.className,
          body: document.body.className,
          session: document.documentElement.dataset.session,
          calculatorTheme: calculator?.getAttribute('theme') ?? null,
          upgraded: calculator ? customElements.get(calculator.localName) !== undefined : null,
        };
      });
    });
  });
  afterAll(() => context.close());

  const beforeScripts = (page: Page) =>
    page.evaluate(() => (window as unknown as { beforeScripts: unknown }).beforeScripts);
  const themeOf = (page: Page, tag: string) => page.locator(tag).first().getAttribute('theme');

  it('is dark by default, toggles to light, persists across reloads and pages without a flash', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoQuiet(page, url('/sdt-calculator'));
    expect(await beforeScripts(page)).toEqual({
      html: '',
      body: '',
      session: 'signed-out',
      calculatorTheme: null,
      upgraded: false,
    });
    const toggle = page.locator('.when-signed-out .theme-toggle');
    expect(await toggle.innerText()).toBe('Light Mode');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(24, 24, 27)',
    );
    expect(await page.getByRole('button', { name: 'Light Mode' }).count()).toBe(1);

    await toggle.click();
    expect(await toggle.innerText()).toBe('Dark Mode');
    expect(await page.getByRole('button', { name: 'Dark Mode' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(
      true,
    );
    expect(await page.evaluate(() => document.body.classList.contains('light'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('campuscalc-theme'))).toBe('light');
    expect(await themeOf(page, 'sdt-calculator')).toBe('light');

    // A reload: light from the first paint, before any module script ran.
    await reloadQuiet(page);
    expect(await beforeScripts(page)).toEqual({
      html: 'light',
      body: 'light',
      session: 'signed-out',
      calculatorTheme: 'light',
      upgraded: false,
    });
    expect(await toggle.innerText()).toBe('Dark Mode');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(244, 244, 245)',
    );

    // Another page, the same.
    await gotoQuiet(page, url('/matrix-calculator'));
    expect(await beforeScripts(page)).toMatchObject({
      html: 'light',
      body: 'light',
      session: 'signed-out',
      calculatorTheme: 'light',
      upgraded: false,
    });
    expect(await themeOf(page, 'matrix-determinant')).toBe('light');
    // The calculator itself paints light.
    const calculatorBackground = () =>
      page
        .locator('matrix-determinant')
        .evaluate((element) =>
          getComputedStyle(element).getPropertyValue('--campuscalc-background'),
        );
    const lightBackground = await calculatorBackground();

    // A calculator added later follows the theme too.
    await page.evaluate(() =>
      document.querySelector('main')?.append(document.createElement('number-converter')),
    );
    await expect.poll(() => themeOf(page, 'number-converter')).toBe('light');

    // Back to dark: html, body and every calculator.
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('');
    expect(await page.evaluate(() => document.body.className)).toBe('');
    expect(await themeOf(page, 'matrix-determinant')).toBeNull();
    expect(await themeOf(page, 'number-converter')).toBeNull();
    expect(await calculatorBackground()).not.toBe(lightBackground);
    expect(await page.evaluate(() => localStorage.getItem('campuscalc-theme'))).toBe('dark');
    await reloadQuiet(page);
    expect(await beforeScripts(page)).toMatchObject({ html: '', body: '' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('follows a change made in another tab', async () => {
    const first = await context.newPage();
    const second = await context.newPage();
    await gotoQuiet(first, url('/number-converter'));
    await gotoQuiet(second, url('/sdt-calculator'));
    await first.locator('.when-signed-out .theme-toggle').click();
    await expect
      .poll(() => second.evaluate(() => document.body.classList.contains('light')))
      .toBe(true);
    expect(await second.locator('sdt-calculator').getAttribute('theme')).toBe('light');
    await first.locator('.when-signed-out .theme-toggle').click();
    await expect
      .poll(() => second.evaluate(() => document.documentElement.classList.contains('light')))
      .toBe(false);
    await first.close();
    await second.close();
  });

  it('a dark page does no work per element as it parses; a light one follows its calculators', async () => {
    // The head script watches every element the parser adds only while the theme is light: dark,
    // the default, needs nothing per element, and its first paint should not pay for it.
    const watching = await browser().newContext();
    await watching.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { subtreeObservers: string[] }).subtreeObservers = calls;
      const observe = MutationObserver.prototype.observe;
      MutationObserver.prototype.observe = function (target, options) {
        if (options?.subtree) calls.push((target as Element).localName ?? target.nodeName);
        observe.call(this, target, options);
      };
    });
    const page = await watching.newPage();
    const subtreeObservers = () =>
      page.evaluate(() => (window as unknown as { subtreeObservers: string[] }).subtreeObservers);
    await page.goto(url('/sdt-calculator'), { waitUntil: 'domcontentloaded' });
    expect(await subtreeObservers()).not.toContain('html');
    await page.evaluate(() => localStorage.setItem('campuscalc-theme', 'light'));
    await reloadQuiet(page);
    expect(await subtreeObservers()).toContain('html');
    expect(await themeOf(page, 'sdt-calculator')).toBe('light');
    await watching.close();
  });

  it('has no accessibility violations in either theme, its menu open', async () => {
    const page = await context.newPage();
    await gotoQuiet(page, url('/sdt-calculator'));
    // A phone's menu is the side menu; a desktop's, the Other Tools dropdown.
    const [opener, menu] =
      device() === 'phone'
        ? [page.getByRole('button', { name: 'Menu', exact: true }), page.locator('#side-menu')]
        : [page.getByRole('button', { name: 'Other Tools' }), page.locator('#other-tools-menu')];
    const toggle = page.locator('.when-signed-out .theme-toggle');
    await press(opener);
    expect(await menu.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await press(toggle);
    expect(await page.evaluate(() => document.body.classList.contains('light'))).toBe(true);
    await press(opener);
    expect(await menu.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await press(toggle);
    await page.close();
  });
});
