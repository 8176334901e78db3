import type { Semester } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { ProfileNumbers } from '#core/gpa/scales/profile-scale.ts';
import { prefetch } from '#ui/element/on-demand.tsx';
import { workingLoader } from '#ui/working/show-working.tsx';

/** The calculator's dialogs and panels, each loaded when first opened (OnDemand). */

export const loadProfileDrawer = () =>
  import('./profiles/profile-drawer').then((module) => module.ProfileDrawer);
/** Only a failed subject offers a later attempt: most visitors never open this dialog. */
export const loadRetakeDialog = () =>
  import('./planning/retake-dialog').then((module) => module.RetakeDialog);
/** Planning ahead reads the profile and writes nothing; it is there for the student who asks. */
export const loadPlanDialog = () =>
  import('./planning/plan-dialog').then((module) => module.PlanDialog);
export const prefetchPlanDialog = () => prefetch(loadPlanDialog);
/** Marks to grade and the end-semester marks: the same, on a scale with marks bands. */
export const loadMarksTools = () =>
  import('./planning/marks-tools-dialog').then((module) => module.MarksToolsDialog);
export const prefetchMarksTools = () => prefetch(loadMarksTools);
export const loadQuickSgpaDialog = () =>
  import('./planning/quick-sgpa-dialog').then((module) => module.QuickSgpaDialog);
/** The working of the numbers on screen: its builder and renderer arrive when first shown. */
export const loadWorking = workingLoader<{
  scale: GradeScale;
  semesters: readonly Semester[];
  numbers: ProfileNumbers;
}>(() =>
  import('#core/gpa/scales/gpa-working.ts').then(
    ({ gpaWorking }) =>
      ({ scale, semesters, numbers }, language) =>
        gpaWorking(scale, semesters, numbers, language),
  ),
);
/** Trying grades is a mode most visitors never enter. */
export const loadWhatIf = () =>
  import('./planning/what-if-panel').then((module) => module.WhatIfPanel);
