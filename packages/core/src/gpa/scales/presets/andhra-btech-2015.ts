import type { GradeScale } from '../grade-scale';
import { USUAL, fail, pass, source } from './build';
import type { Preset } from './preset';

const TODAY = '2026-11-27';
const INDORE =
  'https://indorestudents.com/andhra-university-au-btech-grading-system-cbcs-scheme-of-marks/';

/**
 * Andhra University B.E./B.Tech under CBCS, for students admitted from July 2015. The table prints
 * each band from above its lower edge ("> 80 to 90" is A+), so in whole marks 90 is A+ and 91 is O;
 * P is "40 to 50", so 50 is P and 51 is C. No percentage rule or class was found.
 */
export const ANDHRA_BTECH_2015: GradeScale = {
  id: 'andhra-btech-2015',
  name: 'Andhra Univ. B.Tech (2015)',
  grades: [
    pass('O', 'Outstanding', 10, '91–100'),
    pass('A+', 'Excellent', 9, '81–90'),
    pass('A', 'Very Good', 8, '71–80'),
    pass('B+', 'Good', 7, '61–70'),
    pass('B', 'Above Average', 6, '56–60'),
    pass('C', 'Average', 5, '51–55'),
    pass('P', 'Pass', 4, '40–50'),
    { ...fail('F', 'Fail'), marks: '< 40' },
    fail('Ab', 'Absent'),
  ],
  ...USUAL,
  percentage: { kind: 'none' },
  sources: [
    source(
      INDORE,
      'Andhra University B.Tech grading system (CBCS, admitted 2015 on), reproduced: grades, marks, pass rules',
      TODAY,
    ),
    source(
      'https://studylib.net/doc/18395313/pg-grading-system.---andhra-university',
      'AU Vice-Chancellor’s proceedings 2015 (PG grading): bands printed "> 80 < 90", not for the B.Tech',
      TODAY,
    ),
  ],
};

export const ANDHRA_BTECH_2015_PRESET: Preset = {
  scale: ANDHRA_BTECH_2015,
  findBy: [
    'AU',
    'Andhra University',
    'AUCE',
    'Visakhapatnam',
    'Vizag',
    'Waltair',
    'Andhra Pradesh',
  ],
  notes: [
    'A theory course needs at least 40% of the university exam’s marks (sessionals excluded); a practical needs 50%.',
    'A semester needs an SGPA of at least 5.0.',
    'No CGPA-to-percentage rule and no class bands were found for Andhra University’s B.Tech, so neither is shown.',
  ],
};
