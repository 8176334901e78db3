import type { ShareEntry } from '#core/gpa/model.ts';
import {
  PERMISSION_FAILED_MESSAGE,
  INVITED_LABEL,
  PERMISSION_LABELS,
  PERMISSION_UPDATED_MESSAGE,
  REMOVE_SHARE_FAILED_MESSAGE,
  SHARE_REMOVED_MESSAGE,
  permissionToggle,
  sharedOnText,
  shareTargetLabel,
} from '#core/gpa/sharing-texts.ts';
import type { GpaSharing } from '#core/gpa/store.ts';
import { ShareEntryItem, ShareEntryList } from './share-entry';
import type { RunSharingCall } from './use-sharing-call';

export interface CurrentSharesProps {
  /** The dialog's id, which the section's ids extend. */
  id: string;
  /** The profile's active shares. */
  shares: readonly ShareEntry[];
  sharing: GpaSharing;
  disabled: boolean;
  run: RunSharingCall;
}

/** SPEC §2 "Share dialog", §4: whom the profile is shared with; each permission toggled or removed. */
export function CurrentShares({ id, shares, sharing, disabled, run }: CurrentSharesProps) {
  return (
    <section className="share-dialog__section" aria-labelledby={`${id}-shares`}>
      <h3 id={`${id}-shares`}>Currently Shared With</h3>
      <ShareEntryList empty="Not shared with anyone yet">
        {shares.map((entry) => {
          const toggle = permissionToggle(entry.permission);
          const emailId = `${id}-${entry.shareId}`;
          return (
            <ShareEntryItem
              key={entry.shareId}
              subject={
                <span id={emailId} className="share-entry__title">
                  {shareTargetLabel(entry)}
                </span>
              }
              subjectId={emailId}
              meta={
                <>
                  <span className="badge">{PERMISSION_LABELS[entry.permission]}</span>
                  {entry.invited && <span className="badge">{INVITED_LABEL}</span>}
                  {entry.sharedAt > 0 && <span>{sharedOnText(entry.sharedAt)}</span>}
                </>
              }
              disabled={disabled}
              actions={[
                {
                  label: toggle.label,
                  onClick: () =>
                    void run(
                      'permission',
                      () => sharing.updatePermission(entry.shareId, toggle.next),
                      PERMISSION_UPDATED_MESSAGE,
                      PERMISSION_FAILED_MESSAGE,
                    ),
                },
                {
                  label: 'Remove',
                  onClick: () =>
                    void run(
                      'remove',
                      () => sharing.unshare(entry.shareId),
                      SHARE_REMOVED_MESSAGE,
                      REMOVE_SHARE_FAILED_MESSAGE,
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
