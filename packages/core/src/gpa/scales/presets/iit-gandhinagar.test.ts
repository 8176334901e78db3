import { describe, expect, it } from 'vitest';
import { semester, summary } from '../test-presets';
import { IIT_GANDHINAGAR, IIT_GANDHINAGAR_PRESET } from './iit-gandhinagar';

describe('IIT Gandhinagar', () => {
  it('gives A+ 11 points but caps the SPI/CPI at 10, counts a failing E as 2, leaves P out', () => {
    expect(summary(IIT_GANDHINAGAR, semester(IIT_GANDHINAGAR, [6, 'A+'], [3, 'P']))).toMatchObject({
      cgpa: '10.00',
      percentage: null,
    });
    // (11 × 2 + 2 × 2) / 4 = 6.5; then E is repeated with B: (22 + 16) / 4 = 9.5.
    expect(summary(IIT_GANDHINAGAR, semester(IIT_GANDHINAGAR, [2, 'A+'], [2, 'E'])).cgpa).toBe(
      '6.50',
    );
    expect(summary(IIT_GANDHINAGAR, semester(IIT_GANDHINAGAR, [2, 'A+'], [2, 'E', 'B'])).cgpa).toBe(
      '9.50',
    );
  });

  it('grades A+ 11 … D 4, E 2 and F 0 as its rules print, and says why there is no percentage', () => {
    expect(
      IIT_GANDHINAGAR.grades.slice(0, 10).map((grade) => `${grade.code} ${grade.points}`),
    ).toEqual(['A+ 11', 'A 10', 'A- 9', 'B 8', 'B- 7', 'C 6', 'C- 5', 'D 4', 'E 2', 'F 0']);
    expect(IIT_GANDHINAGAR_PRESET.notes?.join(' ')).toMatch(/no CGPA to percentage/);
  });
});
