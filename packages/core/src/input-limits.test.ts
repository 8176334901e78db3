import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matrixCellLengthMessage } from './determinant';
import { MATRIX_CELL_MAX_LENGTH } from './input-limits';

describe('matrixCellLengthMessage', () => {
  it('takes cells up to the limit and names the first longer one, row by row', () => {
    const longest = '9'.repeat(MATRIX_CELL_MAX_LENGTH);
    expect(matrixCellLengthMessage([[longest, ` ${longest} `]])).toBeNull();
    const cell = `${'3'.repeat(300)}/${'7'.repeat(300)}`;
    expect(
      matrixCellLengthMessage([
        ['1', '2'],
        ['3', cell],
      ]),
    ).toBe(
      `The cell in row 2, column 2 is too long: a cell takes at most ${MATRIX_CELL_MAX_LENGTH} characters (it has 601). Nothing is calculated until it is shortened.`,
    );
  });

  it('refuses exactly the matrices with a cell past the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ maxLength: 2 * MATRIX_CELL_MAX_LENGTH }), { maxLength: 5 }), {
          maxLength: 5,
        }),
        (cells) => {
          const over = cells.flat().some((cell) => cell.trim().length > MATRIX_CELL_MAX_LENGTH);
          expect(matrixCellLengthMessage(cells) !== null).toBe(over);
        },
      ),
    );
  });
});
