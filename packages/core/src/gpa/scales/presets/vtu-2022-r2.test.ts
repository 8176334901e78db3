import { describe, expect, it } from 'vitest';
import { gradeForMarks } from '../marks-bands';
import { cgpaOf, expectEveryMarkInOneBand, semester, summary } from '../test-presets';
import { currentPreset, presetEntry } from './index';
import { VTU_2022 } from './vtu-2022';
import { VTU_2022_R2 } from './vtu-2022-r2';

describe('VTU 2022 scheme (vtu-2022-r2)', () => {
  it('replaces the retired vtu-2022 with the same grades and points', () => {
    expect(currentPreset('vtu-2022')?.scale).toBe(VTU_2022_R2);
    const numbers = (grades: typeof VTU_2022.grades) => grades.map((g) => `${g.code} ${g.points}`);
    expect(numbers(VTU_2022_R2.grades)).toEqual(numbers(VTU_2022.grades));
  });

  it('converts (8.2 − 0.75) × 10 = 74.5 and classes at 7.75 and 6.75', () => {
    expect(summary(VTU_2022_R2, cgpaOf(VTU_2022_R2, 8.2, 'A+', 'A'))).toMatchObject({
      percentage: '74.50',
      classification: 'First Class with Distinction',
    });
    const classOf = (cgpa: number) =>
      summary(VTU_2022_R2, cgpaOf(VTU_2022_R2, cgpa, 'A', 'B+')).classification;
    expect([classOf(7.75), classOf(7.74), classOf(6.75), classOf(6.74)]).toEqual([
      'First Class with Distinction',
      'First Class',
      'First Class',
      null,
    ]);
    // The retired scale gave no class at all.
    expect(summary(VTU_2022, semester(VTU_2022, [4, 'O'])).classification).toBeNull();
  });

  it('gives A+ for 85 marks, and a grade for every mark 0–100', () => {
    expect(gradeForMarks(VTU_2022_R2, 85)).toMatchObject({
      kind: 'band',
      band: { grade: { code: 'A+' } },
    });
    // Corrected in place on the retired scale too: marks bands are not numbers.
    expect(gradeForMarks(VTU_2022, 85)).toMatchObject({ band: { grade: { code: 'A+' } } });
    expectEveryMarkInOneBand(VTU_2022_R2);
    expectEveryMarkInOneBand(VTU_2022);
  });

  it('starts the end-semester marks tool at 50 CIE + 50 SEE, at least 18 in the SEE', () => {
    expect(presetEntry('vtu-2022-r2')?.exam).toEqual({
      internal: 50,
      external: 50,
      minExternal: 18,
    });
  });
});
