import { createElementClass } from '../../packages/ui/src/element/define-element';
import { sdtCalculatorWidget } from './sdt-calculator.widget';

/** The class of <sdt-calculator>, not registered: the npm package's side-effect-free entry. */
export const SdtCalculatorElement = /* @__PURE__ */ createElementClass(sdtCalculatorWidget);
