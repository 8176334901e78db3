import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NumberBase } from './base-conversion';
import {
  FRACTION_DIGIT_LIMIT,
  NUMBER_BASES,
  convertNumber,
  parseInRadix,
  radixOf,
} from './base-conversion';
import { baseConversionWorking } from './base-conversion-working';
import { add, parseDecimal, rational } from './rational';
import type { Working, WorkingStep } from './working';
import { toExactDecimalString, workingText } from './working';
import { readLine, readWorking } from './working-arithmetic';
import { converterTexts } from './base-conversion-texts';

const baseArb = fc.constantFrom(...NUMBER_BASES.map(({ value }) => value));
/** The bases by the names the working gives them, for reading its arithmetic. */
const bases = Object.fromEntries(
  NUMBER_BASES.map(({ value }) => [converterTexts.en.base(value), radixOf(value)]),
);

/** Every step, groups opened, in order. */
const flat = (steps: readonly WorkingStep[]): WorkingStep[] =>
  steps.flatMap((step) => (step.kind === 'group' ? [step, ...flat(step.steps)] : [step]));
const tables = (working: Working) => flat(working.steps).filter((step) => step.kind === 'table');
const lines = (working: Working) =>
  flat(working.steps).flatMap((step) => (step.kind === 'line' ? [step.text] : []));

describe('baseConversionWorking', () => {
  it('divides the integer part and multiplies the fraction part when converting from decimal', () => {
    expect(workingText(baseConversionWorking(' 255.625 ', 'decimal', 'binary')!)).toBe(
      [
        '1. Integer part: divide by 2 until the quotient is 0',
        '   Division | Quotient | Remainder',
        '   255 ÷ 2 | 127 | 1',
        '   127 ÷ 2 | 63 | 1',
        '   63 ÷ 2 | 31 | 1',
        '   31 ÷ 2 | 15 | 1',
        '   15 ÷ 2 | 7 | 1',
        '   7 ÷ 2 | 3 | 1',
        '   3 ÷ 2 | 1 | 1',
        '   1 ÷ 2 | 0 | 1',
        '2. Remainders read from bottom to top: 11111111',
        '3. Fraction part: multiply by 2 and carry the integer part as the next digit',
        '   Multiplication | Product | Digit carried | Fraction left',
        '   0.625 × 2 | 1.25 | 1 | 0.25',
        '   0.25 × 2 | 0.5 | 0 | 0.5',
        '   0.5 × 2 | 1 | 1 | 0',
        '4. Carried digits read from top to bottom: 0.101',
        '255.625 (Decimal) in Binary = 11111111.101',
      ].join('\n'),
    );
  });

  it('writes hexadecimal remainders as letters with their value', () => {
    const working = baseConversionWorking('-43981', 'decimal', 'hexadecimal')!;
    expect(lines(working)[0]).toBe(
      "The sign is kept aside: convert 43981 and write '-' in front of the result",
    );
    expect(tables(working)[0]).toMatchObject({
      rows: [
        ['43981 ÷ 16', '2748', 'D (13)'],
        ['2748 ÷ 16', '171', 'C (12)'],
        ['171 ÷ 16', '10', 'B (11)'],
        ['10 ÷ 16', '0', 'A (10)'],
      ],
    });
    expect(working.result).toEqual({
      label: '-43981 (Decimal) in Hexadecimal',
      value: '-ABCD',
      approximate: false,
    });
  });

  it('expands each digit by its place value when converting to decimal', () => {
    const working = baseConversionWorking('FF.8', 'hexadecimal', 'decimal')!;
    expect(working.steps).toEqual([
      {
        kind: 'table',
        caption: 'Each digit × 16 to the power of its place',
        head: ['Digit', 'Place value', 'Digit × place value'],
        rows: [
          ['F (15)', '16^1 = 16', '15 × 16 = 240'],
          ['F (15)', '16^0 = 1', '15 × 1 = 15'],
          ['8', '16^-1 = 0.0625', '8 × 0.0625 = 0.5'],
        ],
      },
      { kind: 'line', text: 'Sum: 240 + 15 + 0.5 = 255.5' },
    ]);
    expect(working.result.value).toBe('255.5');
  });

  it('goes via decimal between two other bases, in two groups', () => {
    const working = baseConversionWorking('101.1', 'binary', 'octal')!;
    expect(working.steps.map((step) => step.kind === 'group' && step.title)).toEqual([
      'Step 1: Binary to decimal',
      'Step 2: Decimal to octal',
    ]);
    expect(lines(working)).toEqual([
      'Sum: 4 + 1 + 0.5 = 5.5',
      'Remainders read from bottom to top: 5',
      'Carried digits read from top to bottom: 0.4',
    ]);
    expect(working.result.value).toBe('5.4');
  });

  it('notes a fraction that does not terminate and the cut at the digit limit', () => {
    const working = baseConversionWorking('0.1', 'decimal', 'binary')!;
    expect(tables(working)[0]!.kind === 'table' && tables(working)[0]!.rows).toHaveLength(
      FRACTION_DIGIT_LIMIT,
    );
    expect(lines(working)).toEqual([
      'Integer part: 0, written 0',
      'Carried digits read from top to bottom: 0.00011001100110011001100110011001',
      'Note: this fraction does not terminate in binary (what is left never reaches 0); the converter stops after 32 digits, so the result shown is cut there',
    ]);
    expect(working.result.value).toBe('0.00011001100110011001100110011001');
    expect(workingText(working).split('\n').at(-1)).toBe(
      '0.1 (Decimal) in Binary ≈ 0.00011001100110011001100110011001',
    );
  });

  it('notes a fraction that terminates only after the limit, and the zeros dropped from the cut', () => {
    // 2^-40 needs 40 binary digits, the first 32 of them zeros: cut, it is 0, and unsigned.
    const tiny = `-${toExactDecimalString(rational(1n, 2n ** 40n))}`;
    const working = baseConversionWorking(tiny, 'decimal', 'binary')!;
    expect(lines(working).slice(-3)).toEqual([
      'Note: this fraction needs more than 32 digits in binary; the converter stops after 32 digits, so the result shown is cut there',
      'The zeros at the end of the cut fraction are dropped',
      'Cut to 0, the result has no sign',
    ]);
    expect(working.result.value).toBe('0');
    // To decimal, a long binary fraction is cut too, though its decimals end.
    const long = baseConversionWorking(`0.${'0'.repeat(39)}1`, 'binary', 'decimal')!;
    expect(lines(long).at(-1)).toMatch(/^Note: this fraction needs more than 32 digits in decimal/);
  });

  it('only tidies the digits between equal bases', () => {
    const working = baseConversionWorking('00ff.80', 'hexadecimal', 'hexadecimal')!;
    expect(lines(working)).toEqual([
      'Hexadecimal to Hexadecimal: the same base, so the digits stay; leading zeros and zeros at the end of the fraction are dropped',
    ]);
    expect(working.result.value).toBe('FF.8');
  });

  it('gives no working where the converter gives no result', () => {
    expect(baseConversionWorking('', 'decimal', 'binary')).toBeNull();
    expect(baseConversionWorking('1-2', 'decimal', 'binary')).toBeNull();
    expect(baseConversionWorking('2', 'binary', 'decimal')).toBeNull();
  });
});

