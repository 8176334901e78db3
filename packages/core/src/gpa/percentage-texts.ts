/**
 * The words of the CGPA's conversions (percentage.ts, scales/percentage-view.ts) and the percentage
 * card's note on its class, in English: the formulas themselves are the same in every language.
 * Only the cards below the semesters, the working and the scale editor show them, all loaded on
 * demand.
 */
import { textModule } from '../i18n/texts';
import { CLASS_ASSUMES_NO_ARREARS_NOTE } from './entered-sgpa';

export const percentageTexts = textModule('gpa-percentage', {
  /** The percentage card's own conversion, with a multiplier and offset the student types. */
  custom: 'Custom',
  cgpaRange: 'CGPA must be a number from 0 to 10',
  customNumbers: 'Multiplier and offset must be numbers',
  /** A result past 0–100: '(9.5 − 0.5) × 12 = 108.00%, limited to 100.00%'. */
  limitedTo: (formula: string, percentage: string) => `${formula}, limited to ${percentage}%`,
  roundedUp: (rule: string) => `${rule}, rounded up`,
  /** One band of a conversion that has several. */
  forCgpa: (rule: string, from: string, to: string) => `${rule} for CGPA ${from}–${to}`,
  proportional: (maximum: string) => `Proportional: CGPA ÷ ${maximum} × 4`,
  /** A class that needs no arrears ever, on a profile with quick semesters (entered-sgpa.ts). */
  noArrears: CLASS_ASSUMES_NO_ARREARS_NOTE,
});

export type PercentageTexts = typeof percentageTexts.en;
