import type { RefObject } from 'react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ProfileEdit, Semester } from '../../packages/core/src/gpa/model';
import type { GradeScale } from '../../packages/core/src/gpa/scales/grade-scale';
import { PRESETS } from '../../packages/core/src/gpa/scales/presets';
import type { GradeChange } from '../../packages/core/src/gpa/scales/profile-scale';
import {
  changeScale,
  profileNumbers,
  scaleChoiceOf,
} from '../../packages/core/src/gpa/scales/profile-scale';
import {
  comingBackNote,
  gradeChangeLine,
  shownGpa,
} from '../../packages/core/src/gpa/scales/scale-view';
import { ConfirmDialog } from '../../packages/ui/src/dialog/confirm-dialog';
import { Modal } from '../../packages/ui/src/dialog/modal';
import { PartStyles } from '../../packages/ui/src/element/part-styles';
import { ScaleEditor } from './scale-editor';
import scaleEditorCss from './scale-editor.css?inline';

export interface ScaleChangeProps {
  scale: GradeScale;
  semesters: readonly Semester[];
  /** Where the student starts: the list of scales (Change) or the custom scale editor (Edit). */
  startWith: 'list' | 'editor';
  /** Saves the change (every subject carried to the new scale). */
  onChange: (edit: ProfileEdit) => void;
  /** Every dialog closed, the scale changed or not. */
  onClose: () => void;
}

/** Grades of a change of scale under a heading, each with its semester. */
function ChangeList({
  heading,
  changes,
  line,
}: {
  heading: string;
  changes: readonly GradeChange[];
  line: (change: GradeChange) => string;
}) {
  return (
    <>
      <p className="scale-change__heading">{heading}</p>
      <ul className="scale-change__list">
        {changes.map((change, index) => (
          <li key={index}>
            <span className="scale-change__semester">{change.semesterName}</span> {line(change)}
          </li>
        ))}
      </ul>
    </>
  );
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
  const { semesters: carried, changes } = changeScale(from, to, semesters);
  const before = shownGpa(from, profileNumbers(from, semesters).cgpa);
  const after = shownGpa(to, profileNumbers(to, carried).cgpa);
  const subjects = semesters.reduce((sum, semester) => sum + semester.subjects.length, 0);
  return (
    <div className="scale-change">
      <p>
        From <strong>{from.name}</strong> to <strong>{to.name}</strong>. All {subjects} subjects
        stay; their grades move to the new scale.
      </p>
      {changes.length === 0 ? (
        <p className="scale-change__none">No grade changes.</p>
      ) : (
        <ChangeList heading="Grades that change:" changes={changes} line={gradeChangeLine} />
      )}
      {changes.some((change) => change.remembered) && (
        <p className="scale-change__back">{comingBackNote(from)}</p>
      )}
      <p className="scale-change__cgpa">
        CGPA: {before} → <strong>{after}</strong>
      </p>
    </div>
  );
}

/** One choice of the list; the selected one (the profile's scale) takes the focus on opening. */
function ScaleOption({
  selected,
  focus,
  custom = false,
  onChoose,
  children,
}: {
  selected: boolean;
  focus: RefObject<HTMLButtonElement | null>;
  custom?: boolean;
  onChoose: () => void;
  children: string;
}) {
  return (
    <li>
      <button
        ref={selected ? focus : undefined}
        type="button"
        className={custom ? 'scale-option scale-option--custom' : 'scale-option'}
        aria-pressed={selected}
        onClick={onChoose}
      >
        {children}
      </button>
    </li>
  );
}

/**
 * Changing a profile's scale, loaded when the student first asks (scale-picker.tsx): a list of the
 * presets and a custom scale (scale-editor.tsx), then a confirmation that shows which grades and
 * what CGPA the change gives.
 */
export function ScaleChange({ scale, semesters, startWith, onChange, onClose }: ScaleChangeProps) {
  const [choosing, setChoosing] = useState(startWith === 'list');
  const [target, setTarget] = useState<{ to: GradeScale; custom: boolean } | null>(null);
  // The custom scale editor stays open under the confirmation, so that Cancel returns to it.
  const [editing, setEditing] = useState(startWith === 'editor');
  const current = useRef<HTMLButtonElement>(null);
  const onCustom = !PRESETS.includes(scale);

  const confirm = ({ to, custom }: { to: GradeScale; custom: boolean }) => {
    setTarget(null);
    setEditing(false);
    const { semesters: carried } = changeScale(scale, to, semesters);
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
        <Modal
          open
          title="Grade scale"
          initialFocus={current}
          onCancel={() => setChoosing(false)}
          className="dialog scale-dialog"
        >
          <p className="dialog__message">
            Choose your university&apos;s scale: grades, GPA, percentage and class follow it.
          </p>
          <ul className="scale-options">
            {PRESETS.map((preset) => (
              <ScaleOption
                key={preset.id}
                selected={preset.id === scale.id}
                focus={current}
                onChoose={() => {
                  setChoosing(false);
                  if (preset.id !== scale.id) setTarget({ to: preset, custom: false });
                }}
              >
                {preset.name}
              </ScaleOption>
            ))}
            <ScaleOption
              selected={onCustom}
              focus={current}
              custom
              onChoose={() => {
                setChoosing(false);
                setEditing(true);
              }}
            >
              {onCustom ? `Edit custom scale: ${scale.name}…` : 'Custom scale…'}
            </ScaleOption>
          </ul>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => setChoosing(false)}>
              Cancel
            </button>
          </div>
        </Modal>
      )}
      {editing && (
        <ScaleEditor
          scale={scale}
          onSave={(to) => setTarget({ to, custom: true })}
          onCancel={() => setEditing(false)}
        />
      )}
      {target && (
        <ConfirmDialog
          open
          title="Change grade scale"
          type="warning"
          confirmLabel="Change scale"
          message={<ChangeSummary from={scale} to={target.to} semesters={semesters} />}
          onConfirm={() => confirm(target)}
          onCancel={() => setTarget(null)}
        />
      )}
    </>
  );
}
