import { textModule } from '../../i18n/texts';
import { toFixedString } from '../../rational';
import type { GradeScale } from '../scales/grade-scale';
import { scaleMaximum } from '../scales/scale-view';
import type { TargetPlan } from './target-plan';

/**
 * Planning ahead in words (plan-dialog.tsx): the dialog's labels, the planner's answers and why it
 * refuses what is typed (target-plan.ts). English here; a language's bundle holds `gpa-plan`.
 */

/** 'the remaining semester', 'each of the 3 remaining semesters'. */
const inRemaining = (count: number) =>
  count === 1 ? 'the remaining semester' : `each of the ${count} remaining semesters`;

export const planTexts = textModule('gpa-plan', {
  heading: 'Reach a target CGPA',
  noCgpa: 'No CGPA yet: the plan counts the remaining semesters only.',
  cgpaNow: (cgpa: string, semesters: number) =>
    `Your CGPA now: ${cgpa}, after ${semesters} semester${semesters === 1 ? '' : 's'}.`,
  target: 'Target CGPA',
  remaining: 'Remaining semesters',
  /** Where the credits start: the completed semesters' mean (`mean`), else a fixed figure. */
  creditsNote: (credits: string, mean: boolean) =>
    `Credits of each remaining semester, starting at ${credits}${mean ? ', the mean of your completed semesters' : ''}.`,
  credits: (semester: string) => `${semester} credits`,
  prompt: 'Enter a target CGPA to see what each remaining semester needs.',
  // The answers, each with the number of remaining semesters they are about.
  reachable: (target: string, needed: string, remaining: number) =>
    `To reach ${target}, score an SGPA of at least ${needed} in ${inRemaining(remaining)}.`,
  reached: (target: string, now: string) =>
    `Target ${target} already reached: your CGPA is ${now}.`,
  canLower: (maximum: number, best: string) =>
    `The remaining semesters can lower it: even ${maximum} in each gives ${best}.`,
  staysReached: 'It stays reached whatever you score in the remaining semesters.',
  toStay: (keep: string, remaining: number) =>
    `To stay there, score an SGPA of at least ${keep} in ${inRemaining(remaining)}.`,
  beyond: (target: string, maximum: number, remaining: number, best: string) =>
    `${target} needs more than ${maximum}, the scale's maximum, in ${inRemaining(remaining)}. The best CGPA still possible is ${best}.`,
  /** The target's percentage and class, as `equivalents` ('76.25%, First Class'). */
  equivalent: (target: string, equivalents: string) => `A CGPA of ${target} is ${equivalents}.`,
  // What the fields refuse.
  targetBad: (maximum: number, places: number) =>
    `Target CGPA must be above 0 and at most ${maximum}, with ${places === 0 ? 'a whole number' : `at most ${places} decimals`}`,
  creditsBad: (semester: string, step: number, most: number) =>
    `${semester}: credits must be from ${step} to ${most}, in steps of ${step}`,
  countBad: (most: number) => `Remaining semesters must be a whole number from 1 to ${most}`,
  /** A remaining semester, by its place after the completed ones: 'Semester 7'. */
  semester: (number: number) => `Semester ${number}`,
  tooManyYears: 'This scale weighs fewer years than the plan has semesters: plan fewer of them',
  // What the plan assumes on a scale whose CGPA is not credit-weighted.
  equalWeight: 'Every semester counts equally on this scale, so credits do not change the plan.',
  lastOnly: (count: number) =>
    `This scale's CGPA counts only the last ${count} semesters: the plan takes these to be all your remaining semesters.`,
  yearWeighted: (perYear: number) =>
    `This scale weighs years of ${perYear} semesters: the plan takes these to be all your remaining semesters.`,
});

type PlanTexts = typeof planTexts.en;

/** What the plan says, first the answer, then the target's percentage and class. */
export function planSentences(
  scale: GradeScale,
  plan: TargetPlan,
  remaining: number,
  texts: PlanTexts = planTexts.en,
): string[] {
  const target = toFixedString(plan.target, scale.rounding.places);
  const maximum = scaleMaximum(scale);
  const lines: string[] = [];
  switch (plan.state) {
    case 'reachable':
      lines.push(texts.reachable(target, plan.needed, remaining));
      break;
    case 'reached':
      lines.push(texts.reached(target, plan.now!));
      lines.push(
        plan.keep === null
          ? texts.canLower(maximum, plan.best)
          : Number(plan.keep) === 0
            ? texts.staysReached
            : texts.toStay(plan.keep, remaining),
      );
      break;
    case 'beyond-maximum':
      lines.push(texts.beyond(target, maximum, remaining, plan.best));
  }
  const equivalent = [plan.percentage && `${plan.percentage.text}%`, plan.classification].filter(
    Boolean,
  );
  if (equivalent.length > 0) lines.push(texts.equivalent(target, equivalent.join(', ')));
  return lines;
}

/** Marks to grade's sentences, said where the bands are read (marks-bands.ts). */
export { marksSentence, neededSentence } from '../scales/marks-bands';
