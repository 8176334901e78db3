import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, pass, source } from './build';
import type { Preset } from './preset';

const TODAY = '2026-11-27';
const R22 = 'https://scribd.com/document/690554893/R22B-tech-RevisedAcademicRegulations2';
const CGPAPRO = 'https://cgpapro.com/in/jntuh';
const ILOVEMARKS = 'https://ilovemarks.com/?p=83';
const CGPASNAP = 'https://cgpasnap.com/jntuh-gpa-calculator';

/**
 * JNTUH, R22 (B.Tech from 2022-23). The letter grades and their bands are JNTUH's 10-point table
 * ("greater than or equal to 90%" O … "below 40%" F), printed alike in its R16 regulations and by
 * its affiliated colleges under R22; the read copy of the R22 regulations did not show its grading
 * clause. The percentage rule and the class bands come from calculator sites that disagree, so the
 * percentage is marked disputed and no class is shown.
 */
export const JNTUH_R22: GradeScale = {
  id: 'jntuh-r22',
  name: 'JNTUH R22',
  grades: [
    pass('O', 'Outstanding', 10, '≥ 90'),
    pass('A+', 'Excellent', 9, '80–89'),
    pass('A', 'Very Good', 8, '70–79'),
    pass('B+', 'Good', 7, '60–69'),
    pass('B', 'Average', 6, '50–59'),
    pass('C', 'Pass', 5, '40–49'),
    { ...fail('F', 'Fail'), marks: '< 40' },
    fail('Ab', 'Absent'),
  ],
  ...USUAL,
  percentage: linear(10, -5),
  sources: [
    source(R22, 'JNTUH Academic Regulations R22 for B.Tech (copy): 160 credits, CGPA ≥ 5', TODAY),
    source(
      'https://techyinfo99.blogspot.com/2021/12/how-to-calculate-jntu-overall-btech.html',
      'JNTUH R16 regulations, grading clause (reproduced): O ≥ 90% … C 40–50%, F, Ab',
      TODAY,
    ),
    source(
      'https://mrksoftsolutions.com/mlritm/passing-course-and-award-of-grades',
      'MLRITM (JNTUH-affiliated): the same grade table; pass with 40% overall, 35% in the SEE',
      TODAY,
    ),
    source(
      'https://jntufastresult.com/jntuh-r22-final-theory-exams-question-paper-pattern',
      'JNTUH R22 exam pattern: CIE 40, SEE 60; pass with 21 of 60 SEE, 14 of 40 CIE, 40 overall',
      TODAY,
    ),
    source(CGPAPRO, 'CGPA Pro, JNTUH R18/R22 calculator: (CGPA − 0.5) × 10 (a calculator)', TODAY),
    source(
      'https://sreenidhi.edu.in/grading-procedure/',
      'Sreenidhi (JNTUH-affiliated): the same table; SGPA "rounded off to two decimal places"',
      TODAY,
    ),
  ],
  disputed: [
    {
      about: 'The percentage conversion (no JNTUH text was found)',
      alternatives: [
        {
          description: '(CGPA − 0.75) × 10, "for JNTUH, JNTUK and JNTUA"',
          percentage: linear(10, -7.5),
          sources: [ILOVEMARKS],
        },
        {
          description: 'CGPA × 10, one of three rules a Q&A site lists for JNTUH',
          percentage: linear(10, 0),
          sources: [
            'https://beta4.collegedunia.com/qna/question/14539-how-do-i-convert-the-sgpa-to-percentage-under-jntuh-university',
          ],
        },
      ],
    },
    {
      about: 'The class bands (none is shown)',
      alternatives: [
        {
          description: 'Distinction 7.75, First 6.75, Second 5.75, Pass 5.00 (R18, R22)',
          sources: [ILOVEMARKS],
        },
        { description: 'First Class from CGPA 6.5', sources: [CGPASNAP] },
      ],
    },
    {
      about: 'The grade table',
      alternatives: [
        {
          description: 'B 6 for 55–59, C 5 for 50–54 and P 4 for 40–49 (one calculator, R18)',
          sources: [CGPASNAP],
        },
      ],
    },
  ],
};

export const JNTUH_R22_PRESET: Preset = {
  scale: JNTUH_R22,
  findBy: [
    'JNTUH',
    'JNTU Hyderabad',
    'Jawaharlal Nehru Technological University Hyderabad',
    'Hyderabad',
    'Kukatpally',
    'Telangana',
    'R22',
  ],
  exam: { internal: 40, external: 60, minExternal: 21 },
  notes: [
    'A course is passed with 40 of 100 overall, at least 21 of 60 in the end-semester exam and 14 of 40 internal.',
    'JNTUH’s classes are given differently by different sites, so no class is shown.',
  ],
};
