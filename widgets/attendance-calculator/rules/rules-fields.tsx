import type { AttendanceRules } from '#core/attendance/sheet.ts';
import type { AttendanceRounding } from '#core/attendance/standing.ts';
import type { SectionProps } from '../sheet/section-message';
import { sectionMessage } from '../sheet/section-message';
import { TextField } from '../sheet/text-field';

/** The rules in a line, for the summary of the closed section and for a portal's fixed rules. */
export function rulesLine(rules: AttendanceRules): string {
  const parts = [`${rules.required.trim() || '?'}% required`];
  if (rules.rounding === 'whole') parts.push('rounded to a whole percent');
  if (rules.condonation.trim() !== '') parts.push(`condonation from ${rules.condonation.trim()}%`);
  if (rules.leaveLimit.trim() !== '')
    parts.push(`up to ${rules.leaveLimit.trim()} classes of leave count`);
  if (rules.perSubject) parts.push('each subject its own');
  if (rules.overall) parts.push('all subjects counted together too');
  return parts.join(', ');
}

/** The college's rules: the requirement, rounding, condonation, leave, and how subjects count. */
export function RulesFields({
  id,
  value: rules,
  invalid,
  onChange,
}: SectionProps<AttendanceRules>) {
  const { about, open, message } = sectionMessage(id, 'rules', invalid);
  const set = (fields: Partial<AttendanceRules>) => onChange({ ...rules, ...fields });
  return (
    <details part="rules" className="attendance__section" open={open}>
      <summary>College rules: {rulesLine(rules)}</summary>
      <div className="attendance__grid">
        <TextField
          id={`${id}-required`}
          label="Required attendance (%)"
          part="required"
          inputMode="decimal"
          value={rules.required}
          messageId={about('required')}
          onChange={(required) => set({ required })}
        />
        <div className="field">
          <label htmlFor={`${id}-rounding`}>The college compares</label>
          <select
            id={`${id}-rounding`}
            className="select"
            part="rounding"
            value={rules.rounding}
            onChange={(event) => set({ rounding: event.currentTarget.value as AttendanceRounding })}
          >
            <option value="exact">The exact percentage (74.99% is short of 75%)</option>
            <option value="whole">The percentage rounded to a whole (74.5% counts as 75%)</option>
          </select>
        </div>
        <TextField
          id={`${id}-condonation`}
          label="Condonation bands from (%)"
          part="condonation"
          inputMode="decimal"
          placeholder="65"
          value={rules.condonation}
          messageId={about('condonation')}
          onChange={(condonation) => set({ condonation })}
        />
        <TextField
          id={`${id}-leave-limit`}
          label="Leave counted as attended (classes)"
          part="leave-limit"
          placeholder="None"
          value={rules.leaveLimit}
          messageId={about('leaveLimit')}
          onChange={(leaveLimit) => set({ leaveLimit })}
        />
      </div>
      <label className="attendance__check">
        <input
          type="checkbox"
          part="per-subject"
          checked={rules.perSubject}
          onChange={(event) => set({ perSubject: event.currentTarget.checked })}
        />{' '}
        Each subject has its own requirement
      </label>
      <label className="attendance__check">
        <input
          type="checkbox"
          part="overall-rule"
          checked={rules.overall}
          onChange={(event) => set({ overall: event.currentTarget.checked })}
        />{' '}
        The college also counts all subjects together
      </label>
      {message}
    </details>
  );
}
