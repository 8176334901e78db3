import { createServer, transformWithEsbuild } from 'vite';
import type { ElementApi } from '../packages/ui/src/element/element-api';
import type * as InHtml from '../packages/ui/src/element/in-html';
import type * as RenderWidget from '../packages/ui/src/element/render-widget';
import type { Widget } from '../packages/ui/src/element/widget';
import { shoelaceIcons, shoelaceTheme } from './vite-plugins.ts';

// The styles a build-time render puts in the shadow root (render-widget.ts).
const SERVER_STYLE = /(<style data-server-style>)(.*?)(<\/style>)/s;

/**
 * Each element's HTML with its first screen, rendered as the site renders its pages
 * (render-widget.ts), for the attributes an iframe page gives by default, by tag, followed by the
 * inline script that holds a form submitted before it hydrates. The widgets'
 * modules (React components, CSS imported `?inline`, the Shoelace theme) are loaded in Node by a
 * Vite server with the plugins they need; the styles are minified, as the build minifies the
 * elements' own copy.
 */
export async function firstScreens(
  apis: readonly ElementApi[],
  attributes: Readonly<Record<string, string>>,
): Promise<Map<string, string>> {
  const server = await createServer({
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [shoelaceTheme(), shoelaceIcons()],
  });
  try {
    const { renderWidget, HOLD_SUBMITS_SCRIPT } = (await server.ssrLoadModule(
      '/packages/ui/src/element/render-widget.ts',
    )) as typeof RenderWidget;
    const { loadInHtmlParts } = (await server.ssrLoadModule(
      '/packages/ui/src/element/in-html.tsx',
    )) as typeof InHtml;
    const screens = new Map<string, string>();
    for (const api of apis) {
      const module = await server.ssrLoadModule(`/widgets/${api.tag}/${api.tag}.widget.ts`);
      const widget = Object.values(module).find(
        (value): value is Widget => (value as Widget | undefined)?.api?.tag === api.tag,
      );
      if (!widget) throw new Error(`No widget for <${api.tag}> in its .widget.ts.`);
      // The parts its first load leaves out (InHtml) are in its HTML: loaded, rendered at once.
      await loadInHtmlParts();
      const html = renderWidget(widget, attributes);
      const [, open, css, close] = SERVER_STYLE.exec(html)!;
      const { code } = await transformWithEsbuild(css!, 'widget.css', {
        loader: 'css',
        minify: true,
      });
      // The held-submit script right after the element, as the site's pages have it (Calculator.astro).
      screens.set(
        api.tag,
        html.replace(SERVER_STYLE, () => `${open}${code.trim()}${close}`) +
          `<script>${HOLD_SUBMITS_SCRIPT}</script>`,
      );
    }
    return screens;
  } finally {
    await server.close();
  }
}
