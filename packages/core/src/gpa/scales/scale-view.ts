import { rational, toFixedString } from '../../rational';
import type { Semester, Subject } from '../model';
import { LATIN_DIGITS, shownSemesterName, typedSemesterName } from '../shown-names';
import type { GradeScale, ScaleGrade } from './grade-scale';
import { clears, leavesBacklog } from './attempts';
import type { GradeChange, ProfileNumbers } from './profile-scale';
import { DEFAULT_SCALE, gradeOf, subjectStandings } from './profile-scale';
import type { ViewTexts } from './view-texts';
import { viewTexts } from './view-texts';

/**
 * What the GPA widget shows of a profile's scale, as text and plain values: the form's grade
 * options, the lines of a scale change and each subject's place among its attempts. The
 * percentage and 4-point cards', which load on demand, are percentage-view.ts's.
 */

// --- Grades ------------------------------------------------------------------------------------

/** What SPEC's failing grades mean, as its options say it ('E (Reappear)'). */
const SPEC_MEANINGS: Readonly<Record<string, 'reappear' | 'fail' | 'backlog'>> = {
  E: 'reappear',
  F: 'fail',
  G: 'backlog',
};

/**
 * A grade as the subject form offers it. SPEC's scale keeps its options' exact labels ('O',
 * 'E (Reappear)'), the meaning in the element's language; other scales show the points, which is
 * what differs between them ('A (8.5)'), or the meaning the scale gives a grade kept out of the
 * GPA ('I (Incomplete)').
 */
export function gradeOptionLabel(
  scale: GradeScale,
  grade: ScaleGrade,
  texts: ViewTexts = viewTexts.en,
  digits = LATIN_DIGITS,
): string {
  if (scale === DEFAULT_SCALE) {
    const meaning = SPEC_MEANINGS[grade.code];
    return meaning ? `${grade.code} (${texts[meaning]})` : grade.label;
  }
  return grade.countsInGpa ? gradeWithPoints(grade, digits) : `${grade.code} (${grade.label})`;
}

/** 'A (8.5)': a grade named with its points, where two scales meet (a scale change). */
export const gradeWithPoints = (grade: ScaleGrade, digits = LATIN_DIGITS) =>
  `${grade.code} (${digits(String(grade.points))})`;

/** 'Maths: A (8.5) → BB (8)': names, codes and points only, the same in every language. */
export const gradeChangeLine = (change: GradeChange) =>
  `${change.subjectName}: ${gradeWithPoints(change.from)} → ${gradeWithPoints(change.to)}`;

/** A GPA as the screen shows it: '0.00' (in the scale's places) where there is none. */
export function shownGpa(scale: GradeScale, gpa: string | null): string {
  return gpa ?? toFixedString(rational(0n), scale.rounding.places);
}

export { scaleMaximum } from './scale-gpa';

// --- Attempts ------------------------------------------------------------------------------------

export interface AttemptView {
  /** This subject is a fail or temporary grade that no later attempt has cleared. */
  backlog: boolean;
  /** The semester whose attempt cleared this failed one, if any. */
  clearedIn: string | null;
  /** For a later attempt: its number and the name of the first attempt's subject. */
  attempt: { number: number; of: string } | null;
  /** False for an attempt the scale leaves out of the CGPA. */
  counted: boolean;
  /** A later attempt follows this one. */
  retaken: boolean;
  /** The subject can take a later attempt: its grade fails or is temporary, and none follows it. */
  canRetake: boolean;
}

/** Each subject's backlog and attempt labels, by subject id (subjectStandings, in words). */
export function attemptViews(
  scale: GradeScale,
  semesters: readonly Semester[],
): Map<string, AttemptView> {
  const gradeOfSubject = (subject: Subject) => gradeOf(scale, subject)!;
  const standings = subjectStandings(scale, semesters);
  const where = new Map<string, { semester: Semester; subject: Subject }>();
  for (const semester of semesters) {
    for (const subject of semester.subjects) where.set(subject.id, { semester, subject });
  }
  const retakes = new Set([...standings.values()].flatMap(({ retakenBy }) => retakenBy ?? []));
  const views = new Map<string, AttemptView>();
  for (const [id, standing] of standings) {
    if (retakes.has(id)) continue;
    // A first attempt: walk its course, oldest first.
    const first = where.get(id)!.subject;
    const course: string[] = [];
    for (let next: string | null = id; next !== null; next = standings.get(next)!.retakenBy) {
      course.push(next);
    }
    const clearing = course.find((each) => clears(gradeOfSubject(where.get(each)!.subject)));
    course.forEach((each, index) => {
      const { subject } = where.get(each)!;
      const grade = gradeOfSubject(subject);
      const { retakenBy, counted } = standings.get(each)!;
      views.set(each, {
        backlog: leavesBacklog(grade) && standing.backlog === 'active' && retakenBy === null,
        clearedIn:
          grade.isFail && clearing !== undefined && course.indexOf(clearing) > index
            ? where.get(clearing)!.semester.name
            : null,
        attempt: index === 0 ? null : { number: index + 1, of: first.subjectName },
        counted,
        retaken: retakenBy !== null,
        canRetake: leavesBacklog(grade) && retakenBy === null,
      });
    });
  }
  return views;
}

/**
 * A subject's place among its attempts, in words, as the screen and the printed report show it:
 * 'Attempt 2 of Maths', 'Backlog', 'Cleared in Semester 3', 'not counted'.
 */
export function attemptNotes(
  view: AttemptView | undefined,
  texts: ViewTexts = viewTexts.en,
): { text: string; kind: string; data: string[] }[] {
  if (!view) return [];
  const notes: { text: string; kind: string; data: string[] }[] = [];
  if (view.attempt) {
    const { number, of } = view.attempt;
    notes.push({ text: texts.attemptOf(number, of), kind: 'attempt', data: [of] });
  }
  if (view.backlog) notes.push({ text: texts.backlog, kind: 'backlog', data: [] });
  if (view.clearedIn) {
    const semester = shownSemesterName(view.clearedIn, texts);
    const data = typedSemesterName(view.clearedIn);
    notes.push({ text: texts.clearedIn(semester), kind: 'cleared', data });
  }
  if (!view.counted) notes.push({ text: texts.notCounted, kind: 'not-counted', data: [] });
  return notes;
}

/** The numbers a profile shows beside its GPA: 'Backlogs: 1 active, 2 cleared', or null. */
export function backlogSummary(
  { backlogs }: Pick<ProfileNumbers, 'backlogs'>,
  texts: ViewTexts = viewTexts.en,
): string | null {
  if (backlogs.active === 0 && backlogs.cleared === 0) return null;
  return texts.backlogs(backlogs.active, backlogs.cleared);
}

export interface TrendPoint {
  semesterId: string;
  name: string;
  /** The semester's GPA as displayed; null for a semester without credits. */
  sgpa: number | null;
  /** The cumulative GPA over this and all earlier semesters; null while none has credits. */
  cgpa: number | null;
}

/** The trend chart's points, from the profile's numbers: each semester's SGPA and the CGPA up to it. */
export function profileTrend(
  semesters: readonly Semester[],
  { sgpas, trend }: Pick<ProfileNumbers, 'sgpas' | 'trend'>,
): TrendPoint[] {
  const value = (gpa: string | null | undefined) => (gpa == null ? null : Number(gpa));
  return semesters.map((semester, index) => ({
    semesterId: semester.id,
    name: semester.name,
    sgpa: value(sgpas[index]),
    cgpa: value(trend[index]),
  }));
}
