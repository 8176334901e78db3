import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Rational } from '../../rational';
import { compare, div, mul, parseDecimal, rational, sub } from '../../rational';
import type { EndSemesterInput, EndSemesterSplit, GradeNeed } from './end-semester';
import {
  ENDSEM_PROMPT,
  EXTERNAL_MAX_MESSAGE,
  INTERNAL_MAX_MESSAGE,
  PAPER_MESSAGE,
  endSemesterNeeds,
  readEndSemester,
  splitTexts,
} from './end-semester';
import { endSemesterAssumptions, needLines } from './end-semester-texts';
import { endSemesterWorking } from './end-semester-working';
import type { GradeScale, ScaleGrade } from './grade-scale';
import { marksBands } from './marks-bands';
import { SPPU_2019 } from './presets/sppu-2019';
import { CUSTOM_SCALE } from './test-scales';

const r = (text: string) => parseDecimal(text)!;
const split = (
  internal: number,
  external: number,
  paper = external,
  minExternal: string | null = null,
): EndSemesterSplit => ({
  internal,
  external,
  paper,
  minExternal: minExternal === null ? null : r(minExternal),
});

/** Grade code → what it needs, 'secured', 'secured+N', 'N', 'N min' or 'unreachable'. */
function summary(scale: GradeScale, input: EndSemesterInput): Record<string, string> {
  return Object.fromEntries(
    endSemesterNeeds(scale, input).map((need) => [need.band.grade.code, shortly(need)]),
  );
}
function shortly(need: GradeNeed): string {
  switch (need.state) {
    case 'secured':
      return need.marks === 0 ? 'secured' : `secured+${need.marks}`;
    case 'needs':
      return need.by === 'band' ? String(need.marks) : `${need.marks} min`;
    case 'unreachable':
      return 'unreachable';
  }
}

/**
 * Anna University's grades before R2017 (S 91–100 … E 50–56, U below 50) as the forum tables that
 * work the end-semester marks out print them: a test scale, not a preset.
 */
const ANNA_OLD: GradeScale = {
  ...SPPU_2019,
  id: 'anna-old',
  name: 'Anna University (before R2017)',
  grades: [
    ['S', 10, '91–100'],
    ['A', 9, '81–90'],
    ['B', 8, '71–80'],
    ['C', 7, '61–70'],
    ['D', 6, '57–60'],
    ['E', 5, '50–56'],
  ]
    .map(([code, points, marks]): ScaleGrade => ({
      code: code as string,
      label: code as string,
      points: points as number,
      countsInGpa: true,
      earnsCredit: true,
      isFail: false,
      isTemporary: false,
      marks: marks as string,
    }))
    .concat(SPPU_2019.grades.filter(({ code }) => code === 'F')),
  disputed: [],
};

