import type { GradeScale } from '../grade-scale';
import { USUAL, UGC_GRADES, linear, source } from './build';
import type { Preset } from './preset';

const ORDINANCE_11 = 'https://ipucgpacalculator.netlify.app';

/** Ordinance 11's marks bands (as reproduced); its letters and points are UGC's. */
const BANDS: Record<string, string> = {
  O: '90–100',
  'A+': '75–89',
  A: '65–74',
  'B+': '55–64',
  B: '50–54',
  C: '45–49',
  P: '40–44',
  F: '< 40',
};

/**
 * GGSIPU (IP University) as first shipped, with no division: CGPA × 10 of the CGPA rounded to 2
 * decimals first (8.893 → 8.89 → 88.9%). Retired for 'ggsipu-r2'; kept so that profiles saved on
 * it keep their numbers. Ordinance 11's marks bands are added in place (not numbers).
 */
export const GGSIPU: GradeScale = {
  id: 'ggsipu',
  name: 'GGSIPU (Guru Gobind Singh Indraprastha University)',
  grades: UGC_GRADES.map((grade) =>
    BANDS[grade.code] === undefined ? grade : { ...grade, marks: BANDS[grade.code] },
  ),
  ...USUAL,
  percentage: linear(10, 0),
  sources: [
    source(
      'https://github.com/ankushgarg1998/ipu-ranklist/issues/80',
      'ipu-ranklist #80, citing the GGSIPU ordinance (round to 2 decimals, then × 10)',
    ),
    source(
      ORDINANCE_11,
      'IPU CGPA calculator reproducing GGSIPU Ordinance 11: marks bands O 90–100, A+ 75–89, A 65–74, B+ 55–64, B 50–54, C 45–49, P 40–44, F below 40; divisions',
      '2026-11-27',
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
  retired: {
    by: 'ggsipu-r2',
    why: 'GGSIPU Ordinance 11 places graduates in divisions (First from CGPA 6.50, Second from 5.00, Third from 4.00, Exemplary Performance at 10) and has no Ab grade; this scale gave no division.',
  },
};
