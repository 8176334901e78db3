/** What the tests of the printed report (report.ts) read it with, in any language. */
import type { Profile, Semester } from './model';
import { createProfile } from './profiles';

export const profile = (name: string, semesters: Semester[]): Profile => ({
  ...createProfile(name, null, { now: () => 0, random: () => 0.5 }),
  semesters,
});

/** Noon local time, so the date is the same in every time zone the tests run in. */
export const MAY_FIRST_2024 = new Date(2024, 4, 1, 12).getTime();

/** The body's text with tags removed and whitespace collapsed: what a reader sees. */
export const visibleText = (html: string) =>
  html
    .replace(/^.*<body>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The cells of each table row, as text. */
export const rows = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => cell),
  );
