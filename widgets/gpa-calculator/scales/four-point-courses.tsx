import { useMemo } from 'react';
import type { Semester } from '#core/gpa/model.ts';
import type { FourPointOutcome } from '#core/gpa/scales/four-point.ts';
import {
  disagreementData,
  disagreementIn,
  fourPointConversions,
  fourPointWorking,
  reasonData,
} from '#core/gpa/scales/four-point.ts';
import type { FourPointMethod } from '#core/gpa/scales/four-point-methods.ts';
import { NOTE_DATA, fourPointTexts } from '#core/gpa/scales/four-point-texts.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { scaleTexts } from '#core/gpa/scales/scale-texts.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import type { WorkingStep } from '#core/working.ts';
import { PartStyles } from '#ui/element/part-styles.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import css from './four-point.css?inline';

export interface FourPointCoursesProps {
  scale: GradeScale;
  semesters: readonly Semester[];
}

/** A course's row names its course, its grade and its US grade as written: data. */
const DATA_COLUMNS = 3;

/** The steps of one method's working: the table of courses, then the sums and the division. */
function Steps({ method, steps }: { method: FourPointMethod; steps: readonly WorkingStep[] }) {
  const digits = useDigits();
  return steps.map((step, index) =>
    step.kind === 'table' ? (
      <div key={index} className="four-point__scroll">
        <table className="four-point__table">
          <caption>
            <DataText text={step.caption} data={[method.name]} digits={digits} />
          </caption>
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
                {row.map((cell, column) =>
                  column < DATA_COLUMNS ? (
                    <td key={column} translate="no">
                      {cell}
                    </td>
                  ) : (
                    <td key={column}>{digits(cell)}</td>
                  ),
                )}
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
      <summary>
        <DataText text={texts.howWorked(method.name)} data={[method.name]} />
      </summary>
      {outcome.kind === 'result' && (
        <Steps method={method} steps={fourPointWorking(method, outcome, texts, shared)} />
      )}
      {outcome.kind === 'result' && outcome.left.length > 0 && (
        <p>
          <DataText text={texts.leftOut(outcome.left.join(', '))} data={outcome.left} />
        </p>
      )}
      {method.notes.map((note) => (
        <p key={note}>
          <DataText text={texts.note(note)} data={NOTE_DATA[note]} digits={digits} />
        </p>
      ))}
      <ul className="four-point__sources">
        {method.sources.map((source) => (
          <li key={source.url}>
            {/* As scale-sources.tsx's SourceLink: imported, it split a chunk off the site's page. */}
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="scale-source"
              translate="no"
            >
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
  const view = useTexts(viewTexts);
  const digits = useDigits();
  const { methods, disagreements } = useMemo(
    () => fourPointConversions(scale, semesters, texts, view),
    [scale, semesters, texts, view],
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
            <span className="four-point__method" translate="no">
              {method.name}
            </span>
            {outcome.kind === 'none' && (
              <>
                {' '}
                <span className="four-point__none">
                  <DataText
                    text={outcome.reason}
                    data={reasonData(scale, semesters)}
                    digits={digits}
                  />
                </span>
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
              <li key={each.grade}>
                <DataText
                  text={disagreementIn(texts)(each)}
                  data={disagreementData(each)}
                  digits={digits}
                />
              </li>
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
