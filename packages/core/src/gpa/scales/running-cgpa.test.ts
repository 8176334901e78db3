import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Semester } from '../model';
import type { GradeScale } from './grade-scale';
import { CSVTU_BE } from './presets/csvtu-be';
import { GTU } from './presets/gtu';
import { MUMBAI_CBCS } from './presets/mumbai';
import { VTU_2022 } from './presets/vtu-2022';
import {
  DEFAULT_SCALE,
  countedSemesters,
  exactProfileCgpa,
  profileNumbers,
  semesterMarksheets,
} from './profile-scale';
import { summarizeUnderScale } from './scale-gpa';
import type { Aggregation } from './scale-types';
import { graded, scaleArb, semestersOn } from './test-profiles';

/** Every operation on exact rationals, counted: the work the numbers take, without a clock. */
const work = vi.hoisted(() => ({ operations: 0 }));
vi.mock('../../rational', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(
    Object.entries(actual).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (...args: unknown[]) => {
            work.operations += 1;
            return (value as (...args: unknown[]) => unknown)(...args);
          }
        : value,
    ]),
  );
});

const AGGREGATIONS: readonly Aggregation[] = [
  { kind: 'credit-weighted' },
  { kind: 'last-semesters', count: 4 },
  { kind: 'mean-of-semesters' },
  { kind: 'year-weighted', semestersPerYear: 2, weights: [0.5, 1, 1, 1] },
  { kind: 'year-weighted', semestersPerYear: 3, weights: [1, 2] },
];

/** Any scale, also with another aggregation and a cap: every way the trend can be counted. */
const anyScale: fc.Arbitrary<GradeScale> = fc.oneof(
  scaleArb,
  fc
    .record({
      scale: scaleArb,
      aggregation: fc.constantFrom(...AGGREGATIONS),
      gpaCap: fc.constantFrom(undefined, 8, 9.5),
    })
    .map(({ scale, aggregation, gpaCap }) => {
      const changed: GradeScale = { ...scale, aggregation };
      if (gpaCap === undefined) delete changed.gpaCap;
      else changed.gpaCap = gpaCap;
      return changed;
    }),
);

/** The numbers as counted before: the whole profile, and each semester's part counted afresh. */
function countedAfresh(scale: GradeScale, semesters: readonly Semester[]) {
  const summary = summarizeUnderScale(scale, countedSemesters(scale, semesters));
  return {
    cgpa: summary.cgpa,
    sgpas: summarizeUnderScale(scale, semesterMarksheets(scale, semesters)).sgpas,
    trend: semesters.map(
      (_, index) =>
        summarizeUnderScale(scale, countedSemesters(scale, semesters.slice(0, index + 1))).cgpa,
    ),
    exactCgpa: exactProfileCgpa(scale, semesters),
  };
}

describe('the running CGPA', () => {
  it('is, after each semester, the CGPA of the profile as it stood then, on every scale', () => {
    fc.assert(
      fc.property(
        anyScale.chain((scale) =>
          semestersOn(scale, 12).map((semesters) => ({ scale, semesters })),
        ),
        ({ scale, semesters }) => {
          const numbers = profileNumbers(scale, semesters);
          expect(numbers).toMatchObject(countedAfresh(scale, semesters));
          semesters.forEach((_, index) => {
            const then = profileNumbers(scale, semesters.slice(0, index + 1));
            expect(numbers.trend[index]).toBe(then.cgpa);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts a course where its latest attempt stands at each point', () => {
    // VTU: Maths failed in semester 1 (F, 0 points), cleared in semester 3 with B (6 points).
    const semesters: Semester[] = [
      {
        id: 's1',
        name: 'S1',
        subjects: [graded(VTU_2022, 'm1', 'F', 4), graded(VTU_2022, 'p', 'O', 4)],
      },
      { id: 's2', name: 'S2', subjects: [graded(VTU_2022, 'c', 'A', 4)] },
      { id: 's3', name: 'S3', subjects: [graded(VTU_2022, 'm2', 'B', 4, 'm1')] },
    ];
    // (0 + 40) / 8; (0 + 40 + 32) / 12; then Maths once, as B: (40 + 32 + 24) / 12.
    expect(profileNumbers(VTU_2022, semesters).trend).toEqual(['5.00', '6.00', '8.00']);
  });
});

/**
 * A profile of `count` semesters of 8 subjects, as a student keeps one: a failed subject in each,
 * taken again (and cleared) in the next, and every fifth semester entered as its SGPA.
 */
function longProfile(scale: GradeScale, count: number): Semester[] {
  const passing = scale.grades.filter((grade) => grade.countsInGpa && !grade.isFail);
  const failing = scale.grades.find((grade) => grade.isFail) ?? passing.at(-1)!;
  return Array.from({ length: count }, (_, index): Semester => {
    const name = `Semester ${index + 1}`;
    if (index % 5 === 4) {
      return { id: `s${index}`, name, subjects: [], entered: { sgpa: 7.25, credits: 20 } };
    }
    const retake =
      index % 5 === 0 ? [] : [graded(scale, `s${index}-r`, passing[0]!.code, 3, `s${index - 1}-f`)];
    return {
      id: `s${index}`,
      name,
      subjects: [
        graded(scale, `s${index}-f`, failing.code, 3),
        ...retake,
        ...Array.from({ length: 7 - retake.length }, (_, at) =>
          graded(
            scale,
            `s${index}-${at}`,
            passing[(index + at) % passing.length]!.code,
            1 + (at % 4),
          ),
        ),
      ],
    };
  });
}

/**
 * The rational operations profileNumbers takes for a profile of `count` semesters, once it has
 * seen them (the grades' and credits' values are parsed once, the first time: gpa.ts
 * `exactDecimal`).
 */
function operations(scale: GradeScale, count: number): number {
  const semesters = longProfile(scale, count);
  profileNumbers(scale, semesters);
  work.operations = 0;
  profileNumbers(scale, semesters);
  return work.operations;
}

describe("a profile's numbers", () => {
  // One scale of each aggregation: SPEC's, GTU's last 4, Mumbai's mean, CSVTU's weighted years.
  it.each([DEFAULT_SCALE, GTU, MUMBAI_CBCS, CSVTU_BE])(
    'take work in proportion to the subjects ($aggregation.kind): twice the semesters, at most twice the work',
    (scale) => {
      for (const count of [6, 10, 20]) {
        // Work a + b × n, a ≥ 0, doubles at most; a × n² more than doubles.
        expect(operations(scale, 2 * count)).toBeLessThanOrEqual(2 * operations(scale, count));
      }
    },
  );
});
