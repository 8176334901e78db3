import theme from 'virtual:shoelace-theme?gpa-calculator';
import dialogCss from '#ui/dialog/dialog.css?inline';
import type { WidgetStyles } from '#ui/element/widget.ts';
import { widgetCss } from '#ui/element/widget-css.ts';
import own from './gpa-calculator.css?inline';
import profileToolsCss from './summary/profile-tools.css?inline';
import scalesCss from './scales/scales.css?inline';
import semestersCss from './semesters/semesters.css?inline';

// The calculator's own rules come last, so they win over the shared dialog styles they refine.
export const styles: WidgetStyles = {
  theme,
  css: widgetCss(dialogCss + profileToolsCss + own + semestersCss + scalesCss),
};
