import type { AxeResults, RunOptions } from 'axe-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { ChromiumBuild } from '../../scripts/find-chromium.ts';
import { launchChromium } from '../../scripts/launch-chromium.ts';
import { gotoQuiet } from '../../scripts/network-quiet.ts';

export const siteUrl = () => inject('siteUrl');

/** The devices the journeys run on: tests/e2e/vitest.config.ts runs the suite once per device. */
export type Device = 'phone' | 'desktop';

export const DEVICES: Record<Device, BrowserContextOptions> = {
  // A mid-range phone held upright (the size students reported from), with touch.
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** The device this run of the suite is on. */
export const device = (): Device => inject('device');

/** What Chromium reported of the site's Content-Security-Policy refusing something, since taken. */
const policyViolations: string[] = [];

const watchPolicy = (target: BrowserContext | Page) =>
  target.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      policyViolations.push(`${message.location().url}: ${message.text()}`);
    }
  });

/**
 * The policy violations reported since the last call. tests/e2e/policy-setup.ts fails any test
 * that leaves some: every journey runs under the deployed policy, so what the site's own code does
 * must never break it. A test of an attack takes the violation it expects.
 */
export function takePolicyViolations(): string[] {
  return policyViolations.splice(0);
}

/**
 * Chromium whose every context and page is the run's device (options passed still win), so no
 * journey can forget it and quietly run at a desktop size; policy violations are recorded.
 *
 * Service workers are blocked unless a test allows them: each test's fresh context is a first
 * visit, on which the site's worker would precache every calculator's files again, a fifth of the
 * journeys' CPU, and answer later requests from its cache, which `page.route` does not see.
 * offline.test.ts and gpa-account.test.ts allow them: they test what the worker serves offline
 * (docs/decisions.md "Journeys without the service worker").
 *
 * Chromium's headless shell unless a file asks for the browser: the shell has no windows, so a
 * page brought to the front gets no focus event (docs/decisions.md "Tests in Chromium's
 * headless shell").
 */
export async function launchBrowser(build: ChromiumBuild = 'headless-shell'): Promise<Browser> {
  const browser = await launchChromium(build);
  const defaults: BrowserContextOptions = { serviceWorkers: 'block', ...DEVICES[device()] };
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ ...defaults, ...options });
    watchPolicy(context);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage({ ...defaults, ...options });
    watchPolicy(page);
    return page;
  };
  return browser;
}

/** The test file's Chromium (`launchBrowser`): launched before its tests, closed after them. */
export function browserForFile(build?: ChromiumBuild): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(build);
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

export interface ContextPerTest {
  /** The options of each test's context, on top of the run's device. */
  options?: BrowserContextOptions;
  /** What to do before each context is made, e.g. empty the emulators. */
  before?: () => Promise<void>;
}

/**
 * A fresh browser context for each test of the file, closed after it, with its console errors
 * (`consoleErrors`): nothing one test leaves (cookies, storage, service workers) reaches the next.
 */
export function contextPerTest(
  browser: () => Browser,
  { options, before }: ContextPerTest = {},
): { context: () => BrowserContext; errors: () => string[] } {
  let context: BrowserContext | undefined;
  let errors: string[] = [];
  beforeEach(async () => {
    await before?.();
    context = await browser().newContext(options);
    errors = consoleErrors(context);
  });
  afterEach(() => context?.close());
  return { context: () => context!, errors: () => errors };
}

/**
 * Waits until the page is at `path` (a trailing slash allowed). Not a glob or pattern for the
 * address's end: one for /profile matches /login?from=/profile as well, the page a test is
 * usually waiting to leave, and so returns at once.
 */
export function waitForPath(page: Page, path: string, options?: { timeout?: number }) {
  return page.waitForURL((url) => [path, `${path}/`].includes(url.pathname), options);
}

