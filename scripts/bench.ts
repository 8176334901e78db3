import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CALCULATOR_ROUTES, CONTENT_ROUTES, GPA_PAGE } from '../site/src/data/routes.ts';
import { MAJOR_ALIAS } from '../widgets/release.ts';
import {
  BUDGETS,
  embedBudget,
  embedCosts,
  furtherElementBudget,
  furtherElementCosts,
  gzipSize,
  languageCosts,
  onDemandCosts,
  partCosts,
  GPA_PAGE_TARGET,
  pageBudget,
  pageScriptWeights,
  readWidgetFiles,
  scriptsCost,
} from './bundle-sizes.ts';
import {
  describeFirestoreOperations,
  firestoreOperationCounts,
  growingScenarios,
  type FirestoreOperationCount,
} from './bench-firestore.ts';
import { FLOOR_PATH, startFloorServer } from './bench-floor.ts';
import { benchAddSubject } from './bench-add-subject.ts';
import { benchLongTasks } from './bench-long-tasks.ts';
import { benchTimeToType } from './bench-time-to-type.ts';
import { launchChromium } from './launch-chromium.ts';
import { auditMedian } from './lighthouse.ts';
import type {
  FailingAudit,
  FormFactor,
  LighthouseFigures,
  LighthouseResult,
} from './lighthouse.ts';
import { startStaticServer } from './static-server.ts';

/**
 * `npm run bench` (it builds first): sizes, page weight and Lighthouse.
 * - per widget file and shared chunk: raw and gzip bytes;
 * - per element embed: its script and every chunk it imports (what one script tag costs), and what
 *   each further element adds on a page that already embeds another;
 * - per site page: the JavaScript it loads before any interaction, measured in Chromium;
 * - per site page: Lighthouse on mobile, then on desktop, every page against the targets, and its
 *   LCP as a multiple of the floor's (scripts/bench-floor.ts: a bare page with the same heading and
 *   the speed, distance and time calculator's three fields, measured in the same run with the same
 *   settings);
 * - per Firestore scenario: the document reads and writes, with 1,000 and with 10,000 other users;
 * - per utility calculator, with its largest allowed input and its working shown, on its iframe page
 *   and its site page: the longest main-thread task, against 100 ms (scripts/bench-long-tasks.ts);
 * - per calculator page and iframe page: the time to type, on Slow 3G with a 4x slower CPU, against
 *   its floor's (scripts/bench-time-to-type.ts);
 * - Add Subject on a 10 x 8 profile with a 4x slower CPU: its INP, the time to the paint that shows
 *   the subject and the longest task (scripts/bench-add-subject.ts).
 * BENCH_ONLY=long-tasks, time-to-type, add-subject or firestore measures only that (its figures go to
 * reports/bench-<name>.json). BENCH_PAGES=/sdt-calculator,/about measures only those site pages (and
 * the iframe pages of their calculators). The figures also go to reports/bench.json, each median
 * Lighthouse run's report to reports/lighthouse/<page>-<form>.html.
 * It exits non-zero when Lighthouse or the Firestore scenarios fail to run, never because a figure
 * misses its target.
 */
// '/' is not measured: it only redirects to /gpa-calculator. Every page in English and in Hindi;
// in the other languages their GPA page, the heaviest (a language changes a page's words, not its
// scripts): each page more is a minute of Lighthouse.
const inLanguageMeasured = (path: string) =>
  !/^\/(?!hi\/)[a-z]{2}\//.test(path) || path.endsWith(GPA_PAGE.href);
const ALL_PAGES: readonly string[] = [
  ...CONTENT_ROUTES.filter(inLanguageMeasured),
  ...['/login', '/signup', '/forgot-password'].flatMap((path) => [path, `/hi${path}`]),
];
const CALCULATOR_PAGES = new Set<string>(CALCULATOR_ROUTES);
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ALL_PAGES;
const unknownPages = PAGES.filter((path) => !ALL_PAGES.includes(path));
if (unknownPages.length > 0) {
  throw new Error(
    `BENCH_PAGES: no page ${unknownPages.join(', ')}; pages: ${ALL_PAGES.join(', ')}`,
  );
}
// Lighthouse takes 10 to 15 s a run here. Three runs where targets apply: on mobile every page has
// some, and one run's LCP strays up to 10% from the next on this shared machine, as much as the
// floor ratio's margin. On desktop, with none, three on the calculator pages and one elsewhere.
const lighthouseRuns = (formFactor: FormFactor, path: string) =>
  formFactor === 'mobile' || path === FLOOR_PATH || CALCULATOR_PAGES.has(path) ? 3 : 1;
