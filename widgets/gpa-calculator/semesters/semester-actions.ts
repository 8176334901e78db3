import type { LimitTexts } from '#core/gpa/limit-texts.ts';
import { limitTexts } from '#core/gpa/limit-texts.ts';
import { addSemesterRefusal } from '#core/gpa/limits.ts';
import type { ProfileEdit, Semester } from '#core/gpa/model.ts';
import {
  newSemesterId,
  nextSemesterName,
  semesterAfterAdd,
  semesterAfterDelete,
  semesterRename,
  systemIds,
} from '#core/gpa/profiles.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';

interface SemesterActionsInput {
  semesters: readonly Semester[];
  /** The semester shown, if any. */
  semester: Semester | null;
  /** Saves one edit; false when the store refused it (the student has been told). */
  save: (edit: ProfileEdit) => Promise<boolean>;
  showToast: ToastApi['showToast'];
  showSemester: (semesterId: string | null) => void;
  /** Tells the subject editor that a semester went (it stops editing a subject of it). */
  semesterDeleted: (semesterId: string) => void;
  /** The element's `useTexts(limitTexts)`: plain functions cannot ask for its language. */
  limits?: LimitTexts;
}

/**
 * The semester tabs' Add, Delete and Rename: each checked, saved, and the right semester shown.
 * Plain functions over the calculator's state, made anew each render (no hooks inside).
 */
export function semesterActions({
  semesters,
  semester,
  save,
  showToast,
  showSemester,
  semesterDeleted,
  limits = limitTexts.en,
}: SemesterActionsInput) {
  const addSemester = async () => {
    const refusal = addSemesterRefusal(semesters, limits);
    if (refusal) {
      showToast('warning', refusal);
      return;
    }
    const added = { id: newSemesterId(systemIds), name: nextSemesterName(semesters), subjects: [] };
    if (await save({ type: 'addSemester', semester: added })) {
      showSemester(semesterAfterAdd([...semesters, added], added.id));
    }
  };

  const deleteSemester = async (deleted: { id: string }) => {
    const remaining = semesters.filter(({ id }) => id !== deleted.id);
    if (await save({ type: 'deleteSemester', semesterId: deleted.id })) {
      showSemester(semesterAfterDelete(remaining, deleted.id, semester?.id ?? null));
      semesterDeleted(deleted.id);
    }
  };

  const renameSemester = async (renamed: Semester, text: string) => {
    const result = semesterRename(renamed, text, limits);
    if (!result.ok) showToast('warning', result.message);
    else if (result.edit) await save(result.edit);
  };

  return { addSemester, deleteSemester, renameSemester };
}
