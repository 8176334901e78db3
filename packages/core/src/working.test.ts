import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rational } from './rational';
import { parseDecimal, rational } from './rational';
import type { Working } from './working';
import {
  ROWS_SHOWN_FIRST,
  ROWS_SHOWN_LAST,
  ROWS_SHOWN_MORE,
  moreRowsLabel,
  resultLine,
  rowsShown,
  toExactDecimalString,
  workingInDigits,
  workingText,
} from './working';

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

  it("ends with '≈' where the result shown is rounded or cut", () => {
    const rounded = { ...working, result: { label: 'Answer', value: '0.3333', approximate: true } };
    expect(resultLine(rounded)).toBe('Answer ≈ 0.3333');
    expect(workingText(rounded).split('\n').at(-1)).toBe('Answer ≈ 0.3333');
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

describe('rowsShown', () => {
  it('shows whole rows, in order, the first and last of a long table, and every row in the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 700 }), fc.nat(20), (length, presses) => {
        const rows = Array.from({ length }, (_, index) => [`${index} ÷ 2`, String(index >> 1)]);
        const { first, last, hidden } = rowsShown(rows, presses * ROWS_SHOWN_MORE);
        // Rows are never cut or rewritten: what shows is the table's own rows, each '=' as built.
        expect([...first, ...last]).toEqual([
          ...rows.slice(0, first.length),
          ...rows.slice(rows.length - last.length),
        ]);
        expect(first.length + hidden + last.length).toBe(length);
        expect(first.length + last.length).toBeLessThanOrEqual(
          Math.max(length, ROWS_SHOWN_FIRST + ROWS_SHOWN_LAST + presses * ROWS_SHOWN_MORE),
        );
        if (hidden > 0) expect(last).toHaveLength(ROWS_SHOWN_LAST);
      }),
    );
    expect(moreRowsLabel(500)).toBe(`Show ${ROWS_SHOWN_MORE} more rows (500 not shown)`);
    expect(moreRowsLabel(7)).toBe('Show 7 more rows (7 not shown)');
  });

  it('counts the Indian way, in the language and digits asked for', () => {
    expect(moreRowsLabel(123456)).toBe('Show 20 more rows (1,23,456 not shown)');
    const hindi = {
      locale: 'hi' as const,
      digits: 'native' as const,
      bundle: { working: { moreRows: (next: string, hidden: string) => `${next} और (${hidden})` } },
    };
    expect(moreRowsLabel(123456, hindi)).toBe('२० और (१,२३,४५६)');
  });
});

describe('workingInDigits', () => {
  const working: Working = {
    steps: [
      { kind: 'line', text: 'Given: 12.5 km' },
      { kind: 'table', caption: 'Row 10', head: ['Step 1'], rows: [['2 ÷ 3']] },
      { kind: 'group', title: 'Minor 4', steps: [{ kind: 'line', text: '0.25' }] },
    ],
    result: { label: 'Time', value: '2.00 h', approximate: true },
  };

  it('leaves Latin digits as they are', () => {
    expect(workingInDigits(working, { locale: 'hi', digits: 'latin' })).toBe(working);
  });

  it("writes every number of every step in the language's digits", () => {
    const native = workingInDigits(working, { locale: 'hi', digits: 'native' });
    expect(JSON.stringify(native)).toBe(
      JSON.stringify(working).replace(/\d/g, (digit) => '०१२३४५६७८९'[Number(digit)]!),
    );
    expect(native.result.approximate).toBe(true);
  });
});
