import type { GradeScale } from '../grade-scale';
import { AKTU_PRESET } from './aktu';
import { ANNA_R2021_PRESET } from './anna-r2021';
import { CALICUT_CBCSS_2019_PRESET } from './calicut-cbcss-2019';
import { CALICUT_CUCBCSS_2014_PRESET } from './calicut-cucbcss-2014';
import { DELHI_UNIVERSITY_PRESET } from './delhi-university';
import { GGSIPU_PRESET } from './ggsipu';
import { GTU_PRESET } from './gtu';
import { IIT_GANDHINAGAR_PRESET } from './iit-gandhinagar';
import { JNTUK_PRESET } from './jntuk';
import { KTU_2019_PRESET } from './ktu-2019';
import { LPU_PRESET } from './lpu';
import { MANIPAL_MIT_PRESET } from './manipal-mit';
import { MG_CBCS_2017_PRESET } from './mg-cbcs-2017';
import { MUMBAI_CBCS_PRESET, MUMBAI_FOT_PRESET } from './mumbai';
import type { Preset } from './preset';
import { RTU_CBCS_2018_PRESET } from './rtu-cbcs-2018';
import { SPEC_DEFAULT_PRESET } from './spec-default';
import { SPPU_2019_PRESET } from './sppu-2019';
import { SRM_CBFCS_PRESET } from './srm-cbfcs';
import { UGC_CBCS_PRESET } from './ugc-cbcs';
import { VIT_FFCS_PRESET } from './vit-ffcs';
import { VTU_2022_PRESET } from './vtu-2022';

export type { ExamSplit, Preset } from './preset';

/**
 * Every preset, retired ones included, the default first; ids are unique and every preset file is
 * listed (presets.test.ts checks both).
 */
export const ALL_PRESETS: readonly Preset[] = [
  SPEC_DEFAULT_PRESET,
  UGC_CBCS_PRESET,
  VTU_2022_PRESET,
  AKTU_PRESET,
  ANNA_R2021_PRESET,
  KTU_2019_PRESET,
  GTU_PRESET,
  SPPU_2019_PRESET,
  MUMBAI_CBCS_PRESET,
  MUMBAI_FOT_PRESET,
  JNTUK_PRESET,
  GGSIPU_PRESET,
  DELHI_UNIVERSITY_PRESET,
  LPU_PRESET,
  IIT_GANDHINAGAR_PRESET,
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
  let preset = presetEntry(id);
  for (let hops = 0; preset?.retired && hops < ALL_PRESETS.length; hops += 1) {
    preset = presetEntry(preset.retired.by);
  }
  return preset?.retired ? undefined : preset;
}
