import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Quantity } from './sdt';
import { QUANTITIES, UNITS, definitionOf, formatResultValue } from './sdt';
import type { SdtForm, SdtUnits } from './sdt-form';
import {
  blankSdtForm,
  changeSdtUnit,
  createSdtForm,
  editSdtField,
  runSdtCalculation,
  sdtResults,
  sdtSolvedQuantity,
} from './sdt-form';
import { sdtWorking } from './sdt-working';
import { rational } from './rational';
import { workingText } from './working';
import { readWorking } from './working-arithmetic';

const form = (
  values: Partial<Record<Quantity, number>>,
  units: SdtUnits = { speed: 'km/h', distance: 'km', time: 'h' },
) =>
  createSdtForm({
    values: {
      speed: values.speed ?? null,
      distance: values.distance ?? null,
      time: values.time ?? null,
    },
    units,
  });

/** The result card's text, as the widget writes it. */
function card(current: SdtForm, quantity: Quantity): string {
  const symbol = UNITS[quantity].find(({ value }) => value === current.units[quantity])!.symbol;
  return `${formatResultValue(sdtResults(current)[quantity]!)} ${symbol}`;
}

/** Every unit's symbol and its size in m, s or m/s, for reading the working's arithmetic. */
const units = Object.fromEntries(
  QUANTITIES.flatMap((quantity) =>
    UNITS[quantity].map(({ value, symbol }) => {
      const { base, units: count } = definitionOf(quantity, value);
      return [symbol, rational(BigInt(base), BigInt(count))];
    }),
  ),
);

describe('sdtWorking', () => {
  it('needs no conversion where the units fit together', () => {
    expect(workingText(sdtWorking(form({ speed: 60, distance: 120 }))!)).toBe(
      [
        '1. Formula: Time = Distance ÷ Speed',
        '2. Given: Distance = 120 km, Speed = 60 km/h',
        '3. The units fit together (km, km/h and h): no conversion needed',
        '4. Time = 120 km ÷ 60 km/h = 2 h',
        'Time = 2.00 h',
      ].join('\n'),
    );
  });

  it('converts with exact factors in the units that need the fewest conversions', () => {
    const working = sdtWorking(
      form({ speed: 20, distance: 5 }, { speed: 'm/s', distance: 'mi', time: 'min' }),
    )!;
    expect(workingText(working)).toBe(
      [
        '1. Formula: Time = Distance ÷ Speed',
        '2. Given: Distance = 5 mi, Speed = 20 m/s',
        '3. Convert to m, m/s and s, which fit together',
        '   Quantity | Exact factor | Conversion',
        '   Distance | 1 mi = 1609.344 m | 5 mi = 5 × 1609.344 m = 8046.72 m',
        '4. Time = 8046.72 m ÷ 20 m/s = 402.336 s',
        '5. Convert: 1 min = 60 s, so 402.336 s = 402.336 ÷ 60 min = 6.7056 min',
        '6. Rounded to 2 decimals: 6.71 min',
        'Time ≈ 6.71 min',
      ].join('\n'),
    );
  });

  it('divides by a factor that ends where multiplying by it would not, and marks rounded values', () => {
    const working = sdtWorking(
      form({ speed: 60, time: 7 }, { speed: 'km/h', distance: 'mi', time: 's' }),
    )!;
    expect(working.steps[2]).toMatchObject({
      rows: [['Speed', '1 m/s = 3.6 km/h', '60 km/h = 60 ÷ 3.6 m/s = 50/3 m/s ≈ 16.666667 m/s']],
    });
    expect(workingText(working)).toContain(
      [
        '4. Distance = (50/3) m/s × 7 s = 350/3 m ≈ 116.666667 m',
        '5. Convert: 1 mi = 1609.344 m, so 350/3 m = (350/3) ÷ 1609.344 mi ≈ 0.0724933 mi',
        '6. Rounded to 2 decimals: 0.07 mi',
        'Distance ≈ 0.07 mi',
      ].join('\n'),
    );
    expect(working.result).toEqual({ label: 'Distance', value: '0.07 mi', approximate: true });
  });

  it('divides by the exact time, never by a rounded one, and says where it rounds', () => {
    const working = sdtWorking(
      form({ distance: 10, time: 25 }, { speed: 'km/h', distance: 'mi', time: 'min' }),
    )!;
    expect(workingText(working)).toBe(
      [
        '1. Formula: Speed = Distance ÷ Time',
        '2. Given: Distance = 10 mi, Time = 25 min',
        '3. Convert to km, km/h and h, which fit together',
        '   Quantity | Exact factor | Conversion',
        '   Distance | 1 mi = 1.609344 km | 10 mi = 10 × 1.609344 km = 16.09344 km',
        '   Time | 1 h = 60 min | 25 min = 25 ÷ 60 h = 5/12 h ≈ 0.416667 h',
        '4. Speed = 16.09344 km ÷ (5/12) h = 38.624256 km/h',
        '5. Rounded to 2 decimals: 38.62 km/h',
        'Speed ≈ 38.62 km/h',
      ].join('\n'),
    );
    expect(readWorking(working, { units })).toMatchObject({ claims: 8, problems: [] });
  });

  it('explains the field the last calculation filled in, in its unit now, until the next edit', () => {
    const calculated = runSdtCalculation(form({ speed: 60, distance: 120 })).form;
    expect(sdtSolvedQuantity(calculated)).toBe('time');
    const inMinutes = changeSdtUnit(calculated, 'time', 'min');
    expect(sdtWorking(inMinutes)!.result).toEqual({
      label: 'Time',
      value: '120.00 min',
      approximate: false,
    });
    expect(workingText(sdtWorking(inMinutes)!)).toContain(
      'Convert: 1 h = 60 min, so 2 h = 2 × 60 min = 120 min',
    );
    // An edit of speed makes time the target again: the working follows the live result.
    expect(sdtWorking(editSdtField(inMinutes, 'speed', '30'))!.result.value).toBe('240.00 min');
    // Three values given, none calculated: nothing to explain.
    expect(sdtWorking(form({ speed: 1, distance: 2, time: 3 }))).toBeNull();
  });

  it('gives no working without a result', () => {
    expect(sdtWorking(blankSdtForm({ speed: 'm/s', distance: 'm', time: 's' }))).toBeNull();
    expect(sdtWorking(form({ speed: 60 }))).toBeNull();
    expect(sdtWorking(form({ speed: 0, distance: 5 }))).toBeNull();
  });
});

