import { describe, expect, it } from 'vitest';
import { gradePoints, marksRuns, semester, summary } from '../test-presets';
import { CSVTU_BE, CSVTU_BE_PRESET } from './csvtu-be';

/** Two semesters of one grade, 20 credits each. */
const year = (code: string) => [semester(CSVTU_BE, [20, code]), semester(CSVTU_BE, [20, code])];

describe('CSVTU B.E. (Ord. 14)', () => {
  it('grades A+ 10 … C 5 on the theory bands, and every mark 0–100 lands in one band', () => {
    expect(gradePoints(CSVTU_BE)).toEqual(['A+ 10', 'A 9', 'B+ 8', 'B 7', 'C+ 6', 'C 5', 'F 0']);
    // "85 < Marks < 100" … "35 < Marks < 45": the pass mark 35 is C, so each band starts at its edge.
    expect(marksRuns(CSVTU_BE)).toEqual([
      'F 0–34',
      'C 35–44',
      'C+ 45–54',
      'B 55–64',
      'B+ 65–74',
      'A 75–84',
      'A+ 85–100',
    ]);
  });

  it('cuts the SPI to two decimals without rounding off: 62 / 7 = 8.857… is 8.85', () => {
    const worked = semester(CSVTU_BE, [3, 'A+'], [3, 'A'], [1, 'C']);
    expect(summary(CSVTU_BE, worked).sgpas).toEqual(['8.85']);
  });

  it('weighs the first year by half: (0.5 × 7 + 10 + 10 + 10) / 3.5 = 9.571… → 9.57', () => {
    const result = summary(CSVTU_BE, ...year('B'), ...year('A+'), ...year('A+'), ...year('A+'));
    // The unweighted mean of the years would be 9.25.
    expect(result).toMatchObject({ cgpa: '9.57', percentage: null, classification: null });
  });

  it('finds CSVTU by its short form, city and state', () => {
    expect(CSVTU_BE_PRESET.findBy).toEqual(
      expect.arrayContaining(['CSVTU', 'Bhilai', 'Chhattisgarh']),
    );
  });
});
