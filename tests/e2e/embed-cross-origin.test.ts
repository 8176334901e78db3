import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, launchBrowser, press, siteUrl } from './browser';
import { UNREACHABLE_MESSAGE } from '../../packages/core/src/network-messages';
import { WIDGETS_VERSION } from '../../widgets/release';
import { CALCULATORS, TAGS, calculate } from './catalog';
import { addSubject } from './gpa-helpers';
import { gotoQuiet, networkQuiet, reloadQuiet } from '../../scripts/network-quiet.ts';

// Embedding as a college portal or a blog does: a page on another origin, made of nothing but the
// snippets the /embed page hands out, fetching our files over the network with the headers
// firebase.json deploys (the static server applies them), so Chromium's own CORS, framing and
// storage rules apply. The snippets name the site's deployed address (the build's SITE_URL); the
// one change made to them is that address, replaced by the test server's. The portal is served by
// a server of this test at `localhost`, another origin and site than the test server's `127.0.0.1`
// (routing requests in Playwright instead would not do: it adds CORS headers to what it fulfils).
// Every element of the catalog, each worked by its journey's example.

let browser: Browser;
/** Each snippet of the /embed page: the section it is in (an element's tag) and its kind. */
let snippets: { section: string; kind: string; text: string }[];
beforeAll(async () => {
  browser = await launchBrowser();
  const page = await browser.newPage();
  await page.goto(`${siteUrl()}/embed`);
  snippets = await page.locator('pre[data-snippet]').evaluateAll((pres) =>
    pres.map((pre) => ({
      section: pre.closest('section[id]')?.id ?? '',
      kind: (pre as HTMLElement).dataset.snippet ?? '',
      text: pre.textContent ?? '',
    })),
  );
  await page.close();
});
afterAll(() => browser.close());

/** The snippet of `kind` in the section of element `tag`, or anywhere on the page. */
const snippet = (kind: string, tag?: string) => {
  const found = snippets.filter(
    (each) => each.kind === kind && (tag === undefined || each.section === tag),
  );
  expect(found.length, `the ${kind} snippet ${tag ?? ''}`).toBe(1);
  return found[0]!.text;
};

interface Portal {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions, failed requests and error statuses, as they come. */
  problems: string[];
}

