/** The matrix determinant calculator's texts (SPEC's labels and messages), in English. */
import { textModule } from './i18n/texts';

export const matrixTexts = textModule('matrix', {
  title: 'Matrix Determinant Calculator',
  size: 'Matrix size (1 to 5)',
  hint: 'Enter or Tab moves to the next cell · Esc leaves the grid',
  /** The grid's accessible name. */
  grid: (size: string) => `${size} by ${size} matrix`,
  /** A cell's accessible name, and where the working names an entry. */
  cell: (row: string, column: string) => `Row ${row}, column ${column}`,
  /** Shown beside the grid while a cell holds something that is not a number. */
  invalidCells: 'Marked cells are not numbers and count as 0: use e.g. 3, -0.5 or 1/2.',
  cellTooLong: (row: string, column: string, most: string, length: string) =>
    `The cell in row ${row}, column ${column} is too long: a cell takes at most ${most} characters (it has ${length}). Nothing is calculated until it is shortened.`,
  clear: 'Clear Matrix',
  random: 'Random Values',
  determinant: 'Determinant',
  filled: (filled: string, cells: string) =>
    `${filled} of ${cells} cells filled · empty or invalid cells count as 0`,
  tooLarge: 'Matrix size cannot be greater than 5',
  tooSmall: 'Matrix size cannot be less than 1',
  error: 'Error calculating determinant',
});
