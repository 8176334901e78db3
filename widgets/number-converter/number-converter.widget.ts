import theme from 'virtual:shoelace-theme?number-converter';
import type { Widget } from '../../packages/ui/src/element/widget';
import { numberConverterApi } from './number-converter.api';
import { NumberConverter } from './number-converter';
import type { NumberConverterProps } from './number-converter';
import css from './number-converter.css?inline';

export const numberConverterWidget: Widget<NumberConverterProps> = {
  api: numberConverterApi,
  component: NumberConverter,
  theme,
  css,
};
