import { isRecord } from '../json-record';
import type { GradeScale } from './grade-scale';
import { parseGradeScale } from './grade-scale';
import type { ScaleFileProblem, ScaleProblem } from './scale-problems';
import type { ScaleFileTexts } from './scale-file-texts';
import { scaleFault, scaleFileTexts } from './scale-file-texts';
import type { StartingProblem } from './starting-scale';

/**
 * A grade scale as a file of its own: what a student or a
 * college admin exports, shares and imports, and what an element's `scale` property is given.
 * The scale inside is checked by `parseGradeScale`; its problems are told in the editor's words.
 */

export const SCALE_FILE_FORMAT = 'campuscalc-grade-scale';
export const SCALE_FILE_VERSION = 1;

export const NOT_A_SCALE_FILE_MESSAGE = scaleFileTexts.en.notAFile;

export function exportScale(scale: GradeScale): string {
  return JSON.stringify({ format: SCALE_FILE_FORMAT, version: SCALE_FILE_VERSION, scale }, null, 2);
}

const PARTS: [RegExp, 'gradeRow' | 'classRow' | 'sourceRow' | 'bandRow' | 'disputeRow'][] = [
  [/^grades\[(\d+)\]/, 'gradeRow'],
  [/^classes\[(\d+)\]/, 'classRow'],
  [/^sources\[(\d+)\]/, 'sourceRow'],
  [/^percentage\.bands\[(\d+)\]/, 'bandRow'],
  [/^disputed\[(\d+)\]/, 'disputeRow'],
];

/**
 * What a problem's field (its path in the scale) names, as the editor says it: 'grades[2].points'
 * is 'Grade 3: points', 'grades[2]' 'Grade 3:', 'gpaCap' 'GPA cap', '' 'The scale'.
 */
export function problemSubject(path: string, texts: ScaleFileTexts = scaleFileTexts.en): string {
  for (const [pattern, row] of PARTS) {
    const match = pattern.exec(path);
    if (match) {
      const field = path.slice(match[0].length).replace(/^\./, '');
      const name = texts[row](Number(match[1]) + 1);
      return field === '' ? `${name}:` : `${name}: ${texts.field(field)}`;
    }
  }
  const words = path === '' ? texts.wholeScale : texts.field(path).replace(/\./g, ' ');
  return `${words[0]!.toUpperCase()}${words.slice(1)}`;
}

/**
 * A scale's problem (`parseGradeScale`'s, or the editor's) as the editor says it, naming the field
 * as the editor labels it: 'Grade 3: points must be from 0 to 10'.
 */
export const describeScaleProblem = (
  problem: ScaleProblem,
  texts: ScaleFileTexts = scaleFileTexts.en,
): string => texts.problem(problemSubject(problem.field, texts), scaleFault(problem, texts));

/** What is wrong with a scale file, as the editor says it. */
export function sayScaleFileProblem(
  problem: ScaleFileProblem,
  texts: ScaleFileTexts = scaleFileTexts.en,
): string {
  switch (problem.code) {
    case 'notAFile':
      return texts.notAFile;
    case 'version':
      return texts.version(problem.version);
    default:
      return describeScaleProblem(problem, texts);
  }
}

/** A scale file's text: its scale, or what is wrong with it (`sayScaleFileProblem`). */
export function parseScaleFile(
  text: string,
): { ok: true; scale: GradeScale } | { ok: false; problem: ScaleFileProblem } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: { code: 'notAFile' } };
  }
  if (!isRecord(data) || data.format !== SCALE_FILE_FORMAT) {
    return { ok: false, problem: { code: 'notAFile' } };
  }
  if (data.version !== SCALE_FILE_VERSION) {
    return { ok: false, problem: { code: 'version', version: String(data.version) } };
  }
  return parseGradeScale(data.scale);
}

/** What `startingScale` refused, for the page's author (the console), who reads English. */
export const sayStartingProblem = (problem: StartingProblem): string =>
  problem.kind === 'scale'
    ? `scale: ${describeScaleProblem(problem.problem)}`
    : `preset: no grade scale '${problem.preset}'; the presets are ${problem.presets.join(', ')}`;
