import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, pass, source } from './build';
import type { Preset } from './preset';

/**
 * GTU (Gujarat) as first shipped, with First Class only. Retired for 'gtu-r2'; kept so that
 * profiles saved on it keep their numbers. Two-letter grades. Its CGPA for a course longer than two years counts the last
 * four semesters (the CPI counts all), so that is what this preset computes and converts.
 */
export const GTU: GradeScale = {
  id: 'gtu',
  name: 'GTU (Gujarat Technological University)',
  grades: [
    pass('AA', 'Outstanding', 10),
    pass('AB', 'Excellent', 9),
    pass('BB', 'Very Good', 8),
    pass('BC', 'Good', 7),
    pass('CC', 'Average', 6),
    pass('CD', 'Below Average', 5),
    pass('DD', 'Pass', 4),
    fail('FF', 'Fail'),
  ],
  ...USUAL,
  aggregation: { kind: 'last-semesters', count: 4 },
  percentage: linear(10, -5),
  classes: [{ name: 'First Class', minCgpa: 6.5 }],
  sources: [
    source(
      'https://fastgpacalc.com/gtu-cgpa-calculator',
      'GTU CGPA calculator (grades, first class)',
    ),
    source(
      'http://gtuinfo.in/GTU-Percentage-Calculator',
      'GTU percentage calculator: (CGPA − 0.5) × 10',
    ),
    source('https://www.realcgpatopercentage.com/gtu', 'Real CGPA to Percentage, GTU'),
    source(
      'http://idea2learn.blogspot.com/2012/07/award-of-degree-and-cgpa.html',
      'Award of degree and CGPA (last four semesters)',
    ),
  ],
  disputed: [
    {
      about: 'The percentage conversion',
      alternatives: [
        {
          description: 'CGPA × 9.5',
          percentage: linear(9.5, 0),
          sources: ['https://findcgpa.com/cgpa-to-percentage-gtu.html'],
        },
      ],
    },
  ],
};

export const GTU_PRESET: Preset = {
  scale: GTU,
  findBy: ['GTU', 'Gujarat Technological University', 'Ahmedabad', 'Gujarat'],
  retired: {
    by: 'gtu-r2',
    why: "GTU's Academic Council gives First Class with Distinction from CGPA 7.1 and Second Class from 5.5; this scale called every CGPA from 6.5 'First Class'.",
  },
};
