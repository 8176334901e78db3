import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { cp, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { cloudConfigFromEnv } from './packages/cloud/src/config.ts';
import { OFFLINE_ROUTES } from './site/src/data/routes.ts';
import { securePages } from './scripts/content-security-policy.ts';
import { entrySignaturesExtensible, firstScreenGroups } from './scripts/first-screen-chunks.ts';
import { unpackReleases } from './scripts/earlier-releases.ts';
import { minifyInlineScripts } from './scripts/inline-scripts.ts';
import { paintFirstPages } from './scripts/paint-first.ts';
import { writeServiceWorker } from './scripts/service-worker.ts';
import { sheetFiles } from './scripts/sheet-files.ts';
import {
  REACT_CHUNK,
  apiDocsLeftOut,
  shoelaceIcons,
  shoelaceTheme,
} from './scripts/vite-plugins.ts';

/**
 * Copies the stand-alone widget bundles into the site, for the embed page and embedders, with the
 * earlier exact releases beside them (scripts/earlier-releases.ts).
 */
const publishWidgets = {
  name: 'campuscalc:publish-widgets',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await cp(new URL('./dist/widgets/', import.meta.url), new URL('./widgets/', dir), {
        recursive: true,
      });
      await unpackReleases(new URL('./widgets/', dir));
    },
  },
};

/**
 * The pages Astro built (not the files of public/, such as the plain embed example) ask for their
 * module scripts after their first contentful paint (scripts/paint-first.ts), and their inline
 * scripts, that loader among them, are minified (scripts/inline-scripts.ts). Before the service
 * worker's step, which fingerprints the pages.
 */
const paintFirst = {
  name: 'campuscalc:paint-first',
  hooks: {
    'astro:build:done': async ({ assets, dir }) => {
      const files = [...assets.values()].flat().map((url) => fileURLToPath(url));
      const pages = files.filter((file) => file.endsWith('.html'));
      await paintFirstPages(fileURLToPath(dir), pages);
      await minifyInlineScripts(pages);
    },
  },
};

/**
 * Each built page gets its Content-Security-Policy (scripts/content-security-policy.ts): after
 * paint-first, whose loader is one of the inline scripts it hashes, and before the service worker's
 * step. The Firebase endpoints are those of the same PUBLIC_FIREBASE_* variables the pages read.
 */
const contentSecurityPolicy = {
  name: 'campuscalc:content-security-policy',
  hooks: {
    'astro:build:done': async ({ assets }) => {
      const files = [...assets.values()].flat().map((url) => fileURLToPath(url));
      const env = loadEnv('production', fileURLToPath(new URL('.', import.meta.url)), 'PUBLIC_');
      await securePages(
        files.filter((file) => file.endsWith('.html')),
        cloudConfigFromEnv(env),
      );
    },
  },
};

/**
 * Writes dist/site/sw.js from the site/public/sw.js template: the offline pages and every hashed
 * asset under _astro/ to precache, in a cache named by their hash (scripts/service-worker.ts).
 */
const offlineServiceWorker = {
  name: 'campuscalc:offline-service-worker',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const template = await readFile(new URL('./site/public/sw.js', import.meta.url), 'utf8');
      await writeServiceWorker(fileURLToPath(dir), template, OFFLINE_ROUTES);
    },
  },
};

// The site builds the calculators from source with the same Vite plugins as the widgets, so a page
// ships one React and no stand-alone bundle; static output in dist/site.
export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  // SITE_OUT_DIR: a second build beside dist/site, for other emulator ports (scripts/run-tests.ts).
  outDir: process.env.SITE_OUT_DIR ?? './dist/site',
  // Where the site is served: the embed snippets name it. SITE_URL for a deployment; `npm start` uses PORT.
  site: process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4321}`,
  integrations: [react(), publishWidgets, paintFirst, contentSecurityPolicy, offlineServiceWorker],
  vite: {
    // Firestore's SDK is one 510 kB chunk (150 kB gzip) that only the account pages load, on demand.
    build: { chunkSizeWarningLimit: 600 },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            // Each calculator's first screen in a few files (scripts/first-screen-chunks.ts).
            output: { codeSplitting: { groups: [REACT_CHUNK, ...firstScreenGroups()] } },
          },
        },
      },
    },
    plugins: [
      shoelaceTheme(),
      shoelaceIcons(),
      apiDocsLeftOut(),
      entrySignaturesExtensible(),
      // Each element's stylesheet a CSS file of its own, not a string in the pages' scripts.
      sheetFiles(),
    ],
  },
  // The site's CSS is a few kB: inlined, it costs no render-blocking request before the first paint.
  build: { inlineStylesheets: 'always' },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
});
