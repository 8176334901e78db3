import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReadScript } from './first-screen-scripts.ts';
import { firstScreenChunkTest } from './first-screen-chunks.ts';
import { firstScreenScripts } from './first-screen-scripts.ts';
import { SHEET_FILE } from './sheet-files.ts';

/**
 * Paint first: a built page asks for its module scripts and its web app manifest once its first
 * contentful paint is on screen, instead of while the parser meets their tags. Every page paints
 * without JavaScript (declarative shadow roots, inlined CSS), so nothing on the first screen waits
 * for them, and now nothing can: on a fast network the scripts could otherwise arrive and run their
 * hydration before the first frame. On a slow one they no longer share the first round trips with
 * the page. Lighthouse's simulated mobile load counts every request that finished before the
 * observed paint as needed for it (it cannot see when a module ran), so each page paid a
 * connection, a round trip and the bytes of its scripts and manifest before its first paint.
 */

// The tags Astro writes for a page's bundled scripts (and the embed page's stand-alone bundle).
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
// The layout's manifest link: only installing the site needs it.
const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)">/g;

/**
 * Runs in the page, inlined (so no comments inside). `async = false` runs the scripts in document
 * order, as the parser would have; every module their first screen imports, however deep, is asked
 * for at the same time (`preloads`, scripts/first-screen-scripts.ts), and so is the stylesheet of
 * each element rendered in the page (`sheets`, scripts/sheet-files.ts), which the element fetches: a preload
 * `as=fetch` with `crossorigin`, what that fetch asks for. A hidden page does not paint (a
 * background tab): it loads at once, to be ready when shown.
 */
function loadAfterFirstPaint(
  sources: readonly string[],
  preloads: readonly string[],
  sheets: readonly string[],
  manifests: readonly string[],
): void {
  const load = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    for (const href of sheets) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    }
    for (const src of sources) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      script.async = false;
      document.head.append(script);
    }
    for (const href of manifests) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = href;
      document.head.append(link);
    }
  };
  if (
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    load();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
}

const LOADER = loadAfterFirstPaint.toString().replace(/\s+/g, ' ');

/**
 * The page with its module script tags and manifest link replaced by one inline loader at the end
 * of <body>; `read` gives a script's built code, to find what its first screen imports (scripts
 * and the elements' stylesheets), and
 * `isElementCode` tells the elements' own chunks.
 */
export function paintFirst(
  html: string,
  read: ReadScript,
  isElementCode: (path: string) => boolean,
): string {
  const sources = [...html.matchAll(MODULE_SCRIPT)].map(([, src]) => src!);
  const manifests = [...html.matchAll(MANIFEST_LINK)].map(([, href]) => href);
  if (sources.length === 0 && manifests.length === 0) return html;
  const withoutTags = html.replace(MODULE_SCRIPT, '').replace(MANIFEST_LINK, '');
  if (!withoutTags.includes('</body>')) throw new Error('paintFirst: the page has no </body>');
  const locale = /<html lang="([\w-]+)"/.exec(html)?.[1];
  const preloads = firstScreenScripts(sources, read, isElementCode, locale);
  // The stylesheets of the elements the HTML holds rendered at build time, which hydrate as soon as
  // the scripts have run; one rendered later (the /embed page's previews, as they come near)
  // fetches its own then, rather than leave a preload unused for seconds.
  const sheets = [
    ...new Set(
      [...sources, ...preloads].flatMap((path) =>
        [...read(path).matchAll(SHEET_FILE)]
          .filter(([, , tag]) =>
            new RegExp(`<${tag}\\b[^>]*><template shadowrootmode`).test(withoutTags),
          )
          .map(([, href]) => href!),
      ),
    ),
  ];
  const loader = `<script>(${LOADER})(${[sources, preloads, sheets, manifests].map((list) => JSON.stringify(list)).join(',')});</script>`;
  return withoutTags.replace('</body>', `${loader}</body>`);
}

/** Rewrites the given built pages (.html files) of the site built into `outDir` with `paintFirst`. */
export async function paintFirstPages(outDir: string, files: readonly string[]): Promise<void> {
  // Every page reads the same few chunks: each is read once.
  const scripts = new Map<string, string>();
  const read: ReadScript = (path) => {
    if (!scripts.has(path)) scripts.set(path, readFileSync(join(outDir, path), 'utf8'));
    return scripts.get(path)!;
  };
  const isElementCode = firstScreenChunkTest();
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const rewritten = paintFirst(html, read, isElementCode);
    if (rewritten !== html) await writeFile(file, rewritten);
  }
}
