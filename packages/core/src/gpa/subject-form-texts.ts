/**
 * Why the subject form (and a later attempt's) refuses what was typed (profiles.ts
 * `parseSubjectForm`), in English; a name too long is the limits' to say (limit-texts.ts).
 */
import { textModule } from '../i18n/texts';

export const subjectFormTexts = textModule('gpa-subject-form', {
  fillAll: 'Please fill in all fields',
  /** Ours: SPEC §5 gives the rule (min 0, step 0.5), not its words; the maximum is CREDIT_MAX. */
  creditRange: (most: string) => `Credits must be from 0 to ${most}, in steps of 0.5`,
  pickGrade: 'Please choose a grade from the list',
});

export type SubjectFormTexts = typeof subjectFormTexts.en;
