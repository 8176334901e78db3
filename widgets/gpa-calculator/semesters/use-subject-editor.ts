import { useRef, useState } from 'react';
import { limitTexts } from '#core/gpa/limit-texts.ts';
import { addSubjectRefusal } from '#core/gpa/limits.ts';
import type { ProfileEdit, Semester, Subject } from '#core/gpa/model.ts';
import { newSubjectId, parseSubjectForm, systemIds } from '#core/gpa/profiles.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { gradeOf } from '#core/gpa/scales/profile-scale.ts';
import { subjectFormTexts } from '#core/gpa/subject-form-texts.ts';
import { afterNextPaint, yieldToPaint } from '#ui/after-paint.ts';
import { useDigits, useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { semesterTexts } from './semester-texts';
import { EMPTY_SUBJECT_FIELDS, fieldsStore } from './subject-fields';

/** Only the link to an earlier attempt, which the form does not show. */
const withRetake = ({ retakeOf }: Subject) => (retakeOf === undefined ? {} : { retakeOf });

/** The subject loaded into the form, by the semester it belongs to. */
interface EditTarget {
  semesterId: string;
  subjectId: string;
}

export interface SubjectEditorOptions {
  /** The shown semester, which new subjects go into; null when there is none. */
  semester: Semester | null;
  /** All the shown profile's semesters, for the subject limit and the edited subject. */
  semesters: readonly Semester[];
  /** The profile's scale, whose grade codes the form's grade field holds. */
  scale: GradeScale;
  /** Saves one edit of the shown profile; false (the user told) when the store refused it. */
  save: (edit: ProfileEdit) => Promise<boolean>;
  showToast: ToastApi['showToast'];
}

/**
 * The subject form (SPEC §5): its fields, the subject loaded into it for editing, and adding,
 * updating and deleting subjects of the shown semester.
 */
export function useSubjectEditor({
  semester,
  semesters,
  scale,
  save,
  showToast,
}: SubjectEditorOptions) {
  const [fields] = useState(fieldsStore);
  const [editTarget, setEditTarget] = useState<EditTarget | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const limits = useTexts(limitTexts);
  const formTexts = useTexts(subjectFormTexts);
  const texts = useTexts(semesterTexts);
  const digits = useDigits();

  // The edited subject may have gone meanwhile (deleted in another element or tab).
  const edited =
    editTarget &&
    semesters
      .find(({ id }) => id === editTarget.semesterId)
      ?.subjects.find((subject) => subject.id === editTarget.subjectId);
  const editing = Boolean(edited);

  const reset = () => {
    fields.set(EMPTY_SUBJECT_FIELDS);
    setEditTarget(null);
  };

  const submit = async () => {
    // SPEC §5: nothing is added without a selected semester.
    if (!semester) return;
    const typed = fields.get();
    const parsed = parseSubjectForm(typed, scale, formTexts, limits);
    if (!parsed.ok) {
      showToast('warning', digits(parsed.message));
      return;
    }
    const refusal = editing ? null : addSubjectRefusal(semesters, limits);
    if (refusal) {
      showToast('warning', digits(refusal));
      return;
    }
    const edit: ProfileEdit = editing
      ? {
          type: 'updateSubject',
          semesterId: editTarget!.semesterId,
          // An update keeps the subject's place among its attempts.
          subject: { id: editTarget!.subjectId, ...parsed.value, ...withRetake(edited!) },
        }
      : {
          type: 'addSubject',
          semesterId: semester.id,
          subject: { id: newSubjectId(systemIds), ...parsed.value },
        };
    // The tap is answered at once: the form clears in the next paint, and the subject is saved in a
    // task after it (the save and the screen that shows it are most of the work on a big profile).
    // The name field takes the focus for the next one once the subject is painted (a focus lays the
    // page out at once, which would hold up that paint). A refused save puts back what was typed,
    // unless the student has started on another subject meanwhile.
    reset();
    await yieldToPaint();
    const saved = save(edit);
    afterNextPaint(() => nameInput.current?.focus());
    if (!(await saved)) {
      if (fields.get() === EMPTY_SUBJECT_FIELDS) fields.set(typed);
      setEditTarget((shown) => shown ?? editTarget);
    }
  };

  const edit = (subject: Subject) => {
    setEditTarget({ semesterId: semester!.id, subjectId: subject.id });
    fields.set({
      subjectName: subject.subjectName,
      grade: gradeOf(scale, subject)?.code ?? '',
      credit: String(subject.credit),
    });
    nameInput.current?.focus();
  };

  const remove = async (subject: Subject) => {
    const semesterId = semester!.id;
    const index = semester!.subjects.indexOf(subject);
    if (await save({ type: 'deleteSubject', semesterId, subjectId: subject.id })) {
      if (editTarget?.subjectId === subject.id) reset();
      // One tap deletes, so the toast offers it back, at its place (this save keeps the profile).
      showToast('info', texts.subjectGone(subject.subjectName), {
        label: texts.undo,
        onAction: () => void save({ type: 'restoreSubject', semesterId, subject, index }),
      });
    }
  };

  /** The semester `semesterId` was deleted: a subject of it being edited is no longer. */
  const semesterDeleted = (semesterId: string) => {
    if (editTarget?.semesterId === semesterId) reset();
  };

  return {
    fields,
    editing,
    editingSubjectId: editing ? editTarget!.subjectId : null,
    nameInput,
    reset,
    submit,
    edit,
    remove,
    semesterDeleted,
  };
}
