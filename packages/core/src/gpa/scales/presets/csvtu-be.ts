import type { GradeScale } from '../grade-scale';
import { USUAL, fail, pass, source } from './build';
import type { Preset } from './preset';

const TODAY = '2026-11-27';
const GEC = 'http://gecraipur.ac.in/';

/**
 * CSVTU (Bhilai) B.E., its Ordinance for the 4-year degree course as a CSVTU college reprints it:
 * letters A+ … C on the theory bands, SPI "up to two places of decimal without rounding off", and
 * a CPI that weighs semesters I and II by half. The data model weighs years' GPAs, so the first
 * year's GPA is weighed by half, which is the ordinance's CPI when every year carries the same
 * credits. Classes go by percentage of marks, which a CPI cannot give, so none is shown.
 */
export const CSVTU_BE: GradeScale = {
  id: 'csvtu-be',
  name: 'CSVTU B.E. (Ord. 14)',
  grades: [
    pass('A+', 'Grade A+', 10, '85–100'),
    pass('A', 'Grade A', 9, '75–84'),
    pass('B+', 'Grade B+', 8, '65–74'),
    pass('B', 'Grade B', 7, '55–64'),
    pass('C+', 'Grade C+', 6, '45–54'),
    pass('C', 'Grade C', 5, '35–44'),
    { ...fail('F', 'Fail'), marks: '< 35' },
  ],
  ...USUAL,
  aggregation: { kind: 'year-weighted', semestersPerYear: 2, weights: [0.5, 1, 1, 1] },
  rounding: { places: 2, mode: 'truncate', beforePercentage: true },
  percentage: { kind: 'none' },
  sources: [
    source(
      `${GEC}ordinance4.htm`,
      'GEC Raipur (CSVTU): Ordinance for B.E. 4-year degree, 9.3 grades A+ 10 … C 5, F 0 and their theory and practical bands',
      TODAY,
    ),
    source(
      `${GEC}ordinance5.htm`,
      'Same ordinance, 9.5–9.6: minimum marks for a grade; SPI to two decimals without rounding off',
      TODAY,
    ),
    source(
      `${GEC}ordinance5a.htm`,
      'Same ordinance, 9.7–9.8: CPI with semesters I and II at 50% weight; divisions by percentage of marks',
      TODAY,
    ),
    source(
      'https://ru.scribd.com/document/205992296/Ordinance-14-csvtu',
      'CSVTU Ordinance No. 14, Ordinance for B.E. 4-year degree course (copy): percentage as well as credit system',
      TODAY,
    ),
    source(
      'https://cecbilaspur.ac.in/examination/',
      'CEC Bilaspur: CSVTU Ordinance 14 passing rules (ESE theory 35%, practical 50%, TA 60%) and the 2019 change of marks',
      TODAY,
    ),
  ],
};

export const CSVTU_BE_PRESET: Preset = {
  scale: CSVTU_BE,
  findBy: [
    'CSVTU',
    'Chhattisgarh Swami Vivekanand Technical University',
    'Bhilai',
    'Durg',
    'Raipur',
    'Chhattisgarh',
    'CG',
  ],
  notes: [
    'The CPI weighs semesters I and II by half; here the first year’s GPA is weighed by half, the same when every year carries the same credits.',
    'The marks bands are the theory ones; a practical is graded A+ from 90, A 82, B+ 74, B 66, C+ 58, C 50, and fails below 50.',
    'A theory paper needs 35% in the end-semester exam, a practical 50%, each teacher’s assessment 60%, and 50% overall.',
    'Divisions go by percentage of marks (Honours from 75%, Class I from 65%, Class II from 50%), not by the CPI, so none is shown.',
    'The ordinance gives an SPI only for a semester cleared without an F; this scale counts an F at 0 meanwhile.',
  ],
};
