import type { GradeScale } from '../grade-scale';
import { USUAL, UGC_GRADES, fail, pass, source } from './build';
import type { Preset } from './preset';

const E_NEXT = 'https://e-next.in/e/marks-converter.php';

/**
 * Mumbai University, 10-point CBCS as first shipped, with UGC's table (P 4) where its grade cards
 * print D 4. Retired for 'mumbai-cbcs-r2'; kept so that profiles saved on it keep their numbers.
 * 7.1 × CGPA + 11 (82% at most), and the CGPA as the plain mean of the semesters' printed CGPIs,
 * as one source states.
 */
export const MUMBAI_CBCS: GradeScale = {
  id: 'mumbai-cbcs',
  name: 'Mumbai University CBCS (10-point)',
  grades: UGC_GRADES,
  ...USUAL,
  aggregation: { kind: 'mean-of-semesters' },
  percentage: { kind: 'linear', a: 7.1, b: 11 },
  sources: [
    source(E_NEXT, 'e-next, marks converter (formula; mean of CGPIs)'),
    source(
      'https://calculators.kanan.co/cgpa-calculator/mumbai-university',
      'Kanan, Mumbai University',
    ),
    source(
      'https://ilovemarks.com/mumbai-university-cgpa-to-percentage',
      'ilovemarks, Mumbai University',
    ),
  ],
};

const GRADE_TABLE =
  'https://ghatkopar.universalcollege.edu.in/examinations-results/performance-grading/';

/**
 * Mumbai University, 10-point CBCS, corrected: its own table, O (80 and above) … D 4 (40–44.99), F
 * below 40, as its affiliated colleges print it. Replaces 'mumbai-cbcs' (UGC's table, P 4 and Ab).
 */
export const MUMBAI_CBCS_R2: GradeScale = {
  ...MUMBAI_CBCS,
  id: 'mumbai-cbcs-r2',
  grades: [
    pass('O', 'Outstanding', 10, '≥ 80'),
    pass('A+', 'Excellent', 9, '70–79.99'),
    pass('A', 'Very Good', 8, '60–69.99'),
    pass('B+', 'Good', 7, '55–59.99'),
    pass('B', 'Above Average', 6, '50–54.99'),
    pass('C', 'Average', 5, '45–49.99'),
    pass('D', 'Pass', 4, '40–44.99'),
    { ...fail('F', 'Fail'), marks: '< 40' },
  ],
  sources: [
    source(
      GRADE_TABLE,
      'Universal College (affiliated to the University of Mumbai), performance grading: the 10-point CBCS table, O 80 & above … D 40–44.99, F below 40',
      '2026-11-27',
    ),
    source(
      'http://mbmwomencollege.in/credit-grading.html',
      "MBM College: the University's Academic Council adopted the uniform 10-point grading for all courses except the Faculty of Technology (30 Sept 2016)",
      '2026-11-27',
    ),
    ...MUMBAI_CBCS.sources,
  ],
  disputed: [
    {
      about: 'The percentage conversion',
      alternatives: [
        {
          description:
            '7.25 × CGPA + 11, said to replace 7.1 × CGPA + 11 from 2018 (a calculator site)',
          percentage: { kind: 'linear', a: 7.25, b: 11 },
          sources: ['https://cgpatopercentage.net/mumbai-university-cgpa-to-percentage/'],
        },
      ],
    },
  ],
};

/**
 * Mumbai University, Faculty of Technology: two lines meeting with a jump at CGPI 7, the result
 * rounded up to the next integer.
 */
export const MUMBAI_FOT: GradeScale = {
  ...MUMBAI_CBCS,
  id: 'mumbai-fot',
  name: 'Mumbai University, Faculty of Technology (10-point)',
  percentage: {
    kind: 'piecewise',
    bands: [
      { from: 0, to: 7, a: 7.1, b: 12 },
      { from: 7, to: 10, a: 7.4, b: 12 },
    ],
    roundUpToInteger: true,
  },
  sources: [source(E_NEXT, 'e-next, marks converter (Faculty of Technology)')],
};

const MUMBAI_FIND_BY = [
  'Mumbai University',
  'MU',
  'University of Mumbai',
  'Mumbai',
  'Bombay',
  'Maharashtra',
];

const MEAN_NOTE =
  "The CGPA here is the plain mean of the semesters' CGPIs, as one calculator site states; no University text seen says so.";

export const MUMBAI_CBCS_PRESET: Preset = {
  scale: MUMBAI_CBCS,
  findBy: MUMBAI_FIND_BY,
  retired: {
    by: 'mumbai-cbcs-r2',
    why: "Mumbai's 10-point grade cards print D (40–44.99 marks, 4 points), not UGC's P, and no Ab grade.",
  },
};

export const MUMBAI_CBCS_R2_PRESET: Preset = {
  scale: MUMBAI_CBCS_R2,
  findBy: MUMBAI_FIND_BY,
  notes: [MEAN_NOTE],
};

export const MUMBAI_FOT_PRESET: Preset = {
  scale: MUMBAI_FOT,
  findBy: [...MUMBAI_FIND_BY, 'Faculty of Technology', 'engineering'],
  notes: [
    "The Faculty of Technology keeps its own grading (the University's uniform 10-point table excludes it); its own grade table was not found, so this one is UGC's.",
    MEAN_NOTE,
  ],
};
