import type { ReactNode, RefObject } from 'react';
import { useEffect, useId, useRef } from 'react';

export interface ModalProps {
  open: boolean;
  /** Names the dialog; may mark data in it (`DataText`). */
  title: ReactNode;
  /** Shown before the title. */
  icon?: ReactNode;
  /** The control that takes focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Escape or a click on the overlay outside the dialog box. */
  onCancel: () => void;
  /** False while the dialog must stay open (a call in flight): Escape and the overlay do nothing. */
  dismissible?: boolean;
  className: string;
  role?: 'alertdialog';
  describedBy?: string;
  type?: string;
  children: ReactNode;
}

/** The focused element, looking into shadow roots: a widget's focus sits inside its own. */
function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A native modal `<dialog>`, shown with showModal(): the top layer escapes the widget's box and
 * overflow, makes the rest of the page inert and works inside a shadow root, at no cost in bytes.
 * Focus moves in on opening and back to where it was on closing. Styles: dialog.css.
 */
export function Modal({
  open,
  title,
  icon,
  initialFocus,
  onCancel,
  dismissible = true,
  className,
  role,
  describedBy,
  type,
  children,
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // A press that starts inside the box and ends outside it (selecting text) is no overlay click.
  const pressedOnOverlay = useRef(false);

  useEffect(() => {
    if (!open) return;
    const element = dialog.current!;
    const opener = focusedElement();
    element.showModal();
    initialFocus.current?.focus();
    return () => {
      element.close();
      // Browsers refocus the opener on close(), but not when the owner unmounts an open dialog.
      opener?.focus();
    };
  }, [open, initialFocus]);

  useEffect(() => {
    if (!open || dismissible) return;
    // Browsers let a page cancel Escape's cancel event only once per user action, and may close a
    // group of dialogs at once; cancelling the key itself keeps this one open, wherever the focus is.
    const keep = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
    };
    window.addEventListener('keydown', keep, true);
    return () => window.removeEventListener('keydown', keep, true);
  }, [open, dismissible]);

  return (
    <dialog
      ref={dialog}
      className={className}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-type={type}
      // The box fills the dialog (no padding), so only the overlay targets the dialog itself.
      onPointerDown={(event) => (pressedOnOverlay.current = event.target === event.currentTarget)}
      onClick={(event) => {
        const onOverlay = pressedOnOverlay.current && event.target === event.currentTarget;
        if (onOverlay && dismissible) onCancel();
      }}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      // Escape closes the dialog natively (browsers may refuse to let a page keep it open), so
      // it is reported once the dialog has closed, unless the owner closed it itself. One that
      // must stay open and was closed all the same opens again.
      onClose={(event) => {
        const element = event.currentTarget;
        if (!open || element.open) return;
        if (dismissible) onCancel();
        else element.showModal();
      }}
    >
      <div className="dialog__box">
        <h2 id={titleId} className="dialog__title">
          {icon}
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
