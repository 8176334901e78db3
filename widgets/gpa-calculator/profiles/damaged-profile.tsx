import { useRef, useState } from 'react';
import { damagedExport } from '#core/gpa/damaged-actions.ts';
import { damagedDeletionRefusal } from '#core/gpa/damaged-list.ts';
import type { DamagedProfile, Profile } from '#core/gpa/model.ts';
import type { DamagedNote } from '#core/gpa/model.ts';
import { noteData, salvageTexts, sayNote } from '#core/gpa/salvage-texts.ts';
import { failureText, storeTexts } from '#core/gpa/store-texts.ts';
import type { GpaStore } from '#core/gpa/store.ts';
import { Modal } from '#ui/dialog/modal.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { PartStyles } from '#ui/element/part-styles.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { uiTexts } from '#ui/language/ui-texts.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import type { ReactNode } from 'react';
import css from './damaged-profile.css?inline';
import { damagedTexts } from './damaged-texts';
import { drawerTexts } from './drawer-texts';
import { namedDamaged } from './damaged-item';
import { ProfileName, useProfileNames } from './profile-name';
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
  const texts = useTexts(damagedTexts);
  const messages = useTexts(storeTexts);
  const { close } = useTexts(uiTexts);
  const { delete: deleteLabel } = useTexts(drawerTexts);
  const salvage = useTexts(salvageTexts);
  const digits = useDigits();
  const named = useProfileNames();
  if (!damaged) return null;
  // What is wrong, each note's stored values as data.
  const notes = (list: readonly DamagedNote[]) =>
    list.map((note) => ({ text: sayNote(note, salvage, digits), data: noteData(note) }));
  const profile = namedDamaged(damaged);
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
      showToast('error', failureText(error, ['lastProfile', 'defaultOne'], failure, messages));
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
      title={<ProfileName profile={profile} say={texts.title} />}
      initialFocus={closeButton}
      onCancel={onClose}
      dismissible={!busy}
      className="dialog damaged-profile"
    >
      <PartStyles css={css} />
      <p>{damaged.share ? texts.sharedNote : texts.note}</p>
      <div className="damaged-profile__section">
        <h3>{texts.wrong}</h3>
        <ul className="damaged-profile__problems" part="damaged-problems">
          {notes(damaged.problems).map(({ text, data }) => (
            <li key={text}>
              <DataText text={text} data={data} />
            </li>
          ))}
        </ul>
      </div>
      {mine && !damaged.repair && <p>{texts.noRepair}</p>}
      {step === 'repair' && damaged.repair && (
        <div role="group" aria-label={texts.repair} className="damaged-profile__repair">
          <p>{texts.repairAsk}</p>
          <ul part="damaged-changes">
            {notes(damaged.repair.changes).map(({ text, data }) => (
              <li key={text}>
                <DataText text={text} data={data} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {step === 'delete' && (
        <p role="alert">
          <ProfileName profile={profile} say={texts.deleteAsk} />
        </p>
      )}
      <div className="dialog__actions">
        <button ref={closeButton} type="button" className="button" onClick={onClose}>
          {close}
        </button>
        <button type="button" className="button" onClick={exportData}>
          {texts.export}
        </button>
        {step === 'problems' && mine && damaged.repair && (
          <button type="button" className="button" onClick={() => setStep('repair')}>
            {texts.repair}
          </button>
        )}
        {step === 'problems' && deletable && (
          <button type="button" className="button" onClick={() => setStep('delete')}>
            {deleteLabel}
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
                texts.repaired(named(damaged.repair?.profile ?? profile).text),
                messages.saveError,
              )
            }
          >
            {texts.saveRepair}
          </button>
        )}
        {step === 'delete' && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              void act(() => store.deleteProfile(damaged.id), null, messages.deleteError)
            }
          >
            {deleteLabel}
          </button>
        )}
      </div>
      {toasts}
    </Modal>
  );
}
