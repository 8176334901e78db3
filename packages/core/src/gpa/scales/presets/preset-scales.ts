import type { GradeScale } from '../grade-scale';
import type { ExamSplit, Preset } from './preset';
import TABLE from './preset-scales.json';
import { SPEC_DEFAULT } from './spec-default';

/**
 * Every preset's numbers, as an element's first render needs them to read, check and count a
 * profile and give the grade for marks: the scale without its sources and disputes (those load with the
 * university's own file, preset-details in the element, or come with `presets/index.ts`).
 * preset-scales.json is generated from the preset files by `npm run generate` (a unit test fails
 * while it differs), so that a university's data is written once.
 */

export interface PresetRow {
  /** The scale with `sources` and `disputed` empty. */
  scale: GradeScale;
  /** The preset file that holds it, without '.ts' ('mumbai' holds 'mumbai-cbcs'). */
  file: string;
  /** The split of its marks, the end-semester tool's start (preset.ts `exam`). */
  exam?: ExamSplit;
  /** For a retired preset: the one that replaces it, and why (preset.ts `retired`). */
  retired?: { by: string; why: string };
}

const ROWS = TABLE as PresetRow[];
const BY_ID = new Map(ROWS.map((row) => [row.scale.id, row]));
// SPEC's scale is every profile's default and has no sources: one object everywhere.
BY_ID.set(SPEC_DEFAULT.id, { scale: SPEC_DEFAULT, file: 'spec-default' });

/** Presets whose whole data has been loaded: they replace their numbers-only scale. */
const loaded = new Map<string, GradeScale>();

/** The presets a preset file's module exports. */
export const presetsOf = (module: Record<string, unknown>): Preset[] =>
  Object.values(module).filter(
    (value): value is Preset =>
      typeof value === 'object' && value !== null && 'scale' in value && 'findBy' in value,
  );

/** Hands the whole data of loaded presets to everything that resolves a preset by id. */
export function registerPresets(presets: Iterable<Preset>): void {
  for (const preset of presets) {
    if (BY_ID.has(preset.scale.id) && preset.scale.id !== SPEC_DEFAULT.id) {
      loaded.set(preset.scale.id, preset.scale);
    }
  }
}

/** The scale of the preset with this id, retired or not: whole once loaded, else its numbers. */
export function presetScale(id: string): GradeScale | undefined {
  return loaded.get(id) ?? BY_ID.get(id)?.scale;
}

/** Whether the preset's sources and disputes are at hand. */
export const isPresetLoaded = (id: string) => id === SPEC_DEFAULT.id || loaded.has(id);

/** The file holding a preset, for loading it; undefined for an unknown id. */
export const presetFile = (id: string) => BY_ID.get(id)?.file;

/** A preset's scale, whole or its numbers; false for a custom scale (even one reusing an id). */
export function isPresetScale(scale: GradeScale): boolean {
  return scale === BY_ID.get(scale.id)?.scale || scale === loaded.get(scale.id);
}

/** The id that replaces a retired preset (the id itself when current); undefined if unknown. */
export function currentPresetId(id: string): string | undefined {
  let row = BY_ID.get(id);
  for (let hops = 0; row?.retired && hops < ROWS.length; hops += 1) row = BY_ID.get(row.retired.by);
  return row && !row.retired ? row.scale.id : undefined;
}

/** The notice on a profile whose preset was retired: it keeps its numbers until she reviews. */
export const correctionNotice = (name: string) =>
  `${name} was corrected against the university’s own sources. Your numbers stay as they are until you review the correction.`;

/** A preset's split of marks between internal and end-semester; none for a custom scale. */
export const presetExam = (scale: GradeScale): ExamSplit | undefined =>
  isPresetScale(scale) ? BY_ID.get(scale.id)?.exam : undefined;

/** Why a retired preset was replaced, and by which; undefined for a current or unknown one. */
export const presetRetirement = (id: string) => BY_ID.get(id)?.retired;

/** The presets a student can choose, the default first: whole where loaded. */
export function currentPresetScales(): GradeScale[] {
  return ROWS.filter((row) => !row.retired).map((row) => presetScale(row.scale.id)!);
}
