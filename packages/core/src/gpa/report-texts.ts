/**
 * The printed report's own words (report.ts), in English; it shares the table heads, the names
 * the product writes and the attempt notes with the screen (scales/view-texts.ts). Loaded with the
 * report, on the first print.
 */
import { textModule } from '../i18n/texts';

/** '1 credit', '12.5 credits': a count with its English noun. */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export const reportTexts = textModule('gpa-report', {
  /** The document's title: 'Asha – GPA report'. */
  title: (profile: string) => `${profile} – GPA report`,
  /** Under the profile's name: 'GPA report, 1 May 2024'. */
  generated: (date: string) => `GPA report, ${date}`,
  cumulative: 'Cumulative GPA',
  /** The counts the element's summary gives: '3 semesters, 4 subjects, 12.5 credits'. */
  counts: (semesters: number, subjects: number, credits: number) =>
    `${counted(semesters, 'semester')}, ${counted(subjects, 'subject')}, ${counted(credits, 'credit')}`,
  noSemesters: 'No semesters added yet',
  noSubjects: 'No subjects added yet',
  grade: 'Grade',
  points: 'Points',
  /** The attempt of a subject taken more than once that the CGPA counts. */
  counted: 'counted',
  // A profile on a scale other than SPEC's: the scale and what it gives beyond the CGPA.
  scale: (scale: string) => `Grade scale: ${scale}`,
  /** 'Percentage 72.50% ((CGPA − 0.75) × 10)'. */
  percentage: (percentage: string, rule: string) => `Percentage ${percentage}% (${rule})`,
  /** The class the scale gives, as the scale names it: 'Class: First Class'. */
  classOf: (name: string) => `Class: ${name}`,
  /** A source of the scale: its title, its address and the day it was read. */
  source: (title: string, url: string, read: string) => `Source: ${title}, ${url} (read ${read})`,
});

export type ReportTexts = typeof reportTexts.en;
