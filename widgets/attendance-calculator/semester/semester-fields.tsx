import type { AttendanceSemester } from '#core/attendance/sheet.ts';
import { HOLIDAYS_HINT, dateText, dayOfIso } from '#core/attendance/calendar.ts';
import type { SectionProps } from '../sheet/section-message';
import { sectionMessage } from '../sheet/section-message';
import { TextField } from '../sheet/text-field';

/** The last teaching day and the holidays, which a timetable needs to count the classes to come. */
export function SemesterFields({
  id,
  value: semester,
  invalid,
  onChange,
}: SectionProps<AttendanceSemester>) {
  const { about, open, message } = sectionMessage(id, 'semester', invalid);
  const lastDay = dayOfIso(semester.lastDay);
  return (
    <details part="semester" className="attendance__section" open={open}>
      <summary>
        Semester end and holidays{lastDay === null ? '' : `: to ${dateText(lastDay)}`}
      </summary>
      <div className="attendance__grid">
        <TextField
          id={`${id}-last-day`}
          label="Last teaching day"
          part="last-day"
          type="date"
          value={semester.lastDay}
          messageId={about('lastDay')}
          onChange={(lastDay) => onChange({ ...semester, lastDay })}
        />
        <div className="field attendance__holidays">
          <label htmlFor={`${id}-holidays`}>Holidays</label>
          <textarea
            id={`${id}-holidays`}
            className="input"
            part="holidays"
            rows={2}
            placeholder="25/12/2026, 24/12/2026 to 1/1/2027"
            value={semester.holidays}
            onChange={(event) => onChange({ ...semester, holidays: event.currentTarget.value })}
            aria-invalid={about('holidays') !== undefined || undefined}
            aria-describedby={about('holidays') ?? `${id}-holidays-hint`}
          />
          <small id={`${id}-holidays-hint`}>{HOLIDAYS_HINT}</small>
        </div>
      </div>
      {message}
    </details>
  );
}
