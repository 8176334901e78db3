import type { GradeScale } from '../grade-scale';
import { USUAL, UGC_GRADES, linear, source } from './build';
import type { Preset } from './preset';

/** AKTU (Uttar Pradesh): 10 × CGPA − 7.5 is agreed; the grade tables found are not. */
export const AKTU: GradeScale = {
  id: 'aktu',
  name: 'AKTU (Dr. A.P.J. Abdul Kalam Technical University)',
  // O 10 … P 4 and F, as UGC's table without Ab.
  grades: UGC_GRADES.filter((grade) => grade.code !== 'Ab'),
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

export const AKTU_PRESET: Preset = {
  scale: AKTU,
  findBy: [
    'AKTU',
    'UPTU',
    'Dr. A.P.J. Abdul Kalam Technical University',
    'Lucknow',
    'Uttar Pradesh',
  ],
  notes: [
    "AKTU's own grade table could not be read (its ordinance's grading clause was not found): the letters are UGC's O 10 … P 4, and no marks bands are given.",
  ],
};
