import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, outside, pass, source } from './build';
import { KTU_2019_PRESET } from './ktu-2019';
import type { Preset } from './preset';

const TODAY = '2026-11-27';
const GRADES_PAGE = 'https://cgpatopercentages.com/ktu-grading-system/';
const LP_ORDER = 'https://www.scribd.com/document/724291714/University-Order-Regarding-LP-Grade';

/**
 * KTU (Kerala), 2019 scheme, corrected: the letters its 2019-scheme results print (S, A+, A, B+,
 * B, C+, C, D, P, F) with half points from P 5.5 up, and the Low Pass grade LP (4 points) that a
 * University Order added for the 2015 and 2019 schemes. Replaces 'ktu-2019', which had an O-to-P
 * table with B 7, C 6 and P 5.
 */
export const KTU_2019_R2: GradeScale = {
  id: 'ktu-2019-r2',
  name: 'KTU 2019 scheme',
  grades: [
    pass('S', 'Outstanding', 10, '≥ 90'),
    pass('A+', 'Excellent', 9, '85–89'),
    pass('A', 'Very Good', 8.5, '80–84'),
    pass('B+', 'Good', 8, '75–79'),
    pass('B', 'Above Average', 7.5, '70–74'),
    pass('C+', 'Average', 7, '65–69'),
    pass('C', 'Satisfactory', 6.5, '60–64'),
    pass('D', 'Pass', 6, '55–59'),
    pass('P', 'Pass', 5.5, '50–54'),
    // At least 40% in the end-semester exam but under 50% in all: no marks band of its own.
    pass('LP', 'Low Pass', 4),
    { ...fail('F', 'Fail'), marks: '< 50' },
    fail('FE', 'Failed (not eligible)', true),
    outside('I', 'Incomplete', { isTemporary: true }),
  ],
  ...USUAL,
  percentage: linear(10, -3.75),
  classes: [
    { name: 'First Class with Distinction', minCgpa: 8 },
    { name: 'First Class', minCgpa: 6.5 },
  ],
  sources: [
    source(
      GRADES_PAGE,
      'KTU grading system (2019 regulations as reproduced): S 10 … P 5.5, F below 50% or below 40% in the end-semester exam; classes at 8.0 and 6.5',
      TODAY,
    ),
    source(
      LP_ORDER,
      'KTU University Order 259/2024 (24.01.2024, scribd copy): Low Pass grade LP, 4.0 points, for B.Tech 2015 and 2019, at least 40% in the end-semester exam',
      TODAY,
    ),
    source(
      'https://www.ktunotes.in/ktu-low-pass-grade-2024/',
      'KTU user manual for Low Pass grade requests (as reproduced): LP is 4.0 points, at most 10 subjects',
      TODAY,
    ),
    source(
      'https://indorestudents.com/ktu-calculation-of-sgpa-cgpa/',
      'KTU calculation of SGPA/CGPA: "approximate" percentage = 10 × G − 3.75; failed courses count',
      TODAY,
    ),
    source(
      'https://mathconversion.org/ktu-cgpa-to-percentage-calculator/',
      'KTU CGPA to percentage: 10 × CGPA − 3.75, "approximate", approved by the academic committee',
      TODAY,
    ),
  ],
  disputed: [
    {
      about: 'The percentage conversion',
      alternatives: [
        {
          description: 'CGPA × 9.5 (a calculator site)',
          percentage: linear(9.5, 0),
          sources: ['https://cgpaconverter.com/ktu-cgpa-calculator/'],
        },
      ],
    },
    {
      about: 'The grade table',
      alternatives: [
        {
          description:
            'O 10 (≥ 90), A+ 9, A 8.5, B+ 8 (70–79), B 7 (60–69), C 6 (50–59), P 5 (45–49), F below 45, on calculator pages that name no scheme (the table of the retired preset)',
          sources: [
            'https://collegedekho.com/articles/ktu-grading-system',
            'https://conversioncalculator.org/ktu-cgpa-calculator',
          ],
        },
      ],
    },
  ],
};

export const KTU_2019_R2_PRESET: Preset = {
  scale: KTU_2019_R2,
  findBy: KTU_2019_PRESET.findBy,
  notes: [
    'The percentage is the approximate conversion KTU gives: 10 × CGPA − 3.75.',
    'A course is passed with at least 50% in all and at least 40% in the end-semester exam; LP (Low Pass, 4 points) is given at most ten times, to a student with 40% in the end-semester exam who misses 50% in all for low internal marks.',
  ],
};
