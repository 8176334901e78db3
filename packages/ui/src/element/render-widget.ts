import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { firstScreenCss } from '#core/first-screen-css.ts';
import type { Language } from '#core/i18n/texts.ts';
import { ENGLISH } from '#core/i18n/texts.ts';
import { inLanguage } from '../language/language';
import { elementProps } from './element-api';
import { pruneTheme } from './theme-tokens';
import {
  HYDRATED_ATTRIBUTE,
  SUBMITTED_ATTRIBUTE,
  holdSubmitsUntilHydrated,
} from './typed-before-hydration';
import type { Widget } from './widget';
import { SERVER_STYLE_ATTRIBUTE, stylesText } from './widget';

/** An attribute's value; `true` is a bare boolean attribute. */
export type AttributeValue = string | true;

export const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The attributes of an HTML example's opening tag: `name="value"`, `name='value'` or bare. */
export const exampleAttributes = (example: string): Record<string, AttributeValue> =>
  Object.fromEntries(
    [
      ...(/^<[\w-]+([^>]*)>/.exec(example)?.[1] ?? '').matchAll(
        /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'))?/g,
      ),
    ].map(([, name, double, single]) => [name!, double ?? single ?? true]),
  );

/**
 * The element's HTML as the site ships it: the tag with its attributes and a declarative shadow root
 * holding what the component renders for them, with its styles. The page paints the calculator
 * before any JavaScript runs, icons included; `defineElement` then hydrates that markup. The styles
 * are the rules that may apply to that markup (firstScreenCss), with only the theme tokens they
 * read: the element's whole sheet replaces them once it has arrived (define-element.ts). In a
 * language other than English, the page gives its texts (`loadLanguage`) and the element's `lang`.
 */
export function renderWidget(
  widget: Widget,
  attributes: Readonly<Record<string, AttributeValue>> = {},
  language: Language = ENGLISH,
): string {
  const readAttribute = (name: string) => {
    const value = attributes[name];
    return value === undefined ? null : value === true ? '' : value;
  };
  const props = elementProps(widget.api, readAttribute, () => {});
  const markup = renderToString(inLanguage(language, createElement(widget.component, props)));
  const { theme, css: sheetCss } = stylesText(widget);
  const css = firstScreenCss(sheetCss, markup);
  const attributeList = Object.entries(attributes)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  return (
    `<${widget.api.tag}${attributeList}><template shadowrootmode="open">` +
    `<style ${SERVER_STYLE_ATTRIBUTE}>${pruneTheme(theme, css)}${css}</style>${markup}` +
    `</template></${widget.api.tag}>`
  );
}

/**
 * The inline script a page puts right after an element it rendered at build time: a form submitted
 * before the element hydrates is held, not sent (`holdSubmitsUntilHydrated`).
 */
export const HOLD_SUBMITS_SCRIPT = `(${holdSubmitsUntilHydrated.toString().replace(/\s+/g, ' ')})(document.currentScript.previousElementSibling,${JSON.stringify(HYDRATED_ATTRIBUTE)},${JSON.stringify(SUBMITTED_ATTRIBUTE)})`;
