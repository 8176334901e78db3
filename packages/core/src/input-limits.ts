/**
 * The largest input each utility calculator accepts, the same for every way in: typing, the
 * element's attributes, the site's address (`url-inputs`) and the iframe page's address. Past a
 * limit the calculator says so and computes nothing: the input is kept whole, never cut into
 * another number. The limits keep the exact working of the largest input small enough to render
 * at once (docs/decisions.md, "Bounded input, bounded work"); SPEC gives only the matrix's size.
 * Speed, distance and time need none: each value is read into a double, whose working has a
 * fixed number of steps and digits whatever the length of the text.
 */

/** Characters of a number to convert, sign and point included: 128 binary digits, a 512-bit hex value. */
export const CONVERTER_MAX_LENGTH = 128;

/** Characters of one matrix cell: '-12345678.123456789' or '-123456789/987654321'. */
export const MATRIX_CELL_MAX_LENGTH = 20;

const count = (n: number) => n.toLocaleString('en-IN');

/** Whether a number is longer than the converter takes. */
export const converterTooLong = (input: string): boolean =>
  input.trim().length > CONVERTER_MAX_LENGTH;

/** The message naming the first cell (row by row) longer than a cell may be, or null. */
export function matrixCellLengthMessage(cells: readonly (readonly string[])[]): string | null {
  for (const [r, row] of cells.entries()) {
    for (const [c, cell] of row.entries()) {
      const length = cell.trim().length;
      if (length > MATRIX_CELL_MAX_LENGTH) {
        return `The cell in row ${r + 1}, column ${c + 1} is too long: a cell takes at most ${MATRIX_CELL_MAX_LENGTH} characters (it has ${count(length)}). Nothing is calculated until it is shortened.`;
      }
    }
  }
  return null;
}
