import { memo, useId, useState } from 'react';
import type { PercentageScheme } from '#core/gpa/percentage.ts';
import { PERCENTAGE_SCHEMES, cgpaToPercentage } from '#core/gpa/percentage.ts';
import { SectionHeading } from '#ui/element/widget-base.tsx';
import { SelectField } from '../select-field';
import { NO_GPA } from './trend-chart';

/** A custom number as typed; an empty field is no number (Number('') would be 0). */
const parseCustom = (text: string) => (text.trim() === '' ? NaN : Number(text));

/**
 * CGPA to percentage with a conversion the student picks. The formula used stands next to the
 * result because sources disagree on which university uses which conversion.
 */
export const PercentageCard = memo(function PercentageCard({ cgpa }: { cgpa: number | null }) {
  const id = useId();
  const [scheme, setScheme] = useState<PercentageScheme>('cbse');
  const [multiplier, setMultiplier] = useState('10');
  const [offset, setOffset] = useState('0');
  const custom = scheme === 'custom';
  const result =
    cgpa === null
      ? null
      : cgpaToPercentage(cgpa, scheme, {
          multiplier: parseCustom(multiplier),
          offset: parseCustom(offset),
        });

  const customField = (name: string, label: string, value: string, set: (text: string) => void) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        className="input"
        type="number"
        step="any"
        inputMode="decimal"
        value={value}
        onChange={(event) => set(event.currentTarget.value)}
      />
    </div>
  );

  return (
    <section className="percentage-card" part="percentage" aria-labelledby={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`}>CGPA to percentage</SectionHeading>
      <SelectField
        id={`${id}-scheme`}
        label="Conversion"
        value={scheme}
        options={PERCENTAGE_SCHEMES}
        onChange={setScheme}
      />
      {custom && (
        <div className="percentage-card__custom">
          {customField('multiplier', 'Multiplier', multiplier, setMultiplier)}
          {customField('offset', 'Offset (subtracted first)', offset, setOffset)}
        </div>
      )}
      <p className="percentage-card__result" aria-live="polite">
        {result === null ? (
          <span className="percentage-card__value">{NO_GPA}</span>
        ) : 'error' in result ? (
          <span className="percentage-card__error">{result.error}</span>
        ) : (
          <>
            <span className="percentage-card__value">{result.percentage}%</span>{' '}
            <span className="percentage-card__formula">{result.formula}</span>
          </>
        )}
      </p>
      <p className="percentage-card__note">
        Sources disagree on which university uses which conversion: check your university&apos;s
        rules.
      </p>
    </section>
  );
});
