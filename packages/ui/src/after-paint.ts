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
 * changed shows first, and the work after this waits its turn. A page that goes out of sight
 * meanwhile (a tab switched, or closed) paints no frame: it resolves at once, so that work is done
 * before the page can go; a timer stands in for a frame that never comes.
 */
export function yieldToPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    const timer = setTimeout(done, 100);
    document.addEventListener('visibilitychange', done);
    requestAnimationFrame(() => setTimeout(done, 0));
  });
}
