import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Rational } from './rational';
import { ONE, ZERO, fromNumber, mul, neg, rational } from './rational';
import {
  DEFAULT_MATRIX_SIZE,
  MAX_MATRIX_SIZE,
  MIN_MATRIX_SIZE,
  RANDOM_CELL_LIMIT,
  clampMatrixSize,
  countFilledCells,
  determinant,
  formatDeterminant,
  isInvalidCell,
  parseCell,
  randomMatrix,
} from './determinant';
import { matrixTexts } from './determinant-texts';

type Matrix = Rational[][];

const fromCells = (cells: string[][]): Matrix => cells.map((row) => row.map(parseCell));
const fromNumbers = (rows: number[][]): Matrix => rows.map((row) => row.map(fromNumber));
const transpose = (matrix: Matrix): Matrix =>
  matrix.map((_, column) => matrix.map((row) => row[column] ?? ZERO));

const smallRational = fc
  .tuple(fc.bigInt({ min: -50n, max: 50n }), fc.bigInt({ min: 1n, max: 12n }))
  .map(([num, den]) => rational(num, den));
const sizeArb = fc.integer({ min: MIN_MATRIX_SIZE, max: MAX_MATRIX_SIZE });
const squareMatrix = (size: number) =>
  fc.array(fc.array(smallRational, { minLength: size, maxLength: size }), {
    minLength: size,
    maxLength: size,
  });
const anyMatrix = sizeArb.chain(squareMatrix);

describe('constants', () => {
  it('match SPEC', () => {
    expect([MIN_MATRIX_SIZE, MAX_MATRIX_SIZE, DEFAULT_MATRIX_SIZE]).toEqual([1, 5, 2]);
    expect(matrixTexts.en.tooLarge).toBe('Matrix size cannot be greater than 5');
    expect(matrixTexts.en.tooSmall).toBe('Matrix size cannot be less than 1');
    expect(matrixTexts.en.error).toBe('Error calculating determinant');
  });
});

describe('clampMatrixSize', () => {
  it.each<[string, number, string | null]>([
    ['', 2, null],
    ['   ', 2, null],
    ['abc', 2, null],
    ['3', 3, null],
    [' 4 ', 4, null],
    ['1', 1, null],
    ['5', 5, null],
    ['2.7', 2, null],
    ['5.9', 5, null],
    ['7', 5, 'tooLarge'],
    ['1e3', 5, 'tooLarge'],
    ['99999999999999999999999', 5, 'tooLarge'],
    ['0', 1, 'tooSmall'],
    ['0.5', 1, 'tooSmall'],
    ['-3', 1, 'tooSmall'],
  ])('reads %j as size %d with warning %j', (text, size, warning) => {
    expect(clampMatrixSize(text)).toEqual({ size, warning });
  });
});

describe('parseCell', () => {
  it('parses numbers exactly and treats empty or invalid cells as 0', () => {
    expect(parseCell('0.1')).toEqual(rational(1n, 10n));
    expect(parseCell(' -7 ')).toEqual(rational(-7n));
    expect(parseCell('')).toEqual(ZERO);
    expect(parseCell('-')).toEqual(ZERO);
    expect(parseCell('abc')).toEqual(ZERO);
  });

  it('reads fractions exactly', () => {
    expect(parseCell('1/2')).toEqual(rational(1n, 2n));
    expect(parseCell('-2/3')).toEqual(rational(-2n, 3n));
    expect(parseCell('1/0')).toEqual(ZERO);
  });
});

describe('isInvalidCell', () => {
  it.each(['', '  ', '0', '-7', '0.1', '1/2', '-3/4', '1e3'])('accepts %j', (text) => {
    expect(isInvalidCell(text)).toBe(false);
  });

  it.each(['-', '.', 'abc', '1/', '1/0', '1/2/3', '1,5', 'x2'])('marks %j', (text) => {
    expect(isInvalidCell(text)).toBe(true);
  });
});

describe('fractions in determinants', () => {
  it('computes with halves and thirds exactly', () => {
    // | 1/2  1/3 |
    // | -1/4 2/3 |  = 1/3 + 1/12 = 5/12 = 0.41666...
    const value = determinant(
      fromCells([
        ['1/2', '1/3'],
        ['-1/4', '2/3'],
      ]),
    );
    expect(value).toEqual(rational(5n, 12n));
    expect(formatDeterminant(value)).toBe('0.4167');
  });
});

