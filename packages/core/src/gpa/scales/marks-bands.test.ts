import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GradeScale } from './grade-scale';
import {
  MARKS_MESSAGE,
  gradeForMarks,
  marksBands,
  marksNeeded,
  parseMarksBand,
  readMarks,
} from './marks-bands';
import { PRESETS } from './presets';
import { ANNA_R2021 } from './presets/anna-r2021';
import { SPPU_2019 } from './presets/sppu-2019';
import { VTU_2022_R2 } from './presets/vtu-2022-r2';
import { changeRow, draftOf, scaleFromDraft } from './scale-draft';
import { CUSTOM_SCALE } from './test-scales';

const bandsOf = (scale: GradeScale) =>
  marksBands(scale).map(({ grade, min, max }) => `${grade.code} ${min}–${max}`);

describe('marks bands', () => {
  it('reads every marks text of every preset', () => {
    const texts = PRESETS.flatMap((preset) => preset.grades.flatMap((grade) => grade.marks ?? []));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(parseMarksBand(text), text).not.toBeNull();
  });

  it('reads the forms a source or a student writes', () => {
    expect(parseMarksBand('90–100')).toEqual({ min: 90, max: 100 });
    expect(parseMarksBand(' 40-44 ')).toEqual({ min: 40, max: 44 });
    expect(parseMarksBand('40 — 44')).toEqual({ min: 40, max: 44 });
    expect(parseMarksBand('80 to 89')).toEqual({ min: 80, max: 89 });
    expect(parseMarksBand('85% – 100%')).toEqual({ min: 85, max: 100 });
    expect(parseMarksBand('≥ 90')).toEqual({ min: 90, max: 100 });
    expect(parseMarksBand('>=90')).toEqual({ min: 90, max: 100 });
    expect(parseMarksBand('90+')).toEqual({ min: 90, max: 100 });
    expect(parseMarksBand('90 and above')).toEqual({ min: 90, max: 100 });
    expect(parseMarksBand('> 89')).toEqual({ min: 90, max: 100 });
    expect(parseMarksBand('< 40')).toEqual({ min: 0, max: 39 });
    expect(parseMarksBand('≤ 39')).toEqual({ min: 0, max: 39 });
    expect(parseMarksBand('< 39.5')).toEqual({ min: 0, max: 39 });
    expect(parseMarksBand('89.5–100')).toEqual({ min: 90, max: 100 });
  });

  it('refuses what is no band of whole marks from 0 to 100', () => {
    for (const text of [
      '',
      'Outstanding',
      '90',
      '100–90',
      '90–101',
      '> 100',
      '< 0',
      '90.2–90.8',
      'A–B',
    ]) {
      expect(parseMarksBand(text), text).toBeNull();
    }
  });

  it('gives each preset’s bands, best first', () => {
    expect(bandsOf(SPPU_2019)).toEqual([
      'O 80–100',
      'A+ 70–79',
      'A 60–69',
      'B+ 55–59',
      'B 50–54',
      'C 45–49',
      'P 40–44',
    ]);
    expect(bandsOf(VTU_2022_R2)).toEqual([
      'O 90–100',
      'A+ 80–89',
      'A 70–79',
      'B+ 60–69',
      'B 55–59',
      'C 50–54',
      'P 40–49',
      'F 0–39',
    ]);
    expect(bandsOf(ANNA_R2021)).toEqual(['O 91–100']);
    expect(bandsOf(CUSTOM_SCALE)).toEqual(['O 90–100']);
    const withBands = PRESETS.filter((preset) => marksBands(preset).length > 0).map(({ id }) => id);
    expect(withBands).toEqual([
      'vtu-2022-r2',
      'anna-r2021',
      'anna-r2017',
      'ktu-2019-r2',
      'gtu-r2',
      'sppu-2019-r2',
      'mumbai-cbcs-r2',
      'jntuh-r22',
      'osmania-be-2018',
      'andhra-btech-2015',
      'bput-btech',
      'rgpv-cbgs',
      'csvtu-be',
      'ggsipu-r2',
      'cbse',
      'calicut-cbcss-2019',
      'calicut-cucbcss-2014',
      'mg-cbcs-2017',
      'rtu-cbcs-2018',
      'vit-ffcs',
      'srm-cbfcs',
    ]);
  });

  it('reads the marks the custom scale editor keeps; a text that is no band, from a scale file, is none', () => {
    const draft = changeRow(draftOf(CUSTOM_SCALE), 'grades', 1, { marks: ' 80–89 ' });
    const result = scaleFromDraft(draft, '2026-11-24');
    expect(result.ok && bandsOf(result.scale)).toEqual(['O 90–100', 'A+ 80–89']);
    // The editor refuses such a text (scale-draft.test.ts); a scale file or property may carry one.
    const grades = CUSTOM_SCALE.grades.map((grade, index) =>
      index === 2 ? { ...grade, marks: 'Very good' } : grade,
    );
    expect(bandsOf({ ...CUSTOM_SCALE, grades })).toEqual(bandsOf(CUSTOM_SCALE));
  });
});

