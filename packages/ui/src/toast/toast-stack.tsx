import checkIcon from 'shoelace-icons/check2-circle.svg?raw';
import errorIcon from 'shoelace-icons/exclamation-octagon.svg?raw';
import warningIcon from 'shoelace-icons/exclamation-triangle.svg?raw';
import infoIcon from 'shoelace-icons/info-circle.svg?raw';
import closeIcon from 'shoelace-icons/x-lg.svg?raw';
import { useRef } from 'react';
import { Icon, IconButton } from '../icon';
import { useTexts } from '../language/language';
import { uiTexts } from '../language/ui-texts';
import { useToastPlacement } from './use-toast-placement';
import type { Toast, ToastType } from './use-toasts';

const ICONS: Record<ToastType, string> = {
  success: checkIcon,
  error: errorIcon,
  warning: warningIcon,
  info: infoIcon,
};

export interface ToastStackProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}

/**
 * The widget's toasts, announced politely to screen readers. A manual popover: in the top layer,
 * out of the widget's box (and any host page's overflow or stacking), at an edge of the viewport
 * where they cover neither the control in use nor a result (use-toast-placement.ts). The stack
 * belongs to its parent element: the widget, or the dialog it is rendered in. Styles:
 * toast-stack.css.
 */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  const texts = useTexts(uiTexts);
  const stack = useRef<HTMLDivElement>(null);
  useToastPlacement(stack, toasts);
  return (
    <div ref={stack} className="toast-stack" part="toast-stack" aria-live="polite" popover="manual">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}${toast.leaving ? ' toast--leaving' : ''}`}
          part={`toast toast-${toast.type}`}
          data-type={toast.type}
        >
          <Icon svg={ICONS[toast.type]} className="toast__icon" />
          <span className="toast__message">{toast.message}</span>
          {toast.count > 1 && (
            <span className="toast__count" part="toast-count">
              ×{toast.count}
            </span>
          )}
          {toast.action && (
            <button
              type="button"
              className="toast__action"
              part="toast-action"
              onClick={() => {
                toast.action!.onAction();
                onDismiss(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          )}
          <IconButton
            icon={closeIcon}
            label={texts.close}
            className="plain-icon-button toast__close"
            onClick={() => onDismiss(toast.id)}
          />
        </div>
      ))}
    </div>
  );
}
