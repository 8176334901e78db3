import theme from 'virtual:shoelace-theme?gpa-calculator';
import dialogCss from '../../packages/ui/src/dialog/dialog.css?inline';
import { defineElement } from '../../packages/ui/src/element/define-element';
import { gpaCalculatorApi } from './gpa-calculator.api';
import { GpaCalculator } from './gpa-calculator';
import css from './gpa-calculator.css?inline';
import extrasCss from './gpa-extras.css?inline';

// The calculator's own rules come last, so they win over the shared dialog styles they refine.
defineElement(gpaCalculatorApi, GpaCalculator, { theme, css: dialogCss + extrasCss + css });
