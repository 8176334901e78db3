import { defineElement } from '../../packages/ui/src/element/define-element';
import { MatrixDeterminantElement } from './matrix-determinant.class';
import { matrixDeterminantWidget } from './matrix-determinant.widget';

// Defines <matrix-determinant> for the site and the embed script; as the npm package's define
// entry, it also exports the class.
defineElement(matrixDeterminantWidget, MatrixDeterminantElement);
export { MatrixDeterminantElement };
