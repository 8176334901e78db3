import { readFile, readdir } from 'node:fs/promises';
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { MAJOR_ALIAS } from '../widgets/release.ts';

/**
 * The byte budgets of the embeds and the site, measured the same way by `npm run bench` (which prints
 * them) and by the end-to-end tests (which fail when one is over). Sizes are gzip level 9 of each
 * file, as a server sends it.
 */
export const BUDGETS = {
  /**
   * One calculator embedded by one script tag, React included. 90 kB until #11 added toasts that
   * place themselves clear of the control in use (top layer), the shared Copy button and fractions.
   * 93.5 kB since #16: the inputs kept in the page's address (`url-inputs`, each calculator's
   * parameters: 1.2 to 1.4 kB) and the 'Show working' button with the loader of its part (0.9 kB),
   * less the API texts the browser builds leave out (0.7 kB). 92.1 to 93.0 kB measured. 94 kB
   * since #27: a working's result line that says '≈' where it rounds, and fractions carried in the
   * working rather than rounded intermediates (93.6 kB measured for the matrix calculator).
   * 85 kB since the icons are our own markup rather than Shoelace's components: Lit and the two
   * components were 9.5 kB of every embed (84.11 kB measured for the matrix calculator).
   */
  embed: 85_000,
  /** A further calculator on a page that already embeds another. */
  furtherElement: 10_000,
  /**
   * The GPA calculator on top of the shared runtime the other elements already load. 25 kB until
   * #12 added the profile limits with their messages (every write is checked against them), the
   * share dialog's refusals of unverified and own addresses, and profiles shared with the user
   * listed a page at a time and loaded when selected. 26.5 kB since #13: profiles kept in memory
   * where the browser blocks storage (an iframe on another site), the `welcome` attribute, and the
   * small entry file of each versioned URL in front of the element's code. 40 kB since #15: grade
   * scales (fifteen presets with their sources and disputes, the scale arithmetic, attempts), the
   * scale picker and its change dialog, the percentage card by the scale's rule, the 4-point
   * conversion, later attempts and the portal attributes (`preset`, `scale` checked as a file's).
   * 37 kB since the drawer, the share dialog, the scale change with its editor, the later-attempt
   * dialog and the grade table load when first opened (packages/ui/src/element/on-demand.tsx).
   * #16's planning (Plan ahead, What if…, quick semesters, Show working) loads on demand too; what
   * it adds to the first render (their buttons, quick semesters counted and stored) is paid for by
   * the API texts the browser builds now leave out (1.5 kB). 35.6 to 36.5 kB measured. 38 kB since
   * #26: one set of numbers with the event's new counts (gpa-detail.ts), the device store keeping
   * the good profiles of a list with a damaged entry (damaged-list.ts; the salvage itself loads on
   * demand), the import that carries its scale and refuses what it cannot apply. 37.6 kB measured.
   * 39 kB with the grade a subject remembers from before a change of scale (grade-memo.ts: read,
   * checked and kept through every edit) and the notice of a profile on screen turning damaged.
   * 38.1 kB measured. The marks tools' button and loader add 0.14 kB (37.85 kB measured after
   * another element; their dialog loads on demand). 41.5 kB since #27 (41.06 kB measured after
   * the SDT calculator, 40.1 kB after the others): the numbers and marks bands of 37 presets
   * (preset-scales.json, 4.2 kB; fifteen presets whole had taken 3.8 kB, and each university's
   * sources and disputes now load on demand, 0.4 to 1.2 kB a university), the buttons and loaders
   * of the marks tools and the course-by-course 4-point conversions, and the notice of a corrected
   * preset. 41.36 kB measured with the icons drawn by our own markup (+0.26 kB: the bundler copies
   * an icon's SVG text into each of the element's chunks that shows it, where one registration
   * held it before). 42.5 kB with the first screen built into the page's HTML (a first visit's
   * profile, shown until the saved data is; a form submitted before hydration held and sent
   * after) and the numbers computed once per change in linear time: 42.40 kB measured.
   */
  gpaOnTopOfRuntime: 42_500,
  /**
   * A part of an element loaded on demand, what its first opening downloads on top of the element:
   * the largest is the GPA calculator's scale change with the custom scale editor: 7 kB until #16,
   * 8 kB since its marks bands are checked by marks to grade's own reader (0.7 kB, shared with Plan
   * ahead). 9 kB. Since #27 the editor loads on its own when asked for (5.0 kB), and the list with
   * its search (5.2 kB) and the marks tools (5.5 kB) are the largest.
   */
  onDemandPart: 9_000,
  /**
   * The JavaScript a calculator page of the site loads before any interaction: an embed's 92 kB, the
   * navbar's 2 kB (dropdowns, theme, and following the session, which loads Firebase on demand) and
   * 1.5 kB for loading the calculator in three tasks rather than one long one (#11: the loader and
   * the chunks that split React, Shoelace and the element apart). 96 kB since #13, whose
   * `theme="auto"` gives each element's light theme a second selector, under prefers-color-scheme.
   * 100 kB since #16: the inputs kept in the address (`url-inputs`) with the Copy link button, the
   * 'Show working' button, and the bundler splitting the modules the working's part shares with the
   * page into chunks of their own (22 to 24 scripts, from 16 to 18). 98.3 to 99.2 kB measured.
   * 101 kB since #26: each calculator's input limits with their messages (input-limits.ts) and
   * the working's 'Show 20 more rows'. 100.06 kB measured on /matrix-calculator. 90 kB, the target
   * of a first screen typable on a slow phone, since the icons are our own markup (no Lit, no
   * Shoelace components: 9.5 to 9.9 kB less) and each element's first screen is a chunk of its own
   * (88.1 kB measured on /sdt-calculator).
   */
  page: 90_000,
  /**
   * The GPA page: the GPA calculator as embedded (gpaOnTopOfRuntime) on a calculator page, with the
   * parts an embed loads on demand bundled in (scripts/vite-plugins.ts,
   * partsBundledWithTheirWidget): 136 kB until the custom scale editor (#15). 151 kB since #16: its
   * buttons and quick semesters, and the chunks the bundler splits off for the planning parts and
   * the working, which load on demand on the site too (bundled, they made the page 151.7 kB and its
   * total blocking time on a throttled phone 116 ms, where split it is 87 ms). 149.7 kB measured.
   * 153 kB since #26: what the element gained (gpaOnTopOfRuntime) and, bundled with it on the site,
   * the drawer's invitations (accept, decline, block) and damaged entries. 152.5 kB measured.
   * 154 kB with the remembered grade of a scale change and an unshare lowering the sender's count.
   * 153.0 kB measured. 153.96 kB with the marks tools (153.53 kB before them). Since #27 the change
   * of scale (thirty universities to find, the editor) loads on demand on the site too; since
   * the icons are our own markup and the site loads every part on demand, 127.0 kB measured. 124 kB
   * since the texts of sharing, the report, a semester's dialogs and what only the other
   * calculators share left the first load (122.2 kB measured; 121.4 kB later). 118.5 kB since the
   * cards below the semesters load at the first input, a read-only profile's tables when shown and
   * an (i) popup's modal when opened (118.1 kB measured). 108 kB since every preset's numbers load
   * on demand and the element's stylesheet is a CSS file (107.1 kB measured). A guard, not the
   * target: the target is GPA_PAGE_TARGET.
   */
  gpaPage: 108_000,
};

