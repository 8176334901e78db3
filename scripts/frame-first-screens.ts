import { createHash } from 'node:crypto';
import { createServer, transformWithEsbuild } from 'vite';
import type { ElementApi } from '../packages/ui/src/element/element-api';
import type * as RenderWidget from '../packages/ui/src/element/render-widget';
import type { Widget } from '../packages/ui/src/element/widget';
import { shoelaceIconsAlias, shoelaceTheme, withoutShoelaceSystemIcons } from './vite-plugins.ts';

/** One element's first screen as its iframe page holds it, its styles in a file of their own. */
export interface FirstScreen {
  /** The stylesheet's path in the build, content-hashed under `folder`. */
  stylesheet: string;
  css: string;
  /** The element, rendered with `attributes`, its shadow root linking `href(stylesheet)`. */
  html: (href: string) => string;
}

/**
 * The first screen of each element, rendered as the site renders its pages (render-widget.ts), for
 * the attributes an iframe page gives by default. The widgets' modules (React components, CSS
 * imported `?inline`, the Shoelace theme) are loaded in Node by a Vite server with the plugins
 * they need; the CSS is minified as the build minifies the elements' own copy.
 */
export async function firstScreens(
  apis: readonly ElementApi[],
  attributes: Readonly<Record<string, string>>,
  folder: string,
): Promise<Map<string, FirstScreen>> {
  const server = await createServer({
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [shoelaceTheme(), withoutShoelaceSystemIcons()],
    resolve: { alias: shoelaceIconsAlias },
  });
  try {
    const { renderWidget, widgetStylesheet } = (await server.ssrLoadModule(
      '/packages/ui/src/element/render-widget.ts',
    )) as typeof RenderWidget;
    const screens = new Map<string, FirstScreen>();
    for (const api of apis) {
      const module = await server.ssrLoadModule(`/widgets/${api.tag}/${api.tag}.widget.ts`);
      const widget = Object.values(module).find(
        (value): value is Widget => (value as Widget | undefined)?.api?.tag === api.tag,
      );
      if (!widget) throw new Error(`No widget for <${api.tag}> in its .widget.ts.`);
      const { code: css } = await transformWithEsbuild(widgetStylesheet(widget), 'widget.css', {
        loader: 'css',
        minify: true,
      });
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
      screens.set(api.tag, {
        stylesheet: `${folder}${api.tag}-${hash}.css`,
        css,
        html: (href) => renderWidget(widget, attributes, href),
      });
    }
    return screens;
  } finally {
    await server.close();
  }
}
