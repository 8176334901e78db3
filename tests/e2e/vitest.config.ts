import { configDefaults, defineConfig } from 'vitest/config';
import RetriedTestsReporter from '../../scripts/retried-tests-reporter.ts';

// Journeys in real Chromium against the built site (npm run build first), served by a server that
// the global setup starts and stops once for the whole run. The suite runs twice, as the users are:
// on a phone (390 x 844, touch) and at desktop size; browser.ts opens every page as `device`. What
// no screen changes (bundle budgets, declarations, the headers, the release folders, the npm
// package, embedding into a host page of our origin, redirects, the service worker's cache) runs
// once, on desktop; embedding from another origin, by script and by iframe, runs on both.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./policy-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 30000,
    fileParallelism: false,
    // Once more after a failure, only to tell a test that fails now and then from one that fails
    // every time: a pass on the retry still fails the run, named at its end (retried-tests-reporter).
    // The journeys of two students signed in at once run with no retry (`NO_RETRY`).
    retry: 1,
    reporters: ['default', new RetriedTestsReporter({ failRun: true })],
    projects: [
      {
        extends: true,
        test: {
          name: 'phone',
          provide: { device: 'phone' },
          exclude: [
            ...configDefaults.exclude,
            'budgets.test.ts',
            'declarations.test.ts',
            'embed.test.ts',
            'hosting-headers.test.ts',
            'offline.test.ts',
            'package.test.ts',
            'release.test.ts',
            'routes.test.ts',
            'security-headers.test.ts',
          ],
        },
      },
      { extends: true, test: { name: 'desktop', provide: { device: 'desktop' } } },
    ],
  },
});
