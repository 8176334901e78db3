import type { GradeScale } from '../grade-scale';
import { USUAL, UGC_GRADES, linear, source } from './build';
import type { Preset } from './preset';

/**
 * GGSIPU (IP University): CGPA × 10 of the CGPA rounded to 2 decimals first (8.893 → 8.89 →
 * 88.9%). The notes give no grade table: UGC's.
 */
export const GGSIPU: GradeScale = {
  id: 'ggsipu',
  name: 'GGSIPU (Guru Gobind Singh Indraprastha University)',
  grades: UGC_GRADES,
  ...USUAL,
  percentage: linear(10, 0),
  sources: [
    source(
      'https://github.com/ankushgarg1998/ipu-ranklist/issues/80',
      'ipu-ranklist #80, citing the GGSIPU ordinance (round to 2 decimals, then × 10)',
    ),
  ],
};

export const GGSIPU_PRESET: Preset = {
  scale: GGSIPU,
  findBy: [
    'GGSIPU',
    'IPU',
    'IP University',
    'Guru Gobind Singh Indraprastha University',
    'Delhi',
    'New Delhi',
  ],
};
