import type { GradeScale } from '../grade-scale';
import { USUAL, UGC_GRADES, linear, source } from './build';
import type { Preset } from './preset';

/**
 * Delhi University (CBCS, UGC's grades): 9.5 × CGPA. Its ordinance sets grade cut-offs from each
 * course's mean and standard deviation (O from mean + 2.5σ, or 90% if lower), so there are no fixed
 * marks bands to print.
 */
export const DELHI_UNIVERSITY: GradeScale = {
  id: 'delhi-university',
  name: 'Delhi University (CBCS)',
  grades: UGC_GRADES,
  ...USUAL,
  percentage: linear(9.5, 0),
  sources: [
    source(
      'https://www.scribd.com/document/583525156/Delhi-University-PG-CGPA-to-percentage',
      'University of Delhi notification CNC-II/093/1(13)/2019-20/280 of 18.10.2019, Ordinance IX(8): 10-point letter grades with cut-offs from the mean and σ (as uploaded)',
      '2026-11-27',
    ),
    source(
      'https://www.scribd.com/document/633587536/Final-Guidelines-NEP-UGCF',
      'University of Delhi, NEP-UGCF 2022 examination guidelines (as uploaded; its summary only read): 10-point grades, final percentage from the grand CGPA, divisions from that percentage',
      '2026-11-27',
    ),
    source(
      'https://dailypioneer.com/2018/delhi/new-rule-for-converting-cgpa.html',
      'The Pioneer, 2018: DU adopts the multiplier 9.5 to convert CBCS CGPA to a percentage',
      '2026-11-27',
    ),
    source(
      'https://cgpatopercentagetool.com/cgpa-to-percentage-du',
      'DU CGPA to percentage (cites DU letter E.C. 20-21.07.2019 of 18.10.2019)',
    ),
    source(
      'https://cgpa2percentagecalculator.com/2025-cgpa-to-percentage-formula',
      'CGPA to percentage formula 2025',
    ),
  ],
  disputed: [
    {
      about: 'How many decimals the CGPA keeps before × 9.5',
      alternatives: [
        {
          description:
            'Three: a DU graduate’s CGPA 6.892 is converted to 65.474% in a Delhi High Court case; two decimals here give 6.89 → 65.46%',
          sources: [
            'http://qa.the-laws.com/encyclopedia/browse/case?caseId=109102567200&title=shubhangi-sinha-vs-university-of-delhi',
          ],
        },
      ],
    },
  ],
};

export const DELHI_UNIVERSITY_PRESET: Preset = {
  scale: DELHI_UNIVERSITY,
  findBy: ['DU', 'University of Delhi', 'Delhi', 'New Delhi'],
  notes: [
    'Grades are relative: each course’s cut-offs come from its class’s mean and standard deviation, so marks to grade is not offered on this scale.',
    'Under UGCF 2022 the division follows from the percentage of the grand CGPA; its thresholds were not found in the University’s texts read, so none is shown.',
  ],
};
