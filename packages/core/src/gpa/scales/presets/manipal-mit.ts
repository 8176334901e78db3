import type { GradeScale } from '../grade-scale';
import { USUAL, fail, pass, source } from './build';
import type { Preset } from './preset';

/**
 * Manipal Institute of Technology (MAHE, Manipal): A+ 10 down to E 5, F fails. Grades are relative
 * (on a curve of the batch's marks), so the scale has no marks bands.
 */
export const MANIPAL_MIT: GradeScale = {
  id: 'manipal-mit',
  name: 'Manipal (MIT, MAHE)',
  grades: [
    pass('A+', 'Grade A+', 10),
    pass('A', 'Grade A', 9),
    pass('B', 'Grade B', 8),
    pass('C', 'Grade C', 7),
    pass('D', 'Grade D', 6),
    pass('E', 'Grade E', 5),
    fail('F', 'Fail'),
  ],
  ...USUAL,
  percentage: { kind: 'none' },
  sources: [
    source(
      'http://manipalblog.com/2014/07/27/calculate-gpa-mit-manipal-students/',
      'ManipalBlog, how to calculate GPA for MIT Manipal students (a student blog): A+ 10 … E 5, F fail; grades on a bell curve; worked GPA 7.56 over 25 credits with a failed 1-credit lab counted',
      '2026-11-27',
    ),
  ],
};

export const MANIPAL_MIT_PRESET: Preset = {
  scale: MANIPAL_MIT,
  findBy: [
    'Manipal',
    'MAHE',
    'Manipal Academy of Higher Education',
    'MIT Manipal',
    'Manipal Institute of Technology',
    'Udupi',
    'Karnataka',
  ],
  notes: [
    'Grades are relative, on a curve of the batch’s marks, so no marks give a fixed grade.',
    "The table is from a student guide (letters and points only): MAHE's own regulations were not found.",
    "No rule for converting the CGPA to a percentage was found in MAHE's documents.",
  ],
};
