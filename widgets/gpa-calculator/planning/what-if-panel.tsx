import { useId, useMemo, useState } from 'react';
import type { ProfileEdit, Semester, Subject } from '#core/gpa/model.ts';
import { newSemesterId, newSubjectId, systemIds } from '#core/gpa/profiles.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { ProfileNumbers } from '#core/gpa/scales/profile-scale.ts';
import { gradeOf } from '#core/gpa/scales/profile-scale.ts';
import { attemptViews, gradeOptionLabel, shownGpa } from '#core/gpa/scales/scale-view.ts';
import type { WhatIf, WhatIfChange } from '#core/gpa/what-if.ts';
import {
  NO_FIGURE,
  applyWhatIf,
  clearChange,
  clearingGrades,
  compareWhatIf,
  sgpaRefusal,
  whatIfEdits,
  withChange,
  withoutChange,
} from '#core/gpa/what-if.ts';
import { limitTexts } from '#core/gpa/limit-texts.ts';
import { scaleTexts } from '#core/gpa/scales/scale-texts.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import type { WhatIfFigure } from '#core/gpa/what-if-mode-texts.ts';
import { whatIfTexts } from '#core/gpa/what-if-mode-texts.ts';
import { PartStyles } from '#ui/element/part-styles.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { SectionHeading } from '#ui/element/widget-base.tsx';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { AttemptBadges } from '../semesters/semester-view';
import { GradeSelect } from '../semesters/subject-form';
import { useSemesterName } from '../semesters/use-semester-name';
import css from './what-if.css?inline';
import { gpaTexts } from '../gpa-calculator-texts';
import { typedSemesterName } from '#core/gpa/shown-names.ts';

export interface WhatIfPanelProps {
  semesters: readonly Semester[];
  scale: GradeScale;
  /** The saved profile's numbers: the 'Saved' column. */
  numbers: ProfileNumbers;
  /** Saves one edit of the shown profile; absent where the user may not write (no Keep). */
  save?: (edit: ProfileEdit) => Promise<boolean>;
  /** Leaves the what-if, its changes discarded. */
  onClose: () => void;
  showToast: ToastApi['showToast'];
}

/** A figure's cell: a class is named by the scale's university (SPEC's has none), data as written. */
function FigureCell({
  figure,
  value,
  digits,
}: {
  figure: WhatIfFigure;
  value: string;
  digits: (text: string) => string;
}) {
  return figure === 'Class' && value !== NO_FIGURE ? (
    <td translate="no">{value}</td>
  ) : (
    <td>{digits(value)}</td>
  );
}

/**
 * The what-if mode: every semester with each subject's grade to change, a semester's
 * SGPA to try and 'Clear with…' for a backlog, under a bar of the saved figures beside the
 * what-if's, with Keep (writers only) and Discard. Nothing is written before Keep.
 */
