import { existsSync } from 'node:fs';

/**
 * The Chromium every browser test, benchmark and Lighthouse run uses: CHROME_PATH, else Debian's
 * /usr/bin/chromium. Fails with a clear message instead of a puppeteer stack trace when neither exists.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((path): path is string =>
    Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). ` +
        'Install it (Debian: apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.',
    );
  }
  return found;
}

/**
 * Chromium 15x's headless mode loads the omnibox's popup, a page of its own (chrome://omnibox-
 * popup.top-chrome), in every new window: each test's fresh context. It cost more CPU than the
 * page under test, about 1.1 s of 1.9 s per page load on this machine (docs/decisions.md
 * "Chromium without its omnibox popup").
 */
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Flags for headless Chromium as root on a machine with no network but loopback. Chromium reads
 * only the last `--disable-features`: Playwright's launches go through `launchChromium`, which
 * keeps Playwright's own list; Puppeteer merges the lists itself.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
