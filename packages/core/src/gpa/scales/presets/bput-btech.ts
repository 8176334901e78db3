import type { GradeScale } from '../grade-scale';
import { USUAL, fail, linear, pass, source } from './build';
import type { Preset } from './preset';

const TODAY = '2026-11-27';
const NOTICE = 'http://www.capitaljobs.in/2014/02/bput-cgpa-to-percentage-conversion.html';
const COLLEGEDUNIA = 'https://beta4.collegedunia.com/qna?question_id=7582';

/**
 * BPUT (Odisha) B.Tech: its uniform grading system O 10 … D 5 with F at 2 points (each letter "a
 * number from 2 to 10"), and percentage = (CGPA − 0.5) × 10 from BPUT's notice No. 1717 of 16 May
 * 2012, which also says the university awards no class or division.
 */
export const BPUT_BTECH: GradeScale = {
  id: 'bput-btech',
  name: 'BPUT B.Tech',
  grades: [
    pass('O', 'Outstanding', 10, '90–100'),
    pass('E', 'Excellent', 9, '80–89'),
    pass('A', 'Very Good', 8, '70–79'),
    pass('B', 'Good', 7, '60–69'),
    pass('C', 'Fair', 6, '50–59'),
    pass('D', 'Below Average', 5, '37–49'),
    { ...fail('F', 'Failed', false, 2), marks: '< 37' },
  ],
  ...USUAL,
  percentage: linear(10, -5),
  sources: [
    source(
      NOTICE,
      'BPUT notice No. 1717 of 16.05.2012 (reproduced): (CGPA − 0.5) × 10; no marks, class or division awarded',
      TODAY,
    ),
    source(
      'https://www.jbigdeal.com/bput-grading-system/',
      'BPUT uniform grading system (reproduced): bands and points, F 2, D the pass grade in theory',
      TODAY,
    ),
    source(
      'https://rcm.ac.in/programs/examination-cell/grading-system/',
      'RCM (BPUT-affiliated): the letters O, E, A, B, C, D, F as BPUT decides them',
      TODAY,
    ),
    source(
      'https://indorestudents.com/bput-calculation-of-sgpa-and-cgpa/',
      'BPUT SGPA and CGPA: points 2 to 10, percentage (CGPA − 0.5) × 10',
      TODAY,
    ),
  ],
  disputed: [
    {
      about: 'The percentage conversion',
      alternatives: [
        {
          description: 'CGPA × 10, in one answer on a Q&A site (others there give − 0.5)',
          percentage: linear(10, 0),
          sources: [COLLEGEDUNIA],
        },
      ],
    },
    {
      about: 'The grade table (newer schemes)',
      alternatives: [
        {
          description: 'O 10, E 9, A 8, B 7, C 6, D 5, P 4, F 0, as one Q&A answer lists it',
          sources: [COLLEGEDUNIA],
        },
      ],
    },
  ],
};

export const BPUT_BTECH_PRESET: Preset = {
  scale: BPUT_BTECH,
  findBy: [
    'BPUT',
    'Biju Patnaik University of Technology',
    'Rourkela',
    'Bhubaneswar',
    'Odisha',
    'Orissa',
  ],
  notes: [
    'BPUT awards no class or division (its notice No. 1717 of 2012), so none is shown.',
    'D is the pass grade for theory; practicals, sessionals, projects and viva need C.',
    'The sources also list grades for malpractice and absence at 0 points without their letters; they are not offered.',
  ],
};
