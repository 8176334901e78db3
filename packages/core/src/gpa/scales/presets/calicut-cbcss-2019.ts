import type { GradeScale } from '../grade-scale';
import { USUAL, fail, outside, pass, source } from './build';
import type { Preset } from './preset';

const TODAY = '2026-11-27';
const COLLEGEDEKHO = 'https://www.collegedekho.com/articles/calicut-university-grading-system';
const DAILYRECRUITMENT =
  'https://colleges.dailyrecruitment.in/university/pass-mark/calicut-university-degree-pass-mark/';
const ALOYSIUS = 'https://www.aloysiuscollege.ac.in/external/';

/**
 * University of Calicut, UG programmes under CBCSS 2019: ten-point indirect grading on the
 * percentage of internal and external marks together. No copy of the regulations themselves could
 * be read; the table is put together from pages that reproduce it (see the sources), and where they
 * part (the pass grade's letter) it is disputed.
 */
export const CALICUT_CBCSS_2019: GradeScale = {
  id: 'calicut-cbcss-2019',
  name: 'Calicut University CBCSS UG 2019',
  grades: [
    pass('O', 'Outstanding', 10, '≥ 95'),
    pass('A+', 'Excellent', 9, '85–94'),
    pass('A', 'Very Good', 8, '75–84'),
    pass('B+', 'Good', 7, '65–74'),
    pass('B', 'Above Average', 6, '55–64'),
    pass('C', 'Average', 5, '45–54'),
    pass('D', 'Pass', 4, '35–44'),
    { ...fail('F', 'Failure'), marks: '< 35' },
    fail('Ab', 'Absent'),
    outside('I', 'Course Incomplete', { isTemporary: true }),
  ],
  ...USUAL,
  // Grade cards print the SGPA "corrected to three decimal places".
  rounding: { places: 3, mode: 'half-away-from-zero', beforePercentage: true },
  percentage: { kind: 'none' },
  classes: [
    { name: 'First Class with Distinction', minCgpa: 7.5 },
    { name: 'First Class', minCgpa: 6.5 },
  ],
  sources: [
    source(
      COLLEGEDEKHO,
      'CollegeDekho, Calicut University grading (other than MBA): O 10 (95 and above), A+ 9 (85 to below 95), A 8, B+ 7, B 6 (55 to below 65); CGPA 7.5+ Distinction, 6.5–7.49 First Class',
      TODAY,
    ),
    source(
      DAILYRECRUITMENT,
      'Calicut University pass mark (regulations as reproduced): internal 20%, external 80%; 95 and above O, 85 to below 95 A+; SGPA corrected to three decimal places',
      TODAY,
    ),
    source(
      ALOYSIUS,
      'St. Aloysius College, Elthuruth (a Calicut University college), UG grading: C 5 for 45–55%, pass grade 4 for 35–45% (printed D), F below 35%',
      TODAY,
    ),
    source(
      'https://www.collegesearch.in/articles/calicut-university-sgpa-cgpa-grading-system-explained-simply-uni',
      'CollegeSearch, Calicut University SGPA and CGPA: worked SGPA 7.667 (A 8 × 4, B+ 7 × 3, A+ 9 × 3, B 6 × 2 over 12 credits)',
      TODAY,
    ),
  ],
  disputed: [
    {
      about: 'The letter of the pass grade (35 to below 45%, 4 points)',
      alternatives: [
        {
          description:
            'P (Pass), as in the UGC table; no University of Calicut page printing it was found',
          sources: [],
        },
      ],
    },
    {
      about: 'The grade table',
      alternatives: [
        {
          description:
            'O 85–100 … D 40–44, F below 40, with grade-point ranges (a second CollegeDekho table, apparently the PG or older scheme)',
          sources: ['https://collegedekho.com/articles/calicut-university-grading-system'],
        },
      ],
    },
  ],
};

export const CALICUT_CBCSS_2019_PRESET: Preset = {
  scale: CALICUT_CBCSS_2019,
  findBy: [
    'Calicut',
    'University of Calicut',
    'Calicut University',
    'CBCSS',
    'Kozhikode',
    'Thenhipalam',
    'Kerala',
  ],
  exam: { internal: 20, external: 80 },
  notes: [
    'Grades go by the percentage of internal and external marks together; internal assessment is 20% of a course and the end-semester exam 80%.',
    "No rule for converting the CGPA to a percentage was found in the University's documents.",
    'The classes shown are the two the sources print clearly (CGPA 7.5 and 6.5); the class for a CGPA below 6.5 could not be read in them.',
  ],
};
