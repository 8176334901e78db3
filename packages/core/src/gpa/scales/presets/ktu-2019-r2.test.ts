import { describe, expect, it } from 'vitest';
import { gradeForMarks } from '../marks-bands';
import { cgpaOf, expectEveryMarkInOneBand, semester, summary } from '../test-presets';
import { currentPreset } from './index';
import { KTU_2019_R2 } from './ktu-2019-r2';

describe('KTU 2019 scheme (ktu-2019-r2)', () => {
  it('grades S 10 … P 5.5 and LP 4, as the 2019 regulations and the LP order give them', () => {
    expect(KTU_2019_R2.grades.map((grade) => `${grade.code} ${grade.points}`)).toEqual([
      'S 10',
      'A+ 9',
      'A 8.5',
      'B+ 8',
      'B 7.5',
      'C+ 7',
      'C 6.5',
      'D 6',
      'P 5.5',
      'LP 4',
      'F 0',
      'FE 0',
      'I 0',
    ]);
  });

  it('replaces the retired ktu-2019', () => {
    expect(currentPreset('ktu-2019')?.scale).toBe(KTU_2019_R2);
  });

  it('computes a CGPA, converts 10 × CGPA − 3.75 and classes at 8 and 6.5', () => {
    // (4 × 10 + 3 × 7.5 + 3 × 5.5) / 10 = 7.9 → 79 − 3.75 = 75.25%.
    const result = summary(KTU_2019_R2, semester(KTU_2019_R2, [4, 'S'], [3, 'B'], [3, 'P']));
    expect(result).toMatchObject({
      cgpa: '7.90',
      percentage: '75.25',
      classification: 'First Class',
    });
    // (4 × 8.5 + 4 × 10) / 8 = 9.25 → 88.75%.
    expect(summary(KTU_2019_R2, semester(KTU_2019_R2, [4, 'A'], [4, 'S']))).toMatchObject({
      cgpa: '9.25',
      percentage: '88.75',
      classification: 'First Class with Distinction',
    });
    expect(summary(KTU_2019_R2, cgpaOf(KTU_2019_R2, 8, 'A+', 'B+')).classification).toBe(
      'First Class with Distinction',
    );
    expect(summary(KTU_2019_R2, cgpaOf(KTU_2019_R2, 6.49, 'C+', 'D')).classification).toBeNull();
  });

  it('counts LP with 4 points and the credits earned', () => {
    // (3 × 4 + 1 × 10) / 4 = 5.5.
    const result = summary(KTU_2019_R2, semester(KTU_2019_R2, [3, 'LP'], [1, 'S']));
    expect(result).toMatchObject({ cgpa: '5.50', backlogs: { active: 0, cleared: 0 } });
  });

  it('gives a grade for every mark: 85 is A+, 50 is P, 49 is F', () => {
    const code = (marks: number) => {
      const found = gradeForMarks(KTU_2019_R2, marks);
      return found.kind === 'band' ? found.band.grade.code : found.kind;
    };
    expect([
      code(100),
      code(90),
      code(89),
      code(85),
      code(84),
      code(55),
      code(50),
      code(49),
    ]).toEqual(['S', 'S', 'A+', 'A+', 'A', 'D', 'P', 'F']);
    expectEveryMarkInOneBand(KTU_2019_R2);
  });
});
