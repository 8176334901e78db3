import theme from 'virtual:shoelace-theme?gpa-calculator';
import dialogCss from '../../packages/ui/src/dialog/dialog.css?inline';
import type { WidgetStyles } from '../../packages/ui/src/element/widget';
import { widgetCss } from '../../packages/ui/src/element/widget-css';
import own from './gpa-calculator.css?inline';
import profileToolsCss from './profile-tools.css?inline';
import scalesCss from './scales.css?inline';
import semestersCss from './semesters.css?inline';
import shareCss from './share-dialog.css?inline';

// The calculator's own rules come last, so they win over the shared dialog styles they refine.
export const styles: WidgetStyles = {
  theme,
  css: widgetCss(dialogCss + profileToolsCss + shareCss + own + semestersCss + scalesCss),
};
