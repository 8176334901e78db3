import { defineElement } from '#ui/element/define-element.ts';
import { GpaCalculatorElement } from './gpa-calculator.class';
import { gpaCalculatorWidget } from './gpa-calculator.widget';

// Defines <gpa-calculator> for the site and the embed script; as the npm package's define
// entry, it also exports the class.
defineElement(gpaCalculatorWidget, GpaCalculatorElement);
export { GpaCalculatorElement };
