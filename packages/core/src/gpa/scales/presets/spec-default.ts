import { GRADE_OPTIONS } from '../../grades';
import { viewTexts } from '../view-texts';
import type { GradeScale, ScaleGrade } from '../grade-scale';
import { USUAL, fail, linear, pass } from './build';
import type { Preset } from './preset';

/** 'E (Reappear)' is the code E with the label 'E (Reappear)': the form's text stays as it is. */
function fromOption({ label, value }: (typeof GRADE_OPTIONS)[number]): ScaleGrade {
  const code = label.split(' ')[0]!;
  if (value > 0) return pass(code, label, value);
  return fail(code, label, code === 'E');
}

/**
 * SPEC §5's scale, the default: the subject form's options exactly (GRADE_OPTIONS), so that every
 * existing profile keeps its GPA. The percentage is the card's default conversion, CGPA × 9.5.
 */
export const SPEC_DEFAULT: GradeScale = {
  id: 'spec-default',
  name: viewTexts.en.defaultScale,
  grades: GRADE_OPTIONS.map(fromOption),
  ...USUAL,
  percentage: linear(9.5, 0),
  sources: [],
};

export const SPEC_DEFAULT_PRESET: Preset = {
  scale: SPEC_DEFAULT,
  findBy: ['SPEC', '10-point', 'default'],
};
