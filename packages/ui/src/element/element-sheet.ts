import type { WidgetStyles } from './widget';
import { SERVER_STYLE_ATTRIBUTE } from './widget';

/** The one stylesheet every instance of an element adopts, and how an instance takes it. */
export interface ElementSheet {
  sheet: CSSStyleSheet;
  /**
   * Takes the build-time render's `<style>` out of a new instance's shadow root (React hydrates the
   * markup without it) and, while the sheet is not whole yet, its rules into the sheet. Returns what
   * settles once the sheet is whole or cannot be, or nothing if it is whole already.
   */
  adopt(root: ShadowRoot): Promise<void> | undefined;
}

/**
 * An element's sheet from its styles. From text (an embed, the npm package) it is whole at once.
 * From a file (the site's pages) it holds, until the file has arrived, the rules of the build-time
 * markup's `<style>`, which are those its first screen can use (packages/core/src/first-screen-css.ts),
 * so nothing shows unstyled; then the file's text, every rule of which they are a part. The file is
 * fetched once, as the first instance appears; the page has asked for it beside its scripts
 * (scripts/paint-first.ts). If it cannot arrive (offline, not cached), the element keeps what it
 * has and works with it.
 */
export function elementSheet(styles: WidgetStyles): ElementSheet {
  const sheet = new CSSStyleSheet();
  const serverStyle = (root: ShadowRoot) =>
    root.querySelector<HTMLStyleElement>(`style[${SERVER_STYLE_ATTRIBUTE}]`);
  if (!('href' in styles)) {
    sheet.replaceSync(styles.theme + styles.css);
    return {
      sheet,
      adopt(root) {
        serverStyle(root)?.remove();
        return undefined;
      },
    };
  }
  const { href } = styles;
  // The rules of each distinct first screen met so far (an element's attributes change its markup).
  const firstScreens = new Set<string>();
  let whole = false;
  let loading: Promise<void> | undefined;
  const load = async () => {
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      sheet.replaceSync(await response.text());
      whole = true;
    } catch (error) {
      console.warn(
        `Could not load the stylesheet ${href}; the element keeps the styles it has.`,
        error,
      );
    }
  };
  return {
    sheet,
    adopt(root) {
      const style = serverStyle(root);
      if (style) {
        if (!whole && !firstScreens.has(style.textContent)) {
          firstScreens.add(style.textContent);
          sheet.replaceSync([...firstScreens].join(''));
        }
        style.remove();
      }
      loading ??= load();
      return whole ? undefined : loading;
    },
  };
}