describe('sdtWorking for any input', () => {
  const unitsArb = fc.record({
    speed: fc.constantFrom(...UNITS.speed.map(({ value }) => value)),
    distance: fc.constantFrom(...UNITS.distance.map(({ value }) => value)),
    time: fc.constantFrom(...UNITS.time.map(({ value }) => value)),
  });
  const valueArb = fc.oneof(
    fc.integer({ min: 0, max: 100_000 }),
    fc.double({ min: 0, max: 1e7, noNaN: true }).map((value) => Number(value.toFixed(3))),
  );
  const formArb = fc
    .tuple(fc.constantFrom(...QUANTITIES), valueArb, valueArb, unitsArb, fc.boolean())
    .map(([missing, first, second, units, calculated]) => {
      const [a, b] = QUANTITIES.filter((quantity) => quantity !== missing) as [Quantity, Quantity];
      const start = form({ [a]: first, [b]: second }, units);
      return calculated ? runSdtCalculation(start).form : start;
    });

  it('ends with the result card of the solved quantity, exactly', () => {
    fc.assert(
      fc.property(formArb, (current) => {
        const solved = sdtSolvedQuantity(current);
        const working = sdtWorking(current);
        if (solved === null || sdtResults(current)[solved] === null) {
          expect(working).toBeNull();
          return;
        }
        expect(working!.result.value).toBe(card(current, solved));
      }),
      { numRuns: 300 },
    );
  });

  it('works out a value that rounds to the one shown', () => {
    fc.assert(
      fc.property(formArb, (current) => {
        const working = sdtWorking(current);
        if (working === null) return;
        const worked = workingText(working)
          .split('\n')
          .filter((line) => !line.includes('Rounded'))
          .at(-2)!;
        const [, number = ''] = /[=≈] ([\d.]+) \S+$/.exec(worked) ?? [];
        const exact = Number(number);
        const shown = Number(working.result.value.split(' ')[0]);
        expect(Math.abs(exact - shown)).toBeLessThanOrEqual(0.005 + 1e-6 * exact);
      }),
      { numRuns: 300 },
    );
  });

  it('is true as written: each "=" exact, each "≈" its value rounded to the digits shown', () => {
    fc.assert(
      fc.property(formArb, (current) => {
        const working = sdtWorking(current);
        if (working === null) return;
        const reading = readWorking(working, { units });
        expect(reading.problems).toEqual([]);
        expect(reading.claims).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
