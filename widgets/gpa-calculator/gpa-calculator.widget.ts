import type { Widget } from '#ui/element/widget.ts';
import { gpaCalculatorApi } from './gpa-calculator.api';
import { GpaCalculator } from './gpa-calculator';
import type { GpaCalculatorProps } from './gpa-calculator';
import { styles } from './gpa-calculator.styles';

export const gpaCalculatorWidget: Widget<GpaCalculatorProps> = {
  api: gpaCalculatorApi,
  component: GpaCalculator,
  styles,
  texts: { hi: () => import('./gpa-calculator.hi').then((module) => module.default) },
};
