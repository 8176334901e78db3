import { useLayoutEffect, useRef } from 'react';

// One sheet per part's CSS, shared by every element that shows the part.
const sheets = new Map<string, CSSStyleSheet>();

/**
 * The CSS of a part loaded on demand (on-demand.tsx), added to the widget's shadow root when the
 * part first shows, after the widget's own sheet (define-element.ts), so it arrives with the part's
 * chunk rather than with the widget. A constructed sheet, as the widget's own: a portal's Content
 * Security Policy may refuse `<style>` elements.
 */
export function PartStyles({ css }: { css: string }) {
  const anchor = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const root = anchor.current!.getRootNode();
    if (!(root instanceof ShadowRoot || root instanceof Document)) return;
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
  }, [css]);
  return <span ref={anchor} hidden />;
}
