import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../rational';
import { convertPercentage } from '../percentage-conversion';
import { gradeByCode } from '../scale-gpa';
import { gradeForMarks } from '../marks-bands';
import { expectEveryMarkInOneBand, semester, summary } from '../test-presets';
import { currentPreset } from './index';
import { MUMBAI_CBCS_R2 } from './mumbai';

describe('Mumbai University CBCS (mumbai-cbcs-r2)', () => {
  it('grades D 4 for 40–44.99 marks, as its grade cards print, where the retired one had P', () => {
    expect(currentPreset('mumbai-cbcs')?.scale).toBe(MUMBAI_CBCS_R2);
    expect(MUMBAI_CBCS_R2.grades.map((grade) => `${grade.code} ${grade.points}`)).toEqual([
      'O 10',
      'A+ 9',
      'A 8',
      'B+ 7',
      'B 6',
      'C 5',
      'D 4',
      'F 0',
    ]);
    expect(gradeByCode(MUMBAI_CBCS_R2, 'P')).toBeUndefined();
    expect(gradeForMarks(MUMBAI_CBCS_R2, 42)).toMatchObject({ band: { grade: { code: 'D' } } });
    expect(gradeForMarks(MUMBAI_CBCS_R2, 80)).toMatchObject({ band: { grade: { code: 'O' } } });
    expect(gradeForMarks(MUMBAI_CBCS_R2, 79)).toMatchObject({ band: { grade: { code: 'A+' } } });
    expectEveryMarkInOneBand(MUMBAI_CBCS_R2);
  });

  it('keeps 7.1 × CGPA + 11 over the mean of the semesters’ CGPIs', () => {
    // CGPIs 9 and 4: the mean is 6.5 → 7.1 × 6.5 + 11 = 57.15%.
    const result = summary(
      MUMBAI_CBCS_R2,
      semester(MUMBAI_CBCS_R2, [4, 'A+']),
      semester(MUMBAI_CBCS_R2, [1, 'D']),
    );
    expect(result).toMatchObject({ cgpa: '6.50', percentage: '57.15' });
  });
});

describe('Mumbai University CBCS percentage dispute', () => {
  it('keeps 7.25 × CGPA + 11 as the disputed alternative: 69% at 8', () => {
    const alternative = MUMBAI_CBCS_R2.disputed[0]!.alternatives[0]!.percentage!;
    expect(convertPercentage(alternative, parseDecimal('8')!)?.text).toBe('69.00');
  });
});
