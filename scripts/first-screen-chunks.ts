import { existsSync, globSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

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

/** Each element's first-screen modules, by the element's tag. */
type FirstScreenModules = Record<string, string[]>;

/**
 * For the embeds' build: records the modules of every element entry's static import graph, the
 * entries named by `tags`.
 */
export function recordFirstScreenModules(tags: readonly string[]): Plugin {
  return {
    name: 'campuscalc:record-first-screen-modules',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output] as const] : [],
        ),
      );
      const record: FirstScreenModules = {};
      for (const chunk of chunks.values()) {
        if (!chunk.isEntry || !tags.includes(chunk.name)) continue;
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          chunks.get(fileName)?.imports.forEach(visit);
        };
        visit(chunk.fileName);
        record[chunk.name] = [...seen].flatMap((fileName) => chunks.get(fileName)!.moduleIds);
      }
      writeFileSync(RECORD, `${JSON.stringify(record, null, 1)}\n`);
    },
  };
}

const SITE = fileURLToPath(new URL('../site/src/', import.meta.url));
const SITE_IMPORT = /^\s*import\s+(?!type\b)[^'"]*?['"](\.{1,2}\/[^'"]+)['"]/gm;

/**
 * The modules of packages/ the site's own code imports. The navbar's script imports a module or
 * two the GPA calculator uses: in the GPA calculator's group, every page would load that group.
 */
function siteImports(): Set<string> {
  const found = new Set<string>();
  for (const file of globSync('**/*.{ts,astro}', { cwd: SITE })) {
    const path = resolve(SITE, file);
    for (const [, specifier] of readFileSync(path, 'utf8').matchAll(SITE_IMPORT)) {
      if (specifier!.includes('/packages/')) found.add(`${resolve(dirname(path), specifier!)}.ts`);
    }
  }
  return found;
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
  if (!existsSync(RECORD)) return [];
  const record = JSON.parse(readFileSync(RECORD, 'utf8')) as FirstScreenModules;
  const elementsOf = new Map<string, number>();
  for (const ids of Object.values(record)) {
    for (const id of new Set(ids)) elementsOf.set(id, (elementsOf.get(id) ?? 0) + 1);
  }
  const imported = siteImports();
  const site = new Set([...elementsOf.keys()].filter((id) => imported.has(id)));
  for (const id of site) elementsOf.delete(id);
  const shared = new Set([...elementsOf].filter(([, count]) => count > 1).map(([id]) => id));
  return [
    {
      name: 'elements',
      test: (id) => shared.has(id),
      priority: 2,
      includeDependenciesRecursively: false,
    },
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

/** Whether a built script of the site is one of the chunks `firstScreenGroups` makes (or React's). */
export function isFirstScreenChunk(path: string): boolean {
  const names = ['react', ...firstScreenGroups().map(({ name }) => name)];
  const file = path.slice(path.lastIndexOf('/') + 1);
  // The group's name and the content hash: `gpa-calculator.DM4PxLxa.js`, not the GPA page's script.
  return names.some((name) => new RegExp(`^${name}\\.[\\w-]{8}\\.js$`).test(file));
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
