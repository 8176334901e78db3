import type { RepeatedSubjects, ScaleGrade } from './grade-scale';

/**
 * Backlogs counted right: a subject may be taken more than once, and the scale says
 * which attempts count. A profile links a later attempt to the earlier one with `retakeOf`
 * (profile-scale.ts makes them courses).
 */

export interface AttemptedSubject {
  credit: number;
  /** Oldest first; never empty. */
  attempts: readonly ScaleGrade[];
}

export type BacklogState = 'none' | 'active' | 'cleared';

/** A grade that earns the subject's credit: it clears a backlog. */
export function clears(grade: ScaleGrade): boolean {
  return grade.earnsCredit && !grade.isFail;
}

/** A grade that leaves the subject a backlog: a fail, or a temporary one (reappear, incomplete). */
export function leavesBacklog(grade: ScaleGrade): boolean {
  return grade.isFail || grade.isTemporary;
}

/**
 * The positions of the attempts that count. 'clearing-attempt': the first attempt that earned the
 * credit, once (a later improvement attempt is not counted), or the latest attempt while none has.
 */
export function countedPositions(subject: AttemptedSubject, rule: RepeatedSubjects): number[] {
  if (rule === 'every-attempt') return subject.attempts.map((_, index) => index);
  if (subject.attempts.length === 0) return [];
  const clearing = subject.attempts.findIndex(clears);
  return [clearing === -1 ? subject.attempts.length - 1 : clearing];
}

/** The attempts that count (`countedPositions`). */
export function countedAttempts(
  subject: AttemptedSubject,
  rule: RepeatedSubjects,
): readonly ScaleGrade[] {
  return countedPositions(subject, rule).map((index) => subject.attempts[index]!);
}

/**
 * 'active' while no attempt has earned the credit and the latest is a fail or a temporary grade
 * (reappear, incomplete); 'cleared' once an attempt after a failed one has earned it.
 */
export function backlogState(subject: AttemptedSubject): BacklogState {
  const clearing = subject.attempts.findIndex(clears);
  if (clearing === -1) {
    const latest = subject.attempts.at(-1);
    return latest && leavesBacklog(latest) ? 'active' : 'none';
  }
  return subject.attempts.slice(0, clearing).some((grade) => grade.isFail) ? 'cleared' : 'none';
}

/** Anna University's "without any history of arrears": no attempt of any subject ever failed. */
export function hasArrearHistory(subjects: Iterable<AttemptedSubject>): boolean {
  for (const subject of subjects) {
    if (subject.attempts.some((grade) => grade.isFail)) return true;
  }
  return false;
}
