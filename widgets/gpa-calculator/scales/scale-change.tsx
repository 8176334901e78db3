import { useEffect, useEffectEvent, useState } from 'react';
import type { ProfileEdit, Semester } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import {
  currentPresetId,
  isPresetScale,
  presetRetirement,
  presetScale,
} from '#core/gpa/scales/presets/preset-scales.ts';
import type { GradeChange } from '#core/gpa/scales/profile-scale.ts';
import { scaleChangeProblem } from '#core/gpa/entered-sgpa.ts';
import { scaleChoiceOf } from '#core/gpa/scales/profile-scale.ts';
import type { BeforeAfter } from '#core/gpa/scales/scale-change-numbers.ts';
import { scaleChangeNumbers } from '#core/gpa/scales/scale-change-numbers.ts';
import { scaleTexts } from '#core/gpa/scales/scale-texts.ts';
import { gradeChangeLine } from '#core/gpa/scales/scale-view.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import { shownSemesterName, typedSemesterName } from '#core/gpa/shown-names.ts';
import { ConfirmDialog } from '#ui/dialog/confirm-dialog.tsx';
import { OnDemand, closeUnreached } from '#ui/element/on-demand.tsx';
import { PartStyles } from '#ui/element/part-styles.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { scaleChangeTexts } from './scale-change-texts';
import { ScaleList } from './scale-list';
import { useScaleName } from './scale-name';
import scaleEditorCss from './scale-editor.css?inline';

export interface ScaleChangeProps {
  scale: GradeScale;
  semesters: readonly Semester[];
  /**
   * Where the student starts: the list of scales (Change), the custom scale editor (Edit), or the
   * change to the preset that corrects a retired one (its notice's Review).
   */
  startWith: 'list' | 'editor' | 'correction';
  /** Saves the change (every subject carried to the new scale). */
  onChange: (edit: ProfileEdit) => void;
  /** Every dialog closed, the scale changed or not. */
  onClose: () => void;
  showToast: ToastApi['showToast'];
}

/** The custom scale editor, the largest piece, loads when a student first asks for it. */
const loadEditor = () => import('./scale-editor').then((module) => module.ScaleEditor);

/**
 * Grades of a change of scale under a heading, each with its semester: the subject's name and the
 * grades' codes as written (data).
 */
