import type { Semester } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { ProfileNumbers } from '#core/gpa/scales/profile-scale.ts';
import { DEFAULT_SCALE } from '#core/gpa/scales/profile-scale.ts';
import { PercentageCard } from './percentage-card';
import { FourPointCard, ScalePercentageCard } from './scale-percentage';
import { TrendChart } from './trend-chart';

/**
 * The cards below the semesters, which no first screen shows: their code loads after it
 * (card-parts.ts), and hydrates the build's HTML of them then.
 */
export { ProfileTransfer } from '../profiles/profile-transfer';

export interface FigureCardsProps {
  scale: GradeScale;
  semesters: readonly Semester[];
  numbers: ProfileNumbers;
}

/** The trend, the percentage and the 4-point cards of the profile's figures. */
export function FigureCards({ scale, semesters, numbers }: FigureCardsProps) {
  return (
    <>
      <TrendChart semesters={semesters} numbers={numbers} />
      {scale === DEFAULT_SCALE ? (
        <PercentageCard cgpa={numbers.cgpa === null ? null : Number(numbers.cgpa)} />
      ) : (
        <ScalePercentageCard scale={scale} numbers={numbers} />
      )}
      <FourPointCard scale={scale} semesters={semesters} cgpa={numbers.cgpa} />
    </>
  );
}
