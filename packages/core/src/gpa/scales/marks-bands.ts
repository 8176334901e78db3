import type { GradeScale, ScaleGrade } from './grade-scale';
import { marksTexts } from './marks-texts';

/**
 * Marks to grade: a scale's marks bands (`ScaleGrade.marks`, as its source prints them)
 * read as whole marks out of 100. Marks are whole numbers, as a marksheet gives them: bands such as
 * 70–79 and 80–100 leave no room for 79.5, so a student rounds as their university does.
 */

export const MARKS_MAX = 100;
export const MARKS_MESSAGE = marksTexts.en.problem(MARKS_MAX);

/** Whole marks from `min` to `max`, both included. */
export interface MarksRange {
  min: number;
  max: number;
}

export interface MarksBand extends MarksRange {
  grade: ScaleGrade;
}

const NUMBER = String.raw`(\d{1,3}(?:\.\d+)?)\s*%?`;
const RANGE = new RegExp(String.raw`^${NUMBER}\s*(?:[-–—]|to)\s*${NUMBER}$`, 'i');
const BOUND = new RegExp(String.raw`^(≥|>=|>|≤|<=|<)\s*${NUMBER}$`);
const AT_LEAST = new RegExp(String.raw`^${NUMBER}\s*(?:\+|and above|or more)$`, 'i');

/**
 * A band's text as whole marks: '90–100' (a dash, a hyphen or 'to'), '≥ 90' ('>=', '90+',
 * '90 and above'), '> 89', '< 40', '≤ 39'; null for anything else, or a band holding no whole mark
 * from 0 to 100.
 */
export function parseMarksBand(text: string): MarksRange | null {
  const trimmed = text.trim();
  const range = RANGE.exec(trimmed);
  const bound = BOUND.exec(trimmed);
  const atLeast = AT_LEAST.exec(trimmed);
  let band: MarksRange | null = null;
  if (range) band = { min: Math.ceil(Number(range[1])), max: Math.floor(Number(range[2])) };
  else if (atLeast) band = { min: Math.ceil(Number(atLeast[1])), max: MARKS_MAX };
  else if (bound) {
    const value = Number(bound[2]);
    band = {
      '≥': { min: Math.ceil(value), max: MARKS_MAX },
      '>=': { min: Math.ceil(value), max: MARKS_MAX },
      '>': { min: Math.floor(value) + 1, max: MARKS_MAX },
      '≤': { min: 0, max: Math.floor(value) },
      '<=': { min: 0, max: Math.floor(value) },
      '<': { min: 0, max: Math.ceil(value) - 1 },
    }[bound[1]!]!;
  }
  return band && band.min <= band.max && band.max <= MARKS_MAX ? band : null;
}

/** The scale's grades whose marks text reads as a band, best first (the scale's order). */
export function marksBands(scale: GradeScale): MarksBand[] {
  return scale.grades.flatMap((grade) => {
    const band = grade.marks === undefined ? null : parseMarksBand(grade.marks);
    return band ? [{ grade, ...band }] : [];
  });
}

/** Marks as typed: a whole number from 0 to 100. */
export function readMarks(text: string): number | null {
  const value = /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : NaN;
  return value <= MARKS_MAX ? value : null;
}

export type MarksGrade =
  /** The first band (best first) that holds the marks. */
  | { kind: 'band'; band: MarksBand }
  /**
   * Below every band where every passing grade has one: the scale's first failing grade, though
   * the source prints no band for it.
   */
  | { kind: 'below'; grade: ScaleGrade; passFrom: number }
  /** In no band, where the source gives bands for some grades only. */
  | { kind: 'none' };

export function gradeForMarks(scale: GradeScale, marks: number): MarksGrade {
  const bands = marksBands(scale);
  const band = bands.find(({ min, max }) => marks >= min && marks <= max);
  if (band) return { kind: 'band', band };
  const passing = scale.grades.filter((grade) => grade.countsInGpa && !grade.isFail);
  const failing = scale.grades.find((grade) => grade.countsInGpa && grade.isFail);
  const passFrom = Math.min(...bands.map(({ min }) => min));
  const allBanded =
    bands.length > 0 && passing.every((grade) => bands.some((each) => each.grade === grade));
  return allBanded && failing && marks < passFrom
    ? { kind: 'below', grade: failing, passFrom }
    : { kind: 'none' };
}

/** The least marks that give the grade `code`; null where the scale gives it no band. */
export function marksNeeded(scale: GradeScale, code: string): number | null {
  return marksBands(scale).find(({ grade }) => grade.code === code)?.min ?? null;
}

type MarksTexts = typeof marksTexts.en;

/** The grade `found` for `marks`, in words: '73 marks: A+ (Excellent), 70–79.' */
export function marksSentence(
  scale: GradeScale,
  marks: number,
  found: MarksGrade,
  texts: MarksTexts = marksTexts.en,
): string {
  switch (found.kind) {
    case 'band': {
      const { grade, min, max } = found.band;
      return texts.inBand(marks, grade.code, grade.label, min, max);
    }
    case 'below':
      return texts.below(marks, found.grade.code, found.grade.label, found.passFrom);
    case 'none': {
      const codes = marksBands(scale).map(({ grade }) => grade.code);
      return texts.noBand(marks, codes.join(', '));
    }
  }
}

/** 'A+ needs at least 70 marks (70–79).' */
export const neededSentence = ({ grade, min, max }: MarksBand, texts: MarksTexts = marksTexts.en) =>
  texts.needs(grade.code, min, max);
