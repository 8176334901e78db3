import { configDefaults, defineConfig } from 'vitest/config';

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
    // Once more after a failure: on a loaded two-core machine the Firestore emulator now and then
    // stops feeding one client's listeners (see packages/cloud's store tests); each test starts
    // from cleared emulators, so a second run is a fresh one. A real failure fails twice.
    retry: 1,
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
