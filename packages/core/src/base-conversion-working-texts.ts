/**
 * The words of the number converter's working, in English; a module of their own so that a
 * language's texts carry them without the working's code. A base is passed as its key, which in
 * English is its name in lower case.
 */
import type { NumberBase } from './base-conversion';
import { converterTexts } from './base-conversion-texts';
import { textModule } from './i18n/texts';

const name = converterTexts.en.base;
const cut = (limit: string) =>
  `the converter stops after ${limit} digits, so the result shown is cut there`;

export const converterWorkingTexts = textModule('converter-working', {
  placeCaption: (radix: string) => `Each digit × ${radix} to the power of its place`,
  digit: 'Digit',
  placeValue: 'Place value',
  digitTimesPlace: 'Digit × place value',
  /** A sum too long to write out term by term. */
  manyProducts: (count: string) => `the ${count} products above`,
  sum: (sum: string) => `Sum: ${sum}`,
  integerZero: 'Integer part: 0, written 0',
  divisionCaption: (radix: string) => `Integer part: divide by ${radix} until the quotient is 0`,
  division: 'Division',
  quotient: 'Quotient',
  remainder: 'Remainder',
  remaindersRead: (digits: string) => `Remainders read from bottom to top: ${digits}`,
  needsMoreDigits: (limit: string, base: NumberBase) =>
    `Note: this fraction needs more than ${limit} digits in ${base}; ${cut(limit)}`,
  doesNotTerminate: (limit: string, base: NumberBase) =>
    `Note: this fraction does not terminate in ${base} (what is left never reaches 0); ${cut(limit)}`,
  zerosDropped: 'The zeros at the end of the cut fraction are dropped',
  multiplicationCaption: (radix: string) =>
    `Fraction part: multiply by ${radix} and carry the integer part as the next digit`,
  multiplication: 'Multiplication',
  product: 'Product',
  digitCarried: 'Digit carried',
  fractionLeft: 'Fraction left',
  carriedRead: (digits: string) => `Carried digits read from top to bottom: ${digits}`,
  signAside: (digits: string) =>
    `The sign is kept aside: convert ${digits} and write '-' in front of the result`,
  sameBase: (from: NumberBase, to: NumberBase) =>
    `${name(from)} to ${name(to)}: the same base, so the digits stay; leading zeros and zeros at the end of the fraction are dropped`,
  toDecimal: (from: NumberBase) => `Step 1: ${name(from)} to decimal`,
  fromDecimal: (to: NumberBase) => `Step 2: Decimal to ${to}`,
  noSign: 'Cut to 0, the result has no sign',
  resultLabel: (input: string, from: NumberBase, to: NumberBase) =>
    `${input} (${name(from)}) in ${name(to)}`,
});
