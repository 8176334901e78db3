import type { Profile, Semester } from './model';
import type { GradeScale } from './scales/grade-scale';
import type { ProfileNumbers } from './scales/profile-scale';
import { shownGpa } from './scales/scale-view';

/**
 * The figures `<gpa-calculator>` announces (`gpa-change` and `result-change`), from the same
 * numbers the screen shows (profile-scale.ts `profileNumbers`), so a listener never sees another.
 */

/** A semester's figures as shown: its GPA ('0.00' without one) and what that GPA divides by. */
export interface ShownSemester {
  id: string;
  name: string;
  gpa: string;
  credits: number;
}

export function shownSemesters(
  scale: GradeScale,
  semesters: readonly Semester[],
  numbers: ProfileNumbers,
): ShownSemester[] {
  return semesters.map((semester, index) => ({
    id: semester.id,
    name: semester.name,
    gpa: shownGpa(scale, numbers.sgpas[index]!),
    credits: numbers.semesterCredits[index]!,
  }));
}

/** The detail of `gpa-change` (and `result-change`): the figures of the shown profile. */
export interface GpaChangeDetail {
  profileId: string;
  profileName: string;
  /** `credits`: what the semester's GPA divides by, as its marksheet counts it. */
  semesters: { id: string; name: string; gpa: string; credits: number }[];
  cumulativeGpa: string;
  /** The summary's Total Credits: each subject once, a failed attempt cleared later not again. */
  totalCredits: number;
  /** Every attempt's credits, failed attempts cleared later included. */
  creditsAttempted: number;
  /** The summary's Total Subjects: each subject once, however many attempts. */
  totalSubjects: number;
  /** The profile's grade scale, which gives every figure here. */
  scale: { id: string; name: string };
  /** The CGPA as a percentage by the scale's conversion ('77.50'); null without one or a CGPA. */
  percentage: string | null;
  /** The class the scale gives ('First Class'); null where it has none for this CGPA. */
  classification: string | null;
}

/** The detail for the shown profile, from the figures the screen shows (`numbers`). */
export function gpaChangeDetail(
  profile: Profile,
  scale: GradeScale,
  numbers: ProfileNumbers,
): GpaChangeDetail {
  return {
    profileId: profile.id,
    profileName: profile.name,
    semesters: shownSemesters(scale, profile.semesters, numbers),
    cumulativeGpa: shownGpa(scale, numbers.cgpa),
    totalCredits: numbers.creditsCounted,
    creditsAttempted: numbers.creditsAttempted,
    totalSubjects: numbers.subjectsCounted,
    scale: { id: scale.id, name: scale.name },
    percentage: numbers.percentage?.text ?? null,
    classification: numbers.classification,
  };
}
