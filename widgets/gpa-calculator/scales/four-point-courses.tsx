import { useMemo } from 'react';
import type { Semester } from '#core/gpa/model.ts';
import type { FourPointOutcome } from '#core/gpa/scales/four-point.ts';
import {
  disagreementIn,
  fourPointConversions,
  fourPointWorking,
} from '#core/gpa/scales/four-point.ts';
import type { FourPointMethod } from '#core/gpa/scales/four-point-methods.ts';
import { fourPointTexts } from '#core/gpa/scales/four-point-texts.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { scaleTexts } from '#core/gpa/scales/scale-texts.ts';
import type { WorkingStep } from '#core/working.ts';
import { PartStyles } from '#ui/element/part-styles.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import css from './four-point.css?inline';

export interface FourPointCoursesProps {
  scale: GradeScale;
  semesters: readonly Semester[];
}

/** The steps of one method's working: the table of courses, then the sums and the division. */
function Steps({ steps }: { steps: readonly WorkingStep[] }) {
  const digits = useDigits();
  return steps.map((step, index) =>
    step.kind === 'table' ? (
      <div key={index} className="four-point__scroll">
        <table className="four-point__table">
          <caption>{digits(step.caption)}</caption>
          <thead>
            <tr>
              {step.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {step.rows.map((row, at) => (
              <tr key={at}>
                {row.map((cell, column) => (
                  <td key={column}>{digits(cell)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ) : (
      <p key={index}>{digits(step.kind === 'line' ? step.text : step.title)}</p>
    ),
  );
}

/** How a method reached its result (or why it has none), what it assumes, and its sources. */
function MethodDetails({
  method,
  outcome,
}: {
  method: FourPointMethod;
  outcome: FourPointOutcome;
}) {
  const texts = useTexts(fourPointTexts);
  const shared = useTexts(scaleTexts);
  const digits = useDigits();
  return (
    <details className="four-point__details">
      <summary>{texts.howWorked(method.name)}</summary>
      {outcome.kind === 'result' && (
        <Steps steps={fourPointWorking(method, outcome, texts, shared)} />
      )}
      {outcome.kind === 'result' && outcome.left.length > 0 && (
        <p>{texts.leftOut(outcome.left.join(', '))}</p>
      )}
      {method.notes.map((note) => (
        <p key={note}>{digits(texts.note(note))}</p>
      ))}
      <ul className="four-point__sources">
        {method.sources.map((source) => (
          <li key={source.url}>
            {/* As scale-sources.tsx's SourceLink: imported, it split a chunk off the site's page. */}
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="scale-source">
              {source.title}
            </a>{' '}
            {digits(shared.read(source.read))}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The course-by-course 4-point conversions (loaded on demand below the proportional one): each
 * method's result named by its source, or why it has none, and the scale's grades the methods
 * convert differently.
 */
export function FourPointCourses({ scale, semesters }: FourPointCoursesProps) {
  const texts = useTexts(fourPointTexts);
  const digits = useDigits();
  const { methods, disagreements } = useMemo(
    () => fourPointConversions(scale, semesters, texts),
    [scale, semesters, texts],
  );
  const shown = methods.flatMap(({ method, outcome }) => (outcome ? [{ method, outcome }] : []));
  if (shown.length === 0) return null;
  return (
    <div className="four-point__courses">
      <PartStyles css={css} />
      <p className="four-point__heading">{texts.heading}</p>
      <ul className="four-point__results">
        {shown.map(({ method, outcome }) => (
          <li key={method.id}>
            {outcome.kind === 'result' && (
              <span className="four-point__value">{digits(outcome.value)}</span>
            )}{' '}
            <span className="four-point__method">{method.name}</span>
            {outcome.kind === 'none' && (
              <>
                {' '}
                <span className="four-point__none">{digits(outcome.reason)}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {disagreements.length > 0 && (
        <div className="scale-dispute" role="note">
          <p className="scale-dispute__about">{texts.differ}</p>
          <ul>
            {disagreements.map((each) => (
              <li key={each.grade}>{digits(disagreementIn(texts)(each))}</li>
            ))}
          </ul>
        </div>
      )}
      {shown.map(({ method, outcome }) => (
        <MethodDetails key={method.id} method={method} outcome={outcome} />
      ))}
    </div>
  );
}
