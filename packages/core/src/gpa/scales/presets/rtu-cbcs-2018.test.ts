import { describe, expect, it } from 'vitest';
import { gradesAt, gradesByMark, pointsTable, semester, summary } from '../test-presets';
import { RTU_CBCS_2018 as SCALE, RTU_CBCS_2018_PRESET as PRESET } from './rtu-cbcs-2018';

describe('RTU B.Tech CBCS 2018', () => {
  it('has twelve grades with half points, A++ 10 … E 4, F 0', () => {
    expect(pointsTable(SCALE)).toBe(
      'A++ 10, A+ 9, A 8.5, B+ 8, B 7.5, C+ 7, C 6.5, D+ 6, D 5.5, E+ 5, E 4, F 0',
    );
  });

  it('puts every mark from 0 to 100 in exactly one band: 90 A++, 89 A+, 40 E, 39 F', () => {
    expect(gradesByMark(SCALE).every((codes) => codes.length === 1)).toBe(true);
    expect(gradesAt(SCALE, 90, 89, 85, 84, 60, 59, 50, 49, 45, 44, 40, 39)).toBe(
      'A++ A+ A+ A C D+ D E+ E+ E E F',
    );
  });

  it('gives the calculator’s SGPA example to two decimals: 49 / 6 = 8.17 (the page cuts to 8.16)', () => {
    expect(summary(SCALE, semester(SCALE, [4, 'A'], [2, 'B'])).cgpa).toBe('8.17');
  });

  it('gives the worked CGPA 1179.1 / 143 = 8.25 and converts the printed CGPA × 10', () => {
    const semesters = [
      [8.9, 15],
      [7.7, 16],
      [8.5, 17],
      [8.6, 18],
      [9.1, 19],
      [7.1, 20],
      [6.9, 18],
      [9.2, 20],
    ].map(([grade, credit]) => ({ subjects: [], entered: { grade: grade!, credit: credit! } }));
    // The exact CGPA is 8.2454…: 82.45% unrounded, 82.50% from the printed 8.25.
    expect(summary(SCALE, ...semesters)).toMatchObject({ cgpa: '8.25', percentage: '82.50' });
  });

  it('names no class and is found by its city', () => {
    expect(summary(SCALE, semester(SCALE, [1, 'A++'])).classification).toBeNull();
    expect(PRESET.findBy).toEqual(expect.arrayContaining(['RTU', 'Kota', 'Rajasthan']));
  });
});
