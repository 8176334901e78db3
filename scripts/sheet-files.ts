import { createHash } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';
import { transform } from 'lightningcss';
import type { Plugin, ViteDevServer } from 'vite';
import { createServer } from 'vite';
import { pruneTheme } from '../packages/ui/src/element/theme-tokens.ts';
import type { WidgetStyles } from '../packages/ui/src/element/widget';
import { shoelaceIcons, shoelaceTheme } from './vite-plugins.ts';

// The marks around a theme's text, for the bundle's pruning (vite-plugins.ts).
const THEME_MARKS = /\/\*\/?sl-theme\*\//g;

/** An element's styles module, `widgets/<tag>/<tag>.styles.ts`; the tag. */
const STYLES_MODULE = /[\\/]widgets[\\/]([\w-]+)[\\/]\1\.styles\.ts$/;

/**
 * A CSS file this plugin writes, as the site's code names it: `"/_astro/<tag>.<hash>.css"`; its
 * path, and the element's tag.
 */
export const SHEET_FILE = /["'`](\/_astro\/([\w-]+)\.[\w-]{8}\.css)["'`]/g;

// Vite's build minifies each CSS file imported `?inline` with Lightning CSS for these browsers (its
// default target, 'baseline-widely-available'); a Vite server does not minify them.
const version = (major: number, minor = 0) => (major << 16) | (minor << 8);
const TARGETS = {
  chrome: version(111),
  edge: version(111),
  firefox: version(114),
  safari: version(16, 4),
  ios_saf: version(16, 4),
};
const INLINE_CSS = /^export default ("(?:[^"\\]|\\.)*")/;

/** Each `?inline` CSS minified as the build minifies it, so a sheet file is the text the JS held. */
const inlineCssMinified = (): Plugin => ({
  name: 'campuscalc:inline-css-minified',
  enforce: 'post',
  transform(code, id) {
    const literal = id.endsWith('.css?inline') ? INLINE_CSS.exec(code)?.[1] : undefined;
    if (literal === undefined) return null;
    const { code: css } = transform({
      filename: id,
      code: Buffer.from(JSON.parse(literal) as string),
      minify: true,
      targets: TARGETS,
    });
    return { code: `export default ${JSON.stringify(css.toString().trimEnd())};`, map: null };
  },
});

/**
 * The CSS that may read an element's theme tokens: the shared UI's and the element's own, the
 * parts it loads on demand included (their CSS comes with them, packages/ui/src/element/part-styles.tsx).
 */
const themeReaders = (tag: string) =>
  [...globSync(`widgets/${tag}/**/*.css`), ...globSync('packages/ui/src/**/*.css')]
    .map((file) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))
    .join('');

/**
 * For the site's client build: each element's stylesheet (its theme, then the shared and its own
 * CSS, as `<tag>.styles.ts` makes it) becomes a CSS file of its own under _astro/, named by its
 * content's hash, and the styles module the URL of that file. A page's scripts then carry no CSS:
 * the file loads beside them (scripts/paint-first.ts preloads it), the element holds its first
 * screen's rules from the build-time markup until it arrives (define-element.ts), and the browser
 * caches it on its own. The theme keeps the tokens the element's CSS and its parts' read. The embeds
 * and the npm package keep their styles in their code (one script tag must be enough on a host page).
 *
 * The styles modules are evaluated in Node by a Vite server with the plugins they need, as the
 * iframe pages' first screens are (frame-first-screens.ts), their CSS minified as the build does.
 */
export function sheetFiles(): Plugin {
  let server: Promise<ViteDevServer> | undefined;
  return {
    name: 'campuscalc:sheet-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async load(id) {
      const tag = STYLES_MODULE.exec(id)?.[1];
      if (tag === undefined) return null;
      server ??= createServer({
        configFile: false,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [shoelaceTheme(), shoelaceIcons(), inlineCssMinified()],
      });
      const { styles } = (await (await server).ssrLoadModule(id)) as { styles: WidgetStyles };
      if ('href' in styles) throw new Error(`${id}: its styles are not text.`);
      const theme = pruneTheme(styles.theme.replace(THEME_MARKS, ''), themeReaders(tag));
      const text = theme + styles.css;
      const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
      const { base, build } = this.environment.config;
      const fileName = `${build.assetsDir}/${tag}.${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source: text });
      return `export const styles = ${JSON.stringify({ href: `${base}${fileName}` })};`;
    },
    async buildEnd() {
      await (await server)?.close();
      server = undefined;
    },
  };
}
