import type {
  AttendanceRules,
  AttendanceSubject,
  RemainingSource,
} from '#core/attendance/sheet.ts';
import type { SubjectField, SubjectOutcome } from '#core/attendance/sheet-outcome.ts';
import { SUBJECT_LABELS } from '#core/attendance/sheet-outcome.ts';
import { WEEKDAYS } from '#core/attendance/calendar.ts';
import { MAX_SUBJECT_NAME_LENGTH } from '#core/attendance/sheet.ts';
import { subjectTitle } from '#core/attendance/texts.ts';
import { TextField } from '../sheet/text-field';
import { StandingView } from './standing-view';

const SOURCES: { value: RemainingSource; label: string }[] = [
  { value: 'none', label: 'Not planned' },
  { value: 'count', label: 'A number' },
  { value: 'timetable', label: 'From the timetable' },
];

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
  const set = (fields: Partial<AttendanceSubject>) => onChange({ ...subject, ...fields });
  const title = subjectTitle(subject.name, index);
  return (
    <li part="subject" className="attendance__subject">
      <div className="attendance__subject-head">
        <TextField
          id={`${id}-name`}
          label="Subject"
          part="subject-name"
          inputMode="text"
          placeholder={`Subject ${index + 1}`}
          maxLength={MAX_SUBJECT_NAME_LENGTH}
          value={subject.name}
          onChange={(name) => set({ name })}
        />
        {onRemove && (
          <button type="button" className="button" part="remove-subject" onClick={onRemove}>
            Remove<span className="attendance__visually-hidden"> {title}</span>
          </button>
        )}
      </div>
      <div className="attendance__counts">
        <TextField
          id={`${id}-held`}
          label={SUBJECT_LABELS.held}
          part="held"
          value={subject.held}
          messageId={about('held')}
          onChange={(held) => set({ held })}
        />
        <TextField
          id={`${id}-attended`}
          label={SUBJECT_LABELS.attended}
          part="attended"
          value={subject.attended}
          messageId={about('attended')}
          onChange={(attended) => set({ attended })}
        />
        {rules.leaveLimit.trim() !== '' && (
          <TextField
            id={`${id}-leave`}
            label={SUBJECT_LABELS.leave}
            part="leave"
            value={subject.leave}
            messageId={about('leave')}
            onChange={(leave) => set({ leave })}
          />
        )}
        {rules.perSubject && (
          <TextField
            id={`${id}-required`}
            label={SUBJECT_LABELS.required}
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
        <label htmlFor={`${id}-from`}>Classes still to come</label>
        <select
          id={`${id}-from`}
          className="select"
          part="remaining-from"
          value={subject.remainingFrom}
          onChange={(event) => set({ remainingFrom: event.currentTarget.value as RemainingSource })}
        >
          {SOURCES.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {subject.remainingFrom === 'count' && (
        <TextField
          id={`${id}-remaining`}
          label={SUBJECT_LABELS.remaining}
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
          <legend>Classes each weekday</legend>
          {WEEKDAYS.map((day, weekday) => (
            <TextField
              key={day}
              id={`${id}-${day}`}
              label={day}
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
        {invalid?.message}
      </p>
      <div part="result" className="attendance__result" aria-live="polite" aria-atomic="true">
        {outcome.kind === 'standing' && (
          <StandingView standing={outcome.standing} part="standing" />
        )}
      </div>
    </li>
  );
}
