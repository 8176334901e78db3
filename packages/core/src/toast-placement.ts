/**
 * Where a widget's toasts go (they must never cover the control in use or the result just
 * produced). They sit at an edge of the visible viewport, over the widget's (or dialog's) own
 * column: at the top, unless that would cover the control in use, the form about to be used or a
 * result, then at the bottom.
 * Pure geometry, in the viewport's CSS pixels; packages/ui/src/toast measures and applies it.
 */

/** A rectangle as getBoundingClientRect gives it. */
export interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export type ToastEdge = 'top' | 'bottom';

export interface ToastSpanInput {
  /** The part of the page on screen. */
  viewport: Box;
  /** The widget or dialog the toasts belong to. */
  container: Box;
  /** Space kept between the toasts and the viewport's and container's edges. */
  margin: number;
  maxWidth: number;
  /** Narrower than this, a toast takes this width (within the viewport) beyond its container. */
  minWidth: number;
}

/** The toasts' column: under the container's visible end side, as wide as it allows. */
export function toastSpan({ viewport, container, margin, maxWidth, minWidth }: ToastSpanInput): {
  left: number;
  width: number;
} {
  let right = Math.min(container.right, viewport.right) - margin;
  const left = Math.max(container.left, viewport.left) + margin;
  let width = Math.min(maxWidth, right - left);
  if (width < minWidth) {
    width = Math.min(minWidth, viewport.right - viewport.left - 2 * margin);
    right = Math.min(Math.max(right, viewport.left + margin + width), viewport.right - margin);
  }
  return { left: right - width, width };
}

export interface ToastEdgeInput {
  viewport: Box;
  margin: number;
  /** The toasts' column (toastSpan) and their height together. */
  left: number;
  width: number;
  height: number;
  /** The control in use, if any. */
  control: Box | null;
  /**
   * What the student is about to use: the rest of the form the control in use is in (the Add
   * Subject under a subject's name) or, while none is in use yet, the forms on screen (a toast
   * raised as the page loads must not lie over the field the first tap goes to).
   */
  nearby: readonly Box[];
  /** The results on screen. */
  results: readonly Box[];
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * The edge for the toasts and their top: the top edge unless the toasts there would cover more of
 * the control in use or, that being equal, of the form nearby or, that too, of the results than at
 * the bottom. The control comes first: it is where the student's finger, caret or eyes are; the
 * form next, as the finger's next stops.
 */
export function toastEdge({
  viewport,
  margin,
  left,
  width,
  height,
  control,
  nearby,
  results,
}: ToastEdgeInput): { edge: ToastEdge; top: number } {
  const tops: Record<ToastEdge, number> = {
    top: viewport.top + margin,
    bottom: viewport.bottom - margin - height,
  };
  const cost = (edge: ToastEdge): number[] => {
    const band = { top: tops[edge], bottom: tops[edge] + height, left, right: left + width };
    const covered = (boxes: readonly Box[]) =>
      boxes.reduce((sum, each) => sum + overlapArea(band, each), 0);
    return [covered(control ? [control] : []), covered(nearby), covered(results)];
  };
  const [top, bottom] = [cost('top'), cost('bottom')];
  // The first measure that differs decides.
  const decisive = top.findIndex((area, index) => area !== bottom[index]);
  const edge = decisive >= 0 && bottom[decisive]! < top[decisive]! ? 'bottom' : 'top';
  return { edge, top: tops[edge] };
}
