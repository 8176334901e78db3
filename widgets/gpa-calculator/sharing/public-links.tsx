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
import { linkTexts } from '#core/gpa/link-texts.ts';
import { linkExpiryText, sharingTexts } from '#core/gpa/sharing-texts.ts';
import type { GpaSharing } from '#core/gpa/store.ts';
import { copyToClipboard } from '#ui/copy-button.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { uiTexts } from '#ui/language/ui-texts.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { SelectField } from '../select-field';
import { shareDialogTexts } from './share-dialog-texts';
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
  const texts = useTexts(shareDialogTexts);
  const shareTexts = useTexts(sharingTexts);
  const { expiry: expiryLabel } = useTexts(linkTexts);
  const { copyFailed } = useTexts(uiTexts);
  const digits = useDigits();

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
      texts.linkCreated,
      texts.linkFailed,
    );
    if (created) setPassword('');
  };

  const passwordHintId = `${id}-password-hint`;

  return (
    <section ref={section} className="share-dialog__section" aria-labelledby={`${id}-links`}>
      <h3 id={`${id}-links`}>{texts.publicLink}</h3>
      <p className="share-dialog__note">{texts.anyone}</p>
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
          {texts.allowCopy}
        </label>
        <SelectField
          id={`${id}-expiry`}
          label={texts.expiresField}
          value={expiry}
          options={LINK_EXPIRY_CHOICES.map(({ value, days }) => ({
            value,
            label: digits(expiryLabel(days)),
          }))}
          disabled={disabled}
          onChange={setExpiry}
        />
        <div className="field">
          <label htmlFor={`${id}-password`}>{texts.password}</label>
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
            {texts.passwordHint}
          </p>
        </div>
        <button type="submit" className="button" disabled={disabled}>
          {texts.createLink}
        </button>
      </form>
      <ShareEntryList empty={texts.noLinks}>
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
                  aria-label={texts.linkAddress}
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
                    {digits(linkExpiryText(link, now, undefined, shareTexts))}
                  </span>
                  {link.allowCopy && <span className="badge">{texts.copyAllowed}</span>}
                  {link.passwordProtected && <span className="badge">{texts.passwordSet}</span>}
                </>
              }
              disabled={disabled}
              actions={[
                {
                  label: texts.copyLink,
                  onClick: () =>
                    void copyToClipboard(link.shareUrl, showToast, texts.linkCopied, copyFailed),
                },
                {
                  label: texts.revoke,
                  onClick: () =>
                    void run(
                      'revoke-link',
                      () => sharing.revokeLink(link.shareId),
                      texts.linkRevoked,
                      texts.revokeFailed,
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
