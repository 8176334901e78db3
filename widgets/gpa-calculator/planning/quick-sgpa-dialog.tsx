import type { SubmitEvent } from 'react';
import { useId, useRef, useState } from 'react';
import type { SgpaFormResult } from '#core/gpa/sgpa-form.ts';
import { parseSgpaForm } from '#core/gpa/sgpa-form.ts';
import { CREDIT_STEP } from '#core/gpa/grades.ts';
import { SEMESTER_CREDITS_MAX } from '#core/gpa/limits.ts';
import type { EnteredSgpa, Semester } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { scaleMaximum } from '#core/gpa/scales/scale-gpa.ts';
import { scaleTexts } from '#core/gpa/scales/scale-texts.ts';
import { limitTexts } from '#core/gpa/limit-texts.ts';
import { sgpaFormTexts } from '#core/gpa/sgpa-form-texts.ts';
import { FormActions } from '#ui/dialog/form-actions.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { Modal } from '#ui/dialog/modal.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { useSemesterName } from '../semesters/use-semester-name';
import { typedSemesterName } from '#core/gpa/shown-names.ts';
import { quickSgpaTexts } from './quick-sgpa-texts';

export interface QuickSgpaDialogProps {
  semester: Semester;
  scale: GradeScale;
  /** Saves the SGPA and credits the form accepted. */
  onSave: (entered: EnteredSgpa) => void;
  onCancel: () => void;
}

/**
 * A quick semester: the SGPA and credits of its grade card instead of its subjects,
 * checked as core checks them (entered-sgpa.ts `parseSgpaForm`), the message shown here.
 */
export function QuickSgpaDialog({ semester, scale, onSave, onCancel }: QuickSgpaDialogProps) {
  const texts = useTexts(quickSgpaTexts);
  const { credits } = useTexts(scaleTexts);
  const formTexts = useTexts(sgpaFormTexts);
  const limits = useTexts(limitTexts);
  const digits = useDigits();
  const name = useSemesterName();
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState({
    sgpa: semester.entered ? String(semester.entered.sgpa) : '',
    credits: semester.entered ? String(semester.entered.credits) : '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof typeof fields) => (event: { currentTarget: { value: string } }) =>
    setFields({ ...fields, [field]: event.currentTarget.value });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const result: SgpaFormResult = parseSgpaForm(fields, scale, formTexts, limits);
    if (result.ok) onSave(result.value);
    else setProblem(result.message);
  };

  return (
    <Modal
      open
      title={
        <DataText text={texts.title(name(semester.name))} data={typedSemesterName(semester.name)} />
      }
      initialFocus={first}
      onCancel={onCancel}
      className="dialog quick-sgpa-dialog"
    >
      <form className="dialog__form" onSubmit={submit} noValidate>
        <p className="quick-sgpa-dialog__hint">{texts.hint}</p>
        <div className="field">
          <label htmlFor={`${id}-sgpa`}>{digits(texts.sgpa(scaleMaximum(scale)))}</label>
          <input
            ref={first}
            id={`${id}-sgpa`}
            className="input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={fields.sgpa}
            placeholder={digits(texts.sgpaEg)}
            onChange={set('sgpa')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-credits`}>{credits}</label>
          <input
            id={`${id}-credits`}
            className="input"
            type="number"
            inputMode="decimal"
            min={CREDIT_STEP}
            max={SEMESTER_CREDITS_MAX}
            step={CREDIT_STEP}
            value={fields.credits}
            placeholder={digits(texts.creditsEg)}
            onChange={set('credits')}
          />
        </div>
        {problem && (
          <p className="retake-dialog__problem" role="alert">
            {digits(problem)}
          </p>
        )}
        <FormActions submitLabel={texts.save} onCancel={onCancel} />
      </form>
    </Modal>
  );
}
