import { chromeLauncher } from '@web/test-runner-chrome';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.ts';

// The headless shell: the widgets need no browser windows (docs/decisions.md "Tests in
// Chromium's headless shell").
const executablePath = findChromium('headless-shell');
const everyFile = [
  'widgets/**/*.test.{ts,tsx}',
  'packages/ui/**/*.test.{ts,tsx}',
  'site/src/scripts/**/*.test.ts',
];
// The GPA element's walks through every screen in each of its languages: `npm test` runs them in
// the other lane from the rest (BROWSER_PART, scripts/run-tests.ts); alone, all run.
const LANGUAGE_WALKS = 'widgets/**/*-languages.test.ts';
const files =
  {
    walks: [LANGUAGE_WALKS],
    rest: [...everyFile, `!${LANGUAGE_WALKS}`],
  }[process.env.BROWSER_PART ?? ''] ?? everyFile;

// Vite serves the TypeScript sources with the same plugins as the build (theme, icons, React).
const vite = await createServer({
  configFile: new URL('../vite.config.ts', import.meta.url).pathname,
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
  configLoader: 'runner',
  // Pre-bundling everything up front avoids a dependency re-optimisation (and reload) mid-run.
  // test-runner-commands is left out: it imports web-test-runner's own socket module by URL.
  optimizeDeps: { entries: everyFile, exclude: ['@web/test-runner-commands'] },
  plugins: [
    {
      name: 'web-test-runner-routes',
      resolveId: (id) => (id.startsWith('/__web-') ? { id, external: true } : null),
    },
  ],
});

/** Hands every request that is not web-test-runner's own to Vite (a koa to connect bridge). */
async function viteMiddleware(ctx, next) {
  if (ctx.path === '/' || ctx.path.startsWith('/__web-')) return next();
  const handled = await new Promise((resolve) => {
    ctx.res.once('finish', () => resolve(true));
    vite.middlewares(ctx.req, ctx.res, () => resolve(false));
  });
  if (handled) ctx.respond = false;
  else await next();
}

export default {
  rootDir: new URL('..', import.meta.url).pathname,
  files,
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  middleware: [viteMiddleware],
  plugins: [{ name: 'close-vite', serverStop: () => vite.close() }],
  browsers: [
    chromeLauncher({ launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS } }),
  ],
};
