/**
 * The shape of a grade scale, types only: grade-scale.ts checks data
 * against it, percentage-conversion.ts applies its conversion. The element's generated declarations
 * copy this file whole, so it holds no code.
 */

export interface PercentageBand {
  /** The band holds CGPAs from `from` (inclusive) to `to` (exclusive, inclusive for the last). */
  from: number;
  to: number;
  a: number;
  b: number;
}

export type PercentageConversion =
  | { kind: 'none' }
  | { kind: 'linear'; a: number; b: number; roundUpToInteger?: boolean }
  | { kind: 'piecewise'; bands: PercentageBand[]; roundUpToInteger?: boolean };

export interface ScaleGrade {
  /** As printed on the marksheet: 'A+', 'AA', 'RA'. Unique within a scale. */
  code: string;
  /** 'Excellent', 'Reappear'. */
  label: string;
  /** Decimals allowed (KTU's A is 8.5). */
  points: number;
  /** False for grades kept out of the GPA entirely: pass/fail courses, incomplete, withdrawn. */
  countsInGpa: boolean;
  earnsCredit: boolean;
  /** A fail is a backlog until a later attempt clears it. */
  isFail: boolean;
  /** A grade that stands until something happens: reappear, incomplete, shortage of attendance. */
  isTemporary: boolean;
  /** The marks band as the source prints it ('90–100'), where the source gives one. */
  marks?: string;
}

/**
 * How semesters make the CGPA. 'year-weighted' groups consecutive semesters into years and weighs
 * the years' GPAs (MAKAUT's DGPA); 'last-semesters' counts only the last `count` semesters (GTU's
 * CGPA for courses longer than two years).
 */
export type Aggregation =
  | { kind: 'credit-weighted' }
  | { kind: 'mean-of-semesters' }
  | { kind: 'year-weighted'; semestersPerYear: number; weights: number[] }
  | { kind: 'last-semesters'; count: number };

/**
 * What a subject that is failed and not yet cleared does to the GPA: count with its credits and its
 * points (0 on most scales; IIT Gandhinagar's failing E has 2), or stay out until cleared (Anna
 * University counts only "courses successfully cleared").
 */
export type FailedSubjects = 'counted' | 'leave-out-until-cleared';

/**
 * Which attempts of a subject count: only the one that cleared it (or the latest, while none has),
 * or every attempt as a subject of its own.
 */
export type RepeatedSubjects = 'clearing-attempt' | 'every-attempt';

export interface RoundingRule {
  places: number;
  /** rational.ts `RoundingMode`. */
  mode: 'half-away-from-zero' | 'truncate' | 'up';
  /** Convert the rounded CGPA to a percentage (GGSIPU: 8.893 → 8.89 → 88.9%), not the exact one. */
  beforePercentage: boolean;
}

export interface ClassBand {
  name: string;
  minCgpa: number;
  /** Awarded only to a student who never failed a subject (Anna University's distinction). */
  requiresNoArrears?: boolean;
}

export interface ScaleSource {
  url: string;
  title: string;
  /** When the source was read, YYYY-MM-DD. */
  read: string;
}

export interface DisputedAlternative {
  description: string;
  /** The other conversion, where the dispute is about the percentage. */
  percentage?: PercentageConversion;
  /** URLs. */
  sources: string[];
}

export interface Dispute {
  /** What sources disagree on. */
  about: string;
  alternatives: DisputedAlternative[];
}

export interface GradeScale {
  /** Lower-case letters, digits and dashes: 'vtu-2022', or 'custom' for a student's own. */
  id: string;
  name: string;
  grades: ScaleGrade[];
  /** The highest GPA given where grades go above it (IIT Gandhinagar: A+ is 11, the GPA stops at 10). */
  gpaCap?: number;
  aggregation: Aggregation;
  failedSubjects: FailedSubjects;
  repeatedSubjects: RepeatedSubjects;
  rounding: RoundingRule;
  percentage: PercentageConversion;
  /** Best first; the first band a student qualifies for is their class. */
  classes: ClassBand[];
  sources: ScaleSource[];
  /** Empty when the sources agree. */
  disputed: Dispute[];
}