function ChangeList({ heading, changes }: { heading: string; changes: readonly GradeChange[] }) {
  const view = useTexts(viewTexts);
  const digits = useDigits();
  return (
    <>
      <p className="scale-change__heading">{heading}</p>
      <ul className="scale-change__list">
        {changes.map((change, index) => (
          <li key={index}>
            <span className="scale-change__semester">
              <DataText
                text={shownSemesterName(change.semesterName, view, digits)}
                data={typedSemesterName(change.semesterName)}
              />
            </span>{' '}
            <DataText
              text={gradeChangeLine(change)}
              data={[change.subjectName, change.from.code, change.to.code]}
              digits={digits}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** 'CGPA: 7.50 → 7.65'; a side without the number shows 'none'. A class is the scale's (data). */
function BeforeAfterLine({
  label,
  numbers,
  unit = '',
  data = false,
}: {
  label: string;
  numbers: BeforeAfter;
  unit?: string;
  data?: boolean;
}) {
  const { none } = useTexts(scaleChangeTexts);
  const digits = useDigits();
  const shown = (value: string | null) =>
    value === null ? none : data ? <span translate="no">{value}</span> : digits(`${value}${unit}`);
  return (
    <p className="scale-change__number">
      {label}: {shown(numbers.before)} → <strong>{shown(numbers.after)}</strong>
    </p>
  );
}

/**
 * A sentence with the values it names in bold: `say` is given a marker for each, and the sentence
 * is split where the markers stand, so each language puts them where its word order does. A value
 * in `data` is shown as written.
 */
function WithBold({
  say,
  values,
  data,
}: {
  say: (...values: string[]) => string;
  values: string[];
  data: readonly string[];
}) {
  const parts = say(...values.map((_, index) => `\u0000${index}\u0000`)).split('\u0000');
  return parts.map((part, index) => {
    if (index % 2 === 0) return part;
    const value = values[Number(part)]!;
    return (
      <strong key={index} translate={data.includes(value) ? 'no' : undefined}>
        {value}
      </strong>
    );
  });
}

/** What a change of scale does, for the student to see before confirming. */
function ChangeSummary({
  from,
  to,
  semesters,
}: {
  from: GradeScale;
  to: GradeScale;
  semesters: readonly Semester[];
}) {
  const texts = useTexts(scaleChangeTexts);
  const scaleWords = useTexts(scaleTexts);
  const view = useTexts(viewTexts);
  const digits = useDigits();
  const scaleName = useScaleName();
  const [shownFrom, shownTo] = [scaleName(from), scaleName(to)];
  const { changes, cgpa, percentage, classification } = scaleChangeNumbers(from, to, semesters);
  const problem = scaleChangeProblem(to, semesters, scaleWords, view);
  if (problem) {
    const names = semesters.flatMap((semester) => typedSemesterName(semester.name));
    return (
      <p className="scale-change__problem">
        <DataText text={problem} data={[...shownTo.data, ...names]} digits={digits} />
      </p>
    );
  }
  const subjects = semesters.reduce((sum, semester) => sum + semester.subjects.length, 0);
  return (
    <div className="scale-change">
      <p>
        <WithBold
          say={texts.fromTo}
          values={[shownFrom.name, shownTo.name]}
          data={[...shownFrom.data, ...shownTo.data]}
        />{' '}
        {digits(texts.allStay(subjects))}
      </p>
      {changes.length === 0 ? (
        <p className="scale-change__none">{texts.noChanges}</p>
      ) : (
        <ChangeList heading={texts.changing} changes={changes} />
      )}
      {changes.some((change) => change.remembered) && (
        <p className="scale-change__back">
          <DataText text={texts.comingBack(shownFrom.name)} data={shownFrom.data} />
        </p>
      )}
      <BeforeAfterLine label="CGPA" numbers={cgpa} />
      {percentage && (
        <BeforeAfterLine label={scaleWords.percentage} numbers={percentage} unit="%" />
      )}
      {classification && (
        <BeforeAfterLine label={scaleWords.division} numbers={classification} data />
      )}
    </div>
  );
}

/** The scale a confirmation would change to; a correction says why the preset was corrected. */
interface Target {
  to: GradeScale;
  custom: boolean;
  correction?: string;
}

/** The change to the preset that replaces a retired one; null when `scale` is not retired. */
function correctionOf(scale: GradeScale): Target | null {
  const retirement = presetRetirement(scale.id);
  const to = retirement && presetScale(currentPresetId(scale.id) ?? '');
  return retirement && to ? { to, custom: false, correction: retirement.why } : null;
}

/**
 * Changing a profile's scale, loaded when the student first asks (scale-picker.tsx): a list of the
 * presets and a custom scale (scale-list.tsx, scale-editor.tsx), then a confirmation that shows
 * which grades change and the CGPA, percentage and class on each side. A profile on a retired
 * preset starts at the confirmation of its correction.
 */
export function ScaleChange({
  scale,
  semesters,
  startWith,
  onChange,
  onClose,
  showToast,
}: ScaleChangeProps) {
  const texts = useTexts(scaleChangeTexts);
  const [choosing, setChoosing] = useState(startWith === 'list');
  const [target, setTarget] = useState<Target | null>(() =>
    startWith === 'correction' ? correctionOf(scale) : null,
  );
  // The custom scale editor stays open under the confirmation, so that Cancel returns to it.
  const [editing, setEditing] = useState(startWith === 'editor');
  const onCustom = !isPresetScale(scale);

  const confirm = ({ to, custom }: Target) => {
    setTarget(null);
    setEditing(false);
    const { carried } = scaleChangeNumbers(scale, to, semesters);
    onChange({ type: 'changeScale', scale: scaleChoiceOf(to, custom) ?? null, semesters: carried });
  };

  // Once no dialog of its is open, the picker lets this part go (and Change starts afresh).
  const open = choosing || editing || target !== null;
  const closed = useEffectEvent(onClose);
  useEffect(() => {
    if (!open) closed();
  }, [open]);

  return (
    <>
      <PartStyles css={scaleEditorCss} />
      {choosing && (
        <ScaleList
          scale={scale}
          onCustom={onCustom}
          onChoosePreset={(preset) => {
            setChoosing(false);
            if (preset.id !== scale.id) setTarget({ to: preset, custom: false });
          }}
          onChooseCustom={() => {
            setChoosing(false);
            setEditing(true);
          }}
          onCancel={() => setChoosing(false)}
        />
      )}
      {editing && (
        <OnDemand
          load={loadEditor}
          props={{
            scale,
            onSave: (to: GradeScale) => setTarget({ to, custom: true }),
            onCancel: () => setEditing(false),
          }}
          onFailure={closeUnreached(showToast, () => setEditing(false))}
        />
      )}
      {target && (
        <ConfirmDialog
          open
          canConfirm={scaleChangeProblem(target.to, semesters) === null}
          title={target.correction ? texts.correctTitle : texts.changeTitle}
          type="warning"
          confirmLabel={target.correction ? texts.useCorrect : texts.changeScale}
          message={
            <>
              {/* Why a preset was corrected, as the preset records it (data, in English). */}
              {target.correction && (
                <p className="scale-change__why" translate="no">
                  {target.correction}
                </p>
              )}
              <ChangeSummary from={scale} to={target.to} semesters={semesters} />
            </>
          }
          onConfirm={() => confirm(target)}
          onCancel={() => setTarget(null)}
        />
      )}
    </>
  );
}
