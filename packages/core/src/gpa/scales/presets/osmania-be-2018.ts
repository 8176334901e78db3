import type { GradeScale } from '../grade-scale';
import { USUAL, fail, pass, source } from './build';
import type { Preset } from './preset';

const TODAY = '2026-11-27';
const METHODIST = 'https://methodist.edu.in/exams-methodist-college.php?section=rules';

/**
 * Osmania University, B.E. under its Academic Regulations from 2018-19, as an affiliated college
 * reprints them: letters S … E on the combined CIE + SEE marks, 30 + 70 for a theory course. The
 * regulations as read name no label for a letter, so each grade is labelled with its band. No
 * percentage rule or class was found for the B.E.
 */
export const OSMANIA_BE_2018: GradeScale = {
  id: 'osmania-be-2018',
  name: 'Osmania B.E. (2018-19)',
  grades: [
    pass('S', '90% and above', 10, '≥ 90'),
    pass('A', '80% to below 90%', 9, '80–89'),
    pass('B', '70% to below 80%', 8, '70–79'),
    pass('C', '60% to below 70%', 7, '60–69'),
    pass('D', '50% to below 60%', 6, '50–59'),
    pass('E', '40% to below 50%', 5, '40–49'),
    { ...fail('F', 'Below 40%'), marks: '< 40' },
  ],
  ...USUAL,
  percentage: { kind: 'none' },
  sources: [
    source(
      METHODIST,
      'Methodist College (OU-affiliated): OU Academic Regulations for B.E. from 2018-19, letter grades and CIE/SEE marks',
      TODAY,
    ),
    source(
      'https://methodist.edu.in/exam_rules_autonomous.php',
      'Methodist College: the same OU B.E. table, autonomous rules page',
      TODAY,
    ),
    source(
      'https://cgpatopercentagetool.com/cgpa-to-percentage-osmania-university',
      'A calculator site: Osmania University has approved no CGPA-to-percentage formula',
      TODAY,
    ),
  ],
};

export const OSMANIA_BE_2018_PRESET: Preset = {
  scale: OSMANIA_BE_2018,
  findBy: ['OU', 'Osmania University', 'Osmania', 'Hyderabad', 'Telangana', 'B.E.'],
  exam: { internal: 30, external: 70 },
  notes: [
    'No CGPA-to-percentage rule was found in Osmania’s B.E. regulations; a calculator site says OU has approved none.',
    'No class or division bands were found for the B.E., so none is shown.',
    'Osmania’s other programmes (B.A., B.Com., B.Sc. under CBCS) use other letters: this is the B.E. table.',
  ],
};
