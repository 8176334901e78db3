import { useRef, useState } from 'react';
import { OnDemand, prefetch } from '../element/on-demand';
import { useControlInUse } from './control-in-use';
import { ToastItems } from './toast-items';
import type { Toast } from './use-toasts';

export interface ToastStackProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}

/**
 * The toasts' icons and placement (1.3 kB of an embed), which a calculator nobody gets a message
 * from never needs: an embed loads them at the first interaction, or with the first toast. A page
 * of the site has them in its first screen's chunks (scripts/first-screen-chunks.ts).
 */
export const loadToastList = () => import('./toast-list').then((module) => module.ToastList);
const prefetchToasts = () => prefetch(loadToastList);

/**
 * The widget's toasts, announced politely to screen readers. A manual popover: in the top layer,
 * out of the widget's box (and any host page's overflow or stacking), at an edge of the viewport
 * where they cover neither the control in use nor a result (use-toast-placement.ts, in the
 * toasts' chunk with their icons). The stack belongs to its parent element: the widget, or the
 * dialog it is rendered in. Styles: toast-stack.css.
 */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  const stack = useRef<HTMLDivElement>(null);
  const control = useControlInUse(stack, prefetchToasts);
  // The chunk could not be loaded (offline): these toasts show as they are, where the stylesheet
  // puts them; the next ones try again.
  const [unreached, setUnreached] = useState(false);
  const shown = toasts.length > 0;
  if (!shown && unreached) setUnreached(false);
  return (
    <div ref={stack} className="toast-stack" part="toast-stack" aria-live="polite" popover="manual">
      {shown &&
        (unreached ? (
          <ToastItems toasts={toasts} onDismiss={onDismiss} icons={null} />
        ) : (
          <OnDemand
            load={loadToastList}
            props={{ toasts, onDismiss, stack, control }}
            onFailure={() => setUnreached(true)}
          />
        ))}
    </div>
  );
}
