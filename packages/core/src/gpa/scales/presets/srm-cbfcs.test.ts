import { describe, expect, it } from 'vitest';
import { gradesAt, gradesByMark, pointsTable, semester, summary } from '../test-presets';
import { SRM_CBFCS as SCALE, SRM_CBFCS_PRESET as PRESET } from './srm-cbfcs';

describe('SRM B.Tech CBFCS', () => {
  it('grades O 10 … P 4; F, Ab and I fail with 0', () => {
    expect(pointsTable(SCALE)).toBe('O 10, A+ 9, A 8, B+ 7, B 6, C 5, P 4, F 0, Ab 0, I 0');
    expect(SCALE.grades.filter((grade) => grade.isFail).map((grade) => grade.code)).toEqual([
      'F',
      'Ab',
      'I',
    ]);
  });

  it('puts every normalised mark from 0 to 100 in exactly one band: 95 O, 50 P, 49 F', () => {
    expect(gradesByMark(SCALE).every((codes) => codes.length === 1)).toBe(true);
    expect(gradesAt(SCALE, 95, 94, 90, 89, 85, 84, 75, 74, 65, 64, 55, 54, 50, 49)).toBe(
      'O A+ A+ A A B+ B+ B B C C P P F',
    );
  });

  it('averages credit points, (10 × 4 + 4 × 3) / 7 = 7.43, and counts a fail until cleared', () => {
    expect(summary(SCALE, semester(SCALE, [4, 'O'], [3, 'P']))).toMatchObject({
      cgpa: '7.43',
      percentage: null,
      classification: null,
    });
    expect(summary(SCALE, semester(SCALE, [4, 'O'], [4, 'I']))).toMatchObject({
      cgpa: '5.00',
      backlogs: { active: 1, cleared: 0 },
    });
    expect(summary(SCALE, semester(SCALE, [4, 'O'], [4, 'I', 'A'])).cgpa).toBe('9.00');
  });

  it('is found by SRMIST and Kattankulathur', () => {
    expect(PRESET.findBy).toEqual(expect.arrayContaining(['SRMIST', 'Kattankulathur']));
    expect(PRESET.exam).toBeUndefined();
    expect(SCALE.disputed[0]!.about).toBe('The grade table');
  });
});
