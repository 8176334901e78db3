import { describe, expect, it } from 'vitest';
import { gradesAt, gradesByMark, pointsTable, semester, summary } from '../test-presets';
import { VIT_FFCS as SCALE, VIT_FFCS_PRESET as PRESET } from './vit-ffcs';

describe('VIT FFCS', () => {
  it('grades S 10 … E 5, F and N to N4 0, and keeps W, U, P and Y out of the GPA', () => {
    expect(pointsTable(SCALE)).toBe(
      'S 10, A 9, B 8, C 7, D 6, E 5, F 0, N 0, N1 0, N2 0, N3 0, N4 0, W 0, U 0, P 0, Y 0',
    );
    // (9 × 4 + 0 × 3) / 7 = 5.14: an N2 counts with its credits; W, U, P and Y do not.
    const sem = semester(SCALE, [4, 'A'], [3, 'N2'], [2, 'W'], [2, 'U'], [2, 'P'], [2, 'Y']);
    expect(summary(SCALE, sem)).toMatchObject({
      cgpa: '5.14',
      backlogs: { active: 2, cleared: 0 },
    });
  });

  it('puts every mark from 0 to 100 in exactly one absolute-grading band: 90 S, 50 E, 49 F', () => {
    expect(gradesByMark(SCALE).every((codes) => codes.length === 1)).toBe(true);
    expect(gradesAt(SCALE, 90, 89, 70, 60, 59, 55, 54, 50, 49, 0)).toBe('S A B C D D E E F F');
  });

  it('gives the forum’s worked CGPA: 150 / 17 = 8.82', () => {
    const sem = semester(SCALE, [3, 'S'], [2, 'B'], [3, 'B'], [2, 'C'], [3, 'S'], [4, 'A']);
    expect(summary(SCALE, sem).cgpa).toBe('8.82');
  });

  it('gives the guide’s worked GPA 94 / 11 = 8.545… → 8.55, rounding half up', () => {
    const sem = semester(SCALE, [4, 'A'], [3, 'B'], [2, 'S'], [2, 'C']);
    expect(summary(SCALE, sem).cgpa).toBe('8.55');
  });

  it('converts CGPA × 10: 8.95 → 89.50%', () => {
    expect(summary(SCALE, semester(SCALE, [95, 'A'], [5, 'B']))).toMatchObject({
      cgpa: '8.95',
      percentage: '89.50',
      classification: null,
    });
  });

  it('splits 60 internal + 40 FAT with 16 of 40 (40%) in the FAT', () => {
    expect(PRESET.exam).toEqual({ internal: 60, external: 40, minExternal: 16 });
    expect(PRESET.findBy).toEqual(expect.arrayContaining(['VIT', 'Vellore']));
  });
});
