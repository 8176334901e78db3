import unshareIcon from 'shoelace-icons/person-dash.svg?raw';
import type { SharedProfile, ShareEntry } from '#core/gpa/model.ts';
import {
  ACCEPT_LABEL,
  BLOCK_LABEL,
  DECLINE_LABEL,
  INVITED_LABEL,
  PERMISSION_LABELS,
  invitationText,
  shareTargetLabel,
} from '#core/gpa/sharing-texts.ts';
import { IconButton } from '#ui/icon.tsx';

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
  return (
    <li className="share-item share-item--invitation">
      <span className="share-item__text">
        <span className="profile-item__name">{profile.name}</span>
        <span className="profile-item__meta">
          <span className="badge">{INVITED_LABEL}</span>
          {invitationText(profile.ownerEmail)}
        </span>
      </span>
      <span className="share-item__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={readOnly}
          onClick={onAccept}
        >
          {ACCEPT_LABEL}
        </button>
        <button type="button" className="button" disabled={readOnly} onClick={onDecline}>
          {DECLINE_LABEL}
        </button>
        <button type="button" className="button" disabled={readOnly} onClick={onBlock}>
          {BLOCK_LABEL}
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
  return (
    <li className="share-item">
      <span className="share-item__text">
        <span className="profile-item__name">{share.profileName}</span>
        <span className="profile-item__meta">
          {shareTargetLabel(share)}
          <span className="badge">{PERMISSION_LABELS[share.permission]}</span>
          {share.invited && <span className="badge">{INVITED_LABEL}</span>}
        </span>
      </span>
      <IconButton
        icon={unshareIcon}
        label={`Stop sharing ${share.profileName} with ${shareTargetLabel(share)}`}
        className="icon-button"
        disabled={readOnly}
        onClick={onUnshare}
      />
    </li>
  );
}
