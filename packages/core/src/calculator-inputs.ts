/**
 * The inputs of the utility calculators as query parameters, so that a link reproduces a
 * calculation (`/matrix-calculator?size=3&values=2,1,3;0,4,5;1,0,6`); each calculator's own
 * parameters are in its `*-inputs.ts`. Reading forgives anything,
 * as the elements' attributes do: an unknown unit or base means the default, a size is clamped, a
 * bad number is no number; a number to convert and the matrix's cells are read whole, however long,
 * for the calculator to refuse with its message (input-limits.ts); other parameters longer than a
 * link would carry are ignored. Parameters at
 * their default are left out, so a blank calculator has a clean address.
 */
/** A query parameter's value by name (URLSearchParams#get), null when absent. */
export type ReadParam = (name: string) => string | null;

export type Param = readonly [name: string, value: string];

/** How one calculator's inputs become query parameters and back. */
export interface InputsCodec<Inputs> {
  /** Every parameter the calculator reads and writes. */
  names: readonly string[];
  /** The parameters, in order, that differ from the blank calculator. */
  encode(inputs: Inputs): Param[];
  decode(read: ReadParam): Inputs;
}

/** Longer parameter values are ignored: no link that long is shared, nor worth the work. */
export const MAX_PARAM_LENGTH = 2000;

/** A parameter's value, or null when absent or too long. */
export const param = (read: ReadParam, name: string): string | null => {
  const value = read(name);
  return value !== null && value.length <= MAX_PARAM_LENGTH ? value : null;
};

/** The parameter, or none when `omit` (its value is the one a blank calculator has). */
export const paramUnless = (omit: boolean, name: string, value: string): Param[] =>
  omit ? [] : [[name, value]];

/** A number as a `number` attribute reads it: anything else is no number. */
export const numberParam = (read: ReadParam, name: string): number | undefined => {
  const text = param(read, name)?.trim() ?? '';
  const value = Number(text);
  return text !== '' && Number.isFinite(value) ? value : undefined;
};

/** Keeps ',', '/', ':', ';' and '@' as they are, which a query may hold: the link stays readable. */
const encodeReadably = (text: string) =>
  encodeURIComponent(text).replace(/%(2C|2F|3A|3B|40)/g, (escaped) => decodeURIComponent(escaped));

/** The parameter name of one input for an element with `prefix` (`m` gives `m.size`). */
export const paramName = (prefix: string, name: string) =>
  prefix === '' ? name : `${prefix}.${name}`;

/** The inputs a query (`location.search`) gives, or null when it has none of them. */
export function inputsFromQuery<Inputs>(
  codec: InputsCodec<Inputs>,
  search: string,
  prefix = '',
): Inputs | null {
  const params = new URLSearchParams(search);
  const read: ReadParam = (name) => params.get(paramName(prefix, name));
  return codec.names.some((name) => read(name) !== null) ? codec.decode(read) : null;
}

/**
 * The query (`location.search`, with its '?' unless empty) with these parameters in place of the
 * calculator's (`names`); every other parameter of the page stays as it was written, in its place.
 */
export function queryWithParams(
  names: readonly string[],
  search: string,
  params: readonly Param[],
  prefix = '',
): string {
  const ours = new Set(names.map((name) => paramName(prefix, name)));
  const others = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !ours.has([...new URLSearchParams(part).keys()][0] ?? ''));
  const written = params.map(
    ([name, value]) => `${encodeReadably(paramName(prefix, name))}=${encodeReadably(value)}`,
  );
  const query = [...others, ...written].join('&');
  return query === '' ? '' : `?${query}`;
}

/** The query with these inputs in place of the ones it had (see queryWithParams). */
export const queryWithInputs = <Inputs>(
  codec: InputsCodec<Inputs>,
  search: string,
  inputs: Inputs,
  prefix = '',
) => queryWithParams(codec.names, search, codec.encode(inputs), prefix);
