import type { GradeScale } from '../grade-scale';
import { USUAL, fail, pass, source } from './build';
import type { Preset } from './preset';

const TODAY = '2026-11-27';

/**
 * SRM Institute of Science and Technology (Kattankulathur), B.Tech under the Choice Based Flexible
 * Credit System: the UGC letters on normalised marks, with 50% to pass.
 */
export const SRM_CBFCS: GradeScale = {
  id: 'srm-cbfcs',
  name: 'SRM B.Tech CBFCS',
  grades: [
    pass('O', 'Outstanding', 10, '95–100'),
    pass('A+', 'Excellent', 9, '90–94'),
    pass('A', 'Very Good', 8, '85–89'),
    pass('B+', 'Good', 7, '75–84'),
    pass('B', 'Above Average', 6, '65–74'),
    pass('C', 'Average', 5, '55–64'),
    pass('P', 'Pass', 4, '50–54'),
    { ...fail('F', 'Fail'), marks: '< 50' },
    fail('Ab', 'Absent'),
    fail('I', 'Incomplete (attendance)'),
  ],
  ...USUAL,
  percentage: { kind: 'none' },
  sources: [
    source(
      'https://management.ind.in/forum/grading-system-srm-university-112981.html',
      'SRM B.Tech (full time) regulations as reproduced: letter grades and grade points on normalised marks, O 10 (95–100) … P 4 (50–54), F, Ab and I 0; 50% of the normalised total to pass',
      TODAY,
    ),
    source(
      'https://indorestudents.com/srm-university-grading-system-scheme-marks-and-attendance-rules/',
      'IndoreStudents, SRM University B.Tech grading: the Choice Based Flexible Credit System from 2015-16',
      TODAY,
    ),
    source(
      'https://www.scribd.com/document/677286591/b-Tech-Mtech-Ntegrated-2021-Regulations',
      'SRMIST Academic Regulations 2021, UG and integrated PG (CBFCS), scribd copy: only the contents could be read',
      TODAY,
    ),
  ],
  disputed: [
    {
      about: 'The grade table',
      alternatives: [
        {
          description:
            'O 10, A+ 9, A 8, B+ 7, B 6, C 5 with no P, and RA (re-appear) 0 for a failure: student calculators for current SRMIST students, without marks ranges',
          sources: [
            'https://github.com/Sreeram2611/SRM-GPA-CALCULATOR-v1.0',
            'https://github.com/SQUADRON-LEADER/SRM-CGPA-Calculator',
          ],
        },
      ],
    },
  ],
};

export const SRM_CBFCS_PRESET: Preset = {
  scale: SRM_CBFCS,
  findBy: [
    'SRM',
    'SRMIST',
    'SRM Institute of Science and Technology',
    'SRM University',
    'Kattankulathur',
    'Chennai',
    'Tamil Nadu',
  ],
  notes: [
    'Grades go by normalised marks: internal and end-semester marks are normalised before they are added, so the bands apply to the normalised total.',
    "No rule for converting the CGPA to a percentage, and no classes, were found in SRM's documents.",
    'Whether the 2021 regulations keep these marks ranges could not be checked.',
  ],
};
