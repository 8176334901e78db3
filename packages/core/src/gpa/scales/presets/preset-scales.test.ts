import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_PRESETS, PRESETS } from './index';
import { numbersOnly, presetFinderJson, presetScalesJson, withPresetTable } from './preset-files';
import {
  currentPresetId,
  currentPresetScales,
  isPresetLoaded,
  isPresetScale,
  presetExam,
  presetFile,
  presetScale,
} from './preset-scales';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const JSON_TEXT = read('./preset-scales.json');

describe('preset-scales.json', () => {
  it('is generated from the preset files (run `npm run generate` after changing one)', () => {
    expect(JSON_TEXT).toBe(presetScalesJson(ALL_PRESETS));
    expect(read('./preset-finder.json')).toBe(presetFinderJson(ALL_PRESETS));
    const docs = read('../../../../../../docs/grade-scales.md');
    expect(docs).toBe(withPresetTable(docs, ALL_PRESETS));
  });

  it('holds each preset’s numbers, names and bands, not its sources or disputes', () => {
    const rows = JSON.parse(JSON_TEXT) as { scale: { id: string } }[];
    expect(rows.map((row) => row.scale.id)).toEqual(ALL_PRESETS.map(({ scale }) => scale.id));
    for (const { scale } of ALL_PRESETS) {
      const row = rows.find((one) => one.scale.id === scale.id)!;
      expect(row.scale).toEqual(numbersOnly(scale));
      expect(JSON.stringify(row)).not.toMatch(/https?:/);
      expect(presetFile(scale.id)).toMatch(/^[a-z0-9-]+$/);
    }
  });
});

describe('presets by id', () => {
  it('resolve to the whole data once the list is imported, retired ones too', () => {
    for (const { scale } of ALL_PRESETS) {
      expect(presetScale(scale.id)).toBe(scale);
      expect(isPresetLoaded(scale.id)).toBe(true);
      expect(isPresetScale(scale)).toBe(true);
    }
    expect(currentPresetScales()).toEqual(PRESETS);
    expect(presetScale('nowhere')).toBeUndefined();
  });

  it('tell a preset from a custom scale that copies it, which has no split of marks', () => {
    const vtu = presetScale('vtu-2022-r2')!;
    expect(isPresetScale({ ...vtu })).toBe(false);
    expect(presetExam(vtu)).toEqual({ internal: 50, external: 50, minExternal: 18 });
    expect(presetExam({ ...vtu })).toBeUndefined();
    for (const preset of ALL_PRESETS) expect(presetExam(preset.scale)).toEqual(preset.exam);
  });

  it('follow a retired preset to the one that replaces it', () => {
    for (const preset of ALL_PRESETS) {
      expect(currentPresetId(preset.scale.id)).toBe(preset.retired?.by ?? preset.scale.id);
    }
    expect(currentPresetId('nowhere')).toBeUndefined();
  });
});
