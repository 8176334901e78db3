import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT } from '../../site/src/data/about';
import { GPA_PAGE } from '../../site/src/data/routes';
import {
  axeViolations,
  browserForFile,
  device,
  expectRendered,
  offOriginRequests,
  openPage,
  siteUrl,
} from './browser';
import { OTHER_CALCULATORS } from './catalog';
import { networkQuiet } from '../../scripts/network-quiet.ts';

const browser = browserForFile();

// Every calculator's page is headed by its name in the navigation.
const PAGES = [
  ...OTHER_CALCULATORS.map(({ href, label, tag }) => ({ path: href, heading: label, tag })),
  { path: '/embed', heading: 'Embed a calculator', tag: 'number-converter' },
  // `/` redirects (history replaced) to the GPA calculator; routes.test.ts covers the redirect itself.
  { path: '/', heading: GPA_PAGE.label, tag: GPA_PAGE.tag },
];

describe('site pages', () => {
  for (const { path, heading, tag } of PAGES) {
    it(`${path} renders, stays on its origin and has no accessibility violations`, async () => {
      const { page, requests, errors } = await openPage(browser(), path);
      expect(await page.locator('h1').textContent()).toBe(heading);
      if (tag) await expectRendered(page, tag);
      expect(errors).toEqual([]);
      expect(offOriginRequests(requests)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it('the embed page starts a preview only as it comes near the screen, and every one renders', async () => {
    const { page, errors } = await openPage(browser(), '/embed');
    await networkQuiet(page);
    // The last preview is screens away: nothing of it loads with the page.
    expect(await page.evaluate(() => customElements.get('gpa-calculator'))).toBeUndefined();
    for (const section of await page.locator('section.element').all()) {
      const tag = await section.getAttribute('id');
      await expectRendered(page, `section#${tag} .preview ${tag}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

// What no screen changes runs on one device (tests/e2e/vitest.config.ts ONE_DEVICE says why).
describe.runIf(device() === 'desktop')('site pages, what no screen changes', () => {
  it('every page asks for its scripts and manifest only after its first contentful paint, and runs them', async () => {
    // Nothing on the first screen needs them (it paints without JavaScript), so nothing may wait for
    // them: the first frame never waits for their connections, bytes or hydration, and no request
    // but the page's own races it (its icon is inline).
    const pages = {
      '/sdt-calculator': 'sdt-calculator',
      '/gpa-calculator': 'gpa-calculator',
      '/about': '',
      '/login': '',
    };
    for (const [path, tag] of Object.entries(pages)) {
      const served = await (await fetch(`${siteUrl()}${path}`)).text();
      expect(served, path).not.toMatch(/<script type="module" src=|<link rel="manifest"/);
      const { page, errors } = await openPage(browser(), path);
      // The loader asks for them once the first paint is reported, which on a busy machine can
      // come after the page has loaded.
      await page.waitForFunction(() =>
        performance
          .getEntriesByType('resource')
          .some(({ name }) => new URL(name).pathname.startsWith('/_astro/')),
      );
      const { paint, scripts, icon } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter(({ name }) => new URL(name).pathname.startsWith('/_astro/'))
          .map(({ startTime }) => startTime),
        icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href,
      }));
      expect(paint, path).not.toBeNull();
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...scripts), path).toBeGreaterThan(paint!);
      expect(icon, path).toMatch(/^data:image\/svg\+xml,/);
      // And they run (the other pages' journeys use what theirs do), and the site stays installable.
      if (tag) await expectRendered(page, tag);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href'), path).toBe(
        '/manifest.webmanifest',
      );
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it('the calculator pages ship one React, bundled by the site (no stand-alone widget bundle)', async () => {
    for (const { href } of OTHER_CALCULATORS) {
      const { page, requests } = await openPage(browser(), href);
      expect(requests.filter((url) => url.includes('/widgets/'))).toEqual([]);
      await page.close();
    }
  });

  it('the embed pages document every element from custom-elements.json', async () => {
    const { page } = await openPage(browser(), '/embed');
    const manifest = await (
      await fetch(new URL('/widgets/custom-elements.json', page.url()))
    ).json();
    const { page: reference } = await openPage(browser(), '/embed/reference');
    for (const module of manifest.modules) {
      const [declaration] = module.declarations;
      const section = page.locator(`section#${declaration.tagName}`);
      await expect.poll(() => section.count()).toBe(1);
      expect(await section.textContent()).toContain(`<script type="module" src="`);
      expect(await section.locator(`.preview ${declaration.tagName}`).count()).toBe(1);
      // Its reference, one link away.
      const text = await reference.locator(`section#${declaration.tagName}`).textContent();
      for (const attribute of declaration.attributes) expect(text).toContain(attribute.name);
      for (const event of declaration.events) expect(text).toContain(event.name);
      for (const property of declaration.cssProperties) expect(text).toContain(property.name);
      for (const part of declaration.cssParts) expect(text).toContain(part.name);
    }
    await reference.close();
    await page.close();
  });
});

// Every page a visitor can use without JavaScript shows its content as served, signed out: the
// calculators painted at build time and styled, the forms, the navbar's Login button.
describe('with JavaScript off', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser().newContext({ javaScriptEnabled: false });
  });
  afterAll(() => context.close());

  const visible = (page: Page, name: string) =>
    page.getByRole('main').getByText(name, { exact: true }).isVisible();
  /** The page's own text shows, and so does the navbar's Login button. */
  const shows = async (path: string, expectations: (page: Page) => Promise<void>) => {
    const { page } = await openPage(context, path);
    const login = page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
    expect(await login.isVisible(), `${path}: the navbar's Login button`).toBe(true);
    // Its buttons that only its script makes work are served disabled (shown or not at this width).
    for (const button of [
      '.hamburger',
      '.main-nav .dropdown-toggle',
      '.when-signed-out .theme-toggle',
    ]) {
      expect(await page.locator(`.navbar ${button}`).isDisabled(), `${path}: ${button}`).toBe(true);
    }
    await expectations(page);
    await page.close();
  };

  // The GPA calculator needs its script (below); every other calculator paints at build time.
  for (const { href: path, tag, journey } of OTHER_CALCULATORS) {
    it(`${path} paints its calculator, styled, icons drawn`, async () => {
      await shows(path, async (page) => {
        const box = page.locator(tag).locator('[part~="base"]');
        expect(await box.isVisible()).toBe(true);
        // The fields a visitor's calculation fills are there before any script.
        for (const step of journey.calculation.steps) {
          const field = 'fill' in step ? step.fill : 'pick' in step ? step.pick : null;
          if (field === null) continue;
          expect(await box.getByLabel(field, { exact: true }).isVisible(), field).toBe(true);
        }
        // Styled from the first paint: the widget's box, not unstyled text.
        expect(await box.evaluate((base) => getComputedStyle(base).borderStyle)).toBe('solid');
        // Its icons drawn (the SDT's Clear buttons, the others' Copy), 1em square: no script draws them.
        const icons = await box.locator('.icon').evaluateAll((found) =>
          found.map((icon) => {
            const { width, height } = icon.querySelector('svg')?.getBoundingClientRect() ?? {};
            return `${width} x ${height} at ${getComputedStyle(icon).fontSize}`;
          }),
        );
        expect(icons.length).toBeGreaterThan(0);
        for (const icon of icons) expect(icon).toMatch(/^(\d+) x \1 at \1px$/);
      });
    });
  }

  it('/gpa-calculator shows the promotion card, and says the calculator needs JavaScript', async () => {
    await shows('/gpa-calculator', async (page) => {
      for (const text of [
        'Unlock Full GPA Calculator Features',
        'Login to Continue',
        'Create Free Account',
        'Your data is encrypted and secure.',
        'Saved on this device. Log in or sign up to sync.',
      ]) {
        expect(await visible(page, text), text).toBe(true);
      }
      // In place of a loading state that would never end: a note, styled as the calculator's box.
      // (By CSS: Playwright's text search skips <noscript>.)
      const note = page.locator('noscript .needs-script');
      expect(await note.isVisible()).toBe(true);
      expect(await note.textContent()).toContain('The GPA calculator needs JavaScript.');
      expect(await note.evaluate((element) => getComputedStyle(element).borderStyle)).toBe('solid');
      expect(await page.getByText('Loading your GPA data...').locator('visible=true').count()).toBe(
        0,
      );
    });
  });

  it('/about shows its text', async () => {
    await shows('/about', async (page) => {
      expect(await page.getByRole('heading', { level: 1, name: ABOUT.en.title }).isVisible()).toBe(
        true,
      );
      for (const section of ABOUT.en.sections)
        expect(await visible(page, section.heading)).toBe(true);
    });
  });

  const FORMS = {
    '/login': [['Email', 'Password'], 'Sign In'],
    '/signup': [['Full Name', 'Email', 'Password', 'Confirm Password'], 'Create Account'],
    '/forgot-password': [['Email'], 'Reset Password'],
  } as const;
  for (const [path, [fields, submit]] of Object.entries(FORMS)) {
    it(`${path} shows its form`, async () => {
      await shows(path, async (page) => {
        const form = page.getByRole('main').locator('form');
        for (const field of fields) {
          expect(await form.getByLabel(field, { exact: true }).isVisible(), field).toBe(true);
        }
        // Served disabled (the page's script enables it): submitted by the browser instead, the form
        // would put the password in the page's URL.
        const button = form.getByRole('button', { name: submit });
        expect(await button.isVisible()).toBe(true);
        expect(await button.isDisabled()).toBe(true);
        expect(await form.locator('noscript .needs-script').textContent()).toContain(
          'This form needs JavaScript.',
        );
      });
    });
  }

  it('/embed shows every snippet and reference', async () => {
    await shows('/embed', async (page) => {
      const sections = page.locator('section.element');
      expect(await sections.count()).toBeGreaterThan(0);
      for (const section of await sections.all()) {
        for (const kind of ['script', 'pinned', 'iframe']) {
          expect(await section.locator(`pre[data-snippet="${kind}"]`).isVisible()).toBe(true);
        }
        // The reference opens without a script: a link to its own page.
        expect(await section.locator('ul.reference a').count()).toBeGreaterThan(0);
      }
      const attributes = page.locator('section#gpa-calculator ul.reference a').first();
      await attributes.click();
      await page.waitForURL(/\/embed\/reference#gpa-calculator-attributes$/);
      expect(await page.locator('#gpa-calculator-attributes dl').isVisible()).toBe(true);
    });
  });
});
