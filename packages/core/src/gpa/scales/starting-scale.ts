import type { ScaleChoice } from '../model';
import { parseGradeScale } from './grade-scale';
import {
  currentPresetId,
  currentPresetScales,
  presetScale,
  presetState,
} from './presets/preset-scales';
import { scaleChoiceOf } from './profile-scale';
import type { ScaleProblem } from './scale-problems';

/** What an element was given and refused: said in scale-file.ts, for its console. */
export type StartingProblem =
  { kind: 'scale'; problem: ScaleProblem } | { kind: 'preset'; preset: string; presets: string[] };

/**
 * The scale an element starts new profiles on: its `scale` property (a custom scale) if given and
 * valid, else its `preset` attribute if it names a preset, else SPEC's (no choice). What was given
 * and refused is told in `problems`, for the page's author (the console), not the student: its
 * words load only then (scale-file.ts `sayStartingProblem`).
 */
export function startingScale(given: { preset?: string; scale?: unknown }): {
  choice: ScaleChoice | undefined;
  problems: StartingProblem[];
  /** True while the presets' numbers, which say whether `preset` names one, have not arrived. */
  pending?: true;
} {
  const problems: StartingProblem[] = [];
  if (given.scale !== undefined && given.scale !== null) {
    const custom = parseGradeScale(given.scale);
    if (custom.ok) return { choice: { custom: custom.scale }, problems };
    problems.push({ kind: 'scale', problem: custom.problem });
  }
  if (given.preset) {
    if (presetState(given.preset) === 'loading')
      return { choice: undefined, problems, pending: true };
    const id = currentPresetId(given.preset);
    const preset = id === undefined ? undefined : presetScale(id);
    if (preset) return { choice: scaleChoiceOf(preset, false), problems };
    const presets = currentPresetScales().map((one) => one.id);
    problems.push({ kind: 'preset', preset: given.preset, presets });
  }
  return { choice: undefined, problems };
}
