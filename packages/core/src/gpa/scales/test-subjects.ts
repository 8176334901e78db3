import type { Subject } from '../model';

/** For tests: a subject whose id is its name, with these points and credits (and more fields). */
export const subject = (
  id: string,
  grade: number,
  credit: number,
  more: Partial<Subject> = {},
): Subject => ({ id, subjectName: id, grade, credit, ...more });
