import { fieldKey } from './field-key';
import type { ImportProblem } from './import-problems';
import type { LimitTexts } from './limit-texts';
import { limitTexts } from './limit-texts';
import type { Profile, Semester } from './model';

/**
 * How much one profile may hold. SPEC bounds none of it; these bounds are ours, far above any real
 * degree (8 to 12 semesters of 5 to 12 subjects), and firestore.rules checks the very same numbers
 * on every write of a profile or a public link (so that nobody can store, and make another user's
 * page download, a profile of a megabyte). Together they keep a stored profile under about 450 kB:
 * 500 subjects of at most 200 characters (3 bytes each at worst) plus their keys and numbers.
 */
export const PROFILE_NAME_MAX_LENGTH = 300;
/** Semester and subject names. */
export const NAME_MAX_LENGTH = 200;
export const MAX_SEMESTERS = 50;
/** Subjects in a whole profile: rules cannot count a semester's subjects, only all of them. */
export const MAX_SUBJECTS = 500;
/**
 * An id's length as a stored key (`fieldKey`, which escapes all but letters, digits and '-'): the
 * app's timestamp ids take 13 characters, an imported id at most this.
 */
export const KEY_MAX_LENGTH = 100;

/**
 * A quick semester (model.ts `entered`): its SGPA as grade cards print it, with at most this many
 * decimals, from 0 to the scale's best GPA (scale-gpa.ts `scaleMaximum`). Stored data is held to
 * the highest points any scale may carry (grade-scale.ts SCALE_LIMITS.maxCappedPoints), as the
 * rules cannot look up a scale's best; an SGPA above the scale's best (after a change of scale)
 * counts as that best.
 */
export const SGPA_DECIMALS = 2;
export const SGPA_STORED_MAX = 11;
/**
 * A semester's credits, entered (a quick semester) or planned: more than 0, in steps of 0.5 as a
 * subject's, at most this: the heaviest published semesters carry about 30, and 100 still refuses
 * junk such as 1e300.
 */
export const SEMESTER_CREDITS_MAX = 100;

// The messages in English (limit-texts.ts), for the checks that do not take a language's texts.
const ENGLISH = limitTexts.en;
export const SEMESTER_NAME_EMPTY_MESSAGE = ENGLISH.semNameEmpty;
export const SEMESTER_NAME_TOO_LONG_MESSAGE = ENGLISH.semNameLong(String(NAME_MAX_LENGTH));
export const SUBJECT_NAME_TOO_LONG_MESSAGE = ENGLISH.subjNameLong(String(NAME_MAX_LENGTH));
export const sgpaMessage = (max: number, texts = ENGLISH) =>
  texts.sgpaRange(String(max), String(SGPA_DECIMALS));
export const SEMESTER_CREDITS_MESSAGE = ENGLISH.semCredits(String(SEMESTER_CREDITS_MAX));
export const QUICK_SEMESTER_SUBJECTS_MESSAGE = ENGLISH.quickAndSubj;
export const TOO_MANY_SEMESTERS_MESSAGE = ENGLISH.tooManySems(String(MAX_SEMESTERS));
export const TOO_MANY_SUBJECTS_MESSAGE = ENGLISH.tooManySubjs(String(MAX_SUBJECTS));

/**
 * A name as it is stored: control characters (a tab or line break pasted or imported) become
 * spaces, and the ends are trimmed. The rules accept no control character and no name that starts
 * or ends with a space, so every name is cleaned this way before it is saved.
 */
export function cleanName(name: string): string {
  return name.replace(/\p{Cc}+/gu, ' ').trim();
}

export function subjectCount(semesters: readonly Semester[]): number {
  return semesters.reduce((count, semester) => count + semester.subjects.length, 0);
}

/** Why adding a semester to `semesters` is refused, or null when it may be added. */
export function addSemesterRefusal(
  semesters: readonly Semester[],
  texts: LimitTexts = ENGLISH,
): string | null {
  return semesters.length >= MAX_SEMESTERS ? texts.tooManySems(String(MAX_SEMESTERS)) : null;
}

/** Why adding a subject to a profile with `semesters` is refused, or null when it may be added. */
export function addSubjectRefusal(
  semesters: readonly Semester[],
  texts: LimitTexts = ENGLISH,
): string | null {
  return subjectCount(semesters) >= MAX_SUBJECTS ? texts.tooManySubjs(String(MAX_SUBJECTS)) : null;
}

/** True for semesters within every bound above (names as `cleanName` leaves them). */
export function isWithinLimits(semesters: readonly Semester[]): boolean {
  return semestersProblem(semesters, 1) === null;
}

const tooLong = (name: string, max: number) => cleanName(name).length > max;

/**
 * The first bound the semesters of the file's profile `profile` (counted from 1) break, as an
 * import's problem, or null.
 */
function semestersProblem(semesters: readonly Semester[], profile: number): ImportProblem | null {
  if (semesters.length > MAX_SEMESTERS) {
    return { code: 'tooManySems', most: MAX_SEMESTERS, at: { profile } };
  }
  if (subjectCount(semesters) > MAX_SUBJECTS) {
    return { code: 'tooManySubjs', most: MAX_SUBJECTS, at: { profile } };
  }
  for (const [s, semester] of semesters.entries()) {
    const at = { profile, semester: s + 1 };
    if (tooLong(semester.name, NAME_MAX_LENGTH)) {
      return { code: 'semNameLong', most: NAME_MAX_LENGTH, at };
    }
    const semesterIdProblem = idProblem(semester.id);
    if (semesterIdProblem) return { code: semesterIdProblem, at };
    for (const [i, subject] of semester.subjects.entries()) {
      const here = { ...at, subject: i + 1 };
      if (tooLong(subject.subjectName, NAME_MAX_LENGTH)) {
        return { code: 'subjNameLong', most: NAME_MAX_LENGTH, at: here };
      }
      const subjectIdProblem = idProblem(subject.id);
      if (subjectIdProblem) return { code: subjectIdProblem, at: here };
    }
  }
  return null;
}

/** Why an imported id cannot be stored as a key, or null. */
function idProblem(id: string): 'idInvalid' | 'idTooLong' | null {
  let key: string;
  try {
    key = fieldKey(id);
  } catch {
    return 'idInvalid';
  }
  return key.length > KEY_MAX_LENGTH ? 'idTooLong' : null;
}

/** The first bound the file's profile `number` (counted from 1) breaks, or null. */
export function profileLimitProblem(profile: Profile, number: number): ImportProblem | null {
  if (tooLong(profile.name, PROFILE_NAME_MAX_LENGTH)) {
    return {
      code: 'tooLong',
      field: 'name',
      most: PROFILE_NAME_MAX_LENGTH,
      at: { profile: number },
    };
  }
  return semestersProblem(profile.semesters, number);
}
