import { existsSync } from 'node:fs';

/**
 * Debian's two builds of Chromium: the browser students run, which the bench, Lighthouse and the
 * icons use, and its headless shell, the same engine without the browser's windows and UI, which
 * the tests drive for a quarter less CPU (docs/decisions.md "Tests in Chromium's headless shell").
 */
export type ChromiumBuild = 'browser' | 'headless-shell';

const BUILDS: Record<ChromiumBuild, { variable: string; path: string }> = {
  browser: { variable: 'CHROME_PATH', path: '/usr/bin/chromium' },
  'headless-shell': {
    variable: 'CHROME_HEADLESS_SHELL_PATH',
    path: '/usr/bin/chromium-headless-shell',
  },
};

/**
 * The build's binary: its environment variable, else Debian's path. Fails with a clear message
 * instead of a Playwright or Puppeteer stack trace when neither exists.
 */
export function findChromium(build: ChromiumBuild = 'browser'): string {
  const { variable, path } = BUILDS[build];
  const candidates = [process.env[variable], path].filter((each): each is string => Boolean(each));
  const found = candidates.find((each) => existsSync(each));
  if (!found) {
    const debianPackage = path.split('/').at(-1);
    throw new Error(
      `No Chromium ${build} found (looked at ${candidates.join(', ')}). ` +
        `Install it (Debian: apt-get install -y ${debianPackage}) or set ${variable} to its binary.`,
    );
  }
  return found;
}

/**
 * The browser's headless mode (Chromium 15x) loads the omnibox's popup, a page of its own
 * (chrome://omnibox-popup.top-chrome), in every new window: each fresh context of the bench, of
 * Lighthouse, of a journey file that asks for the browser. It cost more CPU than the page under
 * test, about 1.1 s of 1.9 s per page load on this machine (docs/decisions.md "Chromium without
 * its omnibox popup"). The headless shell has no omnibox; the flag changes nothing there.
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
