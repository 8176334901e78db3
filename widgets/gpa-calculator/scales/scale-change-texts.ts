import { textModule } from '#core/i18n/texts.ts';

/**
 * Changing a profile's scale in words (scale-list.tsx, scale-change.tsx), loaded with them: the
 * list of scales and the confirmation of a change. The scale's own words are `scaleTexts`.
 */
export const scaleChangeTexts = textModule('gpa-scale-change', {
  // The list of scales.
  intro: "Choose your university's scale: grades, GPA, percentage and class follow it.",
  find: 'Find your university',
  findHint: 'Name, short form or city',
  count: (total: number) => `${total} scales`,
  found: (found: number, total: number) => `${found} of ${total} scales`,
  noMatch: (query: string) =>
    `No scale matches ‘${query}’: choose Custom scale to enter your university’s grades.`,
  custom: 'Custom scale…',
  editCustom: (scale: string) => `Edit custom scale: ${scale}…`,
  cancel: 'Cancel',
  // The confirmation of a change.
  changeTitle: 'Change grade scale',
  correctTitle: 'Corrected grade scale',
  changeScale: 'Change scale',
  useCorrect: 'Use corrected scale',
  /** The scales' names, which the confirmation shows in bold. */
  fromTo: (from: string, to: string) => `From ${from} to ${to}.`,
  allStay: (subjects: number) =>
    `All ${subjects} subjects stay; their grades move to the new scale.`,
  noChanges: 'No grade changes.',
  changing: 'Grades that change:',
  /**
   * Below the grades of a change where some would not come back by carrying alone (Anna
   * University's RA for each of SPEC's E, F and G): each subject remembers its grade (model.ts
   * `gradeBefore`).
   */
  comingBack: (scale: string) =>
    `Changing back to ${scale} restores each grade as it was, unless you edit it first.`,
  /** A figure one side of the change does not have. */
  none: 'none',
});
