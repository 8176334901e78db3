import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shoelaceDist = fileURLToPath(
  new URL('../node_modules/@shoelace-style/shoelace/dist/', import.meta.url),
);

/** Shoelace's package exports hide dist/assets, so icons are imported through this alias. */
export const shoelaceIconsAlias = { 'shoelace-icons': `${shoelaceDist}assets/icons` };

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

/** Keeps only the declarations of `block` that `keep` names (plus color-scheme). */
function pruneBlock(block: string, keep: ReadonlySet<string>): string {
  return block
    .split(';')
    .filter((declaration) => {
      const name = declaration.slice(0, declaration.indexOf(':')).trim();
      return !name.startsWith('--sl-') || keep.has(name);
    })
    .join(';');
}

/**
 * Cuts the theme in a finished bundle down to the tokens its code uses. Every `--sl-*` name the
 * bundle reads outside the theme (Shoelace's component styles, our CSS) is kept, with the tokens
 * those refer to; the rest of the theme is dead weight in an embed (about 1.8 kB gzip).
 */
function pruneThemeInBundle(chunks: { code: string }[]): void {
  const withTheme = chunks.filter((chunk) => chunk.code.includes(THEME_START));
  if (withTheme.length === 0) return;
  const themeSegment = /\/\*sl-theme\*\/(.*?)\/\*\/sl-theme\*\//s;
  const outsideTheme = chunks.map((chunk) => chunk.code.replace(themeSegment, '')).join('\n');
  const theme = withTheme[0]!.code.match(themeSegment)![1]!;
  const definitions = new Map(
    [...theme.matchAll(/(--sl-[\w-]+):([^;}]*)/g)].map((match) => [match[1]!, match[2]!]),
  );
  const keep = new Set<string>();
  const visit = (name: string) => {
    if (keep.has(name)) return;
    keep.add(name);
    for (const [, used] of (definitions.get(name) ?? '').matchAll(/var\((--sl-[\w-]+)/g))
      visit(used!);
  };
  for (const [name] of outsideTheme.matchAll(/--sl-[\w-]+/g)) visit(name);
  for (const chunk of withTheme) {
    chunk.code = chunk.code.replace(themeSegment, (_, css: string) =>
      css.replace(/\{([^}]*)\}/g, (_block, body: string) => `{${pruneBlock(body, keep)}}`),
    );
  }
}

/**
 * `virtual:shoelace-theme` exports the CSS that themes one widget's shadow root: the dark theme on
 * `:host` (dark is the default) and, under `:host([theme='light'])`, only the declarations the light
 * theme changes. In a production bundle it is then pruned to the tokens the bundle uses.
 */
export function shoelaceTheme(): Plugin {
  return {
    name: 'campuscalc:shoelace-theme',
    resolveId: (id) => (id === THEME_MODULE ? `\0${THEME_MODULE}` : null),
    load(id) {
      if (id !== `\0${THEME_MODULE}`) return null;
      const dark = themeDeclarations('dark.css');
      const light = themeDeclarations('light.css');
      const block = (entries: Iterable<[string, string]>) =>
        [...entries].map(([name, value]) => `${name}:${value}`).join(';');
      const lightChanges = [...light].filter(([name, value]) => dark.get(name) !== value);
      const css = `:host{${block(dark)}}:host([theme='light']){${block(lightChanges)}}`;
      return `export default ${JSON.stringify(THEME_START + css + THEME_END)};`;
    },
    generateBundle(_options, bundle) {
      pruneThemeInBundle(Object.values(bundle).filter((output) => output.type === 'chunk'));
    },
  };
}

/**
 * Shoelace's icon module always bundles its "system" icon set (about 1.5 kB gzip of SVG) for
 * components such as sl-select and sl-checkbox. We ship only sl-icon and sl-icon-button with our own
 * inlined icons, so the set is replaced by an empty library of the same name.
 */
export function withoutShoelaceSystemIcons(): Plugin {
  return {
    name: 'campuscalc:without-shoelace-system-icons',
    transform(code, id) {
      if (!id.includes('@shoelace-style/shoelace/dist/chunks/')) return null;
      if (!code.startsWith('// src/components/icon/library.system.ts')) return null;
      return {
        code: `var library_system_default = { name: 'system', resolver: () => '' };\nexport { library_system_default };\n`,
        map: null,
      };
    },
  };
}
