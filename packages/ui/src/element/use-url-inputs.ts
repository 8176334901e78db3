import { useEffect, useLayoutEffect } from 'react';
import type { InputsCodec, Param } from '#core/calculator-inputs.ts';
import { inputsFromQuery, queryWithParams } from '#core/calculator-inputs.ts';

/**
 * The pause in typing after which the address is rewritten: one history entry rewrite per pause,
 * not per keystroke (Safari refuses more than 100 in 30 seconds).
 */
export const URL_WRITE_DELAY_MS = 300;

/**
 * Keeps a calculator's inputs in the page's address while `prefix` is set (the `url-inputs`
 * attribute; a non-empty one names the parameters `prefix.name`), so a link to the page reproduces
 * the calculation. The address is read once the component is in the page: after the build-time
 * markup is hydrated, so hydration sees the props it was rendered with; as a layout effect, before
 * a browser-rendered element is first painted. `apply` must be stable (state setters only). The
 * address is then rewritten in place (replaceState, never a new history entry) as the inputs change,
 * its other parameters and hash untouched.
 */
export function useUrlInputs<Inputs>(
  codec: InputsCodec<Inputs>,
  prefix: string | undefined,
  inputs: Inputs,
  apply: (inputs: Inputs) => void,
): void {
  useLayoutEffect(() => {
    if (prefix === undefined) return;
    const found = inputsFromQuery(codec, location.search, prefix);
    if (found) apply(found);
  }, [codec, prefix, apply]);

  const params = prefix === undefined ? null : JSON.stringify(codec.encode(inputs));
  useEffect(() => {
    if (params === null) return;
    const timer = setTimeout(() => {
      const search = queryWithParams(
        codec.names,
        location.search,
        JSON.parse(params) as Param[],
        prefix,
      );
      if (search === location.search) return;
      try {
        history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
      } catch {
        // Refused (too many rewrites): the next change writes the address again.
      }
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [codec, prefix, params]);
}
