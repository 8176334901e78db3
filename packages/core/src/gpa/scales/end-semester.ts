import type { Rational } from '../../rational';
import {
  ZERO,
  add,
  compare,
  div,
  fromNumber,
  mul,
  parseDecimal,
  rational,
  sub,
} from '../../rational';
import { marksToolsTexts } from './end-semester-texts';
import type { GradeScale } from './grade-scale';
import type { MarksBand } from './marks-bands';
import { marksBands } from './marks-bands';
import type { ExamSplit } from './presets/preset';

/**
 * Marks needed in the end-semester exam: from the internal marks obtained and the course's split
 * (internal + end-semester maximum), the least whole mark in the end-semester exam that reaches each
 * marks band of the scale. Exact rationals throughout, so 'least' is exact, never a float's guess.
 *
 * The model, as the sources show it (docs/decisions.md "Marks tools, and the marks needed in the
 * end-semester exam"):
 * - a band is a percentage of the course's total (internal + end-semester maximum), reached at its
 *   lowest whole percentage as marks-bands.ts reads it (C's 45–49 is reached at 45%, not 44.67%);
 * - the total is compared as it is, not rounded first (a university that rounds the total up may
 *   give the grade for one mark fewer);
 * - a paper written out of more marks than it counts for (Anna University's 100 counted as 80,
 *   VTU's 100 counted as 50) counts `written × external ÷ paper`, again unrounded;
 * - the minimum in the exam (`minExternal`) is out of the marks it counts for, as ExamSplit says.
 */

/** The largest maximum accepted for either part, or for the paper. */
export const SPLIT_MAX = 1000;

export interface EndSemesterSplit {
  /** Whole marks of the internal assessment, 0 where the exam is all. */
  internal: number;
  /** Whole marks the end-semester exam counts for. */
  external: number;
  /** Whole marks the paper is written out of: `external` where it is not scaled. */
  paper: number;
  /** The least marks in the exam to pass, out of `external`; null where there is none. */
  minExternal: Rational | null;
}

