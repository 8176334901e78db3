import { existsSync, globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { bundleChunks, staticGraph } from './release-files.ts';
import { REACT_CHUNK } from './vite-plugins.ts';

/**
 * The site's pages load each calculator's first screen in a few files, as an embed does.
 *
 * Left to itself, the site's bundler cuts a calculator into as many chunks as there are ways its
 * modules are shared (the GPA page loaded some forty-five files before any input): on a slow
 * network, with six connections to a server, every six files cost a round trip. The embeds' build
 * already knows which modules an element's first screen needs (the static imports of its entry; its
 * parts load on demand). It writes them down (`recordFirstScreenModules`), and the site's build
 * puts those of each element in one chunk of its own, and what the elements share (the element
 * layer, the toasts) in another (`firstScreenGroups`); React is a chunk of its own (REACT_CHUNK).
 */
const RECORD = new URL('../dist/first-screen-modules.json', import.meta.url);

/** The group of every page's navbar script and what it imports. */
const NAVBAR_GROUP = 'navbar';
/** The group of what two or more elements' first screens share, the home page's element among them. */
const SHARED_GROUP = 'elements';
/** The group of what two or more elements' first screens share that the home page's does not use. */
const OTHERS_GROUP = 'elements-calculators';
/** The element of the home page, /gpa-calculator. */
const HOME_ELEMENT = 'gpa-calculator';

/** Each element's first-screen modules, by the element's tag. */
type FirstScreenModules = Record<string, string[]>;

/** What the embeds' build recorded; nothing before it has run (`astro dev`). */
const readRecord = (): FirstScreenModules =>
  existsSync(RECORD) ? (JSON.parse(readFileSync(RECORD, 'utf8')) as FirstScreenModules) : {};

/**
 * Parts an embed loads on demand that a page of the site carries with its first screen: the toasts'
 * icons and placement, as a first visit's welcome raises a toast as the page starts. In the shared
 * group, the page's `import()` of them finds them loaded, and their icons come from no other
 * calculator's chunk.
 */
export const CARRIED_BY_PAGES = new Set(['toast-list']);

/**
 * For the embeds' build: records the modules of every element entry's static import graph, and of
 * the parts the pages carry (`CARRIED_BY_PAGES`), the entries named by `tags`.
 */
export function recordFirstScreenModules(tags: readonly string[]): Plugin {
  return {
    name: 'campuscalc:record-first-screen-modules',
    generateBundle(_options, bundle) {
      const chunks = bundleChunks(bundle);
      const record: FirstScreenModules = {};
      for (const chunk of chunks.values()) {
        if (!chunk.isEntry || !tags.includes(chunk.name)) continue;
        const graph = staticGraph(chunk, chunks);
        const carried = graph
          .flatMap((fileName) => chunks.get(fileName)!.dynamicImports)
          .map((fileName) => chunks.get(fileName))
          .filter((part) => part !== undefined && CARRIED_BY_PAGES.has(part.name))
          .flatMap((part) => staticGraph(part!, chunks));
        record[chunk.name] = [...new Set([...graph, ...carried])].flatMap(
          (fileName) => chunks.get(fileName)!.moduleIds,
        );
      }
      // The embeds' build runs first on a fresh checkout, before anything has made dist/.
      mkdirSync(new URL('.', RECORD), { recursive: true });
      writeFileSync(RECORD, `${JSON.stringify(record, null, 1)}\n`);
    },
  };
}

const SITE = fileURLToPath(new URL('../site/src/', import.meta.url));
const SITE_IMPORT = /^\s*import\s+(?!type\b)[^'"]*?['"]((?:\.{1,2}|#\w+)\/[^'"]+)['"]/gm;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** package.json's subpath imports (`#core/*`), which the site's scripts may import by. */
const ALIASES = Object.entries(
  (
    JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
      imports: Record<string, string>;
    }
  ).imports,
).map(([alias, target]) => [alias.replace(/\*$/, ''), target.replace(/\*$/, '')] as const);

/** The file a specifier names from `path`: relative, or through an alias. */
function specifierPath(path: string, specifier: string): string {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  return alias
    ? resolve(ROOT, alias[1] + specifier.slice(alias[0].length))
    : resolve(dirname(path), specifier);
}

