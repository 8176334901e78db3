import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, pass, source } from './build';

/** AKTU (Uttar Pradesh): 10 × CGPA − 7.5 is agreed; the grade tables found are not. */
export const AKTU: GradeScale = {
  id: 'aktu',
  name: 'AKTU (Dr. A.P.J. Abdul Kalam Technical University)',
  grades: [
    pass('O', 'Outstanding', 10),
    pass('A+', 'Excellent', 9),
    pass('A', 'Very Good', 8),
    pass('B+', 'Good', 7),
    pass('B', 'Above Average', 6),
    pass('C', 'Average', 5),
    pass('P', 'Pass', 4),
    fail('F', 'Fail'),
  ],
  ...USUAL,
  percentage: linear(10, -7.5),
  sources: [
    source('https://cumgpacalculator.com/aktu-cgpa-calculator', 'AKTU CGPA calculator'),
    source(
      'https://universityresultzone.com/converting-your-aktu-grades-to-percentage',
      'Converting your AKTU grades to percentage',
    ),
    source(
      'https://cgpatopercentagetool.com/aktu-cgpa-to-percentage',
      'AKTU CGPA to percentage (cites AKTU letter AKTU/RO/2019/1421)',
    ),
  ],
  disputed: [
    {
      about: 'The grade table',
      alternatives: [
        {
          description: 'A+ 10, A 9, … C 5 (instead of O 10 … P 4), in one of the sources above',
          sources: [],
        },
      ],
    },
  ],
};
