import theme from 'virtual:shoelace-theme?matrix-determinant';
import type { Widget } from '../../packages/ui/src/element/widget';
import { matrixDeterminantApi } from './matrix-determinant.api';
import { MatrixDeterminant } from './matrix-determinant';
import type { MatrixDeterminantProps } from './matrix-determinant';
import css from './matrix-determinant.css?inline';

export const matrixDeterminantWidget: Widget<MatrixDeterminantProps> = {
  api: matrixDeterminantApi,
  component: MatrixDeterminant,
  theme,
  css,
};