const SCRIPT_BLOCK = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts'];
// Any import of an element's code, static or `import()`.
const ELEMENT_IMPORT = /['"`][./]*\/widgets\//;

/** The files `code` (at `path`) imports statically, however deep, but for elements' code. */
function staticImports(path: string, code: string, found: Set<string>): Set<string> {
  for (const [, specifier] of code.matchAll(SITE_IMPORT)) {
    const base = specifierPath(path, specifier!);
    const file = SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`).find(
      (candidate) => /\.(ts|tsx)$/.test(candidate) && existsSync(candidate),
    );
    if (!file || file.includes('/widgets/') || found.has(file)) continue;
    found.add(file);
    staticImports(file, readFileSync(file, 'utf8'), found);
  }
  return found;
}

/** The code of an .astro file's `<script>`s, which run in the browser (its frontmatter does not). */
const scriptsOf = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(SCRIPT_BLOCK)].map(([, code]) => code!);

/**
 * The modules of packages/ that the site's pages which show no calculator load as they open (the
 * navbar's, the account pages'): what their scripts import statically, however deep. The navbar's
 * script imports a module or two the GPA calculator uses, the account pages' some that every element
 * uses: in a group, each would bring that group, and React, to pages without a calculator.
 */
function siteImports(): Set<string> {
  const found = new Set<string>();
  for (const file of globSync('{pages,components,layouts}/**/*.astro', { cwd: SITE })) {
    const path = resolve(SITE, file);
    const scripts = scriptsOf(path);
    const imported = scripts.reduce(
      (all, code) => staticImports(path, code, all),
      new Set<string>(),
    );
    const showsElement = [
      ...scripts,
      ...[...imported].map((each) => readFileSync(each, 'utf8')),
    ].some((code) => ELEMENT_IMPORT.test(code));
    if (!showsElement) for (const each of imported) found.add(each);
  }
  return found;
}

const NAVBAR = resolve(SITE, 'components/NavBar.astro');
// Vite's helper for `import()`, which every page's scripts use.
const PRELOAD_HELPER = /vite\/preload-helper/;

/**
 * Every page has the navbar, whose script, with what it imports (the session, the theme, the
 * dropdowns) and Vite's helper for `import()`, the bundler cut into some seven files of a few hundred
 * bytes each, because other scripts import some of them too: one group makes them one file, which
 * every page loads anyway. On a slow network each file beyond the browser's six connections costs a
 * round trip.
 */
function navbarGroup() {
  const imported = scriptsOf(NAVBAR).reduce(
    (all, code) => staticImports(NAVBAR, code, all),
    new Set<string>(),
  );
  return {
    name: NAVBAR_GROUP,
    test: (id: string) =>
      imported.has(id) || id.startsWith(`${NAVBAR}?astro&type=script`) || PRELOAD_HELPER.test(id),
    priority: 3,
    includeDependenciesRecursively: false,
  };
}

/**
 * For the site's build: a chunk group per element of its own first-screen modules, and one of
 * those two or more elements share, but for what the site's own code imports. None before the
 * embeds' build has run (`astro dev`).
 */
export function firstScreenGroups(): {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
}[] {
  const record = readRecord();
  if (Object.keys(record).length === 0) return [];
  const elementsOf = new Map<string, number>();
  for (const ids of Object.values(record)) {
    for (const id of new Set(ids)) elementsOf.set(id, (elementsOf.get(id) ?? 0) + 1);
  }
  const imported = siteImports();
  const site = new Set([...elementsOf.keys()].filter((id) => imported.has(id)));
  for (const id of site) elementsOf.delete(id);
  const shared = new Set([...elementsOf].filter(([, count]) => count > 1).map(([id]) => id));
  // The home page's element loads none of what only the other elements share (the inputs kept in
  // the address, the Copy button, the input limits): those are a chunk of their own.
  const home = new Set(record[HOME_ELEMENT] ?? []);
  const sharedGroup = (name: string, test: (id: string) => boolean) => ({
    name,
    test: (id: string) => shared.has(id) && test(id),
    priority: 2,
    includeDependenciesRecursively: false,
  });
  return [
    navbarGroup(),
    sharedGroup(SHARED_GROUP, (id) => home.has(id)),
    sharedGroup(OTHERS_GROUP, (id) => !home.has(id)),
    ...Object.entries(record).map(([tag, ids]) => {
      const own = new Set(ids.filter((id) => !shared.has(id) && !site.has(id)));
      return {
        name: tag,
        test: (id: string) => own.has(id),
        priority: 1,
        includeDependenciesRecursively: false,
      };
    }),
  ];
}

/**
 * Whether a built script of the site is one of the chunks `firstScreenGroups` makes, or React's: the
 * group's name and the content hash, `gpa-calculator.DM4PxLxa.js`, not the GPA page's script.
 */
export function firstScreenChunkTest(): (path: string) => boolean {
  const tags = Object.keys(readRecord());
  const names = [REACT_CHUNK.name, SHARED_GROUP, OTHERS_GROUP, ...tags];
  const chunk = new RegExp(`^(${names.join('|')})\\.[\\w-]{8}\\.js$`);
  return (path) => chunk.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * The site's client build lets the bundler add exports to an entry's chunk, which the groups above
 * need (they take only the modules they name, not what those import); Astro asks for the entries'
 * exports only, which its pages' scripts (they export nothing) do not need.
 */
export function entrySignaturesExtensible(): Plugin {
  return {
    name: 'campuscalc:entry-signatures-extensible',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
  };
}
