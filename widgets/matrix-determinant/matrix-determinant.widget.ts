import type { Widget } from '../../packages/ui/src/element/widget';
import { matrixDeterminantApi } from './matrix-determinant.api';
import { MatrixDeterminant } from './matrix-determinant';
import type { MatrixDeterminantProps } from './matrix-determinant';
import { styles } from './matrix-determinant.styles';

export const matrixDeterminantWidget: Widget<MatrixDeterminantProps> = {
  api: matrixDeterminantApi,
  component: MatrixDeterminant,
  styles,
  texts: {
    hi: () => import('./matrix-determinant.hi').then((module) => module.default),
    mr: () => import('./matrix-determinant.mr').then((module) => module.default),
    ta: () => import('./matrix-determinant.ta').then((module) => module.default),
    te: () => import('./matrix-determinant.te').then((module) => module.default),
    kn: () => import('./matrix-determinant.kn').then((module) => module.default),
    bn: () => import('./matrix-determinant.bn').then((module) => module.default),
  },
};
