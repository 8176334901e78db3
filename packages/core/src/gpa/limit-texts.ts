/**
 * What the GPA element says when a name, an entered semester or a profile is over one of its
 * limits (limits.ts), in English. The limits are passed in, written as the screen writes numbers.
 */
import { textModule } from '../i18n/texts';

export const limitTexts = textModule('gpa-limits', {
  semNameEmpty: 'Semester name cannot be empty',
  semNameLong: (most: string) => `Semester name must be at most ${most} characters`,
  subjNameLong: (most: string) => `Subject name must be at most ${most} characters`,
  sgpaRange: (max: string, places: string) =>
    `SGPA must be from 0 to ${max}, with at most ${places} decimals`,
  semCredits: (most: string) =>
    `Semester credits must be more than 0 and at most ${most}, in steps of 0.5`,
  /** An import's quick semester that has subjects too, after 'Profile 1, semester 2: '. */
  quickAndSubj: 'a semester entered as SGPA and credits cannot also have subjects',
  tooManySems: (most: string) => `A profile can have at most ${most} semesters`,
  tooManySubjs: (most: string) => `A profile can have at most ${most} subjects`,
});

export type LimitTexts = typeof limitTexts.en;
