import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MATRIX_SIZE, determinant, formatDeterminant, parseCell } from './determinant';
import { bestLine, cofactorTerms, determinantWorking } from './determinant-working';
import type { Rational } from './rational';
import { ZERO, add, isInteger, isZero, rational, toPlainString } from './rational';
import type { Working, WorkingStep } from './working';
import { workingText } from './working';
import { readWorking } from './working-arithmetic';

const fromCells = (rows: string[][]) => rows.map((row) => row.map(parseCell));

const smallRational = fc.oneof(
  fc.integer({ min: -9, max: 9 }).map((n) => rational(BigInt(n))),
  fc.constant(ZERO),
  fc
    .tuple(fc.bigInt({ min: -20n, max: 20n }), fc.bigInt({ min: 1n, max: 6n }))
    .map(([num, den]) => rational(num, den)),
);
const matrixOf = (min: number) =>
  fc.integer({ min, max: MAX_MATRIX_SIZE }).chain((size) =>
    fc.array(fc.array(smallRational, { minLength: size, maxLength: size }), {
      minLength: size,
      maxLength: size,
    }),
  );

const lines = (steps: readonly WorkingStep[]): string[] =>
  steps.flatMap((step) => (step.kind === 'line' ? [step.text] : []));
const depth = (steps: readonly WorkingStep[]): number =>
  Math.max(0, ...steps.map((step) => (step.kind === 'group' ? 1 + depth(step.steps) : 0)));

describe('determinantWorking', () => {
  it('expands a 3 × 3 matrix along its row with the most zeros, skipping the zero entry', () => {
    const working = determinantWorking(
      fromCells([
        ['2', '1', '3'],
        ['0', '4', '5'],
        ['1', '0', '6'],
      ]),
    );
    expect(working.steps[0]).toEqual({
      kind: 'table',
      caption: 'Matrix A',
      head: ['Column 1', 'Column 2', 'Column 3'],
      rows: [
        ['2', '1', '3'],
        ['0', '4', '5'],
        ['1', '0', '6'],
      ],
    });
    expect(lines(working.steps)).toEqual([
      'Expand along row 2 (the most zeros: 1): det A = sum of (-1)^(row+column) × entry × det(minor)',
      'Row 2, column 1: entry 0: term is 0',
      'det A = 36 + 5 = 41',
    ]);
    const [, , , first, second] = working.steps;
    expect(first).toEqual({
      kind: 'group',
      title: 'Row 2, column 2: entry 4, sign +',
      steps: [
        {
          kind: 'table',
          caption: 'Minor M: remove row 2 and column 2',
          head: ['Column 1', 'Column 2'],
          rows: [
            ['2', '3'],
            ['1', '6'],
          ],
        },
        { kind: 'line', text: 'det M = a × d − b × c = 2 × 6 − 3 × 1 = 12 − 3 = 9' },
        { kind: 'line', text: 'Term = (-1)^(2+2) × 4 × 9 = 36' },
      ],
    });
    expect(second).toMatchObject({ title: 'Row 2, column 3: entry 5, sign −' });
    expect(working.result).toEqual({ label: 'Determinant', value: '41', approximate: false });
  });

  it('works a 2 × 2 matrix in fractions, then gives the 4-decimal value shown', () => {
    const working = determinantWorking(
      fromCells([
        ['1/2', '-1'],
        ['3', '1/3'],
      ]),
    );
    expect(lines(working.steps)).toEqual([
      'det A = a × d − b × c = (1/2) × (1/3) − (-1) × 3 = 1/6 − (-3) = 19/6',
      'As a decimal, rounded to 4 places: 19/6 ≈ 3.1667',
    ]);
    expect(working.result).toEqual({ label: 'Determinant', value: '3.1667', approximate: true });
    expect(workingText(working).split('\n').at(-1)).toBe('Determinant ≈ 3.1667');
  });

  it('gives a 1 × 1 determinant and a zero row at once', () => {
    expect(workingText(determinantWorking(fromCells([['-2.5']])))).toBe(
      '1. A 1 × 1 matrix: det A is its only entry, -5/2\n' +
        '2. As a decimal, rounded to 4 places: -5/2 = -2.5000\n' +
        'Determinant = -2.5000',
    );
    const zeroRow = determinantWorking(
      fromCells([
        ['1', '2', '3'],
        ['4', '5', '6'],
        ['0', '', 'x'],
      ]),
    );
    expect(lines(zeroRow.steps)).toEqual(['Row 3 is all zeros, so det A = 0']);
    expect(zeroRow.result.value).toBe('0');
  });

  it('prefers a column with more zeros than any row, and the first row on a tie', () => {
    expect(
      bestLine(
        fromCells([
          ['1', '2', '3'],
          ['0', '5', '6'],
          ['0', '8', '9'],
        ]),
      ),
    ).toEqual({
      along: 'column',
      index: 0,
    });
    expect(
      bestLine(
        fromCells([
          ['1', '2'],
          ['3', '4'],
        ]),
      ),
    ).toEqual({ along: 'row', index: 0 });
    expect(
      bestLine(
        fromCells([
          ['1', '0'],
          ['0', '4'],
        ]),
      ),
    ).toEqual({ along: 'row', index: 0 });
  });

  it('nests a 5 × 5 expansion down to 2 × 2 minors', () => {
    const matrix = fromCells(
      Array.from({ length: 5 }, (_, r) =>
        Array.from({ length: 5 }, (_, c) => String(((r * 7 + c * 3) % 11) + 1)),
      ),
    );
    const working = determinantWorking(matrix);
    expect(depth(working.steps)).toBe(3);
    expect(working.result.value).toBe(formatDeterminant(determinant(matrix)));
  });

  it('rejects what determinant rejects', () => {
    expect(() => determinantWorking([])).toThrow(RangeError);
  });
});

