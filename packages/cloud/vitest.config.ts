import { defineConfig } from 'vitest/config';
import RetriedTestsReporter from '../../scripts/retried-tests-reporter.ts';

// packages/cloud in Node against the real emulators, which the global setup starts on free ports
// (so that a running `npm start` or another run is not disturbed) and stops afterwards.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // emulator-frames.ts: the SDK's warnings heard, a corrupted frame of the emulator recovered.
    setupFiles: ['../core/src/test-setup.ts', './test/emulator-frames.ts'],
    // The SDK's own printing of its warnings, unless FIRESTORE_DEBUG asks for all it says.
    onConsoleLog: (log) =>
      !process.env.FIRESTORE_DEBUG && log.includes('@firebase/firestore:') ? false : undefined,
    // The emulators answer slowly on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Test files that sign in share the Auth emulator's one project and clear it between tests.
    fileParallelism: false,
    // The files share one import of the Firebase SDK and the helpers instead of one each: 38 s of
    // CPU and 27 s less alone (docs/decisions.md "The test run in two lanes"). None mocks a module.
    isolate: false,
    // No test retries (docs/decisions.md "A pass on retry fails the run"): one that is given a
    // retry and passes only on it fails the run, named with its failed attempts' errors.
    reporters: ['default', new RetriedTestsReporter({ failRun: true })],
  },
});
