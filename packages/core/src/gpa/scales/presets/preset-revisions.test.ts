import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GradeScale } from '../grade-scale';
import { ALL_PRESETS, PRESETS, currentPreset, presetById, presetEntry } from './index';

/**
 * What a preset computes with: a profile saved on it shows these numbers. Labels, marks bands,
 * sources and disputes may be corrected in place; these may not.
 */
function numbersFingerprint(scale: GradeScale): string {
  const numbers = {
    grades: scale.grades.map((grade) => [
      grade.code,
      grade.points,
      grade.countsInGpa,
      grade.earnsCredit,
      grade.isFail,
      grade.isTemporary,
    ]),
    gpaCap: scale.gpaCap ?? null,
    aggregation: scale.aggregation,
    failedSubjects: scale.failedSubjects,
    repeatedSubjects: scale.repeatedSubjects,
    rounding: scale.rounding,
    percentage: scale.percentage,
    classes: scale.classes,
  };
  return createHash('sha256').update(JSON.stringify(numbers)).digest('hex').slice(0, 12);
}

/**
 * Each preset's numbers as they shipped. A profile saved on a preset must keep its numbers until the
 * student accepts a correction, so a preset found wrong is not edited: it is retired (`retired`,
 * naming its successor and why) and the corrected scale ships under a new id ('ktu-2019-r2'). A
 * new preset adds its line here.
 */
const SHIPPED: Record<string, string> = {
  'spec-default': '69709e8f2cf4',
  'ugc-cbcs': 'e246fa8c47ce',
  'vtu-2022': '326d63b25f81',
  aktu: '326d63b25f81',
  'anna-r2021': '187d40632175',
  'ktu-2019': '46dd9f8124c0',
  gtu: '977fb6b4b91f',
  'sppu-2019': 'ac6821c3c373',
  'mumbai-cbcs': '0accfb038fdf',
  'mumbai-fot': '5787676353a4',
  jntuk: '58d69873e021',
  ggsipu: 'f8308cd5c48d',
  'delhi-university': '4756c961e1f5',
  lpu: '2ee210a52d14',
  'iit-gandhinagar': '7b6c34b6805e',
  'calicut-cbcss-2019': '2681d93ffee1',
  'calicut-cucbcss-2014': 'f44876dd1e76',
  'mg-cbcs-2017': 'de181323f520',
  'rtu-cbcs-2018': 'd377b0e83b78',
  'vit-ffcs': 'f9c9a56d9b6e',
  'srm-cbfcs': 'd167cd4dc7f3',
  'manipal-mit': '6e8e14ba7d2a',
};

describe('preset revisions', () => {
  it('keep every shipped preset’s numbers: correct one by retiring it for a new id', () => {
    const changed = ALL_PRESETS.filter(
      ({ scale }) => numbersFingerprint(scale) !== (SHIPPED[scale.id] ?? numbersFingerprint(scale)),
    ).map(({ scale }) => scale.id);
    expect(changed, 'presets whose numbers changed in place').toEqual([]);
    const unlisted = ALL_PRESETS.filter(({ scale }) => !(scale.id in SHIPPED)).map(
      ({ scale }) => `  '${scale.id}': '${numbersFingerprint(scale)}',`,
    );
    expect(unlisted, 'presets to add to SHIPPED').toEqual([]);
    const gone = Object.keys(SHIPPED).filter((id) => !presetById(id));
    expect(gone, 'shipped presets removed (retire them instead)').toEqual([]);
  });

  it('retire a preset only for a current one, and offer only current ones', () => {
    for (const preset of ALL_PRESETS.filter((one) => one.retired)) {
      expect(presetEntry(preset.retired!.by)?.retired, preset.scale.id).toBeUndefined();
      expect(preset.retired!.why.length).toBeGreaterThan(0);
      expect(PRESETS).not.toContain(preset.scale);
      expect(currentPreset(preset.scale.id)?.scale.id).toBe(preset.retired!.by);
    }
    for (const scale of PRESETS) expect(currentPreset(scale.id)?.scale).toBe(scale);
  });
});

describe('the preset list', () => {
  it('lists every preset file once, with unique ids and something to find it by', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !['build.ts', 'index.ts', 'preset.ts'].includes(file));
    const ids = ALL_PRESETS.map((preset) => preset.scale.id);
    expect(new Set(ids).size).toBe(ids.length);
    // A file holds one preset named as its id, or (mumbai.ts) a university's several.
    for (const file of files) {
      const stem = file.replace(/\.ts$/, '');
      expect(
        ids.some((id) => id === stem || id.startsWith(`${stem}-`)),
        file,
      ).toBe(true);
    }
    for (const preset of ALL_PRESETS)
      expect(preset.findBy.length, preset.scale.id).toBeGreaterThan(0);
  });
});
