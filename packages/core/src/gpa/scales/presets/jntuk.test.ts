import { describe, expect, it } from 'vitest';
import { gradeForMarks } from '../marks-bands';
import { cgpaOf, summary } from '../test-presets';
import { JNTUK, JNTUK_PRESET } from './jntuk';

describe('JNTUK', () => {
  it("has the college's letters and gives the certificate's example: (8.18 − 0.75) × 10 = 74.3%", () => {
    expect(JNTUK.grades.map((grade) => grade.code)).toEqual([
      'O',
      'S',
      'A',
      'B',
      'C',
      'D',
      'F',
      'Ab',
    ]);
    expect(summary(JNTUK, cgpaOf(JNTUK, 8.18, 'S', 'A'))).toMatchObject({
      cgpa: '8.18',
      percentage: '74.30',
    });
    expect(JNTUK.sources[0]!.title).toContain('Controller of Examinations');
  });

  it('converts (CGPA − 0.75) × 10 and classes at 7.75, 6.75, 5.75 and 5', () => {
    expect(summary(JNTUK, cgpaOf(JNTUK, 7.8, 'A', 'B'))).toMatchObject({
      percentage: '70.50',
      classification: 'First Class with Distinction',
    });
    const classOf = (cgpa: number) => summary(JNTUK, cgpaOf(JNTUK, cgpa, 'C', 'D')).classification;
    expect(classOf(5.75)).toBe('Second Class');
    expect(classOf(5)).toBe('Pass Class');
    expect(summary(JNTUK, cgpaOf(JNTUK, 6.75, 'B', 'C')).classification).toBe('First Class');
  });

  it('prints no marks band it has no source for, and says so', () => {
    expect(gradeForMarks(JNTUK, 95)).toEqual({ kind: 'none' });
    expect(JNTUK_PRESET.notes?.[0]).toMatch(/^Marks bands:/);
  });
});
