import { toFixedString } from '../../rational';
import type { GradeScale } from '../scales/grade-scale';
import type { MarksBand, MarksGrade } from '../scales/marks-bands';
import { marksBands } from '../scales/marks-bands';
import { scaleMaximum } from '../scales/scale-view';
import type { TargetPlan } from './target-plan';

/** The planner's sentences (plan-dialog.tsx shows them), from a plan and the scale. */

export const PLAN_PROMPT = 'Enter a target CGPA to see what each remaining semester needs.';

const count = (remaining: number) =>
  remaining === 1 ? 'the remaining semester' : `each of the ${remaining} remaining semesters`;

/** What the plan says, first the answer, then the target's percentage and class. */
export function planSentences(scale: GradeScale, plan: TargetPlan, remaining: number): string[] {
  const target = toFixedString(plan.target, scale.rounding.places);
  const maximum = scaleMaximum(scale);
  const lines: string[] = [];
  switch (plan.state) {
    case 'reachable':
      lines.push(
        `To reach ${target}, score an SGPA of at least ${plan.needed} in ${count(remaining)}.`,
      );
      break;
    case 'reached':
      lines.push(`Target ${target} already reached: your CGPA is ${plan.now}.`);
      lines.push(
        plan.keep === null
          ? `The remaining semesters can lower it: even ${maximum} in each gives ${plan.best}.`
          : Number(plan.keep) === 0
            ? 'It stays reached whatever you score in the remaining semesters.'
            : `To stay there, score an SGPA of at least ${plan.keep} in ${count(remaining)}.`,
      );
      break;
    case 'beyond-maximum':
      lines.push(
        `${target} needs more than ${maximum}, the scale's maximum, in ${count(remaining)}. The best CGPA still possible is ${plan.best}.`,
      );
  }
  const equivalent = [plan.percentage && `${plan.percentage.text}%`, plan.classification].filter(
    Boolean,
  );
  if (equivalent.length > 0) lines.push(`A CGPA of ${target} is ${equivalent.join(', ')}.`);
  return lines;
}

/** '73 marks: A+ (Excellent), 70–79.' */
export function marksSentence(scale: GradeScale, marks: number, found: MarksGrade): string {
  switch (found.kind) {
    case 'band': {
      const { grade, min, max } = found.band;
      return `${marks} marks: ${grade.code} (${grade.label}), ${min}–${max}.`;
    }
    case 'below':
      return `${marks} marks: ${found.grade.code} (${found.grade.label}), below ${found.passFrom}.`;
    case 'none': {
      const codes = marksBands(scale).map(({ grade }) => grade.code);
      return `No marks band of this scale holds ${marks}: its source gives bands for ${codes.join(', ')} only.`;
    }
  }
}

/** 'A+ needs at least 70 marks (70–79).' */
export const neededSentence = ({ grade, min, max }: MarksBand) =>
  `${grade.code} needs at least ${min} marks (${min}–${max}).`;

export const NO_MARKS_BANDS = "This scale's source gives no marks bands.";
