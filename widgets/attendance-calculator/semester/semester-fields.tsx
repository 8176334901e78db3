import type { AttendanceSemester } from '#core/attendance/sheet.ts';
import { attendanceSectionTexts } from '#core/attendance/section-texts.ts';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { useSectionMessage } from '../sheet/section-message';
import type { SectionFieldsProps } from '../sheet/sheet-section';
import { TextField } from '../sheet/text-field';

/**
 * The last teaching day and the holidays, which a timetable needs to count the classes to come;
 * and their message. Loaded when the section is first opened (sheet-parts.ts).
 */
export function SemesterFields({
  id,
  value: semester,
  invalid,
  onChange,
}: SectionFieldsProps<AttendanceSemester>) {
  const texts = useTexts(attendanceSectionTexts);
  const digits = useDigits();
  const { about, message } = useSectionMessage(id, 'semester', invalid);
  return (
    <>
      <div className="attendance__grid">
        <TextField
          id={`${id}-last-day`}
          label={texts.lastDay}
          part="last-day"
          type="date"
          value={semester.lastDay}
          messageId={about('lastDay')}
          onChange={(lastDay) => onChange({ ...semester, lastDay })}
        />
        <div className="field attendance__holidays">
          <label htmlFor={`${id}-holidays`}>{texts.holidays}</label>
          <textarea
            id={`${id}-holidays`}
            className="input"
            part="holidays"
            rows={2}
            placeholder={digits(texts.holidaysExample)}
            value={semester.holidays}
            onChange={(event) => onChange({ ...semester, holidays: event.currentTarget.value })}
            aria-invalid={about('holidays') !== undefined || undefined}
            aria-describedby={about('holidays') ?? `${id}-holidays-hint`}
          />
          <small id={`${id}-holidays-hint`}>{digits(texts.holidaysHint)}</small>
        </div>
      </div>
      {message}
    </>
  );
}
