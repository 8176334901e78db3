import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, pass, source } from './build';
import type { Preset } from './preset';

/**
 * VTU's 2022 scheme as first shipped, with no class. Retired for 'vtu-2022-r2'; kept so that
 * profiles saved on it keep their numbers. Its marks bands are corrected in place (not numbers).
 */
export const VTU_2022: GradeScale = {
  id: 'vtu-2022',
  name: 'VTU 2022 scheme',
  grades: [
    pass('O', 'Outstanding', 10, '90–100'),
    pass('A+', 'Excellent', 9, '80–89'),
    pass('A', 'Very Good', 8, '70–79'),
    pass('B+', 'Good', 7, '60–69'),
    pass('B', 'Above Average', 6, '55–59'),
    pass('C', 'Average', 5, '50–54'),
    pass('P', 'Pass', 4, '40–49'),
    { ...fail('F', 'Fail'), marks: '< 40' },
  ],
  ...USUAL,
  percentage: linear(10, -7.5),
  sources: [
    source(
      'https://vtuzone.in/tools/percentage',
      'VTUZone, CGPA to percentage: (CGPA − 0.75) × 10',
    ),
    source('https://www.realcgpatopercentage.com/vtu', 'Real CGPA to Percentage, VTU'),
    source('https://clevertools.in/tool/v/cgpa-to-percentage-vtu', 'CleverTools, VTU'),
  ],
  disputed: [
    {
      about: 'The marks bands: where B starts',
      alternatives: [
        {
          description: 'B 50–59, C 45–49, P 40–44 (instead of B 55–59, C 50–54, P 40–49)',
          sources: ['https://www.learnyhive.com/how-much-cgpa-required-to-get-distinction-in-vtu/'],
        },
      ],
    },
  ],
};

export const VTU_2022_PRESET: Preset = {
  scale: VTU_2022,
  findBy: ['VTU', 'Visvesvaraya Technological University', 'Belagavi', 'Belgaum', 'Karnataka'],
  retired: {
    by: 'vtu-2022-r2',
    why: 'VTU 2022 awards First Class with Distinction from CGPA 7.75 and First Class from 6.75; this scale gave no class.',
  },
};
