import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../rational';
import { gradeForMarks } from '../marks-bands';
import { convertPercentage } from '../percentage-conversion';
import { cgpaOf, semester, summary } from '../test-presets';
import { ANNA_R2021, ANNA_R2021_PRESET } from './anna-r2021';

describe('Anna University R2021', () => {
  it('grades O 10 … C 5, with RA and SA failing until cleared and W out of the GPA', () => {
    expect(ANNA_R2021.grades.map((grade) => `${grade.code} ${grade.points}`)).toEqual([
      'O 10',
      'A+ 9',
      'A 8',
      'B+ 7',
      'B 6',
      'C 5',
      'RA 0',
      'SA 0',
      'W 0',
    ]);
  });

  it('leaves an uncleared arrear out of the CGPA, and counts it once when cleared', () => {
    const withArrear = semester(ANNA_R2021, [4, 'O'], [3, 'RA']);
    expect(summary(ANNA_R2021, withArrear)).toMatchObject({
      cgpa: '10.00',
      percentage: '100.00',
      backlogs: { active: 1, cleared: 0 },
    });
    // Cleared with B: (40 + 18) / 7 = 8.29.
    const cleared = semester(ANNA_R2021, [4, 'O'], [3, 'RA', 'B']);
    expect(summary(ANNA_R2021, cleared)).toMatchObject({
      cgpa: '8.29',
      backlogs: { active: 0, cleared: 1 },
    });
  });

  it('gives a distinction at 8.5 only without any history of arrears', () => {
    const clean = cgpaOf(ANNA_R2021, 8.6, 'A+', 'A');
    expect(summary(ANNA_R2021, clean).classification).toBe('First Class with Distinction');
    const arrear = semester(ANNA_R2021, [1, 'RA', 'O']);
    expect(summary(ANNA_R2021, clean, arrear).classification).toBe('First Class');
    expect(summary(ANNA_R2021, cgpaOf(ANNA_R2021, 6.4, 'B+', 'B')).classification).toBeNull();
  });

  it('keeps the other conversions as disputed', () => {
    const alternatives = ANNA_R2021.disputed[0]!.alternatives.map(
      ({ percentage }) => convertPercentage(percentage!, parseDecimal('8')!)?.text,
    );
    expect(alternatives).toEqual(['75.00', '72.50']);
  });

  it('splits 40 internal + 60 end-semester and gives the one band its sources print', () => {
    expect(ANNA_R2021_PRESET.exam).toEqual({ internal: 40, external: 60 });
    expect(gradeForMarks(ANNA_R2021, 91)).toMatchObject({
      kind: 'band',
      band: { grade: { code: 'O' } },
    });
    // A+ to C have no band in the sources read for R2021: no grade is guessed.
    expect(gradeForMarks(ANNA_R2021, 85)).toEqual({ kind: 'none' });
  });
});
