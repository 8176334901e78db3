import type { DamagedProfile } from '#core/gpa/model.ts';
import { useTexts } from '#ui/language/language.ts';
import { SharedBy } from '../sharing/shared-by';
import { drawerTexts } from './drawer-texts';
import { ProfileName } from './profile-name';

/** A damaged profile named as a profile: the first one's ' (Default)' where its repair reads it. */
export const namedDamaged = (damaged: DamagedProfile) => ({
  name: damaged.name,
  isDefault: damaged.repair?.profile.isDefault ?? false,
});

/** A damaged profile: marked so, and opened in its own dialog rather than selected. */
export function DamagedItem({ damaged, onOpen }: { damaged: DamagedProfile; onOpen: () => void }) {
  const texts = useTexts(drawerTexts);
  return (
    <li className="profile-item profile-item--damaged" part="profile damaged-profile">
      <button
        type="button"
        className="profile-item__select"
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        <span className="profile-item__name">
          <ProfileName profile={namedDamaged(damaged)} />
        </span>
        <span className="profile-item__meta">
          <span className="badge badge--read-only">{texts.damaged}</span>
          {damaged.share && (
            <span className="profile-item__owner">
              <SharedBy owner={damaged.share.ownerEmail} />
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
