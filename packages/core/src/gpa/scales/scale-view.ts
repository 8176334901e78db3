import type { Rational } from '../../rational';
import { div, isInteger, mul, parseDecimal, rational, toFixedString } from '../../rational';
import { GPA_DECIMALS, exactDecimal } from '../gpa';
import type { Semester, Subject } from '../model';
import type { GradeScale, ScaleGrade } from './grade-scale';
import type { PercentageConversion } from './percentage-conversion';
import { convertPercentage, describeLine } from './percentage-conversion';
import { clears, leavesBacklog } from './attempts';
import type { GradeChange, ProfileNumbers } from './profile-scale';
import { DEFAULT_SCALE, gradeOf, subjectStandings } from './profile-scale';
import { percentageBasis } from './scale-gpa';

/**
 * What the GPA widget shows of a profile's scale, as text and plain values: the form's grade
 * options, the lines of a scale change, the percentage by the scale's rule (and by each disputed
 * alternative), the 4-point conversion and each subject's place among its attempts.
 */

// --- Grades ------------------------------------------------------------------------------------

/**
 * A grade as the subject form offers it. SPEC's scale keeps its options' exact labels ('O',
 * 'E (Reappear)'); other scales show the points, which is what differs between them ('A (8.5)'),
 * or the meaning for a grade kept out of the GPA ('I (Incomplete)').
 */
export function gradeOptionLabel(scale: GradeScale, grade: ScaleGrade): string {
  if (scale === DEFAULT_SCALE) return grade.label;
  return grade.countsInGpa ? gradeWithPoints(grade) : `${grade.code} (${grade.label})`;
}

/** 'A (8.5)': a grade named with its points, where two scales meet (a scale change). */
export const gradeWithPoints = (grade: ScaleGrade) => `${grade.code} (${grade.points})`;

/** 'Maths: A (8.5) → BB (8)'. */
export const gradeChangeLine = (change: GradeChange) =>
  `${change.subjectName}: ${gradeWithPoints(change.from)} → ${gradeWithPoints(change.to)}`;

/**
 * Below the grades of a change where some would not come back by carrying alone (Anna University's
 * RA for each of SPEC's E, F and G): each subject remembers its grade (model.ts `gradeBefore`).
 */
export const comingBackNote = (from: GradeScale) =>
  `Changing back to ${from.name} restores each grade as it was, unless you edit it first.`;

/** A GPA as the screen shows it: '0.00' (in the scale's places) where there is none. */
export function shownGpa(scale: GradeScale, gpa: string | null): string {
  return gpa ?? toFixedString(rational(0n), scale.rounding.places);
}

// --- Percentage ----------------------------------------------------------------------------------

/**
 * A line as students write it: '(CGPA − 0.75) × 10' where the shift is a short decimal (how VTU,
 * AKTU and GTU state theirs), else '7.1 × CGPA + 11' (describeLine).
 */
export function describeRule({ a, b }: { a: number; b: number }): string {
  if (a !== 0 && a !== 1 && b !== 0) {
    const shift = div(exactDecimal(b), exactDecimal(a));
    if (isInteger(mul(shift, rational(100n)))) {
      const amount = String(Number(toFixedString(shift, 2)));
      const sign = amount.startsWith('-') ? '−' : '+';
      return `(CGPA ${sign} ${amount.replace(/^-/, '')}) × ${String(a).replace(/^-/, '−')}`;
    }
  }
  return describeLine({ a, b });
}

/** The rule of a conversion in words; null for none. */
export function describeConversion(conversion: PercentageConversion): string | null {
  switch (conversion.kind) {
    case 'none':
      return null;
    case 'linear':
      return describeRule(conversion) + (conversion.roundUpToInteger ? ', rounded up' : '');
    case 'piecewise':
      return conversion.bands
        .map((band) => `${describeRule(band)} for CGPA ${band.from}–${band.to}`)
        .join('; ');
  }
}