const GPA_ELEMENT = `${MAJOR_ALIAS}/gpa-calculator.js`;

/** The budget of one element embedded alone; the GPA calculator has none of its own (see below). */
export const embedBudget = (element: string) => (element === GPA_ELEMENT ? null : BUDGETS.embed);

/** The budget of what `element` adds to a page that already embeds another element. */
export const furtherElementBudget = (element: string) =>
  element === GPA_ELEMENT ? BUDGETS.gpaOnTopOfRuntime : BUDGETS.furtherElement;

/** The budget of the JavaScript a calculator page of the site loads before any interaction. */
export const pageBudget = (path: string) =>
  path === '/gpa-calculator' ? BUDGETS.gpaPage : BUDGETS.page;

/**
 * What the GPA page should load before any input, as the other calculator pages do within
 * BUDGETS.page: the bench reports against it; BUDGETS.gpaPage only keeps today's figure from growing.
 */
export const GPA_PAGE_TARGET = 100_000;

export const gzipSize = (content: Buffer) => gzipSync(content, { level: 9 }).length;

/**
 * Lit, which Shoelace's components are made with, records its version under this name in every
 * bundle that carries it. Our elements draw their icons with their own markup and load no Shoelace
 * component (docs/decisions.md, "Icons drawn by our own markup").
 */
export const LIT_CODE = 'litHtmlVersions';

export interface ScriptFile {
  raw: number;
  gzip: number;
  /** The files it imports, relative to the widgets folder. */
  imports: string[];
  /** The files it imports on demand (`import('./part.js')`), likewise. */
  onDemand: string[];
  /** Whether it is Lit code (LIT_CODE). */
  lit: boolean;
}
export type ScriptFiles = Map<string, ScriptFile>;

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

