import type { GradeScale } from '../grade-scale';
import { USUAL, fail, pass, source } from './build';
import type { Preset } from './preset';

const TODAY = '2026-11-27';

/**
 * Mahatma Gandhi University, Kottayam: UG programmes under the CBCS regulations of 2017, a
 * seven-point scale on the percentage of internal (ISA) and external (ESA) marks together.
 */
export const MG_CBCS_2017: GradeScale = {
  id: 'mg-cbcs-2017',
  name: 'MG University CBCS UG 2017',
  grades: [
    pass('S', 'Outstanding', 10, '≥ 95'),
    pass('A+', 'Excellent', 9, '85–94'),
    pass('A', 'Very Good', 8, '75–84'),
    pass('B+', 'Good', 7, '65–74'),
    pass('B', 'Above Average', 6, '55–64'),
    pass('C', 'Satisfactory', 5, '45–54'),
    pass('D', 'Pass', 4, '35–44'),
    { ...fail('F', 'Failure'), marks: '< 35' },
    fail('Ab', 'Absent'),
  ],
  ...USUAL,
  percentage: { kind: 'none' },
  sources: [
    source(
      'https://marthomacollege.ac.in/examinations',
      'Mar Thoma College, Perumbavoor (MG University), quoting the UG CBCS 2017 regulations: ISA:ESA 1:4, marks rounded up; S 10 (95+) … D 4 (35 to below 45), F below 35, Ab 0',
      TODAY,
    ),
    source(
      'https://www.scribd.com/document/396493917/New-Regulations',
      'Mahatma Gandhi University, Kottayam: Regulations for UG Programmes under CBCS 2017 (scribd copy; only its preamble could be read)',
      TODAY,
    ),
    source(
      'https://indorestudents.com/mg-university-mgu-kottayam-ug-grading-system-passing-marks-attendance-rule/',
      'IndoreStudents, MG University Kottayam UG grading (2017-18 admissions)',
      TODAY,
    ),
  ],
  disputed: [
    {
      about: 'The letter of the top grade (95% and above, 10 points)',
      alternatives: [
        {
          description: 'O (Outstanding), with grades O, A+, A, B+, B, C and F only',
          sources: ['https://www.collegedekho.com/articles/mg-university-grading-system'],
        },
      ],
    },
  ],
};

export const MG_CBCS_2017_PRESET: Preset = {
  scale: MG_CBCS_2017,
  findBy: [
    'MG University',
    'MGU',
    'Mahatma Gandhi University',
    'MG University Kerala',
    'Kottayam',
    'Kerala',
  ],
  exam: { internal: 20, external: 80 },
  notes: [
    'Internal (ISA) and external (ESA) marks are in the ratio 1:4 and each is rounded up to the next whole mark before the grade is read.',
    'The regulations grade the CGPA (S from 9.5, A+ from 8.5 …) rather than name a class; no class bands were found.',
    "No rule for converting the CGPA to a percentage was found in the University's documents.",
    'The rounding of the SGPA and CGPA is not given in the sources read; two decimals are shown.',
  ],
};
