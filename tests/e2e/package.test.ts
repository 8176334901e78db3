import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/static-server.ts';
import { widgetApis } from '../../widgets/catalog';
import { expectRendered, launchBrowser, openPage } from './browser';

// The npm package (packages/widgets, built by `npm run build`) as a site with a bundler gets it:
// packed, installed from the tarball into a fresh folder beside React, and built into pages by Vite.
const repository = new URL('../../', import.meta.url);
const packageFolder = fileURLToPath(new URL('packages/widgets/', repository));
const vite = fileURLToPath(new URL('node_modules/vite/bin/vite.js', repository));
const tsc = fileURLToPath(new URL('node_modules/typescript/bin/tsc', repository));
const reactVersion = (name: string): string =>
  JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, repository), 'utf8'))
    .version;

const work = mkdtempSync(join(tmpdir(), 'campuscalc-package-'));
const site = join(work, 'site');

const run = (command: string, args: string[], env = process.env) =>
  execFileSync(command, args, { cwd: site, encoding: 'utf8', env, stdio: 'pipe' });

const html = (title: string, body: string, script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  // No favicon to ask the server for (its 404 would be a console error).
  `<link rel="icon" href="data:,"></head>` +
  `<body>${body}<script type="module" src="./${script}"></script></body></html>`;

const SITE_FILES: Record<string, string> = {
  // The site's own React beside one element's define entry: the page must carry one React.
  'index.html': html(
    'One element',
    '<p id="own-react"></p><number-converter from="hexadecimal" to="decimal" value="ff"></number-converter>',
    'main.js',
  ),
  'main.js': `
    import { createElement } from 'react';
    import { createRoot } from 'react-dom/client';
    import '@campuscalc/widgets/number-converter/define';
    createRoot(document.getElementById('own-react')).render(createElement('b', null, 'own React'));
  `,
  // The class entry alone, registered by the page under a tag of its choosing.
  'class.html': html('Class only', '', 'class.js'),
  'class.js': `
    import { NumberConverterElement } from '@campuscalc/widgets/number-converter';
    window.definedOnImport = customElements.get('number-converter') !== undefined;
    customElements.define('base-converter', NumberConverterElement);
    document.body.innerHTML = '<base-converter from="binary" to="decimal" value="1010"></base-converter>';
  `,
  'vite.config.js': `export default { build: { rolldownOptions: { input: ['index.html', 'class.html'] } } };`,
  // What a TypeScript user of the package writes, checked against its declarations.
  'embedder.ts': `
    import { NumberConverterElement } from '@campuscalc/widgets/number-converter';
    import type { SdtCalculatorElement } from '@campuscalc/widgets/sdt-calculator/define';
    import type { GpaStore } from '@campuscalc/widgets';
    const converter: NumberConverterElement | null = document.querySelector('number-converter');
    if (converter) converter.from = 'hexadecimal';
    converter?.addEventListener('result-change', (event) => event.detail.result.toUpperCase());
    // @ts-expect-error: a base the element does not know (so the types are not \`any\`)
    if (converter) converter.to = 'roman';
    const sdt: SdtCalculatorElement = document.createElement('sdt-calculator');
    const store: GpaStore | undefined = document.createElement('gpa-calculator').store;
    export { sdt, store };
  `,
};

interface Packed {
  filename: string;
  files: { path: string }[];
}

let packed: Packed;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  packed = (
    JSON.parse(
      execFileSync('npm', ['pack', packageFolder, '--pack-destination', work, '--json'], {
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    ) as Packed[]
  )[0]!;
  mkdirSync(site);
  const dependencies = {
    '@campuscalc/widgets': `file:${join(work, packed.filename)}`,
    react: reactVersion('react'),
    'react-dom': reactVersion('react-dom'),
  };
  writeFileSync(
    join(site, 'package.json'),
    JSON.stringify({ name: 'bundler-site', private: true, type: 'module', dependencies }),
  );
  for (const [file, source] of Object.entries(SITE_FILES)) writeFileSync(join(site, file), source);
  // The same React as the repository's, which npm's cache holds: no network needed.
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']);
  // Vitest sets NODE_ENV=test, with which Vite would bundle React's development build.
  run(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    ...process.env,
    NODE_ENV: 'production',
  });
  server = await startStaticServer(join(site, 'dist'));
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const resultOf = (page: Page, tag: string) => page.locator(`${tag} [part~='result']`);

describe('the npm package', () => {
  it('packs the files its package.json and manifest name, and nothing else', () => {
    const files = packed.files.map(({ path }) => path);
    const packageJson = JSON.parse(
      readFileSync(join(packageFolder, 'package.json'), 'utf8'),
    ) as Record<string, unknown> & { exports: Record<string, string | Record<string, string>> };
    const named = [
      packageJson.types,
      packageJson.customElements,
      ...Object.values(packageJson.exports).flatMap((target) =>
        typeof target === 'string' ? [target] : Object.values(target),
      ),
    ].map((path) => String(path).replace(/^\.\//, ''));
    expect(files).toEqual(expect.arrayContaining(named));
    const manifest = JSON.parse(
      readFileSync(join(packageFolder, String(packageJson.customElements)), 'utf8'),
    ) as { version: string; modules: { path: string }[] };
    expect(manifest.version).toBe(packageJson.version);
    expect(files).toEqual(expect.arrayContaining(manifest.modules.map(({ path }) => path)));
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md']));
    expect(
      files.filter((path) => !/^(dist\/|package\.json$|README\.md$|CHANGELOG\.md$)/.test(path)),
    ).toEqual([]);
  });

  it('exports every element of the catalog, its class and its define entry', () => {
    const { exports } = JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    for (const { tag } of widgetApis) {
      expect(exports[`./${tag}`], `packages/widgets/package.json exports ./${tag}`).toEqual({
        types: `./dist/${tag}.d.ts`,
        default: `./dist/${tag}.js`,
      });
      expect(exports[`./${tag}/define`], `… and ./${tag}/define`).toEqual({
        types: `./dist/${tag}-define.d.ts`,
        default: `./dist/${tag}-define.js`,
      });
    }
    const files = packed.files.map(({ path }) => path);
    expect(files).toEqual(
      expect.arrayContaining(
        widgetApis.flatMap(({ tag }) => [`dist/${tag}.js`, `dist/${tag}-define.js`]),
      ),
    );
  });

  it('builds with Vite into a page where the one element imported renders and computes, on one React', async () => {
    const { page, errors } = await openPage(browser, `${server.url}/index.html`);
    await expectRendered(page, 'number-converter');
    await expect.poll(() => resultOf(page, 'number-converter').inputValue()).toBe('255');
    expect(await page.locator('#own-react').textContent()).toBe('own React');
    const defined = await page.evaluate(
      (tags) => tags.filter((tag) => customElements.get(tag)),
      widgetApis.map(({ tag }) => tag),
    );
    expect(defined).toEqual(['number-converter']);
    expect(errors).toEqual([]);
    // A string React DOM's client holds once: a second copy of React DOM would repeat it.
    const assets = join(site, 'dist', 'assets');
    const scripts = readdirSync(assets).map((file) => readFileSync(join(assets, file), 'utf8'));
    const copies = scripts.join('\n').split('__reactFiber$').length - 1;
    expect(copies, 'copies of React DOM in the built page').toBe(1);
    await page.close();
  });

  it('defines no tag from a class entry; the page registers the class under its own tag', async () => {
    const { page, errors } = await openPage(browser, `${server.url}/class.html`);
    await expectRendered(page, 'base-converter');
    expect(
      await page.evaluate(() => (window as { definedOnImport?: boolean }).definedOnImport),
    ).toBe(false);
    expect(await page.evaluate(() => customElements.get('number-converter') !== undefined)).toBe(
      false,
    );
    await expect.poll(() => resultOf(page, 'base-converter').inputValue()).toBe('10');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('types the elements for TypeScript users through its exports', () => {
    const args = ['--noEmit', '--strict', '--lib', 'es2022,dom', '--module', 'esnext'];
    let errors = '';
    try {
      run(process.execPath, [tsc, ...args, '--moduleResolution', 'bundler', 'embedder.ts']);
    } catch (error) {
      errors = (error as { stdout: string }).stdout;
    }
    expect(errors).toBe('');
  });
});
