import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { parseAst } from 'vite';
import { pruneTheme } from '../packages/ui/src/element/theme-tokens.ts';

const shoelaceDist = fileURLToPath(
  new URL('../node_modules/@shoelace-style/shoelace/dist/', import.meta.url),
);

const ICON_IMPORT = /^shoelace-icons\/([\w-]+)\.svg\?raw$/;

/**
 * `shoelace-icons/<name>.svg?raw`: the text of one of Shoelace's icons (its package exports hide
 * dist/assets), for `Icon` (packages/ui/src/icon.tsx), without the whitespace between the tags,
 * which would be text in the page (in a toast's text, a dialog's title) and bytes in the bundles.
 */
export function shoelaceIcons(): Plugin {
  return {
    name: 'campuscalc:shoelace-icons',
    resolveId: (id) => (ICON_IMPORT.test(id) ? `\0${id}` : null),
    load(id) {
      const name = id.startsWith('\0') ? ICON_IMPORT.exec(id.slice(1))?.[1] : undefined;
      if (name === undefined) return null;
      const svg = readFileSync(`${shoelaceDist}assets/icons/${name}.svg`, 'utf8');
      return `export default ${JSON.stringify(svg.replace(/>\s+</g, '><').trim())};`;
    },
  };
}

const THEME_MODULE = 'virtual:shoelace-theme';

// Raw palette shades such as --sl-color-sky-600; the semantic ones (primary, neutral...) point at them.
const PALETTE_SHADE = /^--sl-color-(?!primary|success|warning|danger|neutral)[a-z]+-\d+$/;

/**
 * The declarations of the first rule of a Shoelace theme file, with rem turned into px (a host page
 * that sets `html { font-size: 62.5% }` must not shrink a widget) and with only the palette shades
 * that the semantic colours use: the other palettes are most of the file and nothing reads them.
 */
function themeDeclarations(file: string): Map<string, string> {
  const css = readFileSync(`${shoelaceDist}themes/${file}`, 'utf8');
  const body = css.slice(css.indexOf('{') + 1, css.indexOf('\n}'));
  const all = new Map<string, string>();
  for (const match of body.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)) {
    const value = match[2]!.replace(/\s+/g, ' ').trim();
    all.set(
      match[1]!,
      value.replace(/(\d*\.?\d+)rem\b/g, (_, rem: string) => `${Number(rem) * 16}px`),
    );
  }
  const referenced = new Set<string>();
  const visit = (value: string) => {
    for (const [, name] of value.matchAll(/var\((--[\w-]+)/g)) {
      if (!referenced.has(name!)) {
        referenced.add(name!);
        visit(all.get(name!) ?? '');
      }
    }
  };
  for (const [name, value] of all) if (!PALETTE_SHADE.test(name)) visit(value);
  return new Map([...all].filter(([name]) => !PALETTE_SHADE.test(name) || referenced.has(name)));
}

const THEME_START = '/*sl-theme*/';
const THEME_END = '/*/sl-theme*/';

interface BundleChunk {
  fileName: string;
  code: string;
  imports: string[];
}

/** The chunks that load with `start`: those it imports and those that import it, transitively. */
function loadedWith(start: BundleChunk, chunks: readonly BundleChunk[]): Set<BundleChunk> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const related = new Set<BundleChunk>();
  const walk = (chunk: BundleChunk, next: (chunk: BundleChunk) => BundleChunk[]) => {
    for (const other of next(chunk)) {
      if (!related.has(other)) {
        related.add(other);
        walk(other, next);
      }
    }
  };
  const imports = (chunk: BundleChunk) =>
    chunk.imports.map((file) => byFile.get(file)).filter((found) => found !== undefined);
  const importers = (chunk: BundleChunk) =>
    chunks.filter((other) => other.imports.includes(chunk.fileName));
  related.add(start);
  walk(start, imports);
  walk(start, importers);
  return related;
}

const THEME_SEGMENT = /\/\*sl-theme\*\/(.*?)\/\*\/sl-theme\*\//s;

/**
 * Cuts each theme in a finished bundle down to the tokens used by the code that loads with it:
 * every `--sl-*` name read outside the theme (Shoelace's component styles, our CSS), with the tokens
 * those refer to. The rest of the theme is dead weight in an embed.
 */
function pruneThemesInBundle(chunks: BundleChunk[]): void {
  const outsideTheme = new Map(
    chunks.map((chunk) => [chunk, chunk.code.replace(new RegExp(THEME_SEGMENT, 'gs'), '')]),
  );
  for (const chunk of chunks.filter((candidate) => candidate.code.includes(THEME_START))) {
    const used = [...loadedWith(chunk, chunks)].map((other) => outsideTheme.get(other)).join('\n');
    chunk.code = chunk.code.replace(THEME_SEGMENT, (_, theme: string) => pruneTheme(theme, used));
  }
}

/**
 * `virtual:shoelace-theme` exports the CSS that themes one widget's shadow root: the dark theme on
 * `:host` (dark is the default) and, under `:host([theme='light'])`, only the declarations the light
 * theme changes, which `theme='auto'` also takes when the visitor prefers light. In a production
 * bundle it is then pruned to the tokens the bundle uses.
 */
