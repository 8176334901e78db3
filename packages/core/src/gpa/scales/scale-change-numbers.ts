import type { Semester } from '../model';
import type { GradeScale } from './grade-scale';
import type { GradeChange } from './profile-scale';
import { changeScale, profileNumbers } from './profile-scale';
import { shownGpa } from './scale-view';

/** A number as shown before and after a change of scale; null where a side has none. */
export interface BeforeAfter {
  before: string | null;
  after: string | null;
}

export interface ScaleChangeNumbers {
  /** The semesters as they will be saved on the new scale. */
  carried: Semester[];
  changes: GradeChange[];
  cgpa: BeforeAfter;
  /** Null when neither scale converts this CGPA to a percentage. */
  percentage: BeforeAfter | null;
  /** Null when neither scale has classes. */
  classification: BeforeAfter | null;
}

/**
 * What a change of scale does, for the student to see before it is saved: the grades that change
 * and the CGPA, percentage and class on each side (a corrected preset may change only the class).
 */
export function scaleChangeNumbers(
  from: GradeScale,
  to: GradeScale,
  semesters: readonly Semester[],
): ScaleChangeNumbers {
  const { semesters: carried, changes } = changeScale(from, to, semesters);
  const before = profileNumbers(from, semesters);
  const after = profileNumbers(to, carried);
  const percentage = {
    before: before.percentage?.text ?? null,
    after: after.percentage?.text ?? null,
  };
  const hasClasses = from.classes.length > 0 || to.classes.length > 0;
  return {
    carried,
    changes,
    cgpa: { before: shownGpa(from, before.cgpa), after: shownGpa(to, after.cgpa) },
    percentage: percentage.before === null && percentage.after === null ? null : percentage,
    classification: hasClasses
      ? { before: before.classification, after: after.classification }
      : null,
  };
}
