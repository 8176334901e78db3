import type { Rational } from '../rational';
import { isInteger, mul, parseDecimal, rational } from '../rational';
import { CREDIT_STEP } from './grades';
import type { LimitTexts } from './limit-texts';
import { limitTexts } from './limit-texts';
import { SEMESTER_CREDITS_MAX, SGPA_DECIMALS, SGPA_STORED_MAX, sgpaMessage } from './limits';
import type { EnteredSgpa, Semester } from './model';
import type { GradeScale } from './scales/grade-scale';
import { scaleMaximum } from './scales/scale-gpa';
import { scaleTexts } from './scales/scale-texts';
import { shownSemesterName } from './shown-names';
import type { ViewTexts } from './scales/view-texts';
import { viewTexts } from './scales/view-texts';

/**
 * Quick semesters: a semester entered as the SGPA and credits of its grade card,
 * without subjects. What may be stored, and its texts; how it counts is profile-scale.ts's, the
 * form's checks sgpa-form.ts's (loaded with the form).
 */

/**
 * Shown where a class needs no arrears ever (Anna University's distinction) and the profile has
 * quick semesters: their subjects, and so any arrears in them, are unknown. The English of
 * percentage-texts.ts `noArrears`, which the cards say in the element's language; here for the
 * printed report, without loading the cards' texts with the first screen.
 */
export const CLASS_ASSUMES_NO_ARREARS_NOTE =
  'This class needs no arrears ever: semesters entered as SGPA are taken to have had none.';

/** 'SGPA 8.25 × 22 credits (from the grade card)': a quick semester where a subject list would be. */
export function enteredSummary(
  { sgpa, credits }: EnteredSgpa,
  texts: ViewTexts = viewTexts.en,
): string {
  return texts.fromCard(sgpa.toFixed(SGPA_DECIMALS), credits);
}

/** `value` × 10^places is whole: the decimal has at most `places` decimals. */
export function hasPlaces(value: Rational, places: number): boolean {
  return isInteger(mul(value, rational(10n ** BigInt(places))));
}

const decimalOf = (value: number) => parseDecimal(String(value));

/** An SGPA as stored: 0 to SGPA_STORED_MAX with at most SGPA_DECIMALS decimals. */
export function isStoredSgpa(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  const exact = decimalOf(value);
  return (
    exact !== null && value >= 0 && value <= SGPA_STORED_MAX && hasPlaces(exact, SGPA_DECIMALS)
  );
}

/** A quick semester's credits: more than 0, at most SEMESTER_CREDITS_MAX, in steps of 0.5. */
export function isSemesterCredits(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    value <= SEMESTER_CREDITS_MAX &&
    Number.isInteger(value / CREDIT_STEP)
  );
}

/**
 * Why `semesters` cannot move to `scale`: a quick semester's SGPA above the scale's best (a
 * 10-point SGPA on a 6-point scale means nothing there), naming the semester as `view` shows it;
 * null when they can. Ours.
 */
export function scaleChangeProblem(
  scale: GradeScale,
  semesters: readonly Pick<Semester, 'name' | 'entered'>[],
  texts: typeof scaleTexts.en = scaleTexts.en,
  view: ViewTexts = viewTexts.en,
): string | null {
  const over = semesters.find(({ entered }) => entered && entered.sgpa > scaleMaximum(scale));
  if (!over) return null;
  const name = shownSemesterName(over.name, view);
  return texts.aboveBest(name, over.entered!.sgpa, scale.name, scaleMaximum(scale));
}

/** Why a quick semester's credits are refused, in `limits`' language. */
export const creditsMessage = (limits: LimitTexts) =>
  limits.semCredits(String(SEMESTER_CREDITS_MAX));

/**
 * Why an entered SGPA and credits do not fit `scale`, or null (for the form and imports), in
 * `limits`' language.
 */
export function enteredProblem(
  entered: EnteredSgpa,
  scale: GradeScale,
  limits: LimitTexts = limitTexts.en,
): string | null {
  if (!isStoredSgpa(entered.sgpa) || entered.sgpa > scaleMaximum(scale)) {
    return sgpaMessage(scaleMaximum(scale), limits);
  }
  return isSemesterCredits(entered.credits) ? null : creditsMessage(limits);
}