export function WhatIfPanel({
  semesters,
  scale,
  numbers,
  save,
  onClose,
  showToast,
}: WhatIfPanelProps) {
  const texts = useTexts(whatIfTexts);
  const { whatIf: title } = useTexts(gpaTexts);
  const { percentage, division } = useTexts(scaleTexts);
  const figureNames: Record<WhatIfFigure, string> = {
    CGPA: 'CGPA',
    Percentage: percentage,
    Class: division,
    Backlogs: texts.backlogs,
  };
  const words = useTexts(viewTexts);
  const limits = useTexts(limitTexts);
  const refusalWords = { texts, limits, view: words };
  const digits = useDigits();
  const shownName = useSemesterName();
  const id = useId();
  const [whatIf, setWhatIf] = useState<WhatIf>([]);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [keeping, setKeeping] = useState(false);
  const result = useMemo(() => applyWhatIf(scale, semesters, whatIf), [scale, semesters, whatIf]);
  const views = useMemo(() => attemptViews(result.scale, result.semesters), [result]);
  const rows = compareWhatIf(scale, numbers, result.numbers, texts);
  const { edits, unkept } = whatIfEdits(scale, semesters, whatIf);
  const saved = new Map(semesters.flatMap((semester) => semester.subjects.map((s) => [s.id, s])));

  const change = (next: WhatIfChange) => setWhatIf(withChange(scale, semesters, whatIf, next));
  const undo = (undone: WhatIfChange) => setWhatIf(withoutChange(whatIf, undone));
  const changeOf = (subjectId: string) =>
    whatIf.find((each) => each.kind !== 'sgpa' && each.subjectId === subjectId);

  const setGrade = (semester: Semester, subject: Subject, grade: string) => {
    setDrafts({ ...drafts, [semester.id]: '' });
    if (grade === '') undo({ kind: 'grade', subjectId: subject.id, grade });
    else change({ kind: 'grade', subjectId: subject.id, grade });
  };

  const setSgpa = (semester: Semester, text: string) => {
    setDrafts({ ...drafts, [semester.id]: text });
    const sgpa: WhatIfChange = { kind: 'sgpa', semesterId: semester.id, sgpa: text };
    if (text.trim() === '' || sgpaRefusal(scale, semester, text, refusalWords) !== null) undo(sgpa);
    else change(sgpa);
  };

  const clear = (subject: Subject, grade: string) => {
    const planned = clearChange(
      scale,
      semesters,
      whatIf,
      {
        subjectId: subject.id,
        grade,
        attemptId: newSubjectId(systemIds),
        newSemesterId: newSemesterId(systemIds),
      },
      limits,
    );
    if (planned.ok) change(planned.change);
    else showToast('warning', digits(planned.message));
  };

  const keep = async () => {
    if (!save) return;
    setKeeping(true);
    for (const edit of edits) {
      if (!(await save(edit))) {
        setKeeping(false);
        return;
      }
    }
    showToast('success', texts.kept);
    onClose();
  };

  return (
    <section className="what-if" part="what-if" aria-labelledby={`${id}-title`}>
      <PartStyles css={css} />
      <div className="what-if__bar" part="what-if-bar">
        <p id={`${id}-title`} className="what-if__title">
          {title}
        </p>
        <p className="what-if__note">{save ? texts.note : texts.readOnlyNote}</p>
        <table className="what-if__figures" aria-live="polite">
          <thead>
            <tr>
              <td />
              <th scope="col">{texts.saved}</th>
              <th scope="col">{texts.whatIf}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className={row.changed ? 'what-if__row--changed' : undefined}>
                <th scope="row">{figureNames[row.label]}</th>
                <FigureCell figure={row.label} value={row.before} digits={digits} />
                <FigureCell figure={row.label} value={row.after} digits={digits} />
              </tr>
            ))}
          </tbody>
        </table>
        {save && unkept.length > 0 && <p className="what-if__note">{texts.unkept}</p>}
        <div className="what-if__actions">
          {save && (
            <button
              type="button"
              className="button button--primary"
              part="what-if-keep"
              disabled={keeping || edits.length === 0 || unkept.length > 0}
              onClick={() => void keep()}
            >
              {texts.keep}
            </button>
          )}
          <button type="button" className="button" part="what-if-discard" onClick={onClose}>
            {texts.discard}
          </button>
        </div>
      </div>
      {result.semesters.map((semester, index) => {
        const headingId = `${id}-${semester.id}`;
        const own = semesters.find((each) => each.id === semester.id);
        const sgpaError =
          own && drafts[semester.id] && sgpaRefusal(scale, own, drafts[semester.id]!, refusalWords);
        const name = shownName(semester.name);
        const typed = typedSemesterName(semester.name);
        return (
          <section key={semester.id} className="what-if__semester" aria-labelledby={headingId}>
            <div className="what-if__semester-head">
              <SectionHeading id={headingId}>
                <DataText text={name} data={typed} />
              </SectionHeading>
              <p className="what-if__sgpa-figures">
                SGPA {own ? digits(shownGpa(scale, numbers.sgpas[index] ?? null)) : '—'} →{' '}
                <strong>{digits(shownGpa(scale, result.numbers.sgpas[index] ?? null))}</strong>
              </p>
            </div>
            {/* A grade card's SGPA is all a quick semester has to try. */}
            {own && (own.subjects.length > 0 || own.entered) && (
              <div className="field what-if__sgpa">
                <label htmlFor={`${headingId}-sgpa`}>
                  <DataText text={texts.trySgpa(name)} data={typed} />
                </label>
                <input
                  id={`${headingId}-sgpa`}
                  className="input"
                  inputMode="decimal"
                  autoComplete="off"
                  value={drafts[semester.id] ?? ''}
                  aria-invalid={sgpaError ? true : undefined}
                  aria-describedby={sgpaError ? `${headingId}-sgpa-error` : undefined}
                  onChange={(event) => setSgpa(own, event.currentTarget.value)}
                />
                {sgpaError && (
                  <p id={`${headingId}-sgpa-error`} className="what-if__error">
                    <DataText text={sgpaError} data={typed} digits={digits} />
                  </p>
                )}
              </div>
            )}
            <ul className="subject-list">
              {semester.subjects.map((subject) => {
                const original = saved.get(subject.id);
                const changed = changeOf(subject.id);
                const attempt = whatIf.find(
                  (each) => each.kind === 'clear' && each.attemptId === subject.id,
                );
                const view = views.get(subject.id);
                const gradeId = `${headingId}-${subject.id}`;
                const attemptGrade = gradeOf(result.scale, subject)?.code ?? String(subject.grade);
                return (
                  <li
                    key={subject.id}
                    className={`what-if__subject${changed || attempt ? ' what-if__subject--changed' : ''}`}
                    part="what-if-subject"
                  >
                    <span className="what-if__name">
                      <span translate="no">{subject.subjectName}</span>
                      {(changed?.kind === 'grade' || attempt) && (
                        <>
                          {' '}
                          <span className="badge what-if__badge">{texts.badge}</span>
                        </>
                      )}
                      <AttemptBadges view={view} />
                    </span>
                    {attempt ? (
                      <span className="what-if__controls">
                        <span>
                          <DataText
                            text={texts.clearsWith(attemptGrade)}
                            data={[attemptGrade]}
                            digits={digits}
                          />
                        </span>
                        <button type="button" className="button" onClick={() => undo(attempt)}>
                          {texts.undo}
                        </button>
                      </span>
                    ) : (
                      original && (
                        <span className="what-if__controls">
                          <label htmlFor={gradeId} className="visually-hidden">
                            <DataText
                              text={texts.gradeOf(subject.subjectName)}
                              data={[subject.subjectName]}
                            />
                          </label>
                          <GradeSelect
                            id={gradeId}
                            scale={scale}
                            value={
                              changed?.kind === 'grade'
                                ? changed.grade
                                : (gradeOf(scale, original)?.code ?? '')
                            }
                            onChange={(event) =>
                              setGrade(own!, original, event.currentTarget.value)
                            }
                          />
                          {view?.backlog && (
                            <>
                              <label htmlFor={`${gradeId}-clear`} className="visually-hidden">
                                <DataText
                                  text={texts.clearLabel(subject.subjectName)}
                                  data={[subject.subjectName]}
                                />
                              </label>
                              <select
                                id={`${gradeId}-clear`}
                                className="select"
                                value=""
                                onChange={(event) => clear(original, event.currentTarget.value)}
                              >
                                <option value="">{texts.clearWith}</option>
                                {clearingGrades(scale).map((grade) => (
                                  <option key={grade.code} value={grade.code} translate="no">
                                    {gradeOptionLabel(scale, grade, words, digits)}
                                  </option>
                                ))}
                              </select>
                            </>
                          )}
                        </span>
                      )
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
