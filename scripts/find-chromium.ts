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

/** Flags for headless Chromium as root on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
