import { defineConfig } from 'vitest/config';

// Property tests run a hundred cases over every preset (thirty and more) and take seconds; on a
// loaded two-core machine they outran Vitest's 5 s default, which is no finding about the code.
export default defineConfig({
  test: { testTimeout: 30_000, setupFiles: ['./src/test-setup.ts'] },
});
