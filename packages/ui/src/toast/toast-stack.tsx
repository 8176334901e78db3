import '../shoelace';
import checkIcon from 'shoelace-icons/check2-circle.svg?raw';
import errorIcon from 'shoelace-icons/exclamation-octagon.svg?raw';
import warningIcon from 'shoelace-icons/exclamation-triangle.svg?raw';
import infoIcon from 'shoelace-icons/info-circle.svg?raw';
import closeIcon from 'shoelace-icons/x-lg.svg?raw';
import { ICON_LIBRARY, registerIcons } from '../icons';
import type { Toast, ToastType } from './use-toasts';

registerIcons({
  'check2-circle': checkIcon,
  'exclamation-octagon': errorIcon,
  'exclamation-triangle': warningIcon,
  'info-circle': infoIcon,
  'x-lg': closeIcon,
});

const ICONS: Record<ToastType, string> = {
  success: 'check2-circle',
  error: 'exclamation-octagon',
  warning: 'exclamation-triangle',
  info: 'info-circle',
};

export interface ToastStackProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}

/** The widget's toasts, announced politely to screen readers. Styles: toast-stack.css. */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  return (
    <div className="toast-stack" part="toast-stack" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}${toast.leaving ? ' toast--leaving' : ''}`}
          part={`toast toast-${toast.type}`}
          data-type={toast.type}
        >
          <sl-icon
            library={ICON_LIBRARY}
            name={ICONS[toast.type]}
            className="toast__icon"
            aria-hidden="true"
          />
          <span className="toast__message">{toast.message}</span>
          <sl-icon-button
            library={ICON_LIBRARY}
            name="x-lg"
            label="Close"
            className="toast__close"
            onClick={() => onDismiss(toast.id)}
          />
        </div>
      ))}
    </div>
  );
}
