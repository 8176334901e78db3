import type { ChangeEvent, KeyboardEvent } from 'react';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { NumberBase } from '../../packages/core/src/base-conversion';
import {
  DEFAULT_FROM_BASE,
  DEFAULT_TO_BASE,
  FRACTION_DIGIT_LIMIT,
  NUMBER_BASES,
  conversionMessage,
  converterLengthMessage,
  convertNumber,
  filterBaseInput,
  numberBaseOr,
} from '../../packages/core/src/base-conversion';
import { converterTexts } from '../../packages/core/src/base-conversion-texts';
import type { ConverterInputs } from '../../packages/core/src/converter-inputs';
import { converterInputs } from '../../packages/core/src/converter-inputs';
import { useAttributeInputs } from '../../packages/ui/src/element/use-attribute-inputs';
import { useResultChange } from '../../packages/ui/src/element/use-result-change';
import { CopyButton } from '../../packages/ui/src/copy-button';
import { WidgetBase } from '../../packages/ui/src/element/widget-base';
import { useLanguage, useTexts } from '../../packages/ui/src/language/language';
import { ToastStack } from '../../packages/ui/src/toast/toast-stack';
import { useToasts } from '../../packages/ui/src/toast/use-toasts';
import { ShowWorking, workingLoader } from '../../packages/ui/src/working/show-working';

interface WorkingInput {
  input: string;
  from: NumberBase;
  to: NumberBase;
}

const loadWorking = workingLoader<WorkingInput>(() =>
  import('../../packages/core/src/base-conversion-working').then(
    ({ baseConversionWorking }) =>
      ({ input, from, to }, language) =>
        baseConversionWorking(input, from, to, language),
  ),
);

export interface NumberConverterResult {
  from: NumberBase;
  to: NumberBase;
  input: string;
  /** Empty when the result was cleared. */
  result: string;
}

export interface NumberConverterProps {
  from?: string;
  to?: string;
  value?: string;
  urlInputs?: string;
  hideTitle?: boolean;
  working?: string;
  onResultChange?: (detail: NumberConverterResult) => void;
}

interface Conversion {
  from: NumberBase;
  to: NumberBase;
  input: string;
  /** Always the conversion of the current input and bases, or null: never a stale value. */
  result: { value: string; truncated: boolean } | null;
}

/**
 * The phone keyboard for typing in each base: a keypad with the point for the bases written in
 * digits (iOS's keypad has no minus sign, a fair price: negative numbers are rare here), the full
 * keyboard for hexadecimal's letters.
 */
export const INPUT_MODES: Record<NumberBase, 'decimal' | 'text'> = {
  decimal: 'decimal',
  binary: 'decimal',
  octal: 'decimal',
  hexadecimal: 'text',
};

/** The conversion without a message: used for attributes, swaps and a new To base. */
function convertSilently(state: Conversion): Conversion {
  const outcome = convertNumber(state.input, state.from, state.to);
  return { ...state, result: outcome.ok ? outcome : null };
}

function withFrom(state: Conversion, from: NumberBase): Conversion {
  if (from === state.from) return state;
  return { ...state, from, input: filterBaseInput(state.input, from), result: null };
}

function withTo(state: Conversion, to: NumberBase): Conversion {
  if (to === state.to) return state;
  return state.result ? convertSilently({ ...state, to }) : { ...state, to };
}

function withStartingValue(state: Conversion, text: string): Conversion {
  const input = filterBaseInput(text, state.from);
  return input === '' ? { ...state, input, result: null } : convertSilently({ ...state, input });
}

/** SPEC §4: the bases trade places and the result becomes the input (converted back at once). */
function swapped({ from, to, result }: Conversion): Conversion {
  return convertSilently({ from: to, to: from, input: result?.value ?? '', result: null });
}

/** Clears the result once it would describe another input, and leaves the state alone otherwise. */
function withInput(state: Conversion, input: string): Conversion {
  return input === state.input ? state : { ...state, input, result: null };
}

