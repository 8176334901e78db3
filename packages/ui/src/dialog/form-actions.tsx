import { useTexts } from '../language/language';
import { uiTexts } from '../language/ui-texts';

/** A dialog form's last row: Cancel, then the button that submits the form. */
export function FormActions({
  submitLabel,
  onCancel,
  cancelLabel,
  disabled = false,
  className = '',
}: {
  submitLabel: string;
  onCancel: () => void;
  cancelLabel?: string;
  /** The submit button's, while the form cannot be submitted. */
  disabled?: boolean;
  className?: string;
}) {
  const texts = useTexts(uiTexts);
  return (
    <div className={`dialog__actions ${className}`.trim()}>
      <button type="button" className="button" onClick={onCancel}>
        {cancelLabel ?? texts.cancel}
      </button>
      <button type="submit" className="button button--primary" disabled={disabled}>
        {submitLabel}
      </button>
    </div>
  );
}
