import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.ts';
import { startStaticServer } from './static-server.ts';

/**
 * `npm run bench` (after `npm run build`): the byte budgets of issue #2.
 * - per widget file and shared chunk: raw and gzip bytes;
 * - per element embed: the gzip bytes of its script and every chunk it imports (what one script tag
 *   costs), and what each further element adds on a page that already embeds another;
 * - per site page: gzip bytes of the JavaScript it loads before any interaction, in Chromium.
 * Sizes are gzip level 9 of each file, as a server would send it. Results also go to reports/bench.json.
 */
const EMBED_BUDGET = 90_000;
const FURTHER_ELEMENT_BUDGET = 10_000;
const PAGE_BUDGET = 90_000;
const PAGES = ['/sdt-calculator', '/matrix-calculator', '/number-converter', '/embed', '/'];

const root = fileURLToPath(new URL('../', import.meta.url));
const widgetsDir = `${root}dist/widgets/`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipSize = (content: Buffer) => gzipSync(content, { level: 9 }).length;
const verdict = (value: number, budget: number) => (value <= budget ? 'ok' : `OVER ${kB(budget)}`);

async function listScripts(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry): Promise<string[]> | string[] =>
      entry.isDirectory()
        ? listScripts(`${dir}${entry.name}/`, `${prefix}${entry.name}/`)
        : entry.name.endsWith('.js')
          ? [`${prefix}${entry.name}`]
          : [],
    ),
  );
  return nested.flat();
}

interface ScriptFile {
  raw: number;
  gzip: number;
  imports: string[];
}
type ScriptFiles = Map<string, ScriptFile>;

async function widgetSizes(): Promise<ScriptFiles> {
  const files: ScriptFiles = new Map();
  for (const name of await listScripts(widgetsDir)) {
    const content = await readFile(`${widgetsDir}${name}`);
    const imports = [...content.toString().matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)];
    const base = name.includes('/') ? name.slice(0, name.lastIndexOf('/') + 1) : '';
    files.set(name, {
      raw: content.length,
      gzip: gzipSize(content),
      imports: imports.map((match) => `${base}${match[1]}`),
    });
  }
  return files;
}

/** The file and everything it imports, transitively. */
function closure(files: ScriptFiles, name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const imported of files.get(name)?.imports ?? []) closure(files, imported, seen);
  return seen;
}

const sum = (files: ScriptFiles, names: Iterable<string>) =>
  [...names].reduce((total, name) => total + files.get(name)!.gzip, 0);

async function pageWeights() {
  const server = await startStaticServer(`${root}dist/site/`);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const weights = [];
  try {
    for (const path of PAGES) {
      const page = await browser.newPage();
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(response.body().then((body) => gzipSize(body)));
        }
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(scripts);
      weights.push({ path, scripts: sizes.length, gzip: sizes.reduce((a, b) => a + b, 0) });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return weights;
}

const files = await widgetSizes();
console.log('Widget files (dist/widgets)');
for (const [name, { raw, gzip }] of [...files].sort()) {
  console.log(`  ${name.padEnd(44)} ${kB(raw).padStart(9)} raw ${kB(gzip).padStart(9)} gzip`);
}

const elements = [...files.keys()].filter(
  (name) => !name.includes('/') && name !== 'campuscalc.js',
);
console.log('\nEmbed of one element (its script + imported chunks, gzip)');
const embeds = elements.map((name) => ({ name, gzip: sum(files, closure(files, name)) }));
for (const { name, gzip } of embeds) {
  console.log(`  ${name.padEnd(28)} ${kB(gzip).padStart(9)}  ${verdict(gzip, EMBED_BUDGET)}`);
}

console.log('\nEach further element on the same page (gzip it adds)');
const further = [];
for (const first of elements) {
  const loaded = closure(files, first);
  for (const second of elements.filter((name) => name !== first)) {
    const added = [...closure(files, second)].filter((name) => !loaded.has(name));
    further.push({ first, second, gzip: sum(files, added) });
  }
}
for (const { first, second, gzip } of further) {
  const label = `${second} after ${first}`;
  console.log(
    `  ${label.padEnd(52)} ${kB(gzip).padStart(9)}  ${verdict(gzip, FURTHER_ELEMENT_BUDGET)}`,
  );
}

console.log('\nSite pages: JavaScript loaded before any interaction (gzip)');
const pages = await pageWeights();
for (const { path, scripts, gzip } of pages) {
  const budget =
    path === '/embed' ? '(embed page: previews every element)' : verdict(gzip, PAGE_BUDGET);
  console.log(
    `  ${path.padEnd(20)} ${String(scripts).padStart(2)} files ${kB(gzip).padStart(9)}  ${budget}`,
  );
}

await mkdir(`${root}reports`, { recursive: true });
await writeFile(
  `${root}reports/bench.json`,
  `${JSON.stringify({ files: Object.fromEntries(files), embeds, further, pages }, null, 2)}\n`,
);
console.log('\nFull figures: reports/bench.json');
