/**
 * The grade scale of SPEC §5: the options of the subject form and the reference table of the grade
 * info popup. The two differ on purpose (the form offers D=4 where the table says P=4, and has no I).
 */

export interface GradeOption {
  label: string;
  /** Grade points on the 10-point scale. */
  value: number;
}

export const GRADE_OPTIONS: readonly GradeOption[] = [
  { label: 'O', value: 10 },
  { label: 'A+', value: 9 },
  { label: 'A', value: 8 },
  { label: 'B+', value: 7 },
  { label: 'B', value: 6 },
  { label: 'C', value: 5 },
  { label: 'D', value: 4 },
  { label: 'E (Reappear)', value: 0 },
  { label: 'F (Fail)', value: 0 },
  { label: 'G (Backlog)', value: 0 },
];

export interface GradeReference {
  grade: string;
  points: number;
  meaning: string;
}

export const GRADE_REFERENCE: readonly GradeReference[] = [
  { grade: 'O', points: 10, meaning: 'Outstanding' },
  { grade: 'A+', points: 9, meaning: 'Excellent' },
  { grade: 'A', points: 8, meaning: 'Very Good' },
  { grade: 'B+', points: 7, meaning: 'Good' },
  { grade: 'B', points: 6, meaning: 'Above Average' },
  { grade: 'C', points: 5, meaning: 'Average' },
  { grade: 'P', points: 4, meaning: 'Pass' },
  { grade: 'F', points: 0, meaning: 'Fail' },
  { grade: 'G', points: 0, meaning: 'Backlog' },
  { grade: 'E', points: 0, meaning: 'Reappear' },
  { grade: 'I', points: 0, meaning: 'Incomplete' },
];

/** SPEC §9: credits are at least 0, in steps of 0.5. */
export const CREDIT_STEP = 0.5;
export const CREDIT_MIN = 0;
/**
 * Ours (SPEC sets no maximum): the most credits a subject may be given. Even a semester-long
 * project or internship carries about 20 in the universities' published schemes; 30 leaves room
 * and refuses junk such as 1e300, which made every total meaningless. firestore.rules has the same.
 */
export const CREDIT_MAX = 30;

/** The grade points a subject may carry on SPEC's scale, ascending: {0, 4, 5, ..., 10}. */
export const GRADE_POINTS: readonly number[] = [
  ...new Set(GRADE_OPTIONS.map((option) => option.value)),
].sort((a, b) => a - b);

/**
 * Credits as stored: a finite number >= CREDIT_MIN that is a whole number of CREDIT_STEPs. Stored
 * data is read by this, without the maximum, so a subject saved with more before the maximum
 * existed still shows (and can be corrected) rather than hide its whole profile.
 */
export function isCreditAmount(value: unknown): value is number {
  // Dividing by 0.5 is exact in binary floating point, so the step test has no rounding error.
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= CREDIT_MIN &&
    Number.isInteger(value / CREDIT_STEP)
  );
}

/** Credits a student may enter or import: a credit amount of at most CREDIT_MAX. */
export function isValidCredit(value: unknown): value is number {
  return isCreditAmount(value) && value <= CREDIT_MAX;
}
