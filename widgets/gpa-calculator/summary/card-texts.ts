/**
 * The texts of the cards below the semesters (later-cards.tsx) in English: the trend chart and the
 * CGPA's conversions. Only their part, loaded after the first screen, carries them.
 */
import { textModule } from '#core/i18n/texts.ts';
import { plural } from '../semesters/semester-texts';

export const cardTexts = textModule('gpa-cards', {
  // The trend chart.
  trend: 'Semester trend',
  /** The chart's accessible name: what it draws, and the CGPA now. */
  trendLabel: (semesters: number, cgpa: string) =>
    `SGPA of ${plural(semesters, 'semester')} as bars and the running CGPA as a line, on a scale of 0 to 10; CGPA now ${cgpa}.`,
  sgpaOf: (semester: string, sgpa: string) => `${semester}: SGPA ${sgpa}`,
  cgpaAfter: (semester: string, cgpa: string) => `CGPA after ${semester}: ${cgpa}`,
  /** 'Semester' (`viewTexts.semester`) in an axis label too narrow for it: 'Sem 3', then 'S3'. */
  semShort: 'Sem ',
  semTiny: 'S',
  trendTable: 'SGPA and running CGPA by semester',
  // CGPA to percentage, by a conversion the student picks or by the profile's scale.
  toPercentage: 'CGPA to percentage',
  conversion: 'Conversion',
  multiplier: 'Multiplier',
  offset: 'Offset (subtracted first)',
  disagree:
    "Sources disagree on which university uses which conversion: check your university's rules.",
  noConversion: (scale: string) => `${scale} gives no conversion to percentage.`,
  outsideBands: (cgpa: string) => `CGPA ${cgpa} is outside the bands of this conversion.`,
  /** Before the rule's formula, which the scale's name follows. */
  rule: 'Rule:',
  /** Before the class a CGPA earns ('First Class'), as the scale names it. */
  classLabel: 'Class:',
  /** A CGPA under every class of the scale: 'below First Class (6.5)'. */
  belowClass: (lowest: string, least: string) => `below ${lowest} (${least})`,
  // The CGPA on a 4-point scale.
  fourPoint: 'CGPA on a 4-point scale',
  abroad:
    'For applications abroad. Universities and evaluators there may convert your grades with their own tables: check what each one asks for.',
});
export type CardTexts = typeof cardTexts.en;
