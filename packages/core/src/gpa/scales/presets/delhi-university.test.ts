import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../rational';
import { gradeForMarks } from '../marks-bands';
import { convertPercentage } from '../percentage-conversion';
import { semester, summary } from '../test-presets';
import { DELHI_UNIVERSITY, DELHI_UNIVERSITY_PRESET } from './delhi-university';

describe('Delhi University', () => {
  it('converts 9.5 × CGPA', () => {
    expect(summary(DELHI_UNIVERSITY, semester(DELHI_UNIVERSITY, [2, 'A']))).toMatchObject({
      cgpa: '8.00',
      percentage: '76.00',
    });
  });

  it('keeps 6.892 → 65.474% (three decimals, a court case) as disputed beside 6.89 → 65.46%', () => {
    // (892 × 7 + 108 × 6) / 1000 = 6.892, printed 6.89, converted as printed.
    const result = summary(DELHI_UNIVERSITY, semester(DELHI_UNIVERSITY, [892, 'B+'], [108, 'B']));
    expect(result).toMatchObject({ cgpa: '6.89', percentage: '65.46' });
    expect(convertPercentage(DELHI_UNIVERSITY.percentage, parseDecimal('6.892')!)?.raw).toEqual(
      parseDecimal('65.474'),
    );
    expect(DELHI_UNIVERSITY.disputed[0]!.about).toMatch(/decimals/);
  });

  it('has relative grades, so no marks band, and says so', () => {
    expect(gradeForMarks(DELHI_UNIVERSITY, 95)).toEqual({ kind: 'none' });
    expect(DELHI_UNIVERSITY_PRESET.notes?.[0]).toMatch(/relative/);
  });
});
