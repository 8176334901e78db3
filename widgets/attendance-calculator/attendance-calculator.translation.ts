import type { attendanceFormTexts } from '../../packages/core/src/attendance/form-texts';
import type { attendanceImportTexts } from '../../packages/core/src/attendance/import-texts';
import type { attendanceSectionTexts } from '../../packages/core/src/attendance/section-texts';
import type { attendanceTexts } from '../../packages/core/src/attendance/texts';
import type { attendanceWorkingTexts } from '../../packages/core/src/attendance/working-texts';
import type { Translation } from '../../packages/core/src/i18n/texts';
import type { SharedTexts } from '../../packages/ui/src/language/hi';

/**
 * What a language's bundle of the attendance calculator holds (attendance-calculator.<locale>.ts),
 * each module under its id: the first screen's, the closed sections', Import's, the working's, and
 * the words every element shares. Types only, so a bundle carries no code.
 */
export type AttendanceTranslation = Translation<
  | SharedTexts
  | typeof attendanceTexts
  | typeof attendanceFormTexts
  | typeof attendanceImportTexts
  | typeof attendanceSectionTexts
  | typeof attendanceWorkingTexts
>;
