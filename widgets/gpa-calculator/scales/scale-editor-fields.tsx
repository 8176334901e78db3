import plusIcon from 'shoelace-icons/plus-lg.svg?raw';
import trashIcon from 'shoelace-icons/trash3.svg?raw';
import type { ReactNode, Ref } from 'react';
import { percentageTexts } from '#core/gpa/percentage-texts.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { GradeFlag } from '#core/gpa/scales/scale-editor-texts.ts';
import { scaleEditorTexts } from '#core/gpa/scales/scale-editor-texts.ts';
import type { RowList, ScaleDraft } from '#core/gpa/scales/scale-draft.ts';
import {
  addRow,
  canAddRow,
  canRemoveRow,
  draftPreview,
  ROW_LIMITS,
  removeRow,
} from '#core/gpa/scales/scale-draft.ts';
import { describeScaleProblem } from '#core/gpa/scales/scale-file.ts';
import type { ScaleFileTexts } from '#core/gpa/scales/scale-file-texts.ts';
import { scaleProblemData } from '#core/gpa/scales/scale-file-texts.ts';
import type { ScaleProblem } from '#core/gpa/scales/scale-problems.ts';
import { Icon, IconButton } from '#ui/icon.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';

/** The custom grade scale editor's choices and the controls its sections are built of. */

export type EditorTexts = typeof scaleEditorTexts.en;

/** A select's choices: each value with its label in the editor's language. */
const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** The editor's selects' choices, in order. */
export const editorChoices = (texts: EditorTexts) => ({
  kinds: choices(['none', 'linear', 'piecewise'] as const, texts.kind),
  modes: choices(['half-away-from-zero', 'truncate', 'up'] as const, texts.mode),
  places: choices(['0', '1', '2', '3', '4'], String),
  failed: choices(['counted', 'leave-out-until-cleared'] as const, texts.failed),
  repeated: choices(['clearing-attempt', 'every-attempt'] as const, texts.repeated),
});

export const FLAGS: readonly GradeFlag[] = ['countsInGpa', 'earnsCredit', 'isFail', 'isTemporary'];

/** Today as YYYY-MM-DD in the student's time zone: the read date of a source added now. */
export function today(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * What the scale being made gives: its percentage rule, and a sample CGPA's percentage and class
 * (the class's name is the maker's, as typed).
 */
export function Preview({ scale }: { scale: GradeScale }) {
  const texts = useTexts(scaleEditorTexts);
  const conversions = useTexts(percentageTexts);
  const digits = useDigits();
  const { rule, sample } = draftPreview(scale, texts, conversions);
  return (
    <p className="scale-editor__preview">
      <span className="scale-editor__preview-label">{texts.preview}</span>
      {rule && <span>{digits(texts.rule(rule))}</span>}
      <span>
        <DataText text={sample} data={scale.classes.map((band) => band.name)} digits={digits} />
      </span>
    </p>
  );
}

/** The problems of a row ('grades[2]') or of one of its fields ('grades[2].points'). */
const within = (problems: readonly ScaleProblem[], path: string) =>
  problems.filter(({ field }) => field === path || field.startsWith(`${path}.`));

interface EditorFieldsInput {
  /** The editor's id (useId), which every field's id starts with. */
  id: string;
  texts: EditorTexts;
  /** What the problems are said in. */
  fileTexts: ScaleFileTexts;
  /** Writes a text's digits in the element's (useDigits). */
  digits: (text: string) => string;
  draft: ScaleDraft;
  setDraft: (draft: ScaleDraft) => void;
  /** The problems shown: none before the first Save or Export. */
  problems: readonly ScaleProblem[];
}

/** The editor's controls over `draft`, each with its problems beside it. */
export function editorFields({
  id,
  texts,
  fileTexts,
  digits,
  draft,
  setDraft,
  problems,
}: EditorFieldsInput) {
  const say = (problem: ScaleProblem) => (
    <DataText
      text={describeScaleProblem(problem, fileTexts)}
      data={scaleProblemData(problem)}
      digits={digits}
    />
  );
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
        aria-label={options.visibleLabel ? undefined : digits(label)}
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
        {say(problem)}
      </p>
    ));

  /** A problem of a whole list ('grades must have 1 to 24 entries'), not of one of its rows. */
  const problemsExactly = (path: string) =>
    problems
      .filter((problem) => problem.field === path)
      .map((problem) => (
        <p key={problem.field} className="scale-editor__problem">
          {say(problem)}
        </p>
      ));

  const removeButton = (list: RowList, index: number, name: string) => (
    <IconButton
      icon={trashIcon}
      label={digits(texts.remove(name))}
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
      {!canAddRow(draft, list) && ` ${digits(texts.atMost(ROW_LIMITS[list].max))}`}
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
          <p>{texts.fixThese(problems.length)}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.field}>{say(problem)}</li>
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
