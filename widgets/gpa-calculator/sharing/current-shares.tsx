import type { ShareEntry } from '#core/gpa/model.ts';
import {
  permissionToggle,
  sharedOnText,
  shareTargetDatum,
  shareTargetLabel,
  sharingTexts,
} from '#core/gpa/sharing-texts.ts';
import type { GpaSharing } from '#core/gpa/store.ts';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { shareDialogTexts } from './share-dialog-texts';
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
  const texts = useTexts(shareDialogTexts);
  const shareTexts = useTexts(sharingTexts);
  const digits = useDigits();
  return (
    <section className="share-dialog__section" aria-labelledby={`${id}-shares`}>
      <h3 id={`${id}-shares`}>{texts.sharedList}</h3>
      <ShareEntryList empty={texts.notShared}>
        {shares.map((entry) => {
          const toggle = permissionToggle(entry.permission, shareTexts);
          const emailId = `${id}-${entry.shareId}`;
          return (
            <ShareEntryItem
              key={entry.shareId}
              subject={
                <span id={emailId} className="share-entry__title">
                  <DataText
                    text={shareTargetLabel(entry, shareTexts)}
                    data={[shareTargetDatum(entry)]}
                  />
                </span>
              }
              subjectId={emailId}
              meta={
                <>
                  <span className="badge">{shareTexts.permission(entry.permission)}</span>
                  {entry.invited && <span className="badge">{shareTexts.invited}</span>}
                  {entry.sharedAt > 0 && (
                    <span>{digits(sharedOnText(entry.sharedAt, undefined, shareTexts))}</span>
                  )}
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
                      texts.permUpdated,
                      shareTexts.permFailed,
                    ),
                },
                {
                  label: texts.remove,
                  onClick: () =>
                    void run(
                      'remove',
                      () => sharing.unshare(entry.shareId),
                      texts.removed,
                      shareTexts.removeFailed,
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
