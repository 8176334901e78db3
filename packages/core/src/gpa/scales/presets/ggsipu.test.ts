import { describe, expect, it } from 'vitest';
import { gradeForMarks } from '../marks-bands';
import { expectEveryMarkInOneBand } from '../test-presets';
import { GGSIPU } from './ggsipu';
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
