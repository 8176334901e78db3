import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, siteUrl } from './browser';
import { addSubject } from './gpa-helpers';

// Embedding as a college portal or a blog does: a page on another origin, made of nothing but the
// snippets the /embed page hands out, fetching our files with the headers firebase.json deploys
// (the static server applies them). The snippets name the site's deployed address (the build's
// SITE_URL); requests to it are answered by the test server, headers and all, and Chromium applies
// CORS to those answers as to any. The host's origin is a made-up one, as a real portal's would be.
const PORTAL = 'http://portal.example';
const TAGS = ['sdt-calculator', 'matrix-determinant', 'number-converter', 'gpa-calculator'];

let browser: Browser;
let snippets: Record<string, string>;
beforeAll(async () => {
  browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${siteUrl()}/embed`);
  snippets = Object.fromEntries(
    await page
      .locator('section[id] pre[data-snippet], pre[data-snippet]')
      .evaluateAll((pres) =>
        pres.map((pre) => [
          `${pre.closest('section[id]')?.id ?? 'page'}/${(pre as HTMLElement).dataset.snippet}`,
          pre.textContent ?? '',
        ]),
      ),
  );
  await page.close();
});
afterAll(() => browser.close());

const snippet = (section: string, kind: string) => {
  const text = snippets[`${section}/${kind}`];
  expect(text, `the ${kind} snippet of ${section}`).toBeTruthy();
  return text!;
};

interface Portal {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions, failed requests and error statuses, as they come. */
  problems: string[];
}

/**
 * A portal page at PORTAL whose body is `html`, in a context that prefers `colorScheme`. Requests to
 * the origin the snippets name go to the test server; `stripCors` drops its CORS header, as a host
 * without it would.
 */
async function openPortal(
  html: string,
  { colorScheme = 'light' as 'light' | 'dark', stripCors = false } = {},
): Promise<Portal> {
  const context = await browser.newContext({ colorScheme });
  const origins = new Set(
    [...html.matchAll(/(?:src)="(https?:\/\/[^/"]+)\//g)].map(([, origin]) => origin!),
  );
  for (const origin of origins) {
    await context.route(`${origin}/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${siteUrl()}${url.pathname}${url.search}` });
      const headers = response.headers();
      if (stripCors) delete headers['access-control-allow-origin'];
      await route.fulfill({ response, headers });
    });
  }
  await context.route(`${PORTAL}/`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Student corner</title><style>body{background:#fff;color:#222;font-family:Georgia,serif}</style></head><body><h1>Student corner</h1>${html}</body></html>`,
    }),
  );
  const problems: string[] = [];
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.goto(`${PORTAL}/`, { waitUntil: 'networkidle' });
  return { context, page, problems };
}

const luminance = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
};

/** Checks that the element renders, computes its example and, on a light page, arrives light. */
async function expectWorks(root: Page | FrameLocator, tag: string): Promise<void> {
  const element = root.locator(tag);
  await expect.poll(() => element.locator('[part~=base]').count()).toBe(1);
  const calculations: Record<string, () => Promise<void>> = {
    'sdt-calculator': () =>
      expect.poll(() => element.locator('[part~=result-time]').textContent()).toContain('2.00 h'),
    'matrix-determinant': () =>
      expect.poll(() => element.locator('[part~=result]').first().textContent()).toContain('41'),
    'number-converter': () =>
      expect.poll(() => element.locator('[part~=result]').first().inputValue()).toBe('255'),
    'gpa-calculator': async () => {
      await addSubject(element, 'Mathematics', 'A+', '4');
      await expect.poll(() => element.locator('[part~=gpa-circle]').textContent()).toBe('9.00');
    },
  };
  await calculations[tag]!();
  const background = await element
    .locator('[part~=base]')
    .evaluate((base) => getComputedStyle(base).backgroundColor);
  expect(luminance(background), `${tag} follows the light preference`).toBeGreaterThan(0.8);
}

