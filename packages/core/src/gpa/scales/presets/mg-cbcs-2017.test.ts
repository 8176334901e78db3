import { describe, expect, it } from 'vitest';
import { gradesAt, gradesByMark, pointsTable, semester, summary } from '../test-presets';
import { MG_CBCS_2017 as SCALE, MG_CBCS_2017_PRESET as PRESET } from './mg-cbcs-2017';

describe('MG University CBCS UG 2017', () => {
  it('grades S 10 … D 4, F and Ab 0', () => {
    expect(pointsTable(SCALE)).toBe('S 10, A+ 9, A 8, B+ 7, B 6, C 5, D 4, F 0, Ab 0');
  });

  it('puts every mark from 0 to 100 in exactly one band: 95 S, 94 A+, 35 D, 34 F', () => {
    expect(gradesByMark(SCALE).every((codes) => codes.length === 1)).toBe(true);
    expect(gradesAt(SCALE, 95, 94, 75, 74, 55, 54, 45, 44, 35, 34)).toBe('S A+ A B+ B C C D D F');
  });

  it('divides credit points by credits: (10 × 4 + 4 × 2) / 6 = 8.00, with no percentage', () => {
    expect(summary(SCALE, semester(SCALE, [4, 'S'], [2, 'D']))).toMatchObject({
      cgpa: '8.00',
      percentage: null,
      classification: null,
    });
    // (9 × 3 + 0 × 2) / 5 = 5.4: an absence counts as a failure with its credits.
    expect(summary(SCALE, semester(SCALE, [3, 'A+'], [2, 'Ab']))).toMatchObject({
      cgpa: '5.40',
      backlogs: { active: 1, cleared: 0 },
    });
  });

  it('splits ISA:ESA 1:4 and keeps O for the top grade as disputed', () => {
    expect(PRESET.exam).toEqual({ internal: 20, external: 80 });
    expect(PRESET.findBy).toEqual(expect.arrayContaining(['MGU', 'Kottayam', 'Kerala']));
    expect(SCALE.disputed[0]!.alternatives[0]!.description).toMatch(/^O \(Outstanding\)/);
  });
});