/** Every script of a widget build (dist/widgets/) with its sizes and imports. */
export async function readWidgetFiles(dir: string): Promise<ScriptFiles> {
  const files: ScriptFiles = new Map();
  for (const name of await listScripts(dir)) {
    const content = await readFile(`${dir}${name}`);
    const paths = (pattern: RegExp) =>
      [...content.toString().matchAll(pattern)].map((match) =>
        posix.join(posix.dirname(name), match[1]!),
      );
    files.set(name, {
      raw: content.length,
      gzip: gzipSize(content),
      imports: paths(/(?:import|from)\s*["'](\.\.?\/[^"']+\.js)["']/g),
      onDemand: paths(/\bimport\(\s*["'`](\.\.?\/[^"'`]+\.js)["'`]\s*\)/g),
      lit: content.includes(LIT_CODE),
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

const gzipOf = (files: ScriptFiles, names: Iterable<string>) =>
  [...names].reduce((total, name) => total + files.get(name)!.gzip, 0);

/** The scripts of the major version's folder that are no element. */
const NOT_ELEMENTS = new Set(['campuscalc.js', 'frame.js', 'resizer.js']);

/** The element scripts embedders name by default: the major version's. */
const elementScripts = (files: ScriptFiles) =>
  [...files.keys()].filter(
    (name) => posix.dirname(name) === MAJOR_ALIAS && !NOT_ELEMENTS.has(posix.basename(name)),
  );

/** The gzip bytes of `scripts` and everything they import, each file counted once. */
export const scriptsCost = (files: ScriptFiles, scripts: readonly string[]): number =>
  gzipOf(
    files,
    scripts.reduce((loaded, script) => closure(files, script, loaded), new Set<string>()),
  );

/** What one script tag costs: the element's script and every chunk it imports; whether Lit is among them. */
export function embedCosts(files: ScriptFiles): { element: string; gzip: number; lit: boolean }[] {
  return elementScripts(files).map((element) => ({
    element,
    gzip: scriptsCost(files, [element]),
    lit: [...closure(files, element)].some((name) => files.get(name)!.lit),
  }));
}

/** What each element adds to a page that already embeds another one. */
export function furtherElementCosts(
  files: ScriptFiles,
): { first: string; second: string; gzip: number }[] {
  const elements = elementScripts(files);
  return elements.flatMap((first) => {
    const loaded = closure(files, first);
    return elements
      .filter((second) => second !== first)
      .map((second) => ({
        first,
        second,
        gzip: gzipOf(
          files,
          [...closure(files, second)].filter((name) => !loaded.has(name)),
        ),
      }));
  });
}

/**
 * What each part an element loads on demand adds when first opened: the part's chunk and what it
 * imports that is not loaded yet (the element's, and the part's that opens it, e.g. the drawer's
 * for the share dialog).
 */
export function onDemandCosts(
  files: ScriptFiles,
): { element: string; part: string; gzip: number }[] {
  const partsOf = (loaded: Set<string>) =>
    new Set([...loaded].flatMap((name) => files.get(name)?.onDemand ?? []));
  return elementScripts(files).flatMap((element) => {
    const costs: { element: string; part: string; gzip: number }[] = [];
    const visit = (loaded: Set<string>) => {
      for (const part of partsOf(loaded)) {
        if (loaded.has(part) || costs.some((cost) => cost.part === part)) continue;
        const opened = closure(files, part, new Set(loaded));
        const added = [...opened].filter((name) => !loaded.has(name));
        costs.push({ element, part, gzip: gzipOf(files, added) });
        visit(opened);
      }
    };
    visit(closure(files, element));
    return costs;
  });
}

/** Firebase's SDK names its error class in every bundle that carries any of it. */
export const FIREBASE_CODE = 'FirebaseError';

export interface PageScripts {
  path: string;
  scripts: number;
  gzip: number;
  /**
   * The gzip bytes of the stylesheet files it loads meanwhile: on the site's pages, each element's
   * stylesheet is a file of its own (scripts/sheet-files.ts), not strings in the scripts.
   */
  css: number;
  /** Whether any of them is Firebase code. */
  firebase: boolean;
  /** Whether any of them is Lit. */
  lit: boolean;
}

/**
 * The scripts each page loads until the network is idle, before any input: how many, their gzip
 * bytes, and whether Firebase or Lit is among them; and the gzip bytes of its stylesheet files.
 */
export async function pageScriptWeights(
  browser: Browser,
  siteUrl: string,
  paths: readonly string[],
): Promise<PageScripts[]> {
  const weights = [];
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts: Promise<Buffer>[] = [];
    const stylesheets: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
      else if (new URL(response.url()).pathname.endsWith('.css')) stylesheets.push(response.body());
    });
    let requests = 0;
    page.on('request', () => (requests += 1));
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
    // The pages ask for their scripts once their first paint is reported, which on a busy machine
    // can come after the network has been idle a while: wait for it, then for a quiet half second.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    for (let seen = -1; seen !== requests;) {
      seen = requests;
      await page.waitForTimeout(500);
      await page.waitForLoadState('networkidle');
    }
    const bodies = await Promise.all(scripts);
    const sheets = await Promise.all(stylesheets);
    weights.push({
      path,
      scripts: bodies.length,
      gzip: bodies.reduce((total, body) => total + gzipSize(body), 0),
      css: sheets.reduce((total, body) => total + gzipSize(body), 0),
      firebase: bodies.some((body) => body.includes(FIREBASE_CODE)),
      lit: bodies.some((body) => body.includes(LIT_CODE)),
    });
    await page.close();
  }
  return weights;
}
