import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheName, serviceWorkerSource, writeServiceWorker } from '../../scripts/service-worker';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { CALCULATOR_ROUTES, CONTENT_ROUTES, OFFLINE_ROUTES } from '../../site/src/data/routes';
import {
  browserForFile,
  contextPerTest,
  expectRendered,
  openPage,
  siteUrl,
  waitForPath,
} from './browser';
import { CALCULATORS } from './catalog';
import { gotoQuiet, networkQuiet, reloadQuiet } from '../../scripts/network-quiet.ts';

const browser = browserForFile();

// A fresh context per test: its own service workers (allowed here, blocked in other journeys),
// caches and network conditions.
const { context } = contextPerTest(browser, { options: { serviceWorkers: 'allow' } });

const url = (path: string) => new URL(path, siteUrl()).href;
const template = readFile(new URL('../../site/public/sw.js', import.meta.url), 'utf8');
const POLL = { timeout: 15_000 };

/** The cache name and the precache list a built sw.js names. */
function builtWorker(source: string): { name: string; urls: string[] } {
  const name = /const CACHE_NAME = "([^"]+)"/.exec(source)?.[1] ?? '';
  const list = /const PRECACHE_URLS = (\[[^\]]*\]);/.exec(source)?.[1] ?? '[]';
  return { name, urls: JSON.parse(list) as string[] };
}

