import { createElementClass } from '../../packages/ui/src/element/define-element';
import { gpaCalculatorWidget } from './gpa-calculator.widget';

/** The class of <gpa-calculator>, not registered: the npm package's side-effect-free entry. */
export const GpaCalculatorElement = /* @__PURE__ */ createElementClass(gpaCalculatorWidget);
