import { availableParallelism, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './launch-chromium.ts';
import { startStaticServer } from './static-server.ts';
import type { LongTaskInput } from '../widgets/journey.ts';
import { MAJOR_ALIAS } from '../widgets/release.ts';
import { calculatorsWithJourneys } from './calculator-journeys.ts';

/**
 * The bench's main-thread figures: each utility calculator opened with its largest allowed input
 * and its working shown, on its iframe page (`working=open` in the address) and on its site page
 * (the address, then 'Show working' pressed), in Chromium on this machine without throttling.
 * Per case: the longest task (its CPU time from Chromium's trace, and its wall time from the
 * PerformanceObserver's 'longtask' entries, which start at 50 ms) from navigation until the
 * working is shown, the
 * longest while each long table's 'Show … more rows' is pressed until every row shows, and the
 * characters of working rendered. Links past the limits (a 5 kB number, a 15 kB matrix) are
 * measured too: they get the message. Each blank calculator is the baseline: opening the page
 * alone, whose startup is part of every 'open' figure.
 */
export const LONG_TASK_TARGET_MS = 100;
const RUNS = 3;

interface LongTaskCase extends LongTaskInput {
  tag: string;
  /** The site page of the calculator. */
  route: string;
  /** No input: no working to wait for. */
  blank?: boolean;
}

/**
 * Every calculator whose journey names long-task inputs (widgets/<tag>/<tag>.journey.ts): first
 * each one blank, what opening its page costs the main thread without any input, then its inputs.
 */
const calculators = (await calculatorsWithJourneys()).filter(
  ({ journey }) => journey.longTasks.length > 0,
);
const LONG_TASK_CASES: readonly LongTaskCase[] = [
  ...calculators.map(({ tag, href }) => ({
    label: `blank ${tag} (the page alone)`,
    tag,
    route: href,
    params: {},
    blank: true,
  })),
  ...calculators.flatMap(({ tag, href, journey }) =>
    journey.longTasks.map((input) => ({ ...input, tag, route: href })),
  ),
];

export interface LongTaskFigures {
  label: string;
  page: 'iframe page' | 'site page';
  /** The longest task until the working (or the message) showed, in ms; 0 when none reached 50 ms. */
  openMs: number;
  /** The CPU time of the longest task, opening and showing every row. */
  openCpuMs: number;
  showAllCpuMs: number;
  /** The longest task while every 'Show … more rows' was pressed until all rows showed. */
  showAllMs: number;
  /** Characters of working on screen before and after 'Show all'. */
  shownChars: number;
  allChars: number;
}

/** Collects every long task from the start of the page, in the page. */
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

async function longestTaskSince(page: Page, start: number): Promise<number> {
  // Two frames and a pause: whatever the last action set off has run.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
  const tasks = await page.evaluate(
    (from) => (window as unknown as { __longTasks: number[] }).__longTasks.slice(from),
    start,
  );
  return Math.round(Math.max(0, ...tasks));
}

const TRACE_CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline', '__metadata'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The longest task's CPU time (Chromium's trace: a RunTask's thread duration) on a renderer's main
 * thread, in ms: unlike a long task's wall time, it does not grow while other processes hold the
 * machine's cores.
 */
async function longestTaskCpuMs(browser: Browser): Promise<number> {
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(({ pid, tid }) => `${pid}:${tid}`),
  );
  const cpu = traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .map((event) => (event.tdur ?? 0) / 1000);
  return Math.round(Math.max(0, ...cpu));
}

const taskCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.length);

const workingChars = (page: Page, tag: string) =>
  page
    .locator(`${tag} [part="working"]`)
    .evaluateAll((nodes) => nodes.reduce((sum, node) => sum + (node.textContent ?? '').length, 0));

