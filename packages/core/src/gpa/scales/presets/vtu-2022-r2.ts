import type { GradeScale } from '../grade-scale';
import { USUAL, linear, source } from './build';
import type { Preset } from './preset';
import { VTU_2022, VTU_2022_PRESET } from './vtu-2022';

const TODAY = '2026-11-27';
const CLASSES_PAGE = 'https://www.learnyhive.com/how-much-cgpa-is-required-for-first-class-in-vtu/';
const BANDS_PAGE = 'https://allgradecalculator.com/sgpa-calculator/vtu';
const ALSO_BANDS = 'https://www.learnyhive.com/how-much-cgpa-required-to-get-distinction-in-vtu/';
const SCHEME_PAGE = 'https://www.bestcgpacalculator.com/vtu.html';

/**
 * VTU's 2022 scheme, corrected: the classes (First Class with Distinction from 7.75, First Class
 * from 6.75) and a marks band on every grade. Replaces 'vtu-2022', which gave no class.
 */
export const VTU_2022_R2: GradeScale = {
  id: 'vtu-2022-r2',
  name: 'VTU 2022 scheme',
  // The same grades and points; their marks bands were corrected on the retired scale too.
  grades: VTU_2022.grades,
  ...USUAL,
  percentage: linear(10, -7.5),
  classes: [
    { name: 'First Class with Distinction', minCgpa: 7.75 },
    { name: 'First Class', minCgpa: 6.75 },
  ],
  sources: [
    source(
      'https://www.scribd.com/document/842266854/Regulations-Clr-BE-BTECH-2022-611-02052023',
      'VTU (Award of B.E./B.Tech. Degree) Regulations, 2022 (scribd copy; only its opening could be read here)',
      '2026-11-27',
    ),
    source(
      CLASSES_PAGE,
      'LearnyHive: VTU 2021 and 2022 schemes, First Class 6.75–7.74, First Class with Distinction from 7.75',
      TODAY,
    ),
    source(BANDS_PAGE, 'VTU letter grade scale: O 90+ … B 55–59, C 50–54, P 40–49, F < 40', TODAY),
    source(
      SCHEME_PAGE,
      'VTU calculator: 2022 passing criteria, SEE at least 35% (18/50), CIE + SEE at least 40%',
      TODAY,
    ),
    source(
      'https://vtuwise.in/blog/vtu-2022-scheme-passing-marks',
      'VTU 2022 scheme passing marks: CIE 50 (at least 40%), SEE at least 35%, total at least 40%',
      TODAY,
    ),
    source(
      'https://vtuzone.in/tools/percentage',
      'VTUZone, CGPA to percentage: (CGPA − 0.75) × 10',
      TODAY,
    ),
    source('https://www.realcgpatopercentage.com/vtu', 'Real CGPA to Percentage, VTU', TODAY),
  ],
  disputed: [
    {
      about: 'The marks bands: where B starts',
      alternatives: [
        {
          description: 'B 50–59, C 45–49, P 40–44 (instead of B 55–59, C 50–54, P 40–49)',
          sources: [ALSO_BANDS],
        },
      ],
    },
    {
      about: 'The percentage conversion and the distinction for the 2021 and 2022 schemes',
      alternatives: [
        {
          description:
            'CGPA × 10, with First Class with Distinction from about 7.0 (one calculator site)',
          percentage: linear(10, 0),
          sources: [SCHEME_PAGE],
        },
      ],
    },
  ],
};

export const VTU_2022_R2_PRESET: Preset = {
  scale: VTU_2022_R2,
  findBy: VTU_2022_PRESET.findBy,
  // 35% of a 50-mark SEE is 17.5; the sources give it as 18 of 50.
  exam: { internal: 50, external: 50, minExternal: 18 },
  notes: [
    'A course is passed with at least 40% of CIE + SEE and at least 35% in the SEE (18 of 50).',
    'One source gives the distinction only to a student who passed every course at the first attempt; the calculator does not check it.',
  ],
};