// On mobile. Calculator pages: accessibility and LCP. Every page: performance 100, an LCP within 1.1x
// the floor's, no long task worth the name (TBT under 50 ms) and no layout shift.
const TARGETS = {
  performance: 100,
  accessibility: 100,
  lcpMs: 1500,
  floorRatio: 1.1,
  tbtMs: 50,
  cls: 0,
};

const root = fileURLToPath(new URL('../', import.meta.url));

// BENCH_ONLY=<section>: only its figures (a few minutes at most), for work on the calculators.
const SECTIONS = ['long-tasks', 'time-to-type', 'add-subject', 'firestore'];
const only = process.env.BENCH_ONLY;
if (only !== undefined && !SECTIONS.includes(only)) {
  throw new Error(`BENCH_ONLY: no section ${only}; sections: ${SECTIONS.join(', ')}`);
}
const measures = (section: string) => only === undefined || only === section;

/** The Firestore scenarios' figures, printed; a scenario that fails to run fails the bench. */
async function benchFirestore(): Promise<
  { counts: FirestoreOperationCount[]; growing: string[] } | { error: string }
> {
  console.log('\nFirestore operations: document reads and writes, in databases of other users');
  try {
    const counts = await firestoreOperationCounts();
    for (const line of describeFirestoreOperations(counts)) console.log(line);
    return { counts, growing: growingScenarios(counts) };
  } catch (error) {
    process.exitCode = 1;
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  FIRESTORE SCENARIOS FAILED: ${message}`);
    return { error: message };
  }
}
const siteDir = `${root}dist/site/`;
const longTasks = measures('long-tasks') ? await benchLongTasks(siteDir) : null;
const timeToType = measures('time-to-type') ? await benchTimeToType(siteDir, PAGES) : null;
const addSubject =
  measures('add-subject') && PAGES.includes('/gpa-calculator')
    ? await benchAddSubject(siteDir)
    : null;
if (only !== undefined) {
  await mkdir(`${root}reports`, { recursive: true });
  const figures = {
    'long-tasks': longTasks,
    'time-to-type': timeToType,
    'add-subject': addSubject,
    firestore: only === 'firestore' ? await benchFirestore() : null,
  };
  await writeFile(
    `${root}reports/bench-${only}.json`,
    `${JSON.stringify(figures[only as keyof typeof figures], null, 2)}\n`,
  );
  process.exit();
}
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (value: number, budget: number) =>
  value <= budget ? `ok (budget ${kB(budget)})` : `OVER the ${kB(budget)} budget`;

const files = await readWidgetFiles(`${root}dist/widgets/`);
// The other release folders hold the same small entry files.
console.log(`Widget files (dist/widgets: chunks/ and ${MAJOR_ALIAS}/)`);
for (const [name, { raw, gzip }] of [...files].sort()) {
  if (!name.startsWith('chunks/') && !name.startsWith(`${MAJOR_ALIAS}/`)) continue;
  console.log(`  ${name.padEnd(40)} ${kB(raw).padStart(9)} raw ${kB(gzip).padStart(9)} gzip`);
}

console.log('\nEmbed of one element: its script and the chunks it imports (gzip)');
const embeds = embedCosts(files);
for (const { element, gzip } of embeds) {
  const budget = embedBudget(element);
  const note = budget === null ? '(budgeted on top of the runtime, below)' : verdict(gzip, budget);
  console.log(`  ${element.padEnd(40)} ${kB(gzip).padStart(9)}  ${note}`);
}

console.log(
  '\nIframe page of one element: its HTML (CSS and first screen), the element and frame.js (gzip)',
);
for (const { element } of embeds) {
  const page = element.replace(/\.js$/, '.html');
  const html = gzipSize(await readFile(`${root}dist/widgets/${page}`));
  const scripts = scriptsCost(files, [element, `${MAJOR_ALIAS}/frame.js`]);
  console.log(`  ${page.padEnd(40)} ${kB(html + scripts).padStart(9)}`);
}
console.log(
  `  ${MAJOR_ALIAS}/resizer.js, on the embedding page${kB(scriptsCost(files, [`${MAJOR_ALIAS}/resizer.js`])).padStart(18)}`,
);

console.log('\nA further element on a page that embeds another (gzip it adds)');
const further = furtherElementCosts(files);
for (const { first, second, gzip } of further) {
  const label = `${second} after ${first}`;
  console.log(
    `  ${label.padEnd(52)} ${kB(gzip).padStart(9)}  ${verdict(gzip, furtherElementBudget(second))}`,
  );
}

console.log('\nA part loaded on demand, when first opened (gzip it adds to its element)');
for (const { element, part, gzip } of partCosts(files)) {
  const label = `${part} of ${element}`;
  console.log(
    `  ${label.padEnd(52)} ${kB(gzip).padStart(9)}  ${verdict(gzip, BUDGETS.onDemandPart)}`,
  );
}

console.log(
  '\nA language other than English, fetched when asked for (gzip it adds to its element)',
);
for (const { element, locale, gzip } of languageCosts(files)) {
  const label = `${locale} of ${element}`;
  console.log(`  ${label.padEnd(52)} ${kB(gzip).padStart(9)}  ${verdict(gzip, BUDGETS.language)}`);
}

// Every preset's numbers load as one file when first needed, and one university's file when a
// profile on it is shown (docs/decisions.md "Every preset's numbers load on demand, ...").
const presetsJson = await readFile(
  `${root}packages/core/src/gpa/scales/presets/preset-scales.json`,
);
const presetRows = JSON.parse(presetsJson.toString()) as { file: string }[];
const presetFileNames = new Set(presetRows.map((row) => row.file));
const presetChunks = onDemandCosts(files)
  .filter(({ part }) => presetFileNames.has(part.replace(/^chunks\/|-[\w-]{8}\.js$/g, '')))
  .map(({ gzip }) => gzip)
  .sort((a, b) => a - b);
console.log(`\nPresets (${presetRows.length}, retired ones included; gzip)`);
console.log(
  `  every preset's numbers, loaded on demand (preset-scales.json alone) ${kB(gzipSize(presetsJson)).padStart(9)}`,
);
console.log(
  `  one university's file, loaded on demand: ${presetChunks.length} files, ${kB(presetChunks[0] ?? 0)} to ${kB(presetChunks.at(-1) ?? 0)}, median ${kB(presetChunks[Math.floor(presetChunks.length / 2)] ?? 0)}`,
);

console.log(
  "\nSite pages: JavaScript loaded before any interaction (gzip), and beside it the CSS files (the elements' stylesheets; the pages' own CSS is in their HTML)",
);
const server = await startStaticServer(`${root}dist/site/`);
const browser = await launchChromium();
const pages = await pageScriptWeights(browser, server.url, PAGES).finally(() => browser.close());
for (const { path, scripts, gzip, css, firebase } of pages) {
  // Signed out, none of these pages loads Firebase before any input.
  const firebaseNote = firebase ? 'with Firebase' : 'no Firebase';
  const target =
    path === '/gpa-calculator'
      ? `, ${gzip <= GPA_PAGE_TARGET ? 'within' : 'OVER'} the ${kB(GPA_PAGE_TARGET)} target`
      : '';
  const note = CALCULATOR_PAGES.has(path)
    ? `${verdict(gzip, pageBudget(path))}${target}, ${firebase ? 'but it LOADS FIREBASE' : firebaseNote}`
    : path === '/embed'
      ? '(the previews within a screen of the first; the others load as they come near it)'
      : firebaseNote;
  console.log(
    `  ${path.padEnd(20)} ${String(scripts).padStart(2)} files ${kB(gzip).padStart(9)} JS + ${kB(css).padStart(8)} CSS  ${note}`,
  );
}

/** What misses a target on mobile: the calculator pages' accessibility and LCP, every page's performance, floor ratio, TBT and CLS. */
function targetMisses(path: string, figures: LighthouseFigures, ratio: number | null): string[] {
  const { performance, accessibility, lcpMs, tbtMs, cls } = figures;
  const calculator = CALCULATOR_PAGES.has(path);
  return [
    performance < TARGETS.performance ? `performance ${performance}` : '',
    calculator && accessibility < TARGETS.accessibility ? `accessibility ${accessibility}` : '',
    calculator && lcpMs >= TARGETS.lcpMs ? `LCP ${lcpMs} ms` : '',
    ratio !== null && ratio > TARGETS.floorRatio ? `LCP ${ratio.toFixed(2)}x the floor's` : '',
    tbtMs >= TARGETS.tbtMs ? `TBT ${tbtMs} ms` : '',
    cls > TARGETS.cls ? `CLS ${cls}` : '',
  ].filter(Boolean);
}

/** The page's LCP as a multiple of the floor's, when the floor was measured. */
const floorRatio = (lcpMs: number, floor: LighthouseResult | null) =>
  floor === null ? null : lcpMs / floor.median.lcpMs;

function lighthouseRow(
  path: string,
  { median, runs }: LighthouseResult,
  ratio: number | null,
  note: string,
): string {
  const { performance, accessibility, bestPractices, seo, fcpMs, lcpMs, tbtMs, cls } = median;
  const columns = [runs.length, performance, accessibility, bestPractices, seo].map((value) =>
    String(value).padStart(4),
  );
  columns.push(
    ...[`${fcpMs} ms`, `${lcpMs} ms`, ratio === null ? '-' : `${ratio.toFixed(2)}x`].map((value) =>
      value.padStart(8),
    ),
    ...[`${tbtMs} ms`, cls.toFixed(3)].map((value) => value.padStart(8)),
  );
  // LCP and TBT vary most from run to run on a shared machine: each run's, to judge the median by.
  const perRun = (figure: 'lcpMs' | 'tbtMs') => runs.map((run) => run[figure]).join(', ');
  const eachRun =
    runs.length > 1 ? `  (per run: LCP ${perRun('lcpMs')} ms, TBT ${perRun('tbtMs')} ms)` : '';
  return `  ${path.padEnd(20)} ${columns.join(' ')}  ${note}${eachRun}`;
}

const lostPoints = (failing: FailingAudit[]) =>
  failing
    .map(({ id, score, elements }) => {
      const more = elements.length > 3 ? ` +${elements.length - 3} more` : '';
      return elements.length === 0
        ? `${id} ${score}`
        : `${id} ${score} [${elements.slice(0, 3).join(' | ')}${more}]`;
    })
    .join(', ');

const lighthouseResults: ({ path: string; formFactor: FormFactor } & (
  (LighthouseResult & { floorRatio: number | null }) | { error: string }
))[] = [];
const floorServer = await startFloorServer();
await mkdir(`${root}reports/lighthouse`, { recursive: true });
// Lighthouse times the CPU work it observes: a busy machine raises TBT and lowers performance.
console.log(
  `\nLighthouse on a machine with load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
);
for (const formFactor of ['mobile', 'desktop'] as const) {
  const mobile = formFactor === 'mobile';
  console.log(
    `\nLighthouse, ${mobile ? 'mobile (simulated slow 4G, 4x slower CPU)' : 'desktop'}: ` +
      (mobile ? 'median run of 3' : 'median run of 3 on calculator pages, 1 on the others'),
  );
  const targets = mobile
    ? `targets on calculator pages: accessibility ${TARGETS.accessibility}, LCP under ` +
      `${TARGETS.lcpMs} ms; on every page: performance ${TARGETS.performance}, LCP at most ` +
      `${TARGETS.floorRatio}x the floor's, TBT under ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}`
    : 'no targets';
  console.log(`  ${targets}; lost: the audits that cost a score its 100, with their 0-1 score`);
  console.log(
    `  ${'page'.padEnd(20)} runs perf a11y   bp  seo      FCP      LCP  ÷ floor      TBT      CLS`,
  );
  // The floor first, with as many runs as a calculator page: the pages' ratios divide by its median.
  let floor: LighthouseResult | null = null;
  for (const path of [FLOOR_PATH, ...PAGES]) {
    const isFloor = path === FLOOR_PATH;
    try {
      const { result, html } = await auditMedian(
        `${isFloor ? floorServer.url : server.url}${path}`,
        formFactor,
        lighthouseRuns(formFactor, path),
      );
      await writeFile(
        `${root}reports/lighthouse/${path.slice(1).replaceAll('/', '-')}-${formFactor}.html`,
        html,
      );
      if (isFloor) floor = result;
      const ratio = floorRatio(result.median.lcpMs, floor);
      lighthouseResults.push({ path, formFactor, ...result, floorRatio: ratio });
      const misses = targetMisses(path, result.median, ratio);
      const verdict = misses.length === 0 ? 'ok' : `BELOW TARGET: ${misses.join(', ')}`;
      const note = isFloor ? '(the floor: no JavaScript)' : mobile ? verdict : '';
      console.log(lighthouseRow(path, result, ratio, note));
      if (result.failing.length > 0) console.log(`      lost: ${lostPoints(result.failing)}`);
      for (const warning of result.warnings) console.log(`      warning: ${warning}`);
    } catch (error) {
      // Lighthouse itself failed (not a low score): reported, and the bench exits non-zero.
      process.exitCode = 1;
      const message = error instanceof Error ? error.message : String(error);
      lighthouseResults.push({ path, formFactor, error: message });
      console.log(`  ${path.padEnd(20)} LIGHTHOUSE FAILED: ${message}`);
    }
  }
}
await Promise.all([server.close(), floorServer.close()]);

const firestore = measures('firestore') ? await benchFirestore() : null;

await writeFile(
  `${root}reports/bench.json`,
  `${JSON.stringify(
    {
      files: Object.fromEntries(files),
      embeds,
      further,
      pages,
      lighthouse: lighthouseResults,
      firestore,
      longTasks,
      timeToType,
      addSubject,
    },
    null,
    2,
  )}\n`,
);
console.log(
  '\nFull figures: reports/bench.json; Lighthouse reports of the median runs: reports/lighthouse/',
);
