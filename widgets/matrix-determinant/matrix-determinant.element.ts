import theme from 'virtual:shoelace-theme?matrix-determinant';
import { defineElement } from '../../packages/ui/src/element/define-element';
import { matrixDeterminantApi } from './matrix-determinant.api';
import { MatrixDeterminant } from './matrix-determinant';
import css from './matrix-determinant.css?inline';

defineElement(matrixDeterminantApi, MatrixDeterminant, { theme, css });
