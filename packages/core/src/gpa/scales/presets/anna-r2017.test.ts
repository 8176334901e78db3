import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../rational';
import { gradeForMarks } from '../marks-bands';
import { convertPercentage } from '../percentage-conversion';
import { cgpaOf, marksWithoutOneGrade, semester, summary } from '../test-presets';
import { ANNA_R2017, ANNA_R2017_PRESET } from './anna-r2017';
import { ANNA_R2021 } from './anna-r2021';

const gradeOf = (marks: number) => {
  const result = gradeForMarks(ANNA_R2017, marks);
  return result.kind === 'band' ? result.band.grade.code : result.kind;
};

describe('Anna University R2017', () => {
  it('has its own table: B is 50–60 and there is no C', () => {
    expect(
      ANNA_R2017.grades.map((grade) => `${grade.code} ${grade.points} ${grade.marks ?? ''}`),
    ).toEqual([
      'O 10 91–100',
      'A+ 9 81–90',
      'A 8 71–80',
      'B+ 7 61–70',
      'B 6 50–60',
      'RA 0 < 50',
      'SA 0 ',
      'W 0 ',
    ]);
    expect(ANNA_R2021.grades.some((grade) => grade.code === 'C')).toBe(true);
  });

  it('gives every mark from 0 to 100 exactly one grade', () => {
    expect(marksWithoutOneGrade(ANNA_R2017)).toEqual([]);
    expect([100, 91, 90, 81, 80, 71, 70, 61, 60, 50, 49, 0].map(gradeOf)).toEqual([
      'O',
      'O',
      'A+',
      'A+',
      'A',
      'A',
      'B+',
      'B+',
      'B',
      'B',
      'RA',
      'RA',
    ]);
  });

  it('leaves an arrear out until cleared, and classes at 8.5 (no arrears), 6.5 and 6', () => {
    // (4 × 9 + 3 × 7) / 7 = 8.14; the RA stays out.
    expect(
      summary(ANNA_R2017, semester(ANNA_R2017, [4, 'A+'], [3, 'B+'], [2, 'RA'])),
    ).toMatchObject({
      cgpa: '8.14',
      percentage: '81.40',
      classification: 'First Class',
      backlogs: { active: 1, cleared: 0 },
    });
    const clean = cgpaOf(ANNA_R2017, 8.5, 'A+', 'A');
    expect(summary(ANNA_R2017, clean).classification).toBe('First Class with Distinction');
    const arrear = semester(ANNA_R2017, [1, 'RA', 'O']);
    expect(summary(ANNA_R2017, clean, arrear).classification).toBe('First Class');
    expect(summary(ANNA_R2017, cgpaOf(ANNA_R2017, 6.4, 'B+', 'B')).classification).toBe(
      'Second Class',
    );
  });

  it('splits 20 + 80 with 36 of 80 (45%) in the end-semester exam, and shares R2021’s dispute', () => {
    expect(ANNA_R2017_PRESET.exam).toEqual({ internal: 20, external: 80, minExternal: 36 });
    const alternatives = ANNA_R2017.disputed[0]!.alternatives.map(
      ({ percentage }) => convertPercentage(percentage!, parseDecimal('8')!)?.text,
    );
    expect(alternatives).toEqual(['75.00', '72.50']);
  });
});
