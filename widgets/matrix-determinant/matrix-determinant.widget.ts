import type { Widget } from '../../packages/ui/src/element/widget';
import { matrixDeterminantApi } from './matrix-determinant.api';
import { MatrixDeterminant } from './matrix-determinant';
import type { MatrixDeterminantProps } from './matrix-determinant';
import { styles } from './matrix-determinant.styles';

export const matrixDeterminantWidget: Widget<MatrixDeterminantProps> = {
  api: matrixDeterminantApi,
  component: MatrixDeterminant,
  styles,
  texts: { hi: () => import('./matrix-determinant.hi').then((module) => module.default) },
};
