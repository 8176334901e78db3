/**
 * The options an owner gives a public link (SPEC §4 "Legacy share link"), apart from its encryption
 * (public-link.ts), so the share dialog loads no crypto: when it expires (the choices, the time a
 * choice sets, and whether a link has expired: one rule for the owner's list, the store and the
 * link's page; firestore.rules applies the same one, valid while now < expiresAt), and its password.
 */
import { linkTexts } from './link-texts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A choice of expiry, `days` after the link is made (null: never), labelled in English. */
const expiryChoice = <Value extends string, Days extends number | null>(
  value: Value,
  days: Days,
) => ({
  value,
  label: linkTexts.en.expiry(days),
  days,
});

/** The choices of a public link's 'Expires' select, the first being the default. */
export const LINK_EXPIRY_CHOICES = [
  expiryChoice('never', null),
  expiryChoice('1', 1),
  expiryChoice('7', 7),
  expiryChoice('30', 30),
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
