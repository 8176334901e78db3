import type { RepeatedSubjects, ScaleGrade } from './grade-scale';

/**
 * Backlogs counted right (issue #15): a subject may be taken more than once, and the scale says
 * which attempts count. The profile model does not store attempts yet; a subject as stored today
 * is one attempt.
 */

export interface AttemptedSubject {
  credit: number;
  /** Oldest first; never empty. */
  attempts: readonly ScaleGrade[];
}

export type BacklogState = 'none' | 'active' | 'cleared';

function passes(grade: ScaleGrade): boolean {
  return grade.earnsCredit && !grade.isFail;
}

/**
 * The attempts that count. 'clearing-attempt': the first attempt that earned the credit, once (a
 * later improvement attempt is not counted), or the latest attempt while none has.
 */
export function countedAttempts(
  subject: AttemptedSubject,
  rule: RepeatedSubjects,
): readonly ScaleGrade[] {
  if (rule === 'every-attempt') return subject.attempts;
  const clearing = subject.attempts.find(passes) ?? subject.attempts.at(-1);
  return clearing ? [clearing] : [];
}

/**
 * 'active' while no attempt has earned the credit and the latest is a fail or a temporary grade
 * (reappear, incomplete); 'cleared' once an attempt after a failed one has earned it.
 */
export function backlogState(subject: AttemptedSubject): BacklogState {
  const clearing = subject.attempts.findIndex(passes);
  if (clearing === -1) {
    const latest = subject.attempts.at(-1);
    return latest && (latest.isFail || latest.isTemporary) ? 'active' : 'none';
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
