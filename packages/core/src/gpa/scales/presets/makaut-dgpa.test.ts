import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../rational';
import { convertPercentage } from '../percentage-conversion';
import { disputedPercentagesAt, gradePoints, semester, summary } from '../test-presets';
import { MAKAUT_DGPA, MAKAUT_DGPA_PRESET } from './makaut-dgpa';

/** Two semesters of one grade each, 20 credits each: a year whose YGPA is that grade's points. */
const year = (code: string) => [
  semester(MAKAUT_DGPA, [20, code]),
  semester(MAKAUT_DGPA, [20, code]),
];

describe('MAKAUT B.Tech (DGPA)', () => {
  it('grades O 10, E 9, A 8, B 7, C 6, D 5, F 0, and has no marks bands', () => {
    expect(gradePoints(MAKAUT_DGPA)).toEqual(['O 10', 'E 9', 'A 8', 'B 7', 'C 6', 'D 5', 'F 0']);
    expect(MAKAUT_DGPA.grades.some((grade) => grade.marks !== undefined)).toBe(false);
  });

  it('gives the worked example: YGPAs 8, 8, 8, 8 → DGPA 8.00 → 72.5%', () => {
    const result = summary(MAKAUT_DGPA, ...year('A'), ...year('A'), ...year('A'), ...year('A'));
    expect(result).toMatchObject({ cgpa: '8.00', percentage: '72.50' });
  });

  it('weighs the third and fourth years 1.5 times: (7 + 8 + 1.5 × 9 + 1.5 × 9) / 5 = 8.40', () => {
    const result = summary(MAKAUT_DGPA, ...year('B'), ...year('A'), ...year('E'), ...year('E'));
    // The mean of the four years would be 8.25; (8.40 − 0.75) × 10 = 76.5.
    expect(result).toMatchObject({ cgpa: '8.40', percentage: '76.50' });
  });

  it('pools a year’s two semesters by credits: 4 credits of O and 1 of C make a YGPA of 9.20', () => {
    const result = summary(
      MAKAUT_DGPA,
      semester(MAKAUT_DGPA, [4, 'O']),
      semester(MAKAUT_DGPA, [1, 'C']),
    );
    expect(result).toMatchObject({ sgpas: ['10.00', '6.00'], cgpa: '9.20' });
  });

  it('gives no DGPA beyond four years rather than a made-up one', () => {
    const nine = [...year('A'), ...year('A'), ...year('A'), ...year('A'), ...year('A').slice(1)];
    expect(summary(MAKAUT_DGPA, ...nine).cgpa).toBeNull();
  });

  it('matches the table said to be MAKAUT’s: 6.25 → 55 … 8.25 → 75; the dispute gives 75 at 8', () => {
    const at = (dgpa: string) =>
      convertPercentage(MAKAUT_DGPA.percentage, parseDecimal(dgpa)!)?.text;
    expect(['6.25', '6.75', '7.25', '7.75', '8.25'].map(at)).toEqual([
      '55.00',
      '60.00',
      '65.00',
      '70.00',
      '75.00',
    ]);
    expect(disputedPercentagesAt(MAKAUT_DGPA, '8')).toEqual(['75.00']);
    expect(MAKAUT_DGPA_PRESET.findBy).toEqual(expect.arrayContaining(['WBUT', 'West Bengal']));
  });
});