/** The page the portal server serves, set by openPortal. */
let portalHtml = '';
const startServer = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
const portal = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(portalHtml);
});
/** The test server as a host without the CORS header: a proxy that drops it. */
const withoutCors = createServer((request, response) => {
  const upstream = httpRequest(
    `${siteUrl()}${request.url}`,
    { headers: request.headers },
    (answer) => {
      const headers = { ...answer.headers };
      delete headers['access-control-allow-origin'];
      response.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(response);
    },
  );
  upstream.end();
});
let portalUrl: string;
let withoutCorsUrl: string;
beforeAll(async () => {
  portalUrl = `http://localhost:${await startServer(portal)}/`;
  withoutCorsUrl = `http://127.0.0.1:${await startServer(withoutCors)}`;
});
afterAll(async () => {
  for (const server of [portal, withoutCors]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * Opens a portal page whose body is the snippets `html`, in a context that prefers `colorScheme`,
 * with the site's address in them replaced by the test server's (or, `stripCors`, by a host that
 * sends no CORS header), at the portal's address with `query`.
 */
async function openPortal(
  html: string,
  { colorScheme = 'light' as 'light' | 'dark', stripCors = false, query = '' } = {},
): Promise<Portal> {
  const deployed = /="(https?:\/\/[^/"]+)\/widgets\//.exec(html)![1]!;
  const served = html.replaceAll(deployed, stripCors ? withoutCorsUrl : siteUrl());
  portalHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Student corner</title><style>body{background:#fff;color:#222;font-family:Georgia,serif}</style></head><body><h1>Student corner</h1>${served}</body></html>`;
  const context = await browser.newContext({ colorScheme });
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
  await gotoQuiet(page, `${portalUrl}${query}`);
  return { context, page, problems };
}

const luminance = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
};

/**
 * Checks that the element renders, computes its example (its journey's steps, from its /embed
 * snippet's attributes) and, on a light page, arrives light.
 */
async function expectWorks(root: Page | FrameLocator, tag: string): Promise<void> {
  const element = root.locator(tag);
  await expect.poll(() => element.locator('[part~=base]').count()).toBeGreaterThan(0);
  await calculate(
    element,
    CALCULATORS.find((calculator) => calculator.tag === tag)!.journey.example,
  );
  const background = await element
    .locator('[part~=base]')
    .first()
    .evaluate((base) => getComputedStyle(base).backgroundColor);
  expect(luminance(background), `${tag} follows the light preference`).toBeGreaterThan(0.8);
}

/** No element raised a toast: what shows is what the visitor asked for, nothing on load. */
async function expectNoToasts(root: Page | FrameLocator, tags: readonly string[]) {
  for (const tag of tags) {
    expect(await root.locator(`${tag} [part~=toast]`).count(), `${tag} toasts`).toBe(0);
  }
}

const elementMarkup = (tag: string) => snippet('script', tag).split('\n').slice(1).join('\n');

// What the browser's rules across origins allow (the scripts, versions, storage, parts loaded on
// demand, the address, CORS, the theme) is the same at any size: once, on desktop. The iframes'
// heights below depend on the width, so they run on both.
describe.runIf(device() === 'desktop')('embedding from another origin, as /embed says', () => {
  it.each(TAGS)('<%s> by its script snippet', async (tag) => {
    const portal = await openPortal(snippet('script', tag));
    await expectNoToasts(portal.page, [tag]);
    await expectWorks(portal.page, tag);
    expect(portal.problems).toEqual([]);
    await portal.context.close();
  });

  it('every element from the all-in-one script, pinned versions too', async () => {
    const portal = await openPortal([snippet('all-in-one'), ...TAGS.map(elementMarkup)].join('\n'));
    await expectNoToasts(portal.page, TAGS);
    for (const tag of TAGS) await expectWorks(portal.page, tag);
    expect(portal.problems).toEqual([]);
    await portal.context.close();
    const pinned = await openPortal(snippet('pinned', 'number-converter'));
    await expectWorks(pinned.page, 'number-converter');
    expect(pinned.problems).toEqual([]);
    await pinned.context.close();
  });

  // Portals that pinned an earlier release: the deploy still serves each one whole (unpacked from
  // its archive), as it was: 1.0.0 without grade scales, 1.1.0 with them but without the working.
  it.each([
    { version: '1.0.0', scales: 0, working: 0 },
    { version: '1.1.0', scales: 1, working: 0 },
  ])(
    'a page pinned to $version keeps it after later releases',
    async ({ version, scales, working }) => {
      // The elements that release had: a later one is not in its folder.
      const manifest = (await (
        await fetch(`${siteUrl()}/widgets/${version}/custom-elements.json`)
      ).json()) as { modules: { declarations: { tagName?: string }[] }[] };
      const released = manifest.modules.flatMap(({ declarations }) =>
        declarations.flatMap(({ tagName }) => (tagName ? [tagName] : [])),
      );
      const tags = TAGS.filter((tag) => released.includes(tag));
      expect(tags.length, `elements of ${version}`).toBeGreaterThan(0);
      const pinned = tags
        .map((tag) =>
          snippet('pinned', tag).replace(`/widgets/${WIDGETS_VERSION}/`, `/widgets/${version}/`),
        )
        .join('\n');
      expect(pinned).not.toContain(`/${WIDGETS_VERSION}/`);
      const portal = await openPortal(pinned);
      for (const tag of tags) await expectWorks(portal.page, tag);
      expect(await portal.page.locator('gpa-calculator [part~=scale]').count()).toBe(scales);
      expect(await portal.page.locator('[part~=working-toggle]').count()).toBe(working);
      expect(portal.problems).toEqual([]);
      await portal.context.close();
    },
  );

  it('a university portal: preset and lock-scale on the snippet', async () => {
    // The snippet gives both; here for VTU, by the id its corrected preset took over.
    const markup = snippet('script', 'gpa-calculator').replace(
      /preset="[\w-]+"/,
      'preset="vtu-2022"',
    );
    expect(markup).toContain('preset="vtu-2022" lock-scale');
    const portal = await openPortal(markup);
    const element = portal.page.locator('gpa-calculator');
    await expect.poll(() => element.locator('[part~=scale]').textContent()).toContain('VTU 2022');
    expect(await element.getByRole('button', { name: 'Change' }).count()).toBe(0);
    // VTU's worked example: O and B over 4 credits each, CGPA 8.00, (8.00 − 0.75) × 10 = 72.50%.
    await addSubject(element, 'Mathematics', 'O (10)', '4');
    await addSubject(element, 'Physics', 'B (6)', '4');
    await expect.poll(() => element.locator('[part~=gpa-circle]').textContent()).toMatch(/^8\.00/);
    await expect
      .poll(() => element.locator('[part~=percentage]').textContent())
      .toContain('72.50%');
    // 'vtu-2022' names the corrected preset now (a class from 7.75), whose own file, with its
    // sources, the element loads from our origin into the portal's page.
    expect(await element.locator('[part~=percentage]').textContent()).toContain(
      'Class: First Class with Distinction',
    );
    await expect
      .poll(() => element.locator('[part~=percentage] .scale-source').count())
      .toBeGreaterThan(0);
    // Marks to grade on VTU's bands, in the portal: 85 marks is A+ (80–89).
    await press(element.getByRole('button', { name: 'Marks tools' }));
    const tools = element.getByRole('dialog', { name: 'Marks tools' });
    await expect.poll(() => tools.isVisible()).toBe(true);
    await tools.getByLabel('Marks (out of 100)').fill('85');
    await expect
      .poll(() => tools.getByRole('status').first().textContent())
      .toBe('85 marks: A+ (Excellent), 80–89.');
    expect(portal.problems).toEqual([]);
    await portal.context.close();
  });

  // A phone on a train: the connection drops after the calculator has loaded. A part it loads on
  // demand (the profiles drawer) cannot arrive: the visitor is told, nothing is lost, and the
  // drawer opens once the connection is back.
  it('a part loaded on demand while offline: says so, keeps everything, opens once online', async () => {
    const portal = await openPortal(snippet('script', 'gpa-calculator'));
    const element = portal.page.locator('gpa-calculator');
    await addSubject(element, 'Mathematics', 'A+ (9)', '4');
    await expect.poll(() => element.locator('[part~=gpa-circle]').textContent()).toMatch(/^9\.00/);
    await portal.context.setOffline(true);
    await element.locator('[part~=profile-selector]').click();
    await expect
      .poll(() => element.locator('[part~=toast]').allTextContents())
      .toEqual([expect.stringContaining(UNREACHABLE_MESSAGE)]);
    expect(await element.getByRole('dialog', { name: 'Profiles' }).count()).toBe(0);
    expect(await element.locator('[part~=gpa-circle]').textContent()).toMatch(/^9\.00/);

    await portal.context.setOffline(false);
    await element.locator('[part~=profile-selector]').click();
    await expect
      .poll(() => element.getByRole('dialog', { name: 'Profiles' }).isVisible())
      .toBe(true);
    // What went wrong is only chunks fetched offline (the drawer's, and any part a pointer passing
    // over its control prefetched meanwhile), and the error logged for the drawer's.
    expect(portal.problems.some((problem) => /profile-drawer-[\w-]+\.js/.test(problem))).toBe(true);
    for (const problem of portal.problems) {
      expect(problem).toMatch(
        /\/widgets\/chunks\/[\w-]+\.js|Failed to fetch dynamically imported module|ERR_INTERNET_DISCONNECTED/,
      );
    }
    await portal.context.close();
  });

  // The toasts' icons and placement load at the first interaction: offline from before it, a
  // message still shows, without its icon, where the stylesheet puts it, and closes.
  it('a message raised before the toasts could load: shown without its icon, closable; the next has it', async () => {
    const portal = await openPortal(snippet('script', 'gpa-calculator'));
    const element = portal.page.locator('gpa-calculator');
    await expect.poll(() => element.locator('[part~=gpa-circle]').count()).toBe(1);
    await portal.context.setOffline(true);
    await element.locator('[part~=profile-selector]').click();
    const toast = element.locator('[part~=toast]');
    await expect
      .poll(() => toast.allTextContents())
      .toEqual([expect.stringContaining(UNREACHABLE_MESSAGE)]);
    expect(await toast.locator('.toast__icon').count()).toBe(0);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => toast.count()).toBe(0);

    await portal.context.setOffline(false);
    await addSubject(element, 'Mathematics', 'A+ (9)', '4');
    // Deleting it says so, with Undo: the next message, its icon there.
    await element.getByRole('button', { name: 'Delete Mathematics' }).click();
    await expect.poll(() => toast.locator('.toast__icon').count()).toBe(1);
    await portal.context.close();
  });

  // A maths teacher's blog post with two matrices, each keeping its inputs in the post's address.
  it('url-inputs keeps the inputs in the host page’s address, each element under its prefix', async () => {
    const markup = snippet('script', 'matrix-determinant');
    const tag = /<matrix-determinant[^>]*><\/matrix-determinant>/.exec(markup)![0];
    const portal = await openPortal(
      markup
        .replace(tag, '<matrix-determinant url-inputs="a"></matrix-determinant>')
        .concat('<matrix-determinant url-inputs="b"></matrix-determinant>'),
      { query: '?post=7&a.size=2&a.values=3,1;4,2#comments' },
    );
    const matrices = portal.page.locator('matrix-determinant');
    const [first, second] = [matrices.nth(0), matrices.nth(1)];
    await expect.poll(() => first.locator('[part~=result-value]').textContent()).toBe('2');
    const cell = second.getByLabel('Row 1, column 1');
    await press(cell);
    await cell.fill('5');
    const query = () => decodeURIComponent(new URL(portal.page.url()).search);
    await expect.poll(query).toBe('?post=7&a.size=2&a.values=3,1;4,2&b.size=2&b.values=5');
    expect(new URL(portal.page.url()).hash).toBe('#comments');
    await reloadQuiet(portal.page);
    await expect.poll(() => second.getByLabel('Row 1, column 1').inputValue()).toBe('5');
    expect(await first.locator('[part~=result-value]').textContent()).toBe('2');
    expect(portal.problems).toEqual([]);
    await portal.context.close();
  });

  it('fails without the CORS header: the test reaches the browser’s check', async () => {
    const portal = await openPortal(snippet('script', 'number-converter'), { stripCors: true });
    expect(await portal.page.evaluate(() => customElements.get('number-converter'))).toBe(
      undefined,
    );
    expect(portal.problems.join('\n')).toContain('CORS policy');
    await portal.context.close();
  });

  it('on a dark page, theme="auto" arrives dark', async () => {
    const portal = await openPortal(snippet('script', 'sdt-calculator'), { colorScheme: 'dark' });
    const base = portal.page.locator('sdt-calculator [part~=base]').first();
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
    const portal = await openPortal(TAGS.map((tag) => snippet('iframe', tag)).join('\n'));
    for (const tag of TAGS) {
      const iframe = portal.page.locator(`iframe[src*="/${tag}.html"]`);
      await iframe.scrollIntoViewIfNeeded();
      await expectNoToasts(frameOf(portal.page, tag), [tag]);
      await expectWorks(frameOf(portal.page, tag), tag);
      if (tag === 'gpa-calculator') {
        // The snippet's preset and lock-scale, through the iframe page's query.
        const gpa = frameOf(portal.page, tag).locator(tag);
        expect(await gpa.locator('[part~=scale]').textContent()).toContain('Anna University R2021');
        expect(await gpa.getByRole('button', { name: /^Change grade scale/ }).count()).toBe(0);
      }
      const fixed = Number(/height="(\d+)"/.exec(snippet('iframe', tag))![1]);
      expect(await iframeHeight(iframe), tag).toBe(fixed);
    }
    expect(portal.problems).toEqual([]);
    await portal.context.close();
  });

  // A phone's column, and on a computer a full-width page and a portal's narrower content column.
  const widths = { phone: [390], desktop: [1280, 800] }[device()];
  it(`each iframe snippet is as tall as its calculator, at ${widths.join(' and ')} px: no scrollbar inside`, async () => {
    const portal = await openPortal(TAGS.map((tag) => snippet('iframe', tag)).join('\n'));
    const cut: string[] = [];
    for (const width of widths) {
      await portal.page.setViewportSize({ width, height: 844 });
      for (const tag of TAGS) {
        const iframe = portal.page.locator(`iframe[src*="/${tag}.html"]`);
        await iframe.scrollIntoViewIfNeeded();
        // A lazy iframe starts loading as it scrolls in: its page, its element, their parts.
        await networkQuiet(portal.page);
        const page = frameOf(portal.page, tag).locator('html');
        await expect.poll(() => page.locator(`${tag} [part~=base]`).count()).toBeGreaterThan(0);
        // The content's height against what the iframe shows of it, once the calculator is drawn.
        const [content, shown] = await page.evaluate(async (html) => {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          return [html.scrollHeight, html.clientHeight];
        });
        if (content > shown) cut.push(`${tag} at ${width} px: ${content} px in ${shown}`);
      }
    }
    expect(cut).toEqual([]);
    expect(portal.problems).toEqual([]);
    await portal.context.close();
  });

  it('with the resizer, each iframe takes its calculator’s height as it changes', async () => {
    const portal = await openPortal(
      [snippet('resizer'), snippet('iframe', 'gpa-calculator')].join('\n'),
    );
    const iframe = portal.page.locator('iframe');
    const calculator = frameOf(portal.page, 'gpa-calculator').locator('gpa-calculator');
    const calculatorHeight = () =>
      calculator.evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
    await expect
      .poll(async () => (await iframeHeight(iframe)) - (await calculatorHeight()))
      .toBe(0);
    const before = await iframeHeight(iframe);
    await addSubject(calculator, 'Physics', 'A (8)', '3');
    await expect.poll(() => iframeHeight(iframe)).toBeGreaterThan(before);
    // The calculator grows again as parts arrive after its first CGPA (the figures' deferred render,
    // then the course-by-course 4-point conversions, a chunk fetched on demand): the iframe follows
    // each change, the last one a fetch and two renders after the add.
    await expect
      .poll(async () => (await iframeHeight(iframe)) - (await calculatorHeight()))
      .toBe(0);
    expect(portal.problems).toEqual([]);
    await portal.context.close();
  });
});
