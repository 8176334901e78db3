import { toFixedString } from '../../rational';
import { GPA_DECIMALS, enteredCredit, exactGpa } from '../gpa';
import type { Semester, Subject } from '../model';

/** For tests: a subject whose id is its name, with these points and credits (and more fields). */
export const subject = (
  id: string,
  grade: number,
  credit: number,
  more: Partial<Subject> = {},
): Subject => ({ id, subjectName: id, grade, credit, ...more });

/**
 * For tests of data saved before scales and attempts: SPEC §5's pooled GPA of every subject listed
 * and every quick semester (Σ grade × credit / Σ credits, 2 decimals), null without credits; what
 * such a profile must keep showing.
 */
export function pooledGpa(semesters: readonly Semester[]): string | null {
  const gpa = exactGpa(
    semesters.flatMap(({ subjects, entered }) => [
      ...subjects,
      ...(entered ? [enteredCredit(entered)] : []),
    ]),
  );
  return gpa === null ? null : toFixedString(gpa, GPA_DECIMALS);
}
