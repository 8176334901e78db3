import type { Semester } from '#core/gpa/model.ts';
import { ConfirmDialog } from '#ui/dialog/confirm-dialog.tsx';
import { TextInputDialog } from '#ui/dialog/text-input-dialog.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { semesterTexts } from './semester-texts';
import { useSemesterName } from './use-semester-name';

// Deleting and renaming a semester ask first, in dialogs loaded the first time they are needed
// (semester-tabs.tsx): no first screen shows them.

interface SemesterDialogProps {
  semester: Semester;
  /** Closes the dialog: Cancel or Escape. */
  onClose: () => void;
}

/** 'Delete Semester 1 and its 4 subjects?', then `onDelete` once confirmed. */
export function DeleteSemesterDialog({
  semester,
  onClose,
  onDelete,
}: SemesterDialogProps & { onDelete: (semester: Semester) => void }) {
  const texts = useTexts(semesterTexts);
  const digits = useDigits();
  const name = useSemesterName()(semester.name);
  return (
    <ConfirmDialog
      open
      title={texts.deleteSem}
      message={texts.deleteAsk(name, digits(texts.subjects(semester.subjects.length)))}
      confirmLabel={texts.delete}
      cancelLabel={texts.cancel}
      onConfirm={() => {
        onClose();
        onDelete(semester);
      }}
      onCancel={onClose}
    />
  );
}

/**
 * The semester's name to change, then `onRename` with what was typed: the name as shown, left as
 * it was, is the stored one (the product's 'Semester 2' shown in another language stays stored in
 * English).
 */
export function RenameSemesterDialog({
  semester,
  onClose,
  onRename,
}: SemesterDialogProps & { onRename: (semester: Semester, name: string) => void }) {
  const texts = useTexts(semesterTexts);
  const shown = useSemesterName()(semester.name);
  return (
    <TextInputDialog
      open
      title={texts.renameSem}
      label={texts.semesterName}
      initialValue={shown}
      confirmLabel={texts.rename}
      cancelLabel={texts.cancel}
      onConfirm={(name: string) => {
        onClose();
        onRename(semester, name === shown ? semester.name : name);
      }}
      onCancel={onClose}
    />
  );
}
