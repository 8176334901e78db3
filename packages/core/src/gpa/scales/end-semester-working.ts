import type { Working, WorkingStep } from '../../working';
import type { EndSemesterInput, GradeNeed } from './end-semester';
import { courseTotal, endSemesterNeeds, minimumWritten, writtenOf } from './end-semester';
import { equalsOrAbout, exactText } from './end-semester-texts';
import type { GradeScale } from './grade-scale';

/**
 * The working of the end-semester marks (Show working in the marks tools): the total, each band's
 * total, what the exam must add and, where the paper is scaled, that on the paper; then the least
 * whole mark. Every '=' is exact; a value whose decimals go on is written '≈' to 2 places, for
 * reading only: the mark is found from the exact value (end-semester.ts).
 */

const line = (text: string): WorkingStep => ({ kind: 'line', text });

function row(input: EndSemesterInput, need: GradeNeed): string[] {
  const { split, obtained } = input;
  const { grade, min } = need.band;
  const total = courseTotal(split);
  const cells = [
    `${grade.code} (${min}%)`,
    `${min}% of ${total} = ${exactText(need.total)}`,
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
      cells.push(need.marks === 0 ? 'already secured' : `already secured; ${need.marks} (minimum)`);
      break;
    case 'needs':
      cells.push(need.by === 'band' ? String(need.marks) : `${need.marks} (minimum)`);
      break;
    case 'unreachable':
      cells.push(`not reachable (more than ${split.paper})`);
  }
  return cells;
}

export function endSemesterWorking(scale: GradeScale, input: EndSemesterInput): Working | null {
  const needs = endSemesterNeeds(scale, input);
  const last = needs.at(-1);
  if (!last) return null;
  const { split, obtained } = input;
  const scaled = split.paper !== split.external;
  const steps: WorkingStep[] = [
    line(
      `Course total: ${split.internal} (internal) + ${split.external} (end-semester) = ${courseTotal(split)} marks.`,
    ),
    line(`Your internal marks: ${exactText(obtained)} out of ${split.internal}.`),
  ];
  if (scaled) {
    steps.push(
      line(
        `The paper is written out of ${split.paper} and counts for ${split.external}: marks on the paper = counted marks × ${split.paper} ÷ ${split.external}.`,
      ),
    );
  }
  if (split.minExternal !== null) {
    const minimum = exactText(split.minExternal);
    const onPaper = writtenOf(split, split.minExternal);
    steps.push(
      line(
        scaled
          ? `The exam's minimum: ${minimum} out of ${split.external}, × ${split.paper} ÷ ${split.external} ${equalsOrAbout(onPaper)} on the paper; the least whole mark: ${minimumWritten(split)}.`
          : `The exam's minimum: ${minimum} out of ${split.external}; the least whole mark: ${minimumWritten(split)}.`,
      ),
    );
  }
  steps.push(
    line(
      "Each mark needed is the least whole mark at or above the exact value ('≈' values are rounded to 2 decimals for reading only).",
    ),
    {
      kind: 'table',
      caption: 'Marks needed in the end-semester exam, by grade',
      head: [
        'Grade (from)',
        'Course total needed',
        'From the exam',
        ...(scaled ? [`On the paper (out of ${split.paper})`] : []),
        `Least whole mark (out of ${split.paper})`,
      ],
      rows: needs.map((need) => row(input, need)),
    },
  );
  const value =
    last.state === 'unreachable'
      ? 'not reachable'
      : last.state === 'secured' && last.marks === 0
        ? 'already secured'
        : `${last.marks} out of ${split.paper}`;
  return { steps, result: { label: `End-semester marks for ${last.band.grade.code}`, value } };
}
