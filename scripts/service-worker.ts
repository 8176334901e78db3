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

/**
 * Writes `<root>/sw.js` for a built site in `root`: the pages, every file under _astro/ and icons/,
 * the favicon and the manifest; the cache name hashes the list the files' contents and the template
 * (a page edit with the same assets is still a new version).
 */
export async function writeServiceWorker(
  root: string,
  template: string,
  pages: readonly string[],
): Promise<string[]> {
  const files = [
    ...(await filesUnder(join(root, '_astro'))),
    ...(await filesUnder(join(root, 'icons'))),
  ];
  const assets = files.map((file) => `/${relative(root, file).split(sep).join('/')}`);
  const urls = [...pages, ...assets, '/favicon.svg', '/manifest.webmanifest'];
  const contents = createHash('sha256').update(template);
  for (const url of urls) contents.update(url).update(await builtFile(root, url));
  await writeFile(join(root, 'sw.js'), serviceWorkerSource(template, urls, contents.digest('hex')));
  return urls;
}
