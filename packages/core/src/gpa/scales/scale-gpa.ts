import type { Rational } from '../../rational';
import { compare, roundTo, toFixedString } from '../../rational';
import type { GradedCredit } from '../gpa';
import { exactDecimal, exactGpa } from '../gpa';
import type { AttemptedSubject } from './attempts';
import { backlogState, countedAttempts, hasArrearHistory } from './attempts';
import type { GradeScale, ScaleGrade } from './grade-scale';
import type { ConvertedPercentage } from './percentage-conversion';
import { convertPercentage } from './percentage-conversion';

/**
 * A student's numbers under a grade scale: semester GPAs, the CGPA, its percentage and class. The
 * arithmetic is gpa.ts's (exact rationals, Σ points × credits / Σ credits); the scale decides which
 * subjects and attempts count, how semesters combine, and how results are rounded.
 */

export interface ScaleSemester {
  subjects: readonly AttemptedSubject[];
  /** A quick semester's SGPA and credits (gpa.ts `enteredCredit`), counted beside its subjects. */
  entered?: GradedCredit;
}

export interface ScaleSummary {
  /** Each semester's GPA as the scale rounds it; null for a semester without counted credits. */
  sgpas: (string | null)[];
  /** Null without counted credits. */
  cgpa: string | null;
  /** Null without a CGPA, without a conversion, or outside every band of a piecewise one. */
  percentage: ConvertedPercentage | null;
  /** The best class the CGPA and the student's history qualify for. */
  classification: string | null;
  /**
   * True when that class requires no arrears ever and only holds because quick semesters (entered
   * as SGPA, whose subjects are unknown) are taken to have had none.
   */
  classAssumesNoArrears: boolean;
  backlogs: { active: number; cleared: number };
}

/** Whether a counted attempt enters the GPA: fails only where the scale counts them as zero. */
export function entersGpa(scale: GradeScale, grade: ScaleGrade): boolean {
  return grade.countsInGpa && (!grade.isFail || scale.failedSubjects === 'counted');
}

/** The grades and credits that enter a GPA: the counted attempts of each subject. */
function gradedCredits(scale: GradeScale, subjects: readonly AttemptedSubject[]): GradedCredit[] {
  return subjects.flatMap((subject) =>
    countedAttempts(subject, scale.repeatedSubjects)
      .filter((grade) => entersGpa(scale, grade))
      .map((grade) => ({ grade: grade.points, credit: subject.credit })),
  );
}

/** The highest GPA a scale gives: its cap, else its best grade's points. */
export function scaleMaximum(scale: GradeScale): number {
  return scale.gpaCap ?? Math.max(...scale.grades.map((grade) => grade.points));
}

/** The GPA limited to the scale's cap, where it has one. */
export function capped(scale: GradeScale, gpa: Rational | null): Rational | null {
  if (gpa === null || scale.gpaCap === undefined) return gpa;
  const cap = exactDecimal(scale.gpaCap);
  return compare(gpa, cap) > 0 ? cap : gpa;
}

/** What a semester puts into a GPA: its subjects' counted grades, and a quick semester's entry. */
export function semesterCredits(
  scale: GradeScale,
  { subjects, entered }: ScaleSemester,
): GradedCredit[] {
  return [...gradedCredits(scale, subjects), ...(entered ? [entered] : [])];
}

/** The GPA of these semesters pooled, capped; null without counted credits. */
export function gpaOf(scale: GradeScale, semesters: readonly ScaleSemester[]): Rational | null {
  return capped(scale, exactGpa(semesters.flatMap((semester) => semesterCredits(scale, semester))));
}

function round(scale: GradeScale, value: Rational): Rational {
  return roundTo(value, scale.rounding.places, scale.rounding.mode);
}

/** A GPA as the scale prints it: rounded its way, to its places. */
export function printed(scale: GradeScale, value: Rational): string {
  return toFixedString(round(scale, value), scale.rounding.places);
}

/**
 * Σ weight × GPA / Σ weight over the parts' GPAs as printed (a student averages the numbers on
 * their marksheets), parts without a GPA left out: gpa.ts's arithmetic with weights for credits.
 */
export function weightedMean(
  scale: GradeScale,
  parts: readonly { gpa: Rational | null; weight: number }[],
): Rational | null {
  return exactGpa(
    parts.flatMap(({ gpa, weight }) =>
      gpa === null ? [] : [{ grade: Number(printed(scale, gpa)), credit: weight }],
    ),
  );
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * The CGPA before rounding. Year weights stop at their list: a longer course (or MAKAUT's lateral
 * entry, whose weights differ) is not supported and gives null rather than a made-up number.
 */
export function exactCgpa(scale: GradeScale, semesters: readonly ScaleSemester[]): Rational | null {
  const { aggregation } = scale;
  switch (aggregation.kind) {
    case 'credit-weighted':
      return gpaOf(scale, semesters);
    case 'last-semesters':
      return gpaOf(scale, semesters.slice(-aggregation.count));
    case 'mean-of-semesters':
      return weightedMean(
        scale,
        semesters.map((semester) => ({ gpa: gpaOf(scale, [semester]), weight: 1 })),
      );
    case 'year-weighted': {
      const years = chunks(semesters, aggregation.semestersPerYear);
      if (years.length > aggregation.weights.length) return null;
      return weightedMean(
        scale,
        years.map((year, index) => ({
          gpa: gpaOf(scale, year),
          weight: aggregation.weights[index]!,
        })),
      );
    }
  }
}

/** The first class (best first) whose minimum the printed CGPA reaches and whose condition holds. */
export function classify(scale: GradeScale, cgpa: Rational, arrearHistory: boolean): string | null {
  const band = scale.classes.find(
    (candidate) =>
      compare(cgpa, exactDecimal(candidate.minCgpa)) >= 0 &&
      !(candidate.requiresNoArrears && arrearHistory),
  );
  return band?.name ?? null;
}

/** The CGPA a scale converts to a percentage: as printed, or exact (`rounding.beforePercentage`). */
export function percentageBasis(scale: GradeScale, exact: Rational): Rational {
  return scale.rounding.beforePercentage ? round(scale, exact) : exact;
}

/** Each semester's GPA as printed; null for a semester without counted credits. */
export function semesterGpas(
  scale: GradeScale,
  semesters: readonly ScaleSemester[],
): (string | null)[] {
  return semesters.map((semester) => {
    const gpa = gpaOf(scale, [semester]);
    return gpa === null ? null : printed(scale, gpa);
  });
}

export function summarizeUnderScale(
  scale: GradeScale,
  semesters: readonly ScaleSemester[],
): ScaleSummary {
  const subjects = semesters.flatMap((semester) => semester.subjects);
  const exact = exactCgpa(scale, semesters);
  const rounded = exact && round(scale, exact);
  const states = subjects.map(backlogState);
  const classification =
    rounded === null ? null : classify(scale, rounded, hasArrearHistory(subjects));
  return {
    sgpas: semesterGpas(scale, semesters),
    cgpa: exact === null ? null : printed(scale, exact),
    percentage: exact && convertPercentage(scale.percentage, percentageBasis(scale, exact)),
    classification,
    classAssumesNoArrears:
      rounded !== null &&
      semesters.some((semester) => semester.entered !== undefined) &&
      classify(scale, rounded, true) !== classification,
    backlogs: {
      active: states.filter((state) => state === 'active').length,
      cleared: states.filter((state) => state === 'cleared').length,
    },
  };
}

export function gradeByCode(scale: GradeScale, code: string): ScaleGrade | undefined {
  return scale.grades.find((grade) => grade.code === code);
}
