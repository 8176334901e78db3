import type { Rational } from '../../rational';
import { enteredCredit, totalsOf } from '../gpa';
import type { ScaleChoice, Semester, Subject } from '../model';
import type { AttemptedSubject, BacklogState } from './attempts';
import { backlogState, countedPositions } from './attempts';
import type { GradeScale, ScaleGrade } from './grade-scale';
import { gradeMemo, memoGrade } from './grade-memo';
import { SPEC_DEFAULT } from './presets/spec-default';
import { presetScale } from './presets/preset-scales';
import type { ScaleSemester, ScaleSummary } from './scale-gpa';
import {
  exactCgpa,
  gradeByCode,
  printed,
  scaleMaximum,
  semesterCredits,
  semesterGpas,
  summarizeUnderScale,
} from './scale-gpa';
import type { SemesterArrival } from './running-cgpa';
import { runningCgpas } from './running-cgpa';

/**
 * A profile on its grade scale: which scale it is on,
 * which grade each subject holds, how attempts of one subject link up across semesters, and the
 * numbers the scale gives. Subjects keep their points (`grade`), so what was saved before scales
 * existed reads as SPEC's scale gives it, unchanged.
 */

/** The scale a profile without one is on: SPEC's, exactly as before scales existed. */
export const DEFAULT_SCALE: GradeScale = SPEC_DEFAULT;

/** The scale a choice names; null for a preset this version does not know. */
export function resolveScale(choice: ScaleChoice | undefined): GradeScale | null {
  if (choice === undefined) return DEFAULT_SCALE;
  return 'preset' in choice ? (presetScale(choice.preset) ?? null) : choice.custom;
}

/** How a profile stores a scale: nothing for SPEC's, so that it reads as every earlier profile. */
export function scaleChoiceOf(scale: GradeScale, custom: boolean): ScaleChoice | undefined {
  if (custom) return { custom: scale };
  return scale.id === DEFAULT_SCALE.id ? undefined : { preset: scale.id };
}

/** The grade a subject holds: its code's, or the scale's first grade with its points. */
export function gradeOf(scale: GradeScale, subject: Pick<Subject, 'grade' | 'gradeCode'>) {
  return subject.gradeCode === undefined
    ? scale.grades.find((grade) => grade.points === subject.grade)
    : gradeByCode(scale, subject.gradeCode);
}

/** True when the subject holds one of the scale's grades, its points agreeing with its code. */
export function fitsScale(scale: GradeScale, subject: Pick<Subject, 'grade' | 'gradeCode'>) {
  return gradeOf(scale, subject)?.points === subject.grade;
}

function sharesPoints(scale: GradeScale, points: number): boolean {
  return scale.grades.filter((grade) => grade.points === points).length > 1;
}

/**
 * A grade as a subject stores it: its points, and its code where other grades have the same
 * points (SPEC's E, F and G are all 0).
 */
export function storedGrade(
  scale: GradeScale,
  grade: ScaleGrade,
): Pick<Subject, 'grade' | 'gradeCode'> {
  return sharesPoints(scale, grade.points)
    ? { grade: grade.points, gradeCode: grade.code }
    : { grade: grade.points };
}

/**
 * The grade a subject names for certain; null for points that several grades share, saved without
 * a code (before scales, the form stored E, F and G all as 0): such a grade is shown as its points
 * rather than a guess. It counts the same either way.
 */
export function namedGrade(
  scale: GradeScale,
  subject: Pick<Subject, 'grade' | 'gradeCode'>,
): ScaleGrade | null {
  if (subject.gradeCode === undefined && sharesPoints(scale, subject.grade)) return null;
  return gradeOf(scale, subject) ?? null;
}

/**
 * A subject with its grade stored as `storedGrade` stores it, and without the grade it held before a
 * change of scale (`gradeBefore`): a new grade makes that memo stale.
 */
export function withStoredGrade(scale: GradeScale, subject: Subject, grade: ScaleGrade): Subject {
  const { grade: points, gradeCode } = storedGrade(scale, grade);
  const carried: Subject = { ...subject, grade: points };
  delete carried.gradeBefore;
  if (gradeCode === undefined) delete carried.gradeCode;
  else carried.gradeCode = gradeCode;
  return carried;
}

// --- Attempts ---------------------------------------------------------------------------------------

/** Where a subject stands among the attempts of one course. */
export interface SubjectStanding {
  /** The subject of a later semester that retakes this one, if any. */
  retakenBy: string | null;
  /** The course's backlog state, on each of its attempts. */
  backlog: BacklogState;
  /** False for an attempt the scale leaves out of the CGPA (a failed attempt cleared later). */
  counted: boolean;
}

