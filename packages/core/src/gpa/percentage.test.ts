import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CustomConversion, PercentageScheme } from './percentage';
import {
  CGPA_RANGE_MESSAGE,
  CUSTOM_NUMBERS_MESSAGE,
  PERCENTAGE_SCHEMES,
  cgpaToPercentage,
} from './percentage';

describe('cgpaToPercentage', () => {
  it('offers the four conversions', () => {
    expect(PERCENTAGE_SCHEMES).toEqual([
      { value: 'cbse', label: 'CGPA × 9.5 (CBSE)' },
      { value: 'vtu', label: '(CGPA − 0.75) × 10 (VTU)' },
      { value: 'times10', label: 'CGPA × 10' },
      { value: 'custom', label: 'Custom' },
    ]);
  });

  type Case = [
    cgpa: number,
    scheme: PercentageScheme,
    custom: CustomConversion | undefined,
    percentage: string,
    formula: string,
  ];

  function expectConversions(cases: Case[]) {
    for (const [cgpa, scheme, custom, percentage, formula] of cases) {
      expect(cgpaToPercentage(cgpa, scheme, custom)).toEqual({ percentage, formula });
    }
  }

  it('converts with each scheme and shows the arithmetic', () => {
    expectConversions([
      [8.5, 'cbse', undefined, '80.75', '8.50 × 9.5 = 80.75%'],
      [8.5, 'vtu', undefined, '77.50', '(8.50 − 0.75) × 10 = 77.50%'],
      [7.3, 'times10', undefined, '73.00', '7.30 × 10 = 73.00%'],
      [8, 'custom', { multiplier: 9, offset: 0.5 }, '67.50', '(8.00 − 0.5) × 9 = 67.50%'],
      [8, 'custom', { multiplier: 9.2, offset: 0 }, '73.60', '8.00 × 9.2 = 73.60%'],
    ]);
  });

  it('writes negative custom numbers readably', () => {
    expectConversions([
      [8, 'custom', { multiplier: 10, offset: -1 }, '90.00', '(8.00 + 1) × 10 = 90.00%'],
      [
        8,
        'custom',
        { multiplier: -2, offset: 0 },
        '0.00',
        '8.00 × (−2) = −16.00%, limited to 0.00%',
      ],
    ]);
  });

  it('uses the CGPA as displayed, to 2 decimals, and computes exactly', () => {
    // 6.345 shows as 6.35 (toFixed says 6.34), and 6.35 × 9.5 is exactly 60.325 -> 60.33.
    expectConversions([[6.345, 'cbse', undefined, '60.33', '6.35 × 9.5 = 60.33%']]);
    // Binary floats get both steps wrong.
    expect((6.345).toFixed(2)).toBe('6.34');
    expect((6.35 * 9.5).toFixed(2)).toBe('60.32');
  });

  it('clamps to 0..100 and says so', () => {
    expectConversions([
      [0.5, 'vtu', undefined, '0.00', '(0.50 − 0.75) × 10 = −2.50%, limited to 0.00%'],
      [
        10,
        'custom',
        { multiplier: 11, offset: 0 },
        '100.00',
        '10.00 × 11 = 110.00%, limited to 100.00%',
      ],
    ]);
  });

  it('refuses a CGPA outside 0..10 and non-numeric custom values', () => {
    for (const cgpa of [-0.01, 10.01, Number.NaN, Infinity]) {
      expect(cgpaToPercentage(cgpa, 'cbse')).toEqual({ error: CGPA_RANGE_MESSAGE });
    }
    expect(cgpaToPercentage(8, 'custom')).toEqual({ error: CUSTOM_NUMBERS_MESSAGE });
    expect(cgpaToPercentage(8, 'custom', { multiplier: Number.NaN, offset: 0 })).toEqual({
      error: CUSTOM_NUMBERS_MESSAGE,
    });
    expect(cgpaToPercentage(8, 'custom', { multiplier: 9, offset: Infinity })).toEqual({
      error: CUSTOM_NUMBERS_MESSAGE,
    });
  });

  it('always gives a percentage from 0.00 to 100.00 with 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.constantFrom(...PERCENTAGE_SCHEMES.map((scheme) => scheme.value)),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        (cgpa, scheme, multiplier, offset) => {
          const result = cgpaToPercentage(cgpa, scheme, { multiplier, offset });
          if (!('percentage' in result)) throw new Error(result.error);
          expect(result.percentage).toMatch(/^\d{1,3}\.\d\d$/);
          expect(Number(result.percentage)).toBeGreaterThanOrEqual(0);
          expect(Number(result.percentage)).toBeLessThanOrEqual(100);
          expect(result.formula.endsWith(`${result.percentage}%`)).toBe(true);
        },
      ),
    );
  });
});
