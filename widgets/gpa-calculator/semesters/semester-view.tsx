import pencilIcon from 'shoelace-icons/pencil.svg?raw';
import trashIcon from 'shoelace-icons/trash3.svg?raw';
import type { ReactNode } from 'react';
import { memo, useId } from 'react';
import { enteredSummary } from '#core/gpa/entered-sgpa.ts';
import { formatPoints } from '#core/gpa/gpa.ts';
import type { Semester, Subject } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { DEFAULT_SCALE, gradeOf } from '#core/gpa/scales/profile-scale.ts';
import type { ShownSemester } from '#core/gpa/gpa-detail.ts';
import type { AttemptView } from '#core/gpa/scales/scale-view.ts';
import { attemptNotes } from '#core/gpa/scales/scale-view.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import { SectionHeading } from '#ui/element/widget-base.tsx';
import { IconButton } from '#ui/icon.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { semesterTexts } from './semester-texts';
import { steadyMemo } from './steady-memo';
import { semesterTranslate, useSemesterName } from './use-semester-name';

export { plural } from './semester-texts';
export { SemesterTabs } from './semester-tabs';
export type { SemesterTabsProps } from './semester-tabs';

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
        {notes.map(({ text, kind, data }) => (
          <span key={kind} className={`badge attempt-badge attempt-badge--${kind}`}>
            <DataText text={text} data={data} digits={digits} />
          </span>
        ))}
      </span>
    </>
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
        <SectionHeading id={headingId}>
          <span translate={semesterTranslate(semester.name)}>{name(semester.name)}</span>
        </SectionHeading>
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
  const code = gradeCode(scale, subject);
  const classes = [
    'subject-card',
    editing && 'subject-card--editing',
    view?.counted === false && 'subject-card--not-counted',
  ];
  return (
    <li className={classes.filter(Boolean).join(' ')} part="subject">
      <div className="subject-card__text">
        <span className="subject-card__name" translate="no">
          {subject.subjectName}
        </span>
        <span className="subject-card__facts">
          {/* A university's grade codes are its data; SPEC's are letters every language keeps. */}
          <DataText
            text={texts.facts(code, texts.credits(subject.credit), formatPoints(subject))}
            data={scale === DEFAULT_SCALE ? [] : [code]}
            digits={digits}
          />
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

/** Rendered again only when the semester, its figures or the subject being edited change. */
export const SemesterCard = steadyMemo(SemesterCardView);
