import { defineConfig } from 'vitest/config';
import RetriedTestsReporter from '../../scripts/retried-tests-reporter.ts';

// packages/cloud in Node against the real emulators, which the global setup starts on free ports
// (so that a running `npm start` or another run is not disturbed) and stops afterwards.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['../core/src/test-setup.ts'],
    // The emulators answer slowly on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // No test retries (docs/decisions.md "A pass on retry fails the run"): one that is given a
    // retry and passes only on it fails the run, named with its failed attempts' errors.
    reporters: ['default', new RetriedTestsReporter({ failRun: true })],
    // Two files at a time, one of each project, on the same emulators. The rules' files each
    // have a project of the emulator's own (rules-environment.ts); the clients' files share the
    // Auth emulator's one project and clear it between tests, so they run one by one.
    projects: [
      { extends: true, test: { name: 'rules', include: ['test/rules/**/*.test.ts'] } },
      { extends: true, test: { name: 'clients', include: ['src/**/*.test.ts', 'test/*.test.ts'] } },
    ],
    fileParallelism: false,
  },
});
