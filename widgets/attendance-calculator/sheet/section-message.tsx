import type { AttendanceProblem, SectionProblem } from '#core/attendance/problems.ts';
import { attendanceSectionTexts, sectionMessage } from '#core/attendance/section-texts.ts';
import { attendanceTexts } from '#core/attendance/texts.ts';
import { useDigits, useTexts } from '#ui/language/language.ts';

/** The sheet's problem when it is in a section: the field it is about, and what is wrong. */
export interface SectionInvalid {
  field: string;
  problem: AttendanceProblem | SectionProblem;
}

/**
 * A section's message, with its fields (loaded with them): the `{section}-message` paragraph, and
 * which field it is about (for that field's aria-describedby).
 */
export function useSectionMessage(
  id: string,
  section: 'rules' | 'semester',
  invalid: SectionInvalid | null,
) {
  const texts = useTexts(attendanceTexts);
  const own = useTexts(attendanceSectionTexts);
  const digits = useDigits();
  const messageId = `${id}-${section}-message`;
  return {
    about: (field: string) => (invalid?.field === field ? messageId : undefined),
    message: (
      <p id={messageId} part={`${section}-message`} className="attendance__message" role="alert">
        {invalid ? digits(sectionMessage(invalid.problem, texts, own)) : ''}
      </p>
    ),
  };
}
