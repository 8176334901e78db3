import type { GradeScale } from '../grade-scale';
import { source } from './build';
import type { Preset } from './preset';
import { SARKARI_PRAKASHAN, SPPU_2019, SPPU_2019_PRESET } from './sppu-2019';

/**
 * SPPU 2019 pattern, corrected: the first version gave no class. Grades, points, bands and the
 * percentage are unchanged; the classes are those a calculator site gives with Circular No.
 * 332/2020 (no SPPU text of them could be read), Pass Class from P's 4 points, below which is F.
 */
export const SPPU_2019_R2: GradeScale = {
  ...SPPU_2019,
  id: 'sppu-2019-r2',
  classes: [
    { name: 'First Class with Distinction', minCgpa: 7.75 },
    { name: 'First Class', minCgpa: 6.75 },
    { name: 'Higher Second Class', minCgpa: 6.25 },
    { name: 'Second Class', minCgpa: 5.5 },
    { name: 'Pass Class', minCgpa: 4 },
  ],
  sources: [
    ...SPPU_2019.sources,
    source(
      SARKARI_PRAKASHAN,
      'Sarkari Prakashan, SPPU CGPA to percentage (a calculator site): classes by CGPA and Circular No. 332/2020’s bands',
      '2026-11-27',
    ),
    source(
      'https://www.ristudypost.com/2025/08/what-is-maximum-cgpa-student-can-get-in.html',
      'RI Study Post, SPPU grade table with marks (O 80–100 … P 40–44.99, F below 40)',
      '2026-11-27',
    ),
  ],
  disputed: [
    ...SPPU_2019.disputed,
    {
      about: 'The classes',
      alternatives: [
        {
          description:
            'Distinction from 7.50 (no backlog), First Class from 6.50, Second Class from 5.50, Pass Class from 4.00, with CGPA × 10',
          sources: ['https://www.ristudypost.com/2025/08/how-does-sppu-classify-first-class.html'],
        },
      ],
    },
  ],
};

export const SPPU_2019_R2_PRESET: Preset = {
  scale: SPPU_2019_R2,
  findBy: SPPU_2019_PRESET.findBy,
  notes: [
    'SPPU’s own circulars could not be read: the percentage line is the one credited to Circular No. 322/2020, and the other conversions in circulation are shown as disputed.',
  ],
};
