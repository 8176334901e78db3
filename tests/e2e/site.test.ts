import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  expectRendered,
  launchBrowser,
  offOriginRequests,
  openPage,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PAGES = [
  { path: '/sdt-calculator', heading: 'Speed Distance Time Calculator', tag: 'sdt-calculator' },
  {
    path: '/matrix-calculator',
    heading: 'Matrix Determinant Calculator',
    tag: 'matrix-determinant',
  },
  { path: '/number-converter', heading: 'Number Converter', tag: 'number-converter' },
  { path: '/embed', heading: 'Embed a calculator', tag: 'number-converter' },
  // `/` redirects (history replaced) to the GPA calculator; routes.test.ts covers the redirect itself.
  { path: '/', heading: 'GPA Calculator', tag: 'gpa-calculator' },
];

describe('site pages', () => {
  for (const { path, heading, tag } of PAGES) {
    it(`${path} renders, stays on its origin and has no accessibility violations`, async () => {
      const { page, requests, errors } = await openPage(browser, path);
      expect(await page.locator('h1').textContent()).toBe(heading);
      if (tag) await expectRendered(page, tag);
      expect(errors).toEqual([]);
      expect(offOriginRequests(requests)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it('the calculator pages paint their calculator before any JavaScript runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const shown = {
      '/sdt-calculator': ['sdt-calculator', 'Distance'],
      '/matrix-calculator': ['matrix-determinant', 'Determinant'],
      '/number-converter': ['number-converter', 'Convert'],
      '/gpa-calculator': ['gpa-calculator', 'Loading your GPA data...'],
    };
    for (const [path, [tag, text]] of Object.entries(shown)) {
      const { page } = await openPage(context, path);
      const box = page.locator(tag!).locator('[part~="base"]');
      expect(await box.textContent(), path).toContain(text);
      // Styled from the first paint: the widget's box, not unstyled text.
      expect(await box.evaluate((base) => getComputedStyle(base).borderStyle), path).toBe('solid');
      await page.close();
    }
    await context.close();
  });

  it('every page asks for its scripts only after its first contentful paint, and runs them', async () => {
    // Nothing on the first screen needs them (it paints without JavaScript), so nothing may wait for
    // them: the first frame never waits for their connections, bytes or hydration.
    const pages = {
      '/sdt-calculator': 'sdt-calculator',
      '/gpa-calculator': '',
      '/about': '',
      '/login': '',
    };
    for (const [path, tag] of Object.entries(pages)) {
      const { page, errors } = await openPage(browser, path);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter(({ name }) => new URL(name).pathname.startsWith('/_astro/'))
          .map(({ startTime }) => startTime),
      }));
      expect(paint, path).not.toBeNull();
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...scripts), path).toBeGreaterThan(paint!);
      // And they run (the other pages' journeys use what theirs do).
      if (tag) await expectRendered(page, tag);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it('the calculator pages ship one React, bundled by the site (no stand-alone widget bundle)', async () => {
    for (const path of ['/sdt-calculator', '/matrix-calculator', '/number-converter']) {
      const { page, requests } = await openPage(browser, path);
      expect(requests.filter((url) => url.includes('/widgets/'))).toEqual([]);
      await page.close();
    }
  });

  it('the embed page documents every element from custom-elements.json', async () => {
    const { page } = await openPage(browser, '/embed');
    const manifest = await (
      await fetch(new URL('/widgets/custom-elements.json', page.url()))
    ).json();
    for (const module of manifest.modules) {
      const [declaration] = module.declarations;
      const section = page.locator(`section#${declaration.tagName}`);
      await expect.poll(() => section.count()).toBe(1);
      const text = await section.textContent();
      expect(text).toContain(`<script type="module" src="`);
      for (const attribute of declaration.attributes) expect(text).toContain(attribute.name);
      for (const event of declaration.events) expect(text).toContain(event.name);
      for (const part of declaration.cssParts) expect(text).toContain(part.name);
      expect(await section.locator(`.preview ${declaration.tagName}`).count()).toBe(1);
    }
    await page.close();
  });
});
