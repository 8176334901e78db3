import { useId, useMemo, useRef, useState } from 'react';
import type { Semester } from '#core/gpa/model.ts';
import { planSentences, planTexts } from '#core/gpa/plan/plan-texts.ts';
import {
  defaultSemesterCredits,
  planAssumption,
  planBasis,
  planTarget,
  plannedSemesterName,
  readPlanCount,
  readPlanCredits,
  readTarget,
} from '#core/gpa/plan/target-plan.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { Modal } from '#ui/dialog/modal.tsx';
import { PartStyles } from '#ui/element/part-styles.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { uiTexts } from '#ui/language/ui-texts.ts';
import { gpaTexts } from '../gpa-calculator-texts';
import { MarksToGrade } from './marks-to-grade';
import css from './plan-dialog.css?inline';
import { Field, Result } from './tool-fields';

export interface PlanDialogProps {
  scale: GradeScale;
  semesters: readonly Semester[];
  /** The CGPA as the screen shows it; null without one. */
  cgpa: string | null;
  onClose: () => void;
}

/**
 * Planning ahead, loaded when first asked for (gpa-calculator.tsx): the SGPA each remaining
 * semester needs for a target CGPA, and marks to grade where the scale has marks bands
 * (marks-to-grade.tsx, also in the marks tools). It reads the profile and writes nothing, so
 * read-only viewers use it as owners do.
 */
export function PlanDialog({ scale, semesters, cgpa, onClose }: PlanDialogProps) {
  const texts = useTexts(planTexts);
  const title = useTexts(gpaTexts).plan;
  const { close } = useTexts(uiTexts);
  const digits = useDigits();
  const resultId = useId();
  const first = useRef<HTMLInputElement>(null);
  const basis = useMemo(() => planBasis(scale, semesters), [scale, semesters]);
  const fallback = String(defaultSemesterCredits(basis));
  const [target, setTarget] = useState('');
  const [countText, setCountText] = useState(String(Math.max(1, 8 - semesters.length)));
  const [credits, setCredits] = useState<string[]>([]);
  const count = readPlanCount(countText, texts);
  const shown = count.ok ? count.value : credits.length;
  const creditTexts = Array.from({ length: shown }, (_, index) => credits[index] ?? fallback);
  const names = creditTexts.map((_, index) => plannedSemesterName(semesters.length, index, texts));
  const read = creditTexts.map((text, index) => readPlanCredits(text, names[index]!, texts));
  const goal = readTarget(scale, target, texts);
  const problems = [
    target.trim() !== '' && !goal.ok && goal.message,
    !count.ok && count.message,
    ...read.map((each) => !each.ok && each.message),
  ].filter((each): each is string => Boolean(each));

  let answer: string[] = [texts.prompt];
  // The class a target gives is the scale's, named as its university names it: data.
  let named: string[] = [];
  if (problems.length > 0) answer = problems;
  else if (goal.ok) {
    const plan = planTarget(
      scale,
      basis,
      goal.value,
      read.map((each) => (each.ok ? each.value : 0)),
      texts,
    );
    if (plan.state !== 'not-planned' && plan.classification) named = [plan.classification];
    answer =
      plan.state === 'not-planned' ? [plan.message] : planSentences(scale, plan, shown, texts);
  }
  const assumption = planAssumption(scale, texts);

  return (
    <Modal
      open
      title={title}
      initialFocus={first}
      onCancel={onClose}
      className="dialog plan-dialog"
    >
      <PartStyles css={css} />
      <section className="plan-dialog__section">
        <h3 className="plan-dialog__heading">{texts.heading}</h3>
        <p className="plan-dialog__note">
          {cgpa === null ? texts.noCgpa : digits(texts.cgpaNow(cgpa, semesters.length))}
        </p>
        <Field
          label={texts.target}
          value={target}
          onChange={setTarget}
          mode="decimal"
          invalid={target.trim() !== '' && !goal.ok}
          inputRef={first}
          describedBy={resultId}
        />
        <Field
          label={texts.remaining}
          value={countText}
          onChange={setCountText}
          mode="numeric"
          invalid={!count.ok}
          describedBy={resultId}
        />
        <p className="plan-dialog__note">
          {digits(
            texts.creditsNote(
              fallback,
              basis.credits.some((each) => each.num > 0n),
            ),
          )}
        </p>
        <ol className="plan-dialog__semesters">
          {creditTexts.map((text, index) => (
            <li key={index}>
              <Field
                label={digits(texts.credits(names[index]!))}
                value={text}
                mode="decimal"
                invalid={!read[index]!.ok}
                describedBy={resultId}
                onChange={(value) => {
                  const next = [...creditTexts];
                  next[index] = value;
                  setCredits(next);
                }}
              />
            </li>
          ))}
        </ol>
        {assumption && <p className="plan-dialog__note">{digits(assumption)}</p>}
        <Result id={resultId}>
          {answer.map((line) => (
            <p key={line}>
              <DataText text={line} data={named} digits={digits} />
            </p>
          ))}
        </Result>
      </section>
      <MarksToGrade scale={scale} />
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {close}
        </button>
      </div>
    </Modal>
  );
}
