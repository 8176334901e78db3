import { describe, expect, it } from 'vitest';
import { currentPresetScales, isPresetLoaded, isPresetScale, presetScale } from './preset-scales';
import { SPEC_DEFAULT } from './spec-default';

// No import of the whole list here: what an element knows before a university's file loads.
describe('presets before their files load', () => {
  it('are their numbers and bands, with no sources or disputes, and SPEC’s scale whole', () => {
    const vtu = presetScale('vtu-2022-r2')!;
    expect(isPresetLoaded('vtu-2022-r2')).toBe(false);
    expect(vtu.sources).toEqual([]);
    expect(vtu.grades.find((grade) => grade.code === 'A+')!.marks).toBe('80–89');
    expect(isPresetScale(vtu)).toBe(true);
    expect(presetScale('spec-default')).toBe(SPEC_DEFAULT);
    expect(currentPresetScales()[0]).toBe(SPEC_DEFAULT);
  });
});
