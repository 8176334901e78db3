import { createElementClass } from '../../packages/ui/src/element/define-element';
import { numberConverterWidget } from './number-converter.widget';

/** The class of <number-converter>, not registered: the npm package's side-effect-free entry. */
export const NumberConverterElement = /* @__PURE__ */ createElementClass(numberConverterWidget);
