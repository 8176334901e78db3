import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../scripts/content-security-policy';
import { CONTENT_ROUTES } from '../../site/src/data/routes';
import { widgetApis } from '../../widgets/catalog';
import { MAJOR_ALIAS } from '../../widgets/release';
import { browserForFile, siteUrl, takePolicyViolations } from './browser';
import { gotoQuiet } from '../../scripts/network-quiet.ts';

// The security headers of firebase.json, as the static server sends them (as the host does), and
// each page's own Content-Security-Policy (scripts/content-security-policy.ts), tested as the
// attacks they stop: framing a page from another site, and script that an injection adds.
const browser = browserForFile();

const hosting = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'))
  .hosting as { headers: { source: string; headers: { key: string; value: string }[] }[] };
const HEADERS = hosting.headers.find(({ source }) => source === '**')!.headers;

// Every page: the content routes, the account pages and a public link's page.
const PAGES = [
  ...CONTENT_ROUTES,
  '/login',
  '/signup',
  '/forgot-password',
  '/profile',
  '/shared/some-link',
];

describe('security headers', () => {
  it('every response carries them: pages, the 404 page, scripts and the service worker', async () => {
    expect(HEADERS.map(({ key }) => key)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
    ]);
    const page = await (await fetch(`${siteUrl()}/sdt-calculator`)).text();
    const script = /\/_astro\/[\w.-]+\.js/.exec(page)![0];
    for (const path of [...PAGES, '/no-such-page', script, '/sw.js', '/widgets/campuscalc.js']) {
      const response = await fetch(`${siteUrl()}${path}`);
      for (const { key, value } of HEADERS)
        expect(response.headers.get(key), `${path} ${key}`).toBe(value);
    }
  });

  it('every page has a policy of its own that allows no script but its own', async () => {
    for (const path of PAGES) {
      const html = await (await fetch(`${siteUrl()}${path}`)).text();
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
        html,
      )?.[1];
      expect(policy, path).toBeDefined();
      // Before any script: a policy applies only to what follows it.
      expect(html.indexOf('<meta http-equiv="Content-Security-Policy"'), path).toBeLessThan(
        html.indexOf('<script'),
      );
      const scripts = /script-src ([^;]+)/.exec(policy!)![1]!.split(' ');
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      expect(
        scripts.filter((source) => !source.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'", 'https://apis.google.com']);
    }
  });
});

describe('the iframe pages’ policy (firebase.json: the same for every release)', () => {
  it('allows each inline script of an iframe page by its hash, and no other inline script', async () => {
    for (const { tag } of widgetApis) {
      const path = `/widgets/${MAJOR_ALIAS}/${tag}.html`;
      const response = await fetch(`${siteUrl()}${path}`);
      const scripts = /script-src ([^;]+)/
        .exec(response.headers.get('Content-Security-Policy')!)![1]!
        .split(' ');
      expect(scripts, path).not.toContain("'unsafe-inline'");
      const inline = inlineScriptHashes(await response.text());
      expect(inline.length, `${path}: the held-submit script`).toBeGreaterThan(0);
      // A changed script needs its new hash in firebase.json (the old one stays for older releases).
      for (const hash of inline) expect(scripts, path).toContain(hash);
    }
  });
});

describe('attacks the policy stops', () => {
  it('another site cannot frame a page of ours (clickjacking)', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const attacker = 'http://attacker.example/';
    await page.route(attacker, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<h1>Win a prize</h1><iframe src="${siteUrl()}/profile"></iframe>`,
      }),
    );
    await gotoQuiet(page, attacker);
    // The browser shows its own 'blocked' page in the frame instead of ours.
    const frame = page.frames().find((each) => each !== page.mainFrame())!;
    expect(frame.url()).toMatch(/^chrome-error:/);
    expect(await frame.locator('.navbar, main').count()).toBe(0);
    await context.close();
  });

  it('script that an injection puts in a page does not run', async () => {
    for (const path of ['/gpa-calculator', '/shared/some-link', '/login']) {
      // Loaded, not idle: a page on Firestore keeps its connection open.
      const page = await browser().newPage();
      await page.goto(`${siteUrl()}${path}`);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = "script"';
        document.body.append(script);
        // Stored XSS's usual form: markup with an event handler.
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img src="/no-such-image.png" onerror="window.injected = \'handler\'">',
        );
      });
      // Both refusals reported (the image's error comes after its request fails) ...
      let refused = '';
      await expect
        .poll(() => (refused += takePolicyViolations().join('\n')), { message: path })
        .toContain('Executing inline event handler violates');
      expect(refused, path).toContain('Executing inline script violates');
      // ... and neither ran.
      expect(await page.evaluate(() => (window as { injected?: string }).injected), path).toBe(
        undefined,
      );
      await page.close();
    }
  });
});
