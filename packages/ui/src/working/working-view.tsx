import type { ComponentType } from 'react';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import type { Working, WorkingStep } from '#core/working.ts';
import {
  ROWS_SHOWN_MORE,
  moreRowsLabel,
  resultLine,
  rowsShown,
  workingInDigits,
  workingText,
} from '#core/working.ts';
import { copyToClipboard } from '../copy-button';
import { PartStyles } from '../element/part-styles';
import { DataText } from '../language/data-text';
import { useLanguage, useTexts } from '../language/language';
import { uiTexts } from '../language/ui-texts';
import type { WorkingBuilder, WorkingPanelProps } from './show-working';
import css from './working.css?inline';

export const COPY_WORKING_LABEL = uiTexts.en.copyWorking;
export const WORKING_COPIED_MESSAGE = uiTexts.en.workingCopied;

type TableStep = Extract<WorkingStep, { kind: 'table' }>;

/** The working's data (`Working.data`), for every text of it to mark where it stands. */
const WorkingData = createContext<readonly string[]>([]);

/** A text of the working, its data marked (its digits are the working's already). */
function Said({ text }: { text: string }) {
  return <DataText text={text} data={useContext(WorkingData)} />;
}

function Row({ row }: { row: readonly string[] }) {
  return (
    <tr>
      {row.map((cell, c) => (
        <td key={c}>
          <Said text={cell} />
        </td>
      ))}
    </tr>
  );
}

/** A table, its middle rows shown a piece at a time when it is long (rowsShown). */
function Table({ step }: { step: TableStep }) {
  const language = useLanguage();
  const [more, setMore] = useState(0);
  const { first, last, hidden } = rowsShown(step.rows, more);
  const captionId = useId();
  return (
    <li>
      {/* A wide table scrolls in its own box, never the page; focusable so keys scroll it. */}
      <div className="working__table" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption id={captionId}>
            <Said text={step.caption} />
          </caption>
          <thead>
            <tr>
              {step.head.map((cell, index) => (
                <th key={index} scope="col">
                  <Said text={cell} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {first.map((row, r) => (
              <Row key={r} row={row} />
            ))}
            {hidden > 0 && (
              <tr>
                <td colSpan={step.head.length} className="working__more">
                  <button
                    type="button"
                    className="button"
                    part="working-more"
                    onClick={() => setMore(more + ROWS_SHOWN_MORE)}
                  >
                    {moreRowsLabel(hidden, language)}
                  </button>
                </td>
              </tr>
            )}
            {last.map((row, r) => (
              <Row key={step.rows.length - last.length + r} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}

function Step({ step }: { step: WorkingStep }) {
  switch (step.kind) {
    case 'line':
      return (
        <li>
          <Said text={step.text} />
        </li>
      );
    case 'table':
      return <Table step={step} />;
    case 'group':
      return (
        <li>
          <span className="working__title">
            <Said text={step.title} />
          </span>
          <Steps steps={step.steps} />
        </li>
      );
  }
}

function Steps({ steps }: { steps: readonly WorkingStep[] }) {
  return (
    <ol className="working__steps">
      {steps.map((step, index) => (
        <Step key={index} step={step} />
      ))}
    </ol>
  );
}

export interface WorkingViewProps {
  id: string;
  working: Working;
  showToast: WorkingPanelProps<unknown>['showToast'];
}

/** The working as ordered lists (groups nested), tables, the result as the last line, and Copy. */
export function WorkingView({ id, working, showToast }: WorkingViewProps) {
  const texts = useTexts(uiTexts);
  return (
    <section id={id} className="working" part="working" aria-label={texts.working}>
      <PartStyles css={css} />
      <WorkingData.Provider value={working.data ?? []}>
        <Steps steps={working.steps} />
        <p className="working__result" part="working-result">
          <Said text={resultLine(working)} />
        </p>
      </WorkingData.Provider>
      <button
        type="button"
        className="button"
        part="working-copy"
        onClick={() =>
          void copyToClipboard(
            workingText(working),
            showToast,
            texts.workingCopied,
            texts.copyFailed,
          )
        }
      >
        {texts.copyWorking}
      </button>
    </section>
  );
}

/**
 * The panel of one calculator: its builder's working of the input in the element's language,
 * rendered; nothing without one.
 */
export function workingPanel<I>(build: WorkingBuilder<I>): ComponentType<WorkingPanelProps<I>> {
  return function WorkingPanel({ id, input, showToast }: WorkingPanelProps<I>) {
    const language = useLanguage();
    const working = useMemo(() => {
      const built = build(input, language);
      return built && workingInDigits(built, language);
    }, [input, language]);
    return working && <WorkingView id={id} working={working} showToast={showToast} />;
  };
}
