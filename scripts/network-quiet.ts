import { setTimeout as sleep } from 'node:timers/promises';
import type { Page, Request } from 'playwright-core';

/**
 * "The network is quiet": no request of the page, in any of its frames, has been in flight for
 * 200 ms, and then the page's main thread has been idle with none starting. Playwright's own
 * `networkidle` (500 ms, and no idle check) loses that state for good when a request finishes
 * before DOMContentLoaded, and then waits until the timeout: the journeys' 30 s hangs under load
 * (microsoft/playwright#42598, closed by its maintainers, who discourage `networkidle`). Counting
 * the requests here cannot lose them. The idle check is what the shorter window leans on: on a
 * busy machine the gap between a response and the request its script makes next is the script's
 * run, which an idle callback waits out; a fixed 500 ms spent a fifth of the journeys' time.
 */
const QUIET_MS = 200;
/** Below the tests' 30 s, so that a page that never quiets says which requests held it. */
const GIVE_UP_MS = 20_000;
/** An idle callback's own limit: a page busy for longer is checked for requests again. */
const IDLE_MS = 1_000;

interface Traffic {
  inFlight: Set<Request>;
  /** When a request last started or ended. */
  lastChange: number;
}

const watched = new WeakMap<Page, Traffic>();

// Chromium may never report a favicon's request finished; Playwright leaves it out as well.
const isFavicon = (request: Request) => /\/favicon\.[a-z]+$/.test(new URL(request.url()).pathname);

/**
 * Counts the page's requests from now on (again: the same count). Called before a navigation or an
 * action, so that `networkQuiet` sees every request it starts.
 */
export function watchTraffic(page: Page): void {
  if (watched.has(page)) return;
  const traffic: Traffic = { inFlight: new Set(), lastChange: performance.now() };
  const change = (request: Request, inFlight: boolean) => {
    if (isFavicon(request)) return;
    if (inFlight) traffic.inFlight.add(request);
    else traffic.inFlight.delete(request);
    traffic.lastChange = performance.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
  watched.set(page, traffic);
}

/**
 * Resolves once no request of the page has been in flight for 200 ms and none started while its
 * main thread went idle; throws, naming them, after 20 s. The page must be watched since before
 * whatever started them (`watchTraffic`, `gotoQuiet`).
 */
export async function networkQuiet(page: Page, giveUpMs = GIVE_UP_MS): Promise<void> {
  const traffic = watched.get(page);
  if (!traffic) throw new Error(`networkQuiet: ${page.url()} is not watched (watchTraffic first)`);
  const deadline = performance.now() + giveUpMs;
  for (;;) {
    const now = performance.now();
    if (traffic.inFlight.size === 0 && now - traffic.lastChange >= QUIET_MS) {
      const before = traffic.lastChange;
      await untilIdle(page);
      if (traffic.inFlight.size === 0 && traffic.lastChange === before) return;
      continue;
    }
    if (now > deadline) {
      const pending = [...traffic.inFlight].map((request) => request.url().split('?')[0]);
      throw new Error(
        `${page.url()}: the network was not quiet after ${giveUpMs} ms: ${pending.join(', ') || 'requests kept starting'}`,
      );
    }
    await sleep(50);
  }
}

/**
 * Until the page's main thread is idle (an idle callback), or IDLE_MS. A page without scripts
 * (`javaScriptEnabled: false`) runs no callback, so the window alone stands for it: HTML parses a
 * `<noscript>`'s content into elements only when scripting is off, and the evaluation returns at
 * once. A page between documents has nothing to run either.
 */
async function untilIdle(page: Page): Promise<void> {
  const idle = page.evaluate((timeout) => {
    const probe = document.createElement('noscript');
    probe.innerHTML = '<b></b>';
    if (probe.childElementCount > 0) return;
    return new Promise<void>((done) => requestIdleCallback(() => done(), { timeout }));
  }, IDLE_MS);
  await Promise.race([idle.catch(() => undefined), sleep(IDLE_MS + 500)]);
}

/** `page.goto` (to the load event), then `networkQuiet`: the page with everything it fetches at once. */
export async function gotoQuiet(page: Page, url: string, giveUpMs = GIVE_UP_MS): Promise<void> {
  watchTraffic(page);
  await page.goto(url, { timeout: giveUpMs });
  await networkQuiet(page, giveUpMs);
}

/** `page.reload` (to the load event), then `networkQuiet`. */
export async function reloadQuiet(page: Page): Promise<void> {
  watchTraffic(page);
  await page.reload({ timeout: GIVE_UP_MS });
  await networkQuiet(page);
}
