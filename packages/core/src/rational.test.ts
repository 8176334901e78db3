import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Rational } from './rational';
import {
  MAX_DECIMAL_EXPONENT,
  ONE,
  ZERO,
  add,
  compare,
  fromNumber,
  isInteger,
  isZero,
  mul,
  neg,
  parseDecimal,
  parseRational,
  rational,
  roundTo,
  sub,
  toFixedString,
  toPlainString,
  truncate,
} from './rational';

const boundedBigInt = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n });
const nonZeroBigInt = boundedBigInt.filter((n) => n !== 0n);
const anyRational = fc.tuple(boundedBigInt, nonZeroBigInt).map(([num, den]) => rational(num, den));

describe('rational', () => {
  it('reduces to lowest terms with a positive denominator', () => {
    expect(rational(6n, 4n)).toEqual({ num: 3n, den: 2n });
    expect(rational(3n, -6n)).toEqual({ num: -1n, den: 2n });
    expect(rational(-3n, -6n)).toEqual({ num: 1n, den: 2n });
    expect(rational(0n, -7n)).toEqual({ num: 0n, den: 1n });
    expect(rational(5n)).toEqual({ num: 5n, den: 1n });
  });

  it('rejects a zero denominator', () => {
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it('defines ZERO and ONE canonically', () => {
    expect(ZERO).toEqual({ num: 0n, den: 1n });
    expect(ONE).toEqual({ num: 1n, den: 1n });
  });

  it('gives the same value for every representation of a fraction', () => {
    fc.assert(
      fc.property(anyRational, nonZeroBigInt, (r, k) => {
        expect(rational(r.num * k, r.den * k)).toEqual(r);
      }),
    );
  });
});

describe('arithmetic', () => {
  it('adds, subtracts, multiplies and negates exactly', () => {
    const tenth = rational(1n, 10n);
    const fifth = rational(1n, 5n);
    expect(add(tenth, fifth)).toEqual(rational(3n, 10n));
    expect(sub(tenth, fifth)).toEqual(rational(-1n, 10n));
    expect(mul(tenth, fifth)).toEqual(rational(1n, 50n));
    expect(neg(tenth)).toEqual(rational(-1n, 10n));
    expect(neg(ZERO)).toEqual(ZERO);
  });

  it('obeys the field laws', () => {
    fc.assert(
      fc.property(anyRational, anyRational, anyRational, (a, b, c) => {
        expect(add(a, b)).toEqual(add(b, a));
        expect(mul(a, b)).toEqual(mul(b, a));
        expect(add(add(a, b), c)).toEqual(add(a, add(b, c)));
        expect(mul(a, add(b, c))).toEqual(add(mul(a, b), mul(a, c)));
        expect(sub(add(a, b), b)).toEqual(a);
        expect(add(a, neg(a))).toEqual(ZERO);
        expect(mul(a, ONE)).toEqual(a);
      }),
    );
  });

  it('tells zeros and integers apart', () => {
    expect(isZero(ZERO)).toBe(true);
    expect(isZero(rational(1n, 3n))).toBe(false);
    expect(isInteger(rational(4n, 2n))).toBe(true);
    expect(isInteger(rational(1n, 2n))).toBe(false);
    expect(isInteger(ZERO)).toBe(true);
  });

  it('truncates toward zero', () => {
    expect(truncate(rational(7n, 2n))).toBe(3n);
    expect(truncate(rational(-7n, 2n))).toBe(-3n);
    expect(truncate(rational(-1n, 2n))).toBe(0n);
    expect(truncate(rational(-4n))).toBe(-4n);
  });
});

describe('parseDecimal', () => {
  it.each<[string, Rational]>([
    ['0.1', rational(1n, 10n)],
    ['-2', rational(-2n)],
    ['+3', rational(3n)],
    ['.5', rational(1n, 2n)],
    ['5.', rational(5n)],
    ['1e3', rational(1000n)],
    ['2.5E-2', rational(1n, 40n)],
    ['-1.5e+1', rational(-15n)],
    ['  42  ', rational(42n)],
    ['-0', ZERO],
    ['007.50', rational(15n, 2n)],
    ['123456789012345678901234567890', rational(123456789012345678901234567890n)],
  ])('parses %j exactly', (text, expected) => {
    expect(parseDecimal(text)).toEqual(expected);
  });

  it.each([
    '',
    ' ',
    '-',
    '+',
    '.',
    '-.',
    'e5',
    '.e1',
    'abc',
    '1.2.3',
    '1e',
    '1e+',
    '--1',
    '1 2',
    '0x10',
    'Infinity',
    '-Infinity',
    'NaN',
  ])('rejects %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('rejects written exponents too large to materialise', () => {
    expect(parseDecimal(`1e${MAX_DECIMAL_EXPONENT}`)).toEqual(
      rational(10n ** BigInt(MAX_DECIMAL_EXPONENT)),
    );
    expect(parseDecimal(`1e${MAX_DECIMAL_EXPONENT + 1}`)).toBeNull();
    expect(parseDecimal('1e-999999999')).toBeNull();
  });

  it('reads back every integer exactly', () => {
    fc.assert(
      fc.property(fc.bigInt(), (n) => {
        expect(parseDecimal(n.toString())).toEqual(rational(n));
      }),
    );
  });

  it('agrees with JavaScript on the value of short decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 6 }),
        (units, places) => {
          const text = (units / 10 ** places).toFixed(places);
          const parsed = parseDecimal(text);
          expect(parsed).not.toBeNull();
          expect(parsed && Number(parsed.num) / Number(parsed.den)).toBeCloseTo(Number(text), 12);
        },
      ),
    );
  });
});

