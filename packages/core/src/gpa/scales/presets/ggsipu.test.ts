import { describe, expect, it } from 'vitest';
import { gradeForMarks } from '../marks-bands';
import { cgpaOf, expectEveryMarkInOneBand, semester, summary } from '../test-presets';
import { GGSIPU } from './ggsipu';
import { GGSIPU_R2 } from './ggsipu-r2';
import { currentPreset } from './index';
import { UGC_CBCS_PRESET } from './ugc-cbcs';

describe('GGSIPU marks bands (Ordinance 11)', () => {
  it('gives A+ from 75 and B+ from 55, and a grade for every mark 0–100', () => {
    const code = (marks: number) => {
      const found = gradeForMarks(GGSIPU, marks);
      return found.kind === 'band' ? found.band.grade.code : found.kind;
    };
    expect([
      code(90),
      code(89),
      code(75),
      code(74),
      code(55),
      code(54),
      code(40),
      code(39),
    ]).toEqual(['O', 'A+', 'A+', 'A', 'B+', 'B', 'P', 'F']);
    expectEveryMarkInOneBand(GGSIPU);
  });
});

describe('UGC CBCS', () => {
  it('says why it shows no percentage', () => {
    expect(UGC_CBCS_PRESET.scale.percentage).toEqual({ kind: 'none' });
    expect(UGC_CBCS_PRESET.notes?.[0]).toMatch(/grades and grade points only/);
  });
});

describe('GGSIPU (ggsipu-r2)', () => {
  it('replaces the retired ggsipu, with its grade table and no Ab', () => {
    expect(currentPreset('ggsipu')?.scale).toBe(GGSIPU_R2);
    expect(GGSIPU_R2.grades.map((grade) => grade.code)).toEqual([
      'O',
      'A+',
      'A',
      'B+',
      'B',
      'C',
      'P',
      'F',
    ]);
    expectEveryMarkInOneBand(GGSIPU_R2);
  });

  it('places graduates in divisions: First from 6.50, Second from 5.00, Third from 4.00', () => {
    const divisionOf = (cgpa: number, high: string, low: string) =>
      summary(GGSIPU_R2, cgpaOf(GGSIPU_R2, cgpa, high, low)).classification;
    expect(divisionOf(6.5, 'B+', 'B')).toBe('First Division');
    expect(divisionOf(6.49, 'B+', 'B')).toBe('Second Division');
    expect(divisionOf(5, 'B', 'C')).toBe('Second Division');
    expect(divisionOf(4.99, 'C', 'P')).toBe('Third Division');
    expect(divisionOf(4, 'C', 'P')).toBe('Third Division');
    // The retired scale gave none.
    expect(summary(GGSIPU, cgpaOf(GGSIPU, 6.5, 'B+', 'B')).classification).toBeNull();
  });

  it('gives Exemplary Performance only at 10 with every course passed first time', () => {
    const allO = semester(GGSIPU_R2, [4, 'O'], [4, 'O']);
    expect(summary(GGSIPU_R2, allO)).toMatchObject({
      cgpa: '10.00',
      percentage: '100.00',
      classification: 'Exemplary Performance',
    });
    const failedOnce = semester(GGSIPU_R2, [4, 'O'], [4, 'F', 'O']);
    expect(summary(GGSIPU_R2, failedOnce)).toMatchObject({
      cgpa: '10.00',
      classification: 'First Division',
    });
  });
});
