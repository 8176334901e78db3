import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/**
 * `npm run new:calculator <tag>`: a new calculator element that works and passes every suite as
 * written, for a developer to make into the calculator wanted (CONTRIBUTING.md "Add a calculator").
 * It writes the files of scripts/calculator-template/ (each path and text with the calculator's
 * names in place of the placeholders below) and adds the calculator to the lists that name every
 * calculator: the catalog, the navigation, the npm package's exports, the plain embedding page and
 * the documents' lists of elements. Nothing is written unless all of it can be.
 *
 * The templates are files, not strings in this script, so that each reads as the code it becomes.
 * Placeholders: {{tag}} (tip-calculator), {{Name}} (TipCalculator), {{name}} (tipCalculator),
 * {{NAME}} (TIP_CALCULATOR) and {{Title}} (Tip Calculator).
 */

export interface CalculatorNames {
  tag: string;
  Name: string;
  name: string;
  NAME: string;
  Title: string;
}

const REPOSITORY = fileURLToPath(new URL('../', import.meta.url));
const TEMPLATES = fileURLToPath(new URL('calculator-template/', import.meta.url));

const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

export function namesOf(tag: string): CalculatorNames {
  const words = tag.split('-');
  const Name = words.map(capitalized).join('');
  return {
    tag,
    Name,
    name: Name[0]!.toLowerCase() + Name.slice(1),
    NAME: words.join('_').toUpperCase(),
    Title: words.map(capitalized).join(' '),
  };
}

/** The names HTML keeps for itself, which no custom element may take. */
const RESERVED = [
  'annotation-xml',
  'color-profile',
  'font-face',
  'font-face-src',
  'font-face-uri',
  'font-face-format',
  'font-face-name',
  'missing-glyph',
];

/** Reads a file of the repository at `root`, or null where there is none. */
export type ReadFile = (path: string) => string | null;

export const readerAt =
  (root: string): ReadFile =>
  (path) =>
    existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null;

/** The tags widgets/catalog.ts lists (each `./<tag>/<tag>.api` it imports). */
const catalogTags = (catalog: string) =>
  [...catalog.matchAll(/from '\.\/([a-z0-9-]+)\/\1\.api'/g)].map(([, tag]) => tag!);

/** Why `tag` cannot be a new calculator's, or null when it can. */
export function tagProblem(tag: string, read: ReadFile): string | null {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(tag)) {
    return `'${tag}' is not a custom element's name as the calculators' are: lower-case words of letters and digits, starting with a letter, joined by hyphens, at least two (tip-calculator).`;
  }
  if (RESERVED.includes(tag)) return `'${tag}' is a name HTML keeps for itself.`;
  if (catalogTags(read('widgets/catalog.ts') ?? '').includes(tag)) {
    return `<${tag}> exists already: widgets/catalog.ts lists it.`;
  }
  const taken = [
    `widgets/${tag}/${tag}.api.ts`,
    `site/src/pages/${tag}.astro`,
    `site/src/pages/${tag}/index.astro`,
    `packages/core/src/${tag}.ts`,
  ].filter((path) => read(path) !== null);
  if (taken.length > 0) return `'${tag}' is taken: ${taken.join(', ')} exists already.`;
  if ((read('site/src/data/routes.ts') ?? '').includes(`href: '/${tag}'`)) {
    return `/${tag} is a page already (site/src/data/routes.ts).`;
  }
  return null;
}

const PLACEHOLDER = /\{\{(tag|Name|name|NAME|Title)\}\}/g;

/** `text` with the calculator's names in place of the placeholders; an unknown one is an error. */
function filled(text: string, names: CalculatorNames, where: string): string {
  const result = text.replace(PLACEHOLDER, (_, key: keyof CalculatorNames) => names[key]);
  const unknown = /\{\{[A-Za-z]+\}\}/.exec(result);
  if (unknown) throw new Error(`${where}: unknown placeholder ${unknown[0]}`);
  return result;
}

/** Every template, by its path below scripts/calculator-template/. */
function templatePaths(folder = ''): string[] {
  return readdirSync(join(TEMPLATES, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? templatePaths(`${folder}${entry.name}/`)
      : entry.name.endsWith('.tmpl')
        ? [`${folder}${entry.name}`]
        : [],
  );
}

/** A number as the documents write a count: a word up to twenty. */
const WORDS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );
const countWord = (count: number, like: string) => {
  const word = WORDS[count] ?? String(count);
  return /^[A-Z]/.test(like) ? capitalized(word) : word;
};