export interface AlternativeView {
  description: string;
  /** Its percentage, '78.19'; null where it names no conversion or the CGPA is outside it. */
  result: string | null;
  sources: string[];
}

export interface PercentageView {
  /** '74.80'; null without a CGPA, without a conversion, or outside every band. */
  percentage: string | null;
  /** The rule applied: '(CGPA − 0.75) × 10'; null for a scale without a conversion. */
  rule: string | null;
  /** A CGPA exists but lies outside every band of the conversion. */
  outsideBands: boolean;
  /** What sources disagree on about the percentage, with each alternative's result. */
  disputes: { about: string; alternatives: AlternativeView[] }[];
}

/**
 * The percentage by the scale's rule and by each disputed alternative that has a conversion, of
 * the CGPA before rounding (profile-scale.ts `ProfileNumbers.exactCgpa`).
 */
export function percentageView(scale: GradeScale, exactCgpa: Rational | null): PercentageView {
  // The CGPA the scale converts (scale-gpa.ts `percentageBasis`).
  const cgpa = exactCgpa && percentageBasis(scale, exactCgpa);
  const convert = (conversion: PercentageConversion) =>
    cgpa === null ? null : (convertPercentage(conversion, cgpa)?.text ?? null);
  const percentage = convert(scale.percentage);
  const applied = cgpa && convertPercentage(scale.percentage, cgpa);
  return {
    percentage,
    rule:
      applied && scale.percentage.kind === 'piecewise'
        ? describeRule(applied.line)
        : describeConversion(scale.percentage),
    outsideBands: cgpa !== null && scale.percentage.kind !== 'none' && percentage === null,
    disputes: scale.disputed
      .filter((dispute) => dispute.alternatives.some((alternative) => alternative.percentage))
      .map((dispute) => ({
        about: dispute.about,
        alternatives: dispute.alternatives.map((alternative) => ({
          description: alternative.description,
          result: alternative.percentage ? convert(alternative.percentage) : null,
          sources: alternative.sources,
        })),
      })),
  };
}

// --- 4-point scale -------------------------------------------------------------------------------

export { scaleMaximum } from './scale-gpa';

/**
 * A CGPA on a 4-point scale for applications abroad, by the one method that needs nothing but the
 * CGPA: proportional, CGPA ÷ maximum × 4, exact, to 2 decimals half away from zero. It is a
 * conversion, not a scale: evaluators abroad may use their own tables.
 */
export function fourPointGpa(
  cgpa: string,
  maximum: number,
): { value: string; method: string } | null {
  const exact = parseDecimal(cgpa);
  if (exact === null || !(maximum > 0)) return null;
  const scaled = div(mul(exact, rational(4n)), exactDecimal(maximum));
  return {
    value: toFixedString(scaled, GPA_DECIMALS),
    method: `Proportional: CGPA ÷ ${maximum} × 4`,
  };
}

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
export function attemptNotes(view: AttemptView | undefined): { text: string; kind: string }[] {
  if (!view) return [];
  const notes: { text: string; kind: string }[] = [];
  if (view.attempt) {
    notes.push({ text: `Attempt ${view.attempt.number} of ${view.attempt.of}`, kind: 'attempt' });
  }
  if (view.backlog) notes.push({ text: 'Backlog', kind: 'backlog' });
  if (view.clearedIn) notes.push({ text: `Cleared in ${view.clearedIn}`, kind: 'cleared' });
  if (!view.counted) notes.push({ text: 'not counted', kind: 'not-counted' });
  return notes;
}

/** The numbers a profile shows beside its GPA: 'Backlogs: 1 active, 2 cleared', or null. */
export function backlogSummary({ backlogs }: Pick<ProfileNumbers, 'backlogs'>): string | null {
  if (backlogs.active === 0 && backlogs.cleared === 0) return null;
  return `Backlogs: ${backlogs.active} active, ${backlogs.cleared} cleared`;
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
