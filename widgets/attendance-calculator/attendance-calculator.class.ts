import { createElementClass } from '../../packages/ui/src/element/define-element';
import { attendanceCalculatorWidget } from './attendance-calculator.widget';

/** The class of <attendance-calculator>, not registered: the npm package's side-effect-free entry. */
export const AttendanceCalculatorElement = /* @__PURE__ */ createElementClass(
  attendanceCalculatorWidget,
);