interface Course {
  /** Oldest first: the subjects, each with the index of its semester. */
  attempts: { subject: Subject; semester: number }[];
}

/**
 * The courses of a profile: each subject with the later subjects that retake it. A `retakeOf`
 * counts only when it names a subject of an earlier semester that nothing else retakes yet (in
 * list order); otherwise the subject stands alone, so a link broken by a deletion or by two
 * editors at once never hides a subject.
 */
function coursesOf(semesters: readonly Semester[]): Course[] {
  const courseOf = new Map<string, Course>();
  const retaken = new Set<string>();
  const courses: Course[] = [];
  semesters.forEach((semester, index) => {
    for (const subject of semester.subjects) {
      const earlier = subject.retakeOf === undefined ? undefined : courseOf.get(subject.retakeOf);
      const last = earlier?.attempts.at(-1);
      const linked =
        earlier && last && last.semester < index && !retaken.has(last.subject.id) ? earlier : null;
      const course = linked ?? { attempts: [] };
      if (linked) retaken.add(last!.subject.id);
      else courses.push(course);
      course.attempts.push({ subject, semester: index });
      courseOf.set(subject.id, course);
    }
  });
  return courses;
}

function attempted(scale: GradeScale, course: Course): AttemptedSubject {
  return {
    credit: course.attempts.at(-1)!.subject.credit,
    attempts: course.attempts.map(({ subject }) => gradeOf(scale, subject)!),
  };
}

/**
 * The semesters as the scale counts them: each course in the semester of its latest attempt, with
 * all its attempts (for the CGPA, and an aggregation over some semesters or years).
 */
export function countedSemesters(
  scale: GradeScale,
  semesters: readonly Semester[],
): ScaleSemester[] {
  const counted: AttemptedSubject[][] = semesters.map(() => []);
  for (const course of coursesOf(semesters)) {
    counted[course.attempts.at(-1)!.semester]!.push(attempted(scale, course));
  }
  return counted.map((subjects, index) => withEntry(scale, subjects, semesters[index]!));
}

/**
 * A semester as the scale counts it: its subjects, and a quick semester's SGPA and credits, the
 * SGPA no higher than the scale's best (it may have been entered on another scale).
 */
function withEntry(
  scale: GradeScale,
  subjects: AttemptedSubject[],
  { entered }: Semester,
): ScaleSemester {
  if (!entered) return { subjects };
  const sgpa = Math.min(entered.sgpa, scaleMaximum(scale));
  return { subjects, entered: enteredCredit({ ...entered, sgpa }) };
}

/** Each semester's own attempts, one each, as its marksheet printed them (for its SGPA). */
export function semesterMarksheets(
  scale: GradeScale,
  semesters: readonly Semester[],
): ScaleSemester[] {
  return semesters.map((semester) =>
    withEntry(
      scale,
      semester.subjects.map((subject) => ({
        credit: subject.credit,
        attempts: [gradeOf(scale, subject)!],
      })),
      semester,
    ),
  );
}

/** Each subject's standing among its course's attempts, by subject id. */
export function subjectStandings(
  scale: GradeScale,
  semesters: readonly Semester[],
): Map<string, SubjectStanding> {
  const standings = new Map<string, SubjectStanding>();
  for (const course of coursesOf(semesters)) {
    const subject = attempted(scale, course);
    const backlog = backlogState(subject);
    const counted = countedPositions(subject, scale.repeatedSubjects);
    course.attempts.forEach((attempt, index) => {
      standings.set(attempt.subject.id, {
        retakenBy: course.attempts[index + 1]?.subject.id ?? null,
        backlog,
        counted: counted.includes(index),
      });
    });
  }
  return standings;
}

// --- Numbers ----------------------------------------------------------------------------------------

/**
 * Every figure a profile shows, from this one function: the screen's summary and semester cards, the trend
 * chart, the percentage and 4-point cards, 'Show working', the `gpa-change` event, the printed
 * report, What if and a change of scale's confirmation all read this, so no two of them can
 * disagree. The planner builds on the same readings of the semesters (`countedSemesters`,
 * `marksheetCredits`) and scale-gpa.ts's `exactCgpa`, which the CGPA here equals
 * (profile-numbers.test.ts holds them together). Where two figures legitimately differ they are
 * named apart (`creditsCounted` and `creditsAttempted`), each defined here once.
 */
