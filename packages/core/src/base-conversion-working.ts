/**
 * The working of a base conversion: repeated division for the integer part and
 * repeated multiplication for the fraction part when converting from decimal, the positional
 * expansion when converting to decimal, and both halves via decimal for the other pairs. It
 * follows convertNumber exactly: the sign kept aside, the fraction cut at FRACTION_DIGIT_LIMIT
 * digits and the zeros at the end of a cut fraction dropped.
 */
import type { NumberBase } from './base-conversion';
import { FRACTION_DIGIT_LIMIT, convertNumber, parseInRadix, radixOf } from './base-conversion';
import { converterWorkingTexts } from './base-conversion-working-texts';
import type { Language } from './i18n/texts';
import { ENGLISH, textsIn } from './i18n/texts';
import type { Rational } from './rational';
import { isZero, mul, rational, sub, toPlainString, truncate } from './rational';
import type { Working, WorkingStep } from './working';
import { ROWS_SHOWN_FIRST, ROWS_SHOWN_LAST, toExactDecimalString } from './working';

type WorkingTexts = (typeof converterWorkingTexts)['en'];

/** In decimal, exactly: every value here has a terminating decimal (a power of 2 or 10 below). */
const decimal = (value: Rational) => toExactDecimalString(value) ?? toPlainString(value);

/** A digit with its value where it is a letter: 'F (15)'. */
function digitText(digit: number, radix: number): string {
  const written = digit.toString(radix).toUpperCase();
  return digit < 10 ? written : `${written} (${digit})`;
}

/** Whether the fraction's digits in `radix` end: its denominator has no prime the radix lacks. */
function terminatesIn(value: Rational, radix: number): boolean {
  let den = value.den;
  for (const prime of [2n, 3n, 5n, 7n, 11n, 13n]) {
    if (BigInt(radix) % prime !== 0n) continue;
    while (den % prime === 0n) den /= prime;
  }
  return den === 1n;
}

/** A sum of more terms than this is not written out term by term (a table's rows shown at first). */
const SUM_TERMS_WRITTEN = ROWS_SHOWN_FIRST + ROWS_SHOWN_LAST;

/** Writes a non-negative value given in any base as decimal: each digit × base^k, summed. */
function positionalSteps(
  digits: string,
  radix: number,
  value: Rational,
  texts: WorkingTexts,
): WorkingStep[] {
  const [integerDigits = '', fractionDigits = ''] = digits.split('.');
  const places = [
    ...[...integerDigits].map((digit, index) => ({
      digit,
      power: integerDigits.length - 1 - index,
    })),
    ...[...fractionDigits].map((digit, index) => ({ digit, power: -(index + 1) })),
  ];
  const bigRadix = BigInt(radix);
  const rows = places.map(({ digit, power }) => {
    const digitValue = Number.parseInt(digit, radix);
    const place =
      power >= 0 ? rational(bigRadix ** BigInt(power)) : rational(1n, bigRadix ** BigInt(-power));
    const contribution = mul(rational(BigInt(digitValue)), place);
    return {
      cells: [
        digitText(digitValue, radix),
        `${radix}^${power} = ${decimal(place)}`,
        `${digitValue} × ${decimal(place)} = ${decimal(contribution)}`,
      ],
      contribution,
    };
  });
  const terms = rows.map(({ contribution }) => contribution).filter((term) => !isZero(term));
  // A long number's sum written out would repeat the whole table on one line: the table has them.
  const sum =
    terms.length > SUM_TERMS_WRITTEN
      ? `${texts.manyProducts(String(terms.length))} = `
      : terms.length > 1
        ? `${terms.map(decimal).join(' + ')} = `
        : '';
  return [
    {
      kind: 'table',
      caption: texts.placeCaption(String(radix)),
      head: [texts.digit, texts.placeValue, texts.digitTimesPlace],
      rows: rows.map(({ cells }) => cells),
    },
    { kind: 'line', text: texts.sum(`${sum}${decimal(value)}`) },
  ];
}

/** Repeated division of the integer part by the radix; the remainders read bottom-up. */
function divisionSteps(integer: bigint, radix: number, texts: WorkingTexts): WorkingStep[] {
  if (integer === 0n) return [{ kind: 'line', text: texts.integerZero }];
  const bigRadix = BigInt(radix);
  const rows: string[][] = [];
  for (let dividend = integer; dividend > 0n; dividend /= bigRadix) {
    const remainder = Number(dividend % bigRadix);
    rows.push([`${dividend} ÷ ${radix}`, String(dividend / bigRadix), digitText(remainder, radix)]);
  }
  return [
    {
      kind: 'table',
      caption: texts.divisionCaption(String(radix)),
      head: [texts.division, texts.quotient, texts.remainder],
      rows,
    },
    { kind: 'line', text: texts.remaindersRead(integer.toString(radix).toUpperCase()) },
  ];
}

