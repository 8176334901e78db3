import type { ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Profile, PublicLink, ShareEntry } from '#core/gpa/model.ts';
import { SHARE_DIALOG_CLEAR_MS } from '#core/gpa/sharing.ts';
import type { GpaSharing } from '#core/gpa/store.ts';
import { Modal } from '#ui/dialog/modal.tsx';
import { PartStyles } from '#ui/element/part-styles.tsx';
import { useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { ProfileName } from '../profiles/profile-name';
import { CurrentShares } from './current-shares';
import { PublicLinks } from './public-links';
import { ShareByEmail } from './share-by-email';
import { shareDialogTexts } from './share-dialog-texts';
import css from './share-dialog.css?inline';
import { useSharingCall } from './use-sharing-call';

export interface ShareDialogProps {
  sharing: GpaSharing;
  /** The own profile to share; null closes the dialog. */
  profile: Profile | null;
  /** All the user's shares and links; the dialog lists those of its profile. */
  outgoingShares: readonly ShareEntry[];
  publicLinks: readonly PublicLink[];
  showToast: ToastApi['showToast'];
  /** The toasts, shown inside the dialog while it is open (everything behind it is inert). */
  toasts: ReactNode;
  onClose: () => void;
}

/**
 * SPEC §2 "Share dialog": sharing by e-mail, the profile's current shares, and its public links.
 * After closing it keeps showing its profile for 300 ms (SPEC §9), so that the closing fade shows
 * the dialog as it was; its fields start afresh with the next profile.
 */
export function ShareDialog(props: ShareDialogProps) {
  const { profile } = props;
  const [shown, setShown] = useState(profile);
  if (profile !== null && profile !== shown) setShown(profile);
  const open = profile !== null;
  useEffect(() => {
    if (open || shown === null) return;
    const timer = setTimeout(() => setShown(null), SHARE_DIALOG_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [open, shown]);
  return shown && <ShareDialogBody key={shown.id} {...props} profile={shown} open={open} />;
}

/** Where the subtitle's text has the profile's name. */
const NAME = '\u0000';

/** The three parts in one modal, sharing one call at a time and the focus of the e-mail field. */
function ShareDialogBody({
  sharing,
  profile,
  open,
  outgoingShares,
  publicLinks,
  showToast,
  toasts,
  onClose,
}: ShareDialogProps & { profile: Profile; open: boolean }) {
  const id = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const { busy, run } = useSharingCall(showToast);
  const texts = useTexts(shareDialogTexts);
  // The subtitle around the profile's name, which shows in bold.
  const [before, after] = texts.shareWith(NAME).split(NAME);
  const shares = outgoingShares.filter((each) => each.isActive && each.profileId === profile.id);
  const links = publicLinks.filter((link) => link.profileId === profile.id);
  // Expiry is judged as of opening: the dialog is short-lived, and opens afresh per profile.
  const [now] = useState(Date.now);

  // A control disabled during a call has lost the focus: give it back to the form, as the call ends.
  useLayoutEffect(() => {
    const root = emailInput.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (open && busy === null && !root?.activeElement) emailInput.current?.focus();
  }, [open, busy]);

  const disabled = busy !== null;
  // What each part needs to make its calls, and the id its own ids extend.
  const part = { id, sharing, run };

  return (
    <Modal
      open={open}
      title={texts.shareProfile}
      initialFocus={emailInput}
      onCancel={onClose}
      dismissible={!disabled}
      describedBy={`${id}-subtitle`}
      className="dialog share-dialog"
    >
      <PartStyles css={css} />
      <p id={`${id}-subtitle`} className="share-dialog__subtitle">
        {before}
        <strong>
          <ProfileName profile={profile} />
        </strong>
        {after}
      </p>
      <ShareByEmail
        {...part}
        profile={profile}
        shares={shares}
        busy={busy}
        emailInput={emailInput}
        onClose={onClose}
      />
      <CurrentShares {...part} shares={shares} disabled={disabled} />
      <PublicLinks
        {...part}
        profile={profile}
        links={links}
        disabled={disabled}
        showToast={showToast}
        now={now}
      />
      {open && toasts}
    </Modal>
  );
}
