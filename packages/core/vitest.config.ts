import { configDefaults, defineConfig } from 'vitest/config';

/** A test that needs modules nobody has loaded yet (what a page knows before a lazy load). */
const FRESH_MODULES = '**/*.fresh-modules.test.ts';

export default defineConfig({
  test: {
    // Property tests run a hundred cases over every preset (thirty and more) and take seconds; on
    // a loaded two-core machine they outran Vitest's 5 s default, which is no finding about the code.
    testTimeout: 30_000,
    setupFiles: ['./src/test-setup.ts'],
    projects: [
      {
        extends: true,
        // Core is pure: its files share one module graph per worker instead of importing it anew
        // each, which was over half the suite's time (docs/decisions.md "The test run in two lanes").
        test: {
          name: 'core',
          isolate: false,
          exclude: [...configDefaults.exclude, FRESH_MODULES],
        },
      },
      { extends: true, test: { name: 'core, fresh modules', include: [FRESH_MODULES] } },
    ],
  },
});
