import type { GradeScale } from '../grade-scale';
import { source } from './build';
import { GTU, GTU_PRESET } from './gtu';
import type { Preset } from './preset';

const TODAY = '2026-11-27';

/** Marks bands of GTU's grades, as gtu-info's FAQ prints them. */
const BANDS: Record<string, string> = {
  AA: '85–100',
  AB: '75–84',
  BB: '65–74',
  BC: '55–64',
  CC: '45–54',
  CD: '40–44',
  DD: '35–39',
  FF: '< 35',
};

/**
 * GTU, corrected: the classes of its Academic Council's resolution (First Class with Distinction
 * from 7.1, First Class from 6.5, Second Class from 5.5) and a marks band on every grade. Replaces
 * 'gtu', which called every CGPA from 6.5 'First Class'. Grades, the last-four-semesters CGPA and
 * the percentage are unchanged.
 */
export const GTU_R2: GradeScale = {
  ...GTU,
  id: 'gtu-r2',
  grades: GTU.grades.map((grade) => ({ ...grade, marks: BANDS[grade.code] })),
  classes: [
    { name: 'First Class with Distinction', minCgpa: 7.1 },
    { name: 'First Class', minCgpa: 6.5 },
    { name: 'Second Class', minCgpa: 5.5 },
  ],
  sources: [
    source(
      'http://gtu-cgpa-cpi-to-percentage-calculator.blogspot.com/',
      "GTU Academic Council's resolutions from the winter 2011 exams (as reproduced): CPI/CGPA classes 7.1 & above First Class with Distinction, 6.5 First Class, 5.5 Second Class, below 5.5 Pass Class",
      TODAY,
    ),
    source(
      'http://www.gtu-info.com/GTUinfo/FAQ',
      'GTU info FAQ: marks bands AA 85–100 … DD 35–39, FF below 35; mid-semester 30 (pass 12), end-semester 70 (pass 23), 35 in all',
      TODAY,
    ),
    source(
      'https://indorestudents.com/gtu-grading-and-evaluation-system/',
      'GTU grading and evaluation system: end-semester 70%, internal 30%, pass 35%; classes 7.1, 6.5, 5.5',
      TODAY,
    ),
    source(
      'https://gpatoopercentage.com/universities/gtu/',
      'GTU grading system: for 4-year programmes the CGPA counts the final four semesters, the CPI all',
      TODAY,
    ),
    ...GTU.sources,
  ],
};

export const GTU_R2_PRESET: Preset = {
  scale: GTU_R2,
  findBy: GTU_PRESET.findBy,
  exam: { internal: 30, external: 70, minExternal: 23 },
  notes: [
    'For a course longer than two years the CGPA counts the last four semesters (the CPI counts all); this scale computes the CGPA.',
    'A CGPA below 5.5 with every course passed is a Pass Class, which the calculator does not show.',
  ],
};
