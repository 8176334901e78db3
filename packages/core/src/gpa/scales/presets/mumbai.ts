import type { GradeScale } from '../grade-scale';
import { USUAL, UGC_GRADES, source } from './build';
import type { Preset } from './preset';

const E_NEXT = 'https://e-next.in/e/marks-converter.php';

/**
 * Mumbai University, 10-point CBCS: 7.1 × CGPA + 11 (82% at most), and the CGPA as the plain mean
 * of the semesters' printed CGPIs, as one source states. The notes give no grade table: UGC's.
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

export const MUMBAI_CBCS_PRESET: Preset = {
  scale: MUMBAI_CBCS,
  findBy: ['Mumbai University', 'MU', 'University of Mumbai', 'Mumbai', 'Bombay', 'Maharashtra'],
};

export const MUMBAI_FOT_PRESET: Preset = {
  scale: MUMBAI_FOT,
  findBy: [
    'Mumbai University',
    'MU',
    'University of Mumbai',
    'Mumbai',
    'Bombay',
    'Maharashtra',
    'Faculty of Technology',
    'engineering',
  ],
};
