import { describe, expect, it } from 'vitest';
import { gradeForMarks } from '../marks-bands';
import { semester, summary } from '../test-presets';
import { LPU, LPU_PRESET } from './lpu';

describe('LPU', () => {
  it('converts CGPA × 10 and keeps S/U, I and R out of the GPA', () => {
    const result = summary(LPU, semester(LPU, [3, 'A+'], [1, 'B'], [2, 'S'], [2, 'I'], [1, 'R']));
    // (27 + 6) / 4 = 8.25.
    expect(result).toMatchObject({ cgpa: '8.25', percentage: '82.50' });
    expect(result.backlogs).toEqual({ active: 2, cleared: 0 });
  });

  it('grades O 10 … D 4 as its "Basis of evaluation and grading" prints, E and F failing', () => {
    expect(LPU.grades.slice(0, 9).map((grade) => `${grade.code} ${grade.points}`)).toEqual([
      'O 10',
      'A+ 9',
      'A 8',
      'B+ 7',
      'B 6',
      'C 5',
      'D 4',
      'E 0',
      'F 0',
    ]);
  });

  it('has relative grades, so no marks band and no class, and says so', () => {
    expect(gradeForMarks(LPU, 95)).toEqual({ kind: 'none' });
    expect(LPU.classes).toEqual([]);
    expect(LPU_PRESET.notes).toHaveLength(2);
  });
});
