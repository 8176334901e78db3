import { memo, useId, useMemo, useState } from 'react';
import type { Semester } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { ProfileNumbers } from '#core/gpa/scales/profile-scale.ts';
import { fourPointGpa, percentageView } from '#core/gpa/scales/percentage-view.ts';
import { scaleMaximum } from '#core/gpa/scales/scale-view.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import { percentageTexts } from '#core/gpa/percentage-texts.ts';
import { shownScaleName } from '#core/gpa/shown-names.ts';
import { networkTexts } from '#core/network-messages.ts';
import { OnDemand } from '#ui/element/on-demand.tsx';
import { SectionHeading } from '#ui/element/widget-base.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { DisputeNotes, ScaleSources } from '../scales/scale-sources';
import type { CardTexts } from './card-texts';
import { cardTexts } from './card-texts';
import { NO_GPA } from './trend-chart';

/** 'below First Class (6.5)': what a CGPA under every band misses; the class is the scale's. */
function BelowEvery({ scale, texts }: { scale: GradeScale; texts: CardTexts }) {
  const digits = useDigits();
  const lowest = scale.classes.at(-1)!;
  return (
    <DataText
      text={texts.belowClass(lowest.name, String(lowest.minCgpa))}
      data={[lowest.name]}
      digits={digits}
    />
  );
}

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
  const texts = useTexts(cardTexts);
  const conversions = useTexts(percentageTexts);
  const digits = useDigits();
  const names = useTexts(viewTexts);
  // A university's scale is named as it names itself (data); SPEC's own in the element's words.
  const scaleName = shownScaleName(scale, names);
  const id = useId();
  const view = useMemo(
    () => percentageView(scale, numbers.exactCgpa, conversions),
    [scale, numbers, conversions],
  );
  const noCgpa = numbers.cgpa === null;
  return (
    <section
      className="percentage-card percentage-card--scale"
      part="percentage"
      aria-labelledby={`${id}-heading`}
    >
      <SectionHeading id={`${id}-heading`}>{texts.toPercentage}</SectionHeading>
      <p className="percentage-card__result" aria-live="polite">
        {view.rule === null ? (
          <span className="percentage-card__none">
            <DataText text={texts.noConversion(scaleName)} data={[scale.name]} digits={digits} />
          </span>
        ) : noCgpa ? (
          <span className="percentage-card__value">{NO_GPA}</span>
        ) : view.outsideBands ? (
          <span className="percentage-card__error">
            {texts.outsideBands(digits(numbers.cgpa!))}
          </span>
        ) : (
          <span className="percentage-card__value">{digits(`${view.percentage}%`)}</span>
        )}
      </p>
      {view.rule !== null && (
        <p className="percentage-card__rule">
          {texts.rule} <span className="percentage-card__formula">{digits(view.rule)}</span>,{' '}
          <DataText text={scaleName} data={[scale.name]} digits={digits} />
        </p>
      )}
      {scale.classes.length > 0 && (
        <p className="percentage-card__class">
          {texts.classLabel}{' '}
          <strong>
            {noCgpa ? (
              NO_GPA
            ) : numbers.classification ? (
              <span translate="no">{numbers.classification}</span>
            ) : (
              <BelowEvery scale={scale} texts={texts} />
            )}
          </strong>
        </p>
      )}
      {numbers.classAssumesNoArrears && (
        <p className="percentage-card__note">{conversions.noArrears}</p>
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
  const texts = useTexts(cardTexts);
  const conversions = useTexts(percentageTexts);
  const { unreachable } = useTexts(networkTexts);
  const digits = useDigits();
  const id = useId();
  const [unreached, setUnreached] = useState(false);
  const maximum = scaleMaximum(scale);
  const result = cgpa === null ? null : fourPointGpa(cgpa, maximum, conversions);
  return (
    <section className="percentage-card four-point" part="four-point" aria-labelledby={id}>
      <SectionHeading id={id}>{digits(texts.fourPoint)}</SectionHeading>
      <p className="percentage-card__result" aria-live="polite">
        <span className="percentage-card__value">{result ? digits(result.value) : NO_GPA}</span>{' '}
        <span className="percentage-card__formula">
          {digits(result?.method ?? conversions.proportional(String(maximum)))}
        </span>
      </p>
      {cgpa !== null &&
        (unreached ? (
          <p className="percentage-card__note">{unreachable}</p>
        ) : (
          <OnDemand
            load={loadFourPointCourses}
            props={{ scale, semesters }}
            onFailure={() => setUnreached(true)}
          />
        ))}
      <p className="percentage-card__note">{texts.abroad}</p>
    </section>
  );
});
