import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_NOT_AVAILABLE, formatAccountDate } from './account-dates';

const at = (iso: string) => Date.parse(iso);

describe('formatAccountDate', () => {
  it('writes US long format with hour and minute (SPEC §2)', () => {
    expect(formatAccountDate(at('2026-11-22T13:45:00Z'), 'UTC')).toMatch(
      /^November 22, 2026 at 1:45\sPM$/,
    );
    expect(formatAccountDate(at('2026-01-02T00:05:59Z'), 'UTC')).toMatch(
      /^January 2, 2026 at 12:05\sAM$/,
    );
  });

  it("shows the time in the given zone (the visitor's own on the page)", () => {
    expect(formatAccountDate(at('2026-11-22T20:45:00Z'), 'Asia/Kolkata')).toMatch(
      /^November 23, 2026 at 2:15\sAM$/,
    );
  });

  it("says 'Not available' when there is no time", () => {
    expect(DATE_NOT_AVAILABLE).toBe('Not available');
    for (const missing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatAccountDate(missing, 'UTC')).toBe(DATE_NOT_AVAILABLE);
    }
  });

  it('gives a month, a day, a year and a time for any time in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (time) => {
        expect(formatAccountDate(time, 'UTC')).toMatch(
          /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/,
        );
      }),
    );
  });
});
