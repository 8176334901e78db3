import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The bench's slow phone: a CPU this many times slower than this machine's (DevTools' throttling). */
export const CPU_SLOWDOWN = 4;

/** DevTools' Slow 3G: a 2 s round trip, 50,000 bytes a second each way. */
const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
};

/**
 * A page in a fresh context (no cache, cookies or storage) at 390 x 844 with touch, its CPU
 * throttled and, with `slow3g`, its network on Slow 3G without a cache. The caller closes the context.
 */
export async function slowPhonePage(
  browser: Browser,
  { slow3g }: { slow3g: boolean },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (slow3g) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}
