import type {
  AttendanceRules,
  AttendanceSubject,
  RemainingSource,
} from '#core/attendance/sheet.ts';
import type { SubjectField, SubjectOutcome } from '#core/attendance/sheet-outcome.ts';
import { WEEKDAYS } from '#core/attendance/calendar.ts';
import { attendanceFormTexts } from '#core/attendance/form-texts.ts';
import { MAX_SUBJECT_NAME_LENGTH } from '#core/attendance/sheet.ts';
import { attendanceTexts, subjectTitle } from '#core/attendance/texts.ts';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { TextField } from '../sheet/text-field';
import { StandingView } from './standing-view';

const SOURCES: readonly RemainingSource[] = ['none', 'count', 'timetable'];

export interface SubjectCardProps {
  id: string;
  index: number;
  subject: AttendanceSubject;
  outcome: SubjectOutcome;
  rules: AttendanceRules;
  onChange: (subject: AttendanceSubject) => void;
  /** Absent when the sheet's only subject cannot go. */
  onRemove?: () => void;
}

/** One subject: its name and counts, the classes to come, and where it stands. */
export function SubjectCard({
  id,
  index,
  subject,
  outcome,
  rules,
  onChange,
  onRemove,
}: SubjectCardProps) {
  const invalid =
    outcome.kind === 'invalid'
      ? outcome
      : outcome.kind === 'standing'
        ? (outcome.problem ?? null)
        : null;
  const messageId = `${id}-message`;
  const about = (field: SubjectField) => (invalid?.field === field ? messageId : undefined);
  const texts = useTexts(attendanceFormTexts);
  const sheetTexts = useTexts(attendanceTexts);
  const digits = useDigits();
  const set = (fields: Partial<AttendanceSubject>) => onChange({ ...subject, ...fields });
  const title = subjectTitle(subject.name, index, sheetTexts);
  const { countLabel } = sheetTexts;
  return (
    <li part="subject" className="attendance__subject">
      <div className="attendance__subject-head">
        <TextField
          id={`${id}-name`}
          label={texts.subject}
          part="subject-name"
          inputMode="text"
          placeholder={digits(sheetTexts.numberedSubject(index + 1))}
          maxLength={MAX_SUBJECT_NAME_LENGTH}
          value={subject.name}
          onChange={(name) => set({ name })}
        />
        {onRemove && (
          <button type="button" className="button" part="remove-subject" onClick={onRemove}>
            {texts.remove}
            <span className="attendance__visually-hidden"> {digits(title)}</span>
          </button>
        )}
      </div>
      <div className="attendance__counts">
        <TextField
          id={`${id}-held`}
          label={countLabel('held')}
          part="held"
          value={subject.held}
          messageId={about('held')}
          onChange={(held) => set({ held })}
        />
        <TextField
          id={`${id}-attended`}
          label={countLabel('attended')}
          part="attended"
          value={subject.attended}
          messageId={about('attended')}
          onChange={(attended) => set({ attended })}
        />
        {rules.leaveLimit.trim() !== '' && (
          <TextField
            id={`${id}-leave`}
            label={countLabel('leave')}
            part="leave"
            value={subject.leave}
            messageId={about('leave')}
            onChange={(leave) => set({ leave })}
          />
        )}
        {rules.perSubject && (
          <TextField
            id={`${id}-required`}
            label={sheetTexts.percentageLabel('subjectRequired')}
            part="subject-required"
            inputMode="decimal"
            placeholder={rules.required}
            value={subject.required}
            messageId={about('required')}
            onChange={(required) => set({ required })}
          />
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{texts.toCome}</label>
        <select
          id={`${id}-from`}
          className="select"
          part="remaining-from"
          value={subject.remainingFrom}
          onChange={(event) => set({ remainingFrom: event.currentTarget.value as RemainingSource })}
        >
          {SOURCES.map((source) => (
            <option key={source} value={source}>
              {texts.source(source)}
            </option>
          ))}
        </select>
      </div>
      {subject.remainingFrom === 'count' && (
        <TextField
          id={`${id}-remaining`}
          label={countLabel('remaining')}
          part="remaining"
          value={subject.remaining}
          messageId={about('remaining')}
          onChange={(remaining) => set({ remaining })}
        />
      )}
      {subject.remainingFrom === 'timetable' && (
        <fieldset
          className="attendance__timetable"
          part="timetable"
          aria-describedby={about('timetable')}
        >
          <legend>{texts.eachWeekday}</legend>
          {WEEKDAYS.map((day, weekday) => (
            <TextField
              key={day}
              id={`${id}-${day}`}
              label={sheetTexts.weekday(weekday)}
              part={`timetable-day`}
              maxLength={1}
              value={subject.timetable[weekday] ?? ''}
              onChange={(classes) =>
                set({
                  timetable: subject.timetable.map((one, at) => (at === weekday ? classes : one)),
                })
              }
            />
          ))}
        </fieldset>
      )}
      <p id={messageId} part="message" className="attendance__message" role="alert">
        {invalid && digits(sheetTexts.problem(invalid.problem))}
      </p>
      <div part="result" className="attendance__result" aria-live="polite" aria-atomic="true">
        {outcome.kind === 'standing' && (
          <StandingView standing={outcome.standing} part="standing" />
        )}
      </div>
    </li>
  );
}
