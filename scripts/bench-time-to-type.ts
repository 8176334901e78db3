import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { MAJOR_ALIAS } from '../widgets/release.ts';
import { CPU_SLOWDOWN, slowPhonePage } from './bench-phone.ts';
import { floorPath, startFloorServer } from './bench-floor.ts';
import { networkQuiet, watchTraffic } from './network-quiet.ts';
import { calculatorsWithJourneys } from './calculator-journeys.ts';
import { launchChromium } from './launch-chromium.ts';
import { startStaticServer } from './static-server.ts';

/**
 * The bench's 'time to type' (docs/decisions.md "Time to type, from the outside"): on DevTools'
 * Slow 3G with a 4x slower CPU, a phone's viewport with touch, signed out, the time from the start
 * of the navigation until a student's keystroke lands in the calculator's first text field and is
 * shown. Measured from the outside, as a student meets the page: tap the field and type a character,
 * again and again until one shows in the field; the first that does gives the time (the frame that
 * shows it, on the page's clock). The student
 * then types the rest, and the whole text must still be in the field once the page has finished
 * loading (the network idle, the element defined, its scripts settled): a page that loses it fails,
 * whatever its time. Every calculator page and iframe page is measured beside its floor
 * (scripts/bench-floor.ts), runs interleaved: floor, page, floor, page...
 */
export const TIME_TO_TYPE_TARGET = 1.5;
const RUNS = 3;
/** A page whose field takes longer than this is reported as never typable. */
const GIVE_UP_MS = 90_000;

interface Calculator {
  route: string;
  tag: string;
  /** The accessible name of its first text field. */
  field: string;
  /** What a student types there. */
  text: string;
  /** The field's name on the page in each other language the site has it in. */
  translated?: Readonly<Record<string, string>>;
}

/** Every calculator page, with its first text field from its journey (`typing`). */
const CALCULATORS: readonly Calculator[] = (await calculatorsWithJourneys()).map(
  ({ href, tag, journey }) => ({ route: href, tag, ...journey.typing }),
);

/** One run: the time in ms, or what went wrong (the text lost, or never typable). */
export type TypeRun = { ms: number } | { lost: string } | { error: string };

export interface TimeToTypeFigures {
  /** The site page's path, or the iframe page's. */
  page: string;
  field: string;
  /** Medians of the runs, null when a run failed. */
  pageMs: number | null;
  floorMs: number | null;
  ratio: number | null;
  pageRuns: TypeRun[];
  floorRuns: TypeRun[];
  loadAverage: number;
}

/**
 * The field's value at the next frame, what the screen shows, and that frame's time on the page's
 * clock: ms since the start of the navigation, with none of the bench's own round trips after it.
 */
const shownValue = (field: Locator) =>
  field.evaluate(
    (input) =>
      new Promise<{ value: string; at: number }>((resolve) =>
        requestAnimationFrame((at) => resolve({ value: (input as HTMLInputElement).value, at })),
      ),
    undefined,
    { timeout: 10_000 },
  );

const VIEWPORT_HEIGHT = 844;

/**
 * One try of a student's: tap the field where it is on screen (scrolled to first where it is not,
 * as a thumb would), type `char`, and look whether it shows. The time it showed at, or null when
 * there is no field yet or the character did not land.
 */
async function tryToType(page: Page, field: Locator, char: string): Promise<number | null> {
  try {
    // One round trip where the field is on screen: each is slow on a throttled, busy page.
    let box = await field.boundingBox({ timeout: 1000 });
    if (box !== null && (box.y < 0 || box.y + box.height > VIEWPORT_HEIGHT)) {
      await field.scrollIntoViewIfNeeded({ timeout: 1000 });
      box = await field.boundingBox({ timeout: 1000 });
    }
    if (box === null) return null;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.type(char);
    const { value, at } = await shownValue(field);
    return value.includes(char) ? at : null;
  } catch {
    // The page navigated, re-rendered or was busy under the try: the student tries again.
    return null;
  }
}

/** One run in a fresh context: the time to type `text` into `field` on `url`, and whether it stays. */
async function typeOnce(
  browser: Browser,
  url: string,
  { field: label, text }: Calculator,
  tag: string | null,
): Promise<TypeRun> {
  const { context, page } = await slowPhonePage(browser, { slow3g: true });
  try {
    const field = page.getByLabel(label, { exact: true }).first();
    watchTraffic(page);
    const start = performance.now();
    const loaded = page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
    loaded.catch(() => undefined);
    let shownAt: number | null = null;
    while ((shownAt = await tryToType(page, field, text[0]!)) === null) {
      if (performance.now() - start > GIVE_UP_MS) {
        return { error: `no '${text[0]}' in ${label} after ${GIVE_UP_MS / 1000} s` };
      }
      await sleep(50);
    }
    const ms = Math.round(shownAt);
    await page.keyboard.type(text.slice(1));
    const { value: typed } = await shownValue(field);
    // Finished loading: the network idle, the element defined, then its scripts given time to run.
    await loaded;
    await networkQuiet(page, GIVE_UP_MS);
    if (tag !== null) {
      await page.waitForFunction((name) => customElements.get(name) !== undefined, tag, {
        timeout: GIVE_UP_MS,
      });
      await networkQuiet(page, GIVE_UP_MS);
    }
    await sleep(2000);
    const { value: kept } = await shownValue(field);
    if (!typed.includes(text) || kept !== typed) {
      return { lost: `typed '${typed}', left '${kept}'` };
    }
    return { ms };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  } finally {
    await context.close();
  }
}

