import { useState } from 'react';
import type { ProfileEdit, Semester } from '#core/gpa/model.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import {
  isPresetScale,
  loadPresetNumbers,
  presetRetirement,
} from '#core/gpa/scales/presets/preset-scales.ts';
import { scaleTexts } from '#core/gpa/scales/scale-texts.ts';
import { OnDemand, closeUnreached, prefetch } from '#ui/element/on-demand.tsx';
import { DataText } from '#ui/language/data-text.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { ScaleName, useScaleName } from './scale-name';

export interface ScalePickerProps {
  scale: GradeScale;
  semesters: readonly Semester[];
  /** A read-only profile shows its scale and offers no change. */
  readOnly: boolean;
  /** Saves the change (every subject carried to the new scale). */
  onChange: (edit: ProfileEdit) => void;
  showToast: ToastApi['showToast'];
}

/**
 * Most students set their scale once: its dialogs and the editor load when first asked for, with
 * every preset's numbers, which the list of scales shows (a profile on SPEC's scale has none yet).
 */
const loadScaleChange = () =>
  Promise.all([import('./scale-change'), loadPresetNumbers()]).then(
    ([module]) => module.ScaleChange,
  );
const prefetchScaleChange = () => prefetch(loadScaleChange);

/**
 * The profile's grade scale ('Grade scale: VTU 2022 scheme') and, unless read-only, Change (the
 * list of scales) and, on a custom scale, Edit (its editor): scale-change.tsx. On a retired preset,
 * a notice offers its correction (Review), which the student accepts or not.
 */
export function ScalePicker({ scale, semesters, readOnly, onChange, showToast }: ScalePickerProps) {
  const texts = useTexts(scaleTexts);
  const digits = useDigits();
  const { name, data } = useScaleName()(scale);
  const [asked, setAsked] = useState<'list' | 'editor' | 'correction' | null>(null);
  const onCustom = !isPresetScale(scale);
  const corrected = !readOnly && !onCustom && presetRetirement(scale.id) !== undefined;
  const button = (startWith: 'list' | 'editor' | 'correction', text: string, label: string) => (
    <button
      type="button"
      className="button scale-row__change"
      aria-label={label}
      onClick={() => setAsked(startWith)}
      onPointerEnter={prefetchScaleChange}
      onFocus={prefetchScaleChange}
    >
      {text}
    </button>
  );

  return (
    <div className="scale-row" part="scale">
      <p className="scale-row__text">
        <span className="scale-row__label">{texts.gradeScale}</span>{' '}
        <ScaleName scale={scale} className="scale-row__name" />
      </p>
      {!readOnly && (
        <div className="scale-row__actions">
          {button('list', texts.change, texts.changeLabel(name))}
          {onCustom && button('editor', texts.edit, texts.editLabel(name))}
        </div>
      )}
      {corrected && (
        <p className="scale-row__correction" role="note">
          <span>
            <DataText text={texts.corrected(name)} data={data} digits={digits} />
          </span>
          {button('correction', texts.review, texts.reviewLabel(name))}
        </p>
      )}
      {asked && (
        <OnDemand
          load={loadScaleChange}
          props={{
            scale,
            semesters,
            startWith: asked,
            onChange,
            onClose: () => setAsked(null),
            showToast,
          }}
          onFailure={closeUnreached(showToast, () => setAsked(null))}
        />
      )}
    </div>
  );
}
