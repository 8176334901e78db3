import { describe, expect, it } from 'vitest';
import { codeAtMarks, gradePoints, marksRuns, semester, summary } from '../test-presets';
import { ANDHRA_BTECH_2015, ANDHRA_BTECH_2015_PRESET } from './andhra-btech-2015';
import { UGC_CBCS } from './ugc-cbcs';

describe('Andhra University B.Tech (2015)', () => {
  it('has UGC’s letters and points, O 10 … P 4, and every mark 0–100 lands in one band', () => {
    expect(gradePoints(ANDHRA_BTECH_2015)).toEqual(gradePoints(UGC_CBCS));
    expect(marksRuns(ANDHRA_BTECH_2015)).toEqual([
      'F 0–39',
      'P 40–50',
      'C 51–55',
      'B 56–60',
      'B+ 61–70',
      'A 71–80',
      'A+ 81–90',
      'O 91–100',
    ]);
  });

  it('reads "> 80 to 90" as A+ up to 90 and "40 to 50" as P up to 50', () => {
    const at = (marks: number) => codeAtMarks(ANDHRA_BTECH_2015, marks);
    expect([at(90), at(91), at(50), at(51), at(55), at(56)]).toEqual([
      'A+',
      'O',
      'P',
      'C',
      'C',
      'B',
    ]);
  });

  it('pools by credits, rounds to 2 decimals and shows no percentage or class', () => {
    // (4 × 10 + 4 × 9 + 3 × 6 + 3 × 4) / 14 = 106 / 14 = 7.571…
    const worked = semester(ANDHRA_BTECH_2015, [4, 'O'], [4, 'A+'], [3, 'B'], [3, 'P']);
    expect(summary(ANDHRA_BTECH_2015, worked)).toMatchObject({
      cgpa: '7.57',
      percentage: null,
      classification: null,
    });
    expect(ANDHRA_BTECH_2015_PRESET.findBy).toEqual(
      expect.arrayContaining(['Andhra University', 'Visakhapatnam']),
    );
  });
});
