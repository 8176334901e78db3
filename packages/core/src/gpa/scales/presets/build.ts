import type { PercentageConversion } from '../percentage-conversion';
import type { GradeScale, RoundingRule, ScaleGrade, ScaleSource } from '../grade-scale';

/** Shorthands for writing presets; every preset is plain data once built. */

/** When the first notes in docs/grade-scales.md were read. */
export const READ = '2026-11-24';

/** A source and when it was read (YYYY-MM-DD), by default when the first notes were. */
export function source(url: string, title: string, read = READ): ScaleSource {
  return { url, title, read };
}

/**
 * A passing grade that counts in the GPA. `marks` only where the source prints the band.
 */
export function pass(code: string, label: string, points: number, marks?: string): ScaleGrade {
  const grade: ScaleGrade = {
    code,
    label,
    points,
    countsInGpa: true,
    earnsCredit: true,
    isFail: false,
    isTemporary: false,
  };
  return marks === undefined ? grade : { ...grade, marks };
}

/** A failing grade (a backlog until cleared); `temporary` for reappear-style grades. */
export function fail(code: string, label: string, temporary = false, points = 0): ScaleGrade {
  return {
    code,
    label,
    points,
    countsInGpa: true,
    earnsCredit: false,
    isFail: true,
    isTemporary: temporary,
  };
}

/** A grade kept out of the GPA: pass/fail courses, incomplete, withdrawn. */
export function outside(
  code: string,
  label: string,
  { earnsCredit = false, isFail = false, isTemporary = false } = {},
): ScaleGrade {
  return { code, label, points: 0, countsInGpa: false, earnsCredit, isFail, isTemporary };
}

export function linear(a: number, b: number): PercentageConversion {
  return { kind: 'linear', a, b };
}

/** 2 decimals, half away from zero, the CGPA converted as printed: how gpa.ts and the card work. */
export const TWO_DECIMALS: RoundingRule = {
  places: 2,
  mode: 'half-away-from-zero',
  beforePercentage: true,
};

/** The fields most presets share; each preset states what differs. */
export const USUAL: Pick<
  GradeScale,
  'aggregation' | 'failedSubjects' | 'repeatedSubjects' | 'rounding' | 'classes' | 'disputed'
> = {
  aggregation: { kind: 'credit-weighted' },
  failedSubjects: 'counted',
  repeatedSubjects: 'clearing-attempt',
  rounding: TWO_DECIMALS,
  classes: [],
  disputed: [],
};

/** The UGC CBCS ten-point table (docs/grade-scales.md, 'Grade-point tables'), used by several. */
export const UGC_GRADES: ScaleGrade[] = [
  pass('O', 'Outstanding', 10),
  pass('A+', 'Excellent', 9),
  pass('A', 'Very Good', 8),
  pass('B+', 'Good', 7),
  pass('B', 'Above Average', 6),
  pass('C', 'Average', 5),
  pass('P', 'Pass', 4),
  fail('F', 'Fail'),
  fail('Ab', 'Absent'),
];
