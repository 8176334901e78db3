import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import {
  MAX_MATRIX_SIZE,
  clampMatrixSize,
  countFilledCells,
  determinant,
  formatDeterminant,
  isInvalidCell,
  matrixCellLengthMessage,
  parseCell,
  randomMatrix,
} from '../../packages/core/src/determinant';
import { matrixTexts } from '../../packages/core/src/determinant-texts';
import { countText } from '../../packages/core/src/i18n/numbers';
import { useLanguage, useTexts } from '../../packages/ui/src/language/language';
import type { Rational } from '../../packages/core/src/rational';
import type { MatrixInputs } from '../../packages/core/src/matrix-inputs';
import { matrixInputs } from '../../packages/core/src/matrix-inputs';
import { useAttributeInputs } from '../../packages/ui/src/element/use-attribute-inputs';
import { useResultChange } from '../../packages/ui/src/element/use-result-change';
import { WidgetBase } from '../../packages/ui/src/element/widget-base';
import { CopyButton } from '../../packages/ui/src/copy-button';
import { ToastStack } from '../../packages/ui/src/toast/toast-stack';
import { useToasts } from '../../packages/ui/src/toast/use-toasts';
import { ShowWorking, workingLoader } from '../../packages/ui/src/working/show-working';

const loadWorking = workingLoader<readonly (readonly Rational[])[]>(() =>
  import('../../packages/core/src/determinant-working').then((module) => module.determinantWorking),
);

export type MatrixValues = readonly (readonly (number | string)[])[];

export interface MatrixDeterminantDetail {
  size: number;
  matrix: string[][];
  determinant: string;
}

export interface MatrixDeterminantProps {
  size?: number;
  values?: MatrixValues;
  urlInputs?: string;
  hideTitle?: boolean;
  working?: string;
  onResultChange?: (detail: MatrixDeterminantDetail) => void;
}

/**
 * The cells always hold a full 5 x 5 matrix and the size shows its top-left corner, so shrinking
 * (even the transient blank size while retyping it) never erases what the user typed.
 */
function cellsFrom(values: unknown): string[][] {
  const rows = Array.isArray(values) ? values : [];
  return Array.from({ length: MAX_MATRIX_SIZE }, (_, row) =>
    Array.from({ length: MAX_MATRIX_SIZE }, (_, column) => {
      const value: unknown = Array.isArray(rows[row]) ? rows[row][column] : undefined;
      if (typeof value === 'string') return value;
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
    }),
  );
}

/** The size attribute wins; else the rows of `values`; else the default. Attributes clamp silently. */
function sizeFrom(size: number | undefined, values: unknown): number {
  const rowCount = Array.isArray(values) && values.length > 0 ? values.length : undefined;
  return clampMatrixSize(String(size ?? rowCount ?? '')).size;
}

/** The determinant, the error computing it, or neither while a cell is too long. */
type Result = { value?: string; error?: never } | { value?: never; error: unknown };

function computeDeterminant(matrix: readonly (readonly Rational[])[]): Result {
  try {
    return { value: formatDeterminant(determinant(matrix)) };
  } catch (error) {
    return { error };
  }
}

