import { defineConfig } from 'vitest/config';

// Journeys in real Chromium against the built site (npm run build first), served by a server that
// the global setup starts and stops.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 30000,
    fileParallelism: false,
  },
});
