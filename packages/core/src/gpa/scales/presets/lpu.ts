import type { GradeScale } from '../grade-scale';
import { USUAL, UGC_GRADES, fail, linear, outside, pass, source } from './build';
import type { Preset } from './preset';

/** LPU: the relative-grading letters, and CGPA × 10 from its "Basis of evaluation and grading". */
export const LPU: GradeScale = {
  id: 'lpu',
  name: 'LPU (Lovely Professional University)',
  grades: [
    // O 10 … C 5 as UGC's table, then D where UGC has P.
    ...UGC_GRADES.slice(0, 6),
    pass('D', 'Pass', 4),
    fail('E', 'Reappear', true),
    fail('F', 'Fail'),
    outside('I', 'Incomplete', { isTemporary: true }),
    outside('R', 'Resubmission', { isTemporary: true }),
    outside('S', 'Satisfactory (zero-credit course)', { earnsCredit: true }),
    outside('U', 'Unsatisfactory (zero-credit course)', { isFail: true }),
  ],
  ...USUAL,
  percentage: linear(10, 0),
  sources: [
    source(
      'https://www.scribd.com/document/746663050/Conversion-Formula-Proof',
      'LPU "Basis of evaluation and grading" (as uploaded): letters, points, TGPA/CGPA and CGPA × 10',
      '2026-11-27',
    ),
    source(
      'https://speedjobalert.com/lpu-grading-system-2021/',
      'LPU "Basis of evaluation and grading" (reproduced)',
    ),
    source(
      'https://www.reviewadda.com/asks/how-does-the-grading-system-work-at-lpu-marks-to-grade-conversion',
      'How the grading system works at LPU',
    ),
  ],
};

export const LPU_PRESET: Preset = {
  scale: LPU,
  findBy: ['LPU', 'Lovely Professional University', 'Phagwara', 'Jalandhar', 'Punjab'],
  notes: [
    'Grades are relative: LPU sets each course’s letter boundaries from the class’s marks, so there are no fixed marks bands and marks to grade is not offered on this scale.',
    'LPU’s grading text gives no class or division by CGPA.',
  ],
};
