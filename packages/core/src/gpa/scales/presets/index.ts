import type { GradeScale } from '../grade-scale';
import { AKTU_PRESET } from './aktu';
import { ANDHRA_BTECH_2015_PRESET } from './andhra-btech-2015';
import { ANNA_R2021_PRESET } from './anna-r2021';
import { BPUT_BTECH_PRESET } from './bput-btech';
import { CSVTU_BE_PRESET } from './csvtu-be';
import { ANNA_R2017_PRESET } from './anna-r2017';
import { CBSE_PRESET } from './cbse';
import { CALICUT_CBCSS_2019_PRESET } from './calicut-cbcss-2019';
import { CALICUT_CUCBCSS_2014_PRESET } from './calicut-cucbcss-2014';
import { DELHI_UNIVERSITY_PRESET } from './delhi-university';
import { GGSIPU_PRESET } from './ggsipu';
import { GGSIPU_R2_PRESET } from './ggsipu-r2';
import { GTU_PRESET } from './gtu';
import { GTU_R2_PRESET } from './gtu-r2';
import { IIT_GANDHINAGAR_PRESET } from './iit-gandhinagar';
import { JNTUH_R22_PRESET } from './jntuh-r22';
import { JNTUK_PRESET } from './jntuk';
import { KTU_2019_PRESET } from './ktu-2019';
import { KTU_2019_R2_PRESET } from './ktu-2019-r2';
import { LPU_PRESET } from './lpu';
import { MAKAUT_DGPA_PRESET } from './makaut-dgpa';
import { OSMANIA_BE_2018_PRESET } from './osmania-be-2018';
import { MUMBAI_CBCS_PRESET, MUMBAI_CBCS_R2_PRESET, MUMBAI_FOT_PRESET } from './mumbai';
import type { Preset } from './preset';
import type { PresetRow } from './preset-scales';
import { currentPresetId, registerPresetNumbers, registerPresets } from './preset-scales';
import TABLE from './preset-scales.json';
import { RGPV_CBGS_PRESET } from './rgpv-cbgs';
import { SPEC_DEFAULT_PRESET } from './spec-default';
import { SPPU_2019_PRESET } from './sppu-2019';
import { SPPU_2019_R2_PRESET } from './sppu-2019-r2';
import { MANIPAL_MIT_PRESET } from './manipal-mit';
import { MG_CBCS_2017_PRESET } from './mg-cbcs-2017';
import { RTU_CBCS_2018_PRESET } from './rtu-cbcs-2018';
import { SRM_CBFCS_PRESET } from './srm-cbfcs';
import { UGC_CBCS_PRESET } from './ugc-cbcs';
import { VIT_FFCS_PRESET } from './vit-ffcs';
import { VTU_2022_PRESET } from './vtu-2022';
import { VTU_2022_R2_PRESET } from './vtu-2022-r2';

export type { ExamSplit, Preset } from './preset';

/**
 * Every preset, retired ones included, the default first; ids are unique and every preset file is
 * listed (presets.test.ts checks both).
 */
export const ALL_PRESETS: readonly Preset[] = [
  SPEC_DEFAULT_PRESET,
  UGC_CBCS_PRESET,
  VTU_2022_PRESET,
  VTU_2022_R2_PRESET,
  AKTU_PRESET,
  ANNA_R2021_PRESET,
  ANNA_R2017_PRESET,
  KTU_2019_PRESET,
  KTU_2019_R2_PRESET,
  GTU_PRESET,
  GTU_R2_PRESET,
  SPPU_2019_PRESET,
  SPPU_2019_R2_PRESET,
  MUMBAI_CBCS_PRESET,
  MUMBAI_CBCS_R2_PRESET,
  MUMBAI_FOT_PRESET,
  JNTUK_PRESET,
  JNTUH_R22_PRESET,
  OSMANIA_BE_2018_PRESET,
  ANDHRA_BTECH_2015_PRESET,
  MAKAUT_DGPA_PRESET,
  BPUT_BTECH_PRESET,
  RGPV_CBGS_PRESET,
  CSVTU_BE_PRESET,
  GGSIPU_PRESET,
  GGSIPU_R2_PRESET,
  DELHI_UNIVERSITY_PRESET,
  LPU_PRESET,
  IIT_GANDHINAGAR_PRESET,
  CBSE_PRESET,
  // Kerala's affiliating universities, each scheme its own preset.
  CALICUT_CBCSS_2019_PRESET,
  CALICUT_CUCBCSS_2014_PRESET,
  MG_CBCS_2017_PRESET,
  // State technical universities.
  RTU_CBCS_2018_PRESET,
  // Private (deemed) universities with their own regulations.
  VIT_FFCS_PRESET,
  SRM_CBFCS_PRESET,
  MANIPAL_MIT_PRESET,
];

// Whoever imports the whole list (tests, scripts; never the element) resolves presets by id at once,
// to their whole data, not their numbers alone (preset-scales.ts).
registerPresetNumbers(TABLE as PresetRow[]);
registerPresets(ALL_PRESETS);

/** The scales a student can choose: every preset not retired, the default first. */
export const PRESETS: readonly GradeScale[] = ALL_PRESETS.filter((preset) => !preset.retired).map(
  (preset) => preset.scale,
);

/** The preset with this id, retired or not. */
export function presetEntry(id: string): Preset | undefined {
  return ALL_PRESETS.find((preset) => preset.scale.id === id);
}

/** The scale of the preset with this id, retired or not: a saved profile reads on its own scale. */
export function presetById(id: string): GradeScale | undefined {
  return presetEntry(id)?.scale;
}

/** The preset that replaces a retired one (itself when not retired); a chain is followed. */
export function currentPreset(id: string): Preset | undefined {
  const current = currentPresetId(id);
  return current === undefined ? undefined : presetEntry(current);
}