describe('marks needed in the end-semester exam', () => {
  it('works the forum table of Anna University: 20 internal + a paper of 100 counted as 80, 45 of 100 to pass', () => {
    // https://management.ind.in/forum/anna-university-internal-mark-calculation-149461.html (read
    // 2026-11-27): 'Minimum External Marks' for E, C and B by internal marks out of 20. Its row
    // labelled 14 reads as internal 13 (47, 60, 73), and is left out.
    const anna = split(20, 80, 100, '36');
    const table: [number, number, number, number][] = [
      [20, 45, 52, 64],
      [19, 45, 53, 65],
      [18, 45, 54, 67],
      [17, 45, 55, 68],
      [16, 45, 57, 69],
      [15, 45, 58, 70],
      [12, 48, 62, 74],
      [11, 49, 63, 75],
      [10, 50, 64, 77],
    ];
    for (const [internal, e, c, b] of table) {
      const needs = summary(ANNA_OLD, { split: anna, obtained: rational(BigInt(internal)) });
      const plain = (text: string) => text.replace(' min', '');
      expect(
        [needs.E, needs.C, needs.B].map((each) => plain(each!)),
        `internal ${internal}`,
      ).toEqual([e, c, b].map(String));
    }
    // https://indorestudents.com/anna-university-internal-marks-calculation-for-be-b-tech-at-affiliated-colleges/
    // (read 2026-11-27): 'Internal Marks = 50 − 36 = 14': with 14, the band and the minimum both
    // ask 45; with more, the minimum sets it.
    expect(summary(ANNA_OLD, { split: anna, obtained: r('14') }).E).toBe('45');
    expect(summary(ANNA_OLD, { split: anna, obtained: r('20') }).E).toBe('45 min');
    expect(summary(ANNA_OLD, { split: anna, obtained: r('10') }).E).toBe('50');
  });

  it('gives each SPPU 2019 grade for 23 of 30 internal marks and a paper of 70', () => {
    expect(summary(SPPU_2019, { split: split(30, 70), obtained: r('23') })).toEqual({
      O: '57',
      'A+': '47',
      A: '37',
      'B+': '32',
      B: '27',
      C: '22',
      P: '17',
    });
    expect(summary(SPPU_2019, { split: split(30, 70), obtained: r('0') })).toMatchObject({
      O: 'unreachable',
      'A+': '70',
      P: '40',
    });
  });

  it('says already secured where the internal marks alone reach the band, with the minimum still to score', () => {
    const input = { split: split(50, 50, 100, '18'), obtained: r('45') };
    expect(summary(SPPU_2019, input)).toEqual({
      O: '70',
      'A+': '50',
      A: '36 min',
      'B+': '36 min',
      B: '36 min',
      C: 'secured+36',
      P: 'secured+36',
    });
    expect(summary(SPPU_2019, { ...input, split: split(50, 50) }).P).toBe('secured');
  });

  it('finds the least whole mark where the band’s total or the paper’s scaling is not whole', () => {
    // 45% of 150 = 67.5: 67.5 − 23 = 44.5, so 45.
    expect(summary(SPPU_2019, { split: split(50, 100), obtained: r('23') }).C).toBe('45');
    // 47 counted of 70, written out of 100: 47 × 100 ÷ 70 = 67.14…, so 68.
    expect(summary(SPPU_2019, { split: split(30, 70, 100), obtained: r('23') })['A+']).toBe('68');
    // Internal marks with decimals: 70 − 22.5 = 47.5, so 48.
    expect(summary(SPPU_2019, { split: split(30, 70), obtained: r('22.5') })['A+']).toBe('48');
    // A course that is all exam.
    expect(summary(SPPU_2019, { split: split(0, 100), obtained: r('0') }).O).toBe('80');
  });

  it('gives nothing for a scale without bands, and only the bands a scale has', () => {
    expect(endSemesterNeeds(CUSTOM_SCALE, { split: split(50, 50), obtained: r('40') })).toEqual([
      expect.objectContaining({ state: 'needs', marks: 50 }),
    ]);
    const bare = {
      ...SPPU_2019,
      grades: SPPU_2019.grades.map((grade) => ({ ...grade, marks: undefined })),
    };
    expect(endSemesterNeeds(bare, { split: split(50, 50), obtained: r('40') })).toEqual([]);
    expect(endSemesterWorking(bare, { split: split(50, 50), obtained: r('40') })).toBeNull();
  });
});

