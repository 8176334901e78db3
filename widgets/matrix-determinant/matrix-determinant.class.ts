import { createElementClass } from '../../packages/ui/src/element/define-element';
import { matrixDeterminantWidget } from './matrix-determinant.widget';

/** The class of <matrix-determinant>, not registered: the npm package's side-effect-free entry. */
export const MatrixDeterminantElement = /* @__PURE__ */ createElementClass(matrixDeterminantWidget);
