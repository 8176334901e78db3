import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, pass, source } from './build';

/**
 * JNTUK, R16 onward: credit-weighted over semesters and (CGPA − 0.75) × 10, from the certificate
 * text the source reproduces. The notes give no JNTUK grade table; this is JNTUK R16's O/S/A/B/C/D.
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
      'https://www.jntufastupdates.com/jntuk-cgpa-to-percentage-conversion-certificate',
      'JNTUK "Computation of CGPA and equivalent Percentage" (reproduced)',
    ),
    source('https://ilovemarks.com/?p=83', 'ilovemarks, JNTU class bands'),
  ],
};
