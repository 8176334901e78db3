import type { RefObject } from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { findPresets } from '#core/gpa/scales/preset-finder.ts';
import FINDER from '#core/gpa/scales/presets/preset-finder.json';
import { currentPresetScales } from '#core/gpa/scales/presets/preset-scales.ts';
import { Modal } from '#ui/dialog/modal.tsx';

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
  children: string;
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
      title="Grade scale"
      initialFocus={current}
      onCancel={onCancel}
      className="dialog scale-dialog"
    >
      <p className="dialog__message">
        Choose your university&apos;s scale: grades, GPA, percentage and class follow it.
      </p>
      <div className="field scale-search">
        <label htmlFor={`${id}-find`}>Find your university</label>
        <input
          id={`${id}-find`}
          className="input"
          type="search"
          autoComplete="off"
          placeholder="Name, short form or city"
          aria-describedby={`${id}-count`}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      <p id={`${id}-count`} className="scale-search__count" aria-live="polite">
        {query.trim() === ''
          ? `${presets.length} scales`
          : found.length === 0
            ? `No scale matches ‘${query.trim()}’: choose Custom scale to enter your university’s grades.`
            : `${found.length} of ${presets.length} scales`}
      </p>
      <ul className="scale-options">
        {found.map(({ scale: preset }) => (
          <ScaleOption
            key={preset.id}
            selected={preset.id === scale.id}
            focus={current}
            onChoose={() => onChoosePreset(preset)}
          >
            {preset.name}
          </ScaleOption>
        ))}
        <ScaleOption selected={onCustom} focus={current} custom onChoose={onChooseCustom}>
          {onCustom ? `Edit custom scale: ${scale.name}…` : 'Custom scale…'}
        </ScaleOption>
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
