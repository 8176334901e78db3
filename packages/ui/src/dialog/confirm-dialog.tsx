import dangerIcon from 'shoelace-icons/exclamation-octagon.svg?raw';
import warningIcon from 'shoelace-icons/exclamation-triangle.svg?raw';
import infoIcon from 'shoelace-icons/info-circle.svg?raw';
import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { Icon } from '../icon';
import { useTexts } from '../language/language';
import { uiTexts } from '../language/ui-texts';
import { Modal } from './modal';

export type ConfirmDialogType = 'danger' | 'warning' | 'info';

const ICONS: Record<ConfirmDialogType, string> = {
  danger: dangerIcon,
  warning: warningIcon,
  info: infoIcon,
};

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button's colour and the icon; also the dialog's `data-type`. */
  type?: ConfirmDialogType;
  onConfirm: () => void;
  /** False when the message says why the action cannot be done: only Cancel is offered. */
  canConfirm?: boolean;
  /** Cancel, Escape or a click on the overlay. */
  onCancel: () => void;
}

/**
 * A modal that asks to confirm an action (SPEC "Reusable dialogs"). Focus starts on the safer
 * choice: Cancel for a danger, the confirm button otherwise.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  type = 'danger',
  onConfirm,
  canConfirm = true,
  onCancel,
}: ConfirmDialogProps) {
  const texts = useTexts(uiTexts);
  const messageId = useId();
  const firstFocus = useRef<HTMLButtonElement>(null);
  const [cancelRef, confirmRef] =
    type === 'danger' || !canConfirm ? [firstFocus, null] : [null, firstFocus];
  return (
    <Modal
      open={open}
      title={title}
      icon={<Icon svg={ICONS[type]} className="dialog__icon" />}
      initialFocus={firstFocus}
      onCancel={onCancel}
      className="dialog"
      role="alertdialog"
      describedBy={messageId}
      type={type}
    >
      <div id={messageId} className="dialog__message">
        {message}
      </div>
      <div className="dialog__actions">
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          {cancelLabel ?? texts.cancel}
        </button>
        {canConfirm && (
          <button
            ref={confirmRef}
            type="button"
            className="button button--primary dialog__confirm"
            onClick={onConfirm}
          >
            {confirmLabel ?? texts.delete}
          </button>
        )}
      </div>
    </Modal>
  );
}
