import { useId, useState } from 'react';
import type { Language } from '#core/i18n/texts.ts';
import { networkTexts } from '#core/network-messages.ts';
import type { Working } from '#core/working.ts';
import type { Loader } from '../element/on-demand';
import { OnDemand, closeUnreached, prefetch } from '../element/on-demand';
import { useTexts } from '../language/language';
import { uiTexts } from '../language/ui-texts';
import type { ToastApi } from '../toast/use-toasts';

/** The `working` attribute: shown open, no control at all, or (absent, anything else) closed. */
export type WorkingMode = 'open' | 'closed' | 'hidden';

export function workingMode(attribute: string | undefined): WorkingMode {
  return attribute === 'open' || attribute === 'hidden' ? attribute : 'closed';
}

export const SHOW_WORKING_LABEL = uiTexts.en.showWorking;
export const HIDE_WORKING_LABEL = uiTexts.en.hideWorking;

/** What a calculator's working panel is given: its input, and where it says 'Copied'. */
export interface WorkingPanelProps<I> {
  id: string;
  input: I;
  showToast: ToastApi['showToast'];
}

/** A calculator's working of its input, in a language; null where there is nothing to explain. */
export type WorkingBuilder<I> = (input: I, language: Language) => Working | null;

/**
 * The loader of a calculator's working panel: the renderer (working-view.tsx, with its CSS) and
 * the calculator's builder arrive together in chunks of their own, when the working is first
 * shown. Call it once per calculator, at module level: OnDemand keeps what a loader loaded by the
 * loader itself.
 */
export function workingLoader<I>(
  loadBuilder: () => Promise<WorkingBuilder<I>>,
): Loader<WorkingPanelProps<I>> {
  return () =>
    Promise.all([import('./working-view'), loadBuilder()]).then(([view, build]) =>
      view.workingPanel(build),
    );
}

export interface ShowWorkingProps<I> {
  /** The `working` attribute, see {@link workingMode}. */
  mode: string | undefined;
  /** What the working is built from; null while there is no result to explain (no control then). */
  input: I | null;
  /** The calculator's {@link workingLoader}. */
  load: Loader<WorkingPanelProps<I>>;
  showToast: ToastApi['showToast'];
}

/**
 * A 'Show working' button (aria-expanded) and, once pressed, the working below it, loaded on
 * demand; the `working="open"` attribute shows it at once and `hidden` leaves both out.
 */
export function ShowWorking<I>({ mode, input, load, showToast }: ShowWorkingProps<I>) {
  const [open, setOpen] = useState(() => workingMode(mode) === 'open');
  // A later change of the attribute opens or closes it, as at the start (React's "adjust state on prop change").
  const [seenMode, setSeenMode] = useState(mode);
  if (seenMode !== mode) {
    setSeenMode(mode);
    setOpen(workingMode(mode) === 'open');
  }
  const id = useId();
  const texts = useTexts(uiTexts);
  const unreachable = useTexts(networkTexts).unreachable;
  if (workingMode(mode) === 'hidden' || input === null) return null;
  const warm = () => prefetch(load);
  return (
    <div className="show-working">
      <button
        type="button"
        className="button"
        part="working-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        onPointerEnter={warm}
        onFocus={warm}
      >
        {open ? texts.hideWorking : texts.showWorking}
      </button>
      {open && (
        <OnDemand
          load={load}
          props={{ id, input, showToast }}
          onFailure={closeUnreached(showToast, () => setOpen(false), unreachable)}
        />
      )}
    </div>
  );
}
