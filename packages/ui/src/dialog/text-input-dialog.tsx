import type { SubmitEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useTexts } from '../language/language';
import { uiTexts } from '../language/ui-texts';
import { FormActions } from './form-actions';
import { Modal } from './modal';

export interface TextInputDialogProps {
  open: boolean;
  title: string;
  /** The input's visible label. */
  label: string;
  placeholder?: string;
  /** The input's text each time the dialog opens. */
  initialValue?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The text, trimmed; never empty. */
  onConfirm: (text: string) => void;
  onCancel: () => void;
}

/**
 * A modal that asks for one line of text (SPEC "Reusable dialogs"): the confirm button is
 * disabled, and submitting does nothing, while the trimmed text is empty; Escape, Cancel and a
 * click on the overlay cancel and clear the input.
 */
export function TextInputDialog({
  open,
  title,
  label,
  placeholder,
  initialValue = '',
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: TextInputDialogProps) {
  const { ok } = useTexts(uiTexts);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialValue);
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setText(initialValue);
  }
  const trimmed = text.trim();

  const cancel = () => {
    setText('');
    onCancel();
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (trimmed) onConfirm(trimmed);
  };

  return (
    <Modal open={open} title={title} initialFocus={input} onCancel={cancel} className="dialog">
      <form className="dialog__form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={inputId}>{label}</label>
          <input
            ref={input}
            id={inputId}
            className="input"
            value={text}
            placeholder={placeholder}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <FormActions
          submitLabel={confirmLabel ?? ok}
          cancelLabel={cancelLabel}
          onCancel={cancel}
          disabled={!trimmed}
        />
      </form>
    </Modal>
  );
}
