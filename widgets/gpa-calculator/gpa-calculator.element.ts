import { defineElement } from '../../packages/ui/src/element/define-element';
import { gpaCalculatorWidget } from './gpa-calculator.widget';

defineElement(gpaCalculatorWidget);
