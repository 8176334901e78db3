import { describe, expect, it } from 'vitest';
import {
  codeAtMarks,
  disputedPercentagesAt,
  gradePoints,
  marksRuns,
  semester,
  summary,
} from '../test-presets';
import { JNTUH_R22, JNTUH_R22_PRESET } from './jntuh-r22';

describe('JNTUH R22', () => {
  it('grades O 10 … C 5 on its bands, and every mark 0–100 lands in one band', () => {
    expect(gradePoints(JNTUH_R22)).toEqual([
      'O 10',
      'A+ 9',
      'A 8',
      'B+ 7',
      'B 6',
      'C 5',
      'F 0',
      'Ab 0',
    ]);
    expect(marksRuns(JNTUH_R22)).toEqual([
      'F 0–39',
      'C 40–49',
      'B 50–59',
      'B+ 60–69',
      'A 70–79',
      'A+ 80–89',
      'O 90–100',
    ]);
    // "80 and less than 90%": 89 is A+, 90 is O.
    const at = (marks: number) => codeAtMarks(JNTUH_R22, marks);
    expect([at(39), at(40), at(89), at(90)]).toEqual(['F', 'C', 'A+', 'O']);
  });

  it('gives the SGPA of the worked example, 152 / 21, rounded to 2 decimals', () => {
    const worked = semester(JNTUH_R22, [4, 'A'], [4, 'O'], [4, 'C'], [3, 'B'], [3, 'A+'], [3, 'C']);
    // 152 / 21 = 7.2380…: the source prints 7.23 (cut off); the regulations round off: 7.24.
    expect(summary(JNTUH_R22, worked).sgpas).toEqual(['7.24']);
  });

  it('pools SGPAs by credits, 1169 / 145 = 8.06, and converts (8.06 − 0.5) × 10 = 75.6', () => {
    const entered = (sgpa: number, credits: number) => ({
      subjects: [],
      entered: { grade: sgpa, credit: credits },
    });
    const result = summary(
      JNTUH_R22,
      entered(7.9, 18),
      entered(8.3, 19),
      entered(6.9, 18),
      entered(9.2, 19),
      entered(8.5, 18),
      entered(7.6, 17),
      entered(7.1, 17),
      entered(8.8, 19),
    );
    expect(result).toMatchObject({ cgpa: '8.06', percentage: '75.60', classification: null });
  });

  it('counts a failed course with its credits until it is cleared', () => {
    const failed = semester(JNTUH_R22, [3, 'O'], [3, 'F']);
    expect(summary(JNTUH_R22, failed)).toMatchObject({
      cgpa: '5.00',
      backlogs: { active: 1, cleared: 0 },
    });
    const cleared = semester(JNTUH_R22, [3, 'O'], [3, 'F', 'C']);
    expect(summary(JNTUH_R22, cleared)).toMatchObject({
      cgpa: '7.50',
      backlogs: { active: 0, cleared: 1 },
    });
  });

  it('keeps the other percentage rules as disputed: at 8 they give 72.5 and 80', () => {
    expect(disputedPercentagesAt(JNTUH_R22, '8')).toEqual(['72.50', '80.00']);
  });

  it('starts the end-semester tool from 40 + 60, with 21 of 60 to pass', () => {
    expect(JNTUH_R22_PRESET.exam).toEqual({ internal: 40, external: 60, minExternal: 21 });
    expect(JNTUH_R22_PRESET.findBy).toEqual(
      expect.arrayContaining(['JNTUH', 'Hyderabad', 'Telangana']),
    );
  });
});
