/**
 * Numbers as Indian marksheets print them: Latin digits unless the student asks for her script's
 * own, and thousands grouped the Indian way (1,00,000), the last three digits then pairs.
 */
import type { Locale } from './locales';

/** Latin digits (0-9, what a student copies onto a form), or the language's own script's. */
export type DigitSystem = 'latin' | 'native';

/** The code point of each language's digit zero; its nine follow it. English has only Latin ones. */
const NATIVE_ZERO: Readonly<Record<Exclude<Locale, 'en'>, number>> = {
  hi: 0x0966, // Devanagari
  mr: 0x0966, // Devanagari
  ta: 0x0be6, // Tamil
  te: 0x0c66, // Telugu
  kn: 0x0ce6, // Kannada
  bn: 0x09e6, // Bengali
};

/** `text` with its Latin digits in the language's script when `digits` is 'native'. */
export function localDigits(text: string, locale: Locale, digits: DigitSystem): string {
  if (digits === 'latin' || locale === 'en') return text;
  const zero = NATIVE_ZERO[locale];
  return text.replace(/[0-9]/g, (digit) => String.fromCodePoint(zero + Number(digit)));
}

/**
 * A number written in Latin digits ('-1234567.5'), its whole part grouped the Indian way
 * ('-12,34,567.5'); any other text is given back as it is.
 */
export function groupIndian(text: string): string {
  const parts = /^([-+]?)(\d+)(\.\d*)?$/.exec(text);
  if (!parts) return text;
  const [, sign, whole, decimals = ''] = parts;
  if (whole!.length <= 3) return text;
  const last = whole!.slice(-3);
  const pairs = whole!.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${last}${decimals}`;
}

/** How a language shows numbers: its digits, chosen by the student or the embedding page. */
export interface NumberStyle {
  locale: Locale;
  digits: DigitSystem;
}

/** A count as a sentence says it: Indian grouping, in the style's digits. */
export function countText(count: number, style: NumberStyle): string {
  return localDigits(groupIndian(String(count)), style.locale, style.digits);
}
