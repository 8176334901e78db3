import pencilIcon from 'shoelace-icons/pencil.svg?raw';
import plusIcon from 'shoelace-icons/plus-lg.svg?raw';
import trashIcon from 'shoelace-icons/trash3.svg?raw';
import type { ReactNode } from 'react';
import { memo, useId, useState } from 'react';
import { enteredSummary } from '#core/gpa/entered-sgpa.ts';
import { formatPoints } from '#core/gpa/gpa.ts';
import type { Semester, Subject } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { gradeOf } from '#core/gpa/scales/profile-scale.ts';
import type { ShownSemester } from '#core/gpa/gpa-detail.ts';
import type { AttemptView } from '#core/gpa/scales/scale-view.ts';
import { attemptNotes } from '#core/gpa/scales/scale-view.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import { SectionHeading } from '#ui/element/widget-base.tsx';
import { Icon, IconButton } from '#ui/icon.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { DeleteSemesterDialog, RenameSemesterDialog, prefetchDialogs } from './semester-dialogs';
import { semesterTexts } from './semester-texts';
import { steadyMemo } from './steady-memo';
import { useSemesterName } from './use-semester-name';

export { plural } from './semester-texts';

/** The code of the grade a subject holds on its profile's scale: 'A+', 'RA'. */
export const gradeCode = (scale: GradeScale, subject: Subject) =>
  gradeOf(scale, subject)?.code ?? String(subject.grade);

export function AttemptBadges({ view }: { view: AttemptView | undefined }) {
  const texts = useTexts(viewTexts);
  const digits = useDigits();
  const notes = attemptNotes(view, texts);
  if (notes.length === 0) return null;
  // The space keeps the notes apart from a name in the text a screen reader or a copy reads.
  return (
    <>
      {' '}
      <span className="attempt-badges">
        {notes.map(({ text, kind }) => (
          <span key={kind} className={`badge attempt-badge attempt-badge--${kind}`}>
            {digits(text)}
          </span>
        ))}
      </span>
    </>
  );
}

export interface SemesterTabsProps {
  semesters: readonly Semester[];
  /** Each semester's figures as shown, by the profile's scale. */
  gpas: ReadonlyMap<string, ShownSemester>;
  selectedId: string | null;
  onSelect: (semesterId: string) => void;
  onAdd: () => void;
  /** Called once the user confirmed. */
  onDelete: (semester: Semester) => void;
  /** Called with the new name, trimmed and never empty. */
  onRename: (semester: Semester, name: string) => void;
  /** Tells the visitor when a dialog could not be loaded. */
  showToast: ToastApi['showToast'];
}

/**
 * One semester's tab: rendered again only when its semester or GPA changes, so an edit of one
 * semester renders one tab (SemesterTabs passes steady handlers).
 */
const SemesterTab = memo(function SemesterTab({
  semester,
  gpa,
  selected,
  onSelect,
  onDelete,
}: {
  semester: Semester;
  gpa: string | undefined;
  selected: boolean;
  onSelect: (semesterId: string) => void;
  onDelete: (semester: Semester) => void;
}) {
  const texts = useTexts(semesterTexts);
  const digits = useDigits();
  const name = useSemesterName()(semester.name);
  return (
    <li className="semester-tab">
      <button
        type="button"
        className="semester-tab__select"
        part="semester-tab"
        aria-pressed={selected}
        onClick={() => onSelect(semester.id)}
      >
        <span className="semester-tab__name">{name}</span>
        <span className="visually-hidden">, GPA </span>
        <span className="semester-tab__gpa">{gpa && digits(gpa)}</span>
      </button>
      <IconButton
        icon={trashIcon}
        label={texts.deleteNamed(name)}
        className="icon-button"
        onClick={() => onDelete(semester)}
      />
    </li>
  );
});

/** One semester in the phone's semester select; rendered again only when it changes. */
const SemesterOption = memo(function SemesterOption({
  semester,
  gpa,
}: {
  semester: Semester;
  gpa: string | undefined;
}) {
  const digits = useDigits();
  const name = useSemesterName();
  return (
    <option value={semester.id}>
      {name(semester.name)} · {gpa && digits(gpa)}
    </option>
  );
});

