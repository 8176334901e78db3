/**
 * The words of the GPA's working (gpa-working.ts), in English; a module of their own so that a
 * language's texts carry them without the working's code. The arithmetic between them is the same
 * in every language, and 'SGPA', 'CGPA' and 'GPA' stay as grade cards print them.
 */
import { textModule } from '../../i18n/texts';
import type { GradeScale } from './grade-scale';

type RoundingMode = GradeScale['rounding']['mode'];

const ROUNDING: Record<RoundingMode, string> = {
  'half-away-from-zero': 'rounded',
  truncate: 'cut',
  up: 'rounded up',
};

export const gpaWorkingTexts = textModule('gpa-working', {
  /** After '= 7.7666… → 7.77': how the scale printed it. */
  rounding: (mode: RoundingMode, places: number) =>
    `(${ROUNDING[mode]} to ${places} decimal places)`,
  /** `gpa` is 'SGPA' or 'CGPA'. */
  noCredits: (gpa: string) => `No credits count yet, so there is no ${gpa}.`,
  capped: (cap: number, gpa: string, value: string) =>
    `The scale gives at most ${cap}, so ${gpa} = ${value}`,
  /** A semester entered as its SGPA, above the scale's best. */
  scaleBest: (best: number) => `The scale's best is ${best}, so the SGPA counts as ${best}.`,
  pointsCredits: 'Points × credits',
  totalCredits: 'Total credits',
  totalPoints: 'Total points × credits',
  marksheet: (semester: string) => `${semester}: points × credits`,
  gradePoints: 'Grade (points)',
  /** A subject's product where the grade does not enter the GPA. */
  untilCleared: 'not counted until cleared',
  notInGpa: 'not counted in the GPA',
  retakeEvery:
    'A subject taken again counts every attempt, each in the semester of the latest one.',
  retakeOnce:
    'A subject taken again counts once, in the semester of its latest attempt, with the grade of the attempt that cleared it.',
  semesters: 'Semesters: credits and points × credits counted',
  // A CGPA that is a mean of printed GPAs: the semesters', or the years' weighted.
  meanCaption: 'GPAs as printed, and their weights',
  part: 'Part',
  weight: 'Weight',
  noGpaYet: 'no GPA yet',
  noCgpa: 'No GPA counts yet, so there is no CGPA.',
  lastOnly: (count: number) => `This scale counts only the last ${count} semesters.`,
  meanOfSems: "This scale's CGPA is the mean of the semesters' GPAs as printed.",
  tooManyYears: (years: number) =>
    `This scale weighs ${years} years; a longer course has no CGPA here.`,
  byYears: (semesters: number) =>
    `This scale groups semesters into years of ${semesters} and weighs each year's GPA.`,
  year: (number: number) => `Year ${number}`,
  // The percentage.
  percentage: 'Percentage',
  noRule: 'This scale has no rule for a percentage.',
  outsideBands: (cgpa: string) =>
    `CGPA ${cgpa} lies outside every band of this scale's percentage rule.`,
  beforeRound: (cgpa: string, exact: string) =>
    `The rule takes the CGPA before rounding: ${cgpa} = ${exact}`,
  roundedWhole: (percentage: string) => `Percentage rounded up to a whole number: ${percentage}`,
  limited: (percentage: string) => `Percentage limited to 0–100: ${percentage}`,
  classLine: (name: string, least: number) => `Class: ${name} (CGPA ${least} or more)`,
});

export type GpaWorkingTexts = typeof gpaWorkingTexts.en;
