import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rational } from './rational';
import { parseDecimal, rational } from './rational';
import type { Working } from './working';
import { resultLine, toExactDecimalString, workingText } from './working';

const working: Working = {
  steps: [
    { kind: 'line', text: 'First' },
    {
      kind: 'group',
      title: 'A group',
      steps: [
        { kind: 'table', caption: 'Rows', head: ['a', 'b'], rows: [['1', '2']] },
        { kind: 'group', title: 'Deeper', steps: [{ kind: 'line', text: 'Inner' }] },
      ],
    },
  ],
  result: { label: 'Answer', value: '-1.5000' },
};

describe('workingText', () => {
  it('numbers the steps, indents each group and table, and ends with the result', () => {
    expect(workingText(working)).toBe(
      [
        '1. First',
        '2. A group',
        '   1. Rows',
        '      a | b',
        '      1 | 2',
        '   2. Deeper',
        '      1. Inner',
        'Answer = -1.5000',
      ].join('\n'),
    );
    expect(resultLine(working)).toBe('Answer = -1.5000');
  });
});

describe('toExactDecimalString', () => {
  it.each<[Rational, string | null]>([
    [rational(1n, 16n), '0.0625'],
    [rational(-12n), '-12'],
    [rational(1n, 1n << 40n), `0.${'0'.repeat(12)}${(5n ** 40n).toString()}`],
    [rational(3n, 40n), '0.075'],
    [rational(1n, 3n), null],
    [rational(7n, 30n), null],
  ])('writes %o as %j', (value, expected) => {
    expect(toExactDecimalString(value)).toBe(expected);
  });

  it('reads back as the same value whenever the decimals end', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.nat(30),
        fc.nat(30),
        (num, twos, fives) => {
          const value = rational(num, 2n ** BigInt(twos) * 5n ** BigInt(fives));
          expect(parseDecimal(toExactDecimalString(value)!)).toEqual(value);
        },
      ),
    );
  });
});
