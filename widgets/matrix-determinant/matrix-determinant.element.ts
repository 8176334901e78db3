import { defineElement } from '../../packages/ui/src/element/define-element';
import { matrixDeterminantWidget } from './matrix-determinant.widget';

defineElement(matrixDeterminantWidget);
