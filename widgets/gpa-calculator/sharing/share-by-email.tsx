import type { SubmitEvent, RefObject } from 'react';
import { useState } from 'react';
import type { Profile, ShareEntry, SharePermission } from '#core/gpa/model.ts';
import { DEFAULT_PERMISSION, shareRefusal } from '#core/gpa/sharing.ts';
import { sharingTexts } from '#core/gpa/sharing-texts.ts';
import { saidIn } from '#core/gpa/store-texts.ts';
import type { GpaSharing } from '#core/gpa/store.ts';
import { useTexts } from '#ui/language/language.ts';
import { drawerTexts } from '../profiles/drawer-texts';
import { SelectField } from '../select-field';
import { shareDialogTexts } from './share-dialog-texts';
import type { RunSharingCall, SharingCall } from './use-sharing-call';

const PERMISSIONS = ['read', 'edit'] as const;

export interface ShareByEmailProps {
  /** The dialog's id, which the field ids extend. */
  id: string;
  profile: Profile;
  /** The profile's active shares, which the e-mail must not repeat. */
  shares: readonly ShareEntry[];
  sharing: GpaSharing;
  busy: SharingCall | null;
  run: RunSharingCall;
  /** The e-mail field, which the dialog focuses. */
  emailInput: RefObject<HTMLInputElement | null>;
  onClose: () => void;
}

/** SPEC §2 "Share dialog": the form that shares the profile with a user by e-mail. */
export function ShareByEmail({
  id,
  profile,
  shares,
  sharing,
  busy,
  run,
  emailInput,
  onClose,
}: ShareByEmailProps) {
  const [email, setEmail] = useState('');
  const [permission, setPermission] = useState<SharePermission>(DEFAULT_PERMISSION);
  const [refusal, setRefusal] = useState<string | null>(null);
  const texts = useTexts(shareDialogTexts);
  const shareTexts = useTexts(sharingTexts);
  const { cancel } = useTexts(drawerTexts);

  const share = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    const refused = shareRefusal(email, shares);
    setRefusal(refused);
    if (refused) {
      emailInput.current!.focus();
      return;
    }
    const target = email.trim();
    const shared = await run(
      'share',
      () => sharing.share(profile.id, target, permission),
      texts.sharedWith(target),
      shareTexts.shareFailed,
    );
    if (shared) setEmail('');
  };

  const disabled = busy !== null;
  const refusalId = `${id}-refusal`;

  return (
    <form className="share-dialog__form" noValidate onSubmit={(event) => void share(event)}>
      <div className="field">
        <label htmlFor={`${id}-email`}>{texts.userEmail}</label>
        <input
          ref={emailInput}
          id={`${id}-email`}
          className="input"
          type="email"
          autoComplete="email"
          // An address, typed or for example: data, in any language.
          translate="no"
          placeholder={texts.emailExample}
          value={email}
          disabled={disabled}
          aria-invalid={refusal !== null}
          aria-describedby={refusal === null ? undefined : refusalId}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setRefusal(null);
          }}
        />
        {refusal !== null && (
          <p id={refusalId} className="share-dialog__refusal" role="alert">
            {saidIn(refusal, sharingTexts, shareTexts) ?? refusal}
          </p>
        )}
      </div>
      <SelectField
        id={`${id}-permission`}
        label={texts.permission}
        value={permission}
        options={PERMISSIONS.map((value) => ({ value, label: shareTexts.permission(value) }))}
        disabled={disabled}
        onChange={setPermission}
      />
      <div className="dialog__actions">
        <button type="button" className="button" disabled={disabled} onClick={onClose}>
          {cancel}
        </button>
        <button type="submit" className="button button--primary" disabled={disabled}>
          {busy === 'share' ? texts.sharing : texts.shareProfile}
        </button>
      </div>
    </form>
  );
}
