import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, outside, pass, source } from './build';
import type { Preset } from './preset';

const PADEEPZ_2021 =
  'https://padeepz.net/anna-university-cgpa-calculator-regulation-2021-pg-sem1-p2/';
const CHECKED = '2026-11-27';

/** The percentage dispute, shared with Regulation 2017 (anna-r2017.ts): the same sources. */
export const ANNA_PERCENTAGE_DISPUTE = {
  about: 'The percentage conversion',
  alternatives: [
    {
      description: '(CGPA − 0.5) × 10',
      percentage: linear(10, -5),
      sources: [
        'https://gradewisecalculator.com/cgpa-calculator-anna-university',
        'https://allgradecalculator.com/cgpa-calculator/anna-university',
      ],
    },
    {
      description: '(CGPA − 0.75) × 10, also circulating without a named source',
      percentage: linear(10, -7.5),
      sources: [],
    },
  ],
};

/** What finds either regulation's preset, besides its year. */
export const ANNA_FIND_BY = ['Anna University', 'AU', 'Chennai', 'Tamil Nadu'];

/** The source of × 10, the percentage line of both regulations' presets. */
export const ANNA_TIMES_TEN = source(
  'https://clevertools.in/tool/v/cgpa-to-percentage-anna-university',
  'CleverTools, Anna University CGPA to percentage (× 10)',
);

/** Anna University's own excerpt of Regulation 2021: theory internals are out of 40. */
export const ANNA_R2021_ANNEXURE = source(
  'https://www.scribd.com/document/758047368/Amendments-2-Modifications-in-Regulations-2021',
  'Anna University, Revised Annexure I: excerpts of Regulation 2021 (theory courses: internal assessment out of 40)',
  CHECKED,
);

/**
 * Anna University, Regulation 2021: only "courses successfully cleared" count, so an arrear stays
 * out of the CGPA until cleared, and a distinction needs no history of arrears.
 */
export const ANNA_R2021: GradeScale = {
  id: 'anna-r2021',
  name: 'Anna University R2021',
  grades: [
    pass('O', 'Outstanding', 10, '91–100'),
    pass('A+', 'Excellent', 9),
    pass('A', 'Very Good', 8),
    pass('B+', 'Good', 7),
    pass('B', 'Average', 6),
    pass('C', 'Satisfactory', 5),
    fail('RA', 'Reappearance', true),
    fail('SA', 'Shortage of attendance', true),
    outside('W', 'Withdrawal', { isTemporary: true }),
  ],
  ...USUAL,
  failedSubjects: 'leave-out-until-cleared',
  percentage: linear(10, 0),
  classes: [
    { name: 'First Class with Distinction', minCgpa: 8.5, requiresNoArrears: true },
    { name: 'First Class', minCgpa: 6.5 },
  ],
  sources: [
    source(PADEEPZ_2021, 'Padeepz, Anna University CGPA calculator, Regulation 2021'),
    source(
      'https://www.padeepz.com/anna-university-cgpa-calculator-regulation-2017/',
      'Padeepz, Regulation 2017 (courses successfully cleared)',
    ),
    ANNA_TIMES_TEN,
    ANNA_R2021_ANNEXURE,
  ],
  disputed: [ANNA_PERCENTAGE_DISPUTE],
};

export const ANNA_R2021_PRESET: Preset = {
  scale: ANNA_R2021,
  findBy: [...ANNA_FIND_BY, 'R2021'],
  // The annexure gives 40 internal marks of 100; the minimum in the end-semester exam is not in it.
  exam: { internal: 40, external: 60 },
  notes: [
    'Marks bands: only O (91–100) is printed by the sources read for Regulation 2021; the bands of A+ to C are not given here.',
    'A distinction needs every course passed at the first appearance (within eight semesters, in the earlier regulations); first class, within ten.',
  ],
};
