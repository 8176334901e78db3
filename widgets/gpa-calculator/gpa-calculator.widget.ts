import theme from 'virtual:shoelace-theme?gpa-calculator';
import dialogCss from '../../packages/ui/src/dialog/dialog.css?inline';
import type { Widget } from '../../packages/ui/src/element/widget';
import { gpaCalculatorApi } from './gpa-calculator.api';
import { GpaCalculator } from './gpa-calculator';
import type { GpaCalculatorProps } from './gpa-calculator';
import css from './gpa-calculator.css?inline';
import profileToolsCss from './profile-tools.css?inline';
import scalesCss from './scales.css?inline';
import semestersCss from './semesters.css?inline';
import shareCss from './share-dialog.css?inline';

export const gpaCalculatorWidget: Widget<GpaCalculatorProps> = {
  api: gpaCalculatorApi,
  component: GpaCalculator,
  theme,
  // The calculator's own rules come last, so they win over the shared dialog styles they refine.
  css: dialogCss + profileToolsCss + shareCss + css + semestersCss + scalesCss,
};