interface FractionStep {
  fraction: Rational;
  product: Rational;
  digit: bigint;
  left: Rational;
}

/** The converter's long division of a fraction (0 <= fraction < 1), one digit per step. */
function fractionSteps(fraction: Rational, radix: number): FractionStep[] {
  const steps: FractionStep[] = [];
  const bigRadix = rational(BigInt(radix));
  for (let left = fraction; !isZero(left) && steps.length < FRACTION_DIGIT_LIMIT;) {
    const product = mul(left, bigRadix);
    const digit = truncate(product);
    steps.push({ fraction: left, product, digit, left: (left = sub(product, rational(digit))) });
  }
  return steps;
}

/** Where the fraction is cut at FRACTION_DIGIT_LIMIT digits, why, and what is dropped. */
function cutNotes(
  fraction: Rational,
  radix: number,
  to: NumberBase,
  texts: WorkingTexts,
): WorkingStep[] {
  const steps = fractionSteps(fraction, radix);
  if (steps.length < FRACTION_DIGIT_LIMIT || isZero(steps[steps.length - 1]!.left)) return [];
  const limit = String(FRACTION_DIGIT_LIMIT);
  const notes: WorkingStep[] = [
    {
      kind: 'line',
      text: terminatesIn(fraction, radix)
        ? texts.needsMoreDigits(limit, to)
        : texts.doesNotTerminate(limit, to),
    },
  ];
  if (steps[steps.length - 1]!.digit === 0n) {
    notes.push({ kind: 'line', text: texts.zerosDropped });
  }
  return notes;
}

const fractionPart = (value: Rational) => sub(value, rational(truncate(value)));

/** Repeated multiplication of the fraction part by the radix, as far as the converter goes. */
function multiplicationSteps(
  fraction: Rational,
  radix: number,
  texts: WorkingTexts,
): WorkingStep[] {
  const steps = fractionSteps(fraction, radix);
  if (steps.length === 0) return [];
  const digits = steps.map(({ digit }) => digit.toString(radix).toUpperCase()).join('');
  return [
    {
      kind: 'table',
      caption: texts.multiplicationCaption(String(radix)),
      head: [texts.multiplication, texts.product, texts.digitCarried, texts.fractionLeft],
      rows: steps.map(({ fraction: before, product, digit, left }) => [
        `${decimal(before)} × ${radix}`,
        decimal(product),
        digitText(Number(digit), radix),
        decimal(left),
      ]),
    },
    { kind: 'line', text: texts.carriedRead(`0.${digits}`) },
  ];
}

/** From decimal: the integer part by division, the fraction part by multiplication. */
function fromDecimalSteps(value: Rational, to: NumberBase, texts: WorkingTexts): WorkingStep[] {
  const radix = radixOf(to);
  const integer = truncate(value);
  return [
    ...divisionSteps(integer, radix, texts),
    ...multiplicationSteps(fractionPart(value), radix, texts),
  ];
}

/**
 * The working of convertNumber(input, from, to), or null where it gives no result (an empty or
 * invalid input); its result is the converted value exactly as convertNumber writes it.
 */
export function baseConversionWorking(
  input: string,
  from: NumberBase,
  to: NumberBase,
  language: Language = ENGLISH,
): Working | null {
  const texts = textsIn(language.bundle, converterWorkingTexts);
  const converted = convertNumber(input, from, to);
  const text = input.trim();
  const value = parseInRadix(text, radixOf(from));
  if (!converted.ok || value === null) return null;
  const negative = value.num < 0n;
  const magnitude = negative ? rational(-value.num, value.den) : value;
  const digits = text.replace(/^-/, '');
  const steps: WorkingStep[] = [];
  if (negative) steps.push({ kind: 'line', text: texts.signAside(digits) });
  if (from === to) {
    steps.push({ kind: 'line', text: texts.sameBase(from, to) });
  } else if (to === 'decimal') {
    steps.push(...positionalSteps(digits, radixOf(from), magnitude, texts));
  } else if (from === 'decimal') {
    steps.push(...fromDecimalSteps(magnitude, to, texts));
  } else {
    steps.push(
      {
        kind: 'group',
        title: texts.toDecimal(from),
        steps: positionalSteps(digits, radixOf(from), magnitude, texts),
      },
      {
        kind: 'group',
        title: texts.fromDecimal(to),
        steps: fromDecimalSteps(magnitude, to, texts),
      },
    );
  }
  steps.push(...cutNotes(fractionPart(magnitude), radixOf(to), to, texts));
  if (negative && !converted.value.startsWith('-')) {
    steps.push({ kind: 'line', text: texts.noSign });
  }
  return {
    steps,
    // A fraction cut at the digit limit is only close to the number: '≈' (the note says why).
    result: {
      label: texts.resultLabel(text, from, to),
      value: converted.value,
      approximate: converted.truncated,
    },
  };
}