/** The median time of the runs, or null when any run failed (a median would hide it). */
function medianMs(runs: readonly TypeRun[]): number | null {
  const times = runs.flatMap((run) => ('ms' in run ? [run.ms] : []));
  if (times.length < runs.length) return null;
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);

const describeRun = (run: TypeRun) =>
  'ms' in run ? seconds(run.ms) : 'lost' in run ? `LOST (${run.lost})` : `FAILED (${run.error})`;

function describeFigures({ page, field, pageMs, floorMs, ratio, pageRuns }: TimeToTypeFigures) {
  const failed = pageRuns.find((run) => !('ms' in run));
  const verdict =
    failed !== undefined
      ? 'lost' in failed
        ? 'FAILS: LOSES WHAT WAS TYPED'
        : 'FAILS: never typable'
      : ratio !== null && ratio <= TIME_TO_TYPE_TARGET
        ? 'ok'
        : `OVER ${TIME_TO_TYPE_TARGET}x the floor's`;
  const ratioText = ratio === null ? '-' : `${ratio.toFixed(2)}x`;
  return (
    `  ${page.padEnd(40)} ${field.padEnd(16)} ${seconds(floorMs).padStart(8)} ${seconds(pageMs).padStart(8)} ` +
    `${ratioText.padStart(7)}  ${verdict}  (page runs: ${pageRuns.map(describeRun).join(', ')})`
  );
}

/**
 * Measures the calculators of `routes` (their site pages and iframe pages) on the site built in
 * `siteDir`, prints the figures and returns them.
 */
export async function benchTimeToType(
  siteDir: string,
  routes: readonly string[],
): Promise<TimeToTypeFigures[]> {
  // A page in another language: its calculator, typed into by the field's name there, against the
  // same floor (its English fields); its iframe page is the English one's.
  const calculators = CALCULATORS.flatMap((calculator) => [
    { ...calculator, floor: calculator, frame: true },
    ...Object.entries(calculator.translated ?? {}).map(([locale, field]) => ({
      ...calculator,
      route: `/${locale}${calculator.route}`,
      field,
      floor: calculator,
      frame: false,
    })),
  ]).filter((calculator) => routes.includes(calculator.route));
  if (calculators.length === 0) return [];
  console.log(
    `\nTime to type: DevTools' Slow 3G (2 s round trip, 50 kB/s, no cache) and a ${CPU_SLOWDOWN}x slower CPU, 390 x 844 with touch, signed out`,
  );
  console.log(
    `  from the start of the navigation until a typed character shows in the first field, which must keep the`,
  );
  console.log(
    `  whole text once the page has loaded; median of ${RUNS} runs, each page's interleaved with its floor's`,
  );
  console.log(
    `  (a bare page with the same heading and fields, no JavaScript); target: at most ${TIME_TO_TYPE_TARGET}x the floor's time`,
  );
  console.log(
    `  on a machine with load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores (it slows the throttled CPU further)`,
  );
  console.log(`  ${'page'.padEnd(40)} ${'field'.padEnd(16)}    floor     page ÷ floor`);
  const [server, floors] = await Promise.all([startStaticServer(siteDir), startFloorServer()]);
  const browser = await launchChromium();
  const figures: TimeToTypeFigures[] = [];
  try {
    for (const calculator of calculators) {
      const floorUrl = `${floors.url}${floorPath(calculator.tag)}`;
      const framePage = `/widgets/${MAJOR_ALIAS}/${calculator.tag}.html`;
      const pages = calculator.frame ? [calculator.route, framePage] : [calculator.route];
      for (const page of pages) {
        const pageRuns: TypeRun[] = [];
        const floorRuns: TypeRun[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          floorRuns.push(await typeOnce(browser, floorUrl, calculator.floor, null));
          pageRuns.push(
            await typeOnce(browser, `${server.url}${page}`, calculator, calculator.tag),
          );
        }
        const pageMs = medianMs(pageRuns);
        const floorMs = medianMs(floorRuns);
        const row: TimeToTypeFigures = {
          page,
          field: calculator.field,
          pageMs,
          floorMs,
          ratio: pageMs === null || floorMs === null ? null : pageMs / floorMs,
          pageRuns,
          floorRuns,
          loadAverage: loadavg()[0]!,
        };
        figures.push(row);
        console.log(describeFigures(row));
        const floorFailed = floorRuns.find((run) => !('ms' in run));
        if (floorFailed) console.log(`      the floor failed: ${describeRun(floorFailed)}`);
      }
    }
  } finally {
    await browser.close();
    await Promise.all([server.close(), floors.close()]);
  }
  return figures;
}
