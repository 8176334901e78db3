import type { InputsCodec } from './calculator-inputs';
import { numberParam, paramUnless } from './calculator-inputs';
import {
  DEFAULT_MATRIX_SIZE,
  MAX_MATRIX_SIZE,
  clampMatrixSize,
  isInvalidCell,
} from './determinant';
import { MATRIX_CELL_MAX_LENGTH } from './input-limits';

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
  isInvalidCell(cell) || cell.trim().length > MATRIX_CELL_MAX_LENGTH ? '' : cell.replace(/\s/g, '');

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
    return [
      ...paramUnless(values === '' && size === DEFAULT_MATRIX_SIZE, 'size', String(size)),
      ...paramUnless(values === '', 'values', values),
    ];
  },
  decode: (read) => {
    // Read whole, however long: an over-long cell is kept and refused with the calculator's message.
    const rows = (read('values') ?? '')
      .split(';')
      .slice(0, MAX_MATRIX_SIZE)
      .map((row) => row.split(',', MAX_MATRIX_SIZE));
    const given = withoutTrailingBlanks(rows.map((row) => row.join(''))).length;
    const size = clampMatrixSize(String(numberParam(read, 'size') ?? (given || ''))).size;
    return {
      size,
      cells: Array.from({ length: size }, (_, r) =>
        Array.from({ length: size }, (_, c) => rows[r]?.[c] ?? ''),
      ),
    };
  },
};
