import type { SubmitEvent } from 'react';
import { useId, useRef, useState } from 'react';
import type { Semester, Subject } from '#core/gpa/model.ts';
import { nextSemesterName } from '#core/gpa/profiles.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { scaleTexts } from '#core/gpa/scales/scale-texts.ts';
import { FormActions } from '#ui/dialog/form-actions.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { Modal } from '#ui/dialog/modal.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { CreditInput, GradeSelect } from '../semesters/subject-form';
import { semesterTranslate, useSemesterName } from '../semesters/use-semester-name';
import { retakeTexts } from './retake-texts';
import type { RetakeFields } from './use-retake';
import { NEW_SEMESTER } from './use-retake';

export interface RetakeDialogProps {
  /** The failed subject, and the semester it is in. */
  subject: Subject;
  semesterId: string;
  semesters: readonly Semester[];
  scale: GradeScale;
  /** Saves the attempt, or says why not (shown here, as the dialog covers the page's toasts). */
  onSave: (fields: RetakeFields) => string | null;
  onCancel: () => void;
}

/**
 * Records a later attempt of a backlog: the semester it was taken in (any later one, or a new one),
 * its grade and credits. The attempt keeps the subject's name and links to it (`retakeOf`).
 */
export function RetakeDialog({
  subject,
  semesterId,
  semesters,
  scale,
  onSave,
  onCancel,
}: RetakeDialogProps) {
  const texts = useTexts(retakeTexts);
  const { grade, credits } = useTexts(scaleTexts);
  const digits = useDigits();
  const name = useSemesterName();
  const id = useId();
  const first = useRef<HTMLSelectElement>(null);
  const later = semesters.slice(semesters.findIndex((each) => each.id === semesterId) + 1);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<RetakeFields>({
    semesterId: later[0]?.id ?? NEW_SEMESTER,
    grade: '',
    credit: String(subject.credit),
  });
  const set = (field: keyof RetakeFields) => (event: { currentTarget: { value: string } }) =>
    setFields({ ...fields, [field]: event.currentTarget.value });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setProblem(onSave(fields));
  };

  return (
    <Modal
      open
      title={<DataText text={texts.title(subject.subjectName)} data={[subject.subjectName]} />}
      initialFocus={first}
      onCancel={onCancel}
      className="dialog retake-dialog"
    >
      <form className="dialog__form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-semester`}>{texts.takenIn}</label>
          <select
            ref={first}
            id={`${id}-semester`}
            className="select"
            value={fields.semesterId}
            onChange={set('semesterId')}
          >
            {later.map((semester) => (
              <option
                key={semester.id}
                value={semester.id}
                translate={semesterTranslate(semester.name)}
              >
                {name(semester.name)}
              </option>
            ))}
            <option value={NEW_SEMESTER}>
              {texts.newSemester(name(nextSemesterName(semesters)))}
            </option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-grade`}>{grade}</label>
          <GradeSelect
            id={`${id}-grade`}
            scale={scale}
            value={fields.grade}
            onChange={set('grade')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-credit`}>{credits}</label>
          <CreditInput id={`${id}-credit`} value={fields.credit} onChange={set('credit')} />
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
