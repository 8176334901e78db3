import type { Widget } from '../../packages/ui/src/element/widget';
import { attendanceCalculatorApi } from './attendance-calculator.api';
import { AttendanceCalculator } from './attendance-calculator';
import type { AttendanceCalculatorProps } from './attendance-calculator';
import { styles } from './attendance-calculator.styles';

export const attendanceCalculatorWidget: Widget<AttendanceCalculatorProps> = {
  api: attendanceCalculatorApi,
  component: AttendanceCalculator,
  styles,
  texts: {
    hi: () => import('./attendance-calculator.hi').then((module) => module.default),
    mr: () => import('./attendance-calculator.mr').then((module) => module.default),
    ta: () => import('./attendance-calculator.ta').then((module) => module.default),
    te: () => import('./attendance-calculator.te').then((module) => module.default),
    kn: () => import('./attendance-calculator.kn').then((module) => module.default),
    bn: () => import('./attendance-calculator.bn').then((module) => module.default),
  },
};
