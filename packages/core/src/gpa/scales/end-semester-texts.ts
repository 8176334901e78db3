import { textModule } from '../../i18n/texts';
import type { Rational } from '../../rational';
import { toFixedString } from '../../rational';
import { toExactDecimalString } from '../../working';
import type { EndSemesterSplit, GradeNeed } from './end-semester';

/**
 * The marks tools' end-semester words (marks-tools-dialog.tsx): the form, why a field is refused
 * (end-semester.ts), what each grade needs, what the tool assumes, and its working
 * (end-semester-working.ts). English here; a language's bundle holds `gpa-marks-tools`.
 */

/** ' (out of 30)' where the field's maximum reads as a number, else nothing. */
const outOf = (most: string | null) => (most === null ? '' : ` (out of ${most})`);

export const marksToolsTexts = textModule('gpa-marks-tools', {
  heading: 'Marks needed in the end-semester exam',
  presetSplit: (internal: number, external: number) =>
    `The split starts at your university's: ${internal} internal + ${external} end-semester.`,
  enterSplit: "Enter your course's split of marks: your syllabus or scheme gives it.",
  // The fields; `most` is the maximum typed for their part, null while it is no number.
  obtained: (most: string | null) => `Internal marks obtained${outOf(most)}`,
  internal: 'Internal maximum',
  external: 'End-semester maximum',
  paper: 'Paper written out of (blank: the same)',
  minimum: (most: string | null) => `Minimum in the exam${outOf(most)}, if any`,
  prompt: 'Enter your internal marks and the split to see the end-semester marks each grade needs.',
  // What the fields refuse.
  internalBad: (most: number) => `Internal maximum must be a whole number from 0 to ${most}`,
  externalBad: (most: number) => `End-semester maximum must be a whole number from 1 to ${most}`,
  paperBad: (most: number) => `Paper written out of must be a whole number from 1 to ${most}`,
  minimumBad: (most: number) =>
    `Minimum in the exam must be a number from 0 to ${most}, with at most 2 decimals`,
  obtainedBad: (most: number) =>
    `Internal marks must be a number from 0 to ${most}, with at most 2 decimals`,
  // What a grade needs, out of the marks the paper is written out of.
  secured: 'Already secured by your internal marks.',
  securedOnce: (marks: number, paper: number) =>
    `Already secured by your internal marks, once you score the exam's minimum: ${marks} out of ${paper}.`,
  atLeast: (marks: number, paper: number) =>
    `At least ${marks} out of ${paper} in the end-semester exam.`,
  atLeastMin: (marks: number, paper: number) =>
    `At least ${marks} out of ${paper}, the exam's minimum to pass.`,
  unreachable: (paper: number, best: string, total: number, needed: string) =>
    `Not reachable: even ${paper} out of ${paper} gives ${best} of ${total}, and it needs ${needed}.`,
  // What the tool assumes.
  bandNote: (total: number) =>
    `A grade's band is a percentage of the course's ${total} marks, reached at its lowest whole percentage; each mark shown is the least whole mark that reaches it.`,
  totalNote:
    'The total is compared as it is: where your university rounds totals up, one mark fewer may do.',
  paperNote: (paper: number, external: number) =>
    `The paper is written out of ${paper} and counts for ${external}: a written mark counts × ${external} ÷ ${paper}, not rounded.`,
  // The working.
  courseTotal: (internal: number, external: number, total: number) =>
    `Course total: ${internal} (internal) + ${external} (end-semester) = ${total} marks.`,
  yourInternal: (obtained: string, internal: number) =>
    `Your internal marks: ${obtained} out of ${internal}.`,
  paperScaled: (paper: number, external: number) =>
    `The paper is written out of ${paper} and counts for ${external}: marks on the paper = counted marks × ${paper} ÷ ${external}.`,
  /** The exam's minimum on a scaled paper: `onPaper` is '= 35' or '≈ 35.71'. */
  minScaled: (minimum: string, external: number, paper: number, onPaper: string, least: number) =>
    `The exam's minimum: ${minimum} out of ${external}, × ${paper} ÷ ${external} ${onPaper} on the paper; the least whole mark: ${least}.`,
  minPlain: (minimum: string, external: number, least: number) =>
    `The exam's minimum: ${minimum} out of ${external}; the least whole mark: ${least}.`,
  leastNote:
    "Each mark needed is the least whole mark at or above the exact value ('≈' values are rounded to 2 decimals for reading only).",
  caption: 'Marks needed in the end-semester exam, by grade',
  gradeFrom: 'Grade (from)',
  totalNeeded: 'Course total needed',
  fromExam: 'From the exam',
  onPaper: (paper: number) => `On the paper (out of ${paper})`,
  leastMark: (paper: number) => `Least whole mark (out of ${paper})`,
  /** '45% of 150 = 67.5'. */
  percentOf: (min: number, total: number, value: string) => `${min}% of ${total} = ${value}`,
  alreadyHad: 'already secured',
  alreadyMin: (marks: number) => `already secured; ${marks} (minimum)`,
  minCell: (marks: number) => `${marks} (minimum)`,
  beyondCell: (paper: number) => `not reachable (more than ${paper})`,
  notReachable: 'not reachable',
  outOf: (marks: number, paper: number) => `${marks} out of ${paper}`,
  resultLabel: (code: string) => `End-semester marks for ${code}`,
});

type MarksToolsTexts = typeof marksToolsTexts.en;

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
export function needLines(
  need: GradeNeed,
  split: EndSemesterSplit,
  texts: MarksToolsTexts = marksToolsTexts.en,
): [string, string] {
  const { grade } = need.band;
  const head = `${grade.code} (${grade.label})`;
  switch (need.state) {
    case 'secured':
      return [head, need.marks === 0 ? texts.secured : texts.securedOnce(need.marks, split.paper)];
    case 'needs':
      return [
        head,
        need.by === 'band'
          ? texts.atLeast(need.marks, split.paper)
          : texts.atLeastMin(need.marks, split.paper),
      ];
    case 'unreachable':
      return [
        head,
        texts.unreachable(
          split.paper,
          exactText(need.best),
          split.internal + split.external,
          exactText(need.total),
        ),
      ];
  }
}

/** What the tool assumes, said under its answers (end-semester.ts has the model). */
export function endSemesterAssumptions(
  split: EndSemesterSplit,
  texts: MarksToolsTexts = marksToolsTexts.en,
): string[] {
  const notes = [texts.bandNote(split.internal + split.external), texts.totalNote];
  if (split.paper !== split.external) notes.push(texts.paperNote(split.paper, split.external));
  return notes;
}
