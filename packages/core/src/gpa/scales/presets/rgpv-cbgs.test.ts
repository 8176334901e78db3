import { describe, expect, it } from 'vitest';
import { gradePoints, marksRuns, semester, summary } from '../test-presets';
import { RGPV_CBGS, RGPV_CBGS_PRESET } from './rgpv-cbgs';

describe('RGPV B.Tech (CBGS)', () => {
  it('grades A+ 10 … D 4 on absolute marks, and every mark 0–100 lands in one band', () => {
    expect(gradePoints(RGPV_CBGS)).toEqual([
      'A+ 10',
      'A 9',
      'B+ 8',
      'B 7',
      'C+ 6',
      'C 5',
      'D 4',
      'F 0',
    ]);
    // "30 & below" fails; 31–40 is D.
    expect(marksRuns(RGPV_CBGS)).toEqual([
      'F 0–30',
      'D 31–40',
      'C 41–50',
      'C+ 51–60',
      'B 61–70',
      'B+ 71–80',
      'A 81–90',
      'A+ 91–100',
    ]);
  });

  it('pools semesters by their credits and converts CGPA × 10', () => {
    // SGPAs 61 / 7 = 8.71 and 26 / 5 = 5.20; CGPA = (7 × 61/7 + 5 × 26/5) / 12 = 87 / 12 = 7.25.
    const result = summary(
      RGPV_CBGS,
      semester(RGPV_CBGS, [4, 'A+'], [3, 'B']),
      semester(RGPV_CBGS, [3, 'C+'], [2, 'D']),
    );
    expect(result).toMatchObject({
      sgpas: ['8.71', '5.20'],
      cgpa: '7.25',
      percentage: '72.50',
      classification: null,
    });
  });

  it('gives the mark sheet’s rule back: a CGPA of 7.8 is 78%', () => {
    const result = summary(RGPV_CBGS, { subjects: [], entered: { grade: 7.8, credit: 20 } });
    expect(result.percentage).toBe('78.00');
    expect(RGPV_CBGS_PRESET.findBy).toEqual(expect.arrayContaining(['RGPV', 'Bhopal']));
  });
});