export interface ProfileNumbers extends Omit<ScaleSummary, 'sgpas'> {
  /** Each semester's GPA as its own attempts give it; null without counted credits. */
  sgpas: (string | null)[];
  /** The CGPA over this and every earlier semester, as printed; null while none has credits. */
  trend: (string | null)[];
  /** The CGPA before rounding, for conversions that start from it; null without one. */
  exactCgpa: Rational | null;
  /** Each semester's credits as its marksheet counts them: what its SGPA divides by. */
  semesterCredits: number[];
  /**
   * The credits the CGPA counts (SPEC's 'Total Credits'): each subject once, with its counted
   * attempts as the scale counts them (a failed attempt cleared later is not counted again), and
   * quick semesters' credits. On a credit-weighted scale, what the CGPA divides by.
   */
  creditsCounted: number;
  /** The credits of every attempt listed, failed ones included, and quick semesters' credits. */
  creditsAttempted: number;
  /** Subjects once each, however many attempts (SPEC's 'Total Subjects'). */
  subjectsCounted: number;
  /** Every subject listed, each attempt one. */
  subjectsListed: number;
}

/** Credits as a number: both parts stay below 2^53 for any credits the limits allow. */
const creditNumber = (credits: Rational) => Number(credits.num) / Number(credits.den);

/** The credits these semesters put into a GPA (`semesterCredits`), exact. */
export function creditsOf(scale: GradeScale, semesters: readonly ScaleSemester[]): Rational {
  return totalsOf(semesters.flatMap((semester) => semesterCredits(scale, semester))).credits;
}

/** Each semester's credits as its marksheet counts them (what its SGPA divides by), exact. */
export function marksheetCredits(scale: GradeScale, semesters: readonly Semester[]): Rational[] {
  return semesterMarksheets(scale, semesters).map((semester) => creditsOf(scale, [semester]));
}

/**
 * What each semester brings to the running CGPA: every attempt, with its course's attempts up to
 * it (runningCgpas carries the totals forward from there).
 */
function arrivalsOf(scale: GradeScale, semesters: readonly Semester[]): SemesterArrival[] {
  const arrivals = semesters.map((semester) => ({
    courses: [] as SemesterArrival['courses'][number][],
    entered: withEntry(scale, [], semester).entered,
  }));
  coursesOf(semesters).forEach((course, id) => {
    course.attempts.forEach(({ semester }, index) => {
      const upToHere = { attempts: course.attempts.slice(0, index + 1) };
      arrivals[semester]!.courses.push({ course: id, subject: attempted(scale, upToHere) });
    });
  });
  return arrivals;
}

/**
 * Every number the scale gives these semesters, in time linear in their subjects. Every subject
 * must fit the scale (`fitsScale`).
 */
export function profileNumbers(scale: GradeScale, semesters: readonly Semester[]): ProfileNumbers {
  const counted = countedSemesters(scale, semesters);
  const summary = summarizeUnderScale(scale, counted);
  const marksheets = semesterMarksheets(scale, semesters);
  const running = runningCgpas(scale, arrivalsOf(scale, semesters));
  const listed = semesters.flatMap((semester) => semester.subjects);
  const attempted = totalsOf([
    ...listed,
    ...semesters.flatMap(({ entered }) => (entered ? [enteredCredit(entered)] : [])),
  ]);
  return {
    ...summary,
    sgpas: semesterGpas(scale, marksheets),
    trend: running.map((cgpa) => cgpa && printed(scale, cgpa)),
    exactCgpa: running.at(-1) ?? null,
    semesterCredits: marksheets.map((semester) => creditNumber(creditsOf(scale, [semester]))),
    creditsCounted: creditNumber(creditsOf(scale, counted)),
    creditsAttempted: creditNumber(attempted.credits),
    subjectsCounted: counted.reduce((sum, semester) => sum + semester.subjects.length, 0),
    subjectsListed: listed.length,
  };
}

/** The CGPA before rounding, for conversions that start from it. */
export function exactProfileCgpa(
  scale: GradeScale,
  semesters: readonly Semester[],
): Rational | null {
  return exactCgpa(scale, countedSemesters(scale, semesters));
}

// --- Changing scale ----------------------------------------------------------------------------------

export interface GradeChange {
  semesterName: string;
  subjectName: string;
  from: ScaleGrade;
  to: ScaleGrade;
  /**
   * True where `to` alone would not give `from` back on changing back (Anna University's RA for
   * each of SPEC's E, F and G): the subject remembers `from` (model.ts `gradeBefore`), so that a
   * change back restores it unless the grade is edited first.
   */
  remembered: boolean;
}

