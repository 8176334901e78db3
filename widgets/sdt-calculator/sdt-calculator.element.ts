import theme from 'virtual:shoelace-theme?sdt-calculator';
import { defineElement } from '../../packages/ui/src/element/define-element';
import { sdtCalculatorApi } from './sdt-calculator.api';
import { SdtCalculator } from './sdt-calculator';
import css from './sdt-calculator.css?inline';

defineElement(sdtCalculatorApi, SdtCalculator, { theme, css });
