import { compare, parseDecimal, rational } from '../rational';
import { creditsMessage, enteredProblem, hasPlaces } from './entered-sgpa';
import type { LimitTexts } from './limit-texts';
import { limitTexts } from './limit-texts';
import { SGPA_DECIMALS, sgpaMessage } from './limits';
import type { EnteredSgpa } from './model';
import type { GradeScale } from './scales/grade-scale';
import { scaleMaximum } from './scales/scale-gpa';
import type { SgpaFormTexts } from './sgpa-form-texts';
import { sgpaFormTexts } from './sgpa-form-texts';

/** The quick-semester form's checks, apart so that they load with the form. */

export const FILL_SGPA_FIELDS_MESSAGE = sgpaFormTexts.en.fillBoth;

/** A typed decimal as its number, when it has at most `places` decimals; '8.250' is 8.25. */
function typedNumber(text: string, places: number): number | null {
  const exact = parseDecimal(text.trim());
  if (exact === null || !hasPlaces(exact, places) || compare(exact, rational(0n)) < 0) return null;
  return Number(exact.num) / Number(exact.den);
}

export type SgpaFormResult = { ok: true; value: EnteredSgpa } | { ok: false; message: string };

/**
 * The quick-semester form: both fields required, the SGPA on `scale`, credits in steps of 0.5;
 * what it refuses in the element's texts (English by default).
 */
export function parseSgpaForm(
  form: { sgpa: string; credits: string },
  scale: GradeScale,
  texts: SgpaFormTexts = sgpaFormTexts.en,
  limits: LimitTexts = limitTexts.en,
): SgpaFormResult {
  if (!form.sgpa.trim() || !form.credits.trim()) {
    return { ok: false, message: texts.fillBoth };
  }
  const sgpa = typedNumber(form.sgpa, SGPA_DECIMALS);
  if (sgpa === null) return { ok: false, message: sgpaMessage(scaleMaximum(scale), limits) };
  const credits = typedNumber(form.credits, 1);
  if (credits === null) return { ok: false, message: creditsMessage(limits) };
  const value = { sgpa, credits };
  const problem = enteredProblem(value, scale, limits);
  return problem === null ? { ok: true, value } : { ok: false, message: problem };
}
