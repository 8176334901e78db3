import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPresets, searchText } from './preset-finder';
import { ALL_PRESETS } from './presets';
import { currentPresetId } from './presets/preset-scales';

const current = ALL_PRESETS.filter((preset) => !preset.retired);
const ids = (query: string) => findPresets(query, current).map((preset) => preset.scale.id);
// A university's current preset (a corrected one replaces its first id).
const at = (id: string) => currentPresetId(id)!;

describe('finding a preset', () => {
  it('by short form, full name, city or state, in any case, with or without dots', () => {
    expect(ids('VTU')[0]).toBe(at('vtu-2022'));
    expect(ids('visvesvaraya')).toEqual([at('vtu-2022')]);
    expect(ids('belagavi')).toEqual([at('vtu-2022')]);
    expect(ids('pune')).toContain(at('sppu-2019'));
    expect(ids('savitribai phule')).toContain(at('sppu-2019'));
    expect(ids('a.p.j. abdul')).toEqual(expect.arrayContaining([at('aktu')]));
    expect(ids('  gGsIpU ')[0]).toBe(at('ggsipu'));
    expect(ids('mumbai')).toEqual(expect.arrayContaining([at('mumbai-cbcs'), at('mumbai-fot')]));
  });

  it('by the beginning of words, every word typed', () => {
    expect(ids('anna univ')).toContain(at('anna-r2021'));
    expect(ids('univ anna')).toContain(at('anna-r2021'));
    expect(ids('anna xyz')).toEqual([]);
    expect(ids('nna')).not.toContain(at('anna-r2021'));
  });

  it('ranks a short form typed whole before presets that only contain the word', () => {
    const delhi = ids('delhi');
    expect(delhi).toEqual(expect.arrayContaining([at('delhi-university'), at('ggsipu')]));
    expect(ids('du')[0]).toBe(at('delhi-university'));
  });

  it('finds every preset for an empty query, in the list’s order', () => {
    expect(findPresets('', current)).toEqual(current);
    expect(findPresets(' .. ', current)).toEqual(current);
  });

  it('finds each preset by its own name and by each thing it is found by', () => {
    for (const preset of current) {
      for (const text of [preset.scale.name, ...preset.findBy]) {
        expect(findPresets(text, current), text).toContain(preset);
      }
    }
  });

  it('never throws, and finds only presets of the list, each once', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (query) => {
        const found = findPresets(query, current);
        expect(new Set(found).size).toBe(found.length);
        for (const preset of found) expect(current).toContain(preset);
      }),
    );
    expect(searchText('Śrī  A.P.J.’s—Univ')).toBe('sri apjs univ');
  });
});
