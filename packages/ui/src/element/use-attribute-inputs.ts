import { useState } from 'react';
import type { InputsCodec } from '#core/calculator-inputs.ts';
import { useUrlInputs } from './use-url-inputs';

/** Where a calculator's inputs come from besides the visitor's typing. */
export interface AttributeInputs<Attributes, Inputs> {
  /** The inputs as the element's attributes give them in this render. */
  attributes: Attributes;
  /** Whether two sets of attributes give the same inputs; by default each value is the same. */
  same?: (a: Attributes, b: Attributes) => boolean;
  /**
   * Takes the attributes, changed after mount, into the component's state; `previous` is what
   * they were. It runs during render (React's "adjust state on prop change"), so no frame shows
   * the old inputs beside a new result.
   */
  adopt: (previous: Attributes) => void;
  /** The `url-inputs` attribute: with it, the inputs live in the page's address too. */
  urlInputs: string | undefined;
  /** How the calculator's inputs become query parameters and back. */
  codec: InputsCodec<Inputs>;
  /** The inputs the address should hold now. */
  inputs: Inputs;
  /** Takes the inputs the address gave; stable (state setters only), as useUrlInputs asks. */
  apply: (inputs: Inputs) => void;
}

const sameValues = <Attributes>(a: Attributes, b: Attributes) =>
  Object.keys(a as object).every(
    (name) => a[name as keyof Attributes] === b[name as keyof Attributes],
  );

/**
 * A calculator's inputs given from outside: its attributes, read at mount by the component's
 * initial state and adopted here when they change, and, with `url-inputs`, its page's address,
 * read once after hydration and written back as the inputs change (useUrlInputs).
 */
export function useAttributeInputs<Attributes, Inputs>({
  attributes,
  same = sameValues,
  adopt,
  urlInputs,
  codec,
  inputs,
  apply,
}: AttributeInputs<Attributes, Inputs>): void {
  const [seen, setSeen] = useState(attributes);
  if (!same(seen, attributes)) {
    setSeen(attributes);
    adopt(seen);
  }
  useUrlInputs(codec, urlInputs, inputs, apply);
}
