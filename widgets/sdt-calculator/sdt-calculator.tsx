import type { ChangeEvent, KeyboardEvent } from 'react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import clearIcon from 'shoelace-icons/x-lg.svg?raw';
import type { Quantity, UnitOf } from '../../packages/core/src/sdt';
import {
  QUANTITIES,
  UNITS,
  formatResultValue,
  parseNonNegative,
} from '../../packages/core/src/sdt';
import type { SdtForm, SdtSettings, SdtUnits } from '../../packages/core/src/sdt-form';
import {
  AUTO_CALCULATION_DELAY_MS,
  BLUR_RELEASE_MS,
  SDT_EXAMPLE,
  blankSdtForm,
  changeSdtUnit,
  createSdtForm,
  editSdtField,
  reconfigureSdtForm,
  runSdtCalculation,
  sameSdtSettings,
  sdtCalculationDue,
  sdtResults,
  sdtSolvedQuantity,
  startingValue,
  unitOrDefault,
} from '../../packages/core/src/sdt-form';
import { sdtInputs } from '../../packages/core/src/sdt-inputs';
import { sdtTexts } from '../../packages/core/src/sdt-texts';
import { useAttributeInputs } from '../../packages/ui/src/element/use-attribute-inputs';
import { useResultChange } from '../../packages/ui/src/element/use-result-change';
import { SectionHeading, WidgetBase } from '../../packages/ui/src/element/widget-base';
import { IconButton } from '../../packages/ui/src/icon';
import { useDigits, useTexts } from '../../packages/ui/src/language/language';
import { ToastStack } from '../../packages/ui/src/toast/toast-stack';
import { useToasts } from '../../packages/ui/src/toast/use-toasts';
import { ShowWorking, workingLoader } from '../../packages/ui/src/working/show-working';

const loadWorking = workingLoader<SdtForm>(() =>
  import('../../packages/core/src/sdt-working').then((module) => module.sdtWorking),
);

export interface SdtResultDetail {
  speed: number | null;
  distance: number | null;
  time: number | null;
  units: SdtUnits;
}

export interface SdtCalculatorProps {
  speed?: number;
  distance?: number;
  time?: number;
  speedUnit?: string;
  distanceUnit?: string;
  timeUnit?: string;
  hideFormulas?: boolean;
  urlInputs?: string;
  hideTitle?: boolean;
  working?: string;
  onResultChange?: (detail: SdtResultDetail) => void;
}

const NO_RESULT = '—';

const symbolOf = (quantity: Quantity, unit: UnitOf<Quantity>) =>
  UNITS[quantity].find(({ value }) => value === unit)!.symbol;

