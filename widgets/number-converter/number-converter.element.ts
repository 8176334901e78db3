import { defineElement } from '../../packages/ui/src/element/define-element';
import { numberConverterWidget } from './number-converter.widget';

defineElement(numberConverterWidget);
