import { readFileSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, GPA_PAGE_TARGET } from '../../../scripts/bundle-sizes.ts';
import { FRACTION_DIGIT_LIMIT } from './base-conversion';
import { MAX_MATRIX_SIZE, MIN_MATRIX_SIZE } from './determinant';
import { MAX_COUNTS_LOWERED, MAX_SENT_SHARES } from './gpa/sharing';
import { PRESETS } from './gpa/scales/presets';
import { DEFAULT_SCALE } from './gpa/scales/profile-scale';
import { CONVERTER_MAX_LENGTH, MATRIX_CELL_MAX_LENGTH } from './input-limits';

/**
 * The documents say what the code does: each file path they name exists, each command they name is
 * a script, each decision they cite by its heading is one, and each figure that can be computed is
 * the one its source holds. The unit suite is where this runs because it runs first and fast; it
 * reads the repository as text (and the budgets from scripts/bundle-sizes.ts, their one source).
 * A failure names the document and the claim: correct the document, or the claim's source below.
 */

const ROOT = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

/** Every document these checks hold to the code. */
const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  'packages/widgets/README.md',
  ...readdirSync(new URL('docs/', ROOT))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Folders no document means when it names a path: other packages' code, and what builds write. */
const NOT_SOURCE = new Set(['node_modules', '.git', 'dist', 'reports', '.astro']);

/** Every file and folder of the repository (folders with a trailing '/'), from its root. */
function repositoryPaths(folder = ''): string[] {
  return readdirSync(new URL(folder || '.', ROOT), { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name)) return [];
    const path = `${folder}${entry.name}`;
    return entry.isDirectory() ? [`${path}/`, ...repositoryPaths(`${path}/`)] : [path];
  });
}

const PATHS = repositoryPaths();
const TOP_LEVEL = new Set(PATHS.filter((path) => !path.slice(0, -1).includes('/')));

/** Inline code spans, a path broken after a '/' joined again; fenced blocks left out. */
const codeSpans = (text: string) =>
  [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/`([^`]+)`/g)].map(([, span]) =>
    span!.replace(/\/\s*\n\s*/g, '/').replace(/\s*\n\s*/g, ' '),
  );

/** The files a project names by extension: a span ending in one of these means a file. */
const FILE = /\.(ts|tsx|mjs|js|json|md|css|astro|rules|gz|svg|html|png|webmanifest)$/;

/**
 * Names in code spans that are not the repository's files, each with why. Anything else that looks
 * like a path must exist.
 */
const NOT_IN_THE_REPOSITORY: Record<string, string> = {
  'campuscalc.js': 'written by the widgets build into each release folder',
  'frame.js': 'written by the widgets build into each release folder',
  'resizer.js': 'written by the widgets build into each release folder',
  'index.js': "the npm package's built entry",
  'custom-elements.json': 'written by the widgets build',
  'react-dom-client.production.js': "React's own bundle, in node_modules",
  'react-dom.production.min.js': "React 18's bundle, weighed for a decision",
  'script.js': "another repository's file (KtuGpa/KTU2024Scheme), cited as a source",
};

/** Built output: `dist/`, `reports/`, Astro's `_astro/` files. */
const BUILT = /^(dist|reports|_astro)\//;

/** `<tag>`, `{id}`, `*`, `**` and `…` stand for any name; the rest of the path must match. */
function pathPattern(path: string, anchored: boolean): RegExp {
  const escaped = path
    .replace(/[.+?^$()|[\]\\]/g, '\\$&')
    .replace(/<[^>]+>|\{[^}]+\}|…/g, '[^/]+')
    .replace(/\*\*\//g, '(?:.*/)?')
    .replace(/\*/g, '[^/]*');
  return new RegExp(`${anchored ? '^' : '(^|/)'}${escaped}${path.endsWith('/') ? '' : '/?'}$`);
}

/** The widgets' release, as widgets/release.ts reads it, and the releases archived before it. */
const VERSION: string = JSON.parse(read('packages/widgets/package.json')).version;
const MAJOR_ALIAS = `v${VERSION.split('.')[0]}`;
const ARCHIVED = readdirSync(new URL('packages/widgets/releases/', ROOT))
  .filter((name) => name.endsWith('.json.gz'))
  .map((name) => name.replace(/\.json\.gz$/, ''));

/** Why `token`, one word of a code span, is not a path that exists; null when it is fine. */
function missingPath(token: string): string | null {
  const path = token.replace(/[,;:)]+$/, '');
  if (/^v\d+\/$/.test(path)) {
    return path === `${MAJOR_ALIAS}/` ? null : `the major version's folder is ${MAJOR_ALIAS}/`;
  }
  if (/^\d+\.\d+\.\d+\/$/.test(path)) {
    const version = path.slice(0, -1);
    return version === VERSION || ARCHIVED.includes(version)
      ? null
      : `no release ${version}: current ${VERSION}, archived ${ARCHIVED.join(', ')}`;
  }
  if (BUILT.test(path) || path in NOT_IN_THE_REPOSITORY) return null;
  const first = path.split('/')[0]!;
  const inRepository =
    TOP_LEVEL.has(first) || TOP_LEVEL.has(`${first}/`)
      ? path.includes('/') || FILE.test(path)
        ? pathPattern(path, true)
        : null
      : // A file named from its folder (`gpa/what-if.ts`, `icon.tsx`), or a folder (`src/pages/`).
        FILE.test(path) || /^[\w.<>-]+\/([\w.<>-]+\/)*$/.test(path)
        ? pathPattern(path, false)
        : null;
  if (inRepository === null || PATHS.some((one) => inRepository.test(one))) return null;
  return 'no such file or folder';
}

