/**
 * Matrix determinant: size handling, cell parsing and exact cofactor expansion on rationals,
 * so decimal cells such as 0.1 give exact results and large integers keep every digit.
 */
import { matrixTexts } from './determinant-texts';
import { countText } from './i18n/numbers';
import type { Language } from './i18n/texts';
import { ENGLISH, textsIn } from './i18n/texts';
import { MATRIX_CELL_MAX_LENGTH } from './input-limits';
import type { Rational } from './rational';
import {
  ONE,
  ZERO,
  add,
  isInteger,
  isZero,
  mul,
  parseDecimal,
  parseRational,
  sub,
  toFixedString,
  toPlainString,
  truncate,
} from './rational';

export const MIN_MATRIX_SIZE = 1;
export const MAX_MATRIX_SIZE = 5;
export const DEFAULT_MATRIX_SIZE = 2;
/** Decimals shown for a non-integer determinant (SPEC §9). */
export const DETERMINANT_DECIMALS = 4;
/** Random cells are integers in -RANDOM_CELL_LIMIT..RANDOM_CELL_LIMIT (SPEC: about -10 to 10). */
export const RANDOM_CELL_LIMIT = 10;

/**
 * Reads the size input: fractions are truncated and out-of-range sizes clamped with a warning.
 * Blank or non-numeric text lays out the default size without a warning.
 */
export function clampMatrixSize(text: string): {
  size: number;
  /** Why the size was clamped (its message is in determinant-texts.ts), or null. */
  warning: 'tooLarge' | 'tooSmall' | null;
} {
  const value = parseDecimal(text);
  if (value === null) return { size: DEFAULT_MATRIX_SIZE, warning: null };
  const requested = truncate(value);
  if (requested > BigInt(MAX_MATRIX_SIZE)) {
    return { size: MAX_MATRIX_SIZE, warning: 'tooLarge' };
  }
  if (requested < BigInt(MIN_MATRIX_SIZE)) {
    return { size: MIN_MATRIX_SIZE, warning: 'tooSmall' };
  }
  return { size: Number(requested), warning: null };
}

/**
 * A cell's value: a decimal or a fraction ('-3/4'). Empty or invalid cells count as 0 (SPEC §5);
 * {@link isInvalidCell} tells the two apart, so an invalid one can be marked.
 */
export function parseCell(text: string): Rational {
  return parseRational(text) ?? ZERO;
}

/** Holds something other than whitespace that is not a number, so it counts as 0 unasked. */
export function isInvalidCell(text: string): boolean {
  return text.trim() !== '' && parseRational(text) === null;
}

function isSupportedSize(size: number): boolean {
  return Number.isInteger(size) && size >= MIN_MATRIX_SIZE && size <= MAX_MATRIX_SIZE;
}

/** Laplace expansion along the first row; the empty matrix (determinant 1) ends the recursion. */
function cofactorExpansion(matrix: readonly (readonly Rational[])[]): Rational {
  const [firstRow, ...otherRows] = matrix;
  if (firstRow === undefined) return ONE;
  return firstRow.reduce((sum, entry, column) => {
    // A zero entry contributes nothing, so its minor is never expanded.
    if (isZero(entry)) return sum;
    const minor = otherRows.map((row) => row.filter((_, index) => index !== column));
    const term = mul(entry, cofactorExpansion(minor));
    return column % 2 === 0 ? add(sum, term) : sub(sum, term);
  }, ZERO);
}

/** The exact determinant of a square matrix of size 1 to 5; other shapes throw a RangeError. */
export function determinant(matrix: readonly (readonly Rational[])[]): Rational {
  const size = matrix.length;
  if (!isSupportedSize(size) || matrix.some((row) => row.length !== size)) {
    throw new RangeError(
      `Determinant needs a square matrix of size ${MIN_MATRIX_SIZE} to ${MAX_MATRIX_SIZE}`,
    );
  }
  return cofactorExpansion(matrix);
}

/** '0', an integer with all its digits, or otherwise 4 decimals (SPEC §5); also used for Copy. */
export function formatDeterminant(value: Rational): string {
  return isInteger(value) ? toPlainString(value) : toFixedString(value, DETERMINANT_DECIMALS);
}

/**
 * A size x size matrix of integers drawn uniformly from -10..10.
 * `random` returns values in [0, 1) like Math.random; tests pass a seeded one.
 */
export function randomMatrix(size: number, random: () => number = Math.random): number[][] {
  if (!isSupportedSize(size)) {
    throw new RangeError(
      `Matrix size must be an integer from ${MIN_MATRIX_SIZE} to ${MAX_MATRIX_SIZE}`,
    );
  }
  const choices = 2 * RANDOM_CELL_LIMIT + 1;
  const randomCell = (): number => Math.floor(random() * choices) - RANDOM_CELL_LIMIT;
  return Array.from({ length: size }, () => Array.from({ length: size }, randomCell));
}

/** Cells holding something other than whitespace, for the info line on filled cells. */
export function countFilledCells(cells: readonly (readonly string[])[]): number {
  return cells.flat().filter((cell) => cell.trim() !== '').length;
}

/** The message naming the first cell (row by row) longer than a cell may be, or null. */
export function matrixCellLengthMessage(
  cells: readonly (readonly string[])[],
  language: Language = ENGLISH,
): string | null {
  const count = (n: number) => countText(n, language);
  for (const [r, row] of cells.entries()) {
    for (const [c, cell] of row.entries()) {
      const length = cell.trim().length;
      if (length > MATRIX_CELL_MAX_LENGTH) {
        return textsIn(language.bundle, matrixTexts).cellTooLong(
          count(r + 1),
          count(c + 1),
          count(MATRIX_CELL_MAX_LENGTH),
          count(length),
        );
      }
    }
  }
  return null;
}
