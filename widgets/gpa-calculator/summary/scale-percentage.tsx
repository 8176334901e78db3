import { memo, useId, useMemo, useState } from 'react';
import { CLASS_ASSUMES_NO_ARREARS_NOTE } from '#core/gpa/entered-sgpa.ts';
import type { Semester } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { ProfileNumbers } from '#core/gpa/scales/profile-scale.ts';
import { fourPointGpa, percentageView } from '#core/gpa/scales/percentage-view.ts';
import { scaleMaximum } from '#core/gpa/scales/scale-view.ts';
import { UNREACHABLE_MESSAGE } from '#core/network-messages.ts';
import { OnDemand } from '#ui/element/on-demand.tsx';
import { SectionHeading } from '#ui/element/widget-base.tsx';
import { DisputeNotes, ScaleSources } from '../scales/scale-sources';
import { NO_GPA } from './trend-chart';

/** 'below First Class (6.5)': what a CGPA under every band misses. */
const belowEvery = (scale: GradeScale) => {
  const lowest = scale.classes.at(-1)!;
  return `below ${lowest.name} (${lowest.minCgpa})`;
};

export interface ScalePercentageCardProps {
  scale: GradeScale;
  numbers: ProfileNumbers;
}

/**
 * CGPA to percentage by the profile's scale (any but SPEC's, whose card lets the student pick a
 * conversion): the result, the rule and whose it is, its sources, and where sources disagree each
 * alternative's result; the class where the scale has classes.
 */
export const ScalePercentageCard = memo(function ScalePercentageCard({
  scale,
  numbers,
}: ScalePercentageCardProps) {
  const id = useId();
  const view = useMemo(() => percentageView(scale, numbers.exactCgpa), [scale, numbers]);
  const noCgpa = numbers.cgpa === null;
  return (
    <section
      className="percentage-card percentage-card--scale"
      part="percentage"
      aria-labelledby={`${id}-heading`}
    >
      <SectionHeading id={`${id}-heading`}>CGPA to percentage</SectionHeading>
      <p className="percentage-card__result" aria-live="polite">
        {view.rule === null ? (
          <span className="percentage-card__none">
            {scale.name} gives no conversion to percentage.
          </span>
        ) : noCgpa ? (
          <span className="percentage-card__value">{NO_GPA}</span>
        ) : view.outsideBands ? (
          <span className="percentage-card__error">
            CGPA {numbers.cgpa} is outside the bands of this conversion.
          </span>
        ) : (
          <span className="percentage-card__value">{view.percentage}%</span>
        )}
      </p>
      {view.rule !== null && (
        <p className="percentage-card__rule">
          Rule: <span className="percentage-card__formula">{view.rule}</span>, {scale.name}
        </p>
      )}
      {scale.classes.length > 0 && (
        <p className="percentage-card__class">
          Class: <strong>{noCgpa ? NO_GPA : (numbers.classification ?? belowEvery(scale))}</strong>
        </p>
      )}
      {numbers.classAssumesNoArrears && (
        <p className="percentage-card__note">{CLASS_ASSUMES_NO_ARREARS_NOTE}</p>
      )}
      <DisputeNotes disputes={view.disputes} />
      <ScaleSources scale={scale} />
    </section>
  );
});

/** Course by course, by evaluators' tables: a part of its own, as most visitors never apply abroad. */
const loadFourPointCourses = () =>
  import('../scales/four-point-courses').then((module) => module.FourPointCourses);

export interface FourPointCardProps {
  scale: GradeScale;
  semesters: readonly Semester[];
  cgpa: string | null;
}

/**
 * The CGPA on a 4-point scale for applications abroad: the proportional conversion, and below it
 * (loaded after the first render) each course-by-course conversion named by its source.
 */
export const FourPointCard = memo(function FourPointCard({
  scale,
  semesters,
  cgpa,
}: FourPointCardProps) {
  const id = useId();
  const [unreached, setUnreached] = useState(false);
  const result = cgpa === null ? null : fourPointGpa(cgpa, scaleMaximum(scale));
  return (
    <section className="percentage-card four-point" part="four-point" aria-labelledby={id}>
      <SectionHeading id={id}>CGPA on a 4-point scale</SectionHeading>
      <p className="percentage-card__result" aria-live="polite">
        <span className="percentage-card__value">{result?.value ?? NO_GPA}</span>{' '}
        <span className="percentage-card__formula">
          {result?.method ?? `Proportional: CGPA ÷ ${scaleMaximum(scale)} × 4`}
        </span>
      </p>
      {cgpa !== null &&
        (unreached ? (
          <p className="percentage-card__note">{UNREACHABLE_MESSAGE}</p>
        ) : (
          <OnDemand
            load={loadFourPointCourses}
            props={{ scale, semesters }}
            onFailure={() => setUnreached(true)}
          />
        ))}
      <p className="percentage-card__note">
        For applications abroad. Universities and evaluators there may convert your grades with
        their own tables: check what each one asks for.
      </p>
    </section>
  );
});