/** The paths written in code spans that do not exist, as 'document: path (why)'. */
function missingPaths(document: string, text: string): string[] {
  return codeSpans(text).flatMap((span) =>
    span
      .split(/\s+/)
      // URLs, site routes, package names and file extensions are not the repository's paths.
      .filter((token) => token !== '' && !/^(\/|@|\.\/?$|\.[a-z]+$)|:\/\//.test(token))
      .flatMap((token) => {
        const why = missingPath(token);
        return why === null ? [] : [`${document}: ${token} (${why})`];
      }),
  );
}

/** Links to the repository's files that lead nowhere, anchors included (GitHub's heading ids). */
function brokenLinks(document: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].flatMap(([, target]) => {
    if (/^(https?:|mailto:|#)/.test(target!)) return [];
    const [file, anchor] = target!.split('#');
    const path = posix.normalize(posix.join(posix.dirname(document), file!));
    if (!PATHS.includes(path) && !PATHS.includes(`${path}/`)) return [`${document}: ${target}`];
    if (anchor === undefined) return [];
    const ids = [...read(path).matchAll(/^#+ (.+)$/gm)].map(([, heading]) =>
      heading!
        .toLowerCase()
        .replace(/[^\w\- ]/g, '')
        .replace(/ /g, '-'),
    );
    return ids.includes(anchor) ? [] : [`${document}: ${target} (no such heading)`];
  });
}

const DECISIONS = [...read('docs/decisions.md').matchAll(/^## (.+)$/gm)].map(([, title]) => title!);

/** A title in quotes: "…" or '…' (an apostrophe inside a word does not end it). */
const QUOTED = `(?:"([^"]+)"|'((?:[^']|'(?=[a-z]))+)')`;

/** The decisions cited as `docs/decisions.md "Heading"` (and `, "Another"`) that have no heading. */
function unknownDecisions(document: string, text: string): string[] {
  const citation = new RegExp(
    `decisions\\.md[,:]?\\s*(?:\\(|see\\s+)?${QUOTED}((?:\\s*(?:,\\s*|,?\\s*and\\s+)${QUOTED})*)`,
    'g',
  );
  return [...text.replace(/\s*\n\s*/g, ' ').matchAll(citation)].flatMap((match) => {
    const titles = [
      match[1] ?? match[2]!,
      ...[...(match[3] ?? '').matchAll(new RegExp(QUOTED, 'g'))].map((one) => one[1] ?? one[2]!),
    ];
    return titles
      .map((title) => title.replace(/[\s,.…]+$/, ''))
      .filter((title) => !DECISIONS.some((heading) => heading.startsWith(title)))
      .map((title) => `${document}: "${title}"`);
  });
}

const SCRIPTS = Object.keys(JSON.parse(read('package.json')).scripts as object);
/** The bench's sections, which BENCH_ONLY names. */
const BENCH_SECTIONS = /const SECTIONS = \[([^\]]*)\]/
  .exec(read('scripts/bench.ts'))![1]!
  .match(/[\w-]+/g)!;

/** `npm run x`, `npm start`, `npm test` and `BENCH_ONLY=x` that name nothing. */
function unknownCommands(document: string, text: string): string[] {
  const scripts = [...text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map(
    ([, run, builtIn]) => run ?? builtIn!,
  );
  const sections = [...text.matchAll(/BENCH_ONLY=([\w-]+)/g)].map(([, section]) => section!);
  return [
    ...scripts.filter((name) => !SCRIPTS.includes(name)).map((name) => `npm run ${name}`),
    ...sections
      .filter((name) => !BENCH_SECTIONS.includes(name))
      .map((name) => `BENCH_ONLY=${name}`),
  ].map((command) => `${document}: ${command}`);
}

/** The elements widgets/catalog.ts lists, by tag (each `./<tag>/<tag>.api` it imports). */
const CATALOG = read('widgets/catalog.ts');
const TAGS = [...CATALOG.matchAll(/from '\.\/([a-z-]+)\/\1\.api'/g)].map(([, tag]) => tag!);

/** A number as the documents write it: digits, or a word up to twenty. */
const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const numberOf = (text: string) =>
  WORDS.includes(text.toLowerCase()) ? WORDS.indexOf(text.toLowerCase()) : Number(text);

/** A figure in a script's text: `NAME = 1_500` or `name: 1.5`. */
function figureIn(file: string, name: string): number {
  const found = new RegExp(`\\b${name}(?: =|:) ([\\d_.]+)`).exec(read(file));
  if (!found) throw new Error(`${file} no longer has ${name}: update the claims below`);
  return Number(found[1]!.replaceAll('_', ''));
}

const kB = (bytes: number) => bytes / 1000;
const BENCH = 'scripts/bench.ts';
const SELECTABLE_PRESETS = PRESETS.filter((scale) => scale.id !== DEFAULT_SCALE.id).length;

/**
 * Figures the documents state, each with its source. A pattern's groups are the figures (digits or
 * words), in the order of `values`, wherever the pattern is found in the text with its line breaks
 * as spaces; each must still be found, so that rewording a claim means looking at this list too.
 */
const CLAIMS: { document: string; pattern: RegExp; values: number[] }[] = [
  {
    document: 'README.md',
    pattern: /exact for numbers of up to (\d+)\s+characters/,
    values: [CONVERTER_MAX_LENGTH],
  },
  {
    document: 'README.md',
    pattern: /takes numbers of up to (\d+)\s+characters and the matrix cells of up to (\d+)/,
    values: [CONVERTER_MAX_LENGTH, MATRIX_CELL_MAX_LENGTH],
  },
  { document: 'README.md', pattern: /cut to (\d+) digits/, values: [FRACTION_DIGIT_LIMIT] },
  {
    document: 'README.md',
    pattern: /Matrix: sizes (\d+) to (\d+)/,
    values: [MIN_MATRIX_SIZE, MAX_MATRIX_SIZE],
  },
  {
    document: 'README.md',
    pattern: /bounds a\s+sender's share records at (\d+)/,
    values: [MAX_SENT_SHARES],
  },
  { document: 'README.md', pattern: /all (\w+) in `index\.js`/, values: [TAGS.length] },
  {
    document: 'packages/widgets/README.md',
    pattern: /\((\d+) presets, or a custom one\)/,
    values: [SELECTABLE_PRESETS],
  },
  {
    document: 'packages/widgets/README.md',
    pattern: /exact for numbers of up to (\d+)\s+characters/,
    values: [CONVERTER_MAX_LENGTH],
  },
  {
    document: 'packages/widgets/README.md',
    pattern: /exact determinants up to (\d+) × (\d+)/,
    values: [MAX_MATRIX_SIZE, MAX_MATRIX_SIZE],
  },
  {
    document: 'packages/widgets/README.md',
    pattern: /`<tag>` being any of the (\w+)/,
    values: [TAGS.length],
  },
  {
    document: 'packages/widgets/README.md',
    pattern: /defines all (\w+) elements/,
    values: [TAGS.length],
  },
  {
    document: 'docs/architecture.md',
    pattern: /one paragraph (\w+) calculators for students/,
    values: [TAGS.length],
  },
  {
    document: 'docs/architecture.md',
    pattern:
      /against (\d+) kB\s+gzip on a calculator page, `BUDGETS\.page`, and on\s+the GPA page against the (\d+) kB target, `GPA_PAGE_TARGET`, beside its (\d+) kB budget,\s+`BUDGETS\.gpaPage`/,
    values: [kB(BUDGETS.page), kB(GPA_PAGE_TARGET), kB(BUDGETS.gpaPage)],
  },
  {
    document: 'docs/architecture.md',
    pattern: /holds every\s+built page to ([\d.]+) kB gzip/,
    values: [kB(figureIn('tests/e2e/budgets.test.ts', 'FIRST_ROUND_TRIP_HTML'))],
  },
  {
    document: 'docs/architecture.md',
    pattern: /performance (\d+), TBT under (\d+) ms, LCP within ([\d.]+)x the floor's/,
    values: [
      figureIn(BENCH, 'performance'),
      figureIn(BENCH, 'tbtMs'),
      figureIn(BENCH, 'floorRatio'),
    ],
  },
  {
    document: 'docs/architecture.md',
    pattern: /beside a floor of its own, within ([\d.]+)x the floor's/,
    values: [figureIn('scripts/bench-time-to-type.ts', 'TIME_TO_TYPE_TARGET')],
  },
  {
    document: 'docs/architecture.md',
    pattern: /Add Subject's INP on a 10 x 8 profile with a 4x slower CPU, within\s+(\d+) ms/,
    values: [figureIn('scripts/bench-add-subject.ts', 'ADD_SUBJECT_INP_TARGET_MS')],
  },
  {
    document: 'docs/decisions.md',
    pattern: /the target is `GPA_PAGE_TARGET`, (\d+) kB/,
    values: [kB(GPA_PAGE_TARGET)],
  },
  {
    document: 'docs/decisions.md',
    pattern: /within the (\d+) kB budget the bench holds/,
    values: [kB(BUDGETS.gpaPage)],
  },
  {
    document: 'docs/decisions.md',
    pattern: /A byte budget \(([\d.]+) kB, in\s+tests\/e2e\/budgets\.test\.ts\)/,
    values: [kB(figureIn('tests/e2e/budgets.test.ts', 'FIRST_ROUND_TRIP_HTML'))],
  },
  {
    document: 'docs/decisions.md',
    pattern: /within\s+tests\/e2e\/budgets\.test\.ts's ([\d.]+) kB/,
    values: [kB(figureIn('tests/e2e/budgets.test.ts', 'FIRST_ROUND_TRIP_HTML'))],
  },
  {
    document: 'docs/decisions.md',
    pattern: /a number to\s+convert has at most (\d+) characters/,
    values: [CONVERTER_MAX_LENGTH],
  },
  {
    document: 'docs/decisions.md',
    pattern: /a matrix cell at most (\d+)/,
    values: [MATRIX_CELL_MAX_LENGTH],
  },
  {
    document: 'docs/decisions.md',
    pattern: /and it may not pass (\d+)\./,
    values: [MAX_SENT_SHARES],
  },
  {
    document: 'docs/decisions.md',
    pattern: /lowers the counts of its first (\d+) recipients only\s+\(`MAX_COUNTS_LOWERED`\)/,
    values: [MAX_COUNTS_LOWERED],
  },
  {
    document: 'docs/decisions.md',
    pattern: /the\s+target is at most ([\d.]+)x the floor's/,
    values: [figureIn('scripts/bench-time-to-type.ts', 'TIME_TO_TYPE_TARGET')],
  },
  {
    document: 'docs/decisions.md',
    pattern: /judged against (\d+) ms/,
    values: [figureIn('scripts/bench-long-tasks.ts', 'LONG_TASK_TARGET_MS')],
  },
  {
    document: 'CONTRIBUTING.md',
    pattern: /No product file over (\d+) lines/,
    values: [figureIn('eslint.config.js', 'max')],
  },
];

const texts = new Map(DOCUMENTS.map((document) => [document, read(document)]));

/**
 * The code, whose comments cite decisions too (each comment's lines joined as one text); not this
 * file, which writes out the form of a citation.
 */
const SOURCES = PATHS.filter(
  (path) =>
    /\.(ts|tsx|mjs|js|astro|rules|tmpl)$/.test(path) &&
    path !== 'packages/core/src/repository-docs.test.ts',
);
const commentsJoined = (text: string) => text.replace(/\n\s*(?:\/\/|\*(?!\/))?\s*/g, ' ');
/** The documents with each run of spaces and line breaks as one space, for claims across lines. */
const prose = new Map([...texts].map(([document, text]) => [document, text.replace(/\s+/g, ' ')]));

/** One finding a line, so that a failure reads as a list. */
const findings = (lines: string[]) => lines.join('\n');

describe('the documents', () => {
  it('name only paths that exist', () => {
    expect(findings([...texts].flatMap(([document, text]) => missingPaths(document, text)))).toBe(
      '',
    );
  });

  it('link only to files and headings that exist', () => {
    expect(findings([...texts].flatMap(([document, text]) => brokenLinks(document, text)))).toBe(
      '',
    );
  });

  it('cite only decisions that docs/decisions.md has', () => {
    const unknown = [...texts].flatMap(([document, text]) => unknownDecisions(document, text));
    expect(findings(unknown)).toBe('');
  });

  it('are the decisions the code cites', () => {
    const unknown = SOURCES.flatMap((path) => unknownDecisions(path, commentsJoined(read(path))));
    expect(findings(unknown)).toBe('');
  });

  it('name only npm scripts of package.json and sections of the bench', () => {
    const unknown = [...texts].flatMap(([document, text]) => unknownCommands(document, text));
    expect(findings(unknown)).toBe('');
  });

  it('name the elements widgets/catalog.ts lists, all of them where they list them', () => {
    expect(TAGS.length).toBe(CATALOG.match(/Api,?\n/g)!.length);
    for (const [document, text] of texts) {
      const named = new Set(
        [...text.matchAll(/<([a-z]+(?:-[a-z]+)+)[\s>]/g)].map(([, tag]) => tag!),
      );
      // Shoelace's components are named where a decision says why the elements stopped using them.
      const unknown = [...named].filter((tag) => !TAGS.includes(tag) && !tag.startsWith('sl-'));
      expect(unknown, document).toEqual([]);
    }
    for (const document of ['README.md', 'packages/widgets/README.md', 'docs/architecture.md']) {
      for (const tag of TAGS) expect(texts.get(document), document).toContain(`<${tag}>`);
    }
  });

  it('give the figures their sources hold', () => {
    const wrong = CLAIMS.flatMap(({ document, pattern, values }) => {
      const found = [...prose.get(document)!.matchAll(new RegExp(pattern, `${pattern.flags}g`))];
      if (found.length === 0) return [`${document}: no longer says ${pattern} (update this claim)`];
      return found.flatMap((match) => {
        const stated = match.slice(1).map(numberOf);
        return stated.every((value, index) => value === values[index])
          ? []
          : [
              `${document}: "${match[0]}" says ${stated.join(', ')}; its source, ${values.join(', ')}`,
            ];
      });
    });
    expect(findings(wrong)).toBe('');
  });

  it("name the widgets' release the package is", () => {
    const release =
      /([\d.]+) here is the same\s+elements as the site's `\/widgets\/([\d.]+)\/`/.exec(
        prose.get('packages/widgets/README.md')!,
      );
    expect(release?.slice(1), 'packages/widgets/README.md names its version').toEqual([
      VERSION,
      VERSION,
    ]);
  });
});
