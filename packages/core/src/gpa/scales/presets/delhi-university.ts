import type { GradeScale } from '../grade-scale';
import { USUAL, UGC_GRADES, linear, source } from './build';
import type { Preset } from './preset';

/** Delhi University (CBCS, UGC's grades): 9.5 × CGPA. */
export const DELHI_UNIVERSITY: GradeScale = {
  id: 'delhi-university',
  name: 'Delhi University (CBCS)',
  grades: UGC_GRADES,
  ...USUAL,
  percentage: linear(9.5, 0),
  sources: [
    source(
      'https://cgpatopercentagetool.com/cgpa-to-percentage-du',
      'DU CGPA to percentage (cites DU letter E.C. 20-21.07.2019 of 18.10.2019)',
    ),
    source(
      'https://cgpa2percentagecalculator.com/2025-cgpa-to-percentage-formula',
      'CGPA to percentage formula 2025',
    ),
  ],
};

export const DELHI_UNIVERSITY_PRESET: Preset = {
  scale: DELHI_UNIVERSITY,
  findBy: ['DU', 'University of Delhi', 'Delhi', 'New Delhi'],
};
