import { MATRIX_CELL_MAX_LENGTH } from '../../packages/core/src/input-limits.ts';
import type { CalculatorJourney, JourneyCalculation } from '../journey.ts';
import { digits } from '../journey.ts';

/** SPEC's largest matrix (determinant.ts's MAX_MATRIX_SIZE, whose module Node cannot load as it is). */
const MAX_MATRIX_SIZE = 5;

/** A 5 x 5 matrix of fractions `numerator`/`denominator` digits long. */
const fractions = (numerator: number, denominator: number) =>
  Array.from({ length: MAX_MATRIX_SIZE }, (_, r) =>
    Array.from({ length: MAX_MATRIX_SIZE }, (_, c) => {
      const seed = r * MAX_MATRIX_SIZE + c;
      return `${digits(numerator, seed)}/1${digits(denominator - 1, seed + 1)}`;
    }),
  );

/** The matrix as the site page's address and as the iframe page's `values` attribute. */
const matrixParams = (cells: string[][]) => ({
  params: { size: '5', values: cells.map((row) => row.join(',')).join(';') },
  frameParams: { size: '5', values: JSON.stringify(cells) },
});

/** Cells as long as a cell may be: '123456789/1234567890'. */
const longestCells = fractions(
  Math.floor((MATRIX_CELL_MAX_LENGTH - 1) / 2),
  Math.ceil((MATRIX_CELL_MAX_LENGTH - 1) / 2),
);
const fraction300 = matrixParams(fractions(300, 300));

/**
 * A 2 x 2 matrix of fractions typed in, by the size field's and the cells' labels in the page's
 * language: 1/2 × 2/3 − 1/3 × (−1/4) = 5/12, to 4 decimals.
 */
const fiveTwelfths = (
  size: string,
  cell: (row: number, column: number) => string,
): JourneyCalculation => ({
  steps: [
    { fill: size, text: '2' },
    { fill: cell(1, 1), text: '1/2' },
    { fill: cell(1, 2), text: '1/3' },
    { fill: cell(2, 1), text: '-1/4' },
    { fill: cell(2, 2), text: '2/3' },
  ],
  outcome: { part: 'result-value', shows: '0.4167' },
});

export const journey: CalculatorJourney = {
  example: { steps: [], outcome: { part: 'result-value', shows: '41' } },
  calculation: fiveTwelfths(
    'Matrix size (1 to 5)',
    (row, column) => `Row ${row}, column ${column}`,
  ),
  inHindi: fiveTwelfths('आव्यूह का आकार (1 से 5)', (row, column) => `पंक्ति ${row}, स्तंभ ${column}`),
  typing: { field: 'Row 1, column 1', text: '42', translated: { hi: 'पंक्ति 1, स्तंभ 1' } },
  floor: {
    lead: 'Choose a size from 1 to 5 and fill in the cells; empty cells count as 0.',
    fields: [
      { label: 'Matrix size (1 to 5)', control: 'number' },
      ...[1, 2].flatMap((row) =>
        [1, 2].map((column) => ({ label: `Row ${row}, column ${column}` })),
      ),
    ],
  },
  longTasks: [
    {
      label: `matrix: 5 x 5 fractions of ${MATRIX_CELL_MAX_LENGTH} characters`,
      ...matrixParams(longestCells),
    },
    {
      label: `over the limit: a ${(fraction300.params.values.length / 1000).toFixed(0)} kB matrix of 300-digit fractions`,
      ...fraction300,
      refused: { part: 'invalid-hint', shows: /too long/ },
    },
  ],
};
