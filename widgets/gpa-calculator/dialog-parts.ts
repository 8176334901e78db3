import type { Semester } from '../../packages/core/src/gpa/model';
import type { GradeScale } from '../../packages/core/src/gpa/scales/grade-scale';
import type { ProfileNumbers } from '../../packages/core/src/gpa/scales/profile-scale';
import { prefetch } from '../../packages/ui/src/element/on-demand';
import { workingLoader } from '../../packages/ui/src/working/show-working';

/** The calculator's dialogs and panels, each loaded when first opened (OnDemand). */

export const loadProfileDrawer = () =>
  import('./profile-drawer').then((module) => module.ProfileDrawer);
/** Only a failed subject offers a later attempt: most visitors never open this dialog. */
export const loadRetakeDialog = () =>
  import('./retake-dialog').then((module) => module.RetakeDialog);
/** Planning ahead reads the profile and writes nothing; it is there for the student who asks. */
export const loadPlanDialog = () => import('./plan-dialog').then((module) => module.PlanDialog);
export const prefetchPlanDialog = () => prefetch(loadPlanDialog);
/** Marks to grade and the end-semester marks: the same, on a scale with marks bands. */
export const loadMarksTools = () =>
  import('./marks-tools-dialog').then((module) => module.MarksToolsDialog);
export const prefetchMarksTools = () => prefetch(loadMarksTools);
export const loadQuickSgpaDialog = () =>
  import('./quick-sgpa-dialog').then((module) => module.QuickSgpaDialog);
/** The working of the numbers on screen: its builder and renderer arrive when first shown. */
export const loadWorking = workingLoader<{
  scale: GradeScale;
  semesters: readonly Semester[];
  numbers: ProfileNumbers;
}>(() =>
  import('../../packages/core/src/gpa/scales/gpa-working').then(
    ({ gpaWorking }) =>
      ({ scale, semesters, numbers }) =>
        gpaWorking(scale, semesters, numbers),
  ),
);
/** Trying grades is a mode most visitors never enter. */
export const loadWhatIf = () => import('./what-if-panel').then((module) => module.WhatIfPanel);