/**
 * SPEC §2: one tab per semester (name, GPA, delete with a confirm dialog) and Add Semester, for
 * editing. Tabs are toggle buttons (aria-pressed): a tablist may not hold the delete buttons. In a
 * narrow widget (a phone) the tabs give way to a select of the semesters (name and GPA) with the
 * selected one's Rename and Delete beside it, so eight semesters take one row, not a wall of tabs.
 */
function SemesterTabsView({
  semesters,
  gpas,
  selectedId,
  onSelect,
  onAdd,
  onDelete,
  onRename,
  showToast,
}: SemesterTabsProps) {
  const texts = useTexts(semesterTexts);
  const semesterLabel = useTexts(viewTexts).semester;
  const name = useSemesterName();
  const pickerId = useId();
  const [confirming, setConfirming] = useState<Semester | null>(null);
  const [renaming, setRenaming] = useState<Semester | null>(null);
  const selected = semesters.find((semester) => semester.id === selectedId) ?? null;
  return (
    <div
      className="semester-tabs"
      part="semester-tabs"
      role="group"
      aria-label={texts.semesters}
      onPointerEnter={prefetchDialogs}
      onFocus={prefetchDialogs}
    >
      {semesters.length === 0 ? (
        <p className="empty" part="empty">
          {texts.noSemesters}
        </p>
      ) : (
        <ul className="semester-tabs__list">
          {semesters.map((semester) => (
            <SemesterTab
              key={semester.id}
              semester={semester}
              gpa={gpas.get(semester.id)?.gpa}
              selected={semester.id === selectedId}
              onSelect={onSelect}
              onDelete={setConfirming}
            />
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
          <Icon svg={plusIcon} />
          {texts.addSemester}
        </button>
        {selected && (
          <div className="semester-picker" part="semester-picker">
            <label htmlFor={pickerId} className="visually-hidden">
              {semesterLabel}
            </label>
            <select
              id={pickerId}
              className="select semester-picker__select"
              value={selected.id}
              onChange={(event) => onSelect(event.target.value)}
            >
              {semesters.map((semester) => (
                <SemesterOption
                  key={semester.id}
                  semester={semester}
                  gpa={gpas.get(semester.id)?.gpa}
                />
              ))}
            </select>
            <button
              type="button"
              className="button semester-picker__rename"
              part="rename-semester"
              aria-label={texts.renameNamed(name(selected.name))}
              onClick={() => setRenaming(selected)}
            >
              <Icon svg={pencilIcon} />
              <span className="semester-picker__rename-text">{texts.rename}</span>
            </button>
            <IconButton
              icon={trashIcon}
              label={texts.deleteNamed(name(selected.name))}
              className="icon-button semester-picker__delete"
              onClick={() => setConfirming(selected)}
            />
          </div>
        )}
      </div>
      {confirming && (
        <DeleteSemesterDialog
          semester={confirming}
          onClose={() => setConfirming(null)}
          onDelete={onDelete}
          showToast={showToast}
        />
      )}
      {renaming && (
        <RenameSemesterDialog
          semester={renaming}
          onClose={() => setRenaming(null)}
          onRename={onRename}
          showToast={showToast}
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
  shown: { gpa, credits },
  part,
  children,
  quickActions,
}: {
  semester: Semester;
  shown: ShownSemester;
  part: string;
  children: ReactNode;
  /** Edit controls for entering the semester as its SGPA and credits; none to read. */
  quickActions?: ReactNode;
}) {
  const texts = useTexts(semesterTexts);
  const view = useTexts(viewTexts);
  const digits = useDigits();
  const name = useSemesterName();
  const headingId = useId();
  return (
    <section className="semester-card" part={part} aria-labelledby={headingId}>
      <div className="semester-card__header">
        <SectionHeading id={headingId}>{name(semester.name)}</SectionHeading>
        <p className="semester-card__gpa">
          GPA <strong>{digits(gpa)}</strong> · {digits(texts.credits(credits))}
        </p>
      </div>
      {semester.entered ? (
        <p className="semester-card__entered" part="entered">
          {digits(enteredSummary(semester.entered, view))}
        </p>
      ) : semester.subjects.length === 0 ? (
        <p className="empty" part="empty">
          {texts.noSubjects}
        </p>
      ) : (
        children
      )}
      {quickActions}
    </section>
  );
}

export interface SemesterCardProps {
  semester: Semester;
  shown: ShownSemester;
  scale: GradeScale;
  /** Each subject's place among its attempts, by subject id. */
  attempts: ReadonlyMap<string, AttemptView>;
  /** The subject loaded into the form, highlighted. */
  editingSubjectId: string | null;
  onEdit: (subject: Subject) => void;
  onDelete: (subject: Subject) => void;
  /** Records a later attempt of a failed subject. */
  onRetake: (subject: Subject) => void;
  /** Opens the form for the semester's SGPA and credits (a quick semester). */
  onEnterSgpa: () => void;
  /** Makes a quick semester a semester of subjects again. */
  onClearSgpa: () => void;
}

/** Enter a semester without subjects as its SGPA, change it, or go back to subjects. */
function QuickActions({
  semester,
  onEnterSgpa,
  onClearSgpa,
}: Pick<SemesterCardProps, 'semester' | 'onEnterSgpa' | 'onClearSgpa'>) {
  const texts = useTexts(semesterTexts);
  if (!semester.entered && semester.subjects.length > 0) return null;
  return (
    <p className="semester-card__quick">
      <button type="button" className="button" onClick={onEnterSgpa}>
        {semester.entered ? texts.changeSgpa : texts.enterSgpa}
      </button>
      {semester.entered && (
        <button type="button" className="button" onClick={onClearSgpa}>
          {texts.enterSubjs}
        </button>
      )}
    </p>
  );
}

/**
 * One subject's card: rendered again only when the subject, its attempt notes or its being
 * edited change, so Add Subject renders the new card alone (SemesterCard passes steady handlers).
 */
const SubjectCard = memo(function SubjectCard({
  subject,
  scale,
  view,
  editing,
  onEdit,
  onDelete,
  onRetake,
}: Pick<SemesterCardProps, 'scale' | 'onEdit' | 'onDelete' | 'onRetake'> & {
  subject: Subject;
  view: AttemptView | undefined;
  editing: boolean;
}) {
  const texts = useTexts(semesterTexts);
  const digits = useDigits();
  const classes = [
    'subject-card',
    editing && 'subject-card--editing',
    view?.counted === false && 'subject-card--not-counted',
  ];
  return (
    <li className={classes.filter(Boolean).join(' ')} part="subject">
      <div className="subject-card__text">
        <span className="subject-card__name">{subject.subjectName}</span>
        <span className="subject-card__facts">
          {texts.facts(
            gradeCode(scale, subject),
            digits(texts.credits(subject.credit)),
            digits(formatPoints(subject)),
          )}
        </span>
        <AttemptBadges view={view} />
        {view?.canRetake && (
          <button
            type="button"
            className="button subject-card__retake"
            onClick={() => onRetake(subject)}
          >
            {texts.laterTry}
          </button>
        )}
      </div>
      <IconButton
        icon={pencilIcon}
        label={texts.editNamed(subject.subjectName)}
        className="icon-button"
        onClick={() => onEdit(subject)}
      />
      <IconButton
        icon={trashIcon}
        label={texts.deleteNamed(subject.subjectName)}
        className="icon-button"
        onClick={() => onDelete(subject)}
      />
    </li>
  );
});

/**
 * The selected semester: its GPA and its subject cards (grade, credits, points, backlog and
 * attempt notes; edit, delete, and a later attempt for a backlog).
 */
function SemesterCardView({
  semester,
  shown,
  scale,
  attempts,
  editingSubjectId,
  onEdit,
  onDelete,
  onRetake,
  onEnterSgpa,
  onClearSgpa,
}: SemesterCardProps) {
  return (
    <SemesterSection
      semester={semester}
      shown={shown}
      part="semester"
      quickActions={
        <QuickActions semester={semester} onEnterSgpa={onEnterSgpa} onClearSgpa={onClearSgpa} />
      }
    >
      <ul className="subject-list">
        {semester.subjects.map((subject) => (
          <SubjectCard
            key={subject.id}
            subject={subject}
            scale={scale}
            view={attempts.get(subject.id)}
            editing={subject.id === editingSubjectId}
            onEdit={onEdit}
            onDelete={onDelete}
            onRetake={onRetake}
          />
        ))}
      </ul>
    </SemesterSection>
  );
}

/** Rendered again only when the semesters or their figures change (steady-memo.ts). */
export const SemesterTabs = steadyMemo(SemesterTabsView);

/** Rendered again only when the semester, its figures or the subject being edited change. */
export const SemesterCard = steadyMemo(SemesterCardView);
