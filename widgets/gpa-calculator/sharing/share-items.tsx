import unshareIcon from 'shoelace-icons/person-dash.svg?raw';
import type { SharedProfile, ShareEntry } from '#core/gpa/model.ts';
import { shareTargetDatum, sharingTexts, shareTargetLabel } from '#core/gpa/sharing-texts.ts';
import { IconButton } from '#ui/icon.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { useTexts } from '#ui/language/language.ts';
import { drawerTexts } from '../profiles/drawer-texts';
import { ProfileName, useProfileNames } from '../profiles/profile-name';

/** An invitation (consent: docs/decisions.md): accepted, declined (left) or its sender blocked. */
export function InvitationItem({
  profile,
  readOnly,
  onAccept,
  onDecline,
  onBlock,
}: {
  profile: SharedProfile;
  readOnly: boolean;
  onAccept: () => void;
  onDecline: () => void;
  onBlock: () => void;
}) {
  const texts = useTexts(sharingTexts);
  return (
    <li className="share-item share-item--invitation">
      <span className="share-item__text">
        <span className="profile-item__name">
          <ProfileName profile={profile} />
        </span>
        <span className="profile-item__meta">
          <span className="badge">{texts.invited}</span>
          {/* One item of the meta's row, its datum inside. */}
          <span>
            <DataText
              text={texts.invitation(profile.ownerEmail)}
              data={profile.ownerEmail === null ? [] : [profile.ownerEmail]}
            />
          </span>
        </span>
      </span>
      <span className="share-item__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={readOnly}
          onClick={onAccept}
        >
          {texts.accept}
        </button>
        <button type="button" className="button" disabled={readOnly} onClick={onDecline}>
          {texts.decline}
        </button>
        <button type="button" className="button" disabled={readOnly} onClick={onBlock}>
          {texts.block}
        </button>
      </span>
    </li>
  );
}

/** One of the owner's shares in 'Shared Profiles': who, what access, and Stop sharing. */
export function OutgoingShareItem({
  share,
  isDefault,
  readOnly,
  onUnshare,
}: {
  share: ShareEntry;
  /** The profile shared is the owner's first: its name is the product's (shown-names.ts). */
  isDefault: boolean;
  readOnly: boolean;
  onUnshare: () => void;
}) {
  const texts = useTexts(sharingTexts);
  const { stopSharing } = useTexts(drawerTexts);
  const target = shareTargetLabel(share, texts);
  const profile = { name: share.profileName, isDefault };
  const shownName = useProfileNames()(profile).text;
  return (
    <li className="share-item">
      <span className="share-item__text">
        <span className="profile-item__name">
          <ProfileName profile={profile} />
        </span>
        <span className="profile-item__meta">
          <span>
            <DataText text={target} data={[shareTargetDatum(share)]} />
          </span>
          <span className="badge">{texts.permission(share.permission)}</span>
          {share.invited && <span className="badge">{texts.invited}</span>}
        </span>
      </span>
      <IconButton
        icon={unshareIcon}
        label={stopSharing(shownName, target)}
        className="icon-button"
        disabled={readOnly}
        onClick={onUnshare}
      />
    </li>
  );
}
