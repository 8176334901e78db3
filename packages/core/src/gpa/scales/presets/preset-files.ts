import type { GradeScale, ScaleGrade } from '../grade-scale';
import type { Preset } from './preset';
import type { PresetRow } from './preset-scales';
import { presetsOf } from './preset-scales';

/**
 * What preset-scales.json is generated from: each preset file's presets, by file name. Vite (the
 * build's tools, Vitest, `npm run generate`) resolves the glob; the element never imports this.
 */
const MODULES = import.meta.glob<Record<string, unknown>>(
  [
    './*.ts',
    '!./*.test.ts',
    '!./index.ts',
    '!./build.ts',
    '!./preset.ts',
    '!./preset-scales.ts',
    '!./preset-files.ts',
  ],
  { eager: true },
);

/** Each preset file's presets, by its name without '.ts'. */
export const PRESET_FILES: Record<string, Preset[]> = Object.fromEntries(
  Object.entries(MODULES).map(([path, module]) => [
    path.replace(/^\.\/|\.ts$/g, ''),
    presetsOf(module),
  ]),
);

/** A scale's numbers: what reading and counting a profile needs, without sources and bands. */
export function numbersOnly(scale: GradeScale): GradeScale {
  const grades = scale.grades.map((grade): ScaleGrade => {
    const numbers = { ...grade };
    delete numbers.marks;
    return numbers;
  });
  return { ...scale, grades, sources: [], disputed: [] };
}

/**
 * preset-scales.json's rows, in `all`'s order; throws for a preset in no file, or in a file but
 * not in `all`, so that the list and the folder cannot differ.
 */
export function presetRows(
  all: readonly Preset[],
  files: Record<string, Preset[]> = PRESET_FILES,
): PresetRow[] {
  const fileOf = new Map<string, string>();
  for (const [file, presets] of Object.entries(files)) {
    for (const preset of presets) fileOf.set(preset.scale.id, file);
  }
  const listed = new Set(all.map((preset) => preset.scale.id));
  const unlisted = [...fileOf.keys()].filter((id) => !listed.has(id));
  if (unlisted.length > 0) throw new Error(`presets in no list: ${unlisted.join(', ')}`);
  return all.map((preset) => {
    const file = fileOf.get(preset.scale.id);
    if (file === undefined) throw new Error(`${preset.scale.id}: in no preset file`);
    const row: PresetRow = { scale: numbersOnly(preset.scale), file };
    if (preset.exam) row.exam = preset.exam;
    if (preset.retired) row.retired = preset.retired;
    return row;
  });
}

/** preset-scales.json's text, as `npm run generate` writes it. */
export const presetScalesJson = (all: readonly Preset[]) => `${JSON.stringify(presetRows(all))}\n`;

/**
 * preset-finder.json's text: what the picker finds each current preset by besides its name, which
 * only the list of scales loads.
 */
export const presetFinderJson = (all: readonly Preset[]) =>
  `${JSON.stringify(
    all
      .filter((preset) => !preset.retired)
      .map((preset) => ({ id: preset.scale.id, findBy: preset.findBy })),
  )}\n`;
