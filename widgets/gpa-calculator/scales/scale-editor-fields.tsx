import plusIcon from 'shoelace-icons/plus-lg.svg?raw';
import trashIcon from 'shoelace-icons/trash3.svg?raw';
import type { ReactNode, Ref } from 'react';
import type { DraftProblem, RowList, ScaleDraft } from '#core/gpa/scales/scale-draft.ts';
import {
  addRow,
  canAddRow,
  canRemoveRow,
  ROW_LIMITS,
  removeRow,
} from '#core/gpa/scales/scale-draft.ts';
import { Icon, IconButton } from '#ui/icon.tsx';

/** The custom grade scale editor's choices and the controls its sections are built of. */

export const PERCENTAGE_KINDS = [
  { value: 'none', label: 'None' },
  { value: 'linear', label: 'a × CGPA + b' },
  { value: 'piecewise', label: 'By CGPA band' },
] as const;

export const ROUNDING_MODES = [
  { value: 'half-away-from-zero', label: 'Round half up' },
  { value: 'truncate', label: 'Cut off (truncate)' },
  { value: 'up', label: 'Round up' },
] as const;

export const PLACES = ['0', '1', '2', '3', '4'].map((value) => ({ value, label: value }));

export const FAILED_SUBJECTS = [
  { value: 'counted', label: 'Count with their points' },
  { value: 'leave-out-until-cleared', label: 'Leave out until cleared' },
] as const;

export const REPEATED_SUBJECTS = [
  { value: 'clearing-attempt', label: 'Only the attempt that cleared it' },
  { value: 'every-attempt', label: 'Every attempt' },
] as const;

export const FLAGS = [
  ['countsInGpa', 'In GPA'],
  ['earnsCredit', 'Credit'],
  ['isFail', 'Fail'],
  ['isTemporary', 'Temporary'],
] as const;

/** Today as YYYY-MM-DD in the student's time zone: the read date of a source added now. */
export function today(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The problems of a row ('grades[2]') or of one of its fields ('grades[2].points'). */
const within = (problems: readonly DraftProblem[], path: string) =>
  problems.filter(({ field }) => field === path || field.startsWith(`${path}.`));

interface EditorFieldsInput {
  /** The editor's id (useId), which every field's id starts with. */
  id: string;
  draft: ScaleDraft;
  setDraft: (draft: ScaleDraft) => void;
  /** The problems shown: none before the first Save or Export. */
  problems: readonly DraftProblem[];
}

/** The editor's controls over `draft`, each with its problems beside it. */
export function editorFields({ id, draft, setDraft, problems }: EditorFieldsInput) {
  /** A text input for `field` (a problem path), labelled visibly or by `label` alone. */
  const input = (
    field: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: {
      visibleLabel?: boolean;
      inputMode?: 'decimal' | 'url';
      className?: string;
      placeholder?: string;
      ref?: Ref<HTMLInputElement>;
    } = {},
  ) => {
    const inputId = `${id}-${field}`;
    const invalid = problems.some((problem) => problem.field === field);
    const control = (
      <input
        key={field}
        ref={options.ref}
        id={inputId}
        className={`input ${options.className ?? ''}`.trim()}
        data-field={field}
        value={value}
        inputMode={options.inputMode}
        placeholder={options.placeholder}
        aria-label={options.visibleLabel ? undefined : label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-problem-${field}` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
    if (!options.visibleLabel) return control;
    return (
      <div key={field} className="field">
        <label htmlFor={inputId}>{label}</label>
        {control}
      </div>
    );
  };

  /** The problems of a row or field, under it; the summary at the end is the live one. */
  const problemsAt = (path: string) =>
    within(problems, path).map((problem) => (
      <p
        key={problem.field}
        id={`${id}-problem-${problem.field}`}
        className="scale-editor__problem"
      >
        {problem.message}
      </p>
    ));

  /** A problem of a whole list ('grades must have 1 to 24 entries'), not of one of its rows. */
  const problemsExactly = (path: string) =>
    problems
      .filter((problem) => problem.field === path)
      .map((problem) => (
        <p key={problem.field} className="scale-editor__problem">
          {problem.message}
        </p>
      ));

  const removeButton = (list: RowList, index: number, name: string) => (
    <IconButton
      icon={trashIcon}
      label={`Remove ${name}`}
      className="icon-button scale-editor__remove"
      disabled={!canRemoveRow(draft, list)}
      onClick={() => setDraft(removeRow(draft, list, index))}
    />
  );

  const addButton = (list: RowList, label: string) => (
    <button
      type="button"
      className="button scale-editor__add"
      disabled={!canAddRow(draft, list)}
      onClick={() => setDraft(addRow(draft, list))}
    >
      <Icon svg={plusIcon} />
      {label}
      {!canAddRow(draft, list) && ` (at most ${ROW_LIMITS[list].max})`}
    </button>
  );

  const check = (label: string, value: boolean, onChange: (value: boolean) => void) => (
    <label key={label} className="scale-editor__check">
      <input
        type="checkbox"
        checked={value}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {label}
    </label>
  );

  const section = (title: string, note: ReactNode, children: ReactNode) => (
    <fieldset className="scale-editor__section">
      <legend>{title}</legend>
      {note && <p className="scale-editor__note">{note}</p>}
      {children}
    </fieldset>
  );

  /** Every problem, in a live list before the form's buttons. */
  const problemSummary = () => (
    <div className="scale-editor__problems" aria-live="polite">
      {problems.length > 0 && (
        <>
          <p>{problems.length === 1 ? 'Fix this' : 'Fix these'} before saving:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.field}>{problem.message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );

  return {
    input,
    problemsAt,
    problemsExactly,
    problemSummary,
    removeButton,
    addButton,
    check,
    section,
  };
}
