import type { ReactNode } from 'react';
import type { Profile } from '#core/gpa/model.ts';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { drawerTexts } from './drawer-texts';
import { ProfileName } from './profile-name';

interface ProfileItemProps {
  profile: Profile;
  current: boolean;
  onSelect: () => void;
  children?: ReactNode;
  actions?: ReactNode;
}

/** One profile: a button that selects it (name, semester count, badges), then its actions. */
export function ProfileItem({ profile, current, onSelect, children, actions }: ProfileItemProps) {
  const { semesters } = useTexts(drawerTexts);
  const digits = useDigits();
  return (
    <li className={`profile-item${current ? ' profile-item--current' : ''}`} part="profile">
      <button
        type="button"
        className="profile-item__select"
        aria-current={current ? 'true' : undefined}
        onClick={onSelect}
      >
        <span className="profile-item__name">
          <ProfileName profile={profile} />
        </span>
        <span className="profile-item__meta">
          {/* A shared profile not loaded yet: only its share record is known, not its semesters. */}
          {'loaded' in profile && !profile.loaded
            ? null
            : digits(semesters(profile.semesters.length))}
          {children}
        </span>
      </button>
      {actions}
    </li>
  );
}
