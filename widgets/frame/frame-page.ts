import type { FrameHeight } from './frame-height';
import { FRAME_HEIGHT_MESSAGE, FRAME_HEIGHT_REQUEST } from './frame-height';

/**
 * The script of a calculator's iframe page (/widgets/v1/<tag>.html, written by
 * scripts/release-files.ts), which holds the element rendered at build time for its default
 * attributes: it tells the embedding page the calculator's height each time it changes, and when
 * asked, from the first paint on (this script runs before the element's own); once the element is
 * defined, it gives it the attributes the page's URL names, those the element has (the page lists
 * them). Hydration sees the attributes the markup was rendered with, and the element shows the
 * others after it, keeping what a visitor typed meanwhile.
 */
const { element: tag = '', attributes = '' } = document.body.dataset;
const known = new Set(attributes.split(' '));
const element = document.querySelector(tag)!;

void customElements.whenDefined(tag).then(() => {
  for (const [name, value] of new URLSearchParams(location.search)) {
    if (known.has(name)) element.setAttribute(name, value);
  }
});

if (window.parent !== window) {
  let sent = -1;
  const tell = (again: boolean) => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === sent && !again) return;
    sent = height;
    const message: FrameHeight = { type: FRAME_HEIGHT_MESSAGE, height };
    // Only a height, which any page may know: the embedding page's origin is not ours to check.
    window.parent.postMessage(message, '*');
  };
  new ResizeObserver(() => tell(false)).observe(element);
  // Chromium holds back the rendering, and with it ResizeObserver, of another site's iframe while it
  // is off screen: content changes are watched too, and measuring makes the layout up to date.
  new MutationObserver(() => tell(false)).observe(element.shadowRoot!, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  window.addEventListener('message', (event) => {
    if (event.source === window.parent && event.data?.type === FRAME_HEIGHT_REQUEST) tell(true);
  });
}