describe('baseConversionWorking for any input', () => {
  const digitsFor = (base: NumberBase) =>
    fc.string({
      unit: fc.constantFrom(
        ...'0123456789ABCDEFabcdef'.slice(0, base === 'hexadecimal' ? 22 : radixOf(base)),
      ),
      maxLength: 30,
    });
  const input = baseArb.chain((from) =>
    fc
      .tuple(fc.boolean(), digitsFor(from), fc.option(digitsFor(from)))
      .map(([negative, integer, fraction]) => ({
        from,
        text: `${negative ? '-' : ''}${integer}${fraction === null ? '' : `.${fraction}`}`,
      })),
  );

  it('ends with the converted value exactly as the converter writes it', () => {
    fc.assert(
      fc.property(input, baseArb, ({ from, text }, to) => {
        const converted = convertNumber(text, from, to);
        const working = baseConversionWorking(text, from, to);
        if (!converted.ok) {
          expect(working).toBeNull();
          return;
        }
        expect(working!.result.value).toBe(converted.value);
        expect(lines(working!).some((line) => line.startsWith('Note:'))).toBe(converted.truncated);
      }),
    );
  });

  it('has divisions that rebuild the number and place values that sum to it', () => {
    fc.assert(
      fc.property(input, baseArb, ({ from, text }, to) => {
        const working = baseConversionWorking(text, from, to);
        const value = parseInRadix(text, radixOf(from));
        if (working === null || value === null) return;
        const magnitude = value.num < 0n ? -value.num / value.den : value.num / value.den;
        const division = tables(working).find(
          (table) => table.kind === 'table' && table.head[0] === 'Division',
        );
        if (division?.kind === 'table') {
          // Each row: dividend = quotient × radix + remainder, and the next row divides the quotient.
          let expected = magnitude;
          for (const [operation = '', quotient = '', remainder = ''] of division.rows) {
            const [dividend, radix] = operation.split(' ÷ ').map(BigInt) as [bigint, bigint];
            expect(dividend).toBe(expected);
            expect(dividend).toBe(
              BigInt(quotient) * radix +
                BigInt(Number.parseInt(remainder.split(' (')[0]!, Number(radix))),
            );
            expected = BigInt(quotient);
          }
          expect(expected).toBe(0n);
        }
        const sum = lines(working).find((line) => line.startsWith('Sum: '));
        if (sum !== undefined) {
          const total = parseDecimal(sum.replace('Sum: ', '').split(' = ').at(-1)!);
          expect(total).toEqual(value.num < 0n ? rational(-value.num, value.den) : value);
        }
        // A long sum is not written out term by term: the products in the table add up to it.
        const summed = lines(working).find((line) => /^Sum: the \d+ products above = /.test(line));
        const products = tables(working).find((table) => table.head[0] === 'Digit');
        if (summed !== undefined && products?.kind === 'table') {
          const total = products.rows
            .map((row) => parseDecimal(row[2]!.split(' = ').at(-1)!)!)
            .reduce(add);
          expect(parseDecimal(summed.split(' = ').at(-1)!)).toEqual(total);
        }
      }),
    );
  });

  it('is true as written: each "=" exact, each "≈" its value cut to the digits shown', () => {
    fc.assert(
      fc.property(input, baseArb, ({ from, text }, to) => {
        const working = baseConversionWorking(text, from, to);
        if (working === null) return;
        const reading = readWorking(working, { bases });
        expect(reading.problems).toEqual([]);
        expect(reading.claims).toBeGreaterThan(0);
        // A multiplication row: the product, then the digit carried and the fraction left.
        for (const table of tables(working)) {
          if (table.kind !== 'table' || table.head[0] !== 'Multiplication') continue;
          for (const [multiplication, product, digit = '', left] of table.rows) {
            const carried = /\((\d+)\)$/.exec(digit)?.[1] ?? digit;
            expect(readLine(`${multiplication} = ${product} = ${carried} + ${left}`)).toEqual({
              claims: 2,
              problems: [],
            });
          }
        }
      }),
    );
  });
});
