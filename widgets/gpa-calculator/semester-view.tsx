import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { formatPoints, semesterGpa } from '../../packages/core/src/gpa/gpa';
import { GRADE_OPTIONS } from '../../packages/core/src/gpa/grades';
import type { Semester, Subject } from '../../packages/core/src/gpa/model';
import { ConfirmDialog } from '../../packages/ui/src/dialog/confirm-dialog';
import { TextInputDialog } from '../../packages/ui/src/dialog/text-input-dialog';
import { SectionHeading } from '../../packages/ui/src/element/widget-base';
import { IconButton } from './icon-button';
import { ICON_LIBRARY } from '../../packages/ui/src/icons';

/** '1 semester', '2 semesters'. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The letters of the form's options with these points: 'A+', or 'E / F / G' for the zeros. */
export const gradeLabel = (points: number) =>
  GRADE_OPTIONS.filter((option) => option.value === points)
    .map((option) => option.label.split(' ')[0])
    .join(' / ') || String(points);

export interface SemesterTabsProps {
  semesters: readonly Semester[];
  selectedId: string | null;
  onSelect: (semesterId: string) => void;
  onAdd: () => void;
  /** Called once the user confirmed. */
  onDelete: (semester: Semester) => void;
  /** Called with the new name, trimmed and never empty. */
  onRename: (semester: Semester, name: string) => void;
}

/**
 * SPEC §2: one tab per semester (name, GPA, delete with a confirm dialog) and Add Semester, for
 * editing. Tabs are toggle buttons (aria-pressed): a tablist may not hold the delete buttons. In a
 * narrow widget (a phone) the tabs give way to a select of the semesters (name and GPA) with the
 * selected one's Rename and Delete beside it, so eight semesters take one row, not a wall of tabs.
 */
export function SemesterTabs({
  semesters,
  selectedId,
  onSelect,
  onAdd,
  onDelete,
  onRename,
}: SemesterTabsProps) {
  const pickerId = useId();
  const [confirming, setConfirming] = useState<Semester | null>(null);
  const [renaming, setRenaming] = useState<Semester | null>(null);
  const selected = semesters.find((semester) => semester.id === selectedId) ?? null;
  return (
    <div className="semester-tabs" part="semester-tabs" role="group" aria-label="Semesters">
      {semesters.length === 0 ? (
        <p className="empty" part="empty">
          No semesters added yet
        </p>
      ) : (
        <ul className="semester-tabs__list">
          {semesters.map((semester) => (
            <li key={semester.id} className="semester-tab">
              <button
                type="button"
                className="semester-tab__select"
                part="semester-tab"
                aria-pressed={semester.id === selectedId}
                onClick={() => onSelect(semester.id)}
              >
                <span className="semester-tab__name">{semester.name}</span>
                <span className="visually-hidden">, GPA </span>
                <span className="semester-tab__gpa">{semesterGpa(semester).gpa}</span>
              </button>
              <IconButton
                icon="trash3"
                label={`Delete ${semester.name}`}
                onClick={() => setConfirming(semester)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="semester-tabs__bar">
        <button
          type="button"
          className="button button--primary add-semester"
          part="add-semester"
          onClick={onAdd}
        >
          <sl-icon library={ICON_LIBRARY} name="plus-lg" aria-hidden="true" />
          Add Semester
        </button>
        {selected && (
          <div className="semester-picker" part="semester-picker">
            <label htmlFor={pickerId} className="visually-hidden">
              Semester
            </label>
            <select
              id={pickerId}
              className="select semester-picker__select"
              value={selected.id}
              onChange={(event) => onSelect(event.target.value)}
            >
              {semesters.map((semester) => (
                <option key={semester.id} value={semester.id}>
                  {semester.name} · {semesterGpa(semester).gpa}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button semester-picker__rename"
              part="rename-semester"
              aria-label={`Rename ${selected.name}`}
              onClick={() => setRenaming(selected)}
            >
              <sl-icon library={ICON_LIBRARY} name="pencil" aria-hidden="true" />
              <span className="semester-picker__rename-text">Rename</span>
            </button>
            <IconButton
              icon="trash3"
              label={`Delete ${selected.name}`}
              className="semester-picker__delete"
              onClick={() => setConfirming(selected)}
            />
          </div>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          open
          title="Delete semester"
          message={`Delete ${confirming.name} and its ${plural(confirming.subjects.length, 'subject')}?`}
          onConfirm={() => {
            setConfirming(null);
            onDelete(confirming);
          }}
          onCancel={() => setConfirming(null)}
        />
      )}
      {renaming && (
        <TextInputDialog
          open
          title="Rename semester"
          label="Semester name"
          initialValue={renaming.name}
          confirmLabel="Rename"
          onConfirm={(name) => {
            setRenaming(null);
            onRename(renaming, name);
          }}
          onCancel={() => setRenaming(null)}
        />
      )}
    </div>
  );
}

/**
 * A semester as a section: its name as a heading, its GPA and credits, then `children` (its
 * subjects, as cards to edit or as a table to read), or 'No subjects added yet'.
 */
export function SemesterSection({
  semester,
  part,
  children,
}: {
  semester: Semester;
  part: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const { gpa, credits } = semesterGpa(semester);
  return (
    <section className="semester-card" part={part} aria-labelledby={headingId}>
      <div className="semester-card__header">
        <SectionHeading id={headingId}>{semester.name}</SectionHeading>
        <p className="semester-card__gpa">
          GPA <strong>{gpa}</strong> · {plural(credits, 'credit')}
        </p>
      </div>
      {semester.subjects.length === 0 ? (
        <p className="empty" part="empty">
          No subjects added yet
        </p>
      ) : (
        children
      )}
    </section>
  );
}

export interface SemesterCardProps {
  semester: Semester;
  /** The subject loaded into the form, highlighted. */
  editingSubjectId: string | null;
  onEdit: (subject: Subject) => void;
  onDelete: (subject: Subject) => void;
}

/** The selected semester: its GPA and its subject cards (grade, credits, points; edit, delete). */
export function SemesterCard({ semester, editingSubjectId, onEdit, onDelete }: SemesterCardProps) {
  return (
    <SemesterSection semester={semester} part="semester">
      <ul className="subject-list">
        {semester.subjects.map((subject) => (
          <li
            key={subject.id}
            className={`subject-card${subject.id === editingSubjectId ? ' subject-card--editing' : ''}`}
            part="subject"
          >
            <div className="subject-card__text">
              <span className="subject-card__name">{subject.subjectName}</span>
              <span className="subject-card__facts">
                Grade {gradeLabel(subject.grade)} · {plural(subject.credit, 'credit')} ·{' '}
                {formatPoints(subject)} points
              </span>
            </div>
            <IconButton
              icon="pencil"
              label={`Edit ${subject.subjectName}`}
              onClick={() => onEdit(subject)}
            />
            <IconButton
              icon="trash3"
              label={`Delete ${subject.subjectName}`}
              onClick={() => onDelete(subject)}
            />
          </li>
        ))}
      </ul>
    </SemesterSection>
  );
}
