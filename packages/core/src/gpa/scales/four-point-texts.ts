import { textModule } from '../../i18n/texts';

/**
 * The course-by-course 4-point conversions in words (four-point-courses.tsx): why a method has no
 * result, its working and notes (four-point.ts, four-point-methods.ts), where evaluators differ.
 * Methods' names and sources stay as their evaluators print them. English here; a language's bundle
 * holds `gpa-four-point`.
 */

/** What a method does with what its table cannot hold, by id (four-point-methods.ts). */
export type FourPointNote = 'everyAttempt' | 'noPoints';

const NOTES: Record<FourPointNote, string> = {
  everyAttempt:
    'Every course listed counts, each attempt as a course of its own: the calculator converts each course entered, and its source says nothing of repeats.',
  noPoints:
    "Diplomatiko prints no points for AB and BC: these are Scholaro's calculator's, 3.5 and 2.5.",
};

/** What each note names as written, in every language: evaluators and the US grades they print. */
export const NOTE_DATA: Record<FourPointNote, readonly string[]> = {
  everyAttempt: [],
  noPoints: ['Diplomatiko', 'Scholaro', 'AB', 'BC'],
};

export const fourPointTexts = textModule('gpa-four-point', {
  heading: 'Course by course, by evaluators’ tables',
  howWorked: (method: string) => `How ${method} is worked out`,
  leftOut: (courses: string) => `Not in the GPA, left out: ${courses}`,
  note: (note: FourPointNote) => NOTES[note],
  differ: 'Evaluators differ on the US grade of these grades:',
  // Why a method has no result, shown below its name.
  notTenPoint: (scale: string, maximum: number) =>
    `Its table converts 10-point grades; ${scale} grades up to ${maximum}.`,
  onlySgpa: (semester: string) =>
    `${semester} is entered as its SGPA only: the table needs each course's grade.`,
  noRow: (grade: string) => `Its table has no US grade for ${grade}.`,
  // The working of a result.
  caption: (method: string) => `${method}: each course`,
  course: 'Course',
  gradePoints: 'Grade (points)',
  usGrade: 'US grade (points)',
  product: 'Points × credits',
  pointsAdded: (sum: string) => `Points × credits, added: ${sum}`,
  creditsAdded: (sum: string) => `Credits, added: ${sum}`,
  /** A quotient whose decimals go on, cut to `places`. */
  about: (value: string, places: number) => `≈ ${value} (to ${places} decimal places)`,
  rounded: (places: number, value: string) => `Rounded to ${places} decimal places: ${value}`,
  // A grade the evaluators convert differently: 'A (8): Scholaro B+ (3.3) · … · proportional 3.2'.
  hasNoRow: 'has no row',
  proportional: (value: string) => `proportional ${value}`,
});