describe('determinant', () => {
  it.each<[number[][], number]>([
    [[[7]], 7],
    [[[-3]], -3],
    [
      [
        [1, 2],
        [3, 4],
      ],
      -2,
    ],
    [
      [
        [2, -3, 1],
        [2, 0, -1],
        [1, 4, 5],
      ],
      49,
    ],
    [
      [
        [1, 0, 2, -1],
        [3, 0, 0, 5],
        [2, 1, 4, -3],
        [1, 0, 5, 0],
      ],
      30,
    ],
    [
      [
        [2, 0, 0, 0, 1],
        [0, 3, 0, 1, 0],
        [0, 0, 4, 0, 0],
        [0, 1, 0, 5, 0],
        [1, 0, 0, 0, 6],
      ],
      616,
    ],
    [
      [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ],
      0,
    ],
  ])('of %j is %d', (rows, expected) => {
    expect(determinant(fromNumbers(rows))).toEqual(fromNumber(expected));
  });

  it('is exact for decimal cells', () => {
    const value = determinant(
      fromCells([
        ['0.1', '0.2'],
        ['0.3', '0.4'],
      ]),
    );
    expect(value).toEqual(rational(-1n, 50n));
    expect(formatDeterminant(value)).toBe('-0.0200');
  });

  it('keeps every digit of huge integers', () => {
    const big = '100000000000000000000';
    const value = determinant(
      fromCells([
        [big, '1'],
        ['1', big],
      ]),
    );
    expect(formatDeterminant(value)).toBe('9999999999999999999999999999999999999999');
    expect(formatDeterminant(determinant(fromCells([['-123456789012345678901234567890']])))).toBe(
      '-123456789012345678901234567890',
    );
  });

  it('counts empty and invalid cells as 0', () => {
    const value = determinant(
      fromCells([
        ['2', ''],
        ['x', '3'],
      ]),
    );
    expect(value).toEqual(fromNumber(6));
  });

  it('rejects matrices that are not square or not of size 1 to 5', () => {
    expect(() => determinant([])).toThrow(RangeError);
    expect(() => determinant([[ONE, ONE]])).toThrow(RangeError);
    expect(() => determinant([[ONE], [ONE, ONE]])).toThrow(RangeError);
    const sixBySix = Array.from({ length: 6 }, () => Array.from({ length: 6 }, () => ONE));
    expect(() => determinant(sixBySix)).toThrow(RangeError);
  });

  it('of a triangular matrix is the product of the diagonal', () => {
    fc.assert(
      fc.property(anyMatrix, fc.boolean(), (matrix, upper) => {
        const triangular = matrix.map((row, r) =>
          row.map((entry, c) => ((upper ? c >= r : c <= r) ? entry : ZERO)),
        );
        const diagonalProduct = triangular.reduce(
          (product, row, r) => mul(product, row[r] ?? ZERO),
          ONE,
        );
        expect(determinant(triangular)).toEqual(diagonalProduct);
      }),
    );
  });

  it('changes sign when two rows are swapped', () => {
    const matrixWithRows = sizeArb
      .filter((size) => size >= 2)
      .chain((size) =>
        fc.tuple(
          squareMatrix(size),
          fc.integer({ min: 0, max: size - 1 }),
          fc.integer({ min: 0, max: size - 1 }),
        ),
      )
      .filter(([, first, second]) => first !== second);
    fc.assert(
      fc.property(matrixWithRows, ([matrix, first, second]) => {
        const swapped = matrix.map((row, r) =>
          r === first ? (matrix[second] ?? row) : r === second ? (matrix[first] ?? row) : row,
        );
        expect(determinant(swapped)).toEqual(neg(determinant(matrix)));
      }),
    );
  });

  it('scales by k when one row is scaled by k', () => {
    const matrixWithRow = sizeArb.chain((size) =>
      fc.tuple(squareMatrix(size), fc.integer({ min: 0, max: size - 1 }), smallRational),
    );
    fc.assert(
      fc.property(matrixWithRow, ([matrix, scaledRow, k]) => {
        const scaled = matrix.map((row, r) =>
          r === scaledRow ? row.map((entry) => mul(entry, k)) : row,
        );
        expect(determinant(scaled)).toEqual(mul(k, determinant(matrix)));
      }),
    );
  });

  it('equals the determinant of the transpose', () => {
    fc.assert(
      fc.property(anyMatrix, (matrix) => {
        expect(determinant(transpose(matrix))).toEqual(determinant(matrix));
      }),
    );
  });
});

describe('formatDeterminant', () => {
  it.each<[Rational, string]>([
    [ZERO, '0'],
    [rational(-24n), '-24'],
    [rational(10n ** 20n), '100000000000000000000'],
    [rational(1n, 3n), '0.3333'],
    [rational(-2n, 3n), '-0.6667'],
    [rational(5n, 2n), '2.5000'],
    [rational(-1n, 100000n), '0.0000'],
  ])('formats %o as %s', (value, expected) => {
    expect(formatDeterminant(value)).toBe(expected);
  });
});

describe('randomMatrix', () => {
  /** Deterministic stand-in for Math.random (mulberry32). */
  function seededRandom(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('builds a size x size grid of integers in -10..10', () => {
    fc.assert(
      fc.property(sizeArb, fc.integer(), (size, seed) => {
        const matrix = randomMatrix(size, seededRandom(seed));
        expect(matrix).toHaveLength(size);
        for (const row of matrix) {
          expect(row).toHaveLength(size);
          for (const value of row) {
            expect(Number.isInteger(value)).toBe(true);
            expect(Math.abs(value)).toBeLessThanOrEqual(RANDOM_CELL_LIMIT);
          }
        }
      }),
    );
  });

  it('maps equal slices of [0, 1) to each of the 21 values', () => {
    for (let slice = 0; slice <= 20; slice += 1) {
      expect(randomMatrix(1, () => (slice + 0.5) / 21)).toEqual([[slice - 10]]);
    }
    expect(randomMatrix(1, () => 0)).toEqual([[-10]]);
    expect(randomMatrix(1, () => 1 - Number.EPSILON)).toEqual([[10]]);
  });

  it('reaches every value with a seeded generator', () => {
    const values = Array.from({ length: 20 }, (_, seed) =>
      randomMatrix(5, seededRandom(seed)),
    ).flat(2);
    expect(new Set(values)).toEqual(new Set(Array.from({ length: 21 }, (_, i) => i - 10)));
  });

  it('defaults to Math.random', () => {
    const matrix = randomMatrix(3);
    expect(matrix.flat().every((value) => Number.isInteger(value) && Math.abs(value) <= 10)).toBe(
      true,
    );
  });

  it.each([0, 6, 2.5, Number.NaN])('rejects size %d', (size) => {
    expect(() => randomMatrix(size)).toThrow(RangeError);
  });
});

describe('countFilledCells', () => {
  it('counts cells that are not blank', () => {
    expect(countFilledCells([])).toBe(0);
    expect(
      countFilledCells([
        ['1', '', ' '],
        ['0', 'x', '\t'],
      ]),
    ).toBe(3);
  });
});
