import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFixed } from './number-format';

describe('formatFixed', () => {
  it('formats like toFixed for ordinary values', () => {
    expect(formatFixed(1.2345, 2)).toBe('1.23');
    expect(formatFixed(2, 3)).toBe('2.000');
    expect(formatFixed(-3.5, 1)).toBe('-3.5');
    expect(formatFixed(7.6, 0)).toBe('8');
  });

  it('returns an empty string for non-finite values', () => {
    expect(formatFixed(Number.NaN, 2)).toBe('');
    expect(formatFixed(Number.POSITIVE_INFINITY, 2)).toBe('');
    expect(formatFixed(Number.NEGATIVE_INFINITY, 0)).toBe('');
  });

  it('never prints a negative zero', () => {
    expect(formatFixed(-0, 2)).toBe('0.00');
    expect(formatFixed(-0.001, 2)).toBe('0.00');
    expect(formatFixed(-0.4, 0)).toBe('0');
    expect(formatFixed(-0.0004, 3)).toBe('0.000');
  });

  it('keeps the sign of negatives that do not round to zero', () => {
    expect(formatFixed(-0.005, 3)).toBe('-0.005');
    expect(formatFixed(-10, 2)).toBe('-10.00');
  });

  it('agrees with toFixed except for the sign of zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e20, max: 1e20, noNaN: true }),
        fc.integer({ min: 0, max: 20 }),
        (value, decimals) => {
          const text = formatFixed(value, decimals);
          const rounded = Number(value.toFixed(decimals));
          expect(Math.abs(Number(text))).toBe(Math.abs(rounded));
          expect(text.startsWith('-')).toBe(rounded < 0);
        },
      ),
    );
  });
});
