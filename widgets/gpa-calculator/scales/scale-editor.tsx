import { useId, useMemo, useRef, useState } from 'react';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { GradeDraft, ScaleDraft } from '#core/gpa/scales/scale-draft.ts';
import {
  changeRow,
  changesAggregation,
  draftOf,
  scaleFromDraft,
  startingDraft,
  withPercentageKind,
} from '#core/gpa/scales/scale-draft.ts';
import { scaleEditorTexts } from '#core/gpa/scales/scale-editor-texts.ts';
import { exportScale, parseScaleFile, sayScaleFileProblem } from '#core/gpa/scales/scale-file.ts';
import { scaleFileTexts, scaleProblemData } from '#core/gpa/scales/scale-file-texts.ts';
import { scaleTexts } from '#core/gpa/scales/scale-texts.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import { FormActions } from '#ui/dialog/form-actions.tsx';
import { Modal } from '#ui/dialog/modal.tsx';
import { JsonFileInput, downloadJson, fileSlug } from '#ui/json-file.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { SelectField } from '../select-field';
import { FLAGS, Preview, editorChoices, editorFields, today } from './scale-editor-fields';
import { useScaleName } from './scale-name';

/** What an import says, and what it names as written (DataText's data). */
interface Notice {
  error: boolean;
  text: string;
  data: readonly string[];
}

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
  const texts = useTexts(scaleEditorTexts);
  const fileTexts = useTexts(scaleFileTexts);
  const shared = useTexts(scaleTexts);
  const view = useTexts(viewTexts);
  const shownScale = useScaleName()(scale);
  const digits = useDigits();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(() => startingDraft(scale, texts, view));
  const [checked, setChecked] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const result = useMemo(() => scaleFromDraft(draft, today()), [draft]);
  const problems = checked && !result.ok ? result.problems : [];
  const choices = editorChoices(texts);

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
      const text = sayScaleFileProblem(parsed.problem, fileTexts);
      setNotice({ error: true, text, data: scaleProblemData(parsed.problem) });
      return;
    }
    setDraft(draftOf(parsed.scale));
    setChecked(false);
    const { name } = parsed.scale;
    setNotice({ error: false, text: texts.imported(name), data: [name] });
  };

  const set = (changes: Partial<ScaleDraft>) => setDraft({ ...draft, ...changes });

  const fields = editorFields({ id, texts, fileTexts, digits, draft, setDraft, problems });
  const { input, problemsAt, problemsExactly, problemSummary } = fields;
  const { removeButton, addButton, check, section } = fields;

  return (
    <Modal
      open
      title={texts.title}
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
        <p className="dialog__message">{texts.intro}</p>
        <div className="scale-editor__file">
          <button type="button" className="button" onClick={() => fileRef.current!.click()}>
            {texts.importFile}
          </button>
          <button type="button" className="button" onClick={exportFile}>
            {texts.exportFile}
          </button>
        </div>
        <p
          className={`scale-editor__notice${notice?.error ? ' scale-editor__notice--error' : ''}`}
          aria-live="polite"
        >
          {notice && <DataText text={notice.text} data={notice.data} digits={digits} />}
        </p>
        <div>
          {input('name', texts.scaleName, draft.name, (name) => set({ name }), {
            visibleLabel: true,
            ref: nameRef,
          })}
          {problemsAt('name')}
        </div>

        {section(
          texts.grades,
          digits(texts.gradesNote),
          <>
            <div className="scale-editor__head scale-editor__grade-main" aria-hidden="true">
              <span>{texts.code}</span>
              <span>{shared.points}</span>
              <span>{shared.meaning}</span>
              <span>{texts.marks}</span>
            </div>
            <ol className="scale-editor__rows scale-editor__grades">
              {draft.grades.map((grade, index) => {
                const at = `grades[${index}]`;
                const code = grade.code.trim();
                const name = texts.gradeName(index + 1, code);
                const change = (changes: Partial<GradeDraft>) =>
                  setDraft(changeRow(draft, 'grades', index, changes));
                return (
                  <li key={index} className="scale-editor__row">
                    <div className="scale-editor__grade-main">
                      {input(
                        `${at}.code`,
                        texts.of(texts.code, texts.gradeName(index + 1, '')),
                        grade.code,
                        (value) => change({ code: value }),
                      )}
                      {input(
                        `${at}.points`,
                        texts.of(shared.points, name),
                        grade.points,
                        (points) => change({ points }),
                        { inputMode: 'decimal' },
                      )}
                      {input(`${at}.label`, texts.of(shared.meaning, name), grade.label, (label) =>
                        change({ label }),
                      )}
                      {input(
                        `${at}.marks`,
                        texts.of(texts.marks, name),
                        grade.marks,
                        (marks) => change({ marks }),
                        { placeholder: texts.marksHint },
                      )}
                      {removeButton('grades', index, name)}
                    </div>
                    <div
                      className="scale-editor__flags"
                      role="group"
                      aria-label={digits(texts.of(texts.flags, name))}
                    >
                      {FLAGS.map((flag) =>
                        check(texts.flag(flag), grade[flag], (value) => change({ [flag]: value })),
                      )}
                    </div>
                    {problemsAt(at)}
                  </li>
                );
              })}
            </ol>
            {problemsExactly('grades')}
            {addButton('grades', texts.addGrade)}
          </>,
        )}

        {section(
          shared.percentage,
          null,
          <>
            <SelectField
              id={`${id}-percentage`}
              label={texts.formula}
              value={draft.percentage.kind}
              options={choices.kinds}
              onChange={(kind) => setDraft(withPercentageKind(draft, kind))}
            />
            {draft.percentage.kind === 'linear' && (
              <>
                <div className="scale-editor__line">
                  {(['a', 'b'] as const).map((part) =>
                    input(
                      `percentage.${part}`,
                      part === 'a' ? texts.multiplier : texts.offset,
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
                  <span>{texts.fromCgpa}</span>
                  <span>{texts.to}</span>
                  <span>a</span>
                  <span>b</span>
                </div>
                <ol className="scale-editor__rows">
                  {draft.bands.map((band, index) => {
                    const at = `percentage.bands[${index}]`;
                    const name = texts.bandName(index + 1);
                    const parts = [
                      ['from', texts.fromCgpa],
                      ['to', texts.toCgpa],
                      ['a', 'a'],
                      ['b', 'b'],
                    ] as const;
                    return (
                      <li key={index} className="scale-editor__row">
                        <div className="scale-editor__band">
                          {parts.map(([part, label]) =>
                            input(
                              `${at}.${part}`,
                              texts.of(label, name),
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
                {addButton('bands', texts.addBand)}
              </>
            )}
            {draft.percentage.kind !== 'none' &&
              check(texts.roundUp, draft.percentage.roundUpToInteger, (value) =>
                set({ percentage: { ...draft.percentage, roundUpToInteger: value } }),
              )}
          </>,
        )}

        {section(
          texts.classes,
          texts.classesNote,
          <>
            {draft.classes.length > 0 && (
              <div className="scale-editor__head scale-editor__class" aria-hidden="true">
                <span>{shared.division}</span>
                <span>{texts.minCgpa}</span>
              </div>
            )}
            <ol className="scale-editor__rows">
              {draft.classes.map((band, index) => {
                const at = `classes[${index}]`;
                const name = texts.className(index + 1, band.name.trim());
                const change = (changes: Partial<ScaleDraft['classes'][number]>) =>
                  setDraft(changeRow(draft, 'classes', index, changes));
                return (
                  <li key={index} className="scale-editor__row">
                    <div className="scale-editor__class">
                      {input(
                        `${at}.name`,
                        texts.of(texts.name, texts.className(index + 1, '')),
                        band.name,
                        (value) => change({ name: value }),
                      )}
                      {input(
                        `${at}.minCgpa`,
                        texts.of(texts.minimumCgpa, name),
                        band.minCgpa,
                        (minCgpa) => change({ minCgpa }),
                        { inputMode: 'decimal' },
                      )}
                      {check(texts.noArrears, band.requiresNoArrears, (requiresNoArrears) =>
                        change({ requiresNoArrears }),
                      )}
                      {removeButton('classes', index, name)}
                    </div>
                    {problemsAt(at)}
                  </li>
                );
              })}
            </ol>
            {addButton('classes', texts.addClass)}
          </>,
        )}

        {result.ok && <Preview scale={result.scale} />}

        {section(
          texts.cgpaRules,
          <>
            {texts.creditWeight}
            {changesAggregation(scale) && (
              <>
                {' '}
                <DataText text={texts.otherWay(shownScale.name)} data={shownScale.data} />
              </>
            )}
          </>,
          <div className="scale-editor__rules">
            <SelectField
              id={`${id}-places`}
              label={texts.places}
              value={draft.rounding.places}
              options={choices.places}
              onChange={(places) => set({ rounding: { ...draft.rounding, places } })}
            />
            <SelectField
              id={`${id}-mode`}
              label={texts.rounding}
              value={draft.rounding.mode}
              options={choices.modes}
              onChange={(mode) => set({ rounding: { ...draft.rounding, mode } })}
            />
            <SelectField
              id={`${id}-failed`}
              label={texts.failedLabel}
              value={draft.failedSubjects}
              options={choices.failed}
              onChange={(failedSubjects) => set({ failedSubjects })}
            />
            <SelectField
              id={`${id}-repeated`}
              label={texts.repeatLabel}
              value={draft.repeatedSubjects}
              options={choices.repeated}
              onChange={(repeatedSubjects) => set({ repeatedSubjects })}
            />
            <div>
              {input('gpaCap', texts.highest, draft.gpaCap, (gpaCap) => set({ gpaCap }), {
                visibleLabel: true,
                inputMode: 'decimal',
              })}
              {problemsAt('gpaCap')}
            </div>
            {check(texts.convert, draft.rounding.beforePercentage, (beforePercentage) =>
              set({ rounding: { ...draft.rounding, beforePercentage } }),
            )}
          </div>,
        )}

        {section(
          texts.sources,
          texts.sourcesNote,
          <>
            <ol className="scale-editor__rows">
              {draft.sources.map((source, index) => {
                const at = `sources[${index}]`;
                const name = texts.sourceName(index + 1);
                const change = (changes: Partial<ScaleDraft['sources'][number]>) =>
                  setDraft(changeRow(draft, 'sources', index, changes));
                return (
                  <li key={index} className="scale-editor__row">
                    <div className="scale-editor__source">
                      {input(
                        `${at}.title`,
                        texts.of(texts.sourceTitle, name),
                        source.title,
                        (title) => change({ title }),
                        { placeholder: texts.sourceTitle },
                      )}
                      {input(
                        `${at}.url`,
                        texts.of(texts.address, name),
                        source.url,
                        (url) => change({ url }),
                        { placeholder: texts.addressHint, inputMode: 'url' },
                      )}
                      {removeButton('sources', index, name)}
                    </div>
                    <p className="scale-editor__read">
                      {source.read ? digits(texts.readOn(source.read)) : texts.readToday}
                    </p>
                    {problemsAt(at)}
                  </li>
                );
              })}
            </ol>
            {addButton('sources', texts.addSource)}
          </>,
        )}

        {problemSummary()}
        <FormActions
          submitLabel={texts.save}
          onCancel={onCancel}
          className="scale-editor__actions"
        />
        <JsonFileInput
          ref={fileRef}
          label={texts.fileLabel}
          onFile={(file) => void importFile(file)}
        />
      </form>
    </Modal>
  );
}
