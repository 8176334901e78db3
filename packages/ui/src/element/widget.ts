import type { ComponentType } from 'react';
import type { WidgetTexts } from '../language/language';
import type { AnyProps, ElementApi } from './element-api';

/**
 * One custom element as its parts: the public API, the React component and the styles of its shadow
 * root. The browser defines it (`defineElement`); the site also renders it at build time
 * (`renderWidget`), so a page paints the calculator before any JavaScript runs. `Widget<Props>`
 * holds the api to the component's props; `Widget` is any widget.
 */
export interface Widget<Props = AnyProps> {
  api: ElementApi<Props>;
  component: ComponentType<Props>;
  /** The stylesheet of its shadow root, from the element's styles module (`<tag>.styles.ts`). */
  styles: WidgetStyles;
  /** Its texts in the languages other than English it speaks, fetched when asked for. */
  texts?: WidgetTexts;
}

/**
 * A widget's stylesheet. As text (embeds, the npm package, the build-time render): the Shoelace
 * theme, `virtual:shoelace-theme?<tag>` (each element's own copy, pruned at build time to the
 * tokens it uses), then its CSS (`widgetCss` of its own). On the site's pages, the URL of a CSS
 * file holding that same text (scripts/sheet-files.ts), fetched beside the element's scripts.
 */
export type WidgetStyles = { theme: string; css: string } | { href: string };

/** The text of a widget's stylesheet, for a render in Node, where it is never a file. */
export function stylesText(widget: Widget): { theme: string; css: string } {
  if ('href' in widget.styles) {
    throw new Error(`<${widget.api.tag}>'s styles are a file here, not text.`);
  }
  return widget.styles;
}

/** Marks the styles a build-time render puts in the shadow root; the element swaps them for its sheet. */
export const SERVER_STYLE_ATTRIBUTE = 'data-server-style';
