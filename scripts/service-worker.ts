import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { FIREBASE_CODE } from './bundle-sizes.ts';
import { SHEET_FILE } from './sheet-files.ts';

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

// Quoted as a page's HTML or its minified inline scripts quote it (scripts/inline-scripts.ts).
const ASSET_IN_PAGE = /["'`(](\/_astro\/[^"'`)\s]+)/g;
// A chunk's imports as the bundler writes them: static (`from"./x.js"`, `import"./x.js"`) and on
// demand (`import(\`./x.js\`)`).
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g;

/**
 * The /_astro/ files the `pages` load: those their HTML names, the chunks those import, the
 * elements' stylesheets they fetch, and what they import on demand (the GPA calculator, for signed-out visitors), except code that carries
 * Firebase: the accounts are not offline features, and their 150 kB+ would burden every install.
 */
async function assetsOf(root: string, pages: readonly string[]): Promise<string[]> {
  // Each file is read once, though the imports, the Firebase check and the walk all look at it.
  const read = new Map<string, Promise<string>>();
  const code = (url: string) => {
    let text = read.get(url);
    if (!text) read.set(url, (text = builtFile(root, url).then((file) => file.toString('utf8'))));
    return text;
  };
  const imported = async (url: string, pattern: RegExp) => {
    const folder = url.slice(0, url.lastIndexOf('/') + 1);
    return url.endsWith('.js')
      ? [...(await code(url)).matchAll(pattern)].map(([, file]) => `${folder}${file}`)
      : [];
  };
  /** `url` and what it imports statically, transitively. */
  const staticClosure = async (url: string, into = new Set<string>()) => {
    if (into.has(url)) return into;
    into.add(url);
    for (const next of await imported(url, STATIC_IMPORT)) await staticClosure(next, into);
    return into;
  };
  const found = new Set<string>();
  const include = async (url: string) => {
    if (found.has(url)) return;
    const closure = [...(await staticClosure(url))];
    const bodies = await Promise.all(closure.map(code));
    if (bodies.some((body) => body.includes(FIREBASE_CODE))) return;
    for (const file of closure) found.add(file);
    // The stylesheet files the elements' code fetches (scripts/sheet-files.ts).
    for (const body of bodies) for (const [, sheet] of body.matchAll(SHEET_FILE)) found.add(sheet!);
    for (const file of closure) {
      for (const next of await imported(file, DYNAMIC_IMPORT)) await include(next);
    }
  };
  for (const page of pages) {
    for (const [, url] of (await code(page)).matchAll(ASSET_IN_PAGE)) await include(url!);
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
