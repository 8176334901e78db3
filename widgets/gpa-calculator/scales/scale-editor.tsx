import { useId, useMemo, useRef, useState } from 'react';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { GradeDraft, ScaleDraft } from '#core/gpa/scales/scale-draft.ts';
import {
  changeRow,
  changesAggregation,
  draftOf,
  draftPreview,
  scaleFromDraft,
  startingDraft,
  withPercentageKind,
} from '#core/gpa/scales/scale-draft.ts';
import { exportScale, parseScaleFile } from '#core/gpa/scales/scale-file.ts';
import { FormActions } from '#ui/dialog/form-actions.tsx';
import { Modal } from '#ui/dialog/modal.tsx';
import { JsonFileInput, downloadJson, fileSlug } from '#ui/json-file.tsx';
import { SelectField } from '../select-field';
import {
  PERCENTAGE_KINDS,
  ROUNDING_MODES,
  PLACES,
  FAILED_SUBJECTS,
  REPEATED_SUBJECTS,
  FLAGS,
  today,
  editorFields,
} from './scale-editor-fields';

export interface ScaleEditorProps {
  /** Where the editor starts: the profile's scale (a preset is copied, a custom scale edited). */
  scale: GradeScale;
  /** Called with a valid scale only; the dialog stays open until the owner closes it. */
  onSave: (scale: GradeScale) => void;
  onCancel: () => void;
}

/**
 * The custom grade scale editor: grades with points and flags, the percentage formula,
 * classes, the rounding and backlog rules and sources, as a form over a `ScaleDraft`. Problems show
 * after the first Save or Export, beside their fields and in a live list; Save hands over a scale
 * only when `parseGradeScale` accepts it. A scale also goes out and comes in as a file.
 */
