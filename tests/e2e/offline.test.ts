import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheName, serviceWorkerSource } from '../../scripts/service-worker';
import { expectRendered, launchBrowser, openPage, siteUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// A fresh context per test: its own service workers, caches and network conditions.
let context: BrowserContext;
beforeEach(async () => {
  context = await browser.newContext();
});
afterEach(() => context.close());

const url = (path: string) => new URL(path, siteUrl()).href;

const CONTENT_ROUTES = [
  '/gpa-calculator',
  '/sdt-calculator',
  '/matrix-calculator',
  '/number-converter',
  '/about',
  '/embed',
];

describe('SEO', () => {
  it('a page names its canonical URL and Open Graph tags', async () => {
    const { page } = await openPage(context, '/sdt-calculator');
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
    const { page } = await openPage(context, '/gpa-calculator');
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
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
  });

  it('the service worker precaches the calculators, which then open offline', async () => {
    const { page, errors } = await openPage(context, '/sdt-calculator');
    await expectRendered(page, 'sdt-calculator');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    // One cache, named as the built sw.js names it, holding the pages and the assets.
    const builtName = /const CACHE_NAME = "([^"]+)"/.exec(
      await (await fetch(url('/sw.js'))).text(),
    );
    const caches = await page.evaluate(async () => {
      const names = await window.caches.keys();
      const cache = await window.caches.open(names[0]!);
      const keys = await cache.keys();
      return { names, paths: keys.map((request) => new URL(request.url).pathname) };
    });
    expect(caches.names).toEqual([builtName?.[1]]);
    expect(caches.paths).toEqual(
      expect.arrayContaining(['/sdt-calculator', '/matrix-calculator', '/favicon.svg']),
    );
    expect(caches.paths.some((path) => path.startsWith('/_astro/'))).toBe(true);
    expect(errors).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    expect(await page.locator('h1').textContent()).toBe('Speed Distance Time Calculator');
    await expectRendered(page, 'sdt-calculator');

    // Precached but never opened.
    await page.goto(url('/matrix-calculator'));
    expect(await page.locator('h1').textContent()).toBe('Matrix Determinant Calculator');
    await expectRendered(page, 'matrix-determinant');

    // Really offline: a page that is not precached does not load.
    await expect(page.goto(url('/embed'))).rejects.toThrow();
  });
});

describe('service worker versions', () => {
  const template = readFile(new URL('../../site/public/sw.js', import.meta.url), 'utf8');

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
    const name = (source: string) => /const CACHE_NAME = "([^"]+)"/.exec(source)?.[1];
    expect(name(before)).toMatch(/^campuscalc-[0-9a-f]{12}$/);
    expect(name(after)).not.toBe(name(before));
    expect(cacheName(['/a'], 'pages v1')).not.toBe(cacheName(['/a'], 'pages v2'));
    expect(cacheName(['/a'], 'pages v1')).toBe(cacheName(['/a'], 'pages v1'));
  });

  it('rejects a template without the build lines', () => {
    expect(() => serviceWorkerSource('self.addEventListener("fetch", () => {});', [])).toThrow();
  });
});
