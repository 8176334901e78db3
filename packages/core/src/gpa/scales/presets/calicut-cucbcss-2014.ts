import type { GradeScale } from '../grade-scale';
import { USUAL, fail, pass, source } from './build';
import type { Preset } from './preset';

const MESKC = 'http://meskc.ac.in/examination/';

/**
 * University of Calicut, UG programmes under CUCBCSS 2014 (the scheme before CBCSS 2019): a
 * seven-point indirect grading, A+ 6 down to E 1, with the class read off the CGPA.
 */
export const CALICUT_CUCBCSS_2014: GradeScale = {
  id: 'calicut-cucbcss-2014',
  name: 'Calicut University CUCBCSS UG 2014',
  grades: [
    pass('A+', 'Outstanding', 6, '≥ 90'),
    pass('A', 'Excellent', 5, '80–89'),
    pass('B', 'Very Good', 4, '70–79'),
    pass('C', 'Good', 3, '60–69'),
    pass('D', 'Satisfactory', 2, '50–59'),
    pass('E', 'Pass/Adequate', 1, '40–49'),
    { ...fail('F', 'Failure'), marks: '< 40' },
  ],
  ...USUAL,
  percentage: { kind: 'none' },
  classes: [
    { name: 'First Class with Distinction', minCgpa: 4.5 },
    { name: 'First Class', minCgpa: 2.5 },
    { name: 'Second Class', minCgpa: 1.5 },
    { name: 'Pass', minCgpa: 0.5 },
  ],
  sources: [
    source(
      MESKC,
      'MES Kalladi College (Calicut University), CUCBCSS 2014: A+ 6 (90 and above) … E 1 (40 to below 50), F below 40; the CGPA ranges with their class; internal 20%, external 80%',
      '2026-11-27',
    ),
  ],
};

export const CALICUT_CUCBCSS_2014_PRESET: Preset = {
  scale: CALICUT_CUCBCSS_2014,
  findBy: [
    'Calicut',
    'University of Calicut',
    'Calicut University',
    'CUCBCSS',
    'Kozhikode',
    'Thenhipalam',
    'Kerala',
  ],
  exam: { internal: 20, external: 80 },
  notes: [
    'For students admitted under the 2014 regulations; later admissions use CBCSS 2019.',
    "No rule for converting the CGPA to a percentage was found in the University's documents.",
    'The rounding of the SGPA and CGPA is not given in the source read; two decimals are shown.',
  ],
};
