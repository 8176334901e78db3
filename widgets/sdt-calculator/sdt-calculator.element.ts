import { defineElement } from '../../packages/ui/src/element/define-element';
import { SdtCalculatorElement } from './sdt-calculator.class';
import { sdtCalculatorWidget } from './sdt-calculator.widget';

// Defines <sdt-calculator> for the site and the embed script; as the npm package's define
// entry, it also exports the class.
defineElement(sdtCalculatorWidget, SdtCalculatorElement);
export { SdtCalculatorElement };
