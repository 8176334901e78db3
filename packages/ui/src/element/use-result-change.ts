import { useEffect, useRef } from 'react';

/** How a calculator tells one result from the next, and whether it tells its first one. */
export interface ResultChangeOptions<Detail> {
  /** The text two details share when they are the same result; by default the detail's JSON. */
  key?: (detail: Detail) => string;
  /**
   * Whether the result the element starts with (its attributes', or none) is announced: by default
   * it is not, being no change. Every later result is.
   */
  announceFirst?: (detail: Detail) => boolean;
}

/**
 * The `result-change` rule every calculator keeps: `announce` is called once per distinct result
 * (by `key`), not once per render, nor again when a recalculation gives the same result. `detail`
 * is the result the element shows now, or null while it shows none that could be announced (then
 * nothing is said, and the last result announced stays the one to differ from). Kept small: every
 * element's embed carries it (scripts/bundle-sizes.ts).
 */
export function useResultChange<Detail>(
  detail: Detail | null,
  announce: ((detail: Detail) => void) | undefined,
  { key = JSON.stringify, announceFirst }: ResultChangeOptions<Detail> = {},
): void {
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (detail === null) return;
    const last = announced.current;
    announced.current = key(detail);
    if (announced.current !== last && (last !== null || announceFirst?.(detail))) {
      announce?.(detail);
    }
  });
}
