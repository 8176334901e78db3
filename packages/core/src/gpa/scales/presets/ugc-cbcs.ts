import type { GradeScale } from '../grade-scale';
import { USUAL, UGC_GRADES, source } from './build';
import type { Preset } from './preset';

/**
 * UGC's Choice Based Credit System defines grades only: no percentage conversion (a formula said
 * to be UGC's circulates without a UGC text behind it; docs/grade-scales.md, 'Misattributed').
 */
export const UGC_CBCS: GradeScale = {
  id: 'ugc-cbcs',
  name: 'UGC CBCS (10-point)',
  grades: UGC_GRADES,
  ...USUAL,
  percentage: { kind: 'none' },
  sources: [
    source(
      'https://www.scribd.com/document/277708837/UGC-Credit-Guidelines',
      'UGC credit guidelines, Table 1: Grades and Grade Points (as reproduced)',
    ),
  ],
  disputed: [
    {
      about: 'Whether UGC prescribes a percentage conversion',
      alternatives: [
        {
          description: '(SGPA − 0.75) × 10, attributed to UGC guidelines by a calculator site',
          percentage: { kind: 'linear', a: 10, b: -7.5 },
          sources: [
            'http://www.rochaksite.com/rs-tools/tools/ugc-sgpa-percentage/sgpa-to-percentage.php',
          ],
        },
      ],
    },
  ],
};

export const UGC_CBCS_PRESET: Preset = {
  scale: UGC_CBCS,
  findBy: ['UGC', 'University Grants Commission', 'CBCS', 'Choice Based Credit System'],
  notes: [
    "UGC's guidelines define grades and grade points only: each university sets its own marks bands and its own CGPA-to-percentage conversion, so this scale shows no percentage.",
  ],
};
