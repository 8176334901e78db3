import { existsSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import RetriedTestsReporter from '../../scripts/retried-tests-reporter.ts';
import type { Device } from './browser.ts';

/**
 * The files that run on one device only; every other file runs on both, as the users are: on a
 * phone (390 x 844, touch) and at desktop size. Both is for what a screen changes: the pages'
 * layout and accessibility, the menus, the first screens, touch, embedding from another origin.
 * Once is for what it does not, and the run's time is what buys it (docs/decisions.md "The test
 * run in two lanes"). A journey of data (accounts, sharing, consent, grade scales in the cloud)
 * presses the same controls on either device through `press`, so it runs once, on the device
 * that balances the two projects' times; its screens' layout is checked on both by the files that
 * run twice.
 */
const ONE_DEVICE: Record<string, Device> = {
  // What no screen changes: bundle budgets, declarations, headers, release folders, the npm
  // package, embedding into a host page of our origin, redirects, the service worker's cache.
  'budgets.test.ts': 'desktop',
  'declarations.test.ts': 'desktop',
  'embed.test.ts': 'desktop',
  'hosting-headers.test.ts': 'desktop',
  'offline.test.ts': 'desktop',
  'package.test.ts': 'desktop',
  'release.test.ts': 'desktop',
  'routes.test.ts': 'desktop',
  'security-headers.test.ts': 'desktop',
  // Journeys of data, on the phone, where most students are.
  'sharing.test.ts': 'phone',
  'shareable-inputs.test.ts': 'phone',
  'consent.test.ts': 'phone',
  'public-link.test.ts': 'phone',
  'gpa-account.test.ts': 'phone',
  'attendance-account.test.ts': 'phone',
  // The account's pages in Hindi, and the calculators' journeys in it, where most of their readers are.
  'account-languages.test.ts': 'phone',
  'journeys-in-hindi.test.ts': 'phone',
  // The GPA page's loading: the scripts, the stylesheet, the parts loaded later.
  'first-screen-loading.test.ts': 'phone',
  // Its pictures for a person to look at are taken at the phone's width.
  'grade-scales.test.ts': 'phone',
  // Journeys of data at desktop size, where the account page and the planner get the most room.
  'accounts.test.ts': 'desktop',
  'profile.test.ts': 'desktop',
  'planning.test.ts': 'desktop',
  'preset-numbers.test.ts': 'desktop',
};

// A name that matches no file would quietly run that file on both devices.
const root = new URL('.', import.meta.url).pathname;
const unknown = Object.keys(ONE_DEVICE).filter((file) => !existsSync(root + file));
if (unknown.length > 0) throw new Error(`ONE_DEVICE names no such file: ${unknown.join(', ')}`);

const project = (device: Device) => ({
  extends: true as const,
  test: {
    name: device,
    provide: { device },
    exclude: [
      ...configDefaults.exclude,
      ...Object.entries(ONE_DEVICE)
        .filter(([, only]) => only !== device)
        .map(([file]) => file),
    ],
  },
});

// Journeys in real Chromium against the built site (npm run build first), served by a server that
// the global setup starts and stops once for the whole run; browser.ts opens every page as `device`.
export default defineConfig({
  test: {
    root,
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./policy-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 30000,
    // A poll with no timeout of its own waits for a screen to follow what the test did: Vitest's
    // 1 s was too short for a page loading its element beside the other lane's Chromium (a pinned
    // embed's first render, once in a full run). A live update has its test's own, longer timeout.
    expect: { poll: { timeout: 5000 } },
    fileParallelism: false,
    // The files share one import of playwright-core and the helpers instead of one each: a fifth
    // less CPU on two busy cores. Every file still opens its own browser and a context per test.
    isolate: false,
    // Once more after a failure, only to tell a test that fails now and then from one that fails
    // every time: a pass on the retry still fails the run, named at its end (retried-tests-reporter).
    // The journeys of two students signed in at once run with no retry (`NO_RETRY`).
    retry: 1,
    reporters: ['default', new RetriedTestsReporter({ failRun: true })],
    projects: [project('phone'), project('desktop')],
  },
});
