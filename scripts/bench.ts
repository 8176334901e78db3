import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  BUDGETS,
  embedBudget,
  embedCosts,
  furtherElementBudget,
  furtherElementCosts,
  pageScriptWeights,
  readWidgetFiles,
} from './bundle-sizes.ts';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.ts';
import { startStaticServer } from './static-server.ts';

/**
 * `npm run bench` (it builds first): sizes and page weight.
 * - per widget file and shared chunk: raw and gzip bytes;
 * - per element embed: its script and every chunk it imports (what one script tag costs), and what
 *   each further element adds on a page that already embeds another;
 * - per site page: the JavaScript it loads before any interaction, measured in Chromium.
 * The figures also go to reports/bench.json.
 */
const PAGES = ['/sdt-calculator', '/matrix-calculator', '/number-converter', '/embed', '/'];
const CALCULATOR_PAGES = new Set(PAGES.slice(0, 3));

const root = fileURLToPath(new URL('../', import.meta.url));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (value: number, budget: number) =>
  value <= budget ? `ok (budget ${kB(budget)})` : `OVER the ${kB(budget)} budget`;

const files = await readWidgetFiles(`${root}dist/widgets/`);
console.log('Widget files (dist/widgets)');
for (const [name, { raw, gzip }] of [...files].sort()) {
  console.log(`  ${name.padEnd(40)} ${kB(raw).padStart(9)} raw ${kB(gzip).padStart(9)} gzip`);
}

console.log('\nEmbed of one element: its script and the chunks it imports (gzip)');
const embeds = embedCosts(files);
for (const { element, gzip } of embeds) {
  const budget = embedBudget(element);
  const note = budget === null ? '(budgeted on top of the runtime, below)' : verdict(gzip, budget);
  console.log(`  ${element.padEnd(40)} ${kB(gzip).padStart(9)}  ${note}`);
}

console.log('\nA further element on a page that embeds another (gzip it adds)');
const further = furtherElementCosts(files);
for (const { first, second, gzip } of further) {
  const label = `${second} after ${first}`;
  console.log(
    `  ${label.padEnd(52)} ${kB(gzip).padStart(9)}  ${verdict(gzip, furtherElementBudget(second))}`,
  );
}

console.log('\nSite pages: JavaScript loaded before any interaction (gzip)');
const server = await startStaticServer(`${root}dist/site/`);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const pages = await pageScriptWeights(browser, server.url, PAGES).finally(async () => {
  await browser.close();
  await server.close();
});
for (const { path, scripts, gzip } of pages) {
  const note = CALCULATOR_PAGES.has(path)
    ? verdict(gzip, BUDGETS.page)
    : path === '/embed'
      ? '(previews every element with the stand-alone bundles)'
      : '';
  console.log(
    `  ${path.padEnd(20)} ${String(scripts).padStart(2)} files ${kB(gzip).padStart(9)}  ${note}`,
  );
}

await mkdir(`${root}reports`, { recursive: true });
await writeFile(
  `${root}reports/bench.json`,
  `${JSON.stringify({ files: Object.fromEntries(files), embeds, further, pages }, null, 2)}\n`,
);
console.log('\nFull figures: reports/bench.json');
