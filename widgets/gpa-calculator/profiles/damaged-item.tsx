import { DAMAGED_BADGE } from '#core/gpa/damaged-list.ts';
import type { DamagedProfile } from '#core/gpa/model.ts';

/** A damaged profile: marked so, and opened in its own dialog rather than selected. */
export function DamagedItem({ damaged, onOpen }: { damaged: DamagedProfile; onOpen: () => void }) {
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
          <span className="badge badge--read-only">{DAMAGED_BADGE}</span>
          {damaged.share && (
            <span className="profile-item__owner">
              Shared by {damaged.share.ownerEmail ?? 'another user'}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
