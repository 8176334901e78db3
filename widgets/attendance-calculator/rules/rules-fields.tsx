import { attendanceSectionTexts } from '#core/attendance/section-texts.ts';
import type { AttendanceRules } from '#core/attendance/sheet.ts';
import type { AttendanceRounding } from '#core/attendance/standing.ts';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { useSectionMessage } from '../sheet/section-message';
import type { SectionFieldsProps } from '../sheet/sheet-section';
import { TextField } from '../sheet/text-field';

/**
 * The fields of the college's rules: the requirement, rounding, condonation, leave, and how
 * subjects count; and their message. Loaded when the section is first opened (sheet-parts.ts).
 */
export function RulesFields({
  id,
  value: rules,
  invalid,
  onChange,
}: SectionFieldsProps<AttendanceRules>) {
  const texts = useTexts(attendanceSectionTexts);
  const digits = useDigits();
  const { about, message } = useSectionMessage(id, 'rules', invalid);
  const set = (fields: Partial<AttendanceRules>) => onChange({ ...rules, ...fields });
  return (
    <>
      <div className="attendance__grid">
        <TextField
          id={`${id}-required`}
          label={texts.requiredField}
          part="required"
          inputMode="decimal"
          value={rules.required}
          messageId={about('required')}
          onChange={(required) => set({ required })}
        />
        <div className="field">
          <label htmlFor={`${id}-rounding`}>{texts.compares}</label>
          <select
            id={`${id}-rounding`}
            className="select"
            part="rounding"
            value={rules.rounding}
            onChange={(event) => set({ rounding: event.currentTarget.value as AttendanceRounding })}
          >
            <option value="exact">{digits(texts.exact)}</option>
            <option value="whole">{digits(texts.whole)}</option>
          </select>
        </div>
        <TextField
          id={`${id}-condonation`}
          label={texts.condonationField}
          part="condonation"
          inputMode="decimal"
          placeholder={digits('65')}
          value={rules.condonation}
          messageId={about('condonation')}
          onChange={(condonation) => set({ condonation })}
        />
        <TextField
          id={`${id}-leave-limit`}
          label={texts.leaveField}
          part="leave-limit"
          placeholder={texts.none}
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
        {texts.perSubject}
      </label>
      <label className="attendance__check">
        <input
          type="checkbox"
          part="overall-rule"
          checked={rules.overall}
          onChange={(event) => set({ overall: event.currentTarget.checked })}
        />{' '}
        {texts.overall}
      </label>
      {message}
    </>
  );
}
