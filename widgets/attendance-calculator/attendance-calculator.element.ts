import { defineElement } from '../../packages/ui/src/element/define-element';
import { AttendanceCalculatorElement } from './attendance-calculator.class';
import { attendanceCalculatorWidget } from './attendance-calculator.widget';

// Defines <attendance-calculator> for the site and the embed script; as the npm package's define entry, it also
// exports the class.
defineElement(attendanceCalculatorWidget, AttendanceCalculatorElement);
export { AttendanceCalculatorElement };
