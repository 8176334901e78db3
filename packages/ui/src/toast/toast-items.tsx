import { Icon, IconButton } from '../icon';
import { useTexts } from '../language/language';
import { uiTexts } from '../language/ui-texts';
import type { ToastStackProps } from './toast-stack';
import type { ToastType } from './use-toasts';

/** The toasts' icons by type, and the Close button's. */
export type ToastIcons = Readonly<Record<ToastType | 'close', string>>;

export interface ToastItemsProps extends ToastStackProps {
  /** Null where the toasts' chunk could not be loaded: the toasts show without icons. */
  icons: ToastIcons | null;
}

/** The toasts themselves: each its icon, message, count, action and Close button. */
export function ToastItems({ toasts, onDismiss, icons }: ToastItemsProps) {
  const texts = useTexts(uiTexts);
  return toasts.map((toast) => (
    <div
      key={toast.id}
      className={`toast toast--${toast.type}${toast.leaving ? ' toast--leaving' : ''}`}
      part={`toast toast-${toast.type}`}
      data-type={toast.type}
    >
      {icons && <Icon svg={icons[toast.type]} className="toast__icon" />}
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
      {icons ? (
        <IconButton
          icon={icons.close}
          label={texts.close}
          className="plain-icon-button toast__close"
          onClick={() => onDismiss(toast.id)}
        />
      ) : (
        <button
          type="button"
          className="plain-icon-button toast__close"
          aria-label={texts.close}
          onClick={() => onDismiss(toast.id)}
        >
          ×
        </button>
      )}
    </div>
  ));
}
