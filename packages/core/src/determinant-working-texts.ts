/**
 * The words of the determinant's working, in English; a module of their own so that a language's
 * texts carry them without the working's code. Entries are named as the grid names its cells
 * (determinant-texts.ts `cell`); 'det A', 'det M' and a, b, c, d are notation, the same in
 * every language.
 */
import { textModule } from './i18n/texts';

type Along = 'row' | 'column';

export const determinantWorkingTexts = textModule('matrix-working', {
  column: (column: string) => `Column ${column}`,
  allZeros: (along: Along, index: string, name: string) =>
    `${along === 'row' ? 'Row' : 'Column'} ${index} is all zeros, so ${name} = 0`,
  noZero: 'no row or column has a zero',
  mostZeros: (zeros: string) => `the most zeros: ${zeros}`,
  expandAlong: (along: Along, index: string, why: string, name: string) =>
    `Expand along ${along} ${index} (${why}): ${name} = sum of (-1)^(row+column) × entry × det(minor)`,
  entryZero: (position: string) => `${position}: entry 0: term is 0`,
  entry: (position: string, entry: string, sign: string) =>
    `${position}: entry ${entry}, sign ${sign}`,
  minor: (row: string, column: string) => `Minor M: remove row ${row} and column ${column}`,
  term: (calculation: string) => `Term = ${calculation}`,
  oneByOne: (value: string) => `A 1 × 1 matrix: det A is its only entry, ${value}`,
  matrixA: 'Matrix A',
  rounded: (calculation: string) => `As a decimal, rounded to 4 places: ${calculation}`,
});
