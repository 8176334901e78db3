import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONVERTER_MAX_LENGTH } from './input-limits';
import type { ConversionResult, NumberBase } from './base-conversion';
import {
  FRACTION_DIGIT_LIMIT,
  NUMBER_BASES,
  convertNumber,
  filterBaseInput,
  conversionMessage,
  converterLengthMessage,
} from './base-conversion';
import { converterTexts } from './base-conversion-texts';

const BASES = NUMBER_BASES.map(({ value }) => value);
const baseArb = fc.constantFrom(...BASES);

const converted = (value: string, truncated = false): ConversionResult => ({
  ok: true,
  value,
  truncated,
});

/** BigInt's own formatting, as the expected output for integers. */
function bigIntText(value: bigint, radix: number): string {
  return value.toString(radix).toUpperCase();
}

function radixOf(base: NumberBase): number {
  return NUMBER_BASES.find(({ value }) => value === base)?.radix ?? Number.NaN;
}

describe('NUMBER_BASES and messages', () => {
  it('lists the bases in SPEC order', () => {
    expect(
      NUMBER_BASES.map(({ value, radix }) => [value, converterTexts.en.base(value), radix]),
    ).toEqual([
      ['decimal', 'Decimal', 10],
      ['binary', 'Binary', 2],
      ['octal', 'Octal', 8],
      ['hexadecimal', 'Hexadecimal', 16],
    ]);
  });

  it('words the messages as SPEC does', () => {
    expect(conversionMessage('empty', '', 'decimal')).toBe('Please enter a number');
    expect(converterTexts.en.converted).toBe('Converted successfully!');
    expect(conversionMessage('invalid', '1x', 'decimal')).toBe('Invalid input for decimal number');
    expect(conversionMessage('invalid', 'G', 'hexadecimal')).toBe(
      'Invalid input for hexadecimal number',
    );
  });
});

