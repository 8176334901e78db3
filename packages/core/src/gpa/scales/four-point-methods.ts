import type { FourPointNote } from './four-point-texts';
import type { ScaleSource } from './scale-types';

/**
 * The course-by-course 4-point conversions CampusCalc ships, each exactly as its source prints it:
 * a table from a course's grade points on an Indian 10-point scale to a US letter grade, and the
 * points of each US letter. Evaluators differ, so each is shown named by its source, beside the
 * proportional CGPA ÷ maximum × 4 (scale-view.ts `fourPointGpa`); four-point.ts applies them.
 * A method ships only with a source for every number in it.
 */

/** Grade points from `from` to `to`, both inclusive, as the source prints the range, give `letter`. */
export interface FourPointBand {
  from: number;
  to: number;
  letter: string;
}

export interface FourPointMethod {
  id: string;
  /** Who converts: 'Scholaro'. */
  evaluator: string;
  /** Who converts and by which table: 'Scholaro, UGC 10-point table'. */
  name: string;
  /** Every row of the source's table that has a US letter grade. */
  bands: readonly FourPointBand[];
  /** The US letters' points as exact decimals, '3.3'. */
  letterPoints: Readonly<Record<string, string>>;
  /** The result's decimal places, half away from zero (the sources' 27 ÷ 8 = 3.375 prints 3.38). */
  places: number;
  /** What the method does with what its table cannot hold (four-point-texts.ts says them). */
  notes: readonly FourPointNote[];
  sources: readonly ScaleSource[];
}

const READ = '2026-11-27';

/** Scholaro's calculator page: its letter points and its worked example (27.0 ÷ 8 = 3.38). */
const SCHOLARO_CALCULATOR: ScaleSource = {
  url: 'https://www.scholaro.com/gpa-calculator/Canada%20-%20British%20Columbia',
  title:
    'Scholaro GPA Calculator, "How is the GPA calculated?": US letter grades to points (A 4.0, A- 3.7, AB 3.5, B+ 3.3, B 3.0, B- 2.7, BC 2.5, C 2.0 … F 0.0), credit-weighted, worked example 27.0 ÷ 8 = 3.38',
  read: READ,
};

/** Scholaro's US letter points, as its calculator lists them. */
const SCHOLARO_POINTS = {
  A: '4.0',
  'A-': '3.7',
  AB: '3.5',
  'B+': '3.3',
  B: '3.0',
  'B-': '2.7',
  BC: '2.5',
  C: '2.0',
  F: '0.0',
} as const;

export const SCHOLARO_UGC: FourPointMethod = {
  id: 'scholaro-ugc',
  evaluator: 'Scholaro',
  name: 'Scholaro, UGC 10-point table',
  // Scholaro prints single points, not ranges: a grade of 8.5 has no row.
  bands: [
    { from: 10, to: 10, letter: 'A' },
    { from: 9, to: 9, letter: 'A' },
    { from: 8, to: 8, letter: 'B+' },
    { from: 7, to: 7, letter: 'B' },
    { from: 6, to: 6, letter: 'B-' },
    { from: 5, to: 5, letter: 'C' },
    { from: 4, to: 4, letter: 'C' },
    { from: 0, to: 0, letter: 'F' },
  ],
  letterPoints: SCHOLARO_POINTS,
  places: 2,
  notes: ['everyAttempt'],
  sources: [
    {
      url: 'https://www.scholaro.com/pro/countries/India/Grading-System',
      title:
        'Scholaro, Grading System in India, "UGC 10-point Grading Scale": O 10 → A, A+ 9 → A, A 8 → B+, B+ 7 → B, B 6 → B-, C 5 → C, P 4 → C, F 0 → F',
      read: READ,
    },
    SCHOLARO_CALCULATOR,
  ],
};

export const DIPLOMATIKO_UGC: FourPointMethod = {
  id: 'diplomatiko-ugc',
  evaluator: 'Diplomatiko',
  name: 'Diplomatiko, UGC 10-point table',
  bands: [
    { from: 10, to: 10, letter: 'A' },
    { from: 9, to: 9.99, letter: 'A' },
    { from: 8, to: 8.99, letter: 'AB' },
    { from: 7, to: 7.99, letter: 'B' },
    { from: 6, to: 6.99, letter: 'BC' },
    { from: 5, to: 5.99, letter: 'C' },
    { from: 4, to: 4.99, letter: 'C' },
    { from: 0, to: 0, letter: 'F' },
  ],
  // Diplomatiko names AB and BC without their points; Scholaro's calculator gives them.
  letterPoints: SCHOLARO_POINTS,
  places: 2,
  notes: ['everyAttempt', 'noPoints'],
  sources: [
    {
      url: 'https://www.diplomatiko.com/database/countries/india/grading-system',
      title:
        'Diplomatiko, Grading System in India, "UGC 10-point": O 10 → A, A+ 9.000–9.990 → A, A 8.000–8.990 → AB, B+ 7.000–7.990 → B, B 6.000–6.990 → BC, C 5.000–5.990 → C, P 4.000–4.990 → C, F 0 → F',
      read: READ,
    },
    {
      url: 'https://www.diplomatiko.com/transcript-gpa-calculator',
      title:
        'Diplomatiko, How the Transcript GPA Calculator works: A 4.0, B 3.0, C 2.0, D 1.0, F 0.0, credit-weighted, worked example 27.0 ÷ 8 = 3.38',
      read: READ,
    },
    SCHOLARO_CALCULATOR,
  ],
};

/** Best known first: Scholaro's own table, then the one that differs from it. */
export const FOUR_POINT_METHODS: readonly FourPointMethod[] = [SCHOLARO_UGC, DIPLOMATIKO_UGC];
