/**
 * The working of a determinant: cofactor expansion along the row or column with the
 * most zeros, each minor with its sign, down to 2 x 2 (a × d − b × c), in exact fractions, then the
 * decimal the calculator shows.
 */
import { determinant, formatDeterminant } from './determinant';
import { matrixTexts } from './determinant-texts';
import { determinantWorkingTexts } from './determinant-working-texts';
import type { Language } from './i18n/texts';
import { ENGLISH, textsIn } from './i18n/texts';
import type { Rational } from './rational';
import {
  ZERO,
  add,
  compare,
  isInteger,
  isZero,
  mul,
  neg,
  parseDecimal,
  sub,
  toPlainString,
} from './rational';
import type { Working, WorkingStep } from './working';

type Matrix = readonly (readonly Rational[])[];

/** A row or column of a matrix, counted from 0. */
export interface MatrixLine {
  along: 'row' | 'column';
  index: number;
}

/** One entry of the expansion line and what it contributes: sign × entry × det(minor). */
export interface CofactorTerm {
  row: number;
  column: number;
  entry: Rational;
  sign: 1 | -1;
  minor: Rational[][];
  /** The term: 0 for a zero entry, whose minor is never worked out. */
  term: Rational;
}

function lineEntries(matrix: Matrix, { along, index }: MatrixLine): [number, number][] {
  return matrix.map((_, k) => (along === 'row' ? [index, k] : [k, index]));
}

/** The row or column with the most zeros, which leaves the fewest minors; ties go to the first row. */
export function bestLine(matrix: Matrix): MatrixLine {
  const candidates: MatrixLine[] = [
    ...matrix.map((_, index) => ({ along: 'row' as const, index })),
    ...matrix.map((_, index) => ({ along: 'column' as const, index })),
  ];
  const zeros = (line: MatrixLine) =>
    lineEntries(matrix, line).filter(([r, c]) => isZero(matrix[r]![c]!)).length;
  return candidates.reduce((best, line) => (zeros(line) > zeros(best) ? line : best));
}

function minorOf(matrix: Matrix, row: number, column: number): Rational[][] {
  return matrix.filter((_, r) => r !== row).map((cells) => cells.filter((_, c) => c !== column));
}

/** The terms of the expansion along `line` (a matrix of size 2 or more); they sum to the determinant. */
export function cofactorTerms(matrix: Matrix, line: MatrixLine = bestLine(matrix)): CofactorTerm[] {
  return lineEntries(matrix, line).map(([row, column]) => {
    const entry = matrix[row]![column]!;
    const sign = (row + column) % 2 === 0 ? 1 : -1;
    const minor = minorOf(matrix, row, column);
    const signed = sign === 1 ? entry : neg(entry);
    return {
      row,
      column,
      entry,
      sign,
      minor,
      term: isZero(entry) ? ZERO : mul(signed, determinant(minor)),
    };
  });
}

const plain = toPlainString;
/** An operand as written after × or −: negatives and fractions in brackets, '3 × (-1/2)'. */
const operand = (value: Rational) =>
  value.num >= 0n && isInteger(value) ? plain(value) : `(${plain(value)})`;

const sumText = (values: readonly Rational[]) =>
  values.map((value, index) => (index === 0 ? plain(value) : operand(value))).join(' + ');

/** The words of the working and the grid's names of its cells, in one language. */
interface Words {
  texts: (typeof determinantWorkingTexts)['en'];
  cell: (row: string, column: string) => string;
}

function matrixTable(caption: string, matrix: Matrix, { texts }: Words): WorkingStep {
  return {
    kind: 'table',
    caption,
    head: matrix.map((_, column) => texts.column(String(column + 1))),
    rows: matrix.map((cells) => cells.map(plain)),
  };
}

