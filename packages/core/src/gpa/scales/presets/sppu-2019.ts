import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, pass, source } from './build';
import type { Preset } from './preset';

const RISTUDY = 'https://www.ristudypost.com/2025/08/what-is-formula-for-cgpa-to-percentage.html';
const CGPA_PRO = 'https://cgpa.pro/sppu';
/** A calculator site that gives Circular No. 332/2020's bands and the classes (sppu-2019-r2.ts). */
export const SARKARI_PRAKASHAN = 'https://sarkari-prakashan.com/index.html';
/** The notes list these for the three linear alternatives together, not one each. */
const LINEAR_SOURCES = [
  RISTUDY,
  'https://beta4.collegedunia.com/qna/question/17168-how-do-i-calculate-percentage-from-cgpa-and-sgpa-pune-university',
];

/**
 * SPPU (Pune), 2019 pattern: the worst case in the notes, five conversions. (CGPA − 0.75) × 10 is
 * the one credited to the FE 2019 rulebook and Circular 322/2020; the others are kept as disputed.
 */
export const SPPU_2019: GradeScale = {
  id: 'sppu-2019',
  name: 'SPPU (Savitribai Phule Pune University) 2019 pattern',
  grades: [
    pass('O', 'Outstanding', 10, '80–100'),
    pass('A+', 'Excellent', 9, '70–79'),
    pass('A', 'Very Good', 8, '60–69'),
    pass('B+', 'Good', 7, '55–59'),
    pass('B', 'Above Average', 6, '50–54'),
    pass('C', 'Average', 5, '45–49'),
    pass('P', 'Pass', 4, '40–44'),
    fail('F', 'Fail'),
    fail('Ab', 'Absent'),
  ],
  ...USUAL,
  percentage: linear(10, -7.5),
  sources: [
    source(CGPA_PRO, 'cgpa.pro, SPPU (grade table)'),
    source(
      'https://www.ristudypost.com/2025/08/what-is-latest-official-formula-for.html',
      'What is the latest official formula (FE 2019 rulebook, Circular 322/2020)',
    ),
  ],
  disputed: [
    {
      about: 'The percentage conversion',
      alternatives: [
        { description: '(CGPA − 0.5) × 10', percentage: linear(10, -5), sources: LINEAR_SOURCES },
        { description: 'CGPA × 8.8', percentage: linear(8.8, 0), sources: LINEAR_SOURCES },
        { description: 'CGPA × 8.9', percentage: linear(8.9, 0), sources: LINEAR_SOURCES },
        {
          // cgpa.pro's own example applies the top band to 7.6 (52%); the table gives 61%.
          description: 'Band interpolation: 4–4.25, 4.25–5.5, 5.5–7.5, 7.5–8.5, 8.5–10',
          percentage: {
            kind: 'piecewise',
            bands: [
              { from: 4, to: 4.25, a: 20, b: -40 },
              { from: 4.25, to: 5.5, a: 4, b: 28 },
              { from: 5.5, to: 7.5, a: 5, b: 22.5 },
              { from: 7.5, to: 8.5, a: 10, b: -15 },
              { from: 8.5, to: 10, a: 20, b: -100 },
            ],
          },
          sources: [CGPA_PRO],
        },
        {
          // The site lists 4.75–5.24 and 5.25–5.74 apart, with the same line: one band here.
          description:
            'Circular No. 332/2020 as a calculator site gives it: a line per band, 6.6 × CGPA + 13.6 from 4 up to 20 × CGPA − 100 from 9.5',
          percentage: {
            kind: 'piecewise',
            bands: [
              { from: 4, to: 4.75, a: 6.6, b: 13.6 },
              { from: 4.75, to: 5.75, a: 10, b: -2.5 },
              { from: 5.75, to: 6.75, a: 5, b: 26.25 },
              { from: 6.75, to: 8.25, a: 10, b: -7.5 },
              { from: 8.25, to: 9.5, a: 12, b: -25 },
              { from: 9.5, to: 10, a: 20, b: -100 },
            ],
          },
          sources: [SARKARI_PRAKASHAN],
        },
        {
          description: 'CGPA × 10, on another page of the site that credits (CGPA − 0.75) × 10',
          percentage: linear(10, 0),
          sources: ['https://www.ristudypost.com/2025/08/is-there-separate-formula-for.html'],
        },
      ],
    },
  ],
};

export const SPPU_2019_PRESET: Preset = {
  scale: SPPU_2019,
  retired: {
    by: 'sppu-2019-r2',
    why: 'It gave no class: SPPU’s classes by CGPA are First Class with Distinction from 7.75, First Class from 6.75, Higher Second Class from 6.25, Second Class from 5.50 and Pass Class below.',
  },
  findBy: [
    'SPPU',
    'Savitribai Phule Pune University',
    'University of Pune',
    'Pune University',
    'Pune',
    'Maharashtra',
  ],
};
