import type { DamagedProfile } from '#core/gpa/model.ts';
import { useTexts } from '#ui/language/language.ts';
import { readOnlyTexts } from '../sharing/read-only-texts';
import { drawerTexts } from './drawer-texts';

/** A damaged profile: marked so, and opened in its own dialog rather than selected. */
export function DamagedItem({ damaged, onOpen }: { damaged: DamagedProfile; onOpen: () => void }) {
  const texts = useTexts(drawerTexts);
  const { sharedBy } = useTexts(readOnlyTexts);
  return (
    <li className="profile-item profile-item--damaged" part="profile damaged-profile">
      <button
        type="button"
        className="profile-item__select"
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        <span className="profile-item__name">{damaged.name}</span>
        <span className="profile-item__meta">
          <span className="badge badge--read-only">{texts.damaged}</span>
          {damaged.share && (
            <span className="profile-item__owner">{sharedBy(damaged.share.ownerEmail)}</span>
          )}
        </span>
      </button>
    </li>
  );
}
