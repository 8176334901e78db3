import { describe, expect, it } from 'vitest';
import { gradePoints, marksRuns, semester, summary } from '../test-presets';
import { BPUT_BTECH, BPUT_BTECH_PRESET } from './bput-btech';

const cgpa = (value: number) =>
  summary(BPUT_BTECH, { subjects: [], entered: { grade: value, credit: 20 } });

describe('BPUT B.Tech', () => {
  it('grades O 10 … D 5 and F 2, and every mark 0–100 lands in one band', () => {
    expect(gradePoints(BPUT_BTECH)).toEqual(['O 10', 'E 9', 'A 8', 'B 7', 'C 6', 'D 5', 'F 2']);
    expect(marksRuns(BPUT_BTECH)).toEqual([
      'F 0–36',
      'D 37–49',
      'C 50–59',
      'B 60–69',
      'A 70–79',
      'E 80–89',
      'O 90–100',
    ]);
  });

  it('counts a failed course at 2 points until it is cleared', () => {
    // (3 × 10 + 3 × 2) / 6 = 6; cleared with D: (30 + 15) / 6 = 7.5.
    expect(summary(BPUT_BTECH, semester(BPUT_BTECH, [3, 'O'], [3, 'F']))).toMatchObject({
      cgpa: '6.00',
      backlogs: { active: 1, cleared: 0 },
    });
    expect(summary(BPUT_BTECH, semester(BPUT_BTECH, [3, 'O'], [3, 'F', 'D'])).cgpa).toBe('7.50');
  });

  it('converts (CGPA − 0.5) × 10: the examples 8.23 → 77.3, 7.57 → 70.7, 8.5 → 80', () => {
    expect([cgpa(8.23), cgpa(7.57), cgpa(8.5)].map((result) => result.percentage)).toEqual([
      '77.30',
      '70.70',
      '80.00',
    ]);
  });

  it('awards no class, as BPUT’s notice says', () => {
    expect(BPUT_BTECH.classes).toEqual([]);
    expect(cgpa(9.5).classification).toBeNull();
    expect(BPUT_BTECH_PRESET.findBy).toEqual(expect.arrayContaining(['BPUT', 'Odisha']));
  });
});