/** The steps that work out `name` (e.g. 'det A'), the determinant of a matrix of size 2 or more. */
function expansion(
  matrix: Matrix,
  name: string,
  words: Words,
): { steps: WorkingStep[]; value: Rational } {
  const { texts } = words;
  if (matrix.length === 2) {
    const [[a, b], [c, d]] = matrix as [[Rational, Rational], [Rational, Rational]];
    const [ad, bc] = [mul(a, d), mul(b, c)];
    const value = sub(ad, bc);
    const text =
      `${name} = a × d − b × c = ${operand(a)} × ${operand(d)} − ${operand(b)} × ${operand(c)}` +
      ` = ${plain(ad)} − ${operand(bc)} = ${plain(value)}`;
    return { steps: [{ kind: 'line', text }], value };
  }
  const line = bestLine(matrix);
  const terms = cofactorTerms(matrix, line);
  const zeros = terms.filter(({ entry }) => isZero(entry)).length;
  if (zeros === terms.length) {
    return {
      steps: [{ kind: 'line', text: texts.allZeros(line.along, String(line.index + 1), name) }],
      value: ZERO,
    };
  }
  const why = zeros === 0 ? texts.noZero : texts.mostZeros(String(zeros));
  const steps: WorkingStep[] = [
    { kind: 'line', text: texts.expandAlong(line.along, String(line.index + 1), why, name) },
  ];
  const nonZero = terms.filter(({ entry }) => !isZero(entry));
  for (const { row, column, entry, sign, minor, term } of terms) {
    const position = words.cell(String(row + 1), String(column + 1));
    if (isZero(entry)) {
      steps.push({ kind: 'line', text: texts.entryZero(position) });
      continue;
    }
    const inner = minor.length === 1 ? null : expansion(minor, 'det M', words);
    const minorValue = inner?.value ?? minor[0]![0]!;
    steps.push({
      kind: 'group',
      title: texts.entry(position, plain(entry), sign === 1 ? '+' : '−'),
      steps: [
        matrixTable(texts.minor(String(row + 1), String(column + 1)), minor, words),
        ...(inner?.steps ?? [{ kind: 'line', text: `det M = ${plain(minorValue)}` }]),
        {
          kind: 'line',
          text: texts.term(
            `(-1)^(${row + 1}+${column + 1}) × ${operand(entry)} × ${operand(minorValue)} = ${plain(term)}`,
          ),
        },
      ],
    });
  }
  const value = nonZero.reduce((sum, { term }) => add(sum, term), ZERO);
  const sum = nonZero.length === 1 ? '' : `${sumText(nonZero.map(({ term }) => term))} = `;
  steps.push({ kind: 'line', text: `${name} = ${sum}${plain(value)}` });
  return { steps, value };
}

/**
 * The working of {@link determinant} for a square matrix of size 1 to 5 (other shapes throw as
 * determinant does); its result is the determinant as {@link formatDeterminant} shows it.
 */
export function determinantWorking(matrix: Matrix, language: Language = ENGLISH): Working {
  const words: Words = {
    texts: textsIn(language.bundle, determinantWorkingTexts),
    cell: textsIn(language.bundle, matrixTexts).cell,
  };
  const { texts } = words;
  const value = determinant(matrix);
  const steps: WorkingStep[] =
    matrix.length === 1
      ? [{ kind: 'line', text: texts.oneByOne(plain(value)) }]
      : [matrixTable(texts.matrixA, matrix, words), ...expansion(matrix, 'det A', words).steps];
  const shown = formatDeterminant(value);
  // -3/2 is -1.5000 exactly; 1/3 is 0.3333 only approximately.
  const approximate = compare(parseDecimal(shown)!, value) !== 0;
  if (!isInteger(value)) {
    steps.push({
      kind: 'line',
      text: texts.rounded(`${plain(value)} ${approximate ? '≈' : '='} ${shown}`),
    });
  }
  return {
    steps,
    result: { label: textsIn(language.bundle, matrixTexts).determinant, value: shown, approximate },
  };
}