/** A tap on a phone, a click on a desktop: the way the run's user presses a control. */
export function press(control: Locator): Promise<void> {
  return device() === 'phone' ? control.tap() : control.click();
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(element: Locator): Promise<Box> {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element} is not rendered`);
  return box;
}

/** Fails unless `element` lies wholly inside the page's viewport (a menu, dialog, drawer, toast). */
export async function expectInViewport(element: Locator): Promise<void> {
  const box = await boxOf(element);
  const { width, height } = element.page().viewportSize()!;
  // Whole pixels: a sub-pixel edge is not off-screen.
  const edges = {
    left: Math.round(box.x),
    top: Math.round(box.y),
    right: Math.round(box.x + box.width),
    bottom: Math.round(box.y + box.height),
  };
  const clamped = {
    left: Math.max(edges.left, 0),
    top: Math.max(edges.top, 0),
    right: Math.min(edges.right, width),
    bottom: Math.min(edges.bottom, height),
  };
  expect(edges, `${element} inside the ${width} x ${height} viewport`).toEqual(clamped);
}

/** Fails if `cover` (a toast, say) overlaps `control` (the control in use, or a result). */
export async function expectNotCovering(cover: Locator, control: Locator): Promise<void> {
  const [a, b] = await Promise.all([boxOf(cover), boxOf(control)]);
  const overlaps =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `${cover} ${JSON.stringify(a)} covers ${control} ${JSON.stringify(b)}`).toBe(
    false,
  );
}

/**
 * A picture for a person to look at, saved as `<E2E_PICTURES>/<device>-<name>.png` when the
 * environment's E2E_PICTURES names a folder (`E2E_PICTURES=/tmp/pictures npm run test:e2e`), and
 * none in an ordinary run: encoding a phone's page at device scale 3 costs CPU that no assertion
 * needs.
 */
export async function picture(target: Page | Locator, name: string, fullPage = false) {
  const folder = process.env.E2E_PICTURES;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const path = `${folder}/${device()}-${name}.png`;
  await ('mouse' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

export interface WatchedPage {
  page: Page;
  /** Every URL the page requested. */
  requests: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
}

/** A new page that records its requests and errors, so tests can assert there were none amiss. */
export async function openPage(
  browser: Browser | BrowserContext,
  path: string,
): Promise<WatchedPage> {
  const page = await browser.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isTransportHiccup(message)) errors.push(errorText(message));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoQuiet(page, new URL(path, siteUrl()).href);
  return { page, requests, errors };
}

/**
 * The browser's own report of a hiccup in Firestore's WebChannel transport, not the product's: on
 * a busy machine the emulator may answer a channel request with 400 (a session it dropped), and
 * WebChannel then tests connectivity with an image from www.google.com (unreachable here) before
 * it reconnects. The live updates the tests wait for show that it did.
 */
function isTransportHiccup(message: ConsoleMessage): boolean {
  const { url } = message.location();
  return (
    message.text().startsWith('Failed to load resource:') &&
    (/\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel\?/.test(url) ||
      url.startsWith('https://www.google.com/images/cleardot.gif'))
  );
}

/** A console error as tests list it: a failed request with its address (no query), to look into. */
function errorText(message: ConsoleMessage): string {
  const { url } = message.location();
  const failedRequest = message.text().startsWith('Failed to load resource:') && url;
  return failedRequest ? `${message.text()} at ${url.split('?')[0]}` : message.text();
}

/**
 * The console errors and uncaught exceptions of every page of `context`, as they come: the
 * product logs its failures there (SPEC §8), so a test asserts the list holds what it expects.
 */
export function consoleErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && !isTransportHiccup(message)) errors.push(errorText(message));
  });
  context.on('weberror', (error) => errors.push(error.error().message));
  return errors;
}

/**
 * Waits for the navbar's script, which enables its menu buttons once it has wired them (they are
 * served disabled). A click waits for that by itself; a focus or a key press does not.
 */
export async function navbarReady(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.navbar .hamburger').isEnabled()).toBe(true);
}

/**
 * Waits until the first `tag` element on the page is defined and rendered (hydrated, for one the
 * site rendered at build time), scrolling it into view: a page may load it only when seen.
 */
export async function expectRendered(page: Page, tag: string): Promise<void> {
  const element = page.locator(tag).first();
  await element.scrollIntoViewIfNeeded();
  // Seen, it fetches its element's chunk and hydrates.
  await expect
    .poll(() =>
      element.evaluate(
        (host) => host.matches(':defined') && (host.shadowRoot?.adoptedStyleSheets.length ?? 0) > 0,
      ),
    )
    .toBe(true);
}

/** Requests that left the page's own origin (data: URLs are inline, not requests to anyone). */
export function offOriginRequests(requests: readonly string[]): string[] {
  const origin = new URL(siteUrl()).origin;
  return requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's violations on the whole page, shadow roots included, as "rule: targets" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours mid-transition (a theme just toggled) are no colours anyone reads: let them settle
  // (transitions only: a spinner's animation never ends).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .filter(({ playState }) => playState === 'running').length,
      ),
    )
    .toBe(0);
  // Through DevTools, as an extension would: the site's policy refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
  });
}

declare global {
  interface Window {
    axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}
