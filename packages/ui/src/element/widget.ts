import type { ComponentType } from 'react';
import toastStackCss from '../toast/toast-stack.css?inline';
import controlsCss from './controls.css?inline';
import type { AnyProps, ElementApi } from './element-api';
import widgetBaseCss from './widget-base.css?inline';

/**
 * One custom element as its parts: the public API, the React component and the styles of its shadow
 * root. The browser defines it (`defineElement`); the site also renders it at build time
 * (`renderWidget`), so a page paints the calculator before any JavaScript runs. `Widget<Props>`
 * holds the api to the component's props; `Widget` is any widget.
 */
export interface Widget<Props = AnyProps> {
  api: ElementApi<Props>;
  component: ComponentType<Props>;
  /**
   * `virtual:shoelace-theme?<tag>`, imported by the widget's module: each element gets its own copy,
   * pruned at build time to the tokens it uses, rather than one copy in the shared runtime carrying
   * every element's tokens.
   */
  theme: string;
  /** The widget's own CSS. */
  css: string;
}

/** The stylesheet of a widget's shadow root, after its theme: shared base, controls, toasts, own. */
export const widgetCss = (widget: Widget): string =>
  widgetBaseCss + controlsCss + toastStackCss + widget.css;

/** Marks the styles a build-time render puts in the shadow root; the element swaps them for its sheet. */
export const SERVER_STYLE_ATTRIBUTE = 'data-server-style';
