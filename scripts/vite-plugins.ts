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

/**
 * `virtual:shoelace-theme` exports the CSS that themes one widget's shadow root: the dark theme on
 * `:host` (dark is the default) and, under `:host([theme='light'])`, only the declarations the light
 * theme changes. Shipping the difference instead of both files saves about half the theme's bytes.
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
      return `export default ${JSON.stringify(css)};`;
    },
  };
}