describe('determinantWorking for any matrix', () => {
  const lastLine = (working: Working) =>
    lines(working.steps).filter((text) => !text.startsWith('As a decimal'));

  it('ends with the determinant exactly as the calculator shows it', () => {
    fc.assert(
      fc.property(matrixOf(1), (matrix) => {
        const value = determinant(matrix);
        const working = determinantWorking(matrix);
        expect(working.result).toMatchObject({
          label: 'Determinant',
          value: formatDeterminant(value),
        });
        const exact = toPlainString(value);
        if (matrix.length > 1)
          expect(lastLine(working).at(-1)).toMatch(new RegExp(`= ${exact.replace('/', '\\/')}$`));
        expect(lines(working.steps).some((text) => text.startsWith('As a decimal'))).toBe(
          !isInteger(value),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('has terms that sum to the determinant along any line, zero entries giving 0', () => {
    fc.assert(
      fc.property(matrixOf(2), fc.boolean(), fc.nat(), (matrix, byRow, pick) => {
        const line = {
          along: byRow ? ('row' as const) : ('column' as const),
          index: pick % matrix.length,
        };
        const terms = cofactorTerms(matrix, line);
        const sum = terms.reduce<Rational>((total, { term }) => add(total, term), ZERO);
        expect(sum).toEqual(determinant(matrix));
        for (const { entry, term } of terms) if (entry.num === 0n) expect(term).toEqual(ZERO);
      }),
      { numRuns: 200 },
    );
  });

  it('is true as written: each "=" exact, each "≈" its value rounded to the digits shown', () => {
    fc.assert(
      fc.property(matrixOf(1), (matrix) => {
        const reading = readWorking(determinantWorking(matrix));
        expect(reading.problems).toEqual([]);
        // A 1 × 1 matrix, or one with a row or column of zeros, has no arithmetic to check.
        if (matrix.length > 1 && !isZero(determinant(matrix))) {
          expect(reading.claims).toBeGreaterThan(0);
        }
      }),
    );
  });
});