/** Internal marks in hundredths, a split and a minimum: any the form accepts. */
const anyInput = fc
  .record({
    internal: fc.integer({ min: 0, max: 200 }),
    external: fc.integer({ min: 1, max: 200 }),
    paper: fc.option(fc.integer({ min: 1, max: 300 }), { nil: undefined }),
    minimumShare: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    obtainedShare: fc.integer({ min: 0, max: 10_000 }),
  })
  .map(({ internal, external, paper, minimumShare, obtainedShare }) => {
    // Hundredths: 0 to internal × 100, and a minimum of 0 to external × 100.
    const obtainedHundredths = Math.floor((internal * 100 * obtainedShare) / 10_000);
    const minimumHundredths =
      minimumShare === undefined ? null : Math.floor((external * 100 * minimumShare) / 100);
    return {
      obtainedHundredths,
      minimumHundredths,
      input: {
        split: {
          internal,
          external,
          paper: paper ?? external,
          minExternal:
            minimumHundredths === null ? null : rational(BigInt(minimumHundredths), 100n),
        },
        obtained: rational(BigInt(obtainedHundredths), 100n),
      } satisfies EndSemesterInput,
    };
  });

/**
 * The oracle, in integers: `written` on the paper reaches a band of `min`% when
 * obtained + written × external ÷ paper ≥ min × total ÷ 100, i.e. (times 100 × paper)
 * obtainedHundredths × paper + 100 × written × external ≥ min × total × paper.
 */
const reachesTotal = (o: number, s: EndSemesterSplit, min: number, written: number) =>
  o * s.paper + 100 * written * s.external >= min * (s.internal + s.external) * s.paper;
const meetsMinimum = (m: number | null, s: EndSemesterSplit, written: number) =>
  m === null || 100 * written * s.external >= m * s.paper;

describe('marks needed: properties', () => {
  it('each mark given is the least whole mark that reaches its band and the minimum', () => {
    fc.assert(
      fc.property(anyInput, ({ input, obtainedHundredths: o, minimumHundredths: m }) => {
        const { split: s } = input;
        for (const need of endSemesterNeeds(SPPU_2019, input)) {
          if (need.state === 'unreachable') continue;
          const reaches = (w: number) =>
            reachesTotal(o, s, need.band.min, w) && meetsMinimum(m, s, w);
          expect(need.marks).toBeGreaterThanOrEqual(0);
          expect(need.marks).toBeLessThanOrEqual(s.paper);
          expect(reaches(need.marks)).toBe(true);
          if (need.marks > 0) expect(reaches(need.marks - 1)).toBe(false);
          expect(Number.isInteger(need.marks)).toBe(true);
        }
      }),
    );
  });

  it("says 'already secured' exactly where the internal marks alone reach the band", () => {
    fc.assert(
      fc.property(anyInput, ({ input, obtainedHundredths: o }) => {
        for (const need of endSemesterNeeds(SPPU_2019, input)) {
          expect(need.state === 'secured').toBe(reachesTotal(o, input.split, need.band.min, 0));
        }
      }),
    );
  });

  it("says 'not reachable' exactly where even full marks on the paper do not reach the band", () => {
    fc.assert(
      fc.property(anyInput, ({ input, obtainedHundredths: o }) => {
        const { split: s } = input;
        for (const need of endSemesterNeeds(SPPU_2019, input)) {
          expect(need.state === 'unreachable').toBe(!reachesTotal(o, s, need.band.min, s.paper));
        }
      }),
    );
  });

  it('asks no more for a lower grade than for a higher one', () => {
    fc.assert(
      fc.property(anyInput, ({ input }) => {
        const needs = endSemesterNeeds(SPPU_2019, input);
        const rank = (need: GradeNeed) =>
          need.state === 'unreachable' ? Infinity : need.state === 'secured' ? -1 : need.marks;
        for (let index = 1; index < needs.length; index += 1) {
          expect(rank(needs[index]!)).toBeLessThanOrEqual(rank(needs[index - 1]!));
        }
      }),
    );
  });
});

