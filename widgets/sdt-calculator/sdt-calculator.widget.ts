import theme from 'virtual:shoelace-theme?sdt-calculator';
import type { Widget } from '../../packages/ui/src/element/widget';
import { sdtCalculatorApi } from './sdt-calculator.api';
import { SdtCalculator } from './sdt-calculator';
import type { SdtCalculatorProps } from './sdt-calculator';
import css from './sdt-calculator.css?inline';

export const sdtCalculatorWidget: Widget<SdtCalculatorProps> = {
  api: sdtCalculatorApi,
  component: SdtCalculator,
  theme,
  css,
};
