import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * The build step of the offline service worker: site/public/sw.js is a template whose two `build:`
 * lines get the precache list and a cache name versioned by a hash of that list, so every build
 * whose pages or assets differ is a new cache (and the old one is deleted on activate).
 */

const CACHE_LINE = /^const CACHE_NAME = .*; \/\/ build: cache name$/m;
const LIST_LINE = /^const PRECACHE_URLS = .*; \/\/ build: precache list$/m;

/** The versioned cache name for a precache list (and, optionally, a fingerprint of its contents). */
export function cacheName(urls: readonly string[], fingerprint = ''): string {
  const hash = createHash('sha256').update(urls.join('\n')).update('\0').update(fingerprint);
  return `campuscalc-${hash.digest('hex').slice(0, 12)}`;
}

/** The service worker source: the template with the precache list and its cache name filled in. */
export function serviceWorkerSource(
  template: string,
  urls: readonly string[],
  fingerprint = '',
): string {
  if (!CACHE_LINE.test(template) || !LIST_LINE.test(template)) {
    throw new Error('sw.js template: the `build:` cache name or precache list line is missing.');
  }
  return template
    .replace(CACHE_LINE, `const CACHE_NAME = ${JSON.stringify(cacheName(urls, fingerprint))};`)
    .replace(LIST_LINE, `const PRECACHE_URLS = ${JSON.stringify(urls, null, 2)};`);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The built file behind a precache URL: /page -> page/index.html, /file -> file. */
async function builtFile(root: string, url: string): Promise<Buffer> {
  const path = url.replace(/^\//, '');
  return readFile(join(root, path)).catch(() => readFile(join(root, path, 'index.html')));
}

const ASSET_IN_PAGE = /["'(](\/_astro\/[^"')\s]+)/g;
// A chunk's static imports, as the bundler writes them (`from"./x.js"`, `import"./x.js"`); dynamic
// `import("./x.js")` has a parenthesis, so code loaded on demand (Firebase) is not followed.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;

/**
 * The /_astro/ files the `pages` load: those their HTML names, and the chunks those import
 * statically, transitively. What they import on demand (the accounts' Firebase code) is not
 * precached: those pages work offline without it.
 */
async function assetsOf(root: string, pages: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  const visit = async (url: string) => {
    if (found.has(url)) return;
    found.add(url);
    if (!url.endsWith('.js')) return;
    const code = (await builtFile(root, url)).toString('utf8');
    const folder = url.slice(0, url.lastIndexOf('/') + 1);
    for (const [, file] of code.matchAll(STATIC_IMPORT)) await visit(`${folder}${file}`);
  };
  for (const page of pages) {
    const html = (await builtFile(root, page)).toString('utf8');
    for (const [, url] of html.matchAll(ASSET_IN_PAGE)) await visit(url!);
  }
  return [...found].sort();
}

/**
 * Writes `<root>/sw.js` for a built site in `root`: the pages, the assets they load, the icons, the
 * favicon and the manifest; the cache name hashes the list, the files' contents and the template (a
 * page edit with the same assets is still a new version).
 */
export async function writeServiceWorker(
  root: string,
  template: string,
  pages: readonly string[],
): Promise<string[]> {
  const icons = (await filesUnder(join(root, 'icons'))).map(
    (file) => `/${relative(root, file).split(sep).join('/')}`,
  );
  const urls = [
    ...pages,
    ...(await assetsOf(root, pages)),
    ...icons,
    '/favicon.svg',
    '/manifest.webmanifest',
  ];
  const contents = createHash('sha256').update(template);
  for (const url of urls) contents.update(url).update(await builtFile(root, url));
  await writeFile(join(root, 'sw.js'), serviceWorkerSource(template, urls, contents.digest('hex')));
  return urls;
}