/** Evaluates a working cell's arithmetic: '45% of 150', '67.5 − 23', '44.5 × 100 ÷ 70'. */
function evaluate(expression: string): Rational {
  const percent = /^([\d.]+)% of ([\d.]+)$/.exec(expression);
  if (percent) return div(mul(r(percent[1]!), r(percent[2]!)), rational(100n));
  const minus = /^(-?[\d.]+) − (-?[\d.]+)$/.exec(expression);
  if (minus) return sub(r(minus[1]!), r(minus[2]!));
  const scaled = /^(-?[\d.]+) × ([\d.]+) ÷ ([\d.]+)$/.exec(expression);
  if (scaled) return div(mul(r(scaled[1]!), r(scaled[2]!)), r(scaled[3]!));
  throw new Error(`not arithmetic: ${expression}`);
}

describe('the working', () => {
  it('is true as written: each = exact, each ≈ within rounding to 2 decimals', () => {
    fc.assert(
      fc.property(anyInput, ({ input }) => {
        const working = endSemesterWorking(SPPU_2019, input)!;
        const table = working.steps.find((step) => step.kind === 'table')!;
        if (table.kind !== 'table') throw new Error('no table');
        let checked = 0;
        for (const cell of table.rows.flat()) {
          const match = /^(.+?) ([=≈]) (-?[\d.]+)$/.exec(cell);
          if (!match) continue;
          const difference = sub(evaluate(match[1]!), r(match[3]!));
          if (match[2] === '=') expect(difference.num, cell).toBe(0n);
          else {
            expect(difference.num, cell).not.toBe(0n);
            expect(compare(mul(difference, difference), rational(1n, 40_000n))).toBeLessThanOrEqual(
              0,
            );
          }
          checked += 1;
        }
        expect(checked).toBeGreaterThan(0);
      }),
    );
  });

  it('shows a scaled paper with its minimum, and how it rounds', () => {
    const input = { split: split(30, 70, 100, '24.5'), obtained: r('23') };
    const working = endSemesterWorking(SPPU_2019, input)!;
    const lines = working.steps.flatMap((step) => (step.kind === 'line' ? [step.text] : []));
    expect(lines).toEqual([
      'Course total: 30 (internal) + 70 (end-semester) = 100 marks.',
      'Your internal marks: 23 out of 30.',
      'The paper is written out of 100 and counts for 70: marks on the paper = counted marks × 100 ÷ 70.',
      "The exam's minimum: 24.5 out of 70, × 100 ÷ 70 = 35 on the paper; the least whole mark: 35.",
      "Each mark needed is the least whole mark at or above the exact value ('≈' values are rounded to 2 decimals for reading only).",
    ]);
    const table = working.steps.at(-1)!;
    expect(table).toMatchObject({
      head: [
        'Grade (from)',
        'Course total needed',
        'From the exam',
        'On the paper (out of 100)',
        'Least whole mark (out of 100)',
      ],
    });
    if (table.kind !== 'table') throw new Error('no table');
    expect(table.rows[1]).toEqual([
      'A+ (70%)',
      '70% of 100 = 70',
      '70 − 23 = 47',
      '47 × 100 ÷ 70 ≈ 67.14',
      '68',
    ]);
    expect(table.rows.at(-1)).toEqual([
      'P (40%)',
      '40% of 100 = 40',
      '40 − 23 = 17',
      '17 × 100 ÷ 70 ≈ 24.29',
      '35 (minimum)',
    ]);
    expect(working.result).toEqual({ label: 'End-semester marks for P', value: '35 out of 100' });
  });
});

