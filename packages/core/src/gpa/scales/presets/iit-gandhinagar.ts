import type { GradeScale } from '../grade-scale';
import { USUAL, fail, outside, pass, source } from './build';
import type { Preset } from './preset';

/**
 * IIT Gandhinagar, an IIT-style letter scale: A+ carries 11 points and the SPI/CPI stops at 10;
 * E (2 points) and F both fail; a repeated course's new grade replaces the old; P, I and thesis
 * grades stay out of the SPI/CPI. No percentage conversion.
 */
export const IIT_GANDHINAGAR: GradeScale = {
  id: 'iit-gandhinagar',
  name: 'IIT Gandhinagar',
  gpaCap: 10,
  grades: [
    pass('A+', 'Excellence', 11),
    pass('A', 'A', 10),
    pass('A-', 'A−', 9),
    pass('B', 'B', 8),
    pass('B-', 'B−', 7),
    pass('C', 'C', 6),
    pass('C-', 'C−', 5),
    pass('D', 'D', 4),
    fail('E', 'Fail', false, 2),
    fail('F', 'Fail'),
    outside('P', 'Pass', { earnsCredit: true }),
    outside('I', 'Incomplete', { isTemporary: true }),
    outside('S', 'Satisfactory (thesis)', { earnsCredit: true }),
    outside('U', 'Unsatisfactory (thesis)', { isFail: true }),
  ],
  ...USUAL,
  percentage: { kind: 'none' },
  sources: [
    source(
      'https://github.com/OpenSource-IITGn/metaiitgn/blob/main/docs/academics_grading.md',
      'metaiitgn (students’ open-source guide to IITGN), Academics: grading: letters and points, A+ 11 capped at 10, E and F fail, P out of the CPI, E dropped from Semester 1 2023-24',
      '2026-11-27',
    ),
  ],
};

export const IIT_GANDHINAGAR_PRESET: Preset = {
  scale: IIT_GANDHINAGAR,
  findBy: [
    'IITGN',
    'IIT Gandhinagar',
    'Indian Institute of Technology Gandhinagar',
    'Gandhinagar',
    'Gujarat',
  ],
  notes: [
    'E (2 points) is no longer awarded from Semester 1, 2023-24; it stays here for earlier grade reports.',
    'The academic rules give no CGPA to percentage conversion, and letter grades are not tied to marks bands.',
  ],
};