describe('marks to grade', () => {
  it('gives the band’s grade', () => {
    expect(gradeForMarks(SPPU_2019, 79)).toMatchObject({
      kind: 'band',
      band: { grade: { code: 'A+' } },
    });
    expect(gradeForMarks(SPPU_2019, 80)).toMatchObject({
      kind: 'band',
      band: { grade: { code: 'O' } },
    });
    expect(gradeForMarks(VTU_2022_R2, 49)).toMatchObject({
      kind: 'band',
      band: { grade: { code: 'P' } },
    });
    expect(gradeForMarks(VTU_2022_R2, 100)).toMatchObject({
      kind: 'band',
      band: { grade: { code: 'O' } },
    });
  });

  it('gives the failing grade below the bands only where every passing grade has one', () => {
    expect(gradeForMarks(SPPU_2019, 39)).toEqual({
      kind: 'below',
      grade: SPPU_2019.grades.find(({ code }) => code === 'F'),
      passFrom: 40,
    });
    // VTU's F has a band of its own, and 85 marks (no band on the first VTU scale) give A+.
    expect(gradeForMarks(VTU_2022_R2, 39)).toMatchObject({
      kind: 'band',
      band: { grade: { code: 'F' } },
    });
    expect(gradeForMarks(VTU_2022_R2, 85)).toMatchObject({
      kind: 'band',
      band: { grade: { code: 'A+' } },
    });
    expect(gradeForMarks(ANNA_R2021, 50)).toEqual({ kind: 'none' });
  });

  it('places every mark of SPPU in exactly one grade', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (marks) => {
        const found = gradeForMarks(SPPU_2019, marks);
        expect(found.kind).not.toBe('none');
        const holding = marksBands(SPPU_2019).filter(
          ({ min, max }) => marks >= min && marks <= max,
        );
        expect(holding.length).toBe(found.kind === 'band' ? 1 : 0);
      }),
    );
  });

  it('gives the marks needed for a grade: its band’s least', () => {
    expect(marksNeeded(SPPU_2019, 'A+')).toBe(70);
    expect(marksNeeded(VTU_2022_R2, 'O')).toBe(90);
    expect(marksNeeded(VTU_2022_R2, 'A+')).toBe(80);
    expect(marksNeeded(ANNA_R2021, 'A+')).toBeNull();
    expect(marksNeeded(SPPU_2019, 'F')).toBeNull();
    for (const { grade, min } of marksBands(SPPU_2019)) {
      expect(gradeForMarks(SPPU_2019, min)).toMatchObject({ band: { grade } });
    }
  });

  it('reads whole marks from 0 to 100', () => {
    expect(readMarks(' 73 ')).toBe(73);
    expect(readMarks('0')).toBe(0);
    expect(readMarks('100')).toBe(100);
    for (const bad of ['', '101', '72.5', '-1', 'abc', '1e2'])
      expect(readMarks(bad), bad).toBeNull();
    expect(MARKS_MESSAGE).toBe('Marks must be a whole number from 0 to 100');
  });
});
