import { readFile, readdir } from 'node:fs/promises';
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { LOCALES } from '../packages/core/src/i18n/locales.ts';
import { MAJOR_ALIAS } from '../widgets/release.ts';
import { gotoQuiet, networkQuiet } from './network-quiet.ts';

/**
 * The byte budgets of the embeds and the site, measured the same way by `npm run bench` (which prints
 * them) and by the end-to-end tests (which fail when one is over). Sizes are gzip level 9 of each
 * file, as a server sends it. How each came to its figure, and why: docs/decisions.md "Byte
 * budgets, and how they got here".
 */
export const BUDGETS = {
  /**
   * One calculator embedded by one script tag, React included, in English (84.3 kB measured,
   * matrix and converter); a language other than English is fetched on demand (`onDemandPart`), and
   * the toasts' icons and placement at the first interaction (1.3 to 1.6 kB).
   */
  embed: 84_500,
  /** A further calculator on a page that already embeds another. */
  furtherElement: 10_000,
  /**
   * The GPA calculator on top of the shared runtime the other elements already load: its first
   * screen, store and scale arithmetic, with every dialog and card loaded on demand (34.6 kB
   * measured, on top of the speed calculator).
   */
  gpaOnTopOfRuntime: 35_000,
  /**
   * A part of an element loaded on demand, what its first opening downloads on top of the element
   * (the largest: the marks tools, 5.5 kB).
   */
  onDemandPart: 9_000,
  /**
   * An element's texts in one language, fetched when its page or its `lang` asks for them: every
   * word of the element at once (the GPA calculator's, about 900 texts: 13.8 kB in Hindi and
   * Bengali, 14.1 to 14.6 in Marathi, Telugu, Kannada and Tamil, whose words are longer; the other
   * elements' 1.3 to 4.4 kB). What would bring it down: each part's words fetched with it.
   */
  language: 15_000,
  /**
   * The JavaScript a calculator page of the site loads before any interaction, the target of a
   * first screen typable on a slow phone (87.1 kB measured, /sdt-calculator).
   */
  page: 90_000,
  /**
   * The GPA page before any interaction. A guard that keeps today's figure from growing (110.9 kB
   * measured: 107.9 before its words became text modules, 111.0 after, less the parts that left
   * its first load since), not the target: that is GPA_PAGE_TARGET.
   */
  gpaPage: 111_000,
  /**
   * The attendance calculator, embedded alone (91.8 kB measured), on top of another element (12.8
   * to 14.4 kB) and its page (94.1 kB measured: it carries the toasts an embed loads on demand; the
   * switch between the device's calculator and the account's a file it shares with the GPA page):
   * a sheet of subjects, the college's rules and the semester summed up, the sheet kept on the
   * device or a store, on its first screen; the fields of the rules and of the semester, Export and
   * Import's work and the working load on demand.
   */
  attendanceEmbed: 92_000,
  attendanceFurther: 14_500,
  attendancePage: 94_500,
};

const GPA_ELEMENT = `${MAJOR_ALIAS}/gpa-calculator.js`;
const ATTENDANCE_ELEMENT = `${MAJOR_ALIAS}/attendance-calculator.js`;

/** The budget of one element embedded alone; the GPA calculator has none of its own (see below). */
export const embedBudget = (element: string) =>
  element === GPA_ELEMENT
    ? null
    : element === ATTENDANCE_ELEMENT
      ? BUDGETS.attendanceEmbed
      : BUDGETS.embed;

/** The budget of what `element` adds to a page that already embeds another element. */
export const furtherElementBudget = (element: string) =>
  element === GPA_ELEMENT
    ? BUDGETS.gpaOnTopOfRuntime
    : element === ATTENDANCE_ELEMENT
      ? BUDGETS.attendanceFurther
      : BUDGETS.furtherElement;

/** The budget of the JavaScript a calculator page of the site loads before any interaction. */
export const pageBudget = (path: string) =>
  path === '/gpa-calculator'
    ? BUDGETS.gpaPage
    : path === '/attendance-calculator'
      ? BUDGETS.attendancePage
      : BUDGETS.page;

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

/** A language's texts of an element (`<tag>.hi.ts`): the chunk it fetches when asked for. */
const LANGUAGE_CHUNK = new RegExp(
  `\\.(${LOCALES.filter((each) => each !== 'en').join('|')})-[\\w-]{8}\\.js$`,
);

/** The locale of a language's chunk, or null for any other part. */
export const languageOf = (part: string): string | null => LANGUAGE_CHUNK.exec(part)?.[1] ?? null;

/** The parts an element loads on demand as its student opens them, not its languages. */
export const partCosts = (files: ScriptFiles) =>
  onDemandCosts(files).filter(({ part }) => languageOf(part) === null);

/** What each language adds to an element when its page or its `lang` asks for it. */
export const languageCosts = (files: ScriptFiles) =>
  onDemandCosts(files).flatMap(({ element, part, gzip }) => {
    const locale = languageOf(part);
    return locale === null ? [] : [{ element, locale, gzip }];
  });

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
    await gotoQuiet(page, `${siteUrl}${path}`, 30_000);
    // The pages ask for their scripts once their first paint is reported, which on a busy machine
    // can come after the network has been idle a while: wait for it, then for a quiet half second.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    for (let seen = -1; seen !== requests;) {
      seen = requests;
      await page.waitForTimeout(500);
      await networkQuiet(page, 30_000);
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
