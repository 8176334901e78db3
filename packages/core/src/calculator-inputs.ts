/**
 * The inputs of the utility calculators as query parameters, so that a link reproduces a
 * calculation (`/matrix-calculator?size=3&values=2,1,3;0,4,5;1,0,6`). Reading forgives anything,
 * as the elements' attributes do: an unknown unit or base means the default, a size is clamped, a
 * bad number is no number; parameters longer than a link would carry are ignored. Parameters at
 * their default are left out, so a blank calculator has a clean address.
 */
import type { NumberBase } from './base-conversion';
import {
  DEFAULT_FROM_BASE,
  DEFAULT_TO_BASE,
  filterBaseInput,
  numberBaseOr,
} from './base-conversion';
import {
  DEFAULT_MATRIX_SIZE,
  MAX_MATRIX_SIZE,
  clampMatrixSize,
  isInvalidCell,
} from './determinant';
import { QUANTITIES } from './sdt';
import type { SdtSettings } from './sdt-form';
import { DEFAULT_SDT_UNITS, startingValue, unitOrDefault } from './sdt-form';

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
/** Longer matrix cells are left out of a link and read as empty. */
export const MAX_CELL_LENGTH = 100;

/** A parameter's value, or null when absent or too long. */
const param = (read: ReadParam, name: string): string | null => {
  const value = read(name);
  return value !== null && value.length <= MAX_PARAM_LENGTH ? value : null;
};

/** The parameter, or none when `omit` (its value is the one a blank calculator has). */
const paramUnless = (omit: boolean, name: string, value: string): Param[] =>
  omit ? [] : [[name, value]];

/** A number as a `number` attribute reads it: anything else is no number. */
const numberParam = (read: ReadParam, name: string): number | undefined => {
  const text = param(read, name)?.trim() ?? '';
  const value = Number(text);
  return text !== '' && Number.isFinite(value) ? value : undefined;
};

export const SDT_UNIT_PARAMS = {
  speed: 'speed-unit',
  distance: 'distance-unit',
  time: 'time-unit',
} as const;

/** Speed, distance and time: `speed=60&distance=120&distance-unit=mi`, as the attributes. */
export const sdtInputs: InputsCodec<SdtSettings> = {
  names: [...QUANTITIES, ...Object.values(SDT_UNIT_PARAMS)],
  encode: ({ values, units }) =>
    QUANTITIES.flatMap((quantity) => [
      ...paramUnless(values[quantity] === null, quantity, String(values[quantity])),
      ...paramUnless(
        units[quantity] === DEFAULT_SDT_UNITS[quantity],
        SDT_UNIT_PARAMS[quantity],
        units[quantity],
      ),
    ]),
  decode: (read) => ({
    values: {
      speed: startingValue(numberParam(read, 'speed')),
      distance: startingValue(numberParam(read, 'distance')),
      time: startingValue(numberParam(read, 'time')),
    },
    units: {
      speed: unitOrDefault('speed', param(read, SDT_UNIT_PARAMS.speed)),
      distance: unitOrDefault('distance', param(read, SDT_UNIT_PARAMS.distance)),
      time: unitOrDefault('time', param(read, SDT_UNIT_PARAMS.time)),
    },
  }),
};

export interface ConverterInputs {
  from: NumberBase;
  to: NumberBase;
  /** The number typed, in the `from` base's characters. */
  value: string;
}

/** The number converter: `from=hexadecimal&to=decimal&value=FF`, as the attributes. */
export const converterInputs: InputsCodec<ConverterInputs> = {
  names: ['from', 'to', 'value'],
  encode: ({ from, to, value }) => [
    ...paramUnless(from === DEFAULT_FROM_BASE, 'from', from),
    ...paramUnless(to === DEFAULT_TO_BASE, 'to', to),
    ...paramUnless(value === '' || value.length > MAX_PARAM_LENGTH, 'value', value),
  ],
  decode: (read) => {
    const from = numberBaseOr(param(read, 'from'), DEFAULT_FROM_BASE);
    return {
      from,
      to: numberBaseOr(param(read, 'to'), DEFAULT_TO_BASE),
      value: filterBaseInput(param(read, 'value') ?? '', from),
    };
  },
};

export interface MatrixInputs {
  size: number;
  /** The size x size cells, row by row, as typed. */
  cells: readonly (readonly string[])[];
}

/**
 * A cell as a link carries it: a number without spaces ('1 / 2' is '1/2'), so never a ',' or
 * ';'; a cell that is not a number counts as 0 as an empty one does, and is left out.
 */
const linkCell = (cell: string) =>
  isInvalidCell(cell) || cell.length > MAX_CELL_LENGTH ? '' : cell.replace(/\s/g, '');

const withoutTrailingBlanks = (texts: readonly string[]) => {
  let end = texts.length;
  while (end > 0 && texts[end - 1] === '') end -= 1;
  return texts.slice(0, end);
};

/**
 * The matrix: `size=3&values=2,1,3;0,4,5;1,0,6`, rows split by ';' and cells by ',', blank
 * cells and rows at the end left out. Without `size`, the rows of `values` give it, as with the
 * attributes.
 */
export const matrixInputs: InputsCodec<MatrixInputs> = {
  names: ['size', 'values'],
  encode: ({ size, cells }) => {
    const values = withoutTrailingBlanks(
      cells.map((row) => withoutTrailingBlanks(row.map(linkCell)).join(',')),
    ).join(';');
    if (values !== '')
      return [
        ['size', String(size)],
        ['values', values],
      ];
    return size === DEFAULT_MATRIX_SIZE ? [] : [['size', String(size)]];
  },
  decode: (read) => {
    const rows = (param(read, 'values') ?? '')
      .split(';')
      .slice(0, MAX_MATRIX_SIZE)
      .map((row) => row.split(',', MAX_MATRIX_SIZE));
    const given = withoutTrailingBlanks(rows.map((row) => row.join(''))).length;
    const size = clampMatrixSize(String(numberParam(read, 'size') ?? (given || ''))).size;
    return {
      size,
      cells: Array.from({ length: size }, (_, r) =>
        Array.from({ length: size }, (_, c) => {
          const cell = rows[r]?.[c] ?? '';
          return cell.length > MAX_CELL_LENGTH ? '' : cell;
        }),
      ),
    };
  },
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
