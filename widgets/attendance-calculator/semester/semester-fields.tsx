import type { AttendanceSemester } from '#core/attendance/sheet.ts';
import { dateText, dayOfIso } from '#core/attendance/calendar.ts';
import { attendanceFormTexts } from '#core/attendance/form-texts.ts';
import { attendanceTexts } from '#core/attendance/texts.ts';
import { useDigits, useTexts } from '#ui/language/language.ts';
import type { SectionProps } from '../sheet/section-message';
import { useSectionMessage } from '../sheet/section-message';
import { TextField } from '../sheet/text-field';

/** The last teaching day and the holidays, which a timetable needs to count the classes to come. */
export function SemesterFields({
  id,
  value: semester,
  invalid,
  onChange,
}: SectionProps<AttendanceSemester>) {
  const texts = useTexts(attendanceFormTexts);
  const digits = useDigits();
  const { holidaysHint } = useTexts(attendanceTexts);
  const { about, details, message } = useSectionMessage(id, 'semester', invalid);
  const lastDay = dayOfIso(semester.lastDay);
  return (
    <details ref={details} part="semester" className="attendance__section">
      <summary>{digits(texts.semester(lastDay === null ? null : dateText(lastDay)))}</summary>
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
          <small id={`${id}-holidays-hint`}>{digits(holidaysHint)}</small>
        </div>
      </div>
      {message}
    </details>
  );
}
