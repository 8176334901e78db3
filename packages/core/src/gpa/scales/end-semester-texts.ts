import type { Rational } from '../../rational';
import { toFixedString } from '../../rational';
import { toExactDecimalString } from '../../working';
import type { EndSemesterSplit, GradeNeed } from './end-semester';

/** The end-semester tool's words (marks-tools-dialog.tsx shows them), from core's numbers. */

/** Exact where the decimals end within 2 places ('67.5'), else '≈ 67.14' (display only). */
export function approximately(value: Rational): { text: string; exact: boolean } {
  const exact = toExactDecimalString(value);
  if (exact !== null && (exact.split('.')[1]?.length ?? 0) <= 2)
    return { text: exact, exact: true };
  return { text: toFixedString(value, 2), exact: false };
}

/** '= 67.5' where exact, '≈ 67.14' where the decimals go on. */
export function equalsOrAbout(value: Rational): string {
  const { text, exact } = approximately(value);
  return `${exact ? '=' : '≈'} ${text}`;
}

/** A value that is exact by construction (internal marks, a band's total): every decimal. */
export const exactText = (value: Rational) =>
  toExactDecimalString(value) ?? toFixedString(value, 2);

/** 'A+ (Excellent)' and what it needs, as the tool lists it. */
export function needLines(need: GradeNeed, split: EndSemesterSplit): [string, string] {
  const { grade } = need.band;
  const head = `${grade.code} (${grade.label})`;
  const outOf = `out of ${split.paper}`;
  switch (need.state) {
    case 'secured':
      return [
        head,
        need.marks === 0
          ? 'Already secured by your internal marks.'
          : `Already secured by your internal marks, once you score the exam's minimum: ${need.marks} ${outOf}.`,
      ];
    case 'needs':
      return [
        head,
        need.by === 'band'
          ? `At least ${need.marks} ${outOf} in the end-semester exam.`
          : `At least ${need.marks} ${outOf}, the exam's minimum to pass.`,
      ];
    case 'unreachable':
      return [
        head,
        `Not reachable: even ${split.paper} ${outOf} gives ${exactText(need.best)} of ${split.internal + split.external}, and it needs ${exactText(need.total)}.`,
      ];
  }
}

/** What the tool assumes, said under its answers (end-semester.ts has the model). */
export function endSemesterAssumptions(split: EndSemesterSplit): string[] {
  const notes = [
    `A grade's band is a percentage of the course's ${split.internal + split.external} marks, reached at its lowest whole percentage; each mark shown is the least whole mark that reaches it.`,
    'The total is compared as it is: where your university rounds totals up, one mark fewer may do.',
  ];
  if (split.paper !== split.external) {
    notes.push(
      `The paper is written out of ${split.paper} and counts for ${split.external}: a written mark counts × ${split.external} ÷ ${split.paper}, not rounded.`,
    );
  }
  return notes;
}
