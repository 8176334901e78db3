import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Quantity, SdtValues, UnitOf } from './sdt';
import {
  QUANTITIES,
  UNITS,
  acceptNonNegativeInput,
  formatFieldValue,
  formatResultValue,
  fromBase,
  parseNonNegative,
  solveSdt,
  toBase,
} from './sdt';
import { sdtTexts } from './sdt-texts';

/** Relative closeness, with an absolute floor so values near zero compare sensibly. */
function expectClose(actual: number, expected: number, relativeTolerance = 1e-12): void {
  const tolerance = relativeTolerance * Math.max(Math.abs(expected), 1e-300);
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);
}

const allUnits = QUANTITIES.flatMap((quantity) =>
  UNITS[quantity].map(({ value }) => ({ quantity, unit: value as UnitOf<typeof quantity> })),
);

describe('UNITS', () => {
  it('lists the labels and symbols from SPEC in order', () => {
    expect(UNITS.speed.map((u) => [u.value, sdtTexts.en.unit(u.value), u.symbol])).toEqual([
      ['m/s', 'm/s', 'm/s'],
      ['km/h', 'km/h', 'km/h'],
      ['mph', 'mph', 'mph'],
    ]);
    expect(UNITS.distance.map((u) => [u.value, sdtTexts.en.unit(u.value), u.symbol])).toEqual([
      ['m', 'Meters', 'm'],
      ['km', 'Kilometers', 'km'],
      ['mi', 'Miles', 'mi'],
    ]);
    expect(UNITS.time.map((u) => [u.value, sdtTexts.en.unit(u.value), u.symbol])).toEqual([
      ['s', 'Seconds', 's'],
      ['min', 'Minutes', 'min'],
      ['h', 'Hours', 'h'],
    ]);
  });
});

describe('unit conversion', () => {
  it('uses the exact definitions', () => {
    expect(fromBase('speed', 1, 'km/h')).toBe(3.6);
    expect(toBase('speed', 36, 'km/h')).toBe(10);
    expect(toBase('speed', 3600, 'mph')).toBe(1609.344);
    expect(toBase('distance', 1, 'mi')).toBe(1609.344);
    expect(toBase('distance', 2.5, 'km')).toBe(2500);
    expect(toBase('time', 1.5, 'h')).toBe(5400);
    expect(fromBase('time', 90, 'min')).toBe(1.5);
    expectClose(fromBase('speed', 1, 'mph'), 2.2369362920544);
  });

  it("agrees with SPEC's rounded factors to their printed precision", () => {
    const specFactors: [Quantity, string, number, number][] = [
      ['speed', 'm/s', 1, 0],
      ['speed', 'km/h', 3.6, 1],
      ['speed', 'mph', 2.237, 3],
      ['distance', 'm', 1, 0],
      ['distance', 'km', 0.001, 3],
      ['distance', 'mi', 0.000621371, 9],
      ['time', 's', 1, 0],
      ['time', 'min', 1 / 60, 15],
      ['time', 'h', 1 / 3600, 15],
    ];
    for (const [quantity, unit, factor, decimals] of specFactors) {
      const exact = fromBase(quantity, 1, unit as UnitOf<typeof quantity>);
      expect(exact.toFixed(decimals)).toBe(factor.toFixed(decimals));
    }
  });

  it('does not drift when the base value is kept: 120 km -> mi -> km', () => {
    const base = toBase('distance', 120, 'km');
    const miles = fromBase('distance', base, 'mi');
    expect(formatFieldValue(miles)).toBe('74.565');
    expect(fromBase('distance', base, 'km')).toBe(120);
    expect(formatFieldValue(fromBase('distance', base, 'km'))).toBe('120.000');
    // Even re-reading the unrounded miles value comes back within floating-point noise.
    expectClose(fromBase('distance', toBase('distance', miles, 'mi'), 'km'), 120, 1e-9);
  });

  it('round-trips every unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...allUnits),
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        ({ quantity, unit }, value) => {
          expectClose(fromBase(quantity, toBase(quantity, value, unit), unit), value);
          expectClose(toBase(quantity, fromBase(quantity, value, unit), unit), value);
        },
      ),
    );
  });
});

