import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../rational';
import { gradeForMarks } from '../marks-bands';
import { convertPercentage } from '../percentage-conversion';
import { gradeByCode } from '../scale-gpa';
import { cgpaOf, marksWithoutOneGrade, summary } from '../test-presets';
import { currentPreset } from './index';
import { SPPU_2019, SPPU_2019_PRESET } from './sppu-2019';
import { SPPU_2019_R2 } from './sppu-2019-r2';

const alternative = (start: string) =>
  SPPU_2019.disputed[0]!.alternatives.find(({ description }) => description.startsWith(start))!
    .percentage!;

describe('SPPU 2019', () => {
  it('gives every mark a grade (F below 40) and converts (CGPA − 0.75) × 10', () => {
    expect(gradeByCode(SPPU_2019, 'A+')!.marks).toBe('70–79');
    expect(marksWithoutOneGrade(SPPU_2019)).toEqual([]);
    const gradeOf = (marks: number) => {
      const result = gradeForMarks(SPPU_2019, marks);
      return result.kind === 'none'
        ? 'none'
        : result.kind === 'band'
          ? result.band.grade.code
          : result.grade.code;
    };
    expect([80, 79, 57, 44, 40, 39].map(gradeOf)).toEqual(['O', 'A+', 'B+', 'P', 'P', 'F']);
    expect(summary(SPPU_2019, cgpaOf(SPPU_2019, 8.2, 'A+', 'A')).percentage).toBe('74.50');
    // RI Study Post's worked example: (8.4 − 0.75) × 10 = 76.5%.
    expect(summary(SPPU_2019_R2, cgpaOf(SPPU_2019_R2, 8.4, 'A+', 'A')).percentage).toBe('76.50');
  });

  it('keeps the band table as disputed, which gives 61% at 7.6 (not the 52% one site shows)', () => {
    const bands = alternative('Band interpolation');
    const at = (cgpa: string) => convertPercentage(bands, parseDecimal(cgpa)!)?.text;
    expect(at('7.6')).toBe('61.00');
    expect([at('4'), at('4.25'), at('5.5'), at('7.5'), at('8.5'), at('10')]).toEqual([
      '40.00',
      '45.00',
      '50.00',
      '60.00',
      '70.00',
      '100.00',
    ]);
    expect(at('3.99')).toBeUndefined();
  });

  it('keeps Circular No. 332/2020’s bands, as a calculator site gives them, as disputed', () => {
    const bands = alternative('Circular No. 332/2020');
    const at = (cgpa: string) => convertPercentage(bands, parseDecimal(cgpa)!)?.text;
    // 6.6 × 4 + 13.6, 10 × 5 − 2.5, 5 × 6.75 + 26.25 = 10 × 6.75 − 7.5, 12 × 9 − 25, 20 × 9.5 − 100.
    expect([at('4'), at('5'), at('6.74'), at('6.75'), at('9'), at('9.5'), at('10')]).toEqual([
      '40.00',
      '47.50',
      '59.95',
      '60.00',
      '83.00',
      '90.00',
      '100.00',
    ]);
  });

  it('is retired for sppu-2019-r2, which adds the classes and keeps every other number', () => {
    expect(SPPU_2019_PRESET.retired?.by).toBe('sppu-2019-r2');
    expect(currentPreset('sppu-2019')?.scale).toBe(SPPU_2019_R2);
    expect(SPPU_2019.classes).toEqual([]);
    // Only the id, the classes, the sources and a dispute over the classes differ.
    expect({
      ...SPPU_2019_R2,
      id: SPPU_2019.id,
      classes: [],
      sources: SPPU_2019.sources,
      disputed: SPPU_2019_R2.disputed.slice(0, -1),
    }).toEqual(SPPU_2019);
    expect(SPPU_2019_R2.disputed.at(-1)!.about).toBe('The classes');
    const classOf = (cgpa: number, high: string, low: string) =>
      summary(SPPU_2019_R2, cgpaOf(SPPU_2019_R2, cgpa, high, low)).classification;
    expect(SPPU_2019_R2.classes.map((band) => `${band.name} ${band.minCgpa}`)).toEqual([
      'First Class with Distinction 7.75',
      'First Class 6.75',
      'Higher Second Class 6.25',
      'Second Class 5.5',
      'Pass Class 4',
    ]);
    expect(classOf(7.75, 'A', 'B+')).toBe('First Class with Distinction');
    expect(classOf(7.74, 'A', 'B+')).toBe('First Class');
    expect(classOf(6.25, 'B+', 'B')).toBe('Higher Second Class');
    expect(classOf(6.24, 'B+', 'B')).toBe('Second Class');
    expect(classOf(5.49, 'B', 'C')).toBe('Pass Class');
  });
});
