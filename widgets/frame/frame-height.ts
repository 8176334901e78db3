/**
 * The message a calculator's iframe page sends its embedding page whenever the calculator's height
 * changes (frame-page.ts), and the optional resizer script reads to size that iframe (resizer.ts).
 */
export const FRAME_HEIGHT_MESSAGE = 'campuscalc:frame-height';

/**
 * What the resizer sends each iframe as it starts, which answers with its height: a page may load
 * the resizer after its iframes have told their heights to nobody.
 */
export const FRAME_HEIGHT_REQUEST = 'campuscalc:frame-height-request';

export interface FrameHeight {
  type: typeof FRAME_HEIGHT_MESSAGE;
  /** CSS pixels. */
  height: number;
}

export const isFrameHeight = (data: unknown): data is FrameHeight =>
  typeof data === 'object' &&
  data !== null &&
  (data as FrameHeight).type === FRAME_HEIGHT_MESSAGE &&
  Number.isFinite((data as FrameHeight).height) &&
  (data as FrameHeight).height >= 0;
