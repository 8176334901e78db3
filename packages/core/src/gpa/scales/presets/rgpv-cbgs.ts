import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, pass, source } from './build';
import type { Preset } from './preset';

const TODAY = '2026-11-27';

/**
 * RGPV (Bhopal) B.E./B.Tech, Credit Based Grading System: letters A+ … D on absolute marks, the
 * CGPA pooled by credits, and the percentage CGPA × 10 as the back of its mark sheets gives it.
 * The table also lists I (incomplete) and W (withdrawal) at 0 points without saying whether they
 * count in the SGPA, so they are left out here. No class bands were found.
 */
export const RGPV_CBGS: GradeScale = {
  id: 'rgpv-cbgs',
  name: 'RGPV B.Tech (CBGS)',
  grades: [
    pass('A+', 'Outstanding', 10, '91–100'),
    pass('A', 'Excellent', 9, '81–90'),
    pass('B+', 'Very Good', 8, '71–80'),
    pass('B', 'Good', 7, '61–70'),
    pass('C+', 'Average', 6, '51–60'),
    pass('C', 'Satisfactory', 5, '41–50'),
    pass('D', 'Marginal', 4, '31–40'),
    { ...fail('F', 'Fail'), marks: '≤ 30' },
  ],
  ...USUAL,
  percentage: linear(10, 0),
  sources: [
    source(
      'https://studychacha.com/discuss/381067-calculator-rgpv.html',
      'RGPV Credit Based Grading System (reproduced): grades, marks ranges, SGPA and CGPA formulas',
      TODAY,
    ),
    source(
      'https://stage.zollege.in/qna/question/22212-how-do-i-convert-my-percentage-into-cgpa-under-rgpv-university',
      'Q&A: the back of RGPV’s mark sheet gives equivalent percentage = CGPA × 10',
      TODAY,
    ),
    source(
      'https://s3.collegedunia.com/qna?question_id=16914',
      'Q&A: RGPV SGPA/CGPA formulas; percentage CGPA × 10 from the mark sheet',
      TODAY,
    ),
  ],
};

export const RGPV_CBGS_PRESET: Preset = {
  scale: RGPV_CBGS,
  findBy: [
    'RGPV',
    'RGTU',
    'Rajiv Gandhi Proudyogiki Vishwavidyalaya',
    'Bhopal',
    'Madhya Pradesh',
    'MP',
  ],
  notes: [
    'The grade table also has I (incomplete) and W (withdrawal) at 0 points; it does not say whether they count in the SGPA, so they are not offered.',
    'No division or class bands were found in RGPV’s documents, so none is shown.',
  ],
};
