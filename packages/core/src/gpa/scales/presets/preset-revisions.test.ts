import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GradeScale } from '../grade-scale';
import { ALL_PRESETS, PRESETS, currentPreset, presetById, presetEntry } from './index';
import { PRESET_FILES } from './preset-files';

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
  'jntuh-r22': 'dc5bf7750f9b',
  'osmania-be-2018': '91353b743e82',
  'andhra-btech-2015': 'e246fa8c47ce',
  'makaut-dgpa': '2cffc2ffce85',
  'bput-btech': '67f53e3bc241',
  'rgpv-cbgs': 'c20abd71b402',
  'csvtu-be': 'd1a4dc55599a',
  'anna-r2017': '0799adaaf1a9',
  'sppu-2019-r2': '240a270fe98c',
  cbse: 'ca3966d0aeaf',
  'vtu-2022-r2': 'b883a51685be',
  'ktu-2019-r2': 'b11c42503ed3',
  'mumbai-cbcs-r2': '23866131c331',
  'ggsipu-r2': '3ee51a3b6773',
  'gtu-r2': '29dbee5599dc',
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
  it('holds every preset of every preset file once, each with something to find it by', () => {
    const ids = ALL_PRESETS.map((preset) => preset.scale.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [file, presets] of Object.entries(PRESET_FILES)) {
      expect(presets.length, file).toBeGreaterThan(0);
      for (const preset of presets) expect(ALL_PRESETS, file).toContain(preset);
    }
    for (const preset of ALL_PRESETS)
      expect(preset.findBy.length, preset.scale.id).toBeGreaterThan(0);
  });
});
