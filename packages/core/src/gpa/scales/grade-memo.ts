import type { Subject } from '../model';
import type { GradeScale, ScaleGrade } from './scale-types';

/**
 * The grade a subject held before a change of scale that could not carry it back (model.ts
 * `gradeBefore`), as every codec stores it: 'points/code', e.g. '0/F' for SPEC's F on Anna
 * University's RA. Only its form is checked on reading (the scale it came from is not stored): a
 * memo is used only where the scale changed to has a grade with exactly that code and points.
 */

/**
 * 'points/code': points 0 to 11 with at most 2 decimals as JavaScript writes them, a code as
 * grade-scale.ts allows one (1 to 8 characters, no '/', '|' or control character). firestore.rules
 * `subjectPattern` holds the same pattern: what one accepts, the other reads.
 */
export const GRADE_MEMO = /^(?:11|10(?:\.\d?[1-9])?|\d(?:\.\d?[1-9])?)\/[^/|\p{Cc}]{1,8}$/u;

/** Ours: a saved or imported memo in another form. */
export const GRADE_MEMO_MESSAGE =
  "the grade before the last change of scale must be 'points/code', e.g. '0/F'";

export const gradeMemo = (grade: ScaleGrade) => `${grade.points}/${grade.code}`;

/** The grade of `scale` with exactly the code and points a memo names, if any. */
export function memoGrade(scale: GradeScale, memo: string): ScaleGrade | undefined {
  return scale.grades.find((grade) => gradeMemo(grade) === memo);
}

/**
 * A subject as an edit leaves it: the grade it held before a change of scale (`gradeBefore`) is kept
 * while its grade stays, and dropped once the grade is edited (or when the edit brings one of its
 * own), so a change back never puts an old grade over a new one.
 */
export function editedSubject(before: Subject, after: Subject): Subject {
  const edited: Subject = { ...after };
  delete edited.gradeBefore;
  const sameGrade = after.grade === before.grade && after.gradeCode === before.gradeCode;
  if (sameGrade && before.gradeBefore !== undefined) edited.gradeBefore = before.gradeBefore;
  return edited;
}
