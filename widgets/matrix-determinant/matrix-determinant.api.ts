import { elementApi, resultChangeEvent } from '../../packages/ui/src/element/element-api';
import { workingAttribute, workingParts } from '../../packages/ui/src/working/working-api';
import { urlInputsAttribute } from '../../packages/ui/src/element/url-inputs-attribute';
import { MATRIX_CELL_MAX_LENGTH } from '../../packages/core/src/input-limits';
import type { MatrixDeterminantProps } from './matrix-determinant';

export const matrixDeterminantApi = elementApi<MatrixDeterminantProps>({
  tag: 'matrix-determinant',
  className: 'MatrixDeterminantElement',
  summary:
    'Matrix determinant calculator: a square grid of 1 to 5 rows, an exact determinant that updates as you type, Clear Matrix, Random Values and Copy.',
  attributes: [
    {
      name: 'size',
      prop: 'size',
      type: 'number',
      tsType: 'number',
      default: '2',
      description:
        'Rows (and columns) of the matrix, 1 to 5; other values are clamped into that range. Without it, the length of `values` (or 2) is used. Changing it keeps the top-left cell values.',
    },
    {
      name: 'values',
      prop: 'values',
      type: 'json',
      tsType: '(number | string)[][]',
      default: '[]',
      description: `Starting cell values, row by row, as numbers or strings, e.g. \`[[1, 2], [3, 4]]\`. Missing cells start empty; empty or invalid cells count as 0. A cell takes at most ${MATRIX_CELL_MAX_LENGTH} characters: a longer one is kept and nothing is calculated, and the \`invalid-hint\` part says so. Setting it again replaces the cells. Read from the attribute, never written back.`,
      reflect: false,
    },
    workingAttribute,
    urlInputsAttribute(
      '`?size=3&values=2,1,3;0,4,5;1,0,6` (rows split by `;`, cells by `,`; cells that are not numbers left out)',
    ),
  ],
  events: [
    resultChangeEvent(
      '{ size: number; matrix: string[][]; determinant: string }',
      'Raised whenever the matrix or its determinant changes (not for the initial state): the size, the cell texts row by row, and the determinant as displayed (`0`, an integer, or 4 decimals).',
    ),
  ],
  parts: [
    { name: 'size', description: 'The matrix size input.' },
    { name: 'grid', description: 'The grid of cells.' },
    { name: 'cell', description: 'Each cell input.' },
    {
      name: 'cell-invalid',
      description: 'A cell marked as not a number (it counts as 0), besides `cell`.',
    },
    { name: 'hint', description: 'The keyboard hint above the grid.' },
    {
      name: 'invalid-hint',
      description: 'The line below the grid saying how to write a number, while a cell is marked.',
    },
    { name: 'result', description: 'The determinant display with its Copy button.' },
    { name: 'result-value', description: 'The determinant value.' },
    { name: 'copy-button', description: 'The Copy button.' },
    { name: 'info', description: 'The line counting filled cells.' },
    ...workingParts,
  ],
  example: `<matrix-determinant size="3" values='[[2, 1, 3], [0, 4, 5], [1, 0, 6]]'></matrix-determinant>`,
  title: 'Matrix determinant calculator',
  languages: ['hi', 'mr', 'ta', 'te', 'kn', 'bn'],
  frameHeight: 630,
});
