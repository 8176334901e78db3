import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../rational';
import { gradeForMarks } from '../marks-bands';
import { convertPercentage } from '../percentage-conversion';
import { gradeByCode } from '../scale-gpa';
import { marksWithoutOneGrade, semester, summary } from '../test-presets';
import { CBSE, CBSE_PRESET } from './cbse';
import { PRESETS } from './index';

const gradeOf = (marks: number) => {
  const result = gradeForMarks(CBSE, marks);
  return result.kind === 'band' ? result.band.grade.code : result.kind;
};

describe('CBSE Class X', () => {
  it('grades A1 10 … D 4 on their marks bands, E1 and E2 failing', () => {
    expect(CBSE.grades.map((grade) => `${grade.code} ${grade.points} ${grade.marks}`)).toEqual([
      'A1 10 91–100',
      'A2 9 81–90',
      'B1 8 71–80',
      'B2 7 61–70',
      'C1 6 51–60',
      'C2 5 41–50',
      'D 4 33–40',
      'E1 0 21–32',
      'E2 0 0–20',
    ]);
    expect(marksWithoutOneGrade(CBSE)).toEqual([]);
    expect([100, 91, 90, 41, 40, 33, 32, 21, 20, 0].map(gradeOf)).toEqual([
      'A1',
      'A1',
      'A2',
      'C2',
      'D',
      'D',
      'E1',
      'E1',
      'E2',
      'E2',
    ]);
  });

  it('averages the five subjects and gives 9.5 × CGPA: A1, A1, A2, B1, B2 → 8.8 → 83.6%', () => {
    const five = semester(CBSE, [1, 'A1'], [1, 'A1'], [1, 'A2'], [1, 'B1'], [1, 'B2']);
    expect(summary(CBSE, five)).toMatchObject({
      cgpa: '8.8',
      percentage: '83.60',
      classification: null,
    });
    // A subject's indicative percentage, 9.5 × its grade point: A2 → 85.5.
    const a2 = gradeByCode(CBSE, 'A2')!.points;
    expect(convertPercentage(CBSE.percentage, parseDecimal(String(a2))!)?.text).toBe('85.50');
  });

  it('gives the CGPAs of a 2014 result listing, to one decimal, raised grades (**) as raised', () => {
    // 101 B1 08, 002 B1 08, 041 A2** 09, 086 A2 09, 087 A2** 09: QUAL 8.6.
    const first = semester(CBSE, [1, 'B1'], [1, 'B1'], [1, 'A2'], [1, 'A2'], [1, 'A2']);
    // 101 B1 08, 002 B2 07, 041 C1** 06, 086 B2** 07, 087 B2 07: QUAL 7.0.
    const second = semester(CBSE, [1, 'B1'], [1, 'B2'], [1, 'C1'], [1, 'B2'], [1, 'B2']);
    expect([summary(CBSE, first), summary(CBSE, second)]).toMatchObject([
      { cgpa: '8.6', percentage: '81.70' },
      { cgpa: '7.0', percentage: '66.50' },
    ]);
  });

  it('is offered in the picker, found by what a student types', () => {
    expect(PRESETS).toContain(CBSE);
    expect(CBSE_PRESET.findBy).toEqual(expect.arrayContaining(['CBSE', 'Class 10']));
    expect(CBSE.disputed[0]!.about).toBe('The points of E1 and E2');
  });
});
