/**
 * The options an owner gives a public link (SPEC §4 "Legacy share link"), apart from its encryption
 * (public-link.ts), so the share dialog loads no crypto: when it expires (the choices, the time a
 * choice sets, and whether a link has expired: one rule for the owner's list, the store and the
 * link's page; firestore.rules applies the same one, valid while now < expiresAt), and its password.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The choices of a public link's 'Expires' select, the first being the default. */
export const LINK_EXPIRY_CHOICES = [
  { value: 'never', label: 'Never', days: null },
  { value: '1', label: '1 day', days: 1 },
  { value: '7', label: '7 days', days: 7 },
  { value: '30', label: '30 days', days: 30 },
] as const;

export type LinkExpiryChoice = (typeof LINK_EXPIRY_CHOICES)[number]['value'];

/** When a link made at `now` with `choice` expires: null for never. */
export function linkExpiresAt(choice: LinkExpiryChoice, now: number): number | null {
  const { days } = LINK_EXPIRY_CHOICES.find(({ value }) => value === choice)!;
  return days === null ? null : now + days * DAY_MS;
}

/** SPEC §4: a link is valid until its expiry time; at that very millisecond it has expired. */
export function linkExpired(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt <= now;
}

/** The password field's text as the store takes it: empty means no password (never trimmed). */
export const linkPassword = (text: string): string | null => (text === '' ? null : text);
