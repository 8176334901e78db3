import type { ReactNode, RefObject } from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { findPresets } from '#core/gpa/scales/preset-finder.ts';
import FINDER from '#core/gpa/scales/presets/preset-finder.json';
import { currentPresetScales } from '#core/gpa/scales/presets/preset-scales.ts';
import { scaleTexts } from '#core/gpa/scales/scale-texts.ts';
import { Modal } from '#ui/dialog/modal.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { scaleChangeTexts } from './scale-change-texts';
import { ScaleName } from './scale-name';

export interface ScaleListProps {
  /** The profile's scale, marked in the list. */
  scale: GradeScale;
  onCustom: boolean;
  onChoosePreset: (preset: GradeScale) => void;
  onChooseCustom: () => void;
  onCancel: () => void;
}

/** One choice of the list; the selected one (the profile's scale) takes the focus on opening. */
function ScaleOption({
  selected,
  focus,
  custom = false,
  onChoose,
  children,
}: {
  selected: boolean;
  focus: RefObject<HTMLButtonElement | null>;
  custom?: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        ref={selected ? focus : undefined}
        type="button"
        className={custom ? 'scale-option scale-option--custom' : 'scale-option'}
        aria-pressed={selected}
        onClick={onChoose}
      >
        {children}
      </button>
    </li>
  );
}

const findBy = new Map(FINDER.map((entry) => [entry.id, entry.findBy]));

/**
 * The list of scales: a field that finds a university by part of its name, its short form or its
 * city, the presets it finds, and a custom scale, always offered.
 */
export function ScaleList({
  scale,
  onCustom,
  onChoosePreset,
  onChooseCustom,
  onCancel,
}: ScaleListProps) {
  const texts = useTexts(scaleChangeTexts);
  const { gradeScale } = useTexts(scaleTexts);
  const digits = useDigits();
  const id = useId();
  const [query, setQuery] = useState('');
  const presets = useMemo(
    () => currentPresetScales().map((one) => ({ scale: one, findBy: findBy.get(one.id) ?? [] })),
    [],
  );
  const found = findPresets(query, presets);
  const current = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      title={gradeScale}
      initialFocus={current}
      onCancel={onCancel}
      className="dialog scale-dialog"
    >
      <p className="dialog__message">{texts.intro}</p>
      <div className="field scale-search">
        <label htmlFor={`${id}-find`}>{texts.find}</label>
        <input
          id={`${id}-find`}
          className="input"
          type="search"
          autoComplete="off"
          placeholder={texts.findHint}
          aria-describedby={`${id}-count`}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      <p id={`${id}-count`} className="scale-search__count" aria-live="polite">
        {query.trim() === '' ? (
          digits(texts.count(presets.length))
        ) : found.length === 0 ? (
          <DataText text={texts.noMatch(query.trim())} data={[query.trim()]} />
        ) : (
          digits(texts.found(found.length, presets.length))
        )}
      </p>
      <ul className="scale-options">
        {found.map(({ scale: preset }) => (
          <ScaleOption
            key={preset.id}
            selected={preset.id === scale.id}
            focus={current}
            onChoose={() => onChoosePreset(preset)}
          >
            <ScaleName scale={preset} />
          </ScaleOption>
        ))}
        <ScaleOption selected={onCustom} focus={current} custom onChoose={onChooseCustom}>
          {onCustom ? (
            <DataText text={texts.editCustom(scale.name)} data={[scale.name]} />
          ) : (
            texts.custom
          )}
        </ScaleOption>
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </Modal>
  );
}
