import { useLayoutEffect, useMemo, useRef } from 'react';
import type { GpaChangeDetail } from '#core/gpa/gpa-detail.ts';
import { gpaChangeDetail } from '#core/gpa/gpa-detail.ts';
import type { Profile } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { ProfileNumbers } from '#core/gpa/scales/profile-scale.ts';

/** What the figures on screen were counted from (useProfileFigures). */
interface ShownFigures {
  profile: Profile | null;
  scale: GradeScale;
  numbers: ProfileNumbers;
}

/**
 * Raises `gpa-change` and `result-change` once per change of the figures, not per render, as the
 * screen changes (a layout effect), so listeners never see figures the screen does not show yet.
 * None of the build's first screen: its profile is nobody's. The same rule as the other elements'
 * (packages/ui's useResultChange), kept apart for what that one leaves out to stay small in every
 * embed: two events, the layout effect's timing, and a costly detail whose JSON is made once per
 * change of the figures, not at every render.
 */
export function useGpaChangeEvent(
  { profile, scale, numbers }: ShownFigures,
  firstScreen: boolean,
  onGpaChange: ((detail: GpaChangeDetail) => void) | undefined,
  onResultChange: ((detail: GpaChangeDetail) => void) | undefined,
): void {
  const detailJson = useMemo(
    () => profile && !firstScreen && JSON.stringify(gpaChangeDetail(profile, scale, numbers)),
    [profile, firstScreen, scale, numbers],
  );
  const announced = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!detailJson || detailJson === announced.current) return;
    announced.current = detailJson;
    const detail = JSON.parse(detailJson) as GpaChangeDetail;
    onGpaChange?.(detail);
    onResultChange?.(detail);
  }, [detailJson, onGpaChange, onResultChange]);
}