describe('the words', () => {
  it('says each state plainly', () => {
    const input = { split: split(50, 50, 50, '18'), obtained: r('45') };
    const lines = endSemesterNeeds(SPPU_2019, input).map((need) => needLines(need, input.split));
    expect(lines[0]).toEqual([
      'O (Outstanding)',
      'At least 35 out of 50 in the end-semester exam.',
    ]);
    expect(lines[2]).toEqual([
      'A (Very Good)',
      "At least 18 out of 50, the exam's minimum to pass.",
    ]);
    expect(lines.at(-1)).toEqual([
      'P (Pass)',
      "Already secured by your internal marks, once you score the exam's minimum: 18 out of 50.",
    ]);
    const low = { split: split(30, 70), obtained: r('5') };
    expect(needLines(endSemesterNeeds(SPPU_2019, low)[0]!, low.split)).toEqual([
      'O (Outstanding)',
      'Not reachable: even 70 out of 70 gives 75 of 100, and it needs 80.',
    ]);
    const free = { split: split(50, 50), obtained: r('45') };
    expect(needLines(endSemesterNeeds(SPPU_2019, free).at(-1)!, free.split)[1]).toBe(
      'Already secured by your internal marks.',
    );
    expect(endSemesterAssumptions(split(50, 50, 100))).toHaveLength(3);
    expect(endSemesterAssumptions(split(50, 50))).toHaveLength(2);
  });
});

describe('reading the form', () => {
  const texts = { internal: '30', external: '70', paper: '', minExternal: '', obtained: '23' };

  it('reads a split with a blank paper and minimum', () => {
    expect(readEndSemester(texts)).toEqual({
      input: { split: split(30, 70), obtained: r('23') },
      refused: {},
    });
    expect(readEndSemester({ ...texts, paper: '100', minExternal: '24.5' }).input).toEqual({
      split: split(30, 70, 100, '24.5'),
      obtained: r('23'),
    });
  });

  it('waits for the internal marks without refusing anything', () => {
    expect(readEndSemester({ ...texts, obtained: ' ' })).toEqual({ input: null, refused: {} });
    const blank = { internal: '', external: '', paper: '', minExternal: '', obtained: '' };
    expect(readEndSemester(blank)).toEqual({ input: null, refused: {} });
    expect(readEndSemester({ ...blank, obtained: '20' })).toEqual({ input: null, refused: {} });
    expect(ENDSEM_PROMPT).toMatch(/^Enter your internal marks/);
  });

  it('refuses each bad field with its own message, never a NaN', () => {
    const bad = readEndSemester({
      internal: '30.5',
      external: '0',
      paper: 'abc',
      minExternal: '5',
      obtained: '3',
    });
    expect(bad).toEqual({
      input: null,
      refused: {
        internal: INTERNAL_MAX_MESSAGE,
        external: EXTERNAL_MAX_MESSAGE,
        paper: PAPER_MESSAGE,
      },
    });
    expect(readEndSemester({ ...texts, obtained: '31' }).refused).toEqual({
      obtained: 'Internal marks must be a number from 0 to 30, with at most 2 decimals',
    });
    expect(readEndSemester({ ...texts, obtained: '22.555' }).refused.obtained).toBeDefined();
    expect(readEndSemester({ ...texts, obtained: '-1' }).refused.obtained).toBeDefined();
    expect(readEndSemester({ ...texts, obtained: '1e1' }).refused.obtained).toBeDefined();
    expect(readEndSemester({ ...texts, minExternal: '71' }).refused).toEqual({
      minExternal: 'Minimum in the exam must be a number from 0 to 70, with at most 2 decimals',
    });
    expect(readEndSemester({ ...texts, internal: '1001' }).refused.internal).toBe(
      'Internal maximum must be a whole number from 0 to 1000',
    );
    expect(EXTERNAL_MAX_MESSAGE).toBe('End-semester maximum must be a whole number from 1 to 1000');
    expect(PAPER_MESSAGE).toBe('Paper written out of must be a whole number from 1 to 1000');
  });

  it('starts from a preset’s split, or blank', () => {
    expect(splitTexts({ internal: 50, external: 50, minExternal: 18, paper: 100 })).toEqual({
      internal: '50',
      external: '50',
      paper: '100',
      minExternal: '18',
    });
    expect(splitTexts(undefined)).toEqual({
      internal: '',
      external: '',
      paper: '',
      minExternal: '',
    });
  });

  it('covers every band of SPPU 2019', () => {
    expect(marksBands(SPPU_2019)).toHaveLength(7);
  });
});