describe('acceptNonNegativeInput', () => {
  it.each(['', '0', '12', '12.', '.5', '0.25', '.', '007', '1234567890.0987654321'])(
    'accepts %j',
    (text) => {
      expect(acceptNonNegativeInput(text)).toBe(true);
    },
  );

  it.each([
    '-',
    '-1',
    'e',
    '1e5',
    '1.2.3',
    ' 1',
    '1 ',
    'abc',
    '+1',
    '1,5',
    'Infinity',
    '9'.repeat(400),
  ])('rejects %j', (text) => {
    expect(acceptNonNegativeInput(text)).toBe(false);
  });
});

describe('parseNonNegative', () => {
  it('returns null while there is no number yet', () => {
    expect(parseNonNegative('')).toBeNull();
    expect(parseNonNegative('.')).toBeNull();
  });

  it('parses complete and partial decimals', () => {
    expect(parseNonNegative('0')).toBe(0);
    expect(parseNonNegative('12.')).toBe(12);
    expect(parseNonNegative('.5')).toBe(0.5);
    expect(parseNonNegative('0.25')).toBe(0.25);
  });

  it('returns null for text the field would not accept', () => {
    expect(parseNonNegative('-1')).toBeNull();
    expect(parseNonNegative('1e5')).toBeNull();
    expect(parseNonNegative('9'.repeat(400))).toBeNull();
  });

  it('accepts exactly the texts it can parse, plus the blank and partial ones', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.e+\- ]{0,8}$/), (text) => {
        const value = parseNonNegative(text);
        expect(acceptNonNegativeInput(text)).toBe(value !== null || text === '' || text === '.');
        if (value !== null) expect(value).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('solveSdt', () => {
  const empty: SdtValues = { speed: null, distance: null, time: null };

  it('computes the one empty field', () => {
    expect(solveSdt({ speed: null, distance: 100, time: 20 }, 'time')).toEqual({
      kind: 'computed',
      quantity: 'speed',
      value: 5,
    });
    expect(solveSdt({ speed: 5, distance: null, time: 20 }, null)).toEqual({
      kind: 'computed',
      quantity: 'distance',
      value: 100,
    });
    expect(solveSdt({ speed: 5, distance: 100, time: null }, 'speed')).toEqual({
      kind: 'computed',
      quantity: 'time',
      value: 20,
    });
  });

  it('lets the last edit decide when all three are filled', () => {
    const values: SdtValues = { speed: 10, distance: 50, time: 3 };
    expect(solveSdt(values, 'speed')).toEqual({ kind: 'computed', quantity: 'time', value: 5 });
    expect(solveSdt(values, 'distance')).toEqual({ kind: 'computed', quantity: 'time', value: 5 });
    expect(solveSdt(values, 'time')).toEqual({ kind: 'computed', quantity: 'distance', value: 30 });
    expect(solveSdt(values, null)).toEqual({ kind: 'none' });
  });

  it('does nothing with fewer than two fields filled', () => {
    expect(solveSdt(empty, null)).toEqual({ kind: 'none' });
    for (const quantity of QUANTITIES) {
      expect(solveSdt({ ...empty, [quantity]: 7 }, quantity)).toEqual({ kind: 'none' });
    }
  });

  it('refuses to divide by zero', () => {
    expect(solveSdt({ speed: 0, distance: 100, time: null }, 'distance')).toEqual({
      kind: 'error',
      quantity: 'time',
      problem: 'speedZero',
    });
    expect(solveSdt({ speed: 0, distance: 0, time: null }, null)).toEqual({
      kind: 'error',
      quantity: 'time',
      problem: 'speedZero',
    });
    expect(solveSdt({ speed: null, distance: 100, time: 0 }, 'time')).toEqual({
      kind: 'error',
      quantity: 'speed',
      problem: 'timeZero',
    });
    expect(solveSdt({ speed: null, distance: 0, time: 0 }, null)).toEqual({
      kind: 'error',
      quantity: 'speed',
      problem: 'timeZero',
    });
    expect(solveSdt({ speed: 0, distance: 100, time: 4 }, 'speed')).toEqual({
      kind: 'error',
      quantity: 'time',
      problem: 'speedZero',
    });
  });

  it('allows zero where it is harmless', () => {
    expect(solveSdt({ speed: 0, distance: null, time: 10 }, null)).toEqual({
      kind: 'computed',
      quantity: 'distance',
      value: 0,
    });
    expect(solveSdt({ speed: null, distance: 0, time: 10 }, null)).toEqual({
      kind: 'computed',
      quantity: 'speed',
      value: 0,
    });
  });

  it('reports an overflowing result instead of Infinity', () => {
    expect(solveSdt({ speed: 1e200, distance: null, time: 1e200 }, null)).toEqual({
      kind: 'error',
      quantity: 'distance',
      problem: 'tooLarge',
    });
    expect(solveSdt({ speed: 1e-200, distance: 1e200, time: null }, null)).toEqual({
      kind: 'error',
      quantity: 'time',
      problem: 'tooLarge',
    });
  });

  it("solves SPEC's example: 60 km/h over 120 km takes 2 h", () => {
    const outcome = solveSdt(
      { speed: toBase('speed', 60, 'km/h'), distance: toBase('distance', 120, 'km'), time: null },
      'distance',
    );
    expect(outcome.kind).toBe('computed');
    if (outcome.kind !== 'computed') return;
    expect(outcome.quantity).toBe('time');
    expect(formatFieldValue(fromBase('time', outcome.value, 'h'))).toBe('2.000');
    expect(formatResultValue(fromBase('time', outcome.value, 'min'))).toBe('120.00');
  });

  const magnitude = fc.double({ min: 0, max: 1e100, noNaN: true });
  // Kept clear of subnormals, where quotients lose relative precision.
  const positive = fc.double({ min: 1e-100, max: 1e100, noNaN: true });

  it('computes a distance equal to speed times time', () => {
    fc.assert(
      fc.property(magnitude, magnitude, (speed, time) => {
        expect(solveSdt({ speed, distance: null, time }, null)).toEqual({
          kind: 'computed',
          quantity: 'distance',
          value: speed * time,
        });
      }),
    );
  });

  it('computes a speed and a time consistent with the distance', () => {
    fc.assert(
      fc.property(positive, positive, (distance, divisor) => {
        const speed = solveSdt({ speed: null, distance, time: divisor }, 'time');
        const time = solveSdt({ speed: divisor, distance, time: null }, 'speed');
        expect(speed).toMatchObject({ kind: 'computed', quantity: 'speed' });
        expect(time).toMatchObject({ kind: 'computed', quantity: 'time' });
        if (speed.kind === 'computed') expectClose(speed.value * divisor, distance);
        if (time.kind === 'computed') expectClose(time.value * divisor, distance);
      }),
    );
  });

  it('only ever computes finite non-negative values', () => {
    const field = fc.option(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }));
    const lastEdited = fc.option(fc.constantFrom(...QUANTITIES));
    fc.assert(
      fc.property(field, field, field, lastEdited, (speed, distance, time, edited) => {
        const outcome = solveSdt({ speed, distance, time }, edited);
        if (outcome.kind === 'computed') {
          expect(Number.isFinite(outcome.value)).toBe(true);
          expect(outcome.value).toBeGreaterThanOrEqual(0);
        }
        const filled = [speed, distance, time].filter((value) => value !== null).length;
        const expectNone = filled < 2 || (filled === 3 && edited === null);
        expect(outcome.kind === 'none').toBe(expectNone);
      }),
    );
  });
});

describe('formatting', () => {
  it('shows 3 decimals in fields and 2 in result cards', () => {
    expect(formatFieldValue(74.5646)).toBe('74.565');
    expect(formatResultValue(74.5646)).toBe('74.56');
    expect(formatFieldValue(-0.0001)).toBe('0.000');
    expect(formatResultValue(Number.NaN)).toBe('');
  });
});
