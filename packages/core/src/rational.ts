/**
 * Exact rational numbers on BigInt, so that decimal input such as 0.1 is computed
 * without binary floating-point error and integers of any size stay exact.
 */
export interface Rational {
  /** Carries the sign. */
  readonly num: bigint;
  /** Always positive; shares no factor with `num`. */
  readonly den: bigint;
}

/**
 * Written exponents beyond this are rejected by {@link parseDecimal}: 10^exponent is materialised
 * as a BigInt, and an input like '1e999999999' would exhaust memory. No calculator input needs more.
 */
export const MAX_DECIMAL_EXPONENT = 10_000;

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Builds `num / den` in canonical form (positive denominator, lowest terms). */
export function rational(num: bigint, den = 1n): Rational {
  if (den === 0n) throw new RangeError('Rational denominator must not be zero');
  const sign = den < 0n ? -1n : 1n;
  // gcd(0, den) is |den|, which turns every zero into 0/1.
  const divisor = gcd(num, den) * sign;
  return { num: num / divisor, den: den / divisor };
}

export const ZERO: Rational = rational(0n);
export const ONE: Rational = rational(1n);

export function add(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Rational, b: Rational): Rational {
  return add(a, neg(b));
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

/** `a / b`; a zero `b` throws a RangeError. */
export function div(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den, a.den * b.num);
}

export function neg(a: Rational): Rational {
  return { num: -a.num, den: a.den };
}

export function isZero(a: Rational): boolean {
  return a.num === 0n;
}

export function isInteger(a: Rational): boolean {
  return a.den === 1n;
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compare(a: Rational, b: Rational): number {
  const difference = sub(a, b).num;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/**
 * How a university rounds a GPA or a percentage: 'up' is toward +infinity (Mumbai's Faculty of
 * Technology rounds a percentage up to the next integer); 'truncate' drops the extra digits.
 */
export type RoundingMode = 'half-away-from-zero' | 'truncate' | 'up';

/** `a` rounded to `places` decimals; half away from zero agrees with {@link toFixedString}. */
export function roundTo(a: Rational, places: number, mode: RoundingMode): Rational {
  if (!Number.isInteger(places) || places < 0) {
    throw new RangeError(`Places must be a non-negative integer: ${places}`);
  }
  const scale = 10n ** BigInt(places);
  const scaled = a.num * scale;
  // BigInt division truncates toward zero and the remainder takes the dividend's sign.
  const quotient = scaled / a.den;
  const remainder = scaled % a.den;
  const step = remainder < 0n ? -1n : 1n;
  const away =
    remainder !== 0n &&
    (mode === 'up'
      ? remainder > 0n
      : mode === 'half-away-from-zero' && 2n * abs(remainder) >= a.den);
  return rational(away ? quotient + step : quotient, scale);
}

/** The integer part, rounding toward zero (BigInt division already truncates). */
export function truncate(a: Rational): bigint {
  return a.num / a.den;
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Parses decimal notation exactly: an optional sign, digits with an optional point (either side
 * may be empty, not both) and an optional exponent. Surrounding whitespace is ignored.
 * Returns null for anything else, including 'Infinity' and 'NaN'.
 */
export function parseDecimal(text: string): Rational | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (match === null) return null;
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText = '0'] = match;
  const digits = integerDigits + fractionDigits;
  const explicitExponent = Number(exponentText);
  if (digits === '' || Math.abs(explicitExponent) > MAX_DECIMAL_EXPONENT) return null;
  const exponent = explicitExponent - fractionDigits.length;
  const magnitude = BigInt(digits);
  const scale = 10n ** BigInt(Math.abs(exponent));
  const signed = sign === '-' ? -magnitude : magnitude;
  return exponent >= 0 ? rational(signed * scale) : rational(signed, scale);
}

/**
 * Parses a decimal ({@link parseDecimal}) or a fraction of two decimals, `a/b` ('1/2', '-3/4',
 * '1.5/2', spaces allowed around each part). Returns null for anything else, a zero denominator
 * included.
 */
export function parseRational(text: string): Rational | null {
  const parts = text.split('/');
  if (parts.length === 1) return parseDecimal(text);
  if (parts.length !== 2) return null;
  const numerator = parseDecimal(parts[0]!);
  const denominator = parseDecimal(parts[1]!);
  if (numerator === null || denominator === null || isZero(denominator)) return null;
  return div(numerator, denominator);
}

/** The exact value of an integral number (every finite integer double is an exact integer). */
export function fromNumber(n: number): Rational {
  if (!Number.isInteger(n)) throw new RangeError(`Not a finite integer: ${n}`);
  return rational(BigInt(n));
}

/** Fixed-point notation, rounding half away from zero; a result of zero is never signed. */
export function toFixedString(a: Rational, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`Decimals must be a non-negative integer: ${decimals}`);
  }
  const scaled = abs(a.num) * 10n ** BigInt(decimals);
  const quotient = scaled / a.den;
  const rounded = 2n * (scaled % a.den) >= a.den ? quotient + 1n : quotient;
  const digits = rounded.toString().padStart(decimals + 1, '0');
  const integerPart = digits.slice(0, digits.length - decimals);
  const fixed = decimals === 0 ? integerPart : `${integerPart}.${digits.slice(-decimals)}`;
  return a.num < 0n && rounded !== 0n ? `-${fixed}` : fixed;
}

/** Exact digits for an integer ('-24'); other values as a reduced fraction ('-2/3'). */
export function toPlainString(a: Rational): string {
  return isInteger(a) ? a.num.toString() : `${a.num}/${a.den}`;
}
