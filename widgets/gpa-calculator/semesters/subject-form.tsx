import type { SubmitEvent, ReactNode, RefObject } from 'react';
import { useId, useState, useSyncExternalStore } from 'react';
import { CREDIT_MAX, CREDIT_MIN, CREDIT_STEP } from '#core/gpa/grades.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { DEFAULT_SCALE } from '#core/gpa/scales/profile-scale.ts';
import { gradeOptionLabel } from '#core/gpa/scales/scale-view.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import { networkTexts } from '#core/network-messages.ts';
import { InfoPopup } from '#ui/dialog/info-popup.tsx';
import { OnDemand } from '#ui/element/on-demand.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { semesterTexts } from './semester-texts';
import type { FieldsStore, SubjectFields } from './subject-fields';
import { useSemesterName } from './use-semester-name';

export interface SubjectFormProps {
  /** The fields as typed (use-subject-editor.ts), which the form renders and sets. */
  fields: FieldsStore;
  /** True while a subject is loaded for editing: the button reads 'Update Subject'. */
  editing: boolean;
  onSubmit: () => void;
  onCancelEdit: () => void;
  /** No semester to add to: only the submit button is disabled. */
  noSemester: boolean;
  /** The selected semester, which names the form so users know where the subject goes. */
  semesterName: string | null;
  nameInputRef: RefObject<HTMLInputElement | null>;
  /** The profile's scale: its grades are the options, its table the grade info. */
  scale: GradeScale;
}

/** A label with an (i) button beside it (not inside it: the popup holds a dialog). */
export function LabelWithInfo({
  htmlFor,
  text,
  info,
}: {
  htmlFor: string;
  text: string;
  info: { label: string; title: string; content: ReactNode };
}) {
  return (
    <div className="subject-form__label">
      <label htmlFor={htmlFor}>{text}</label>
      <InfoPopup label={info.label} title={info.title}>
        {info.content}
      </InfoPopup>
    </div>
  );
}

function CreditExplanation() {
  const texts = useTexts(semesterTexts);
  const digits = useDigits();
  return (
    <>
      <p>{texts.creditsAre}</p>
      <p>
        {digits(texts.creditsFrom(String(CREDIT_MIN), String(CREDIT_MAX), String(CREDIT_STEP)))}
      </p>
    </>
  );
}

const loadScaleReference = () =>
  import('../scales/scale-reference').then((module) => module.ScaleReference);

/** The scale's table and sources, loaded when a student first opens the Grade info popup. */
function ScaleReferenceOnDemand({ scale }: { scale: GradeScale }) {
  const [failed, setFailed] = useState(false);
  const { unreachable } = useTexts(networkTexts);
  return failed ? (
    <p role="alert">{unreachable}</p>
  ) : (
    <OnDemand load={loadScaleReference} props={{ scale }} onFailure={() => setFailed(true)} />
  );
}

/** SPEC §2: subject name, grade select and credits; Add Subject or Update Subject. */
export function SubjectForm({
  fields: store,
  editing,
  onSubmit,
  onCancelEdit,
  noSemester,
  semesterName,
  nameInputRef,
  scale,
}: SubjectFormProps) {
  const texts = useTexts(semesterTexts);
  const { subject, credits } = useTexts(viewTexts);
  const shownName = useSemesterName();
  const id = useId();
  const fields = useSyncExternalStore(store.subscribe, store.get, store.get);
  const set = (field: keyof SubjectFields) => (event: { currentTarget: { value: string } }) =>
    store.set({ ...store.get(), [field]: event.currentTarget.value });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form
      className="subject-form"
      part="subject-form"
      aria-label={semesterName ? texts.subjectIn(shownName(semesterName)) : subject}
      onSubmit={submit}
      noValidate
    >
      <div className="field subject-form__name">
        <label htmlFor={`${id}-name`}>{texts.subjectName}</label>
        <input
          ref={nameInputRef}
          id={`${id}-name`}
          className="input"
          value={fields.subjectName}
          placeholder={texts.nameExample}
          autoComplete="off"
          onChange={set('subjectName')}
        />
      </div>
      <div className="field">
        <LabelWithInfo
          htmlFor={`${id}-grade`}
          text={texts.grade}
          info={{
            label: texts.aboutGrades,
            title: texts.gradePoints,
            content: <ScaleReferenceOnDemand scale={scale} />,
          }}
        />
        <GradeSelect
          id={`${id}-grade`}
          scale={scale}
          value={fields.grade}
          onChange={set('grade')}
        />
      </div>
      <div className="field">
        <LabelWithInfo
          htmlFor={`${id}-credit`}
          text={credits}
          info={{
            label: texts.aboutCredits,
            title: texts.creditHours,
            content: <CreditExplanation />,
          }}
        />
        <CreditInput id={`${id}-credit`} value={fields.credit} onChange={set('credit')} />
      </div>
      <div className="subject-form__actions">
        <button type="submit" className="button button--primary" disabled={noSemester}>
          {editing ? texts.updateSubj : texts.addSubject}
        </button>
        {editing && (
          <button type="button" className="button" onClick={onCancelEdit}>
            {texts.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * The scale's grades as options, by code; '' is 'Select grade'. A university's grades are shown
 * as its scale writes them (its data, `translate="no"`); SPEC's options are ours.
 */
export function GradeSelect({
  id,
  scale,
  value,
  onChange,
}: {
  id: string;
  scale: GradeScale;
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
}) {
  const texts = useTexts(semesterTexts);
  const view = useTexts(viewTexts);
  const digits = useDigits();
  const asWritten = scale === DEFAULT_SCALE ? undefined : 'no';
  return (
    <select id={id} className="select" value={value} onChange={onChange}>
      <option value="">{texts.selectGrade}</option>
      {scale.grades.map((grade) => (
        <option key={grade.code} value={grade.code} translate={asWritten}>
          {gradeOptionLabel(scale, grade, view, digits)}
        </option>
      ))}
    </select>
  );
}

/** Credits as SPEC §5 takes them: a decimal from CREDIT_MIN to CREDIT_MAX in CREDIT_STEPs. */
export function CreditInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
}) {
  const texts = useTexts(semesterTexts);
  return (
    <input
      id={id}
      className="input"
      type="number"
      inputMode="decimal"
      min={CREDIT_MIN}
      max={CREDIT_MAX}
      step={CREDIT_STEP}
      value={value}
      placeholder={texts.creditExample}
      onChange={onChange}
    />
  );
}
