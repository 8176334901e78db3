import infoIcon from 'shoelace-icons/info-circle.svg?raw';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { IconButton } from '../icon';
import { Modal } from './modal';

export interface InfoPopupProps {
  /** The accessible name of the (i) button, e.g. 'About grades'. */
  label: string;
  title: string;
  children: ReactNode;
}

/**
 * An (i) button that opens a small modal with `children`; Close, Escape and a click on the
 * overlay close it. It renders a `<dialog>` in place, so put it where a `<div>` may go: next to a
 * `<label>`, not inside one (nor in a `<p>` or a `<button>`).
 */
export function InfoPopup({ label, title, children }: InfoPopupProps) {
  const [open, setOpen] = useState(false);
  const close = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        icon={infoIcon}
        label={label}
        className="plain-icon-button info-popup__button"
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        title={title}
        initialFocus={close}
        onCancel={() => setOpen(false)}
        className="dialog"
      >
        {/* Rendered only while open: a popup's content may be a part loaded on demand. */}
        <div className="dialog__message">{open && children}</div>
        <div className="dialog__actions">
          <button ref={close} type="button" className="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      </Modal>
    </>
  );
}
