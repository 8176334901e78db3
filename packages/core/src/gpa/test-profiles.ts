import type { Profile, Semester } from './model';
import type { GradeScale } from './scales/grade-scale';
import { KTU_2019 } from './scales/presets/ktu-2019';
import { VTU_2022 } from './scales/presets/vtu-2022';
import {
  countedSemesters,
  namedGrade,
  profileNumbers,
  resolveScale,
  withStoredGrade,
} from './scales/profile-scale';
import { gradeByCode } from './scales/scale-gpa';
import { percentageView } from './scales/percentage-view';
import { CUSTOM_SCALE } from './scales/test-scales';

/**
 * For tests of moving profiles (the move matrix here, the cloud's imports and copies): what a
 * student reads off a profile, and the profiles of the students who lost their numbers moving them.
 */

export /** Everything the student reads off a profile, as the product's own numbers give it. */
function figures(profile: Profile) {
  const scale = resolveScale(profile.scale);
  if (scale === null) return null;
  const { semesters } = profile;
  const numbers = profileNumbers(scale, semesters);
  const { percentage, rule } = percentageView(scale, numbers.exactCgpa);
  return {
    scale,
    codes: semesters.map((semester) =>
      semester.subjects.map((subject) => namedGrade(scale, subject)?.code ?? subject.grade),
    ),
    numbers,
    percentage,
    rule,
    counted: countedSemesters(scale, semesters),
  };
}

function graded(scale: GradeScale, id: string, code: string, credit: number) {
  return withStoredGrade(
    scale,
    { id, subjectName: id, grade: 0, credit },
    gradeByCode(scale, code)!,
  );
}

/** A default profile kept on the device, as sign-up finds it. */
function deviceDefault(name: string, semesters: Semester[], scale: Profile['scale']): Profile {
  const profile: Profile = {
    id: `default_1_${name}`,
    name: `${name} (Default)`,
    semesters,
    isDefault: true,
    userId: null,
    createdAt: 1,
    updatedAt: 2,
  };
  if (scale) profile.scale = scale;
  return profile;
}

const semester = (subjects: Profile['semesters'][number]['subjects']) => [
  { id: 's1', name: 'Semester 1', subjects },
];

/** KTU 2019: A is 8.5 points, which SPEC's scale has not. */
export const KTU_PROFILE = deviceDefault(
  'Asha',
  semester([graded(KTU_2019, 'Maths', 'A', 4), graded(KTU_2019, 'Physics', 'B+', 3)]),
  { preset: KTU_2019.id },
);

/** VTU 2022: O 4 credits, P 3 credits; 66.80 % by VTU's rule. */
export const VTU_PROFILE = deviceDefault(
  'Ravi',
  semester([graded(VTU_2022, 'Maths', 'O', 4), graded(VTU_2022, 'Physics', 'P', 3)]),
  { preset: VTU_2022.id },
);

/** A student's own scale with its own percentage rule: 71.90 %. */
export const CUSTOM_PROFILE = deviceDefault(
  'Meera',
  semester([graded(CUSTOM_SCALE, 'Maths', 'A', 4), graded(CUSTOM_SCALE, 'Physics', 'B', 3)]),
  { custom: { ...CUSTOM_SCALE, percentage: { kind: 'linear', a: 10, b: -6.7 } } },
);

/** The three, with the figure each shows (its CGPA or percentage). */
export const ISSUE_PROFILES: [string, Profile, string][] = [
  ['KTU 2019', KTU_PROFILE, '8.29'],
  ['VTU 2022', VTU_PROFILE, '66.80'],
  ['custom-scale', CUSTOM_PROFILE, '71.90'],
];
