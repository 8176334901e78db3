import type { FrameHeight } from './frame-height';
import { FRAME_HEIGHT_MESSAGE } from './frame-height';

/**
 * The script of a calculator's iframe page (/widgets/v1/<tag>.html, written by
 * scripts/release-files.ts): it puts the element on the page with the attributes the page's URL
 * gives, those the element has (the page lists them), `theme` being `auto` unless given; then it
 * tells the embedding page the calculator's height each time it changes.
 */
const { element: tag = '', attributes = '' } = document.body.dataset;
const known = new Set(attributes.split(' '));
const element = document.createElement(tag);
element.setAttribute('theme', 'auto');
for (const [name, value] of new URLSearchParams(location.search)) {
  if (known.has(name)) element.setAttribute(name, value);
}
document.body.append(element);

if (window.parent !== window) {
  let sent = -1;
  new ResizeObserver(() => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === sent) return;
    sent = height;
    const message: FrameHeight = { type: FRAME_HEIGHT_MESSAGE, height };
    // Only a height, which any page may know: the embedding page's origin is not ours to check.
    window.parent.postMessage(message, '*');
  }).observe(element);
}