/** `text` with the count `pattern`'s group names (a word or digits) made `count`. */
function recount(text: string, pattern: RegExp, count: number, where: string): string {
  if (!pattern.test(text)) throw new Error(`${where} no longer says ${pattern}`);
  return text.replace(pattern, (_, before: string, word: string, after: string) =>
    [before, countWord(count, word), after].join(''),
  );
}

/** `line` added at the end of the first Markdown list whose first item matches `first`. */
function addToList(text: string, first: RegExp, line: string, where: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((one) => first.test(one));
  if (start === -1) throw new Error(`${where}: no list starting ${first}`);
  let end = start + 1;
  while (end < lines.length && /^(- | {2})/.test(lines[end]!)) end += 1;
  lines.splice(end, 0, line);
  return lines.join('\n');
}

/** The last match of `pattern` (a multi-line one) in `text`; an error naming `where` if none. */
function lastMatch(text: string, pattern: RegExp, where: string): RegExpExecArray {
  const last = [...text.matchAll(new RegExp(pattern.source, 'gm'))].at(-1);
  if (!last) throw new Error(`${where}: nothing matches ${pattern}`);
  return last;
}

/** `insert` right after the last match of `pattern` in `text`. */
function afterLast(text: string, pattern: RegExp, insert: string, where: string): string {
  const last = lastMatch(text, pattern, where);
  const at = last.index + last[0].length;
  return text.slice(0, at) + insert + text.slice(at);
}

/** What the element does, in the documents' lists; the developer's own words replace it. */
const DOES = 'what percentage one amount is of a total, exactly, with the working';

type Edit = (text: string, names: CalculatorNames, context: EditContext) => string;

interface EditContext {
  /** How many calculators there are with the new one. */
  count: number;
  /** The new element's example markup, from its api. */
  example: string;
}

/** The edits to files that list every calculator, by path. */
const EDITS: Record<string, Edit> = {
  'widgets/catalog.ts': (text, { tag, name }) =>
    afterLast(
      afterLast(
        text,
        /^import .*\n/,
        `import { ${name}Api } from './${tag}/${tag}.api';\n`,
        'widgets/catalog.ts',
      ),
      /^ {2}\w+Api,\n/,
      `  ${name}Api,\n`,
      'widgets/catalog.ts',
    ),
  'site/src/data/routes.ts': (text, { tag, Title }) => {
    const list = /(export const OTHER_TOOLS[^=]*= \[\n)([\s\S]*?)(\n\];)/;
    if (!list.test(text)) throw new Error('site/src/data/routes.ts: no OTHER_TOOLS list');
    return text.replace(
      list,
      (_, start: string, items: string, end: string) =>
        `${start}${items}\n  { href: '/${tag}', label: '${Title}', tag: '${tag}' },${end}`,
    );
  },
  'packages/widgets/package.json': (text, { tag }) => {
    const packageJson = JSON.parse(text) as { exports: Record<string, unknown> };
    const entries = Object.entries(packageJson.exports);
    // The elements' entries come before the manifest's and package.json's.
    const at = entries.findIndex(([path]) => path === './custom-elements.json');
    entries.splice(
      at === -1 ? entries.length : at,
      0,
      [`./${tag}`, { types: `./dist/${tag}.d.ts`, default: `./dist/${tag}.js` }],
      [
        `./${tag}/define`,
        { types: `./dist/${tag}-define.d.ts`, default: `./dist/${tag}-define.js` },
      ],
    );
    packageJson.exports = Object.fromEntries(entries);
    return `${JSON.stringify(packageJson, null, 2)}\n`;
  },
  'site/public/embed-example.html': (text, { tag, Title }, { example }) => {
    const where = 'site/public/embed-example.html';
    const script =
      /^( *)<script type="module" src="\/widgets\/(v\d+)\/[a-z0-9-]+\.js"><\/script>\n/;
    const [, indent, alias] = lastMatch(text, script, where);
    const withScript = afterLast(
      text,
      script,
      `${indent}<script type="module" src="/widgets/${alias}/${tag}.js"></script>\n`,
      where,
    );
    // Prettier indents them as the others.
    return withScript.replace(/\n( *)<\/body>/, `\n<h2>${Title}</h2>\n${example}\n$1</body>`);
  },
  'README.md': (text, { tag, Title }, { count }) =>
    recount(
      addToList(text, /^- \*\*/, `- **${Title}**: ${DOES} — \`<${tag}>\``, 'README.md'),
      /(all )(\w+)( in `index\.js`)/,
      count,
      'README.md',
    ),
  'packages/widgets/README.md': (text, { tag }, { count }) =>
    recount(
      recount(
        addToList(
          text,
          /^- `<[a-z0-9-]+>`:/,
          `- \`<${tag}>\`: ${DOES}`,
          'packages/widgets/README.md',
        ),
        /(`<tag>` being any of the )(\w+)()/,
        count,
        'packages/widgets/README.md',
      ),
      /(defines all )(\w+)( elements)/,
      count,
      'packages/widgets/README.md',
    ),
  'docs/architecture.md': (text, { tag }, { count }) =>
    recount(
      text.replace(/(\(`<[a-z0-9-]+>`(?:,\s+`<[a-z0-9-]+>`)+)\)/, `$1, \`<${tag}>\`)`),
      /(## The product in one paragraph\s+)(\w+)( calculators for students)/,
      count,
      'docs/architecture.md',
    ),
};

/** One file the scaffold writes: its path from the repository's root and its new text. */
export interface PlannedFile {
  path: string;
  text: string;
  /** A file of its own, or an edit of one that lists every calculator. */
  created: boolean;
}

/** What `npm run new:calculator <tag>` writes, unformatted; throws with the reason it cannot. */
export function planCalculator(tag: string, read: ReadFile): PlannedFile[] {
  const problem = tagProblem(tag, read);
  if (problem !== null) throw new Error(problem);
  const names = namesOf(tag);
  const created = templatePaths().map((template) => ({
    path: filled(template, names, template).replace(/\.tmpl$/, ''),
    text: filled(readFileSync(join(TEMPLATES, template), 'utf8'), names, template),
    created: true,
  }));
  const api = created.find(({ path }) => path === `widgets/${tag}/${tag}.api.ts`)?.text ?? '';
  const example = /example: '([^']+)'/.exec(api)?.[1];
  if (example === undefined) throw new Error(`widgets/${tag}/${tag}.api.ts has no example`);
  const context = { count: catalogTags(read('widgets/catalog.ts') ?? '').length + 1, example };
  const edited = Object.entries(EDITS).map(([path, edit]) => {
    const text = read(path);
    if (text === null) throw new Error(`${path} is missing`);
    return { path, text: edit(text, names, context), created: false };
  });
  return [...created, ...edited];
}

