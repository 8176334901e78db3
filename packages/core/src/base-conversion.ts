/**
 * Number base conversion, exact up to CONVERTER_MAX_LENGTH characters: the input is read into a
 * BigInt rational and the target digits are produced from it, so neither large integers nor
 * fractions pick up floating-point error.
 */
import { converterTexts } from './base-conversion-texts';
import type { Language } from './i18n/texts';
import { ENGLISH, textsIn } from './i18n/texts';
import { countText } from './i18n/numbers';
import { CONVERTER_MAX_LENGTH, converterTooLong } from './input-limits';
import type { Rational } from './rational';
import { rational } from './rational';

export type NumberBase = 'decimal' | 'binary' | 'octal' | 'hexadecimal';

/** The bases, in the order the selects list them; their names are in base-conversion-texts.ts. */
export const NUMBER_BASES: readonly { value: NumberBase; radix: number }[] = [
  { value: 'decimal', radix: 10 },
  { value: 'binary', radix: 2 },
  { value: 'octal', radix: 8 },
  { value: 'hexadecimal', radix: 16 },
];

/** The bases a converter starts with, and takes for an unknown base name (an attribute, a link). */
export const DEFAULT_FROM_BASE: NumberBase = 'decimal';
export const DEFAULT_TO_BASE: NumberBase = 'binary';

/** `value` if it names a base, else `fallback`. */
export function numberBaseOr(value: unknown, fallback: NumberBase): NumberBase {
  return NUMBER_BASES.find((base) => base.value === value)?.value ?? fallback;
}

/** Non-terminating fractions (0.1 decimal in binary) are cut to this many target digits. */
export const FRACTION_DIGIT_LIMIT = 32;

/** Why a number was not converted (its message is in base-conversion-texts.ts, SPEC §5). */
export type ConversionProblem = 'empty' | 'tooLong' | 'invalid';

export type ConversionResult =
  { ok: true; value: string; truncated: boolean } | { ok: false; problem: ConversionProblem };

/** The converter's message for a number longer than it takes, in the language, or null. */
export function converterLengthMessage(
  input: string,
  base: NumberBase,
  language: Language = ENGLISH,
): string | null {
  if (!converterTooLong(input)) return null;
  return textsIn(language.bundle, converterTexts).tooLong(
    base,
    countText(CONVERTER_MAX_LENGTH, language),
    countText(input.trim().length, language),
  );
}

/** What the converter says of a problem with `input` in base `from`, in the language. */
export function conversionMessage(
  problem: ConversionProblem,
  input: string,
  from: NumberBase,
  language: Language = ENGLISH,
): string {
  const texts = textsIn(language.bundle, converterTexts);
  switch (problem) {
    case 'empty':
      return texts.empty;
    case 'invalid':
      return texts.invalid(from);
    case 'tooLong':
      return converterLengthMessage(input, from, language)!;
  }
}

export function radixOf(base: NumberBase): number {
  const definition = NUMBER_BASES.find(({ value }) => value === base);
  if (definition === undefined) throw new RangeError(`Unknown number base: ${String(base)}`);
  return definition.radix;
}

/** A regex character class body for the digits of a radix, letters in either case. */
function digitClass(radix: number): string {
  if (radix <= 10) return `0-${radix - 1}`;
  const lastLetter = (radix - 1).toString(radix);
  return `0-9a-${lastLetter}A-${lastLetter.toUpperCase()}`;
}

/**
 * Keeps only the characters a number in `base` can contain: its digits, '-' and '.'. Where they
 * stand is left to {@link convertNumber}, so that '1-2' is reported as invalid, not repaired.
 */
export function filterBaseInput(text: string, base: NumberBase): string {
  return text.replace(new RegExp(`[^${digitClass(radixOf(base))}.-]`, 'g'), '');
}

function digitsValue(digits: string, radix: number): bigint {
  const bigRadix = BigInt(radix);
  let value = 0n;
  for (const digit of digits) value = value * bigRadix + BigInt(Number.parseInt(digit, radix));
  return value;
}

/** Reads '-', digits, '.' and digits (at least one digit in all) exactly; null if malformed. */
export function parseInRadix(text: string, radix: number): Rational | null {
  const digits = `[${digitClass(radix)}]*`;
  const match = new RegExp(`^(-?)(${digits})(?:\\.(${digits}))?$`).exec(text);
  if (match === null) return null;
  const [, sign = '', integerDigits = '', fractionDigits = ''] = match;
  if (integerDigits === '' && fractionDigits === '') return null;
  const scale = BigInt(radix) ** BigInt(fractionDigits.length);
  const magnitude = digitsValue(integerDigits, radix) * scale + digitsValue(fractionDigits, radix);
  return rational(sign === '-' ? -magnitude : magnitude, scale);
}

/**
 * Writes a value in a radix: upper-case digits, no leading zeros, no trailing fraction zeros and
 * no sign on zero. The fraction stops when it terminates or after FRACTION_DIGIT_LIMIT digits.
 */
function formatInRadix(value: Rational, radix: number): { text: string; truncated: boolean } {
  const numerator = value.num < 0n ? -value.num : value.num;
  const integerDigits = (numerator / value.den).toString(radix);
  const bigRadix = BigInt(radix);
  // Long division of the fractional part, one target digit per step.
  let remainder = numerator % value.den;
  let fractionDigits = '';
  while (remainder !== 0n && fractionDigits.length < FRACTION_DIGIT_LIMIT) {
    remainder *= bigRadix;
    fractionDigits += (remainder / value.den).toString(radix);
    remainder %= value.den;
  }
  // A cut-off fraction may end in zeros, which carry no information.
  const fraction = fractionDigits.replace(/0+$/, '');
  const unsigned = (fraction === '' ? integerDigits : `${integerDigits}.${fraction}`).toUpperCase();
  // A tiny negative fraction cut to nothing prints as '0', not '-0'.
  const sign = value.num < 0n && unsigned !== '0' ? '-' : '';
  return { text: sign + unsigned, truncated: remainder !== 0n };
}

/** Converts the text of a number in one base to another, or says why not. */
export function convertNumber(input: string, from: NumberBase, to: NumberBase): ConversionResult {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (converterTooLong(text)) return { ok: false, problem: 'tooLong' };
  const value = parseInRadix(text, radixOf(from));
  if (value === null) return { ok: false, problem: 'invalid' };
  const { text: converted, truncated } = formatInRadix(value, radixOf(to));
  return { ok: true, value: converted, truncated };
}
