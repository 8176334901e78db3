import { describe, expect, it } from 'vitest';
import { gradeForMarks } from '../marks-bands';
import { cgpaOf, expectEveryMarkInOneBand, semester, summary } from '../test-presets';
import { GTU } from './gtu';
import { GTU_R2 } from './gtu-r2';
import { currentPreset, presetEntry } from './index';

describe('GTU (gtu-r2)', () => {
  it('replaces the retired gtu with the same grades and points', () => {
    expect(currentPreset('gtu')?.scale).toBe(GTU_R2);
    const numbers = (scale: typeof GTU) => scale.grades.map((g) => `${g.code} ${g.points}`);
    expect(numbers(GTU_R2)).toEqual(numbers(GTU));
  });

  it('calls 9.10 First Class with Distinction (the retired scale said First Class)', () => {
    expect(summary(GTU_R2, cgpaOf(GTU_R2, 9.1, 'AA', 'AB')).classification).toBe(
      'First Class with Distinction',
    );
    expect(summary(GTU, cgpaOf(GTU, 9.1, 'AA', 'AB')).classification).toBe('First Class');
    const classOf = (cgpa: number, high: string, low: string) =>
      summary(GTU_R2, cgpaOf(GTU_R2, cgpa, high, low)).classification;
    expect([
      classOf(7.1, 'BB', 'BC'),
      classOf(7.09, 'BB', 'BC'),
      classOf(6.5, 'BC', 'CC'),
      classOf(6.49, 'BC', 'CC'),
      classOf(5.5, 'CC', 'CD'),
      classOf(5.49, 'CC', 'CD'),
    ]).toEqual([
      'First Class with Distinction',
      'First Class',
      'First Class',
      'Second Class',
      'Second Class',
      null,
    ]);
  });

  it('counts the last four semesters and converts (CGPA − 0.5) × 10', () => {
    const weak = semester(GTU_R2, [4, 'FF']);
    const strong = semester(GTU_R2, [4, 'AB']);
    expect(summary(GTU_R2, weak, weak, strong, strong, strong, strong)).toMatchObject({
      cgpa: '9.00',
      percentage: '85.00',
      classification: 'First Class with Distinction',
    });
  });

  it('gives a grade for every mark, FF below 35, and a 30 + 70 split with 23 to pass', () => {
    // gtu-info's SPI example: 87 AA, 72 BB, 68 BB, 78 AB, 63 BC.
    const codes = [87, 72, 68, 78, 63, 35, 34].map((marks) => {
      const found = gradeForMarks(GTU_R2, marks);
      return found.kind === 'band' ? found.band.grade.code : found.kind;
    });
    expect(codes).toEqual(['AA', 'BB', 'BB', 'AB', 'BC', 'DD', 'FF']);
    expectEveryMarkInOneBand(GTU_R2);
    // (5 × 10 + 6 × 8 + 5 × 8 + 3 × 9 + 5 × 7) / 24 = 200 / 24 = 8.33.
    const spi = semester(GTU_R2, [5, 'AA'], [6, 'BB'], [5, 'BB'], [3, 'AB'], [5, 'BC']);
    expect(summary(GTU_R2, spi).cgpa).toBe('8.33');
    expect(presetEntry('gtu-r2')?.exam).toEqual({ internal: 30, external: 70, minExternal: 23 });
  });
});
