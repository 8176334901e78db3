import type { attendanceFormTexts } from '#core/attendance/form-texts.ts';
import type { AttendanceRules } from '#core/attendance/sheet.ts';

/** The rules in a line, for the summary of the closed section and for a portal's fixed rules. */
export function rulesLine(rules: AttendanceRules, texts: typeof attendanceFormTexts.en): string {
  const parts = [texts.requiredLine(rules.required.trim() || '?')];
  if (rules.rounding === 'whole') parts.push(texts.roundedLine);
  if (rules.condonation.trim() !== '') parts.push(texts.condonationLine(rules.condonation.trim()));
  if (rules.leaveLimit.trim() !== '') parts.push(texts.leaveLine(rules.leaveLimit.trim()));
  if (rules.perSubject) parts.push(texts.perSubjectLine);
  if (rules.overall) parts.push(texts.overallLine);
  return parts.join(', ');
}
