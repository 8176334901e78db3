import { describe, expect, it } from 'vitest';
import { gradesAt, gradesByMark, pointsTable, semester, summary } from '../test-presets';
import {
  CALICUT_CBCSS_2019 as SCALE,
  CALICUT_CBCSS_2019_PRESET as PRESET,
} from './calicut-cbcss-2019';

describe('Calicut University CBCSS UG 2019', () => {
  it('grades O 10 … D 4 on the percentage of marks, F, Ab and I outside', () => {
    expect(pointsTable(SCALE)).toBe('O 10, A+ 9, A 8, B+ 7, B 6, C 5, D 4, F 0, Ab 0, I 0');
    expect(SCALE.grades.find((grade) => grade.code === 'I')?.countsInGpa).toBe(false);
  });

  it('puts every mark from 0 to 100 in exactly one band: 95 O, 94 A+, 35 D, 34 F', () => {
    expect(gradesByMark(SCALE).every((codes) => codes.length === 1)).toBe(true);
    expect(gradesAt(SCALE, 100, 95, 94, 85, 84, 75, 65, 55, 45, 44, 35, 34, 0)).toBe(
      'O O A+ A+ A A B+ B C D D F F',
    );
  });

  it('gives the worked SGPA to three decimals: (8 × 4 + 7 × 3 + 9 × 3 + 6 × 2) / 12 = 7.667', () => {
    const result = summary(SCALE, semester(SCALE, [4, 'A'], [3, 'B+'], [3, 'A+'], [2, 'B']));
    expect(result).toMatchObject({ cgpa: '7.667', percentage: null });
  });

  it('gives the worked CGPA over semesters: 699.5 / 90 = 7.772, First Class with Distinction', () => {
    const semesters = [
      [7.5, 20],
      [8, 22],
      [7, 23],
      [8.5, 25],
    ].map(([grade, credit]) => ({ subjects: [], entered: { grade: grade!, credit: credit! } }));
    expect(summary(SCALE, ...semesters)).toMatchObject({
      cgpa: '7.772',
      classification: 'First Class with Distinction',
    });
  });

  it('classes from 7.5 and 6.5 and names none below', () => {
    const classOf = (...subjects: [number, string][]) =>
      summary(SCALE, semester(SCALE, ...subjects)).classification;
    expect(classOf([1, 'B+'], [1, 'A'])).toBe('First Class with Distinction');
    expect(classOf([1, 'B+'])).toBe('First Class');
    expect(classOf([1, 'B+'], [1, 'B'])).toBe('First Class');
    expect(classOf([1, 'B'])).toBeNull();
  });

  it('counts a failure with its credits and keeps it as a backlog until cleared', () => {
    expect(summary(SCALE, semester(SCALE, [3, 'O'], [1, 'F']))).toMatchObject({
      cgpa: '7.500',
      backlogs: { active: 1, cleared: 0 },
    });
    expect(summary(SCALE, semester(SCALE, [3, 'O'], [1, 'F', 'C'])).cgpa).toBe('8.750');
  });

  it('splits 20 internal + 80 external, is found by its city, and disputes the pass letter', () => {
    expect(PRESET.exam).toEqual({ internal: 20, external: 80 });
    expect(PRESET.findBy).toEqual(expect.arrayContaining(['Calicut', 'Kozhikode', 'Kerala']));
    expect(SCALE.disputed.map(({ about }) => about)).toContain(
      'The letter of the pass grade (35 to below 45%, 4 points)',
    );
  });
});
