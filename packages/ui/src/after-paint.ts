/**
 * Runs `callback` once the browser has painted the next frame: at the start of the frame after it,
 * before that frame's own style and layout. Work that would hold up the paint answering an input
 * (a focus, which lays the page out at once) goes here.
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(callback));
}

/**
 * Resolves once the frame now due has been painted, in a task of its own after it: what an input
 * changed first shows, and the work after this waits its turn. A hidden page paints nothing, so a
 * timer stands in for the frame.
 */
export function yieldToPaint(): Promise<void> {
  return new Promise((resolve) => {
    const hidden = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(hidden);
      setTimeout(resolve, 0);
    });
  });
}
