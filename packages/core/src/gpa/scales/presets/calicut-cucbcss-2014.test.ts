import { describe, expect, it } from 'vitest';
import { gradesAt, gradesByMark, pointsTable, semester, summary } from '../test-presets';
import {
  CALICUT_CUCBCSS_2014 as SCALE,
  CALICUT_CUCBCSS_2014_PRESET as PRESET,
} from './calicut-cucbcss-2014';

describe('Calicut University CUCBCSS UG 2014', () => {
  it('grades on seven points, A+ 6 down to E 1 and F 0', () => {
    expect(pointsTable(SCALE)).toBe('A+ 6, A 5, B 4, C 3, D 2, E 1, F 0');
  });

  it('puts every mark from 0 to 100 in exactly one band: 90 A+, 89 A, 40 E, 39 F', () => {
    expect(gradesByMark(SCALE).every((codes) => codes.length === 1)).toBe(true);
    expect(gradesAt(SCALE, 90, 89, 80, 79, 60, 50, 49, 40, 39)).toBe('A+ A A B C D E E F');
  });

  it('averages credit points: (6 × 4 + 4 × 3 + 1 × 2) / 9 = 4.22, a First Class', () => {
    expect(summary(SCALE, semester(SCALE, [4, 'A+'], [3, 'B'], [2, 'E']))).toMatchObject({
      cgpa: '4.22',
      percentage: null,
      classification: 'First Class',
    });
  });

  it('reads the class off the CGPA grade ranges: 4.5 distinction, 2.5 first, 1.5 second, 0.5 pass', () => {
    const classOf = (code: string) => summary(SCALE, semester(SCALE, [1, code])).classification;
    expect(['A+', 'A', 'B', 'C', 'D', 'E'].map(classOf)).toEqual([
      'First Class with Distinction',
      'First Class with Distinction',
      'First Class',
      'First Class',
      'Second Class',
      'Pass',
    ]);
    // (5 + 3) / 2 = 4: between the grades' ranges of 4.5 and 2.5.
    expect(summary(SCALE, semester(SCALE, [1, 'A'], [1, 'C'])).classification).toBe('First Class');
  });

  it('splits 20 internal + 80 external and is found as CUCBCSS', () => {
    expect(PRESET.exam).toEqual({ internal: 20, external: 80 });
    expect(PRESET.findBy).toEqual(expect.arrayContaining(['CUCBCSS', 'Calicut']));
  });
});
