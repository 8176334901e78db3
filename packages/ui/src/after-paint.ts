/**
 * Runs `callback` once the browser has painted the next frame: at the start of the frame after it,
 * before that frame's own style and layout. Work that would hold up the paint answering an input
 * (a focus, which lays the page out at once) goes here.
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(callback));
}
