import { describe, expect, it } from 'vitest';
import { gradesAt, gradesByMark, pointsTable, semester, summary } from '../test-presets';
import { MANIPAL_MIT as SCALE, MANIPAL_MIT_PRESET as PRESET } from './manipal-mit';

describe('Manipal (MIT, MAHE)', () => {
  it('grades A+ 10 … E 5 and F 0', () => {
    expect(pointsTable(SCALE)).toBe('A+ 10, A 9, B 8, C 7, D 6, E 5, F 0');
  });

  it('gives the worked GPA with a failed 1-credit lab counted: 189 / 25 = 7.56', () => {
    const sem = semester(
      SCALE,
      [4, 'A+'],
      [4, 'B'],
      [4, 'B'],
      [4, 'E'],
      [4, 'C'],
      [3, 'A'],
      [1, 'A+'],
      [1, 'F'],
    );
    expect(summary(SCALE, sem)).toMatchObject({
      cgpa: '7.56',
      percentage: null,
      backlogs: { active: 1, cleared: 0 },
    });
  });

  it('has no marks bands: grades are relative, so no mark gives a grade', () => {
    expect(gradesByMark(SCALE).every((codes) => codes.length === 0)).toBe(true);
    expect(gradesAt(SCALE, 100, 50, 0)).toBe('none none none');
    expect(PRESET.notes?.[0]).toMatch(/relative/);
  });

  it('is found as MAHE, MIT Manipal and by its district', () => {
    expect(PRESET.findBy).toEqual(expect.arrayContaining(['MAHE', 'MIT Manipal', 'Udupi']));
  });
});