export function SdtCalculator(props: SdtCalculatorProps) {
  const { hideFormulas, hideTitle, onResultChange } = props;
  const settings: SdtSettings = {
    values: {
      speed: startingValue(props.speed),
      distance: startingValue(props.distance),
      time: startingValue(props.time),
    },
    units: {
      speed: unitOrDefault('speed', props.speedUnit),
      distance: unitOrDefault('distance', props.distanceUnit),
      time: unitOrDefault('time', props.timeUnit),
    },
  };
  const [form, setForm] = useState(() => createSdtForm(settings));
  // The form as the attributes left it: calculating it by itself (values an embedder gave, e.g.
  // speed and distance) raises no toast; the visitor's own input or Enter does.
  const [attributeForm, setAttributeForm] = useState(form);
  // Inputs from the address are applied as attributes are: calculated without a toast.
  const applyInputs = useCallback((inputs: SdtSettings) => {
    const applied = createSdtForm(inputs);
    setForm(applied);
    setAttributeForm(applied);
  }, []);
  // A link holds what was given, not what the calculation filled in: opened, it calculates that
  // again, and so can show its working.
  const linkValue = (quantity: Quantity) =>
    quantity === form.solved ? null : parseNonNegative(form.texts[quantity]);
  useAttributeInputs({
    attributes: settings,
    same: sameSdtSettings,
    adopt: (previous) => {
      const reconfigured = reconfigureSdtForm(form, previous, settings);
      setForm(reconfigured);
      setAttributeForm(reconfigured);
    },
    urlInputs: props.urlInputs,
    codec: sdtInputs,
    inputs: {
      values: {
        speed: linkValue('speed'),
        distance: linkValue('distance'),
        time: linkValue('time'),
      },
      units: form.units,
    },
    apply: applyInputs,
  });

  const texts = useTexts(sdtTexts);
  const digits = useDigits();
  const { toasts, showToast, dismissToast } = useToasts();
  const id = useId();
  const inputs = useRef<Partial<Record<Quantity, HTMLInputElement | null>>>({});

  // Focus anywhere among the fields (inputs, units, clear buttons) holds the auto-calculation; a
  // blur lets go only after BLUR_RELEASE_MS, so moving from one field to the next never triggers it.
  const [editing, setEditing] = useState(false);
  const releaseTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(releaseTimer.current), []);
  const holdCalculation = () => {
    clearTimeout(releaseTimer.current);
    setEditing(true);
  };
  const releaseCalculation = () => {
    releaseTimer.current = setTimeout(() => setEditing(false), BLUR_RELEASE_MS);
  };

  const calculate = useCallback(
    (current: SdtForm, announce: boolean) => {
      const { form: calculated, outcome } = runSdtCalculation(current);
      setForm(calculated);
      if (!announce) return;
      if (outcome.kind === 'computed') showToast('success', texts.calculated);
      else if (outcome.kind === 'error') showToast('error', texts.problem(outcome.problem));
    },
    [showToast, texts],
  );

  // Any change to the form or focus restarts the pause, so the calculation runs on the state it shows.
  useEffect(() => {
    if (editing || !sdtCalculationDue(form)) return;
    const timer = setTimeout(
      () => calculate(form, form !== attributeForm),
      AUTO_CALCULATION_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [form, editing, calculate, attributeForm]);

  // Enter asks for the result now: no pause, and the focus stays in the field.
  const calculateOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (sdtCalculationDue(form)) calculate(form, true);
  };

  const results = useMemo(() => sdtResults(form), [form]);
  const solved = sdtSolvedQuantity(form);
  // A result the attributes give at the start is announced; a blank calculator says nothing.
  useResultChange({ ...results, units: form.units }, onResultChange, {
    announceFirst: (detail) => QUANTITIES.some((quantity) => detail[quantity] !== null),
  });

  const type = (quantity: Quantity, event: ChangeEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const next = editSdtField(form, quantity, field.value);
    if (next === form && field.value !== form.texts[quantity]) {
      // Ignored input: restore the text ourselves so the caret stays where the user was typing.
      const caret =
        (field.selectionStart ?? 0) - (field.value.length - form.texts[quantity].length);
      field.value = form.texts[quantity];
      field.setSelectionRange(caret, caret);
    }
    setForm(next);
  };

  const clear = (quantity: Quantity) => {
    setForm(editSdtField(form, quantity, ''));
    // The clear button is disabled now; keep the user in the field to type a new value.
    inputs.current[quantity]?.focus();
  };

  return (
    <WidgetBase title={texts.title} hideTitle={hideTitle} className="sdt">
      <div
        part="inputs"
        className="sdt__inputs"
        onFocus={holdCalculation}
        onBlur={releaseCalculation}
      >
        {QUANTITIES.map((quantity) => (
          <div key={quantity} part={`field field-${quantity}`} className="field">
            <label htmlFor={`${id}-${quantity}`}>{texts.quantity(quantity)}</label>
            <div className="sdt__controls">
              <input
                ref={(node) => {
                  inputs.current[quantity] = node;
                }}
                id={`${id}-${quantity}`}
                className="input"
                type="text"
                inputMode="decimal"
                enterKeyHint="go"
                autoComplete="off"
                placeholder={texts.enter(quantity)}
                value={form.texts[quantity]}
                onChange={(event) => type(quantity, event)}
                onKeyDown={calculateOnEnter}
              />
              <select
                className="select"
                aria-label={texts.unitOf(quantity)}
                value={form.units[quantity]}
                onChange={(event) =>
                  setForm(
                    changeSdtUnit(form, quantity, event.currentTarget.value as UnitOf<Quantity>),
                  )
                }
              >
                {UNITS[quantity].map(({ value }) => (
                  <option key={value} value={value}>
                    {texts.unit(value)}
                  </option>
                ))}
              </select>
              <IconButton
                icon={clearIcon}
                label={texts.clear(quantity)}
                className="plain-icon-button"
                disabled={form.texts[quantity] === ''}
                onClick={() => clear(quantity)}
              />
            </div>
          </div>
        ))}
      </div>
      <div part="actions" className="actions">
        <button
          type="button"
          className="button"
          onClick={() => setForm(blankSdtForm(settings.units))}
        >
          {texts.reset}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setForm(createSdtForm(SDT_EXAMPLE))}
        >
          {texts.example}
        </button>
      </div>
      <section
        part="results"
        className="sdt__results"
        aria-label={texts.results}
        aria-live="polite"
      >
        <dl className="sdt__cards">
          {QUANTITIES.map((quantity) => {
            const value = results[quantity];
            return (
              <div key={quantity} part={`result result-${quantity}`} className="sdt__card">
                <dt>{texts.quantity(quantity)}</dt>
                <dd className="sdt__value">
                  {value === null
                    ? NO_RESULT
                    : digits(
                        `${formatResultValue(value)} ${symbolOf(quantity, form.units[quantity])}`,
                      )}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
      <ShowWorking
        mode={props.working}
        input={solved !== null && results[solved] !== null ? form : null}
        load={loadWorking}
        showToast={showToast}
      />
      {!hideFormulas && (
        <section part="formulas" className="sdt__formulas" aria-labelledby={`${id}-formulas`}>
          <SectionHeading id={`${id}-formulas`}>{texts.formulas}</SectionHeading>
          <ul>
            {QUANTITIES.map((quantity) => (
              <li key={quantity}>{texts.formula(quantity)}</li>
            ))}
          </ul>
        </section>
      )}
      <ToastStack toasts={toasts} onDismiss={dismissToast} />
    </WidgetBase>
  );
}
