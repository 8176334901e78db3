import { defineElement } from '../../packages/ui/src/element/define-element';
import { sdtCalculatorWidget } from './sdt-calculator.widget';

defineElement(sdtCalculatorWidget);
