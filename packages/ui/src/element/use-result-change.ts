import { useEffect, useLayoutEffect, useRef } from 'react';

/** How a calculator tells one result from the next, and which result it starts with quietly. */
export interface ResultChangeOptions<Detail> {
  /** The text two details share when they are the same result; by default the detail's JSON. */
  key?: (detail: Detail) => string;
  /**
   * Whether the first result the element shows goes unannounced: by default none is (a blank
   * calculator, or one its attributes filled, has told the page nothing new). Later results are
   * announced whatever they are.
   */
  quietAtFirst?: (detail: Detail) => boolean;
  /**
   * Announce as the screen changes (a layout effect), before the browser paints it, rather than
   * after: for listeners that read figures the element shows beside the event.
   */
  beforePaint?: boolean;
}

const json = (detail: unknown) => JSON.stringify(detail);

/**
 * The `result-change` rule every calculator keeps: `announce` is called once per distinct result
 * (by `key`), not once per render, nor again when a recalculation gives the same result. `detail`
 * is the result the element shows now, or null while it shows none that could be announced (then
 * nothing is said, and the last result announced stays the one to differ from).
 */
export function useResultChange<Detail>(
  detail: Detail | null,
  announce: ((detail: Detail) => void) | undefined,
  { key = json, quietAtFirst, beforePaint = false }: ResultChangeOptions<Detail> = {},
): void {
  const announced = useRef<string | null>(null);
  const current = detail === null ? null : key(detail);
  const run = (timing: boolean) => {
    if (timing !== beforePaint || detail === null || current === announced.current) return;
    const first = announced.current === null;
    announced.current = current;
    if (first && quietAtFirst?.(detail)) return;
    announce?.(detail);
  };
  // One of the two runs, by `beforePaint`; both are called so that the hooks stay the same.
  useLayoutEffect(() => run(true));
  useEffect(() => run(false));
}