/** No element raised a toast: what shows is what the visitor asked for, nothing on load. */
async function expectNoToasts(root: Page | FrameLocator, tags: readonly string[]) {
  for (const tag of tags) {
    expect(await root.locator(`${tag} [part~=toast]`).count(), `${tag} toasts`).toBe(0);
  }
}

const elementMarkup = (tag: string) => snippet(tag, 'script').split('\n').slice(1).join('\n');

describe('embedding from another origin, as /embed says', () => {
  it.each(TAGS)('<%s> by its script snippet', async (tag) => {
    const portal = await openPortal(snippet(tag, 'script'));
    await expectNoToasts(portal.page, [tag]);
    await expectWorks(portal.page, tag);
    expect(portal.problems).toEqual([]);
    await portal.context.close();
  });

  it('every element from the all-in-one script, pinned versions too', async () => {
    const portal = await openPortal(
      [snippet('page', 'all-in-one'), ...TAGS.map(elementMarkup)].join('\n'),
    );
    await expectNoToasts(portal.page, TAGS);
    for (const tag of TAGS) await expectWorks(portal.page, tag);
    expect(portal.problems).toEqual([]);
    await portal.context.close();
    const pinned = await openPortal(snippet('number-converter', 'pinned'));
    await expectWorks(pinned.page, 'number-converter');
    expect(pinned.problems).toEqual([]);
    await pinned.context.close();
  });

  it('fails without the CORS header: the test reaches the browser’s check', async () => {
    const portal = await openPortal(snippet('number-converter', 'script'), { stripCors: true });
    expect(await portal.page.evaluate(() => customElements.get('number-converter'))).toBe(
      undefined,
    );
    expect(portal.problems.join('\n')).toContain('CORS policy');
    await portal.context.close();
  });

  it('on a dark page, theme="auto" arrives dark', async () => {
    const portal = await openPortal(snippet('sdt-calculator', 'script'), { colorScheme: 'dark' });
    const base = portal.page.locator('sdt-calculator [part~=base]');
    await expect.poll(() => base.count()).toBe(1);
    const background = await base.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(luminance(background)).toBeLessThan(0.3);
    await portal.context.close();
  });
});

const frameOf = (page: Page, tag: string) => page.frameLocator(`iframe[src*="/${tag}.html"]`);
const iframeHeight = (iframe: Locator) =>
  iframe.evaluate((frame) => frame.getBoundingClientRect().height);

describe('embedding by iframe, for pages that allow no script', () => {
  it('every calculator works in its iframe, which keeps the snippet’s height', async () => {
    const portal = await openPortal(TAGS.map((tag) => snippet(tag, 'iframe')).join('\n'));
    for (const tag of TAGS) {
      const iframe = portal.page.locator(`iframe[src*="/${tag}.html"]`);
      await iframe.scrollIntoViewIfNeeded();
      await expectNoToasts(frameOf(portal.page, tag), [tag]);
      await expectWorks(frameOf(portal.page, tag), tag);
      const fixed = Number(/height="(\d+)"/.exec(snippet(tag, 'iframe'))![1]);
      expect(await iframeHeight(iframe), tag).toBe(fixed);
    }
    expect(portal.problems).toEqual([]);
    await portal.context.close();
  });

  it('with the resizer, each iframe takes its calculator’s height as it changes', async () => {
    const portal = await openPortal(
      [snippet('page', 'resizer'), snippet('gpa-calculator', 'iframe')].join('\n'),
    );
    const iframe = portal.page.locator('iframe');
    const calculator = frameOf(portal.page, 'gpa-calculator').locator('gpa-calculator');
    const calculatorHeight = () =>
      calculator.evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
    await expect
      .poll(async () => (await iframeHeight(iframe)) - (await calculatorHeight()))
      .toBe(0);
    const before = await iframeHeight(iframe);
    await addSubject(calculator, 'Physics', 'A', '3');
    await expect.poll(() => iframeHeight(iframe)).toBeGreaterThan(before);
    expect(await iframeHeight(iframe)).toBe(await calculatorHeight());
    expect(portal.problems).toEqual([]);
    await portal.context.close();
  });
});