interface ActionButtonProps {
  label: string;
  primary?: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** Convert, Reset or Swap: the `button` part. */
function ActionButton({ label, primary = false, disabled, onClick }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={primary ? 'button button--primary' : 'button'}
      part="button"
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

export function NumberConverter({
  from: fromAttribute,
  to: toAttribute,
  value: valueAttribute,
  urlInputs,
  hideTitle,
  working,
  onResultChange,
}: NumberConverterProps) {
  const [state, setState] = useState(() =>
    withStartingValue(
      {
        from: numberBaseOr(fromAttribute, DEFAULT_FROM_BASE),
        to: numberBaseOr(toAttribute, DEFAULT_TO_BASE),
        input: '',
        result: null,
      },
      valueAttribute ?? '',
    ),
  );
  // Inputs from the address are applied as the attributes are: converted without a message.
  const applyInputs = useCallback(
    ({ from, to, value }: ConverterInputs) =>
      setState(withStartingValue({ from, to, input: '', result: null }, value)),
    [],
  );
  useAttributeInputs({
    attributes: { from: fromAttribute, to: toAttribute, value: valueAttribute },
    adopt: (seen) => {
      let adopted = state;
      if (seen.from !== fromAttribute)
        adopted = withFrom(adopted, numberBaseOr(fromAttribute, DEFAULT_FROM_BASE));
      if (seen.to !== toAttribute)
        adopted = withTo(adopted, numberBaseOr(toAttribute, DEFAULT_TO_BASE));
      if (seen.value !== valueAttribute) adopted = withStartingValue(adopted, valueAttribute ?? '');
      setState(adopted);
    },
    urlInputs,
    codec: converterInputs,
    inputs: { from: state.from, to: state.to, value: state.input },
    apply: applyInputs,
  });

  const { toasts, showToast, dismissToast } = useToasts();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const { from, to, input, result } = state;
  const language = useLanguage();
  const texts = useTexts(converterTexts);
  const tooLong = converterLengthMessage(input, from, language);
  const workingInput = useMemo(() => result && { input, from, to }, [result, input, from, to]);

  // Re-converting the same input to the same output is not a change; a cleared result is one. A
  // result the attributes give at the start is announced.
  useResultChange({ from, to, input, result: result?.value ?? '' }, onResultChange, {
    key: (detail) => (detail.result === '' ? '' : JSON.stringify(detail)),
    announceFirst: (detail) => detail.result !== '',
  });

  const convert = () => {
    const outcome = convertNumber(input, from, to);
    setState({ ...state, result: outcome.ok ? outcome : null });
    if (outcome.ok) showToast('success', texts.converted);
    else {
      const message = conversionMessage(outcome.problem, input, from, language);
      showToast(outcome.problem === 'empty' ? 'warning' : 'error', message);
    }
  };

  const typeInput = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const text = filterBaseInput(field.value, from);
    if (text !== field.value) {
      // Dropping a character must not throw the caret to the end of the text.
      const caret = filterBaseInput(field.value.slice(0, field.selectionStart ?? 0), from).length;
      field.value = text;
      field.setSelectionRange(caret, caret);
    }
    setState(withInput(state, text));
  };

  const convertOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') convert();
  };

  const reset = () => {
    setState({ ...state, input: '', result: null });
    // The Reset button is disabled now; keep the keyboard user in the form.
    inputRef.current?.focus();
  };

  const baseSelect = (name: 'from' | 'to', label: string, base: NumberBase) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        className="select"
        part={name}
        value={base}
        onChange={(event) => {
          const picked = event.currentTarget.value as NumberBase;
          setState(name === 'from' ? withFrom(state, picked) : withTo(state, picked));
        }}
      >
        {NUMBER_BASES.map(({ value }) => (
          <option key={value} value={value}>
            {texts.base(value)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <WidgetBase title={texts.title} hideTitle={hideTitle} className="number-converter">
      <div className="number-converter__bases">
        {baseSelect('from', texts.from, from)}
        {baseSelect('to', texts.to, to)}
      </div>
      <div className="field">
        <label htmlFor={`${id}-input`}>{texts.number}</label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="input number-converter__number"
          part="input"
          value={input}
          placeholder={texts.placeholder(from)}
          inputMode={INPUT_MODES[from]}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          onChange={typeInput}
          onKeyDown={convertOnEnter}
          aria-invalid={tooLong !== null}
          aria-describedby={`${id}-limit`}
        />
        {/* However the number came (typed, an attribute, a link), past the limit it is kept whole and refused. */}
        <p id={`${id}-limit`} className="number-converter__limit" part="limit" role="alert">
          {tooLong}
        </p>
      </div>
      <div className="actions">
        <ActionButton label={texts.convert} primary disabled={input === ''} onClick={convert} />
        <ActionButton label={texts.reset} disabled={input === ''} onClick={reset} />
        <ActionButton
          label={texts.swap}
          disabled={!result}
          onClick={() => setState(swapped(state))}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-result`}>{texts.result}</label>
        {/* A text area, so a long result wraps and shows whole (scrolling past a dozen lines). */}
        <textarea
          id={`${id}-result`}
          className="input number-converter__number number-converter__result"
          part="result"
          readOnly
          spellCheck={false}
          value={result?.value ?? ''}
          placeholder={texts.noResult}
        />
      </div>
      <div className="number-converter__copy">
        <CopyButton text={result?.value ?? null} showToast={showToast} />
      </div>
      <p className="number-converter__summary" part="summary" aria-live="polite">
        {result &&
          `${input} (${texts.base(from)}) ${result.truncated ? '≈' : '='} ${result.value} (${texts.base(to)})`}
        {result?.truncated && (
          <span className="number-converter__note">
            {' '}
            {texts.fractionCut(String(FRACTION_DIGIT_LIMIT))}
          </span>
        )}
      </p>
      <ShowWorking mode={working} input={workingInput} load={loadWorking} showToast={showToast} />
      <ToastStack toasts={toasts} onDismiss={dismissToast} />
    </WidgetBase>
  );
}
