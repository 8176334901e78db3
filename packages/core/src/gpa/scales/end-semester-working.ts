import type { Working, WorkingStep } from '../../working';
import type { EndSemesterInput, GradeNeed } from './end-semester';
import { courseTotal, endSemesterNeeds, minimumWritten, writtenOf } from './end-semester';
import { equalsOrAbout, exactText, marksToolsTexts } from './end-semester-texts';
import type { GradeScale } from './grade-scale';

/**
 * The working of the end-semester marks (Show working in the marks tools): the total, each band's
 * total, what the exam must add and, where the paper is scaled, that on the paper; then the least
 * whole mark. Every '=' is exact; a value whose decimals go on is written '≈' to 2 places, for
 * reading only: the mark is found from the exact value (end-semester.ts).
 */

const line = (text: string): WorkingStep => ({ kind: 'line', text });

type MarksToolsTexts = typeof marksToolsTexts.en;

function row(input: EndSemesterInput, need: GradeNeed, texts: MarksToolsTexts): string[] {
  const { split, obtained } = input;
  const { grade, min } = need.band;
  const total = courseTotal(split);
  const cells = [
    `${grade.code} (${min}%)`,
    texts.percentOf(min, total, exactText(need.total)),
    `${exactText(need.total)} − ${exactText(obtained)} = ${exactText(need.fromExam)}`,
  ];
  const scaled = split.paper !== split.external;
  if (scaled) {
    cells.push(
      need.state === 'secured'
        ? '—'
        : `${exactText(need.fromExam)} × ${split.paper} ÷ ${split.external} ${equalsOrAbout(writtenOf(split, need.fromExam))}`,
    );
  }
  switch (need.state) {
    case 'secured':
      cells.push(need.marks === 0 ? texts.alreadyHad : texts.alreadyMin(need.marks));
      break;
    case 'needs':
      cells.push(need.by === 'band' ? String(need.marks) : texts.minCell(need.marks));
      break;
    case 'unreachable':
      cells.push(texts.beyondCell(split.paper));
  }
  return cells;
}

export function endSemesterWorking(
  scale: GradeScale,
  input: EndSemesterInput,
  texts: MarksToolsTexts = marksToolsTexts.en,
): Working | null {
  const needs = endSemesterNeeds(scale, input);
  const last = needs.at(-1);
  if (!last) return null;
  const { split, obtained } = input;
  const scaled = split.paper !== split.external;
  const steps: WorkingStep[] = [
    line(texts.courseTotal(split.internal, split.external, courseTotal(split))),
    line(texts.yourInternal(exactText(obtained), split.internal)),
  ];
  if (scaled) steps.push(line(texts.paperScaled(split.paper, split.external)));
  if (split.minExternal !== null) {
    const minimum = exactText(split.minExternal);
    const onPaper = writtenOf(split, split.minExternal);
    steps.push(
      line(
        scaled
          ? texts.minScaled(
              minimum,
              split.external,
              split.paper,
              equalsOrAbout(onPaper),
              minimumWritten(split),
            )
          : texts.minPlain(minimum, split.external, minimumWritten(split)),
      ),
    );
  }
  steps.push(line(texts.leastNote), {
    kind: 'table',
    caption: texts.caption,
    head: [
      texts.gradeFrom,
      texts.totalNeeded,
      texts.fromExam,
      ...(scaled ? [texts.onPaper(split.paper)] : []),
      texts.leastMark(split.paper),
    ],
    rows: needs.map((need) => row(input, need, texts)),
  });
  const value =
    last.state === 'unreachable'
      ? texts.notReachable
      : last.state === 'secured' && last.marks === 0
        ? texts.alreadyHad
        : texts.outOf(last.marks, split.paper);
  return {
    steps,
    result: { label: texts.resultLabel(last.band.grade.code), value },
    // The scale's grade codes as its card prints them ('RA').
    data: needs.map(({ band }) => band.grade.code),
  };
}
