import type { GradeScale } from '../grade-scale';
import { AKTU } from './aktu';
import { ANNA_R2021 } from './anna-r2021';
import { DELHI_UNIVERSITY } from './delhi-university';
import { GGSIPU } from './ggsipu';
import { GTU } from './gtu';
import { IIT_GANDHINAGAR } from './iit-gandhinagar';
import { JNTUK } from './jntuk';
import { KTU_2019 } from './ktu-2019';
import { LPU } from './lpu';
import { MUMBAI_CBCS, MUMBAI_FOT } from './mumbai';
import { SPEC_DEFAULT } from './spec-default';
import { SPPU_2019 } from './sppu-2019';
import { UGC_CBCS } from './ugc-cbcs';
import { VTU_2022 } from './vtu-2022';

/** Every preset, the default first; ids are unique (a test checks). */
export const PRESETS: readonly GradeScale[] = [
  SPEC_DEFAULT,
  UGC_CBCS,
  VTU_2022,
  AKTU,
  ANNA_R2021,
  KTU_2019,
  GTU,
  SPPU_2019,
  MUMBAI_CBCS,
  MUMBAI_FOT,
  JNTUK,
  GGSIPU,
  DELHI_UNIVERSITY,
  LPU,
  IIT_GANDHINAGAR,
];

export function presetById(id: string): GradeScale | undefined {
  return PRESETS.find((preset) => preset.id === id);
}
