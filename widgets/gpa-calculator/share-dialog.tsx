import type { FormEvent, ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type {
  Profile,
  PublicLink,
  ShareEntry,
  SharePermission,
} from '../../packages/core/src/gpa/model';
import {
  DEFAULT_PERMISSION,
  LINK_COPIED_MESSAGE,
  LINK_CREATED_MESSAGE,
  LINK_CREATE_FAILED_MESSAGE,
  LINK_EXPIRY_CHOICES,
  LINK_REVOKED_MESSAGE,
  LINK_REVOKE_FAILED_MESSAGE,
  PERMISSION_LABELS,
  PERMISSION_UPDATED_MESSAGE,
  SHARE_DIALOG_CLEAR_MS,
  SHARE_REMOVED_MESSAGE,
  isLinkExpired,
  linkExpiresAt,
  linkExpiryText,
  linkPassword,
  permissionToggle,
  sharedOnText,
  sharedWithMessage,
} from '../../packages/core/src/gpa/share-dialog';
import type { LinkExpiryChoice } from '../../packages/core/src/gpa/share-dialog';
import {
  PERMISSION_FAILED_MESSAGE,
  REMOVE_SHARE_FAILED_MESSAGE,
  SHARE_FAILED_MESSAGE,
  shareRefusal,
  sharingFailureMessage,
  shareTargetLabel,
} from '../../packages/core/src/gpa/sharing';
import type { GpaSharing } from '../../packages/core/src/gpa/store';
import { copyToClipboard } from '../../packages/ui/src/copy-button';
import { Modal } from '../../packages/ui/src/dialog/modal';
import type { ToastApi } from '../../packages/ui/src/toast/use-toasts';

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

interface EntryButtonProps {
  disabled: boolean;
  /** The id of the entry's text (an e-mail, a link), which says what the button acts on. */
  describedBy: string;
  onClick: () => void;
  children: ReactNode;
}

/** A button of one listed share or link. */
function EntryButton({ disabled, describedBy, onClick, children }: EntryButtonProps) {
  return (
    <button
      type="button"
      className="button"
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {children}
    </button>
  );
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

/** The store call in flight: one at a time. */
type Call = 'share' | 'permission' | 'remove' | 'create-link' | 'revoke-link';

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
  const [email, setEmail] = useState('');
  const [permission, setPermission] = useState<SharePermission>(DEFAULT_PERMISSION);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [allowCopy, setAllowCopy] = useState(true);
  const [expiry, setExpiry] = useState<LinkExpiryChoice>(LINK_EXPIRY_CHOICES[0].value);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<Call | null>(null);
  const shares = outgoingShares.filter((each) => each.isActive && each.profileId === profile.id);
  const links = publicLinks.filter((link) => link.profileId === profile.id);
  // Expiry is judged as of opening: the dialog is short-lived, and opens afresh per profile.
  const [now] = useState(Date.now);

  // A control disabled during a call has lost the focus: give it back to the form, as the call ends.
  useLayoutEffect(() => {
    const root = emailInput.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (open && busy === null && !root?.activeElement) emailInput.current?.focus();
  }, [open, busy]);

  /** One store call, with its outcome told; true when it succeeded. */
  const run = async (
    call: Call,
    action: () => Promise<unknown>,
    success: string,
    failure: string,
  ): Promise<boolean> => {
    setBusy(call);
    try {
      await action();
      showToast('success', success);
      return true;
    } catch (error) {
      console.error(error);
      showToast('error', sharingFailureMessage(error, failure));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const share = async (event: FormEvent) => {
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
      sharedWithMessage(target),
      SHARE_FAILED_MESSAGE,
    );
    if (shared) setEmail('');
  };

  const createLink = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const options = {
      allowCopy,
      expiresAt: linkExpiresAt(expiry, Date.now()),
      password: linkPassword(password),
    };
    const created = await run(
      'create-link',
      () => sharing.createLink(profile.id, options),
      LINK_CREATED_MESSAGE,
      LINK_CREATE_FAILED_MESSAGE,
    );
    if (created) setPassword('');
  };

  const disabled = busy !== null;
  const refusalId = `${id}-refusal`;
  const passwordHintId = `${id}-password-hint`;

  return (
    <Modal
      open={open}
      title="Share Profile"
      initialFocus={emailInput}
      onCancel={onClose}
      dismissible={!disabled}
      describedBy={`${id}-subtitle`}
      className="dialog share-dialog"
    >
      <p id={`${id}-subtitle`} className="share-dialog__subtitle">
        Share <strong>{profile.name}</strong> with another user
      </p>
      <form className="share-dialog__form" noValidate onSubmit={(event) => void share(event)}>
        <div className="field">
          <label htmlFor={`${id}-email`}>User Email</label>
          <input
            ref={emailInput}
            id={`${id}-email`}
            className="input"
            type="email"
            autoComplete="email"
            placeholder="friend@college.edu"
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
              {refusal}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-permission`}>Permission</label>
          <select
            id={`${id}-permission`}
            className="select"
            value={permission}
            disabled={disabled}
            onChange={(event) => setPermission(event.currentTarget.value as SharePermission)}
          >
            {(['read', 'edit'] as const).map((value) => (
              <option key={value} value={value}>
                {PERMISSION_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" disabled={disabled} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={disabled}>
            {busy === 'share' ? 'Sharing...' : 'Share Profile'}
          </button>
        </div>
      </form>

      <section className="share-dialog__section" aria-labelledby={`${id}-shares`}>
        <h3 id={`${id}-shares`}>Currently Shared With</h3>
        {shares.length === 0 ? (
          <p className="empty">Not shared with anyone yet</p>
        ) : (
          <ul className="share-dialog__list">
            {shares.map((entry) => {
              const toggle = permissionToggle(entry.permission);
              const emailId = `${id}-${entry.shareId}`;
              return (
                <li key={entry.shareId} className="share-entry">
                  <span id={emailId} className="share-entry__title">
                    {shareTargetLabel(entry)}
                  </span>
                  <span className="share-entry__meta">
                    <span className="badge">{PERMISSION_LABELS[entry.permission]}</span>
                    {entry.sharedAt > 0 && <span>{sharedOnText(entry.sharedAt)}</span>}
                  </span>
                  <span className="share-entry__actions">
                    <EntryButton
                      disabled={disabled}
                      describedBy={emailId}
                      onClick={() =>
                        void run(
                          'permission',
                          () => sharing.updatePermission(entry.shareId, toggle.next),
                          PERMISSION_UPDATED_MESSAGE,
                          PERMISSION_FAILED_MESSAGE,
                        )
                      }
                    >
                      {toggle.label}
                    </EntryButton>
                    <EntryButton
                      disabled={disabled}
                      describedBy={emailId}
                      onClick={() =>
                        void run(
                          'remove',
                          () => sharing.unshare(entry.shareId),
                          SHARE_REMOVED_MESSAGE,
                          REMOVE_SHARE_FAILED_MESSAGE,
                        )
                      }
                    >
                      Remove
                    </EntryButton>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="share-dialog__section" aria-labelledby={`${id}-links`}>
        <h3 id={`${id}-links`}>Public Link</h3>
        <p className="share-dialog__note">Anyone with a link can view this profile.</p>
        <form
          className="share-dialog__link-form"
          noValidate
          onSubmit={(event) => void createLink(event)}
        >
          <label className="share-dialog__check">
            <input
              type="checkbox"
              checked={allowCopy}
              disabled={disabled}
              onChange={(event) => setAllowCopy(event.currentTarget.checked)}
            />
            Allow copying
          </label>
          <div className="field">
            <label htmlFor={`${id}-expiry`}>Expires</label>
            <select
              id={`${id}-expiry`}
              className="select"
              value={expiry}
              disabled={disabled}
              onChange={(event) => setExpiry(event.currentTarget.value as LinkExpiryChoice)}
            >
              {LINK_EXPIRY_CHOICES.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>Password (optional)</label>
            <input
              id={`${id}-password`}
              className="input"
              type="password"
              autoComplete="new-password"
              value={password}
              disabled={disabled}
              aria-describedby={passwordHintId}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <p id={passwordHintId} className="share-dialog__note">
              With a password, the profile is stored encrypted with it, and the link opens only with
              the password.
            </p>
          </div>
          <button type="submit" className="button" disabled={disabled}>
            Create Link
          </button>
        </form>
        {links.length === 0 ? (
          <p className="empty">No public links yet</p>
        ) : (
          <ul className="share-dialog__list">
            {links.map((link) => {
              const urlId = `${id}-${link.shareId}`;
              return (
                <li key={link.shareId} className="share-entry">
                  <input
                    id={urlId}
                    className="input share-entry__url"
                    readOnly
                    value={link.shareUrl}
                    disabled={disabled}
                    aria-label="Link address"
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <span className="share-entry__meta">
                    <span className={isLinkExpired(link, now) ? 'share-entry__expired' : undefined}>
                      {linkExpiryText(link, now)}
                    </span>
                    {link.allowCopy && <span className="badge">Copy allowed</span>}
                    {link.passwordProtected && <span className="badge">Password</span>}
                  </span>
                  <span className="share-entry__actions">
                    <EntryButton
                      disabled={disabled}
                      describedBy={urlId}
                      onClick={() =>
                        void copyToClipboard(link.shareUrl, showToast, LINK_COPIED_MESSAGE)
                      }
                    >
                      Copy Link
                    </EntryButton>
                    <EntryButton
                      disabled={disabled}
                      describedBy={urlId}
                      onClick={() =>
                        void run(
                          'revoke-link',
                          () => sharing.revokeLink(link.shareId),
                          LINK_REVOKED_MESSAGE,
                          LINK_REVOKE_FAILED_MESSAGE,
                        )
                      }
                    >
                      Revoke
                    </EntryButton>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {open && toasts}
    </Modal>
  );
}