export function ScaleEditor({ scale, onSave, onCancel }: ScaleEditorProps) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(() => startingDraft(scale));
  const [checked, setChecked] = useState(false);
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);
  const result = useMemo(() => scaleFromDraft(draft, today()), [draft]);
  const problems = checked && !result.ok ? result.problems : [];
  const preview = result.ok ? draftPreview(result.scale) : null;

  /** The draft's scale, or null after showing its problems and focusing the first one's field. */
  const checkedScale = (): GradeScale | null => {
    setChecked(true);
    if (result.ok) return result.scale;
    const [first] = result.problems;
    const field =
      formRef.current!.querySelector<HTMLElement>(`[data-field="${first!.field}"]`) ??
      formRef.current!.querySelector<HTMLElement>(`[data-field^="${first!.field}."]`);
    // Focused after the problems render, so that the field's description is read with it.
    setTimeout(() => field?.focus());
    return null;
  };

  const exportFile = () => {
    const made = checkedScale();
    if (made) {
      downloadJson(
        formRef.current!,
        exportScale(made),
        `${fileSlug(made.name) || 'grade-scale'}.json`,
      );
    }
  };

  const importFile = async (file: File) => {
    setNotice(null);
    const parsed = parseScaleFile(await file.text());
    if (!parsed.ok) {
      setNotice({ error: true, text: parsed.message });
      return;
    }
    setDraft(draftOf(parsed.scale));
    setChecked(false);
    setNotice({ error: false, text: `Imported ${parsed.scale.name}. Check it, then save.` });
  };

  const set = (changes: Partial<ScaleDraft>) => setDraft({ ...draft, ...changes });

  const fields = editorFields({ id, draft, setDraft, problems });
  const { input, problemsAt, problemsExactly, problemSummary } = fields;
  const { removeButton, addButton, check, section } = fields;

  return (
    <Modal
      open
      title="Custom grade scale"
      initialFocus={nameRef}
      onCancel={onCancel}
      className="dialog scale-editor"
    >
      <form
        ref={formRef}
        className="dialog__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const made = checkedScale();
          if (made) onSave(made);
        }}
      >
        <p className="dialog__message">
          Your university&apos;s grades and points, percentage formula and classes. Save to put this
          profile on it; Export gives a file for others to import.
        </p>
        <div className="scale-editor__file">
          <button type="button" className="button" onClick={() => fileRef.current!.click()}>
            Import file
          </button>
          <button type="button" className="button" onClick={exportFile}>
            Export file
          </button>
        </div>
        <p
          className={`scale-editor__notice${notice?.error ? ' scale-editor__notice--error' : ''}`}
          aria-live="polite"
        >
          {notice?.text}
        </p>
        <div>
          {input('name', 'Scale name', draft.name, (name) => set({ name }), {
            visibleLabel: true,
            ref: nameRef,
          })}
          {problemsAt('name')}
        </div>

        {section(
          'Grades',
          'Points may have decimals (8.5). In GPA: counts in the GPA. Credit: earns the subject’s credits. Fail: a backlog until a later attempt clears it. Temporary: stands until something happens (reappear, incomplete).',
          <>
            <div className="scale-editor__head scale-editor__grade-main" aria-hidden="true">
              <span>Code</span>
              <span>Points</span>
              <span>Meaning</span>
              <span>Marks</span>
            </div>
            <ol className="scale-editor__rows scale-editor__grades">
              {draft.grades.map((grade, index) => {
                const at = `grades[${index}]`;
                const code = grade.code.trim();
                const name = `grade ${index + 1}${code ? ` (${code})` : ''}`;
                const change = (changes: Partial<GradeDraft>) =>
                  setDraft(changeRow(draft, 'grades', index, changes));
                return (
                  <li key={index} className="scale-editor__row">
                    <div className="scale-editor__grade-main">
                      {input(`${at}.code`, `Code of grade ${index + 1}`, grade.code, (value) =>
                        change({ code: value }),
                      )}
                      {input(
                        `${at}.points`,
                        `Points of ${name}`,
                        grade.points,
                        (points) => change({ points }),
                        { inputMode: 'decimal' },
                      )}
                      {input(`${at}.label`, `Meaning of ${name}`, grade.label, (label) =>
                        change({ label }),
                      )}
                      {input(
                        `${at}.marks`,
                        `Marks of ${name}`,
                        grade.marks,
                        (marks) => change({ marks }),
                        { placeholder: 'Marks (optional)' },
                      )}
                      {removeButton('grades', index, name)}
                    </div>
                    <div
                      className="scale-editor__flags"
                      role="group"
                      aria-label={`Flags of ${name}`}
                    >
                      {FLAGS.map(([flag, label]) =>
                        check(label, grade[flag], (value) => change({ [flag]: value })),
                      )}
                    </div>
                    {problemsAt(at)}
                  </li>
                );
              })}
            </ol>
            {problemsExactly('grades')}
            {addButton('grades', 'Add grade')}
          </>,
        )}

        {section(
          'Percentage',
          null,
          <>
            <SelectField
              id={`${id}-percentage`}
              label="Formula"
              value={draft.percentage.kind}
              options={PERCENTAGE_KINDS}
              onChange={(kind) => setDraft(withPercentageKind(draft, kind))}
            />
            {draft.percentage.kind === 'linear' && (
              <>
                <div className="scale-editor__line">
                  {(['a', 'b'] as const).map((part) =>
                    input(
                      `percentage.${part}`,
                      part === 'a' ? 'a (multiplier)' : 'b (offset)',
                      draft.percentage[part],
                      (value) => set({ percentage: { ...draft.percentage, [part]: value } }),
                      { visibleLabel: true, inputMode: 'decimal' },
                    ),
                  )}
                </div>
                {problemsAt('percentage.a')}
                {problemsAt('percentage.b')}
              </>
            )}
            {draft.percentage.kind === 'piecewise' && (
              <>
                <div className="scale-editor__head scale-editor__band" aria-hidden="true">
                  <span>From CGPA</span>
                  <span>To</span>
                  <span>a</span>
                  <span>b</span>
                </div>
                <ol className="scale-editor__rows">
                  {draft.bands.map((band, index) => {
                    const at = `percentage.bands[${index}]`;
                    const name = `band ${index + 1}`;
                    const parts = [
                      ['from', 'From CGPA'],
                      ['to', 'To CGPA'],
                      ['a', 'a'],
                      ['b', 'b'],
                    ] as const;
                    return (
                      <li key={index} className="scale-editor__row">
                        <div className="scale-editor__band">
                          {parts.map(([part, label]) =>
                            input(
                              `${at}.${part}`,
                              `${label} of ${name}`,
                              band[part],
                              (value) =>
                                setDraft(changeRow(draft, 'bands', index, { [part]: value })),
                              { inputMode: 'decimal' },
                            ),
                          )}
                          {removeButton('bands', index, name)}
                        </div>
                        {problemsAt(at)}
                      </li>
                    );
                  })}
                </ol>
                {problemsExactly('percentage.bands')}
                {addButton('bands', 'Add band')}
              </>
            )}
            {draft.percentage.kind !== 'none' &&
              check('Round up to a whole percentage', draft.percentage.roundUpToInteger, (value) =>
                set({ percentage: { ...draft.percentage, roundUpToInteger: value } }),
              )}
          </>,
        )}

        {section(
          'Classes',
          'Best first: a student gets the first class whose minimum CGPA they reach.',
          <>
            {draft.classes.length > 0 && (
              <div className="scale-editor__head scale-editor__class" aria-hidden="true">
                <span>Class</span>
                <span>Min CGPA</span>
              </div>
            )}
            <ol className="scale-editor__rows">
              {draft.classes.map((band, index) => {
                const at = `classes[${index}]`;
                const name = `class ${index + 1}${band.name.trim() ? ` (${band.name.trim()})` : ''}`;
                const change = (changes: Partial<ScaleDraft['classes'][number]>) =>
                  setDraft(changeRow(draft, 'classes', index, changes));
                return (
                  <li key={index} className="scale-editor__row">
                    <div className="scale-editor__class">
                      {input(`${at}.name`, `Name of class ${index + 1}`, band.name, (value) =>
                        change({ name: value }),
                      )}
                      {input(
                        `${at}.minCgpa`,
                        `Minimum CGPA of ${name}`,
                        band.minCgpa,
                        (minCgpa) => change({ minCgpa }),
                        { inputMode: 'decimal' },
                      )}
                      {check('No arrears ever', band.requiresNoArrears, (requiresNoArrears) =>
                        change({ requiresNoArrears }),
                      )}
                      {removeButton('classes', index, name)}
                    </div>
                    {problemsAt(at)}
                  </li>
                );
              })}
            </ol>
            {addButton('classes', 'Add class')}
          </>,
        )}

        {preview && (
          <p className="scale-editor__preview">
            <span className="scale-editor__preview-label">Preview</span>
            {preview.rule && <span>Rule: {preview.rule}</span>}
            <span>{preview.sample}</span>
          </p>
        )}

        {section(
          'CGPA rules',
          `CGPA: credit-weighted over subjects.${
            changesAggregation(scale)
              ? ` ${scale.name} counts its CGPA another way, which a custom scale does not offer.`
              : ''
          }`,
          <div className="scale-editor__rules">
            <SelectField
              id={`${id}-places`}
              label="Decimal places"
              value={draft.rounding.places}
              options={PLACES}
              onChange={(places) => set({ rounding: { ...draft.rounding, places } })}
            />
            <SelectField
              id={`${id}-mode`}
              label="Rounding"
              value={draft.rounding.mode}
              options={ROUNDING_MODES}
              onChange={(mode) => set({ rounding: { ...draft.rounding, mode } })}
            />
            <SelectField
              id={`${id}-failed`}
              label="Failed subjects, until cleared"
              value={draft.failedSubjects}
              options={FAILED_SUBJECTS}
              onChange={(failedSubjects) => set({ failedSubjects })}
            />
            <SelectField
              id={`${id}-repeated`}
              label="A repeated subject counts"
              value={draft.repeatedSubjects}
              options={REPEATED_SUBJECTS}
              onChange={(repeatedSubjects) => set({ repeatedSubjects })}
            />
            <div>
              {input(
                'gpaCap',
                'Highest GPA (optional)',
                draft.gpaCap,
                (gpaCap) => set({ gpaCap }),
                {
                  visibleLabel: true,
                  inputMode: 'decimal',
                },
              )}
              {problemsAt('gpaCap')}
            </div>
            {check(
              'Convert the rounded CGPA to percentage',
              draft.rounding.beforePercentage,
              (beforePercentage) => set({ rounding: { ...draft.rounding, beforePercentage } }),
            )}
          </div>,
        )}

        {section(
          'Sources (optional)',
          "Where these rules come from, such as your university's regulations.",
          <>
            <ol className="scale-editor__rows">
              {draft.sources.map((source, index) => {
                const at = `sources[${index}]`;
                const name = `source ${index + 1}`;
                const change = (changes: Partial<ScaleDraft['sources'][number]>) =>
                  setDraft(changeRow(draft, 'sources', index, changes));
                return (
                  <li key={index} className="scale-editor__row">
                    <div className="scale-editor__source">
                      {input(
                        `${at}.title`,
                        `Title of ${name}`,
                        source.title,
                        (title) => change({ title }),
                        { placeholder: 'Title' },
                      )}
                      {input(
                        `${at}.url`,
                        `Address of ${name}`,
                        source.url,
                        (url) => change({ url }),
                        { placeholder: 'https://…', inputMode: 'url' },
                      )}
                      {removeButton('sources', index, name)}
                    </div>
                    <p className="scale-editor__read">
                      {source.read ? `Read ${source.read}` : 'Read today, when saved'}
                    </p>
                    {problemsAt(at)}
                  </li>
                );
              })}
            </ol>
            {addButton('sources', 'Add source')}
          </>,
        )}

        {problemSummary()}
        <FormActions
          submitLabel="Save scale"
          onCancel={onCancel}
          className="scale-editor__actions"
        />
        <JsonFileInput
          ref={fileRef}
          label="Grade scale file to import"
          onFile={(file) => void importFile(file)}
        />
      </form>
    </Modal>
  );
}
