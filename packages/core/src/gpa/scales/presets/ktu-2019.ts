import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, outside, pass, source } from './build';
import type { Preset } from './preset';

/**
 * KTU (Kerala), 2019 scheme as first shipped: an O-to-P table that calculator pages give without
 * naming a scheme. Retired for 'ktu-2019-r2' (the 2019 scheme's S … P 5.5 and LP); kept so that
 * profiles saved on it keep their numbers.
 */
export const KTU_2019: GradeScale = {
  id: 'ktu-2019',
  name: 'KTU 2019 scheme',
  grades: [
    pass('O', 'Outstanding', 10),
    pass('A+', 'Excellent', 9),
    pass('A', 'Very Good', 8.5),
    pass('B+', 'Good', 8),
    pass('B', 'Above Average', 7),
    pass('C', 'Average', 6),
    pass('P', 'Pass', 5),
    fail('F', 'Fail'),
    fail('FE', 'Failed (not eligible)', true),
    outside('I', 'Incomplete', { isTemporary: true }),
  ],
  ...USUAL,
  percentage: linear(10, -3.75),
  classes: [
    { name: 'First Class with Distinction', minCgpa: 8 },
    { name: 'First Class', minCgpa: 6.5 },
  ],
  sources: [
    source(
      'https://conversioncalculator.org/ktu-cgpa-calculator/',
      'KTU CGPA calculator (2019 grades)',
    ),
    source(
      'https://mathconversion.org/ktu-cgpa-to-percentage-calculator/',
      'KTU CGPA to percentage: 10 × CGPA − 3.75, "approximate", approved by the academic committee',
    ),
    source('https://cgpatopercentages.com/ktu-grading-system/', 'KTU grading system (class bands)'),
  ],
  disputed: [
    {
      about: 'The percentage conversion',
      alternatives: [
        {
          description: 'CGPA × 9.5',
          percentage: linear(9.5, 0),
          sources: ['https://cgpaconverter.com/ktu-cgpa-calculator/'],
        },
      ],
    },
  ],
};

export const KTU_2019_PRESET: Preset = {
  scale: KTU_2019,
  findBy: [
    'KTU',
    'APJ Abdul Kalam Technological University',
    'Kerala Technological University',
    'Thiruvananthapuram',
    'Trivandrum',
    'Kerala',
  ],
  retired: {
    by: 'ktu-2019-r2',
    why: 'The 2019 scheme grades S 10, A+ 9, A 8.5, B+ 8, B 7.5, C+ 7, C 6.5, D 6, P 5.5 and LP 4 (not O … B 7, C 6, P 5), as its results print them.',
  },
};