async function measure(
  browser: Browser,
  url: string,
  { tag, refused, blank }: LongTaskCase,
  site: boolean,
): Promise<Omit<LongTaskFigures, 'label' | 'page'>> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LONG_TASKS);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const element = page.locator(tag);
    if (blank) {
      await page.waitForFunction((name) => document.querySelector(name)?.matches(':defined'), tag, {
        timeout: 120_000,
      });
    } else if (refused) {
      await element
        .locator(`[part~="${refused.part}"]`)
        .filter({ hasText: refused.shows })
        .waitFor({ timeout: 120_000 });
    } else {
      if (site) {
        // Pressed once the page's build-time markup is hydrated (a page loads it when seen).
        await element.scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (name) => document.querySelector(name)?.matches(':defined'),
          tag,
          { timeout: 120_000 },
        );
        await element.locator('[part="working-toggle"]').click({ timeout: 120_000 });
      }
      await element.locator('[part="working-result"]').waitFor({ timeout: 120_000 });
    }
    const openMs = await longestTaskSince(page, 0);
    const openCpuMs = await longestTaskCpuMs(browser);
    const shownChars = await workingChars(page, tag);
    const before = await taskCount(page);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    // Each press takes its button away: press the first until none is left.
    const more = element.locator('[part="working-more"]');
    while ((await more.count()) > 0) await more.first().click();
    const showAllMs = await longestTaskSince(page, before);
    const showAllCpuMs = await longestTaskCpuMs(browser);
    return {
      openMs,
      showAllMs,
      openCpuMs,
      showAllCpuMs,
      shownChars,
      allChars: await workingChars(page, tag),
    };
  } finally {
    await context.close();
  }
}

/** Every case on the iframe page and on the site page of a site served at `siteUrl`. */
async function measureLongTasks(browser: Browser, siteUrl: string): Promise<LongTaskFigures[]> {
  const figures: LongTaskFigures[] = [];
  for (const testCase of LONG_TASK_CASES) {
    const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
    const frameQuery = query({ ...(testCase.frameParams ?? testCase.params), working: 'open' });
    const frame = `${siteUrl}/widgets/${MAJOR_ALIAS}/${testCase.tag}.html?${frameQuery}`;
    const site = `${siteUrl}${testCase.route}?${query(testCase.params)}`;
    for (const [page, url] of [
      ['iframe page', frame],
      ['site page', site],
    ] as const) {
      // The median run of RUNS by its longest task: one run is at the mercy of the machine's load.
      const runs: Awaited<ReturnType<typeof measure>>[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await measure(browser, url, testCase, page === 'site page'));
      }
      const median = (pick: (run: (typeof runs)[number]) => number) =>
        runs.map(pick).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
      figures.push({
        label: testCase.label,
        page,
        ...runs[0]!,
        openMs: median((run) => run.openMs),
        showAllMs: median((run) => run.showAllMs),
        openCpuMs: median((run) => run.openCpuMs),
        showAllCpuMs: median((run) => run.showAllCpuMs),
      });
    }
  }
  return figures;
}

/** The figures as the bench prints them, against LONG_TASK_TARGET_MS. */
function describeLongTasks(figures: readonly LongTaskFigures[]): string[] {
  const wall = (value: number) => (value === 0 ? '< 50' : String(value)).padStart(5);
  const cpu = (value: number) => String(value).padStart(5);
  const verdict = (value: number) =>
    value <= LONG_TASK_TARGET_MS ? 'ok' : `OVER the ${LONG_TASK_TARGET_MS} ms target`;
  return [
    `  target: no task over ${LONG_TASK_TARGET_MS} ms, judged by its CPU time (the wall time, a 'longtask' entry from 50 ms,`,
    `  grows with the machine's load); median of ${RUNS} runs; 'working': its characters at first / with every row`,
    `  ${'input'.padEnd(58)} ${'page'.padEnd(11)}  open: cpu  wall  rows: cpu  wall (ms)  working`,
    ...figures.map(
      ({ label, page, openMs, showAllMs, openCpuMs, showAllCpuMs, shownChars, allChars }) =>
        `  ${label.padEnd(58)} ${page.padEnd(11)}  ${cpu(openCpuMs)} ${wall(openMs)}       ${cpu(showAllCpuMs)} ${wall(showAllMs)}       ` +
        `${String(shownChars).padStart(6)} / ${String(allChars).padEnd(7)} ` +
        verdict(Math.max(openCpuMs, showAllCpuMs)),
    ),
  ];
}

/** Serves the built site, measures every case in a Chromium of its own and prints the figures. */
export async function benchLongTasks(siteDir: string): Promise<LongTaskFigures[]> {
  console.log(
    '\nMain thread: the longest task with the largest allowed inputs and the working shown (Chromium, no throttling),',
  );
  console.log(
    `  on a machine with load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores (a busy machine lengthens every task)`,
  );
  const server = await startStaticServer(siteDir);
  const browser = await launchChromium();
  try {
    const figures = await measureLongTasks(browser, server.url);
    for (const line of describeLongTasks(figures)) console.log(line);
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}
