import { chromium, type Browser } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  DISABLED_FEATURES,
  findChromium,
  type ChromiumBuild,
} from './find-chromium.ts';

const FEATURES = '--disable-features=';
/** `CHROMIUM_ARGS` without its `--disable-features`, which each launch below gives its own. */
const ARGS = CHROMIUM_ARGS.filter((arg) => !arg.startsWith(FEATURES));

/**
 * The features Playwright disables (ones that would make a test flaky or reach the network),
 * read once per process from the command line of a Chromium it launches: it exports no list.
 */
let playwrightDisabled: Promise<string[]> | undefined;

async function readPlaywrightDisabled(build: ChromiumBuild): Promise<string[]> {
  const server = await chromium.launchServer({
    executablePath: findChromium(build),
    args: ARGS,
  });
  try {
    const flag = server
      .process()
      .spawnargs.filter((arg) => arg.startsWith(FEATURES))
      .at(-1);
    return flag ? flag.slice(FEATURES.length).split(',').filter(Boolean) : [];
  } finally {
    await server.close();
  }
}

/**
 * Playwright's Chromium (by default the browser, not its headless shell) with `CHROMIUM_ARGS`.
 * Chromium reads only the last `--disable-features`, so ours alone would switch Playwright's back
 * on: this passes both lists in one.
 */
export async function launchChromium(build: ChromiumBuild = 'browser'): Promise<Browser> {
  playwrightDisabled ??= readPlaywrightDisabled(build);
  const features = [...new Set([...(await playwrightDisabled), ...DISABLED_FEATURES])];
  return chromium.launch({
    executablePath: findChromium(build),
    args: [...ARGS, `${FEATURES}${features.join(',')}`],
  });
}
