import { FIREBASE_CODE } from './bundle-sizes.ts';
import { CARRIED_BY_PAGES } from './first-screen-chunks.ts';

/**
 * Every script a built page's first screen runs, so the page can ask for them all at once instead
 * of discovering them one round trip after another: its module scripts load the navbar and the
 * page's code, which imports the element in stages (site/src/scripts/load-in-stages.ts), each stage
 * found only once the one before it ran; on a slow network each step cost a round trip.
 *
 * From the page's module scripts: every module they import statically, and every module they import
 * dynamically with what that one imports (Vite's `__vite__mapDeps` list of it), except what leads to
 * Firebase (an account's code, loaded only once a session is known). Not followed: the dynamic
 * imports of the modules found that way, nor those of the calculators' own chunks (`isElementCode`),
 * which are the elements' parts loaded on demand; but the parts a page carries (the toasts,
 * first-screen-chunks.ts `CARRIED_BY_PAGES`) and, on a page in another language (`locale`), the
 * elements' texts in it (`<tag>.<locale>.ts`), which they fetch before they hydrate.
 */

/** The built code of a script, by its path on the site ('/_astro/x.js'). */
export type ReadScript = (path: string) => string;

// `import{a as b}from"./x.js"`, `export{a}from"./x.js"` and `import"./x.js"`, as the bundler writes them.
const STATIC_IMPORT =
  /(?:\bimport|\bexport)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.\/[^"'`]+\.js)["']/g;
// `()=>import(`./x.js`),__vite__mapDeps([0,1])`: a dynamic import and the indices of its imports
// (none written when it has none).
const DYNAMIC_IMPORT =
  /import\(\s*[`"'](\.\/[^"'`]+\.js)[`"']\s*\)(?:\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\))?/g;
// The list those indices point into: site paths without the leading slash.
const DEPENDENCY_LIST = /m\.f=(\[[^\]]*\])/;

const sibling = (path: string, relative: string) =>
  `${path.slice(0, path.lastIndexOf('/') + 1)}${relative.slice(2)}`;

/** The page's first-screen scripts other than `entries` themselves, in a stable order. */
export function firstScreenScripts(
  entries: readonly string[],
  read: ReadScript,
  isElementCode: (path: string) => boolean,
  locale = 'en',
): string[] {
  /** `paths` and every module they import statically, however deep. */
  const withStaticImports = (paths: readonly string[], found = new Set<string>()) => {
    for (const path of paths) {
      if (found.has(path)) continue;
      found.add(path);
      const imports = [...read(path).matchAll(STATIC_IMPORT)];
      withStaticImports(
        imports.map(([, relative]) => sibling(path, relative!)),
        found,
      );
    }
    return found;
  };
  const found = withStaticImports(entries);
  for (const path of [...found].filter((each) => !isElementCode(each))) {
    const code = read(path);
    const list = DEPENDENCY_LIST.exec(code)?.[1];
    const dependencies = list ? (JSON.parse(list) as string[]).map((each) => `/${each}`) : [];
    for (const [, relative, indices] of code.matchAll(DYNAMIC_IMPORT)) {
      const listed = (indices ?? '')
        .split(',')
        .filter((index) => index.trim() !== '')
        .map((index) => dependencies[Number(index)]!);
      const imported = withStaticImports([sibling(path, relative!), ...listed]);
      if ([...imported].some((each) => read(each).includes(FIREBASE_CODE))) continue;
      for (const each of imported) found.add(each);
    }
  }
  // The parts the pages carry (first-screen-chunks.ts), which the elements' code imports on demand,
  // and on a page in another language the elements' texts in it.
  const names = [...CARRIED_BY_PAGES, ...(locale === 'en' ? [] : [String.raw`[\w-]+\.${locale}`])];
  const carried = new RegExp(
    String.raw`import\(\s*[\`"'](\./(?:${names.join('|')})\.[\w-]+\.js)`,
    'g',
  );
  for (const path of [...found].filter(isElementCode)) {
    for (const [, relative] of read(path).matchAll(carried)) {
      withStaticImports([sibling(path, relative!)], found);
    }
  }
  return [...found].filter((path) => !entries.includes(path));
}
