import { memo, useId, useState } from 'react';
import type { PercentageScheme } from '#core/gpa/percentage.ts';
import { cgpaToPercentage, percentageSchemes } from '#core/gpa/percentage.ts';
import { percentageTexts } from '#core/gpa/percentage-texts.ts';
import { SectionHeading } from '#ui/element/widget-base.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { SelectField } from '../select-field';
import { cardTexts } from './card-texts';
import { NO_GPA } from './trend-chart';

/** A custom number as typed; an empty field is no number (Number('') would be 0). */
const parseCustom = (text: string) => (text.trim() === '' ? NaN : Number(text));

/**
 * CGPA to percentage with a conversion the student picks. The formula used stands next to the
 * result because sources disagree on which university uses which conversion.
 */
export const PercentageCard = memo(function PercentageCard({ cgpa }: { cgpa: number | null }) {
  const texts = useTexts(cardTexts);
  const conversions = useTexts(percentageTexts);
  const digits = useDigits();
  const id = useId();
  const [scheme, setScheme] = useState<PercentageScheme>('cbse');
  const [multiplier, setMultiplier] = useState('10');
  const [offset, setOffset] = useState('0');
  const custom = scheme === 'custom';
  // Each but Custom is a formula and the body that uses it ('CGPA × 9.5 (CBSE)'): data.
  const schemes = percentageSchemes(conversions).map((each) => ({
    value: each.value,
    label: digits(each.label),
    data: each.value !== 'custom',
  }));
  const result =
    cgpa === null
      ? null
      : cgpaToPercentage(
          cgpa,
          scheme,
          { multiplier: parseCustom(multiplier), offset: parseCustom(offset) },
          conversions,
        );

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
      <SectionHeading id={`${id}-heading`}>{texts.toPercentage}</SectionHeading>
      <SelectField
        id={`${id}-scheme`}
        label={texts.conversion}
        value={scheme}
        options={schemes}
        onChange={setScheme}
      />
      {custom && (
        <div className="percentage-card__custom">
          {customField('multiplier', texts.multiplier, multiplier, setMultiplier)}
          {customField('offset', texts.offset, offset, setOffset)}
        </div>
      )}
      <p className="percentage-card__result" aria-live="polite">
        {result === null ? (
          <span className="percentage-card__value">{NO_GPA}</span>
        ) : 'error' in result ? (
          <span className="percentage-card__error">{digits(result.error)}</span>
        ) : (
          <>
            <span className="percentage-card__value">{digits(`${result.percentage}%`)}</span>{' '}
            <span className="percentage-card__formula">{digits(result.formula)}</span>
          </>
        )}
      </p>
      <p className="percentage-card__note">{texts.disagree}</p>
    </section>
  );
});
