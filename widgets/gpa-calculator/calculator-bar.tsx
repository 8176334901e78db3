import chevronIcon from 'shoelace-icons/chevron-down.svg?raw';
import lockIcon from 'shoelace-icons/lock.svg?raw';
import { prefetch } from '#ui/element/on-demand.tsx';
import { Icon } from '#ui/icon.tsx';
import { useTexts } from '#ui/language/language.ts';
import { DialogButton } from './dialog-button';
import { loadProfileDrawer, prefetchMarksTools, prefetchPlanDialog } from './dialog-parts';
import { gpaTexts } from './gpa-calculator-texts';
import type { NamedProfile } from './profiles/profile-name';
import { ProfileName } from './profiles/profile-name';

export interface CalculatorBarProps {
  /** The profile shown; null while there is none. */
  profile: NamedProfile | null;
  /** Nothing to choose (one profile under `readonly`): its name as text, not a selector. */
  nothingToChoose: boolean;
  readOnly: boolean;
  /** Planning ahead is offered: a profile is shown, loaded. */
  plans: boolean;
  /** The marks tools are offered too: the scale has marks bands. */
  marks: boolean;
  saving: boolean;
  onOpenDrawer: () => void;
  onOpenPlan: () => void;
  onOpenMarks: () => void;
}

/**
 * The bar above the summary: the profile selector (which opens the drawer), the Read-Only badge,
 * Plan ahead and Marks tools, and 'Saving...' while a save is on its way.
 */
export function CalculatorBar({
  profile,
  nothingToChoose,
  readOnly,
  plans,
  marks,
  saving,
  onOpenDrawer,
  onOpenPlan,
  onOpenMarks,
}: CalculatorBarProps) {
  const texts = useTexts(gpaTexts);
  const profileLabel = (
    <>
      <span className="profile-selector__label">{texts.profile}</span>
      <span className="profile-selector__name">
        {profile ? <ProfileName profile={profile} /> : texts.noProfile}
      </span>
    </>
  );
  return (
    <div className="gpa-calculator__bar">
      {nothingToChoose ? (
        <p className="profile-selector profile-selector--static" part="profile-selector">
          {profileLabel}
        </p>
      ) : (
        <button
          type="button"
          className="profile-selector"
          part="profile-selector"
          aria-haspopup="dialog"
          onClick={onOpenDrawer}
          onPointerEnter={() => prefetch(loadProfileDrawer)}
          onFocus={() => prefetch(loadProfileDrawer)}
        >
          {profileLabel}
          <Icon svg={chevronIcon} />
        </button>
      )}
      {readOnly && (
        <span className="badge badge--read-only" part="read-only">
          <Icon svg={lockIcon} />
          {texts.readOnly}
        </span>
      )}
      {plans && (
        <>
          <DialogButton
            part="plan"
            className="gpa-calculator__plan"
            onOpen={onOpenPlan}
            prefetch={prefetchPlanDialog}
          >
            {texts.plan}
          </DialogButton>
          {marks && (
            <DialogButton
              part="marks-tools"
              className="gpa-calculator__marks"
              onOpen={onOpenMarks}
              prefetch={prefetchMarksTools}
            >
              {texts.marks}
            </DialogButton>
          )}
        </>
      )}
      {saving && (
        <span className="gpa-calculator__saving" part="saving">
          {texts.saving}
        </span>
      )}
    </div>
  );
}
