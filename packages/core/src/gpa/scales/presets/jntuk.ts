import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, pass, source } from './build';
import type { Preset } from './preset';

const MIRACLE = 'https://miracle.edu.in/grading-system/';

/**
 * JNTUK, R16 onward: credit-weighted over semesters and (CGPA − 0.75) × 10, from the certificate
 * text the first source reproduces. The grade letters O, S, A, B, C, D and F are those a JNTUK
 * college publishes, on a 10-point scale; it prints no points per letter, so 10 down to 5 is read
 * from the letters' order, and a JNTU R16 table with UGC's letters is recorded as disputed.
 */
export const JNTUK: GradeScale = {
  id: 'jntuk',
  name: 'JNTUK (R16 onward)',
  grades: [
    pass('O', 'Outstanding', 10),
    pass('S', 'Superior', 9),
    pass('A', 'Excellent', 8),
    pass('B', 'Very Good', 7),
    pass('C', 'Good', 6),
    pass('D', 'Fair', 5),
    fail('F', 'Fail'),
    fail('Ab', 'Absent'),
  ],
  ...USUAL,
  percentage: linear(10, -7.5),
  classes: [
    { name: 'First Class with Distinction', minCgpa: 7.75 },
    { name: 'First Class', minCgpa: 6.75 },
    { name: 'Second Class', minCgpa: 5.75 },
    { name: 'Pass Class', minCgpa: 5 },
  ],
  sources: [
    source(
      'https://scribd.com/document/498708941/CGPA-to-Percentage-Certificate',
      'JNTUK Controller of Examinations, "Computation of CGPA and equivalent Percentage", 04-02-2021: (CGPA − 0.75) × 10 for R16 onward',
      '2026-11-27',
    ),
    source(
      'https://www.jntufastupdates.com/jntuk-cgpa-to-percentage-conversion-certificate',
      'JNTUK "Computation of CGPA and equivalent Percentage" (reproduced)',
    ),
    source(MIRACLE, 'Miracle Educational Society, JNTUK R16 grading system (letters, formula)'),
    source('https://ilovemarks.com/?p=83', 'ilovemarks, JNTU class bands'),
  ],
  disputed: [
    {
      about: 'The grade letters and their points',
      alternatives: [
        {
          description: 'O 10, A+ 9, A 8, B+ 7, B 6, C 5 (pass), F 0, Ab 0, as a JNTU R16 table',
          sources: [
            'https://techyinfo99.blogspot.com/2021/12/how-to-calculate-jntu-overall-btech.html',
          ],
        },
      ],
    },
  ],
};

export const JNTUK_PRESET: Preset = {
  scale: JNTUK,
  findBy: [
    'JNTUK',
    'JNTU Kakinada',
    'Jawaharlal Nehru Technological University Kakinada',
    'Kakinada',
    'Andhra Pradesh',
  ],
  notes: [
    'Marks bands: no JNTUK text read gives the marks of each letter, so marks to grade is not offered on this scale.',
  ],
};
