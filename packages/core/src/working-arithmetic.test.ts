import { describe, expect, it } from 'vitest';
import { rational } from './rational';
import type { ArithmeticOptions } from './working-arithmetic';
import { readLine, readWorking } from './working-arithmetic';

const units: ArithmeticOptions = {
  units: {
    m: rational(1n),
    km: rational(1000n),
    mi: rational(1609344n, 1000n),
    s: rational(1n),
    min: rational(60n),
    h: rational(3600n),
    'm/s': rational(1n),
    'km/h': rational(5n, 18n),
  },
};
const bases: ArithmeticOptions = {
  bases: { Binary: 2, Octal: 8, Decimal: 10, Hexadecimal: 16 },
};

/** [claims checked, problems found] in one line. */
function read(text: string, options: ArithmeticOptions = {}): [number, number] {
  const { claims, problems } = readLine(text, options);
  return [claims, problems.length];
}

describe('readLine', () => {
  it('finds the false "=" of a division by a rounded intermediate, and says what it is', () => {
    const reading = readLine('Speed = 16.09344 km ÷ 0.416667 h = 38.624256 km/h', units);
    expect(reading.claims).toBe(1);
    expect(reading.problems).toEqual([
      {
        text: 'Speed = 16.09344 km ÷ 0.416667 h = 38.624256 km/h',
        claim: '16.09344 km ÷ 0.416667 h = 38.624256 km/h',
        problem: '16.09344 km ÷ 0.416667 h is 5364480/138889 (38.6242251006…) km/h',
      },
    ]);
    expect(read('Speed = 16.09344 km ÷ (5/12) h = 38.624256 km/h', units)).toEqual([1, 0]);
  });

  it('reads units: a unit after each number, or one unit for a whole side', () => {
    expect(read('25 min = 25 ÷ 60 h = 5/12 h ≈ 0.416667 h', units)).toEqual([3, 0]);
    expect(read('1 m/s = 3.6 km/h', units)).toEqual([1, 0]);
    expect(read('5 mi = 5 × 1609.344 m = 8046.72 m', units)).toEqual([2, 0]);
    expect(
      read('Convert: 1 min = 60 s, so 402.336 s = 402.336 ÷ 60 min = 6.7056 min', units),
    ).toEqual([3, 0]);
    expect(read('Time = 120 km ÷ 60 km/h = 2 h', units)).toEqual([1, 0]);
    expect(read('Time = 120 km ÷ 60 km/h = 2 min', units)).toEqual([1, 1]);
  });

  it('holds "≈" to the digits written: rounded or cut, never further off', () => {
    expect(read('1/3 ≈ 0.3333')).toEqual([1, 0]);
    expect(read('2/3 ≈ 0.6667')).toEqual([1, 0]);
    expect(read('2/3 ≈ 0.6668')).toEqual([1, 1]);
    expect(read('1/3 = 0.3333')).toEqual([1, 1]);
    expect(read('-2/3 ≈ -0.6667')).toEqual([1, 0]);
    expect(read('-2/3 ≈ 0.6667')).toEqual([1, 1]);
    expect(read('-2/3 = -0.6666…')).toEqual([1, 0]);
    expect(read('60 km/h = 60 ÷ 3.6 m/s ≈ 16.67 m/s', units)).toEqual([2, 0]);
    expect(read('60 km/h = 60 ÷ 3.6 m/s ≈ 16.69 m/s', units)).toEqual([2, 1]);
  });

  it('reads digits cut short with "…" as the value going on, alone and never in a calculation', () => {
    expect(read('SGPA = 233 ÷ 30 = 7.7666… → 7.77 (rounded to 2 decimal places)')).toEqual([2, 0]);
    expect(read('SGPA = 233 ÷ 30 = 7.7666… → 7.76 (cut to 2 decimal places)')).toEqual([2, 0]);
    expect(read('SGPA = 233 ÷ 30 = 7.7666… → 7.79')).toEqual([2, 1]);
    expect(read('2/3 = 0.6667…')).toEqual([1, 1]);
    expect(read('1/2 = 0.5…')).toEqual([1, 1]);
    expect(readLine('Percentage = CGPA × 9.5 = 7.7666… × 9.5 = 73.78').problems).toMatchObject([
      { problem: 'a number cut short (7.7666…) inside a calculation' },
    ]);
  });

  it('leaves names and formulas alone and checks the numbers', () => {
    expect(read('det A = a × d − b × c = 1 × 4 − 2 × 3 = 4 − 6 = -2')).toEqual([2, 0]);
    expect(read('det A = a × d − b × c = 1 × 4 − 2 × 3 = 4 − 6 = 2')).toEqual([2, 1]);
    expect(read('Term = (-1)^(1+2) × 3 × (-1/2) = 3/2')).toEqual([1, 0]);
    expect(read('det A = 4/3 + (-2) + 1 = 1/3')).toEqual([1, 0]);
    expect(read('2^-3 = 0.125')).toEqual([1, 0]);
    expect(read('Total points × credits = 34 + 24.5 = 58.5')).toEqual([1, 0]);
    expect(read('The scale gives at most 10, so CGPA = 10.00')).toEqual([0, 0]);
    expect(read('Formula: Time = Distance ÷ Speed')).toEqual([0, 0]);
    expect(read('Row 1, column 2: entry 0: term is 0')).toEqual([0, 0]);
    expect(read('Given: Distance = 5 mi, Speed = 20 m/s', units)).toEqual([0, 0]);
    expect(readLine('1 ÷ 0 = 0').problems).toMatchObject([{ problem: 'a division by 0' }]);
  });

  it('holds an inequality between exact values as written', () => {
    expect(read('(28 + 8) ÷ (40 + 8) × 100 = 75 ≥ 75')).toEqual([2, 0]);
    expect(read('(28 + 7) ÷ (40 + 7) × 100 = 3500/47 ≈ 74.46 < 75')).toEqual([3, 0]);
    expect(read('3500/47 ≈ 74.46 ≥ 75')).toEqual([2, 1]);
    expect(read('74.99 > 75')).toEqual([1, 1]);
    expect(read('75 ≤ 75 and 74 < 75')).toEqual([2, 0]);
    // Cut short after '=', the digits stand for the value before them.
    expect(read('2/3 = 0.6666… < 1')).toEqual([2, 0]);
    expect(readLine('0.6666… < 1').problems).toMatchObject([
      { problem: "'<' compares two exact values" },
    ]);
    expect(read('so x ≥ (75 × 40 − 100 × 28) ÷ (100 − 75) = 8')).toEqual([1, 0]);
  });

  it('reads digits in the base the working names', () => {
    expect(read('FF (Hexadecimal) in Decimal = 255', bases)).toEqual([1, 0]);
    expect(read('255.625 (Decimal) in Binary = 11111111.101', bases)).toEqual([1, 0]);
    expect(read('255.625 (Decimal) in Binary = 11111111.11', bases)).toEqual([1, 1]);
    expect(read('-255 (Decimal) in Hexadecimal = -FF', bases)).toEqual([1, 0]);
    expect(read('0.1 (Decimal) in Binary ≈ 0.00011001100110011001100110011001', bases)).toEqual([
      1, 0,
    ]);
    expect(read('0.1 (Decimal) in Binary = 0.00011001100110011001100110011001', bases)).toEqual([
      1, 1,
    ]);
  });
});

describe('readWorking', () => {
  it('reads every line, cell, title and the result line', () => {
    const reading = readWorking({
      steps: [
        { kind: 'line', text: 'Sum: 8 + 2 = 10' },
        {
          kind: 'table',
          caption: 'Products',
          head: ['Product'],
          rows: [['2 × 3 = 6'], ['2 × 4 = 9']],
        },
        { kind: 'group', title: '1 + 1 = 3', steps: [{ kind: 'line', text: '4 ÷ 2 = 2' }] },
      ],
      result: { label: 'Answer', value: '10' },
    });
    expect(reading.claims).toBe(5);
    expect(reading.problems.map(({ claim }) => claim)).toEqual(['2 × 4 = 9', '1 + 1 = 3']);
  });
});
