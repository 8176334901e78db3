/** A dialog form's last row: Cancel, then the button that submits the form. */
export function FormActions({
  submitLabel,
  onCancel,
  cancelLabel = 'Cancel',
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
  return (
    <div className={`dialog__actions ${className}`.trim()}>
      <button type="button" className="button" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className="button button--primary" disabled={disabled}>
        {submitLabel}
      </button>
    </div>
  );
}
