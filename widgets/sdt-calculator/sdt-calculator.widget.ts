import type { Widget } from '../../packages/ui/src/element/widget';
import { sdtCalculatorApi } from './sdt-calculator.api';
import { SdtCalculator } from './sdt-calculator';
import type { SdtCalculatorProps } from './sdt-calculator';
import { styles } from './sdt-calculator.styles';

export const sdtCalculatorWidget: Widget<SdtCalculatorProps> = {
  api: sdtCalculatorApi,
  component: SdtCalculator,
  styles,
  texts: {
    hi: () => import('./sdt-calculator.hi').then((module) => module.default),
    mr: () => import('./sdt-calculator.mr').then((module) => module.default),
    ta: () => import('./sdt-calculator.ta').then((module) => module.default),
    te: () => import('./sdt-calculator.te').then((module) => module.default),
    kn: () => import('./sdt-calculator.kn').then((module) => module.default),
    bn: () => import('./sdt-calculator.bn').then((module) => module.default),
  },
};