export interface EndSemesterInput {
  split: EndSemesterSplit;
  /** Internal marks obtained, out of `split.internal`. */
  obtained: Rational;
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

type MarksToolsTexts = typeof marksToolsTexts.en;

// The English of what the form refuses, and of its prompt.
export const INTERNAL_MAX_MESSAGE = marksToolsTexts.en.internalBad(SPLIT_MAX);
export const EXTERNAL_MAX_MESSAGE = marksToolsTexts.en.externalBad(SPLIT_MAX);
export const PAPER_MESSAGE = marksToolsTexts.en.paperBad(SPLIT_MAX);
export const ENDSEM_PROMPT = marksToolsTexts.en.prompt;

const WHOLE = /^\s*\d{1,4}\s*$/;
const TWO_DECIMALS = /^\s*\d{1,4}(?:\.\d{1,2})?\s*$/;

/** A maximum as typed: a whole number from `least` to SPLIT_MAX. */
export function readMaximum(text: string, least: 0 | 1, message: string): Read<number> {
  const value = WHOLE.test(text) ? Number(text) : NaN;
  return value >= least && value <= SPLIT_MAX ? { ok: true, value } : { ok: false, message };
}

/** Marks as typed, from 0 to `max` with at most 2 decimals (internal marks, the exam's minimum). */
export function readObtained(text: string, max: number, message: string): Read<Rational> {
  const value = TWO_DECIMALS.test(text) ? parseDecimal(text) : null;
  return value !== null && compare(value, fromNumber(max)) <= 0
    ? { ok: true, value }
    : { ok: false, message };
}

/** The texts of the form, as typed; `paper` and `minExternal` may be blank. */
export interface EndSemesterTexts {
  internal: string;
  external: string;
  paper: string;
  minExternal: string;
  obtained: string;
}

/** Each field's reading: a message for each field refused, in the form's order. */
export interface EndSemesterReading {
  input: EndSemesterInput | null;
  /** By field: the fields refused and why. */
  refused: Partial<Record<keyof EndSemesterTexts, string>>;
}

/**
 * The form read whole: `input` once every field is right and the maximums and internal marks are
 * there; a blank field is waited for, not refused.
 */
export function readEndSemester(
  texts: EndSemesterTexts,
  words: MarksToolsTexts = marksToolsTexts.en,
): EndSemesterReading {
  const refused: EndSemesterReading['refused'] = {};
  const internal = readMaximum(texts.internal, 0, words.internalBad(SPLIT_MAX));
  const external = readMaximum(texts.external, 1, words.externalBad(SPLIT_MAX));
  const paper =
    texts.paper.trim() === '' && external.ok
      ? external
      : readMaximum(texts.paper, 1, words.paperBad(SPLIT_MAX));
  // A blank maximum is still to be typed, not refused.
  if (!internal.ok && texts.internal.trim() !== '') refused.internal = internal.message;
  if (!external.ok && texts.external.trim() !== '') refused.external = external.message;
  if (!paper.ok && texts.paper.trim() !== '') refused.paper = paper.message;
  const minimum =
    texts.minExternal.trim() === '' || !external.ok
      ? null
      : readObtained(texts.minExternal, external.value, words.minimumBad(external.value));
  if (minimum && !minimum.ok) refused.minExternal = minimum.message;
  const obtained =
    texts.obtained.trim() === '' || !internal.ok
      ? null
      : readObtained(texts.obtained, internal.value, words.obtainedBad(internal.value));
  if (obtained && !obtained.ok) refused.obtained = obtained.message;
  const input =
    internal.ok && external.ok && paper.ok && (minimum?.ok ?? true) && obtained?.ok
      ? {
          split: {
            internal: internal.value,
            external: external.value,
            paper: paper.value,
            minExternal: minimum?.ok ? minimum.value : null,
          },
          obtained: obtained.value,
        }
      : null;
  return { input, refused };
}

/** The form's starting texts: the preset's split where it gives one, else blank for the student. */
export function splitTexts(exam: ExamSplit | undefined): Omit<EndSemesterTexts, 'obtained'> {
  return {
    internal: exam ? String(exam.internal) : '',
    external: exam ? String(exam.external) : '',
    paper: exam?.paper === undefined ? '' : String(exam.paper),
    minExternal: exam?.minExternal === undefined ? '' : String(exam.minExternal),
  };
}

export type GradeNeed = {
  band: MarksBand;
  /** The course total the band needs: its lowest percentage of internal + external. */
  total: Rational;
  /** What the exam must add to the internal marks, counted: `total − obtained` (≤ 0: none). */
  fromExam: Rational;
} & (
  | {
      /** The internal marks alone reach the band's total. */
      state: 'secured';
      /** The least whole written mark still needed: the exam's minimum, or 0 without one. */
      marks: number;
    }
  | {
      state: 'needs';
      /** The least whole written mark that reaches the band, the exam's minimum included. */
      marks: number;
      /** Which sets it: the band's total or the exam's minimum. */
      by: 'band' | 'minimum';
    }
  | {
      /** Not even full marks in the exam reach the band. */
      state: 'unreachable';
      /** The course total with full marks in the exam. */
      best: Rational;
    }
);

/** The least whole number at or above `value` (never below 0). */
export function leastWhole(value: Rational): number {
  if (value.num <= 0n) return 0;
  const quotient = value.num / value.den;
  return Number(value.num % value.den === 0n ? quotient : quotient + 1n);
}

/** A counted mark as marks on the paper: `counted × paper ÷ external`. */
export const writtenOf = ({ external, paper }: EndSemesterSplit, counted: Rational) =>
  div(mul(counted, fromNumber(paper)), fromNumber(external));

/** The course's total out of which bands are percentages. */
export const courseTotal = ({ internal, external }: EndSemesterSplit) => internal + external;

/** The least whole written mark that meets the exam's minimum (0 without one). */
export const minimumWritten = (split: EndSemesterSplit) =>
  split.minExternal === null ? 0 : leastWhole(writtenOf(split, split.minExternal));

/**
 * For each band of the scale, best first: whether the internal marks already secure it, the least
 * whole mark of the end-semester paper that reaches it, or that even full marks do not.
 */
export function endSemesterNeeds(scale: GradeScale, { split, obtained }: EndSemesterInput) {
  const total = fromNumber(courseTotal(split));
  const minimum = minimumWritten(split);
  return marksBands(scale).map((band): GradeNeed => {
    const needed = div(mul(fromNumber(band.min), total), rational(100n));
    const fromExam = sub(needed, obtained);
    const common = { band, total: needed, fromExam };
    if (compare(fromExam, ZERO) <= 0) return { ...common, state: 'secured', marks: minimum };
    const forBand = leastWhole(writtenOf(split, fromExam));
    if (forBand > split.paper) {
      return { ...common, state: 'unreachable', best: add(obtained, fromNumber(split.external)) };
    }
    return minimum > forBand
      ? { ...common, state: 'needs', marks: minimum, by: 'minimum' }
      : { ...common, state: 'needs', marks: forBand, by: 'band' };
  });
}