/** Same standing: a fail stays a fail, a grade outside the GPA stays outside. */
const sameStanding = (a: ScaleGrade, b: ScaleGrade) =>
  a.isFail === b.isFail && a.countsInGpa === b.countsInGpa;

/** Same meaning besides: earns the credit or not, stands for good or until something happens. */
const sameMeaning = (a: ScaleGrade, b: ScaleGrade) =>
  sameStanding(a, b) && a.earnsCredit === b.earnsCredit && a.isTemporary === b.isTemporary;

/**
 * The grade of `to` a grade of `from` becomes: the one with its code and standing (a fail stays a
 * fail), whatever its points, as the code is what the marksheet prints (an A stays an A when KTU's
 * or the student's own scale makes it 8.5); else the one with its points and meaning (a reappear
 * stays a reappear: SPEC's E is KTU's FE, and FE comes back as E), then its points and standing;
 * else the best of `to` not above it with the same standing; else `to`'s lowest grade of that
 * standing, or its lowest grade. Deterministic, so that whether a change back gives a grade back
 * is known when the change is made (`changeScale`).
 */
export function carriedGrade(to: GradeScale, grade: ScaleGrade): ScaleGrade {
  const byCode = gradeByCode(to, grade.code);
  if (byCode && sameStanding(byCode, grade)) return byCode;
  const standing = to.grades.filter((candidate) => sameStanding(candidate, grade));
  const samePoints = standing.filter((candidate) => candidate.points === grade.points);
  const byPoints = samePoints.find((candidate) => sameMeaning(candidate, grade)) ?? samePoints[0];
  if (byPoints) return byPoints;
  const below = standing
    .filter((candidate) => candidate.points <= grade.points)
    .sort((a, b) => b.points - a.points)[0];
  const lowest = (grades: readonly ScaleGrade[]) =>
    [...grades].sort((a, b) => a.points - b.points)[0];
  return below ?? lowest(standing) ?? lowest(to.grades)!;
}

/**
 * One subject carried from `from` to `to`, with what it remembers (model.ts `gradeBefore`):
 * - the grade of `to` its memo names (exactly that code and points), else its grade carried
 *   (`carriedGrade`). An edit of the grade drops the memo (grade-memo.ts `editedSubject`,
 *   `withStoredGrade`), so a memo is always the grade the subject held before it was carried;
 * - where carrying back would not give the grade it leaves back, the subject remembers that grade,
 *   so a change back restores it (SPEC's F on Anna University's RA remembers '0/F');
 * - else a memo it did not use is kept where `from` has no such grade, so that a change on through
 *   a third scale can still restore it (SPEC's G, RA on Anna University's, FE on KTU's, G again on
 *   SPEC's) without disturbing a change back to `from`, which carries; otherwise it is forgotten.
 * So a change and back always gives every grade back; A to B to C and back to A does wherever the
 * memo of A's grade reaches C.
 */
function carriedSubject(from: GradeScale, to: GradeScale, subject: Subject) {
  const grade = gradeOf(from, subject)!;
  const memo = subject.gradeBefore;
  const restored = memo === undefined ? undefined : memoGrade(to, memo);
  const next = restored ?? carriedGrade(to, grade);
  const carried = withStoredGrade(to, subject, next);
  const remembered = carriedGrade(from, next) !== grade;
  if (remembered) carried.gradeBefore = gradeMemo(grade);
  else if (!restored && memo !== undefined && !memoGrade(from, memo)) carried.gradeBefore = memo;
  return { grade, next, remembered, subject: carried };
}

/**
 * Every subject carried from one scale to another (`carriedSubject`), nothing added or removed, and
 * the grades that change, for the student to see before they confirm. A change to the scale the
 * profile is on changes nothing.
 */
export function changeScale(
  from: GradeScale,
  to: GradeScale,
  semesters: readonly Semester[],
): { semesters: Semester[]; changes: GradeChange[] } {
  if (from === to) return { semesters: [...semesters], changes: [] };
  const changes: GradeChange[] = [];
  const carried = semesters.map((semester) => ({
    ...semester,
    subjects: semester.subjects.map((subject) => {
      const { grade, next, remembered, subject: moved } = carriedSubject(from, to, subject);
      if (next.code !== grade.code || next.points !== grade.points) {
        changes.push({
          semesterName: semester.name,
          subjectName: subject.subjectName,
          from: grade,
          to: next,
          remembered,
        });
      }
      return moved;
    }),
  }));
  return { semesters: carried, changes };
}
