import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, contextPerTest, device, openPage, press, siteUrl } from './browser';
import { MAJOR_ALIAS } from '../../widgets/release';
import { TAGS } from './catalog';
import { networkQuiet } from '../../scripts/network-quiet.ts';

// The iframe pages hold each calculator's first screen, rendered at build time: it paints and takes
// typing before any script has run, what was typed then is kept once the scripts hydrate it, and
// every module those scripts import is preloaded from the HTML, none found one round trip late.
const browser = browserForFile();
const { context } = contextPerTest(browser);

// A blog on another site (localhost, where the test server is 127.0.0.1) with the resizer and an
// iframe, which the snippet starts at less than the calculator's height.
const blogHtml = (site: string, tag: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blog</title></head><body><h1>Blog</h1><script type="module" src="${site}/widgets/${MAJOR_ALIAS}/resizer.js"></script><iframe src="${site}/widgets/${MAJOR_ALIAS}/${tag}.html" height="300" style="border: 0; width: 100%"></iframe></body></html>`;
const blog = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(blogHtml(siteUrl(), 'sdt-calculator'));
});
let blogUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  blogUrl = `http://localhost:${(blog.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  blog.closeAllConnections();
  await new Promise((resolve) => blog.close(resolve));
});

const framePath = (tag: string, query = '') => `/widgets/${MAJOR_ALIAS}/${tag}.html${query}`;

/** The page opened at the top, as a link: the browser asks for /favicon.ico, which we do not serve. */
const quietFavicon = () =>
  context().route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));

/**
 * Opens an iframe page with every script held back until `release` is called: the first screen is
 * then all the page has, as on a slow network before the scripts arrive.
 */
async function openWithScriptsHeld(path: string): Promise<{ page: Page; release: () => void }> {
  await quietFavicon();
  const held: Route[] = [];
  let released = false;
  await context().route(/\.js$/, (route) => (released ? route.continue() : held.push(route)));
  const page = await context().newPage();
  await page.goto(new URL(path, siteUrl()).href, { waitUntil: 'commit' });
  const release = () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
  return { page, release };
}

const defined = (page: Page, tag: string) =>
  page.waitForFunction((name) => customElements.get(name) !== undefined, tag);

// Every calculator's build-time render holds its fields (the GPA calculator's, a first visit's
// empty profile with its subject form).
const WITH_FIELDS = TAGS;

