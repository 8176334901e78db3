import { describe, expect, it } from 'vitest';
import { gradePoints, marksRuns, semester, summary } from '../test-presets';
import { OSMANIA_BE_2018, OSMANIA_BE_2018_PRESET } from './osmania-be-2018';

describe('Osmania B.E. (2018-19)', () => {
  it('grades S 10 … E 5 on CIE + SEE marks, and every mark 0–100 lands in one band', () => {
    expect(gradePoints(OSMANIA_BE_2018)).toEqual([
      'S 10',
      'A 9',
      'B 8',
      'C 7',
      'D 6',
      'E 5',
      'F 0',
    ]);
    expect(marksRuns(OSMANIA_BE_2018)).toEqual([
      'F 0–39',
      'E 40–49',
      'D 50–59',
      'C 60–69',
      'B 70–79',
      'A 80–89',
      'S 90–100',
    ]);
  });

  it('pools by credits and shows no percentage or class: none was found', () => {
    // (3 × 10 + 3 × 8 + 2 × 5) / 8 = 64 / 8 = 8.
    const result = summary(
      OSMANIA_BE_2018,
      semester(OSMANIA_BE_2018, [3, 'S'], [3, 'B'], [2, 'E']),
    );
    expect(result).toMatchObject({ cgpa: '8.00', percentage: null, classification: null });
  });

  it('starts the end-semester tool from 30 internal + 70 end-semester marks', () => {
    expect(OSMANIA_BE_2018_PRESET.exam).toEqual({ internal: 30, external: 70 });
    expect(OSMANIA_BE_2018_PRESET.findBy).toEqual(expect.arrayContaining(['OU', 'Hyderabad']));
  });
});
