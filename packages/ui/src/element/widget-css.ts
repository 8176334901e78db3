import toastStackCss from '../toast/toast-stack.css?inline';
import controlsCss from './controls.css?inline';
import widgetBaseCss from './widget-base.css?inline';

/**
 * The CSS of a widget's shadow root, after its theme: shared base, controls, toasts, then `own`.
 * Imported only by the elements' styles modules (`<tag>.styles.ts`), which the site's build turns
 * into CSS files (scripts/sheet-files.ts): no page of the site carries these as strings in JS.
 */
export const widgetCss = (own: string): string => widgetBaseCss + controlsCss + toastStackCss + own;
