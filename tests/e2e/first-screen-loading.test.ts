import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, expectRendered, press, siteUrl } from './browser';
import { gpaCalculator as calculator, hydrated, subjectForm } from './gpa-helpers';
import { SESSION_HINT_KEY } from '../../packages/core/src/account/session';
import { TRY_AGAIN_LABEL, UNREACHABLE_MESSAGE } from '../../packages/core/src/network-messages';
import { gotoQuiet } from '../../scripts/network-quiet.ts';

// The GPA page's first screen as it loads, signed out, where no screen makes a difference: in the
// HTML the server sends, every script asked for at once after the first paint, the element's
// stylesheet whole, the account's session left to confirm, and the parts loaded later when they
// cannot be. One device runs it (tests/e2e/vitest.config.ts ONE_DEVICE).
const browser = browserForFile();

/** A stylesheet file of an element (scripts/sheet-files.ts). */
const SHEET_PATH = /^\/_astro\/gpa-calculator\.[\w-]{8}\.css$/;

/**
 * The paint-first loader's arguments on /gpa-calculator: the page's scripts, the modules they run,
 * the elements' stylesheets (scripts/paint-first.ts).
 */
async function loaderArguments(): Promise<[string[], string[], string[]]> {
  const html = await (await fetch(new URL('/gpa-calculator', siteUrl()))).text();
  const list = String.raw`(\[[^[\]]*\])`;
  const call = new RegExp(String.raw`\(${list},${list},${list},${list}\);</script>`, 'g');
  const [, sources, preloads, sheets] = [...html.matchAll(call)].at(-1)!;
  // Minified (scripts/inline-scripts.ts): lists of plain paths, in whichever quotes the minifier chose.
  const paths = (list: string) =>
    [...list.matchAll(/["'`]([^"'`]+)["'`]/g)].map(([, path]) => path!);
  return [sources, preloads, sheets].map((each) => paths(each!)) as [string[], string[], string[]];
}

/** Adds a subject from the form, as a student does. */
async function addSubject(page: Page, subject: string, gradeLabel: string, creditCount: string) {
  const [name, grade, credits, add] = subjectForm(page);
  await name!.fill(subject);
  await grade!.selectOption({ label: gradeLabel });
  await credits!.fill(creditCount);
  await press(add!);
}

/**
 * The GPA page with the chunks whose path has `chunk` unreachable until `offline.is` is false,
 * hydrated, its uncaught errors in `unhandled`. With no service worker (`launchBrowser`), this is a
 * first visit, or one after a deploy.
 */
async function withChunkUnreachable(chunk: string) {
  const context = await browser().newContext();
  const page = await context.newPage();
  const unhandled: string[] = [];
  page.on('pageerror', (error) => unhandled.push(error.message));
  const offline = { is: true, asked: 0 };
  await page.route(
    (url) => url.pathname.includes(chunk),
    (route) => {
      offline.asked += 1;
      return offline.is ? route.abort('internetdisconnected') : route.continue();
    },
  );
  await gotoQuiet(page, new URL('/gpa-calculator', siteUrl()).href);
  await hydrated(page);
  const messages = calculator(page).getByRole('alert').filter({ hasText: UNREACHABLE_MESSAGE });
  return { context, page, unhandled, offline, messages };
}

describe('/gpa-calculator, first screen as it loads', () => {
  it('is in the HTML the server sends: the subject form, before any script', async () => {
    const html = await (await fetch(new URL('/gpa-calculator', siteUrl()))).text();
    const shadowRoot = html.slice(
      html.indexOf('<gpa-calculator'),
      html.indexOf('</gpa-calculator>'),
    );
    for (const text of ['Subject name', 'Select grade', 'Add Subject', 'Cumulative GPA']) {
      expect(shadowRoot, text).toContain(text);
    }
    expect(shadowRoot).not.toContain('Loading your GPA data...');
  });

  it("asks for every script its first screen runs, and its element's stylesheet, at once after its first paint", async () => {
    const [sources, preloads, sheets] = await loaderArguments();
    expect(sources.length).toBeGreaterThan(0);
    expect(sheets).toEqual([expect.stringMatching(SHEET_PATH)]);
    const page = await browser().newPage();
    const scripts: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname);
      if (pathname.endsWith('.css')) stylesheets.push(pathname);
    });
    await gotoQuiet(page, new URL('/gpa-calculator', siteUrl()).href);
    await hydrated(page);
    // Nothing found late: every script the page ran was named at once, and all of them were needed.
    expect([...new Set(scripts)].sort()).toEqual([...sources, ...preloads].sort());
    // Asked for once: the element's own fetch takes what the preload brought.
    expect(stylesheets).toEqual(sheets);
    await page.close();
  });

  it("styles a dialog it opens with its element's whole stylesheet, which no script carries", async () => {
    const [, , [sheet]] = await loaderArguments();
    const page = await browser().newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await gotoQuiet(page, new URL('/gpa-calculator', siteUrl()).href);
    await expectRendered(page, 'gpa-calculator');
    await press(calculator(page).getByRole('button', { name: /^Change grade scale/ }));
    const picker = calculator(page).getByRole('dialog', { name: 'Grade scale' });
    await expect.poll(() => picker.isVisible()).toBe(true);
    // scales.css's list of scales, a rule the build-time markup's first screen does not carry.
    const list = picker.locator('.scale-options');
    expect(await list.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(await list.evaluate((element) => getComputedStyle(element).listStyleType)).toBe('none');
    // Not a rule of the element's sheet is in the page's scripts (none of its theme, shared or own CSS).
    const css = await (await fetch(new URL(sheet!, siteUrl()))).text();
    const rules = css.match(/[^{}]+\{[^{}]+\}/g)!.filter((rule) => rule.length > 30);
    expect(rules.length).toBeGreaterThan(100);
    const code = (await Promise.all(scripts)).map(String).join('\n');
    expect(rules.filter((rule) => code.includes(rule))).toEqual([]);
    await page.close();
  });

  it('leaves the on-device calculator alone while a cached sign-in is being confirmed', async () => {
    // Signed in, the page shows the account's calculator and the device's must never start: it
    // would make a device profile nobody asked for. Firebase is held, so the session stays unknown.
    const page = await browser().newPage();
    const held: Route[] = [];
    await page.route(/\/_astro\/cloud-session\.[\w-]{8}\.js$/, (route) => void held.push(route));
    await page.addInitScript(
      ([key]) => localStorage.setItem(key!, JSON.stringify({ email: 'asha@example.com' })),
      [SESSION_HINT_KEY],
    );
    const confirming = page.waitForRequest(/\/_astro\/cloud-session\.[\w-]{8}\.js$/);
    await page.goto(new URL('/gpa-calculator', siteUrl()).href);
    // The page's script asks for Firebase as it runs, once every module it imports has run.
    await confirming;
    expect(await page.evaluate(() => customElements.get('gpa-calculator') !== undefined)).toBe(
      false,
    );
    expect(await page.evaluate(() => localStorage.getItem('gpaProfiles'))).toBeNull();
    await page.close();
  });

  it('keeps the cards the build drew when their code cannot be loaded, says so where they must change, and Try again brings them', async () => {
    const { context, page, unhandled, offline, messages } =
      await withChunkUnreachable('/later-cards.');
    const transfer = calculator(page).locator('[part~="transfer"]');
    const built = await transfer.elementHandle();
    await transfer.scrollIntoViewIfNeeded();
    await expect.poll(() => offline.asked).toBe(1);
    // Its figures still true, the build's HTML stays: the same nodes, no message.
    expect(await transfer.evaluate((node, first) => node === first, built)).toBe(true);
    expect(await messages.count()).toBe(0);

    // A subject changes the figures' cards: they cannot be drawn, so their place says why. The
    // export card shows nothing that changed: the build's HTML of it stays.
    await addSubject(page, 'Mathematics', 'A+', '4');
    await expect
      .poll(() => calculator(page).locator('[part~="gpa-circle"]').textContent())
      .toContain('9.00');
    await expect.poll(() => messages.count()).toBe(1);
    expect(await calculator(page).locator('[part~="trend"]').count()).toBe(0);
    expect(await transfer.evaluate((node, first) => node === first, built)).toBe(true);
    // The rest keeps working meanwhile.
    await addSubject(page, 'Physics', 'A', '3');
    await expect
      .poll(() => calculator(page).locator('[part~="semester"]').textContent())
      .toContain('Physics');

    // Back online: Try again brings the figures' cards; the press, an input, the export card's code.
    offline.is = false;
    await press(messages.getByRole('button', { name: TRY_AGAIN_LABEL }));
    await expect.poll(() => messages.count()).toBe(0);
    await expect
      .poll(() => calculator(page).locator('[part~="trend"] svg').getAttribute('aria-label'))
      .toContain('CGPA now 8.57');
    const download = page.waitForEvent('download');
    await calculator(page).getByRole('button', { name: 'Export profile' }).click();
    expect((await download).suggestedFilename()).toMatch(/^campuscalc-gpa-.*\.json$/);
    expect(await transfer.evaluate((node, first) => node === first, built)).toBe(true);
    const text = (await calculator(page).textContent()) ?? '';
    expect(text).not.toMatch(/NaN|Infinity|\s{4}at /);
    expect(unhandled).toEqual([]);
    await context.close();
  });

  it("loads an (i) popup's dialog when first opened; unreachable, says so under its label, and Try again opens it", async () => {
    const { context, page, unhandled, offline, messages } =
      await withChunkUnreachable('/info-dialog.');
    expect(offline.asked).toBe(0);
    expect(await calculator(page).locator('dialog').count()).toBe(0);
    const info = calculator(page).getByRole('button', { name: 'About credits' });
    await press(info);
    await expect.poll(() => messages.count()).toBe(1);
    // The form keeps working beside it.
    await addSubject(page, 'Mathematics', 'A+', '4');
    await expect
      .poll(() => calculator(page).locator('[part~="gpa-circle"]').textContent())
      .toContain('9.00');

    offline.is = false;
    await press(messages.getByRole('button', { name: TRY_AGAIN_LABEL }));
    const dialog = calculator(page).getByRole('dialog', { name: 'Credit hours' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await messages.count()).toBe(0);
    await press(dialog.getByRole('button', { name: 'Close' }));
    await expect.poll(() => dialog.count()).toBe(0);
    expect(unhandled).toEqual([]);
    await context.close();
  });
});