describe('parseRational', () => {
  it.each<[string, Rational]>([
    ['1/2', rational(1n, 2n)],
    ['-1/2', rational(-1n, 2n)],
    ['-3/4', rational(-3n, 4n)],
    ['6/4', rational(3n, 2n)],
    ['1/-2', rational(-1n, 2n)],
    ['-2/-4', rational(1n, 2n)],
    [' 3 / 4 ', rational(3n, 4n)],
    ['1.5/2', rational(3n, 4n)],
    ['0.1/0.3', rational(1n, 3n)],
    ['1e2/4', rational(25n)],
    ['0/5', ZERO],
    ['7', rational(7n)],
    ['-0.25', rational(-1n, 4n)],
  ])('parses %j exactly', (text, expected) => {
    expect(parseRational(text)).toEqual(expected);
  });

  it.each(['', ' ', '/', '1/', '/2', '-/2', '1//2', '1/2/3', '1/0', '1/0.0', '-1/-0', 'a/b', '½'])(
    'rejects %j',
    (text) => {
      expect(parseRational(text)).toBeNull();
    },
  );

  it('reads back every fraction it prints', () => {
    fc.assert(
      fc.property(anyRational, (value) => {
        expect(parseRational(toPlainString(value))).toEqual(value);
      }),
    );
  });
});

