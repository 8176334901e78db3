import type { SubmitEvent } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { LinkExpiryChoice } from '#core/gpa/link-options.ts';
import {
  LINK_EXPIRY_CHOICES,
  linkExpired,
  linkExpiresAt,
  linkPassword,
} from '#core/gpa/link-options.ts';
import type { Profile, PublicLink } from '#core/gpa/model.ts';
import {
  LINK_COPIED_MESSAGE,
  LINK_CREATED_MESSAGE,
  LINK_CREATE_FAILED_MESSAGE,
  LINK_REVOKED_MESSAGE,
  LINK_REVOKE_FAILED_MESSAGE,
  linkExpiryText,
} from '#core/gpa/sharing-texts.ts';
import type { GpaSharing } from '#core/gpa/store.ts';
import { copyToClipboard } from '#ui/copy-button.tsx';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { SelectField } from '../select-field';
import { ShareEntryItem, ShareEntryList } from './share-entry';
import type { RunSharingCall } from './use-sharing-call';

export interface PublicLinksProps {
  /** The dialog's id, which the section's ids extend. */
  id: string;
  profile: Profile;
  /** The profile's links. */
  links: readonly PublicLink[];
  sharing: GpaSharing;
  disabled: boolean;
  run: RunSharingCall;
  showToast: ToastApi['showToast'];
  /** The time expiry is judged by. */
  now: number;
}

/** SPEC §2 "Share dialog", §4 "Legacy share link": making public links, and the profile's links. */
export function PublicLinks({
  id,
  profile,
  links,
  sharing,
  disabled,
  run,
  showToast,
  now,
}: PublicLinksProps) {
  const [allowCopy, setAllowCopy] = useState(true);
  const [expiry, setExpiry] = useState<LinkExpiryChoice>(LINK_EXPIRY_CHOICES[0].value);
  const [password, setPassword] = useState('');
  const section = useRef<HTMLElement>(null);
  // The link just made, until it is listed and brought into view.
  const made = useRef<PublicLink | null>(null);

  // On a phone the list is below the fold of the dialog: show the new link and put the focus on
  // its Copy Link, the next step, rather than let the dialog give it back to the e-mail field at
  // the top. Before that dialog's own effect, which leaves a focused control alone.
  useLayoutEffect(() => {
    if (made.current === null || disabled) return;
    const root = section.current!.getRootNode() as Document | ShadowRoot;
    const address = root.getElementById(`${id}-${made.current.shareId}`);
    if (!address) return;
    made.current = null;
    const entry = address.closest('li')!;
    entry.scrollIntoView({ block: 'nearest' });
    entry.querySelector('button')!.focus({ preventScroll: true });
  });

  const createLink = async (event: SubmitEvent) => {
    event.preventDefault();
    if (disabled) return;
    const options = {
      allowCopy,
      expiresAt: linkExpiresAt(expiry, Date.now()),
      password: linkPassword(password),
    };
    const created = await run(
      'create-link',
      async () => (made.current = await sharing.createLink(profile.id, options)),
      LINK_CREATED_MESSAGE,
      LINK_CREATE_FAILED_MESSAGE,
    );
    if (created) setPassword('');
  };

  const passwordHintId = `${id}-password-hint`;

  return (
    <section ref={section} className="share-dialog__section" aria-labelledby={`${id}-links`}>
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
        <SelectField
          id={`${id}-expiry`}
          label="Expires"
          value={expiry}
          options={LINK_EXPIRY_CHOICES}
          disabled={disabled}
          onChange={setExpiry}
        />
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
      <ShareEntryList empty="No public links yet">
        {links.map((link) => {
          const urlId = `${id}-${link.shareId}`;
          return (
            <ShareEntryItem
              key={link.shareId}
              subject={
                <input
                  id={urlId}
                  className="input share-entry__url"
                  readOnly
                  value={link.shareUrl}
                  disabled={disabled}
                  aria-label="Link address"
                  onFocus={(event) => event.currentTarget.select()}
                />
              }
              subjectId={urlId}
              meta={
                <>
                  <span
                    className={
                      linkExpired(link.expiresAt, now) ? 'share-entry__expired' : undefined
                    }
                  >
                    {linkExpiryText(link, now)}
                  </span>
                  {link.allowCopy && <span className="badge">Copy allowed</span>}
                  {link.passwordProtected && <span className="badge">Password</span>}
                </>
              }
              disabled={disabled}
              actions={[
                {
                  label: 'Copy Link',
                  onClick: () =>
                    void copyToClipboard(link.shareUrl, showToast, LINK_COPIED_MESSAGE),
                },
                {
                  label: 'Revoke',
                  onClick: () =>
                    void run(
                      'revoke-link',
                      () => sharing.revokeLink(link.shareId),
                      LINK_REVOKED_MESSAGE,
                      LINK_REVOKE_FAILED_MESSAGE,
                    ),
                },
              ]}
            />
          );
        })}
      </ShareEntryList>
    </section>
  );
}
