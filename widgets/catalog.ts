import type { ElementApi } from '../packages/ui/src/element/element-api';
import { gpaCalculatorApi } from './gpa-calculator/gpa-calculator.api';
import { matrixDeterminantApi } from './matrix-determinant/matrix-determinant.api';
import { numberConverterApi } from './number-converter/number-converter.api';
import { sdtCalculatorApi } from './sdt-calculator/sdt-calculator.api';
import { attendanceCalculatorApi } from './attendance-calculator/attendance-calculator.api';

/** Every custom element the build ships, for the bundle entries, the manifest and the embed page. */
export const widgetApis: readonly ElementApi[] = [
  sdtCalculatorApi,
  matrixDeterminantApi,
  numberConverterApi,
  gpaCalculatorApi,
  attendanceCalculatorApi,
];
