import { FRAME_HEIGHT_REQUEST, isFrameHeight } from './frame-height';

/**
 * The optional script for pages that embed our calculators by iframe and may run a script: each
 * iframe of ours on the page takes the height its calculator reports (frame-page.ts), so it grows
 * and shrinks with it instead of keeping the snippet's fixed height. Only messages from the origin
 * this script comes from count, and only for the iframe that sent them.
 */
const origin = new URL(import.meta.url).origin;

window.addEventListener('message', (event) => {
  if (event.origin !== origin || !isFrameHeight(event.data)) return;
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow === event.source) frame.style.height = `${event.data.height}px`;
  }
});

// Iframes that told their height before this script ran: ask again. To any origin: the request
// carries nothing, and naming ours would log an error for each iframe not (yet) on it.
for (const frame of document.querySelectorAll('iframe')) {
  frame.contentWindow?.postMessage({ type: FRAME_HEIGHT_REQUEST }, '*');
}