describe('fromNumber', () => {
  it('converts integral numbers exactly', () => {
    expect(fromNumber(-10)).toEqual(rational(-10n));
    expect(fromNumber(-0)).toEqual(ZERO);
    expect(fromNumber(1e20)).toEqual(rational(100000000000000000000n));
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws for %d',
    (n) => {
      expect(() => fromNumber(n)).toThrow(RangeError);
    },
  );
});

describe('toFixedString', () => {
  it.each<[Rational, number, string]>([
    [rational(1n, 3n), 4, '0.3333'],
    [rational(-2n, 3n), 4, '-0.6667'],
    [rational(-1n, 50n), 4, '-0.0200'],
    [rational(5n, 2n), 0, '3'],
    [rational(-5n, 2n), 0, '-3'],
    [rational(1n, 8n), 2, '0.13'],
    [rational(-1n, 8n), 2, '-0.13'],
    [rational(12n), 2, '12.00'],
    [ZERO, 3, '0.000'],
    [rational(-1n, 100000n), 4, '0.0000'],
    [rational(-4n, 10n), 0, '0'],
    [rational(10n ** 25n + 1n, 2n), 1, '5000000000000000000000000.5'],
  ])('formats %o to %d decimals as %s', (value, decimals, expected) => {
    expect(toFixedString(value, decimals)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN])('rejects %d decimals', (decimals) => {
    expect(() => toFixedString(ONE, decimals)).toThrow(RangeError);
  });

  it('is within half a unit of the last place, never a signed zero', () => {
    fc.assert(
      fc.property(anyRational, fc.integer({ min: 0, max: 8 }), (value, decimals) => {
        const text = toFixedString(value, decimals);
        const printed = parseDecimal(text);
        expect(printed).not.toBeNull();
        if (printed === null) return;
        // The error measured in half units of the last place must be at most 1.
        const error = mul(sub(printed, value), rational(2n * 10n ** BigInt(decimals)));
        expect(error.num <= error.den && -error.num <= error.den).toBe(true);
        expect(text).not.toMatch(/^-[0.]+$/);
        expect(text.split('.')[1]?.length ?? 0).toBe(decimals);
      }),
    );
  });
});

describe('toPlainString', () => {
  it('prints integers with every digit', () => {
    expect(toPlainString(rational(-24n))).toBe('-24');
    expect(toPlainString(rational(10n ** 20n))).toBe('100000000000000000000');
    expect(toPlainString(ZERO)).toBe('0');
  });

  it('prints other values as a reduced fraction', () => {
    expect(toPlainString(rational(4n, -6n))).toBe('-2/3');
  });
});

describe('compare', () => {
  it('orders rationals as their difference does', () => {
    expect(compare(rational(1n, 3n), rational(1n, 2n))).toBe(-1);
    expect(compare(rational(2n, 4n), rational(1n, 2n))).toBe(0);
    expect(compare(rational(-1n, 3n), rational(-1n, 2n))).toBe(1);
  });
});

describe('roundTo', () => {
  const d = (text: string) => parseDecimal(text)!;

  it('rounds half away from zero, truncates, or rounds up (toward +infinity)', () => {
    expect(roundTo(d('8.895'), 2, 'half-away-from-zero')).toEqual(d('8.9'));
    expect(roundTo(d('-8.895'), 2, 'half-away-from-zero')).toEqual(d('-8.9'));
    expect(roundTo(d('8.899'), 2, 'truncate')).toEqual(d('8.89'));
    expect(roundTo(d('-8.899'), 2, 'truncate')).toEqual(d('-8.89'));
    expect(roundTo(d('74.01'), 0, 'up')).toEqual(d('75'));
    expect(roundTo(d('-74.9'), 0, 'up')).toEqual(d('-74'));
    expect(roundTo(d('75'), 0, 'up')).toEqual(d('75'));
  });

  it('agrees with toFixedString when rounding half away from zero', () => {
    fc.assert(
      fc.property(anyRational, fc.integer({ min: 0, max: 4 }), (value, places) => {
        expect(toFixedString(roundTo(value, places, 'half-away-from-zero'), places)).toBe(
          toFixedString(value, places),
        );
      }),
    );
  });

  it('never moves a value by a whole step, and truncation never grows its size', () => {
    fc.assert(
      fc.property(anyRational, fc.integer({ min: 0, max: 4 }), (value, places) => {
        const step = rational(1n, 10n ** BigInt(places));
        const up = roundTo(value, places, 'up');
        const cut = roundTo(value, places, 'truncate');
        expect(compare(up, value)).toBeGreaterThanOrEqual(0);
        expect(compare(sub(up, value), step)).toBe(-1);
        expect(
          compare(value.num < 0n ? neg(cut) : cut, value.num < 0n ? neg(value) : value),
        ).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('refuses negative or fractional places', () => {
    expect(() => roundTo(ONE, -1, 'truncate')).toThrow(RangeError);
    expect(() => roundTo(ONE, 1.5, 'truncate')).toThrow(RangeError);
  });
});
