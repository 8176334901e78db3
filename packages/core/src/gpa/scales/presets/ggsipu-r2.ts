import type { GradeScale } from '../grade-scale';
import { source } from './build';
import { GGSIPU, GGSIPU_PRESET } from './ggsipu';
import type { Preset } from './preset';

/**
 * GGSIPU, corrected: Ordinance 11's divisions, and its grade table (O 10 … P 4, F), which has no
 * Ab. Replaces 'ggsipu', which gave no division. The percentage is unchanged: CGPA × 10 of the
 * CGPA rounded to 2 decimals.
 */
export const GGSIPU_R2: GradeScale = {
  ...GGSIPU,
  id: 'ggsipu-r2',
  grades: GGSIPU.grades.filter((grade) => grade.code !== 'Ab'),
  classes: [
    { name: 'Exemplary Performance', minCgpa: 10, requiresNoArrears: true },
    { name: 'First Division', minCgpa: 6.5 },
    { name: 'Second Division', minCgpa: 5 },
    { name: 'Third Division', minCgpa: 4 },
  ],
  sources: [
    ...GGSIPU.sources,
    source(
      'http://ipu.ac.in/norms/Ordinance/ordinanc11020815.pdf',
      'GGSIPU Ordinance 11 (the document the calculator and ipu-ranklist #80 reproduce; not read directly here)',
      '2026-11-27',
    ),
  ],
};

export const GGSIPU_R2_PRESET: Preset = {
  scale: GGSIPU_R2,
  findBy: GGSIPU_PRESET.findBy,
  notes: [
    'Exemplary Performance needs a CGPA of 10 with every course passed at the first chance and no academic break; the calculator does not check the break.',
    'The equivalent percentage is CGPA × 10, of the CGPA rounded to 2 decimals (8.893 → 8.89 → 88.9%).',
  ],
};
