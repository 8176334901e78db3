import theme from 'virtual:shoelace-theme?number-converter';
import { defineElement } from '../../packages/ui/src/element/define-element';
import { numberConverterApi } from './number-converter.api';
import { NumberConverter } from './number-converter';
import css from './number-converter.css?inline';

defineElement(numberConverterApi, NumberConverter, { theme, css });
