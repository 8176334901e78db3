import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rational } from '../rational';
import type { AttendanceRounding } from './standing';
import {
  ceiling,
  classesToAttend,
  classesToMiss,
  floor,
  remainingToMiss,
  threshold,
} from './standing';

/** A requirement in hundredths of a percent (7500 is 75 %), from 0.01 % to 100 %. */
const hundredths = fc.oneof(
  fc.constantFrom(7500, 8000, 8500, 6000, 10000, 6667, 7550),
  fc.integer({ min: 1, max: 10000 }),
);
const rounding = fc.constantFrom<AttendanceRounding>('exact', 'whole');
/** Counts as a semester has them: attended up to held. */
const counts = fc
  .integer({ min: 0, max: 400 })
  .chain((held) => fc.tuple(fc.constant(held), fc.integer({ min: 0, max: held })));

/**
 * The oracle, in integers only and apart from the rationals: whether `counted` of `held` meets a
 * requirement of `required` hundredths, the college comparing the exact percentage or the
 * percentage rounded half up to a whole number.
 */
function oracleMeets(counted: number, held: number, required: number, how: AttendanceRounding) {
  if (held === 0) return false;
  if (how === 'exact') return 10_000 * counted >= required * held;
  const wholePercent = Math.floor((200 * counted + held) / (2 * held));
  return wholePercent * 100 >= required;
}

const barOf = (required: number, how: AttendanceRounding) =>
  threshold(rational(BigInt(required), 100n), how);

describe('ceiling and floor', () => {
  it('round a fraction up and down, and leave a whole number', () => {
    expect([ceiling(rational(7n, 2n)), floor(rational(7n, 2n))]).toEqual([4n, 3n]);
    expect([ceiling(rational(-7n, 2n)), floor(rational(-7n, 2n))]).toEqual([-3n, -4n]);
    expect([ceiling(rational(8n)), floor(rational(8n))]).toEqual([8n, 8n]);
  });
});

describe('threshold', () => {
  it('is the requirement itself, or the least percentage that rounds to it', () => {
    expect(threshold(rational(75n), 'exact')).toEqual(rational(75n));
    expect(threshold(rational(75n), 'whole')).toEqual(rational(149n, 2n));
    // 75 % does not reach 75.2 %; 76 % does, and 75.5 % rounds to it.
    expect(threshold(rational(752n, 10n), 'whole')).toEqual(rational(151n, 2n));
  });
});

describe('the answers at the boundary', () => {
  const bar = barOf(7500, 'exact');
  it('takes 75 % as enough and 74.99 % as short', () => {
    expect(classesToMiss({ counted: 30, held: 40, bar })).toBe(0);
    expect(classesToMiss({ counted: 7499, held: 9999, bar })).toBe(null);
    expect(classesToAttend({ counted: 7499, held: 9999, bar })).toBe(1);
  });

  it('counts the classes in a row to attend or to miss', () => {
    expect(classesToAttend({ counted: 28, held: 40, bar })).toBe(8);
    expect(classesToMiss({ counted: 36, held: 40, bar })).toBe(8);
    expect(classesToMiss({ counted: 0, held: 0, bar })).toBe(null);
  });

  it('never reaches 100 % once a class is missed', () => {
    const all = barOf(10000, 'exact');
    expect(classesToAttend({ counted: 39, held: 40, bar: all })).toBe(null);
    expect(classesToAttend({ counted: 40, held: 40, bar: all })).toBe(0);
    expect(classesToMiss({ counted: 40, held: 40, bar: all })).toBe(0);
    expect(classesToAttend({ counted: 0, held: 0, bar: all })).toBe(1);
  });

  it('with whole-percent rounding, takes 74.5 % as 75 %', () => {
    const rounded = barOf(7500, 'whole');
    expect(classesToMiss({ counted: 149, held: 200, bar: rounded })).toBe(0);
    // 151 of 203 is 74.38 %, 74 when rounded; 152 of 204 is 74.51 %, 75.
    expect(classesToAttend({ counted: 148, held: 200, bar: rounded })).toBe(4);
  });
});

describe('each answer is the least or greatest whole number that satisfies the requirement', () => {
  it('classes to miss: the longest run of misses after which she still meets it', () => {
    fc.assert(
      fc.property(counts, hundredths, rounding, ([held, counted], required, how) => {
        const answer = classesToMiss({ counted, held, bar: barOf(required, how) });
        let misses = oracleMeets(counted, held, required, how) ? 0 : null;
        while (misses !== null && oracleMeets(counted, held + misses + 1, required, how)) misses++;
        expect(answer).toBe(misses);
      }),
    );
  });

  it('classes to attend: the shortest run of classes after which she meets it', () => {
    fc.assert(
      fc.property(counts, hundredths, rounding, ([held, counted], required, how) => {
        const answer = classesToAttend({ counted, held, bar: barOf(required, how) });
        // Counted out one by one as far as a semester goes; past that, the run is checked at its
        // end (attending more only ever raises the percentage, so the least run is where it turns).
        const meetsAfter = (run: number) => oracleMeets(counted + run, held + run, required, how);
        let attend = 0;
        while (attend <= 5000 && !meetsAfter(attend)) attend++;
        if (attend <= 5000) expect(answer).toBe(attend);
        else if (answer === null) expect(meetsAfter(1e9)).toBe(false);
        else
          expect([answer > 5000, meetsAfter(answer), meetsAfter(answer - 1)]).toEqual([
            true,
            true,
            false,
          ]);
      }),
      { numRuns: 300 },
    );
  });

  it('classes to come: the most of them she may miss and still end at or above it', () => {
    fc.assert(
      fc.property(
        counts,
        fc.integer({ min: 0, max: 300 }),
        hundredths,
        rounding,
        ([held, counted], remaining, required, how) => {
          const answer = remainingToMiss({ counted, held, bar: barOf(required, how) }, remaining);
          const allowed = Array.from({ length: remaining + 1 }, (_, missed) => missed).filter(
            (missed) => oracleMeets(counted + remaining - missed, held + remaining, required, how),
          );
          expect(answer).toBe(allowed.length === 0 ? null : Math.max(...allowed));
        },
      ),
    );
  });
});
