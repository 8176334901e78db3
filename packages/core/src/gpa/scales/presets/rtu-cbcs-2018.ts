import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, pass, source } from './build';
import type { Preset } from './preset';

const TODAY = '2026-11-27';

/**
 * Rajasthan Technical University, Kota: B.Tech under the CBCS scheme, CGPA system from the 2018-19
 * admissions (before that, absolute marks). Twelve grades with half points; RTU's own grade table
 * was not found, so the table is as calculator pages print it, from the CBCS guidelines.
 */
export const RTU_CBCS_2018: GradeScale = {
  id: 'rtu-cbcs-2018',
  name: 'RTU B.Tech CBCS 2018',
  grades: [
    pass('A++', 'Outstanding', 10, '≥ 90'),
    pass('A+', 'Excellent', 9, '85–89'),
    pass('A', 'Very Good', 8.5, '80–84'),
    pass('B+', 'Good', 8, '75–79'),
    pass('B', 'Above Average', 7.5, '70–74'),
    pass('C+', 'Average', 7, '65–69'),
    pass('C', 'Below Average', 6.5, '60–64'),
    pass('D+', 'Marginal', 6, '55–59'),
    pass('D', 'Pass', 5.5, '50–54'),
    pass('E+', 'Pass', 5, '45–49'),
    pass('E', 'Pass', 4, '40–44'),
    { ...fail('F', 'Fail'), marks: '< 40' },
  ],
  ...USUAL,
  percentage: linear(10, 0),
  sources: [
    source(
      'https://www.scribd.com/document/621027423/JECRC-Conversion-criteria',
      'RTU Office Order RTU/F(17)/CBCS/2019/338-44 (22.04.2019), guidelines for the B.Tech CBCS scheme (scribd copy): the CGPA system for admissions from 2018-19',
      TODAY,
    ),
    source(
      'https://cgpa.pro/rtu',
      'cgpa.pro, RTU (a calculator site): grade points and marks ranges A++ 10 (90 and above) … E 4 (40 to below 45), F below 40',
      TODAY,
    ),
    source(
      'https://cgpapro.com/in/rtu',
      'CGPA Pro, RTU (a calculator site): the twelve grades A++ to F and Percentage = CGPA × 10',
      TODAY,
    ),
  ],
  disputed: [
    {
      about: 'Whether E+ and E (40–49 marks) still pass',
      alternatives: [
        {
          description:
            "E+ 5 and E 4 labelled 'Pass (Old Regulation)', as if passing now needed D (50)",
          sources: ['https://calculator.notesea.xyz/', 'https://rtu-cgpa-calculator.vercel.app'],
        },
      ],
    },
    {
      about: 'The rounding of the SGPA',
      alternatives: [
        {
          description: 'Cut after two decimals: one calculator prints 49 / 6 as 8.16, not 8.17',
          sources: ['https://rtu-cgpa-calculator.vercel.app'],
        },
      ],
    },
  ],
};

export const RTU_CBCS_2018_PRESET: Preset = {
  scale: RTU_CBCS_2018,
  findBy: ['RTU', 'Rajasthan Technical University', 'Kota', 'Rajasthan'],
  notes: [
    'For B.Tech students admitted from 2018-19; those admitted in 2017-18 keep the percentage (absolute marks) system.',
    "The percentage (CGPA × 10) and the grade table are as calculator sites give them; RTU's own table was not found.",
  ],
};
