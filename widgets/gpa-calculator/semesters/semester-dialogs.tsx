import type { Semester } from '#core/gpa/model.ts';
import { networkTexts } from '#core/network-messages.ts';
import { OnDemand, closeUnreached, prefetch } from '#ui/element/on-demand.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { semesterTexts } from './semester-texts';
import { useSemesterName } from './use-semester-name';

// Deleting and renaming a semester ask first, in dialogs that load the first time they are needed,
// prefetched as a pointer or focus comes onto the semesters' controls: no first screen shows them.
const loadConfirmDialog = () =>
  import('#ui/dialog/confirm-dialog.tsx').then((module) => module.ConfirmDialog);
const loadTextInputDialog = () =>
  import('#ui/dialog/text-input-dialog.tsx').then((module) => module.TextInputDialog);
export const prefetchDialogs = () => {
  prefetch(loadConfirmDialog);
  prefetch(loadTextInputDialog);
};

interface SemesterDialogProps {
  semester: Semester;
  /** Closes the dialog: Cancel, Escape, or the dialog could not be loaded. */
  onClose: () => void;
  /** Tells the visitor when the dialog could not be loaded. */
  showToast: ToastApi['showToast'];
}

/** 'Delete Semester 1 and its 4 subjects?', then `onDelete` once confirmed. */
export function DeleteSemesterDialog({
  semester,
  onClose,
  onDelete,
  showToast,
}: SemesterDialogProps & { onDelete: (semester: Semester) => void }) {
  const texts = useTexts(semesterTexts);
  const digits = useDigits();
  const name = useSemesterName()(semester.name);
  const { unreachable } = useTexts(networkTexts);
  return (
    <OnDemand
      load={loadConfirmDialog}
      props={{
        open: true,
        title: texts.deleteSem,
        message: texts.deleteAsk(name, digits(texts.subjects(semester.subjects.length))),
        confirmLabel: texts.delete,
        cancelLabel: texts.cancel,
        onConfirm: () => {
          onClose();
          onDelete(semester);
        },
        onCancel: onClose,
      }}
      onFailure={closeUnreached(showToast, onClose, unreachable)}
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
  showToast,
}: SemesterDialogProps & { onRename: (semester: Semester, name: string) => void }) {
  const texts = useTexts(semesterTexts);
  const shown = useSemesterName()(semester.name);
  const { unreachable } = useTexts(networkTexts);
  return (
    <OnDemand
      load={loadTextInputDialog}
      props={{
        open: true,
        title: texts.renameSem,
        label: texts.semesterName,
        initialValue: shown,
        confirmLabel: texts.rename,
        cancelLabel: texts.cancel,
        onConfirm: (name: string) => {
          onClose();
          onRename(semester, name === shown ? semester.name : name);
        },
        onCancel: onClose,
      }}
      onFailure={closeUnreached(showToast, onClose, unreachable)}
    />
  );
}
