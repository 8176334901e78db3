import { useRef, useState } from 'react';
import {
  DAMAGED_PROFILE_NOTE,
  DAMAGED_SHARED_NOTE,
  NO_REPAIR_NOTE,
  REPAIR_QUESTION,
  damagedExport,
  repairedMessage,
} from '#core/gpa/damaged-actions.ts';
import { damagedDeletionRefusal } from '#core/gpa/damaged-list.ts';
import type { DamagedProfile, Profile } from '#core/gpa/model.ts';
import {
  DEFAULT_PROFILE_MESSAGE,
  DELETE_PROFILE_ERROR_MESSAGE,
  LAST_PROFILE_MESSAGE,
  SAVE_ERROR_MESSAGE,
} from '#core/gpa/profiles.ts';
import type { GpaStore } from '#core/gpa/store.ts';
import { Modal } from '#ui/dialog/modal.tsx';
import { PartStyles } from '#ui/element/part-styles.tsx';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import type { ReactNode } from 'react';
import css from './damaged-profile.css?inline';
import { downloadJson, fileSlug } from '#ui/json-file.tsx';

export interface DamagedProfileDialogProps {
  store: GpaStore;
  /** Null once it is gone (repaired, deleted, here or elsewhere): the dialog closes. */
  damaged: DamagedProfile | null;
  /** The user's own profiles that read: SPEC's delete rules count them. */
  own: readonly Profile[];
  /** The `readonly` attribute: export only. */
  readOnly: boolean;
  showToast: ToastApi['showToast'];
  toasts: ReactNode;
  onClose: () => void;
}

const REFUSALS = [LAST_PROFILE_MESSAGE, DEFAULT_PROFILE_MESSAGE];

/**
 * A profile the reader refuses (damaged-profile.ts), opened from the drawer: what is wrong, and
 * Export (its data as it is), Repair (what it drops shown first, then saved) and Delete. A profile
 * shared with the user is its owner's to mend: export only.
 */
export function DamagedProfileDialog({
  store,
  damaged,
  own,
  readOnly,
  showToast,
  toasts,
  onClose,
}: DamagedProfileDialogProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<'problems' | 'repair' | 'delete'>('problems');
  const [busy, setBusy] = useState(false);
  if (!damaged) return null;
  const mine = !damaged.share && !readOnly;
  const deletable = mine && damagedDeletionRefusal(damaged, own) === null;

  const act = async (action: () => Promise<void>, success: string | null, failure: string) => {
    setBusy(true);
    try {
      await action();
      if (success) showToast('success', success);
      onClose();
    } catch (error) {
      console.error(error);
      const message = error instanceof Error ? error.message : '';
      showToast('error', REFUSALS.includes(message) ? message : failure);
      setStep('problems');
    } finally {
      setBusy(false);
    }
  };

  const exportData = () =>
    downloadJson(
      closeButton.current!.parentElement!,
      damagedExport(damaged, Date.now()),
      `${fileSlug(damaged.name) || 'profile'}-damaged.json`,
    );

  return (
    <Modal
      open
      title={`${damaged.name} (damaged)`}
      initialFocus={closeButton}
      onCancel={onClose}
      dismissible={!busy}
      className="dialog damaged-profile"
    >
      <PartStyles css={css} />
      <p>{damaged.share ? DAMAGED_SHARED_NOTE : DAMAGED_PROFILE_NOTE}</p>
      <div className="damaged-profile__section">
        <h3>What is wrong</h3>
        <ul className="damaged-profile__problems" part="damaged-problems">
          {damaged.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
      {mine && !damaged.repair && <p>{NO_REPAIR_NOTE}</p>}
      {step === 'repair' && damaged.repair && (
        <div role="group" aria-label="Repair" className="damaged-profile__repair">
          <p>{REPAIR_QUESTION}</p>
          <ul part="damaged-changes">
            {damaged.repair.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </div>
      )}
      {step === 'delete' && <p role="alert">Delete {damaged.name}? This cannot be undone.</p>}
      <div className="dialog__actions">
        <button ref={closeButton} type="button" className="button" onClick={onClose}>
          Close
        </button>
        <button type="button" className="button" onClick={exportData}>
          Export
        </button>
        {step === 'problems' && mine && damaged.repair && (
          <button type="button" className="button" onClick={() => setStep('repair')}>
            Repair
          </button>
        )}
        {step === 'problems' && deletable && (
          <button type="button" className="button" onClick={() => setStep('delete')}>
            Delete
          </button>
        )}
        {step === 'repair' && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              void act(
                () => store.repairProfile(damaged.id),
                repairedMessage(damaged.repair?.profile.name ?? damaged.name),
                SAVE_ERROR_MESSAGE,
              )
            }
          >
            Save repaired profile
          </button>
        )}
        {step === 'delete' && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              void act(() => store.deleteProfile(damaged.id), null, DELETE_PROFILE_ERROR_MESSAGE)
            }
          >
            Delete
          </button>
        )}
      </div>
      {toasts}
    </Modal>
  );
}