describe('the iframe pages’ first screen, built into their HTML', () => {
  it('with JavaScript off, each page shows its calculator, fields and all', async () => {
    await quietFavicon();
    for (const tag of WITH_FIELDS) {
      const page = await browser().newPage({ javaScriptEnabled: false });
      await page.goto(new URL(framePath(tag), siteUrl()).href);
      const calculator = page.locator(tag);
      await expect
        .poll(() => calculator.locator('[part~=base]').isVisible(), { message: tag })
        .toBe(true);
      const field = calculator.locator('input').first();
      expect(await field.isVisible(), tag).toBe(true);
      // Styled, its inline styles allowed by the page's policy: not a bare browser input.
      expect(await field.evaluate((input) => getComputedStyle(input).borderRadius), tag).not.toBe(
        '0px',
      );
      await page.close();
    }
  });

  it('the matrix grid has its columns before any script (no style attribute, which the page’s policy refuses)', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false });
    await page.goto(new URL(framePath('matrix-determinant'), siteUrl()).href);
    const columns = await page
      .locator('matrix-determinant [part~=grid]')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    await page.close();
  });

  it('what is typed before the scripts run is kept, and counts, once they have', async () => {
    const { page, release } = await openWithScriptsHeld(framePath('sdt-calculator'));
    const calculator = page.locator('sdt-calculator');
    const speed = calculator.locator('[part~=field-speed] input');
    await speed.fill('12');
    expect(await page.evaluate(() => customElements.get('sdt-calculator') !== undefined)).toBe(
      false,
    );
    release();
    await defined(page, 'sdt-calculator');
    await calculator.locator('[part~=field-distance] input').fill('24');
    await expect
      .poll(() => calculator.locator('[part~=result-time] dd').textContent())
      .toBe('2.00 h');
    expect(await speed.inputValue()).toBe('12');
  });

  it('a form submitted before the scripts run is held, not a reload, and made once they have', async () => {
    const { page, release } = await openWithScriptsHeld(framePath('gpa-calculator'));
    const calculator = page.locator('gpa-calculator');
    const name = calculator.getByLabel('Subject name');
    await name.fill('Mathematics');
    await calculator.getByLabel('Grade', { exact: true }).selectOption({ label: 'A+' });
    await calculator.getByLabel('Credits', { exact: true }).fill('4');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await press(calculator.getByRole('button', { name: 'Add Subject' }));
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(await name.inputValue()).toBe('Mathematics');
    release();
    await defined(page, 'gpa-calculator');
    await expect
      .poll(() => calculator.locator('[part~="semester"]').textContent())
      .toContain('Mathematics');
    expect(await name.inputValue()).toBe('');
  });

  it('with the resizer, the iframe has its calculator’s height before the calculator’s script runs', async () => {
    const held: Route[] = [];
    let released = false;
    await context().route(/\/chunks\/sdt-calculator-[^/]*\.js$/, (route) =>
      released ? route.continue() : held.push(route),
    );
    const page = await context().newPage();
    await page.goto(blogUrl, { waitUntil: 'commit' });
    const iframe = page.locator('iframe');
    const frame = page.frameLocator('iframe');
    const heights = async () => [
      await iframe.evaluate((element) => element.getBoundingClientRect().height),
      await frame
        .locator('sdt-calculator')
        .evaluate((element) => Math.ceil(element.getBoundingClientRect().height)),
    ];
    await expect.poll(async () => new Set(await heights()).size, { timeout: 10000 }).toBe(1);
    const [before] = await heights();
    expect(before).toBeGreaterThan(300);
    expect(held.length).toBeGreaterThan(0);
    const frameDefined = () =>
      frame
        .locator('sdt-calculator')
        .evaluate(() => customElements.get('sdt-calculator') !== undefined);
    expect(await frameDefined()).toBe(false);
    released = true;
    for (const route of held.splice(0)) void route.continue();
    await expect.poll(frameDefined).toBe(true);
    // Hydrated and working: a field typed into updates the clear button beside it.
    const calculator = frame.locator('sdt-calculator');
    await calculator.locator('[part~=field-speed] input').fill('12');
    await expect
      .poll(() => calculator.getByRole('button', { name: 'Clear speed' }).getAttribute('disabled'))
      .toBe(null);
    expect(await heights()).toEqual([before, before]);
  });
});

// What no screen changes runs on one device (tests/e2e/vitest.config.ts ONE_DEVICE says why).
describe.runIf(device() === 'phone')(
  'the iframe pages’ first screen, what no screen changes',
  () => {
    it('an address that changes the calculator shows it after hydration, keeping what was typed', async () => {
      // Built for the default 2 x 2; the address asks for 3 x 3.
      const { page, release } = await openWithScriptsHeld(
        framePath('matrix-determinant', '?size=3'),
      );
      const cells = page.locator('matrix-determinant [part~=cell]');
      await expect.poll(() => cells.count()).toBe(4);
      await cells.first().fill('7');
      release();
      await defined(page, 'matrix-determinant');
      await expect.poll(() => cells.count()).toBe(9);
      expect(await cells.first().inputValue()).toBe('7');
    });

    it('every module the page loads is preloaded from its HTML', async () => {
      for (const tag of WITH_FIELDS) {
        const { page, requests, errors } = await openPage(context(), framePath(tag));
        await defined(page, tag);
        await networkQuiet(page);
        const preloaded = await page.$$eval('link[rel=modulepreload]', (links) =>
          links.map((link) => (link as HTMLLinkElement).href),
        );
        const entries = await page.$$eval('script[src]', (scripts) =>
          scripts.map((script) => (script as HTMLScriptElement).src),
        );
        const modules = requests.filter((url) => new URL(url).pathname.endsWith('.js'));
        expect(modules.length, tag).toBeGreaterThan(2);
        expect(
          modules.filter((url) => !preloaded.includes(url) && !entries.includes(url)),
          `${tag}: modules found only once a module importing them had arrived`,
        ).toEqual([]);
        expect(errors, tag).toEqual([]);
        await page.close();
      }
    });
  },
);