/** Waits until a service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

describe('SEO', () => {
  it('a page names its canonical URL and Open Graph tags', async () => {
    const { page } = await openPage(context(), '/sdt-calculator');
    const head = page.locator('head');
    const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/sdt-calculator');
    const og = async (property: string) =>
      head.locator(`meta[property="og:${property}"]`).getAttribute('content');
    expect(await og('title')).toBe(await page.title());
    expect(await og('description')).toBe(
      await head.locator('meta[name="description"]').getAttribute('content'),
    );
    expect(await og('url')).toBe(canonical);
    expect(await og('type')).toBe('website');
    expect(await og('site_name')).toBe('CampusCalc');
  });

  it('sitemap.xml lists the content routes with absolute URLs', async () => {
    const response = await fetch(url('/sitemap.xml'));
    expect(response.ok).toBe(true);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, location]) => new URL(location!),
    );
    expect(locations.map((location) => location.pathname)).toEqual(CONTENT_ROUTES);
    for (const location of locations) expect(location.protocol).toMatch(/^https?:$/);
  });

  it('robots.txt allows everything and names the sitemap', async () => {
    const response = await fetch(url('/robots.txt'));
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Allow: /');
    const sitemap = /^Sitemap: (.+)$/m.exec(text)?.[1];
    expect(new URL(sitemap!).pathname).toBe('/sitemap.xml');
  });
});

describe('installable and offline', () => {
  it('links a valid web app manifest and a theme colour', async () => {
    const { page } = await openPage(context(), '/gpa-calculator');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#18181b');
    const manifest = await (await fetch(new URL(href!, page.url()))).json();
    expect(manifest).toMatchObject({
      name: 'CampusCalc',
      short_name: expect.any(String),
      start_url: '/gpa-calculator',
      display: 'standalone',
      theme_color: '#18181b',
      background_color: '#18181b',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    });
  });

  it('its PNG icons and the apple-touch-icon exist at the sizes they declare', async () => {
    const { page } = await openPage(context(), '/gpa-calculator');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(new URL(manifestHref!, page.url()))).json()) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    const appleHref = await page.evaluate(() =>
      document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
    );
    expect(appleHref).toBeTruthy();
    // The apple-touch-icon is full bleed too: iOS paints transparency black and rounds the corners.
    const icons = [
      ...manifest.icons
        .filter((icon) => icon.type === 'image/png')
        .map(({ src, sizes, purpose }) => ({ src, sizes, fullBleed: purpose === 'maskable' })),
      { src: appleHref!, sizes: '180x180', fullBleed: true },
    ];
    expect(icons).toHaveLength(4);

    for (const { src, sizes, fullBleed } of icons) {
      const response = await fetch(new URL(src, page.url()));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);

      // The opacity of its corner and its centre: a maskable icon is full bleed, as the platform
      // cuts its own shape out of it; the others keep the favicon's transparent rounded corners.
      const alpha = await page.evaluate(async (src) => {
        const image = await createImageBitmap(await (await fetch(src)).blob());
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const at = (x: number, y: number) => context.getImageData(x, y, 1, 1).data[3];
        return [at(0, 0), at(image.width / 2, image.height / 2)];
      }, src);
      expect(alpha).toEqual([fullBleed ? 255 : 0, 255]);
    }
  });

  it('the service worker precaches the calculators, which then open offline', async () => {
    const { page, errors } = await openPage(context(), '/sdt-calculator');
    await expectRendered(page, 'sdt-calculator');
    await controlled(page);

    // One cache, named as the built sw.js names it, holding the pages and the assets.
    const built = builtWorker(await (await fetch(url('/sw.js'))).text());
    const caches = await page.evaluate(async () => {
      const names = await window.caches.keys();
      const cache = await window.caches.open(names[0]!);
      const keys = await cache.keys();
      return { names, paths: keys.map((request) => new URL(request.url).pathname) };
    });
    expect(caches.names).toEqual([built.name]);
    expect(caches.paths).toEqual(
      expect.arrayContaining([
        ...CALCULATOR_ROUTES,
        '/favicon.svg',
        '/icons/icon-192.png',
        '/icons/icon-512.png',
        '/icons/icon-maskable-512.png',
        '/icons/apple-touch-icon.png',
      ]),
    );
    expect(caches.paths.some((path) => path.startsWith('/_astro/'))).toBe(true);
    // Each calculator's stylesheet file (scripts/sheet-files.ts), which its element fetches.
    const sheets = built.urls.filter((path) => path.endsWith('.css'));
    expect(sheets).toHaveLength(CALCULATORS.length);
    expect(caches.paths).toEqual(expect.arrayContaining(sheets));
    expect(errors).toEqual([]);

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await context().setOffline(true);
    await page.reload();
    expect(await page.locator('h1').textContent()).toBe('Speed Distance Time Calculator');
    await expectRendered(page, 'sdt-calculator');

    // Every other calculator: precached but never opened.
    for (const { href, label, tag } of CALCULATORS.filter(
      ({ href }) => href !== '/sdt-calculator',
    )) {
      await page.goto(url(href));
      expect(await page.locator('h1').textContent()).toBe(label);
      await expectRendered(page, tag);
      // Its whole stylesheet came from the cache: nothing warned of a file that could not load.
      await networkQuiet(page);
      expect(warnings, href).toEqual([]);
    }

    // Really offline: a page that is not precached does not load.
    await expect(page.goto(url('/embed'))).rejects.toThrow();
  });
});

describe('what the service worker serves', () => {
  it('keeps only the precache list: / and other pages are never cached, offline only / still opens', async () => {
    const { page } = await openPage(context(), '/sdt-calculator');
    await controlled(page);
    const built = builtWorker(await (await fetch(url('/sw.js'))).text());
    expect(built.urls).toEqual(expect.arrayContaining([...OFFLINE_ROUTES]));
    for (const path of ['/', '/index.html', '/404.html', '/embed', '/login']) {
      expect(built.urls).not.toContain(path);
    }

    // Online, under the worker: the redirect and the unknown page send the visitor on as ever,
    // and no page they or a page outside the list answered is added to the cache (a hashed asset
    // may be: it never changes under its name).
    for (const path of ['/', '/no-such-page']) {
      await page.goto(url(path));
      await waitForPath(page, '/gpa-calculator');
    }
    await gotoQuiet(page, url('/embed'));
    const cached = await page.evaluate(async (name) => {
      const keys = await (await caches.open(name)).keys();
      return keys.map((request) => new URL(request.url).pathname);
    }, built.name);
    expect(cached.filter((path) => !path.startsWith('/_astro/')).sort()).toEqual(
      built.urls.filter((path) => !path.startsWith('/_astro/')).sort(),
    );
    expect(cached).toEqual(expect.arrayContaining(built.urls));

    // Offline: / still goes to the (precached) GPA calculator; a page outside the list fails the
    // way it does without a service worker, never with some older copy.
    await context().setOffline(true);
    await page.goto(url('/'));
    await waitForPath(page, '/gpa-calculator');
    await expectRendered(page, 'gpa-calculator');
    for (const path of ['/no-such-page', '/embed']) {
      await expect(page.goto(url(path))).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    }
  });
});

describe('a new version of the site', () => {
  // The build the run serves (global-setup.ts).
  const built = fileURLToPath(
    new URL(`../../${process.env.SITE_OUT_DIR ?? 'dist/site'}/`, import.meta.url),
  );
  let root: string;
  let server: StaticServer | undefined;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'campuscalc-sw-'));
    await cp(built, root, { recursive: true });
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await rm(root, { recursive: true, force: true });
  });

  /**
   * Serves a copy of the built site on its own origin and installs its version 1 there, from
   * /sdt-calculator. `release` turns the copy into another version as a build would: every offline
   * page carries the version's name in a meta tag and sw.js is written again, so its cache name
   * changes; `extraUrls` adds URLs to its precache list.
   */
  async function installFirstVersion(cacheControl?: string) {
    const pageFile = (route: string) => join(root, route, 'index.html');
    const pages = await Promise.all(
      OFFLINE_ROUTES.map((route) => readFile(pageFile(route), 'utf8')),
    );
    const release = async (version: string, extraUrls: string[] = []): Promise<string> => {
      for (const [i, route] of OFFLINE_ROUTES.entries()) {
        const marker = `<meta name="test-version" content="${version}">`;
        await writeFile(pageFile(route), pages[i]!.replace('</head>', `${marker}</head>`));
      }
      const urls = await writeServiceWorker(root, await template, OFFLINE_ROUTES);
      if (extraUrls.length > 0) {
        const source = serviceWorkerSource(await template, [...urls, ...extraUrls], version);
        await writeFile(join(root, 'sw.js'), source);
      }
      return builtWorker(await readFile(join(root, 'sw.js'), 'utf8')).name;
    };

    const first = await release('1');
    server = await startStaticServer(root, 0, cacheControl);
    const origin = server.url;
    const page = await context().newPage();
    await gotoQuiet(page, new URL('/sdt-calculator', origin).href);
    await controlled(page);
    await expect.poll(() => cacheNames(page), POLL).toEqual([first]);
    expect(await versionsCached(page, first)).toEqual(everyPage('1'));
    return { page, first, release, url: (path: string) => new URL(path, origin).href };
  }

  const versionShown = (page: Page) =>
    page.locator('meta[name="test-version"]').getAttribute('content');

  /** The version of every offline page in the cache `name`. */
  const versionsCached = (page: Page, name: string) =>
    page.evaluate(
      async ({ name, routes }) => {
        const cache = await caches.open(name);
        const texts = await Promise.all(
          routes.map(async (route) => (await cache.match(route))?.text()),
        );
        return texts.map((text) => /name="test-version" content="([^"]+)"/.exec(text ?? '')?.[1]);
      },
      { name, routes: [...OFFLINE_ROUTES] },
    );
  const everyPage = (version: string) => OFFLINE_ROUTES.map(() => version);

  it('is shown on the next online visit, its worker replaces the old cache, and offline it is the new one', async () => {
    const { page, first, release, url } = await installFirstVersion();
    const second = await release('2');
    expect(second).not.toBe(first);
    await reloadQuiet(page);
    expect(await versionShown(page)).toBe('2');
    // The new worker activated: it deleted the old cache, and its own holds the new pages.
    await expect.poll(() => cacheNames(page), POLL).toEqual([second]);
    expect(await versionsCached(page, second)).toEqual(everyPage('2'));

    await context().setOffline(true);
    await page.reload();
    expect(await versionShown(page)).toBe('2');
    await expectRendered(page, 'sdt-calculator');
    await page.goto(url('/matrix-calculator'));
    expect(await versionShown(page)).toBe('2');
    await expectRendered(page, 'matrix-determinant');
  });

  it('that fails to install (a bad connection) leaves the installed version whole', async () => {
    const { page, first, release } = await installFirstVersion();
    // Version 2's precache list names a file that does not come: its install fails.
    const second = await release('2', ['/not-built.js']);
    await reloadQuiet(page);
    expect(await versionShown(page)).toBe('2');
    await expect
      .poll(
        () =>
          page.evaluate(async (name) => {
            const registration = await navigator.serviceWorker.ready;
            return (await caches.has(name)) && !registration.installing;
          }, second),
        POLL,
      )
      .toBe(true);

    // Version 1 is still the one offline, all of it: no version 2 page slipped into its cache.
    expect(await versionsCached(page, first)).toEqual(everyPage('1'));
    await context().setOffline(true);
    await page.reload();
    expect(await versionShown(page)).toBe('1');
    await expectRendered(page, 'sdt-calculator');
  });

  it('is precached from the server, not from an older copy in the HTTP cache', async () => {
    // A host that lets the browser keep pages for an hour, as many are set up to.
    const { page, release } = await installFirstVersion('max-age=3600');
    const second = await release('2');
    await reloadQuiet(page);
    await expect.poll(() => cacheNames(page), POLL).toEqual([second]);
    expect(await versionsCached(page, second)).toEqual(everyPage('2'));
  });
});

