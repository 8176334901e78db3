import { UNREACHABLE_MESSAGE } from '../../../network-messages';
import type { GradeScale } from '../grade-scale';
import type { ExamSplit, Preset } from './preset';
import { SPEC_DEFAULT } from './spec-default';

/**
 * Every preset's numbers, as the element needs them to read, check and count a profile on a preset
 * and give the grade for marks: the scale without its sources and disputes (those load with the
 * university's own file, preset-details in the element, or come with `presets/index.ts`).
 * preset-scales.json is generated from the preset files by `npm run generate` (a unit test fails
 * while it differs), so that a university's data is written once. It is loaded on demand
 * (`loadPresetNumbers`): a first visit on SPEC's scale, which stays in code, needs none of it.
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

/**
 * Thrown by whatever must know a preset's numbers (a reader of stored profiles, a scale lookup)
 * before they have arrived: never taken for an unknown preset, which would read a profile on SPEC's
 * scale or refuse it. Whoever reads stored data loads them first (`withPresetNumbers`).
 */
export class PresetsNotLoaded extends Error {
  constructor() {
    super('The grade scales of the presets have not loaded yet.');
  }
}

/** The numbers could not be fetched (offline, no cache): nothing was read, try again. */
export class PresetsUnreachable extends Error {
  constructor(cause: unknown) {
    super(UNREACHABLE_MESSAGE, { cause });
  }
}

const SPEC_ROW: PresetRow = { scale: SPEC_DEFAULT, file: 'spec-default' };
/** Every preset's row, SPEC's included; null until preset-scales.json has arrived. */
let rows: readonly PresetRow[] | null = null;
// SPEC's scale is every profile's default and has no sources: one object everywhere.
const BY_ID = new Map<string, PresetRow>([[SPEC_DEFAULT.id, SPEC_ROW]]);

/** Takes every preset's numbers (preset-scales.json's rows); later calls change nothing. */
export function registerPresetNumbers(table: readonly PresetRow[]): void {
  if (rows) return;
  rows = table.map((row) => (row.scale.id === SPEC_DEFAULT.id ? SPEC_ROW : row));
  for (const row of rows) BY_ID.set(row.scale.id, row);
}

let loadingNumbers: Promise<void> | undefined;

/**
 * Loads every preset's numbers once (one request of a few kB); a failed load rejects with
 * PresetsUnreachable and is tried again on the next call.
 */
export function loadPresetNumbers(
  load: () => Promise<{ default: unknown }> = () => import('./preset-scales.json'),
): Promise<void> {
  if (rows) return Promise.resolve();
  loadingNumbers ??= load().then(
    (module) => registerPresetNumbers(module.default as PresetRow[]),
    (error: unknown) => {
      loadingNumbers = undefined;
      throw new PresetsUnreachable(error);
    },
  );
  return loadingNumbers;
}

/**
 * A preset id as far as the numbers at hand tell: 'loaded' (its numbers are here; SPEC's always
 * are), 'loading' (the numbers have not arrived: it may or may not be a preset), 'unknown' (no
 * preset of this version has it).
 */
export type PresetState = 'loaded' | 'loading' | 'unknown';

export function presetState(id: string): PresetState {
  if (BY_ID.has(id)) return 'loaded';
  return rows ? 'unknown' : 'loading';
}

/** True once every preset's numbers are here. */
export const presetNumbersLoaded = () => rows !== null;

/**
 * True when a profile is on a preset whose numbers have not arrived: it is not shown, counted or
 * changed until they have (a store that hands profiles as they are, e.g. a test's, or one read
 * before this rule).
 */
export const awaitsPresetNumbers = (profiles: readonly { scale?: object }[]) =>
  profiles.some(
    ({ scale }) =>
      scale !== undefined &&
      'preset' in scale &&
      typeof scale.preset === 'string' &&
      presetState(scale.preset) === 'loading',
  );

/**
 * `read` run at once, or, where it needs the presets' numbers not here yet, a promise of it once
 * they have loaded (rejecting with PresetsUnreachable when they cannot be fetched). A value read at
 * once comes back at once, not a microtask later: a store's edit stays in its caller's task.
 */
export function readWithPresetNumbers<T>(read: () => T): T | Promise<T> {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof PresetsNotLoaded)) throw error;
  }
  return loadPresetNumbers().then(read);
}

/** `readWithPresetNumbers`, always as a promise. For whoever reads stored data. */
export const withPresetNumbers = async <T>(read: () => T): Promise<T> =>
  readWithPresetNumbers(read);

/** The row of a preset id; undefined for an unknown one; throws while the numbers are loading. */
function rowOf(id: string): PresetRow | undefined {
  if (presetState(id) === 'loading') throw new PresetsNotLoaded();
  return BY_ID.get(id);
}

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

/**
 * The scale of the preset with this id, retired or not: whole once loaded, else its numbers;
 * undefined for an unknown id. Throws PresetsNotLoaded while the numbers have not arrived.
 */
export function presetScale(id: string): GradeScale | undefined {
  return loaded.get(id) ?? rowOf(id)?.scale;
}

/** Whether the preset's sources and disputes are at hand. */
export const isPresetLoaded = (id: string) => id === SPEC_DEFAULT.id || loaded.has(id);

/** The file holding a preset, for loading it; undefined for an unknown id. */
export const presetFile = (id: string) => rowOf(id)?.file;

/** A preset's scale, whole or its numbers; false for a custom scale (even one reusing an id). */
export function isPresetScale(scale: GradeScale): boolean {
  return scale === BY_ID.get(scale.id)?.scale || scale === loaded.get(scale.id);
}

/** The id that replaces a retired preset (the id itself when current); undefined if unknown. */
export function currentPresetId(id: string): string | undefined {
  let row = rowOf(id);
  for (let hops = 0; row?.retired && hops < BY_ID.size; hops += 1) row = BY_ID.get(row.retired.by);
  return row && !row.retired ? row.scale.id : undefined;
}

/** The notice on a profile whose preset was retired: it keeps its numbers until she reviews. */
export const correctionNotice = (name: string) =>
  `${name} was corrected against the university’s own sources. Your numbers stay as they are until you review the correction.`;

/** A preset's split of marks between internal and end-semester; none for a custom scale. */
export const presetExam = (scale: GradeScale): ExamSplit | undefined =>
  isPresetScale(scale) ? BY_ID.get(scale.id)?.exam : undefined;

/** Why a retired preset was replaced, and by which; undefined for a current or unknown one. */
export const presetRetirement = (id: string) => rowOf(id)?.retired;

/** The presets a student can choose, the default first: whole where loaded. Throws while loading. */
export function currentPresetScales(): GradeScale[] {
  if (!rows) throw new PresetsNotLoaded();
  return rows.filter((row) => !row.retired).map((row) => presetScale(row.scale.id)!);
}
