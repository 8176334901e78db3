import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, pass, source } from './build';
import type { Preset } from './preset';

const TODAY = '2026-11-27';

/**
 * MAKAUT (formerly WBUT) B.Tech: each year's GPA (YGPA, its two semesters pooled by credits), then
 * the DGPA weighs the years 1, 1, 1.5, 1.5 over 5; the percentage is (DGPA − 0.75) × 10. The
 * letters and points come from a calculator site; no marks bands were found, so marks to grade has
 * none here. Lateral entry, (Y2 + 1.5 Y3 + 1.5 Y4) / 4, is not what this preset computes.
 */
export const MAKAUT_DGPA: GradeScale = {
  id: 'makaut-dgpa',
  name: 'MAKAUT B.Tech (DGPA)',
  grades: [
    pass('O', 'Outstanding', 10),
    pass('E', 'Excellent', 9),
    pass('A', 'Very Good', 8),
    pass('B', 'Good', 7),
    pass('C', 'Average', 6),
    pass('D', 'Pass', 5),
    fail('F', 'Fail'),
  ],
  ...USUAL,
  aggregation: { kind: 'year-weighted', semestersPerYear: 2, weights: [1, 1, 1.5, 1.5] },
  percentage: linear(10, -7.5),
  sources: [
    source(
      'https://gpa-x.swaraj.ai.in/dgpa-calculator',
      'GPA-X, MAKAUT DGPA calculator: (Y1 + Y2 + 1.5 Y3 + 1.5 Y4) / 5; lateral and 3-year forms',
      TODAY,
    ),
    source(
      'https://makaut.studybengal.in/makaut-dgpa-converter.php',
      'StudyBengal, MAKAUT DGPA converter: (DGPA − 0.75) × 10',
    ),
    source(
      'https://s4.collegedunia.com/qna?question_id=27945',
      'Collegedunia Q&A: (SGPA − 0.75) × 10 and the table it says MAKAUT publishes (6.25 → 55 … 8.25 → 75)',
      TODAY,
    ),
    source(
      'https://cgpacalculatoronline.net/makaut-grading-system-explained',
      'A calculator site, MAKAUT grading: O 10, E 9, A 8, B 7, C 6, D 5, F 0',
      TODAY,
    ),
  ],
  disputed: [
    {
      about: 'The percentage conversion',
      alternatives: [
        {
          description: '"WBUT: (DGPA − 0.5) × 10", on one calculator site',
          percentage: linear(10, -5),
          sources: ['https://cgpacalculatoronline.net/dgpa-to-percentage/'],
        },
      ],
    },
  ],
};

export const MAKAUT_DGPA_PRESET: Preset = {
  scale: MAKAUT_DGPA,
  findBy: [
    'MAKAUT',
    'WBUT',
    'Maulana Abul Kalam Azad University of Technology',
    'West Bengal University of Technology',
    'Kolkata',
    'Haringhata',
    'West Bengal',
  ],
  notes: [
    'The DGPA weighs the third and fourth years 1.5 times the first two: (Y1 + Y2 + 1.5 × Y3 + 1.5 × Y4) / 5.',
    'Lateral entry students’ DGPA is (Y2 + 1.5 × Y3 + 1.5 × Y4) / 4, which this scale does not compute.',
    'No marks bands or class bands were found in MAKAUT’s own documents, so neither is shown.',
  ],
};
