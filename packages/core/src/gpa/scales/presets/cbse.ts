import type { GradeScale } from '../grade-scale';
import { TWO_DECIMALS, USUAL, fail, linear, pass, source } from './build';
import type { Preset } from './preset';

const CHECKED = '2026-11-27';

/**
 * CBSE Class X under CCE (2009-10 to 2016-17): nine grades on marks bands, the CGPA the plain mean
 * of the five main subjects' grade points, and CBSE's "indicative" percentage 9.5 × CGPA (and
 * 9.5 × a subject's grade point). E1 and E2 need the improvement exam; CBSE prints no points for
 * them, and they count as 0 here.
 */
export const CBSE: GradeScale = {
  id: 'cbse',
  name: 'CBSE Class X (CGPA)',
  grades: [
    pass('A1', 'A1', 10, '91–100'),
    pass('A2', 'A2', 9, '81–90'),
    pass('B1', 'B1', 8, '71–80'),
    pass('B2', 'B2', 7, '61–70'),
    pass('C1', 'C1', 6, '51–60'),
    pass('C2', 'C2', 5, '41–50'),
    pass('D', 'D', 4, '33–40'),
    { ...fail('E1', 'E1 (improvement exam)', true), marks: '21–32' },
    { ...fail('E2', 'E2 (improvement exam)', true), marks: '0–20' },
  ],
  ...USUAL,
  // CBSE prints the CGPA to one decimal ('8.6'), exact for the mean of five whole grade points.
  rounding: { ...TWO_DECIMALS, places: 1 },
  percentage: linear(9.5, 0),
  sources: [
    source(
      'https://aakashdigitalsrv1.meritnation.com/ask-answer/question/please-tell-me-the-grade-system-out-of-90-that-what-is-a1-a2/number-systems/6194034',
      'Meritnation answer quoting CBSE’s CCE certificate (cbse.nic.in/cce, 2009-11): CGPA without the 6th subject, 9.5 × GP and 9.5 × CGPA "indicative"',
      CHECKED,
    ),
    source(
      'https://cbsenic.pz10.com/2014/12/grading-system-in-cbse-class-10-cce.html',
      'Grading system in CBSE Class X, CCE pattern: marks, grades and grade points (A1 91–100 … E2 20 and below), D to pass',
      CHECKED,
    ),
    source(
      'https://www.cbsesyllabus.in/articles/grading-system-and-cgpa-in-cbse',
      'CBSE Syllabus, grading system and CGPA: the same table; CGPA = sum of the 5 main subjects’ points ÷ 5',
      CHECKED,
    ),
    source(
      'https://pastebin.com/CGbfXJ9p',
      'A school’s CBSE Secondary School Examination 2014 result listing: each subject’s grade and point, ** on a raised grade, the CGPA to one decimal',
      CHECKED,
    ),
    source(
      'http://sbmschool.in/latest_cbse.php',
      'A CBSE school’s grading page: an asterisk beside a grade marks one raised for co-scholastic achievement',
      CHECKED,
    ),
    source(
      'https://asasvm.com/cgpa',
      'A school’s page on CBSE’s 9.5: the mean of the marks of students in 91–100 over five years, about 95, ÷ 10',
      CHECKED,
    ),
  ],
  disputed: [
    {
      about: 'The points of E1 and E2',
      alternatives: [
        {
          description: 'E1 3 and E2 2 points, as one calculator site gives them (CBSE prints none)',
          sources: ['https://www.mahadevmaitri.org/tools/cgpa-calculator'],
        },
      ],
    },
  ],
};

export const CBSE_PRESET: Preset = {
  scale: CBSE,
  findBy: [
    'CBSE',
    'Central Board of Secondary Education',
    'Class 10',
    'Class X',
    'CCE',
    'School',
    '10th',
  ],
  notes: [
    'Enter each of the five main subjects with 1 credit, and leave out the additional sixth subject: the CGPA is the plain mean of the five grade points.',
    'A grade marked with an asterisk was raised for co-scholastic achievement: enter the raised grade, as its point counts in the CGPA.',
    'CBSE calls 9.5 × CGPA an indicative percentage, not marks scored; a subject’s is 9.5 × its grade point.',
    'The sources read give no class or division for Class X.',
  ],
};
