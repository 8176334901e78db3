import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useTexts } from '../language/language';
import { uiTexts } from '../language/ui-texts';
import { Modal } from './modal';

export interface InfoDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
}

/** The modal of an InfoPopup, open while shown: its content and Close, which takes the focus. */
export function InfoDialog({ title, children, onClose }: InfoDialogProps) {
  const close = useRef<HTMLButtonElement>(null);
  const texts = useTexts(uiTexts);
  return (
    <Modal open title={title} initialFocus={close} onCancel={onClose} className="dialog">
      <div className="dialog__message">{children}</div>
      <div className="dialog__actions">
        <button ref={close} type="button" className="button" onClick={onClose}>
          {texts.close}
        </button>
      </div>
    </Modal>
  );
}
