import type { Widget } from '#ui/element/widget.ts';
import { gpaCalculatorApi } from './gpa-calculator.api';
import { GpaCalculator } from './gpa-calculator';
import type { GpaCalculatorProps } from './gpa-calculator';
import { styles } from './gpa-calculator.styles';

export const gpaCalculatorWidget: Widget<GpaCalculatorProps> = {
  api: gpaCalculatorApi,
  component: GpaCalculator,
  styles,
  texts: {
    hi: () => import('./gpa-calculator.hi').then((module) => module.default),
    mr: () => import('./gpa-calculator.mr').then((module) => module.default),
    ta: () => import('./gpa-calculator.ta').then((module) => module.default),
    te: () => import('./gpa-calculator.te').then((module) => module.default),
    kn: () => import('./gpa-calculator.kn').then((module) => module.default),
    bn: () => import('./gpa-calculator.bn').then((module) => module.default),
  },
};
