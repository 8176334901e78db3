import type { ScaleChoice } from '../model';
import { isRecord } from '../json-record';
import type { GradeScale } from './grade-scale';
import { parseGradeScale } from './grade-scale';
import {
  currentPresetId,
  currentPresetScales,
  presetScale,
  presetState,
} from './presets/preset-scales';
import { scaleChoiceOf } from './profile-scale';

/**
 * A grade scale as a file of its own: what a student or a
 * college admin exports, shares and imports, and what an element's `scale` property is given.
 * The scale inside is checked by `parseGradeScale`; its problems are told in the editor's words.
 */

export const SCALE_FILE_FORMAT = 'campuscalc-grade-scale';
export const SCALE_FILE_VERSION = 1;

export const NOT_A_SCALE_FILE_MESSAGE = 'Not a CampusCalc grade scale file';

export function exportScale(scale: GradeScale): string {
  return JSON.stringify({ format: SCALE_FILE_FORMAT, version: SCALE_FILE_VERSION, scale }, null, 2);
}

const PARTS: [RegExp, (index: number) => string][] = [
  [/^grades\[(\d+)\]/, (index) => `Grade ${index + 1}`],
  [/^classes\[(\d+)\]/, (index) => `Class ${index + 1}`],
  [/^sources\[(\d+)\]/, (index) => `Source ${index + 1}`],
  [/^percentage\.bands\[(\d+)\]/, (index) => `Percentage band ${index + 1}`],
  [/^disputed\[(\d+)\]/, (index) => `Dispute ${index + 1}`],
];

const FIELDS: Record<string, string> = {
  minCgpa: 'minimum CGPA',
  gpaCap: 'GPA cap',
  countsInGpa: 'counts in GPA',
  earnsCredit: 'earns credit',
  isFail: 'is a fail',
  isTemporary: 'is temporary',
  from: 'from CGPA',
  to: 'to CGPA',
  a: 'multiplier',
  b: 'offset',
  'percentage.a': 'percentage multiplier',
  'percentage.b': 'percentage offset',
};

/**
 * `parseGradeScale`'s problem as the editor says it: 'scale.grades[2].points must be from 0 to 10'
 * becomes 'Grade 3: points must be from 0 to 10'.
 */
export function describeScaleProblem(message: string): string {
  const [path = '', ...rest] = message.replace(/^scale\.?/, '').split(' ');
  const problem = rest.join(' ');
  for (const [pattern, name] of PARTS) {
    const match = pattern.exec(path);
    if (match) {
      const field = path.slice(match[0].length).replace(/^\./, '');
      const words = field === '' ? '' : `${FIELDS[field] ?? field} `;
      return `${name(Number(match[1]))}: ${words}${problem}`;
    }
  }
  const words = path === '' ? 'The scale' : (FIELDS[path] ?? path.replace(/\./g, ' '));
  return `${words[0]!.toUpperCase()}${words.slice(1)} ${problem}`;
}

/** A scale from a value given directly (an element's `scale` property, or a file's `scale`). */
export function readScale(
  data: unknown,
): { ok: true; scale: GradeScale } | { ok: false; message: string } {
  const parsed = parseGradeScale(data);
  return parsed.ok ? parsed : { ok: false, message: describeScaleProblem(parsed.message) };
}

/** A scale file's text: its scale, or what is wrong with it. */
export function parseScaleFile(
  text: string,
): { ok: true; scale: GradeScale } | { ok: false; message: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_A_SCALE_FILE_MESSAGE };
  }
  if (!isRecord(data) || data.format !== SCALE_FILE_FORMAT) {
    return { ok: false, message: NOT_A_SCALE_FILE_MESSAGE };
  }
  if (data.version !== SCALE_FILE_VERSION) {
    return { ok: false, message: `Unsupported grade scale file version: ${String(data.version)}` };
  }
  return readScale(data.scale);
}

/**
 * The scale an element starts new profiles on: its `scale` property (a custom scale) if given and
 * valid, else its `preset` attribute if it names a preset, else SPEC's (no choice). What was given
 * and refused is told in `problems`, for the page's author (the console), not the student.
 */
export function startingScale(given: { preset?: string; scale?: unknown }): {
  choice: ScaleChoice | undefined;
  problems: string[];
  /** True while the presets' numbers, which say whether `preset` names one, have not arrived. */
  pending?: true;
} {
  const problems: string[] = [];
  if (given.scale !== undefined && given.scale !== null) {
    const custom = readScale(given.scale);
    if (custom.ok) return { choice: { custom: custom.scale }, problems };
    problems.push(`scale: ${custom.message}`);
  }
  if (given.preset) {
    if (presetState(given.preset) === 'loading')
      return { choice: undefined, problems, pending: true };
    const id = currentPresetId(given.preset);
    const preset = id === undefined ? undefined : presetScale(id);
    if (preset) return { choice: scaleChoiceOf(preset, false), problems };
    problems.push(
      `preset: no grade scale '${given.preset}'; the presets are ${currentPresetScales()
        .map((one) => one.id)
        .join(', ')}`,
    );
  }
  return { choice: undefined, problems };
}