describe('service worker versions', () => {
  it('fills the precache list and a cache name into the template', async () => {
    const urls = ['/sdt-calculator', '/_astro/a.1.js'];
    const source = serviceWorkerSource(await template, urls);
    expect(source).toContain(`const CACHE_NAME = "${cacheName(urls)}";`);
    expect(source).toContain('"/_astro/a.1.js"');
    expect(source).not.toMatch(/\/\/ build: (cache name|precache list)/);
  });

  it('a new build version gets a new cache name', async () => {
    const before = serviceWorkerSource(await template, ['/sdt-calculator', '/_astro/a.1.js']);
    const after = serviceWorkerSource(await template, ['/sdt-calculator', '/_astro/a.2.js']);
    const name = (source: string) => builtWorker(source).name;
    expect(name(before)).toMatch(/^campuscalc-[0-9a-f]{12}$/);
    expect(name(after)).not.toBe(name(before));
    expect(cacheName(['/a'], 'pages v1')).not.toBe(cacheName(['/a'], 'pages v2'));
    expect(cacheName(['/a'], 'pages v1')).toBe(cacheName(['/a'], 'pages v1'));
  });

  it('rejects a template without the build lines', () => {
    expect(() => serviceWorkerSource('self.addEventListener("fetch", () => {});', [])).toThrow();
  });
});