describe('filterBaseInput', () => {
  it.each<[string, NumberBase, string]>([
    ['12a.5-', 'decimal', '12.5-'],
    ['1021 01x', 'binary', '10101'],
    ['789 -0.7', 'octal', '7-0.7'],
    ['fF0xG9.z', 'hexadecimal', 'fF09.'],
    ['1-2', 'decimal', '1-2'],
    ['1e5', 'decimal', '15'],
    ['٣', 'decimal', ''],
  ])('filters %j in %s to %j', (text, base, expected) => {
    expect(filterBaseInput(text, base)).toBe(expected);
  });

  it('only ever leaves characters allowed for the base, in their original order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), baseArb, (text, base) => {
        const filtered = filterBaseInput(text, base);
        for (const character of filtered) {
          const isDigit = Number.parseInt(character, radixOf(base)) >= 0;
          expect(isDigit || character === '-' || character === '.').toBe(true);
        }
        expect(filterBaseInput(filtered, base)).toBe(filtered);
        // Filtering removes characters but never reorders or alters them.
        let position = 0;
        for (const character of filtered) {
          position = text.indexOf(character, position) + 1;
          expect(position).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('convertNumber', () => {
  it('asks for a number when the input is blank', () => {
    expect(convertNumber('', 'decimal', 'binary')).toEqual({ ok: false, problem: 'empty' });
    expect(convertNumber('   ', 'hexadecimal', 'decimal')).toEqual({ ok: false, problem: 'empty' });
  });

  it.each<[string, NumberBase]>([
    ['-', 'decimal'],
    ['.', 'decimal'],
    ['-.', 'binary'],
    ['1-2', 'decimal'],
    ['--1', 'decimal'],
    ['1.2.3', 'decimal'],
    ['12', 'binary'],
    ['8', 'octal'],
    ['G', 'hexadecimal'],
    ['1e5', 'decimal'],
    ['1 0', 'decimal'],
    ['+5', 'decimal'],
    ['0x1F', 'hexadecimal'],
  ])('rejects %j as %s', (input, from) => {
    expect(convertNumber(input, from, 'decimal')).toEqual({ ok: false, problem: 'invalid' });
  });

  it.each<[string, NumberBase, NumberBase, string]>([
    ['255', 'decimal', 'hexadecimal', 'FF'],
    ['255', 'decimal', 'binary', '11111111'],
    ['255', 'decimal', 'octal', '377'],
    ['ff', 'hexadecimal', 'decimal', '255'],
    ['  1010  ', 'binary', 'decimal', '10'],
    ['-42', 'decimal', 'hexadecimal', '-2A'],
    ['007', 'decimal', 'binary', '111'],
    ['000', 'octal', 'decimal', '0'],
    ['-0', 'decimal', 'binary', '0'],
    ['-0.0', 'decimal', 'hexadecimal', '0'],
    ['.5', 'decimal', 'binary', '0.1'],
    ['5.', 'decimal', 'binary', '101'],
    ['-.8', 'hexadecimal', 'decimal', '-0.5'],
    ['1010.101', 'binary', 'decimal', '10.625'],
    ['10.625', 'decimal', 'binary', '1010.101'],
    ['0.1', 'hexadecimal', 'decimal', '0.0625'],
    ['7.7', 'octal', 'hexadecimal', '7.E'],
    ['3.14000', 'decimal', 'decimal', '3.14'],
    [
      '9007199254740993',
      'decimal',
      'binary',
      '100000000000000000000000000000000000000000000000000001',
    ],
    ['9007199254740993', 'decimal', 'hexadecimal', '20000000000001'],
    ['FFFFFFFFFFFFFFFFFF', 'hexadecimal', 'decimal', '4722366482869645213695'],
  ])('converts %j from %s to %s as %j', (input, from, to, expected) => {
    expect(convertNumber(input, from, to)).toEqual(converted(expected));
  });

  it('cuts non-terminating fractions after the digit limit', () => {
    expect(convertNumber('0.1', 'decimal', 'binary')).toEqual(
      converted('0.00011001100110011001100110011001', true),
    );
    expect(convertNumber('1.2', 'decimal', 'hexadecimal')).toEqual(
      converted(`1.${'3'.repeat(FRACTION_DIGIT_LIMIT)}`, true),
    );
    expect(convertNumber('-0.1', 'octal', 'decimal')).toEqual(converted('-0.125'));
    expect(convertNumber('0.1', 'decimal', 'octal')).toEqual(
      converted('0.06314631463146314631463146314631', true),
    );
  });

  it('drops zeros left at the end of a cut fraction and never prints -0', () => {
    // 2^-40 is 0.000...1 in binary with the 1 far beyond the digit limit.
    const tiny = `0.${'0'.repeat(39)}1`;
    expect(convertNumber(`-${tiny}`, 'binary', 'binary')).toEqual(converted('0', true));
    expect(convertNumber(`${'1'.repeat(3)}.${'0'.repeat(36)}1`, 'binary', 'binary')).toEqual(
      converted('111', true),
    );
  });

  it('refuses a number longer than CONVERTER_MAX_LENGTH with its message, whatever the bases', () => {
    fc.assert(
      fc.property(baseArb, baseArb, fc.integer({ min: 1, max: 3000 }), (from, to, extra) => {
        const longest = '1'.repeat(CONVERTER_MAX_LENGTH);
        expect(convertNumber(longest, from, to).ok).toBe(true);
        const tooLong = `-${longest}.${'1'.repeat(extra)}`;
        expect(convertNumber(tooLong, from, to)).toEqual({ ok: false, problem: 'tooLong' });
        expect(conversionMessage('tooLong', tooLong, from)).toBe(
          converterLengthMessage(tooLong, from),
        );
        expect(converterLengthMessage(tooLong, from)).toBe(
          `This ${from} number is too long: the converter takes at most ${CONVERTER_MAX_LENGTH} characters (it has ${(CONVERTER_MAX_LENGTH + extra + 2).toLocaleString('en-IN')}).`,
        );
      }),
    );
  });

  it('round-trips integers of any size it takes through every pair of bases', () => {
    // 2^127 - 1 is 127 binary digits: with its sign, the longest binary number the converter takes.
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 127n - 1n), max: 2n ** 127n - 1n }),
        baseArb,
        baseArb,
        (n, from, to) => {
          const input = n.toString(radixOf(from));
          const there = convertNumber(input, from, to);
          expect(there).toEqual(converted(bigIntText(n, radixOf(to))));
          if (!there.ok) return;
          const back = convertNumber(there.value, to, from);
          expect(back).toEqual(converted(bigIntText(n, radixOf(from))));
        },
      ),
    );
  });

  it('round-trips terminating fractions exactly between all bases', () => {
    // A binary fraction of k <= 32 digits terminates within the digit limit in every base:
    // 2^-k has k decimal digits (5^k / 10^k) and fewer octal or hexadecimal ones.
    const binaryText = fc
      .tuple(
        fc.boolean(),
        // Sign, 81 digits, point and 32 digits: within CONVERTER_MAX_LENGTH.
        fc.bigInt({ min: 0n, max: 2n ** 80n }),
        fc.integer({ min: 0, max: FRACTION_DIGIT_LIMIT }),
      )
      .chain(([negative, integer, places]) =>
        fc
          .bigInt({ min: 0n, max: 2n ** BigInt(places) - 1n })
          .map(
            (fraction) =>
              `${negative ? '-' : ''}${integer.toString(2)}.${fraction.toString(2).padStart(places, '0')}`,
          ),
      );
    fc.assert(
      fc.property(binaryText, baseArb, baseArb, (text, from, to) => {
        const canonical = convertNumber(text, 'binary', 'binary');
        const source = convertNumber(text, 'binary', from);
        if (!canonical.ok || !source.ok) throw new Error(`${text} must be valid binary`);
        const target = convertNumber(source.value, from, to);
        expect(canonical.truncated || source.truncated).toBe(false);
        expect(target).toMatchObject({ ok: true, truncated: false });
        if (target.ok) expect(convertNumber(target.value, to, 'binary')).toEqual(canonical);
      }),
    );
  });

  it('always produces canonical text', () => {
    const digitsFor = (base: NumberBase) => {
      const lowerCase = '0123456789abcdef'.slice(0, radixOf(base));
      return fc.string({ unit: fc.constantFrom(...new Set(lowerCase + lowerCase.toUpperCase())) });
    };
    const input = baseArb.chain((from) =>
      fc.tuple(fc.constant(from), fc.boolean(), digitsFor(from), fc.option(digitsFor(from))),
    );
    fc.assert(
      fc.property(input, baseArb, ([from, negative, integerDigits, fractionDigits], to) => {
        const text = `${negative ? '-' : ''}${integerDigits}${fractionDigits === null ? '' : `.${fractionDigits}`}`;
        const result = convertNumber(text, from, to);
        if (!result.ok) {
          expect(`${integerDigits}${fractionDigits ?? ''}`).toBe('');
          return;
        }
        expect(result.value).toMatch(/^-?(0|[1-9A-F][0-9A-F]*)(\.[0-9A-F]*[1-9A-F])?$/);
        expect(result.value).not.toMatch(/^-0$/);
        expect(result.value.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(FRACTION_DIGIT_LIMIT);
      }),
    );
  });
});
