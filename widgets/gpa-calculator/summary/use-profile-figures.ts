import { useDeferredValue, useMemo } from 'react';
import { shownSemesters } from '#core/gpa/gpa-detail.ts';
import type { Profile, Semester } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { ProfileNumbers } from '#core/gpa/scales/profile-scale.ts';
import { profileNumbers } from '#core/gpa/scales/profile-scale.ts';
import { attemptViews } from '#core/gpa/scales/scale-view.ts';

/** Each semester's GPA as shown and its credits, by id. */
const shownById = (scale: GradeScale, semesters: readonly Semester[], numbers: ProfileNumbers) =>
  new Map(shownSemesters(scale, semesters, numbers).map((shown) => [shown.id, shown]));

/** Whether `counted` has every semester of `shown`: figures for each semester on screen. */
const covers = (counted: readonly Semester[], shown: readonly Semester[]) => {
  const ids = new Set(counted.map(({ id }) => id));
  return shown.every(({ id }) => ids.has(id));
};

/**
 * The shown profile's figures (its numbers, each subject's place among its attempts, each
 * semester's GPA), counted once per change of its semesters or scale, with the profile, semesters
 * and scale they were counted from. An edit reaches them in a deferred render, which React runs
 * once the edit's own render has painted, and may interrupt: Add Subject paints the subject in its
 * semester at once and the figures follow a few frames later (docs/decisions.md, "Add Subject
 * paints first, the figures follow"). Figures of another profile, or without a semester on screen
 * (one just added), are never shown: those are counted at once.
 */
export function useProfileFigures(
  profile: Profile | null,
  scale: GradeScale,
  semesters: readonly Semester[],
) {
  const current = useMemo(() => ({ profile, scale, semesters }), [profile, scale, semesters]);
  const deferred = useDeferredValue(current);
  const settled =
    deferred.profile?.id === profile?.id && covers(deferred.semesters, semesters)
      ? deferred
      : current;
  const numbers = useMemo(
    () => profileNumbers(settled.scale, settled.semesters),
    [settled.scale, settled.semesters],
  );
  const attempts = useMemo(
    () => attemptViews(settled.scale, settled.semesters),
    [settled.scale, settled.semesters],
  );
  const gpas = useMemo(
    () => shownById(settled.scale, settled.semesters, numbers),
    [settled.scale, settled.semesters, numbers],
  );
  const workingInput = useMemo(
    () => ({ scale: settled.scale, semesters: settled.semesters, numbers }),
    [settled.scale, settled.semesters, numbers],
  );
  return { ...settled, numbers, attempts, gpas, workingInput };
}
