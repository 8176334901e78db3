import { createElementClass } from '#ui/element/define-element.ts';
import { gpaCalculatorWidget } from './gpa-calculator.widget';

/** The class of <gpa-calculator>, not registered: the npm package's side-effect-free entry. */
export const GpaCalculatorElement = /* @__PURE__ */ createElementClass(gpaCalculatorWidget);