export function shoelaceTheme(): Plugin {
  return {
    name: 'campuscalc:shoelace-theme',
    // `virtual:shoelace-theme?<element>` gives each element its own copy, pruned to what it uses.
    resolveId: (id) => (id.split('?')[0] === THEME_MODULE ? `\0${id}` : null),
    load(id) {
      if (id.split('?')[0] !== `\0${THEME_MODULE}`) return null;
      const dark = themeDeclarations('dark.css');
      const light = themeDeclarations('light.css');
      const block = (entries: Iterable<[string, string]>) =>
        [...entries].map(([name, value]) => `${name}:${value}`).join(';');
      const lightChanges = [...light].filter(([name, value]) => dark.get(name) !== value);
      const lightBlock = `{${block(lightChanges)}}`;
      const css =
        `:host{${block(dark)}}:host([theme='light'])${lightBlock}` +
        `@media (prefers-color-scheme:light){:host([theme='auto'])${lightBlock}}`;
      return `export default ${JSON.stringify(THEME_START + css + THEME_END)};`;
    },
    generateBundle(_options, bundle) {
      pruneThemesInBundle(Object.values(bundle).filter((output) => output.type === 'chunk'));
    },
  };
}

/** React, React DOM, its scheduler and r2wc: what every element needs first, as one chunk. */
export const REACT_CHUNK = {
  name: 'react',
  priority: 3,
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc[\\/]core)[\\/]/,
};

/**
 * A chunk group for the embeds' build. The GPA calculator's parts loaded on demand
 * (packages/ui/src/element/on-demand.tsx: its drawer and dialogs) import modules its first render
 * needs too, and left to itself the bundler moves each such module into a chunk of its own: some
 * ten small chunks that compress worse than one. This keeps them in the GPA calculator's chunk,
 * which is loaded before any of its parts anyway; not its dependencies (React, the widget layer),
 * which other elements share. Needs `preserveEntrySignatures: 'allow-extension'`.
 */
export const GPA_CALCULATOR_CHUNK = {
  name: 'gpa-calculator',
  test: /[\\/](widgets[\\/]gpa-calculator|packages[\\/](core[\\/]src[\\/]gpa|ui[\\/]src[\\/]dialog))[\\/]/,
  tags: ['$initial' as const],
  includeDependenciesRecursively: false,
};

/**
 * What the two builds of the widgets share, the embeds' (vite.config.ts) and the npm package's
 * (scripts/vite-package.config.ts): React, the Shoelace theme and icons, and React's production
 * build (library mode leaves process.env.NODE_ENV alone; without this React ships its development
 * build). `plugins` are the build's own, added to these.
 */
/**
 * The modules that describe the elements' API (widgets/<tag>/<tag>.api.ts, and the shared entries
 * with element-api.ts's attributes, parts and CSS properties every element has).
 */
const API_MODULE =
  /[\\/](widgets[\\/][\w-]+[\\/][\w-]+\.api|element-api|working-api|url-inputs-attribute)\.ts$/;
const DOC_KEYS = new Set(['description', 'summary', 'example']);

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Every `description:`, `summary:` and `example:` property under `node`, as the range to replace
 * and its empty text: the value, or a shorthand property (`{ description }`) whole.
 */
function docValues(
  node: unknown,
  found: { start: number; end: number; text: string }[] = [],
): { start: number; end: number; text: string }[] {
  if (Array.isArray(node)) {
    for (const child of node) docValues(child, found);
  } else if (node !== null && typeof node === 'object') {
    const { type, key, value, shorthand } = node as AstNode & {
      key?: AstNode;
      value?: AstNode;
      shorthand?: boolean;
    };
    if (type === 'Property' && key?.type === 'Identifier' && DOC_KEYS.has(key.name as string)) {
      const { start, end } = shorthand ? (node as AstNode) : value!;
      found.push({ start, end, text: shorthand ? `${key.name as string}: ''` : "''" });
      return found;
    }
    for (const child of Object.values(node)) docValues(child, found);
  }
  return found;
}

/**
 * For the browser builds: the texts that document each element's API (its summary, example and
 * the description of each attribute, event and part) are read only at build time, by the manifest,
 * the declarations, the README and the /embed page; no element reads them at run time, and they
 * were 1 to 2 kB of each element's gzip. Here each becomes an empty string.
 */
export function apiDocsLeftOut(): Plugin {
  return {
    name: 'campuscalc:api-docs-left-out',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!API_MODULE.test(id)) return null;
      const values = docValues(parseAst(code)).sort((a, b) => b.start - a.start);
      let stripped = code;
      for (const { start, end, text } of values) {
        stripped = `${stripped.slice(0, start)}${text}${stripped.slice(end)}`;
      }
      return { code: stripped, map: null };
    },
  };
}

export const widgetBuild = (plugins: Plugin[]): UserConfig => ({
  plugins: [react(), shoelaceTheme(), shoelaceIcons(), apiDocsLeftOut(), ...plugins],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
