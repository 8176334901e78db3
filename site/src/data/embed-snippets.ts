import type { ElementApi } from '../../../packages/ui/src/element/element-api';
import { escapeAttribute, exampleAttributes } from '../../../packages/ui/src/element/render-widget';
import { MAJOR_ALIAS, WIDGETS_VERSION } from '../../../widgets/release';

/**
 * The snippets the /embed page hands out, for a site served at `base` (its deployed URL). They name
 * the major version's folder, whose files follow compatible releases; `pinned` names the exact
 * version instead. Each element is given `theme="auto"`, so it arrives light on a light page.
 */
export interface EmbedSnippets {
  /** One script tag and the element. */
  script: string;
  /** The same with the exact version: it never changes. */
  pinned: string;
  /** An iframe of the calculator's own page, for platforms that allow no script. */
  iframe: string;
  /** The URL of that page, options as query parameters. */
  frameUrl: string;
}

const widgetsUrl = (base: URL, folder: string, file: string) =>
  new URL(`/widgets/${folder}/${file}`, base).href;

/** The element's example with `theme="auto"`, unless it names a theme already. */
export const autoThemed = (example: string): string =>
  /\stheme=/.test(example) ? example : example.replace(/^<([\w-]+)/, '<$1 theme="auto"');

const scriptTag = (src: string) => `<script type="module" src="${src}"></script>`;

export function embedSnippets(base: URL, api: ElementApi): EmbedSnippets {
  const example = autoThemed(api.example);
  const query = new URLSearchParams(
    Object.entries(exampleAttributes(example)).map(([name, value]) => [
      name,
      value === true ? '' : value,
    ]),
  );
  const frameUrl = `${widgetsUrl(base, MAJOR_ALIAS, `${api.tag}.html`)}?${query}`;
  return {
    script: `${scriptTag(widgetsUrl(base, MAJOR_ALIAS, `${api.tag}.js`))}\n${example}`,
    pinned: `${scriptTag(widgetsUrl(base, WIDGETS_VERSION, `${api.tag}.js`))}\n${example}`,
    iframe:
      `<iframe src="${escapeAttribute(frameUrl)}" title="${api.title}" width="100%" ` +
      `height="${api.frameHeight}" style="border: 0; max-width: 100%" loading="lazy"></iframe>`,
    frameUrl,
  };
}

/** All elements from one script. */
export const allInOneSnippet = (base: URL): string =>
  scriptTag(widgetsUrl(base, MAJOR_ALIAS, 'campuscalc.js'));

/** The optional script that lets each of our iframes on a page grow to fit its calculator. */
export const resizerSnippet = (base: URL): string =>
  scriptTag(widgetsUrl(base, MAJOR_ALIAS, 'resizer.js'));
