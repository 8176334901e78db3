import { defineElement } from '../../packages/ui/src/element/define-element';
import { NumberConverterElement } from './number-converter.class';
import { numberConverterWidget } from './number-converter.widget';

// Defines <number-converter> for the site and the embed script; as the npm package's define
// entry, it also exports the class.
defineElement(numberConverterWidget, NumberConverterElement);
export { NumberConverterElement };
