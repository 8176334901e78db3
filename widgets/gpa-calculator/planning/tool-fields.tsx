import type { ReactNode, Ref } from 'react';
import { useId } from 'react';

/** The fields and answers of the planning and marks dialogs (plan-dialog.css styles them). */

/** A text field, marked invalid while what it holds is refused. */
export function Field({
  label,
  value,
  onChange,
  mode,
  invalid = false,
  inputRef,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  mode: 'decimal' | 'numeric';
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className="input"
        inputMode={mode}
        autoComplete="off"
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/** The outcome, announced as it changes. */
export const Result = ({ id, children }: { id?: string; children: ReactNode }) => (
  <div id={id} className="plan-dialog__result" role="status">
    {children}
  </div>
);