/** Writes the calculator into the repository at `root`, formatted as `npm run lint` wants it. */
export async function newCalculator(root: string, tag: string): Promise<PlannedFile[]> {
  const files = planCalculator(tag, readerAt(root));
  const formatted = await Promise.all(
    files.map(async (file) => {
      // The repository's own Prettier settings, wherever `root` is.
      const options = await resolveConfig(join(REPOSITORY, file.path));
      return { ...file, text: await format(file.text, { ...options, filepath: file.path }) };
    }),
  );
  for (const { path, text } of formatted) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return formatted;
}

const NEXT_STEPS = (tag: string) =>
  [
    '',
    'It works as it is: a percentage calculator with its working, its link and its tests.',
    'Now make it the calculator you want (CONTRIBUTING.md "Add a calculator"):',
    `  the maths and its tests: packages/core/src/${tag}*.ts`,
    `  the component, api, styles and browser tests: widgets/${tag}/`,
    `  what the end-to-end tests and the bench do with it: widgets/${tag}/${tag}.journey.ts`,
    `  the page's texts: site/src/pages/${tag}.astro`,
    '  its lines in README.md, packages/widgets/README.md and docs/architecture.md',
    'Then: npm test.',
  ].join('\n');

async function main(args: readonly string[]): Promise<number> {
  const [tag, ...rest] = args;
  if (tag === undefined || rest.length > 0) {
    console.error('Usage: npm run new:calculator <tag>   (a custom element name: tip-calculator)');
    return 2;
  }
  try {
    const files = await newCalculator(REPOSITORY, tag);
    const list = (created: boolean) =>
      files
        .filter((file) => file.created === created)
        .map(({ path }) => `  ${relative('.', join(REPOSITORY, path))}`)
        .join('\n');
    console.log(
      `Created <${tag}>:\n${list(true)}\nAdded it to:\n${list(false)}\n${NEXT_STEPS(tag)}`,
    );
    return 0;
  } catch (error) {
    console.error(`npm run new:calculator: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
