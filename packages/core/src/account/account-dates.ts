/**
 * The account page's dates (SPEC §2 "Profile (account) page"): US long format with hour and
 * minute, 'November 22, 2026 at 1:45 PM', or 'Not available' when the service gave none. The
 * locale is fixed to en-US so that every visitor reads the same format, in their own time zone.
 */

export const DATE_NOT_AVAILABLE = 'Not available';

/** `time` in milliseconds since the epoch; `timeZone` for tests, the visitor's own otherwise. */
export function formatAccountDate(time: number | null | undefined, timeZone?: string): string {
  if (time === null || time === undefined || !Number.isFinite(time)) return DATE_NOT_AVAILABLE;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(time);
}
