import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../rational';
import type { Semester } from '../model';
import type { GradeScale } from '../scales/grade-scale';
import { gradeForMarks, marksBands } from '../scales/marks-bands';
import { IIT_GANDHINAGAR } from '../scales/presets/iit-gandhinagar';
import { KTU_2019 } from '../scales/presets/ktu-2019';
import { SPPU_2019 } from '../scales/presets/sppu-2019';
import { SPEC_DEFAULT } from '../scales/presets/spec-default';
import { VTU_2022 } from '../scales/presets/vtu-2022';
import { marksSentence, neededSentence, planSentences } from './plan-texts';
import type { TargetPlan } from './target-plan';
import { planBasis, planTarget } from './target-plan';

// 8.00 on 20 credits and 7.00 on 20: a CGPA of 7.50 on SPEC's scale and on KTU's (B+ 8, B 7).
const semesters: Semester[] = [
  { id: 'a', name: 'a', subjects: [{ id: 'a', subjectName: 'a', grade: 8, credit: 20 }] },
  { id: 'b', name: 'b', subjects: [{ id: 'b', subjectName: 'b', grade: 7, credit: 20 }] },
];

function sentences(target: string, credits: number[], scale: GradeScale = SPEC_DEFAULT) {
  const plan = planTarget(scale, planBasis(scale, semesters), parseDecimal(target)!, credits);
  return planSentences(scale, plan as TargetPlan, credits.length);
}

describe('the plan in words', () => {
  it('says the SGPA needed, and the target as a percentage and class', () => {
    expect(sentences('8', [20, 20])).toEqual([
      'To reach 8.00, score an SGPA of at least 8.50 in each of the 2 remaining semesters.',
      'A CGPA of 8.00 is 76.00%.',
    ]);
    expect(sentences('8', [20, 20], KTU_2019)).toEqual([
      'To reach 8.00, score an SGPA of at least 8.50 in each of the 2 remaining semesters.',
      'A CGPA of 8.00 is 76.25%, First Class with Distinction.',
    ]);
    expect(sentences('8', [30], IIT_GANDHINAGAR)).toEqual([
      'To reach 8.00, score an SGPA of at least 8.67 in the remaining semester.',
    ]);
  });

  it('says a target reached is reached, and what keeps it', () => {
    expect(sentences('7', [20, 20])).toEqual([
      'Target 7.00 already reached: your CGPA is 7.50.',
      'To stay there, score an SGPA of at least 6.50 in each of the 2 remaining semesters.',
      'A CGPA of 7.00 is 66.50%.',
    ]);
    expect(sentences('1', [1])[1]).toBe(
      'It stays reached whatever you score in the remaining semesters.',
    );
  });

  it('says when the target needs more than the maximum, with the best CGPA possible', () => {
    expect(sentences('9.5', [20, 20])[0]).toBe(
      "9.50 needs more than 10, the scale's maximum, in each of the 2 remaining semesters. The best CGPA still possible is 8.75.",
    );
  });
});

describe('marks in words', () => {
  it('names the grade and its band, or why there is none', () => {
    const say = (scale: GradeScale, marks: number) =>
      marksSentence(scale, marks, gradeForMarks(scale, marks));
    expect(say(SPPU_2019, 73)).toBe('73 marks: A+ (Excellent), 70–79.');
    expect(say(SPPU_2019, 12)).toBe('12 marks: F (Fail), below 40.');
    // VTU 2022 as first shipped had bands for O, B, C and P only; its sources now give all.
    const someBands: GradeScale = {
      ...VTU_2022,
      grades: VTU_2022.grades.map(({ marks, ...grade }) =>
        ['O', 'B', 'C', 'P'].includes(grade.code) && marks !== undefined
          ? { ...grade, marks }
          : grade,
      ),
    };
    expect(say(someBands, 75)).toBe(
      'No marks band of this scale holds 75: its source gives bands for O, B, C, P only.',
    );
    expect(say(VTU_2022, 85)).toBe('85 marks: A+ (Excellent), 80–89.');
    expect(neededSentence(marksBands(SPPU_2019)[1]!)).toBe('A+ needs at least 70 marks (70–79).');
  });
});
