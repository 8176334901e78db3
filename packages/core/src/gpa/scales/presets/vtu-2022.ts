import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, pass, source } from './build';
import type { Preset } from './preset';

/** VTU's 2022 scheme; the marks bands are as public code has them, and it disagrees on B. */
export const VTU_2022: GradeScale = {
  id: 'vtu-2022',
  name: 'VTU 2022 scheme',
  grades: [
    pass('O', 'Outstanding', 10, '90–100'),
    pass('A+', 'Excellent', 9),
    pass('A', 'Very Good', 8),
    pass('B+', 'Good', 7),
    pass('B', 'Above Average', 6, '55–59'),
    pass('C', 'Average', 5, '50–54'),
    pass('P', 'Pass', 4, '40–49'),
    fail('F', 'Fail'),
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
          description: 'B from 50 marks in some public VTU 2022/2024 scheme code (55 in others)',
          sources: [],
        },
      ],
    },
  ],
};

export const VTU_2022_PRESET: Preset = {
  scale: VTU_2022,
  findBy: ['VTU', 'Visvesvaraya Technological University', 'Belagavi', 'Belgaum', 'Karnataka'],
};
