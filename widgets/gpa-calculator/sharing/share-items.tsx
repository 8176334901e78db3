import unshareIcon from 'shoelace-icons/person-dash.svg?raw';
import type { SharedProfile, ShareEntry } from '#core/gpa/model.ts';
import { sharingTexts, shareTargetLabel } from '#core/gpa/sharing-texts.ts';
import { IconButton } from '#ui/icon.tsx';
import { useTexts } from '#ui/language/language.ts';
import { drawerTexts } from '../profiles/drawer-texts';

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
        <span className="profile-item__name">{profile.name}</span>
        <span className="profile-item__meta">
          <span className="badge">{texts.invited}</span>
          {texts.invitation(profile.ownerEmail)}
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
  readOnly,
  onUnshare,
}: {
  share: ShareEntry;
  readOnly: boolean;
  onUnshare: () => void;
}) {
  const texts = useTexts(sharingTexts);
  const { stopSharing } = useTexts(drawerTexts);
  const target = shareTargetLabel(share, texts);
  return (
    <li className="share-item">
      <span className="share-item__text">
        <span className="profile-item__name">{share.profileName}</span>
        <span className="profile-item__meta">
          {target}
          <span className="badge">{texts.permission(share.permission)}</span>
          {share.invited && <span className="badge">{texts.invited}</span>}
        </span>
      </span>
      <IconButton
        icon={unshareIcon}
        label={stopSharing(share.profileName, target)}
        className="icon-button"
        disabled={readOnly}
        onClick={onUnshare}
      />
    </li>
  );
}