export function MatrixDeterminant({
  size: sizeProp,
  values,
  urlInputs,
  hideTitle,
  working,
  onResultChange,
}: MatrixDeterminantProps) {
  const { toasts, showToast, dismissToast } = useToasts();
  const [sizeText, setSizeText] = useState(() => String(sizeFrom(sizeProp, values)));
  const [cells, setCells] = useState(() => cellsFrom(values));
  const gridRef = useRef<HTMLDivElement>(null);
  const afterGridRef = useRef<HTMLButtonElement>(null);
  const failedBefore = useRef(false);
  // The cell being typed in is not marked: '-' or '1/' are on their way to a number.
  const [focusedCell, setFocusedCell] = useState<number | null>(null);

  const size = clampMatrixSize(sizeText).size;
  const matrix = useMemo(
    () => cells.slice(0, size).map((row) => row.slice(0, size)),
    [cells, size],
  );
  // An over-long cell, however it came, is kept as typed and nothing is calculated: counted as 0 it
  // would give another determinant, and its exact working would not fit a page.
  const language = useLanguage();
  const texts = useTexts(matrixTexts);
  const count = (n: number) => countText(n, language);
  const tooLong = useMemo(() => matrixCellLengthMessage(matrix, language), [matrix, language]);
  const numbers = useMemo(
    () => (tooLong === null ? matrix.map((row) => row.map(parseCell)) : null),
    [matrix, tooLong],
  );
  const result = useMemo(
    (): Result => (numbers === null ? {} : computeDeterminant(numbers)),
    [numbers],
  );
  const failed = 'error' in result;
  const filled = countFilledCells(matrix);
  const marked = (text: string, index: number) => index !== focusedCell && isInvalidCell(text);
  const applyInputs = useCallback((inputs: MatrixInputs) => {
    setSizeText(String(inputs.size));
    setCells(cellsFrom(inputs.cells));
  }, []);
  useAttributeInputs({
    attributes: { sizeProp, values },
    adopt: (previous) => {
      setSizeText(String(sizeFrom(sizeProp, values)));
      if (previous.values !== values) setCells(cellsFrom(values));
    },
    urlInputs,
    codec: matrixInputs,
    inputs: { size, cells: matrix },
    apply: applyInputs,
  });
  const anyMarked = matrix.some((row, r) => row.some((cell, c) => marked(cell, r * size + c)));

  // One toast when the calculation starts failing, not one per keystroke while it keeps failing.
  useEffect(() => {
    if (failed && !failedBefore.current) {
      console.error(result.error);
      showToast('error', texts.error);
    }
    failedBefore.current = failed;
  }, [failed, result.error, showToast, texts]);

  // The determinant the element starts with is its attributes', not news to the page.
  useResultChange(
    result.value === undefined
      ? null
      : { size, matrix: matrix.map((row) => [...row]), determinant: result.value },
    onResultChange,
  );

  function changeSize(text: string) {
    const { warning } = clampMatrixSize(text);
    // One warning per excursion out of range, not one per digit typed ("1", "10", "100").
    if (warning !== null && warning !== clampMatrixSize(sizeText).warning) {
      showToast('warning', texts[warning]);
    }
    setSizeText(text);
  }

  function changeCell(rowIndex: number, columnIndex: number, text: string) {
    setCells((current) =>
      current.map((row, r) =>
        r === rowIndex ? row.map((cell, c) => (c === columnIndex ? text : cell)) : row,
      ),
    );
  }

  /** Enter/Tab walk the cells row by row and wrap (SPEC), so Escape is the way out of the grid. */
  function handleCellKey(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key === 'Escape') {
      event.preventDefault();
      afterGridRef.current?.focus();
      return;
    }
    if ((event.key !== 'Enter' && event.key !== 'Tab') || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const count = size * size;
    const next = (index + (event.shiftKey ? count - 1 : 1)) % count;
    const cell = gridRef.current?.querySelectorAll('input')[next];
    cell?.focus();
    cell?.select();
  }

  return (
    <WidgetBase title={texts.title} hideTitle={hideTitle} className="matrix">
      <div className="field matrix__size">
        <label htmlFor="matrix-size">{texts.size}</label>
        <input
          id="matrix-size"
          part="size"
          className="input"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_MATRIX_SIZE}
          step={1}
          value={sizeText}
          onChange={(event) => changeSize(event.target.value)}
          onBlur={() => sizeText.trim() !== '' && setSizeText(String(size))}
        />
      </div>
      <p id="matrix-hint" part="hint" className="matrix__hint">
        {texts.hint}
      </p>
      <div
        ref={gridRef}
        part="grid"
        className="matrix__grid"
        role="group"
        aria-label={texts.grid(count(size))}
        data-size={size}
      >
        {matrix.map((row, r) =>
          row.map((cell, c) => {
            const index = r * size + c;
            const invalid = marked(cell, index);
            return (
              <input
                key={`${r}-${c}`}
                part={invalid ? 'cell cell-invalid' : 'cell'}
                className="input matrix__cell"
                type="text"
                // The full keyboard, deliberately: cells take '-' and '/' ('-3/4'), and phone
                // keypads for inputMode="decimal" have no '/' (nor '-' on iOS); the keyboard's
                // symbol layer has digits, '-', '.' and '/'.
                inputMode="text"
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="next"
                aria-label={texts.cell(count(r + 1), count(c + 1))}
                aria-describedby={invalid ? 'matrix-hint matrix-invalid' : 'matrix-hint'}
                aria-invalid={invalid || undefined}
                value={cell}
                onChange={(event) => changeCell(r, c, event.target.value)}
                onKeyDown={(event) => handleCellKey(event, index)}
                onFocus={() => setFocusedCell(index)}
                onBlur={() => setFocusedCell(null)}
              />
            );
          }),
        )}
      </div>
      <p id="matrix-invalid" part="invalid-hint" className="matrix__invalid" aria-live="polite">
        {tooLong ?? (anyMarked && texts.invalidCells)}
      </p>
      <div className="actions">
        <button
          ref={afterGridRef}
          type="button"
          className="button"
          onClick={() => setCells(cellsFrom([]))}
        >
          {texts.clear}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => setCells(cellsFrom(randomMatrix(MAX_MATRIX_SIZE)))}
        >
          {texts.random}
        </button>
      </div>
      <div part="result" className="matrix__result">
        <p className="matrix__determinant" aria-live="polite" aria-atomic="true">
          <span className="matrix__label">{texts.determinant}</span>{' '}
          <output part="result-value" className="matrix__value">
            {result.value ?? '—'}
          </output>
        </p>
        <CopyButton text={result.value ?? null} showToast={showToast} />
      </div>
      <ShowWorking
        mode={working}
        input={failed ? null : numbers}
        load={loadWorking}
        showToast={showToast}
      />
      <p part="info" className="matrix__info">
        {texts.filled(count(filled), count(size * size))}
      </p>
      <ToastStack toasts={toasts} onDismiss={dismissToast} />
    </WidgetBase>
  );
}
