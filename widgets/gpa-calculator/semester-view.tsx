import { useId, useState } from 'react';
import { formatPoints, semesterGpa } from '../../packages/core/src/gpa/gpa';
import { GRADE_OPTIONS } from '../../packages/core/src/gpa/grades';
import type { Semester, Subject } from '../../packages/core/src/gpa/model';
import { ConfirmDialog } from '../../packages/ui/src/dialog/confirm-dialog';
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
  readOnly: boolean;
  onSelect: (semesterId: string) => void;
  onAdd: () => void;
  /** Called once the user confirmed. */
  onDelete: (semester: Semester) => void;
}

/**
 * SPEC §2: one tab per semester (name, GPA, delete with a confirm dialog) and Add Semester. Tabs
 * are toggle buttons (aria-pressed): a tablist may not hold the delete buttons.
 */
export function SemesterTabs({
  semesters,
  selectedId,
  readOnly,
  onSelect,
  onAdd,
  onDelete,
}: SemesterTabsProps) {
  const [confirming, setConfirming] = useState<Semester | null>(null);
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
                disabled={readOnly}
                onClick={() => setConfirming(semester)}
              />
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button--primary add-semester"
        part="add-semester"
        disabled={readOnly}
        onClick={onAdd}
      >
        {readOnly ? (
          'Read-Only Profile'
        ) : (
          <>
            <sl-icon library={ICON_LIBRARY} name="plus-lg" aria-hidden="true" />
            Add Semester
          </>
        )}
      </button>
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
    </div>
  );
}

export interface SemesterCardProps {
  semester: Semester;
  readOnly: boolean;
  /** The subject loaded into the form, highlighted. */
  editingSubjectId: string | null;
  onEdit: (subject: Subject) => void;
  onDelete: (subject: Subject) => void;
}

/** The selected semester: its GPA and its subject cards (grade, credits, points; edit, delete). */
export function SemesterCard({
  semester,
  readOnly,
  editingSubjectId,
  onEdit,
  onDelete,
}: SemesterCardProps) {
  const headingId = useId();
  const summary = semesterGpa(semester);
  return (
    <section className="semester-card" part="semester" aria-labelledby={headingId}>
      <div className="semester-card__header">
        <SectionHeading id={headingId}>{semester.name}</SectionHeading>
        <p className="semester-card__gpa">
          GPA <strong>{summary.gpa}</strong> · {plural(summary.credits, 'credit')}
        </p>
      </div>
      {semester.subjects.length === 0 ? (
        <p className="empty" part="empty">
          No subjects added yet
        </p>
      ) : (
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
                disabled={readOnly}
                onClick={() => onEdit(subject)}
              />
              <IconButton
                icon="trash3"
                label={`Delete ${subject.subjectName}`}
                disabled={readOnly}
                onClick={() => onDelete(subject)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
