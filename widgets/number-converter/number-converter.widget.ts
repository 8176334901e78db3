import type { Widget } from '../../packages/ui/src/element/widget';
import { numberConverterApi } from './number-converter.api';
import { NumberConverter } from './number-converter';
import type { NumberConverterProps } from './number-converter';
import { styles } from './number-converter.styles';

export const numberConverterWidget: Widget<NumberConverterProps> = {
  api: numberConverterApi,
  component: NumberConverter,
  styles,
  texts: {
    hi: () => import('./number-converter.hi').then((module) => module.default),
    mr: () => import('./number-converter.mr').then((module) => module.default),
    ta: () => import('./number-converter.ta').then((module) => module.default),
    te: () => import('./number-converter.te').then((module) => module.default),
    kn: () => import('./number-converter.kn').then((module) => module.default),
    bn: () => import('./number-converter.bn').then((module) => module.default),
  },
};
